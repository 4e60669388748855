// A site's SEO parameters and page kind templates as stored (seo_params, seo_variables, seo_tkd),
// read with the defaults a site starts from.
import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_SEPARATOR,
  DEFAULT_TKD,
  TKD_PAGE_KINDS,
  type SeoParams,
  type TkdPageKind,
  type TkdTemplates,
} from '../../../../shared/domain/seo/tkd';
import type { Database } from '../../../core/db/database';

type Db = Kysely<Database> | Transaction<Database>;

export async function readParams(db: Db, siteId: number): Promise<SeoParams> {
  const row = await db.selectFrom('seo_params').select(['separator', 'keywords']).where('site_id', '=', siteId).executeTakeFirst();
  const variables = await db.selectFrom('seo_variables').select(['name', 'value'])
    .where('site_id', '=', siteId).orderBy('sort').orderBy('id').execute();
  return { separator: row?.separator ?? DEFAULT_SEPARATOR, keywords: row?.keywords ?? '', variables };
}

/** Replaces the parameters and the whole variable list, inside the caller's transaction. */
export async function writeParams(trx: Db, siteId: number, params: SeoParams, now: number): Promise<void> {
  await trx.insertInto('seo_params').values({ site_id: siteId, separator: params.separator, keywords: params.keywords, updated_at: now })
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ separator: params.separator, keywords: params.keywords, updated_at: now })).execute();
  await trx.deleteFrom('seo_variables').where('site_id', '=', siteId).execute();
  if (params.variables.length) {
    await trx.insertInto('seo_variables').values(params.variables.map((v, sort) => ({ site_id: siteId, name: v.name, value: v.value, sort, created_at: now }))).execute();
  }
}

export async function readTemplates(db: Db, siteId: number): Promise<TkdTemplates> {
  const rows = await db.selectFrom('seo_tkd').select(['page_kind', 'title', 'keywords', 'description']).where('site_id', '=', siteId).execute();
  const templates = { ...DEFAULT_TKD };
  for (const r of rows) {
    if ((TKD_PAGE_KINDS as readonly string[]).includes(r.page_kind)) {
      templates[r.page_kind as TkdPageKind] = { title: r.title, keywords: r.keywords, description: r.description };
    }
  }
  return templates;
}

export async function writeTemplates(trx: Db, siteId: number, templates: TkdTemplates, now: number): Promise<void> {
  for (const kind of TKD_PAGE_KINDS) {
    const t = templates[kind];
    await trx.insertInto('seo_tkd').values({ site_id: siteId, page_kind: kind, ...t, updated_at: now })
      .onConflict((oc) => oc.columns(['site_id', 'page_kind']).doUpdateSet({ ...t, updated_at: now })).execute();
  }
}
