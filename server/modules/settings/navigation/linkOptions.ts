// navigation/linkOptions (nav_setting): the site's records an inside link may point at, for the
// add/edit page's searchable pickers — live articles and products (not in the recycle bin), article
// and product categories — newest first, searched by title. Read from the content and product
// modules' tables (settings depends on both), so an operator holding only 导航设置 can choose.
import type { ListData } from '../../../../shared/domain/api/envelope';
import { RECORD_LINK_KINDS, type RecordLinkKind } from '../../../../shared/domain/design/links';
import type { NavLinkOption } from '../../../../shared/domain/settings/navigation';
import { foldedContains } from '../../../core/db/fold';
import { PAGE_QUERY, paging } from '../../../core/http/paging';
import { route, type AnyRoute } from '../../../core/http/routeDef';
import { id, obj, oneOf, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../core/db/database';
import type { Db } from './records';
import { NAV_KEY } from './schemas';

const ARTICLE_TYPES: Readonly<Record<number, string>> = { 1: '新闻', 2: '帮助', 3: '案例', 4: '下载', 5: '图集', 11: '视频' };

interface OptionQuery {
  kind: RecordLinkKind;
  keyword?: string;
  /** Just this record (the page showing what an item links to). */
  id?: number;
  page?: number;
  rows?: number;
}

/** What every kind's query selects, whatever its table. */
type OptionRows = SelectQueryBuilder<Database, 'articles', { id: number; title: string; hint: unknown }>;
const rowsOf = (q: unknown) => q as OptionRows;

/** Each kind's rows as { id, title, hint }, its search column and how its hint reads. */
function kindQuery(db: Db, siteId: number, kind: RecordLinkKind): { q: OptionRows; column: string; hint(v: unknown): string } {
  if (kind === 'article') {
    return {
      q: rowsOf(db.selectFrom('articles').select(['id', 'title', 'type as hint']).where('site_id', '=', siteId).where('disabled', '=', 0)),
      column: 'title',
      hint: (v) => ARTICLE_TYPES[Number(v)] ?? '',
    };
  }
  if (kind === 'product') {
    return {
      q: rowsOf(db.selectFrom('products').select(['id', 'name as title', 'model as hint']).where('site_id', '=', siteId).where('disabled', '=', 0)),
      column: 'name',
      hint: (v) => String(v ?? ''),
    };
  }
  if (kind === 'article_type') {
    return {
      q: rowsOf(db.selectFrom('categories').select(['id', 'name as title', 'type as hint']).where('site_id', '=', siteId)),
      column: 'name',
      hint: (v) => `${ARTICLE_TYPES[Number(v)] ?? ''}分类`,
    };
  }
  return {
    q: rowsOf(db.selectFrom('product_categories').select(['id', 'name as title', 'parent_id as hint']).where('site_id', '=', siteId)),
    column: 'name',
    hint: (v) => (Number(v) ? '子分类' : '一级分类'),
  };
}

export const linkOptionRoutes: AnyRoute[] = [
  route<OptionQuery, undefined, ListData<NavLinkOption>>('navLinkOptions', {
    access: { permission: NAV_KEY },
    mutates: false,
    schema: { querystring: obj({ kind: oneOf(RECORD_LINK_KINDS), keyword: str(100), id: id(), ...PAGE_QUERY }, ['kind']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { kind, keyword, id: only } = ctx.query;
      const { q: base, column, hint } = kindQuery(ctx.deps.db, site.id, kind);
      let q = base;
      if (only !== undefined) q = q.where(sql.ref('id'), '=', only);
      const search = keyword?.trim();
      if (search) q = q.where(foldedContains(column, search));
      const { limit, offset } = paging(ctx.query);
      const [rows, total] = await Promise.all([
        q.orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        q.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((r) => ({ id: r.id, title: r.title, hint: hint(r.hint) })), total: Number(total.n) };
    },
  }),
];
