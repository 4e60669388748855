// Reading the catalogue: a filtered page of templates as TemplateCards, one template by id, and the
// card of a stored row. The plus filter is applied here for every list, so a caller without the
// role never sees a 高级 template in any list.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ListData } from '../../../../shared/domain/api/envelope';
import {
  TEMPLATE_PAGE_DEFAULT, templateDemoPath, type TemplateCard, type TemplateDevice, type TemplateListQuery, type TemplateSiteKind,
} from '../../../../shared/domain/sites/templates';
import type { Database } from '../../../core/db/database';
import type { ReadCaches } from '../../../core/services/readCache';
import type { TemplatesTable } from './tables';

export type TemplateRow = Selectable<TemplatesTable> & { industry_name: string; color_name: string };

/** Addresses of a template's pictures and demo pages (served by ./assetRoutes.ts). */
export const templateAssets = {
  picture: (code: string, device: 'pc' | 'mobile') => `/tpl-assets/${encodeURIComponent(code)}/${device}.webp`,
  demo: (origin: string, code: string, device: 'pc' | 'mobile') => `${origin}${templateDemoPath(code, device)}`,
};

export interface ListFilter extends Omit<TemplateListQuery, 'funcTagIds'> {
  funcTagIds?: number[];
  /** Only these devices (the mobile list: ['mobile']). */
  devices?: readonly TemplateDevice[];
  plusAllowed: boolean;
}

function base(db: Kysely<Database>) {
  return db.selectFrom('templates')
    .innerJoin('template_industries', 'template_industries.id', 'templates.industry_id')
    .innerJoin('template_colors', 'template_colors.id', 'templates.color_id');
}

/** LIKE's own characters taken literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filter's count, kept per filter (not per page): the catalogue changes only by support. */
const COUNT_MAX_AGE_MS = 60_000;
const CATALOGUE_TABLES = ['templates', 'template_tag_links'] as const;

export async function listTemplates(db: Kysely<Database>, f: ListFilter, origin: string, caches?: ReadCaches): Promise<ListData<TemplateCard>> {
  let q = db.selectFrom('templates');
  if (f.siteKind) q = q.where('templates.site_kind', '=', f.siteKind);
  if (!f.plusAllowed) q = q.where('templates.plus', '=', 0);
  if (f.industryId) q = q.where('templates.industry_id', '=', f.industryId);
  if (f.colorId) q = q.where('templates.color_id', '=', f.colorId);
  if (f.device) q = q.where('templates.device', '=', f.device);
  if (f.devices) q = q.where('templates.device', 'in', [...f.devices]);
  const keyword = f.keyword?.trim();
  if (keyword) {
    const like = likeText(keyword.toLowerCase());
    // ESCAPE named: SQLite has no default escape character.
    q = q.where(sql<boolean>`(lower(templates.name) like ${like} escape '\\' or lower(templates.code) like ${like} escape '\\')`);
  }
  for (const tag of f.funcTagIds ?? []) {
    q = q.where((eb) => eb.exists(eb.selectFrom('template_tag_links').select('template_tag_links.tag_id')
      .whereRef('template_tag_links.template_id', '=', 'templates.id').where('template_tag_links.tag_id', '=', tag)));
  }
  const rows = f.rows ?? TEMPLATE_PAGE_DEFAULT;
  const offset = ((f.page ?? 1) - 1) * rows;
  const countOf = async () => ({ value: Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) });
  const key = JSON.stringify([f.siteKind, f.plusAllowed, f.industryId, f.colorId, f.device, f.devices, keyword, f.funcTagIds]);
  const [page, total] = await Promise.all([
    q.innerJoin('template_industries', 'template_industries.id', 'templates.industry_id')
      .innerJoin('template_colors', 'template_colors.id', 'templates.color_id')
      .selectAll('templates').select(['template_industries.name as industry_name', 'template_colors.name as color_name'])
      .orderBy('templates.sort').orderBy('templates.id').limit(rows).offset(offset).execute(),
    caches ? caches.of<number>('templateCount', CATALOGUE_TABLES, 2_000, COUNT_MAX_AGE_MS).get(key, countOf) : countOf().then((c) => c.value),
  ]);
  const links = page.length
    ? await db.selectFrom('template_tag_links').select(['template_id', 'tag_id']).where('template_id', 'in', page.map((r) => r.id)).orderBy('tag_id').execute()
    : [];
  return { rows: page.map((row) => cardOf(row, links.filter((l) => l.template_id === row.id).map((l) => l.tag_id), origin)), total };
}

/** The cards of these templates, in the order given. */
export async function cardsOf(db: Kysely<Database>, ids: readonly number[], origin: string): Promise<TemplateCard[]> {
  if (!ids.length) return [];
  const [rows, links] = await Promise.all([
    base(db).selectAll('templates').select(['template_industries.name as industry_name', 'template_colors.name as color_name'])
      .where('templates.id', 'in', [...ids]).execute(),
    db.selectFrom('template_tag_links').select(['template_id', 'tag_id']).where('template_id', 'in', [...ids]).orderBy('tag_id').execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [cardOf(row, links.filter((l) => l.template_id === id).map((l) => l.tag_id), origin)] : [];
  });
}

export function cardOf(row: TemplateRow, tagIds: number[], origin: string): TemplateCard {
  return {
    id: row.id, code: row.code, name: row.name, industryId: row.industry_id, industryName: row.industry_name,
    colorId: row.color_id, colorName: row.color_name, funcTagIds: tagIds, device: row.device as TemplateDevice,
    siteKind: row.site_kind as TemplateSiteKind, plus: row.plus === 1,
    cover: templateAssets.picture(row.code, 'pc'), mobileCover: templateAssets.picture(row.code, 'mobile'),
    pcDemoUrl: templateAssets.demo(origin, row.code, 'pc'), mobileDemoUrl: templateAssets.demo(origin, row.code, 'mobile'),
  };
}

/** One template's row (with its industry and colour names), or undefined. */
export function templateRow(db: Kysely<Database>, id: number): Promise<TemplateRow | undefined> {
  return base(db).selectAll('templates').select(['template_industries.name as industry_name', 'template_colors.name as color_name'])
    .where('templates.id', '=', id).executeTakeFirst();
}

export function templateByCode(db: Kysely<Database>, code: string): Promise<TemplateRow | undefined> {
  return base(db).selectAll('templates').select(['template_industries.name as industry_name', 'template_colors.name as color_name'])
    .where('templates.code', '=', code).executeTakeFirst();
}
