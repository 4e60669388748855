// A site's mini-program pages and the records their content may come from, read from the site's
// own article categories, product categories and lead forms (never another site's).
import type { Kysely } from 'kysely';
import { ARTICLE_TYPES } from '../../../shared/domain/content';
import type { MpPage, MpPagesAnswer, MpSourceKind, MpSources } from '../../../shared/domain/miniprogram';
import type { Database } from '../../core/db/database';

type Db = Kysely<Database>;

/** At most this many of each kind offered (a site with more picks among the first by order). */
const SOURCE_MAX = 500;

export async function sourcesOf(db: Db, siteId: number): Promise<MpSources> {
  const [article, product, form] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name', 'type']).where('site_id', '=', siteId).where('type', 'in', [...ARTICLE_TYPES])
      .orderBy('type').orderBy('sort').orderBy('id').limit(SOURCE_MAX).execute(),
    db.selectFrom('product_categories').select(['id', 'name']).where('site_id', '=', siteId).orderBy('sort').orderBy('id').limit(SOURCE_MAX).execute(),
    db.selectFrom('forms').select(['id', 'title']).where('site_id', '=', siteId).orderBy('id').limit(SOURCE_MAX).execute(),
  ]);
  return {
    article: article.map((r) => ({ id: r.id, name: r.name, articleType: r.type })),
    product: product.map((r) => ({ id: r.id, name: r.name, articleType: 0 })),
    form: form.map((r) => ({ id: r.id, name: r.title, articleType: 0 })),
  };
}

/** The source's name if it is the site's record of that kind; null otherwise. */
export async function sourceName(db: Db, siteId: number, kind: MpSourceKind, id: number): Promise<string | null> {
  if (kind === 'none') return '';
  if (kind === 'article') {
    const r = await db.selectFrom('categories').select('name').where('id', '=', id).where('site_id', '=', siteId).where('type', 'in', [...ARTICLE_TYPES]).executeTakeFirst();
    return r?.name ?? null;
  }
  if (kind === 'product') {
    const r = await db.selectFrom('product_categories').select('name').where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
    return r?.name ?? null;
  }
  const r = await db.selectFrom('forms').select('title').where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
  return r?.title ?? null;
}

export async function pageRows(db: Db, siteId: number) {
  return db.selectFrom('mp_pages').selectAll().where('site_id', '=', siteId).orderBy('sort').orderBy('id').execute();
}

export async function visiblePages(db: Db, siteId: number) {
  return (await pageRows(db, siteId)).filter((r) => r.visible === 1);
}

/** The pages with their sources' names as they are now, and the sources to choose from. */
export async function pagesAnswer(db: Db, siteId: number): Promise<MpPagesAnswer> {
  const [rows, sources] = await Promise.all([pageRows(db, siteId), sourcesOf(db, siteId)]);
  const pages = await Promise.all(rows.map(async (r): Promise<MpPage> => {
    const kind = r.source_kind as MpSourceKind;
    const known = sources[kind as Exclude<MpSourceKind, 'none'>]?.find((s) => s.id === r.source_id);
    const name = kind === 'none' ? '' : known?.name ?? (await sourceName(db, siteId, kind, r.source_id));
    return {
      id: r.id, title: r.title, path: r.path, visible: r.visible === 1, sort: r.sort, sourceKind: kind, sourceId: r.source_id,
      sourceName: name ?? '', sourceMissing: name === null,
    };
  }));
  return { pages, sources };
}
