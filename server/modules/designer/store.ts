// A site's decoration as stored (site_decorations), the shared rule run on what a caller sends, and
// the visitors' stylesheet written from it by the shared sectionCss — the function the console's
// preview uses, so visitors see exactly what was previewed.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { sectionCss } from '../../../shared/domain/design/css';
import { defaultDecoration } from '../../../shared/domain/design/defaults';
import { SITE_SECTIONS } from '../../../shared/domain/design/links';
import type { DecorationSections } from '../../../shared/domain/design/style';
import { checkDecoration } from '../../../shared/domain/design/validate';
import type { Database } from '../../core/db/database';
import { ApiError } from '../../core/http/envelope';
import type { SiteDecorationsTable } from './tables';

type Db = Kysely<Database> | Transaction<Database>;
export type DecorationRow = Selectable<SiteDecorationsTable>;

/** What the caller sent, as a decoration of the site; else 400 with the rule's message and field path. */
export function checkedSections(sections: unknown, siteId: number): DecorationSections {
  const problem = checkDecoration(sections, siteId);
  if (problem) throw new ApiError(400, problem.message, { field: problem.path });
  return sections as DecorationSections;
}

export async function decorationRow(db: Db, siteId: number): Promise<DecorationRow | undefined> {
  return db.selectFrom('site_decorations').selectAll().where('site_id', '=', siteId).executeTakeFirst();
}

/** The stored sections (the defaults before the first save). */
export function sectionsOf(row: Pick<DecorationRow, 'sections'> | undefined): DecorationSections {
  return row ? (JSON.parse(row.sections) as DecorationSections) : defaultDecoration();
}

/** A comment line, then one rule per section that sets anything: `[data-section="about_us"] { … }`. */
export function stylesheetOf(sections: DecorationSections): string {
  const rules = ['/* 网站装修 */'];
  for (const name of SITE_SECTIONS) {
    const css = sectionCss(sections[name]);
    if (css) rules.push(`[data-section="${name}"] { ${css} }`);
  }
  return `${rules.join('\n')}\n`;
}
