// 翻译克隆's 可视化界面 (§4, issue 17 item 6 "template, navigation"): what the clone sends — the site
// name, every navigation item's name (all three trees, hidden items too) and each decoration
// section's button text — and what it writes into the foreign site in the clone's one transaction:
// the name, the template name (only when it has none: a foreign site may have picked its own
// English template, which a clone must not undo), the navigation replaced by a translated copy
// (same trees, order and nesting) and the decoration replaced by the Chinese site's with the
// button texts translated. Other modules' tables are read through core's Database.
//
// Links: an inside link to one of the Chinese site's articles, article categories, products or
// product categories — and a button's lead form — points at its copy when a language_syncs row maps
// it to a live one (the 后台数据 part, written earlier in the same transaction, or an earlier
// 同步翻译); a record with no copy is replaced by its section (产品中心 / 新闻资讯), never left
// pointing at the Chinese site's record. The decoration must stay valid for the foreign site (the
// designer's rule runs on its every save): a picture, file or local video of the Chinese site's
// library, and a lead form with no copy, are left out (the button keeps its text and loses that
// link), so the foreign site's next save is not refused for what the clone wrote.
import type { Kysely, Selectable } from 'kysely';
import { defaultDecoration } from '../../../../shared/domain/design/defaults';
import type { RecordLinkKind, SiteSection } from '../../../../shared/domain/design/links';
import type { DecorationSections, SectionButton, SectionStyle } from '../../../../shared/domain/design/style';
import { checkDecoration, DESIGN_LIMITS } from '../../../../shared/domain/design/validate';
import { libraryFileOf } from '../../../../shared/domain/design/values';
import { NAV_LIMITS, NAV_POSITIONS } from '../../../../shared/domain/settings/navigation';
import type { SyncType } from '../../../../shared/domain/sites/languages';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import type { AppDeps } from '../../../core/http/routeDef';
import type { SiteRow } from '../../../core/services/siteScope';
import { translateTexts } from '../sync/translateText';

type Db = Kysely<Database>;
type NavRow = Selectable<Database['nav_items']>;
type VisualSite = Pick<SiteRow, 'id' | 'site_name' | 'theme_name'>;

/** Source text → its translation (a text missing from it is written as it is). */
export type VisualTranslation = ReadonlyMap<string, string>;

export const VISUAL_MSG = {
  invalidDecoration: (why: string) => `网站装修无法复制到外文站：${why}`,
} as const;

/** A record kind's copies as the sync rows name them, and the section standing in for it otherwise. */
const SYNCED_KIND: Readonly<Record<RecordLinkKind, SyncType>> = { article: 'article', article_type: 'category', product: 'product', product_type: 'productCategory' };
type Copied = RecordLinkKind | 'form';
const FALLBACK_SECTION: Readonly<Record<RecordLinkKind, SiteSection>> = {
  article: 'article_index', article_type: 'article_index', product: 'product_index', product_type: 'product_index',
};

const clip = (text: string, max: number) => [...text].slice(0, max).join('');

async function navRows(db: Db, siteId: number): Promise<NavRow[]> {
  return db.selectFrom('nav_items').selectAll().where('site_id', '=', siteId).orderBy('position').orderBy('parent_id').orderBy('sort').orderBy('id').execute();
}

async function decorationOf(db: Db, siteId: number): Promise<DecorationSections> {
  const row = await db.selectFrom('site_decorations').select('sections').where('site_id', '=', siteId).executeTakeFirst();
  return row ? (JSON.parse(row.sections) as DecorationSections) : defaultDecoration();
}

/** The texts the 可视化界面 part sends, each once, in a stable order (site name first). */
export async function visualTexts(db: Db, site: Pick<SiteRow, 'id' | 'site_name'>): Promise<string[]> {
  const nav = await navRows(db, site.id);
  const sections = Object.values(await decorationOf(db, site.id)) as SectionStyle[];
  const all = [site.site_name, ...nav.map((n) => n.name), ...sections.map((s) => s.button.text)];
  return [...new Set(all.map((t) => t.trim()).filter((t) => t !== ''))];
}

/** ensiteInfo's wordNum for 可视化界面: the characters of exactly what visualTexts sends. */
export async function visualCharCount(db: Db, site: Pick<SiteRow, 'id' | 'site_name'>): Promise<number> {
  return (await visualTexts(db, site)).reduce((n, t) => n + [...t].length, 0);
}

/** Sends visualTexts through the translate provider (deps' — the clone's recording one). */
export async function translateVisual(deps: Pick<AppDeps, 'providers'>, db: Db, site: Pick<SiteRow, 'id' | 'site_name'>, from: string, to: string): Promise<VisualTranslation> {
  const texts = await visualTexts(db, site);
  const { plain } = await translateTexts(deps, { plain: texts, html: [] }, from, to);
  return new Map(texts.map((t, i) => [t, plain[i]]));
}

const translate = (translated: VisualTranslation, text: string) => (text.trim() ? translated.get(text.trim()) ?? text : text);

/** The foreign copy of one of the Chinese site's records (its id and title), when a sync row maps it to a live one. */
async function copyOf(trx: Db, site: number, foreign: number, kind: Copied, sourceId: number): Promise<{ id: number; title: string } | undefined> {
  if (sourceId <= 0) return undefined;
  const type: SyncType = kind === 'form' ? 'form' : SYNCED_KIND[kind];
  const row = await trx.selectFrom('language_syncs').select('target_id').where('site_id', '=', site).where('target_site_id', '=', foreign)
    .where('item_type', '=', type).where('source_id', '=', sourceId).executeTakeFirst();
  if (!row) return undefined;
  const id = row.target_id;
  if (type === 'article') return trx.selectFrom('articles').select(['id', 'title']).where('id', '=', id).where('site_id', '=', foreign).where('disabled', '=', 0).executeTakeFirst();
  if (type === 'product') return trx.selectFrom('products').select(['id', 'name as title']).where('id', '=', id).where('site_id', '=', foreign).where('disabled', '=', 0).executeTakeFirst();
  if (type === 'category') return trx.selectFrom('categories').select(['id', 'name as title']).where('id', '=', id).where('site_id', '=', foreign).executeTakeFirst();
  if (type === 'productCategory') return trx.selectFrom('product_categories').select(['id', 'name as title']).where('id', '=', id).where('site_id', '=', foreign).executeTakeFirst();
  return trx.selectFrom('forms').select(['id', 'title']).where('id', '=', id).where('site_id', '=', foreign).executeTakeFirst();
}

/** The foreign site's navigation: every tree emptied and refilled with the translated copy, parents first. */
async function writeNavigation(trx: Db, site: number, foreign: number, translated: VisualTranslation, at: number): Promise<number> {
  // Each tree's version moves first (as every navigation write does): an editor open on the
  // foreign site's old tree is refused on its next save (导航已被修改，请刷新后重试).
  for (const position of NAV_POSITIONS) {
    await trx.insertInto('nav_trees').values({ site_id: foreign, position, version: 1, updated_at: at })
      .onConflict((oc) => oc.columns(['site_id', 'position']).doUpdateSet((eb) => ({ version: eb('nav_trees.version', '+', 1), updated_at: at }))).execute();
  }
  await trx.deleteFrom('nav_items').where('site_id', '=', foreign).execute();
  const rows = await navRows(trx, site);
  const newId = new Map<number, number>([[0, 0]]);
  let pending = rows;
  // Rows come ordered by parent; a child whose parent is not yet copied waits for the next pass.
  while (pending.length > 0) {
    const next: NavRow[] = [];
    for (const row of pending) {
      const parent = newId.get(row.parent_id);
      if (parent === undefined) {
        next.push(row);
        continue;
      }
      const { id: _id, site_id: _s, parent_id: _p, created_at: _c, updated_at: _u, ...rest } = row;
      const link = { link_kind: rest.link_kind, link_section: rest.link_section, link_id: rest.link_id };
      if (rest.link_type === 'inside_link' && rest.link_kind && rest.link_kind !== 'section') {
        const kind = rest.link_kind as RecordLinkKind;
        const copy = await copyOf(trx, site, foreign, kind, rest.link_id);
        Object.assign(link, copy ? { link_id: copy.id } : { link_kind: 'section', link_section: FALLBACK_SECTION[kind], link_id: 0 });
      }
      const name = clip(translate(translated, rest.name), NAV_LIMITS.nameMax);
      const inserted = await trx.insertInto('nav_items').values({ ...rest, ...link, name, site_id: foreign, parent_id: parent, created_at: at, updated_at: at })
        .returning('id').executeTakeFirstOrThrow();
      newId.set(row.id, inserted.id);
    }
    // Orphans (a parent since removed) are not carried: the navigation's own rules never make one.
    if (next.length === pending.length) break;
    pending = next;
  }
  return newId.size - 1;
}

/** One section's button for the foreign site: text translated, its link carried or left out (see the top). */
async function foreignButton(trx: Db, site: number, foreign: number, b: SectionButton, translated: VisualTranslation): Promise<SectionButton> {
  const out: SectionButton = { ...b, text: clip(translate(translated, b.text), DESIGN_LIMITS.buttonText) };
  const foreignFile = (path: string) => libraryFileOf(path)?.siteId === foreign;
  if (out.file && !foreignFile(out.file)) out.file = '';
  if (out.videoType === 'local_add' && out.video && !foreignFile(out.video)) out.video = '';
  if (out.link === 'inside_link' && out.insideKind !== 'section') {
    const copy = await copyOf(trx, site, foreign, out.insideKind, out.recordId);
    Object.assign(out, copy
      ? { recordId: copy.id, recordTitle: clip(copy.title, DESIGN_LIMITS.recordTitle) }
      : { insideKind: 'section', section: FALLBACK_SECTION[out.insideKind], recordId: 0, recordTitle: '' });
  }
  // A lead form: its copy, else none (the Chinese site's form is not the foreign site's).
  if (out.formId > 0) out.formId = (await copyOf(trx, site, foreign, 'form', out.formId))?.id ?? 0;
  const lost = out.link === 'fun' && ((out.action === 'submit_form' && !out.formId) || (out.action === 'file_download' && !out.file) || (out.action === 'pop_video' && out.videoType === 'local_add' && !out.video));
  if (lost) out.link = 'none';
  return out;
}

/** The foreign site's decoration: the Chinese site's, buttons translated, its version moved and its stylesheet cache emptied. */
async function writeDecoration(trx: Db, site: number, foreign: number, translated: VisualTranslation, at: number): Promise<void> {
  const source = await decorationOf(trx, site);
  const sections = {} as DecorationSections;
  for (const [name, style] of Object.entries(source) as [keyof DecorationSections, SectionStyle][]) {
    const image = style.background.image && libraryFileOf(style.background.image)?.siteId !== foreign ? '' : style.background.image;
    sections[name] = { ...style, background: { ...style.background, image }, button: await foreignButton(trx, site, foreign, style.button, translated) };
  }
  // The designer's own rule for the foreign site: what is written here must be what it would accept.
  const problem = checkDecoration(sections, foreign);
  if (problem) throw new ApiError(409, VISUAL_MSG.invalidDecoration(problem.message));
  const values = { sections: JSON.stringify(sections), updated_at: at, updated_by: null };
  await trx.insertInto('site_decorations').values({ site_id: foreign, version: 1, ...values })
    .onConflict((oc) => oc.column('site_id').doUpdateSet((eb) => ({ ...values, version: eb('site_decorations.version', '+', 1) }))).execute();
  // 清除缓存 as the designer does it: the stylesheet is written again from the new decoration on its next request.
  await trx.deleteFrom('decoration_stylesheets').where('site_id', '=', foreign).execute();
}

/**
 * 可视化界面's writes, inside the clone's write transaction (after the 后台数据 copies, so their
 * sync rows are there for the links). Answers how many navigation items were written.
 */
export async function writeVisual(trx: Db, site: VisualSite, foreignSiteId: number, translated: VisualTranslation, at: number): Promise<{ navItems: number }> {
  await trx.updateTable('sites').set({ site_name: translate(translated, site.site_name) }).where('id', '=', foreignSiteId).execute();
  await trx.updateTable('sites').set({ theme_name: site.theme_name }).where('id', '=', foreignSiteId).where('theme_name', '=', '').execute();
  const navItems = await writeNavigation(trx, site.id, foreignSiteId, translated, at);
  await writeDecoration(trx, site.id, foreignSiteId, translated, at);
  return { navItems };
}
