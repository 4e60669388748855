// admin/decoration/linkTargets (site_decorate): the site's records an inside link may point at —
// live articles and products (not in the recycle bin), article and product categories — at most
// 20, newest first, searched by title. The same search as navigation's link options, written here
// because modules do not import each other; read from content's and product's tables (dependsOn).
import type { LinkTarget } from '../../../shared/domain/design/api';
import { RECORD_LINK_KINDS, type RecordLinkKind } from '../../../shared/domain/design/links';
import { foldedContains } from '../../core/db/fold';
import { route, type AnyRoute } from '../../core/http/routeDef';
import { obj, oneOf, str } from '../../core/http/schemas';
import { activeSite } from '../../core/services/siteScope';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/database';
import { DESIGN_KEY } from './schemas';

export const LINK_TARGETS_MAX = 20;

async function search(db: Kysely<Database>, siteId: number, kind: RecordLinkKind, keyword: string): Promise<{ id: number; title: string }[]> {
  if (kind === 'article') {
    let q = db.selectFrom('articles').select(['id', 'title']).where('site_id', '=', siteId).where('disabled', '=', 0);
    if (keyword) q = q.where(foldedContains('title', keyword));
    return q.orderBy('id', 'desc').limit(LINK_TARGETS_MAX).execute();
  }
  if (kind === 'product') {
    let q = db.selectFrom('products').select(['id', 'name as title']).where('site_id', '=', siteId).where('disabled', '=', 0);
    if (keyword) q = q.where(foldedContains('name', keyword));
    return q.orderBy('id', 'desc').limit(LINK_TARGETS_MAX).execute();
  }
  if (kind === 'article_type') {
    let q = db.selectFrom('categories').select(['id', 'name as title']).where('site_id', '=', siteId);
    if (keyword) q = q.where(foldedContains('name', keyword));
    return q.orderBy('id', 'desc').limit(LINK_TARGETS_MAX).execute();
  }
  let q = db.selectFrom('product_categories').select(['id', 'name as title']).where('site_id', '=', siteId);
  if (keyword) q = q.where(foldedContains('name', keyword));
  return q.orderBy('id', 'desc').limit(LINK_TARGETS_MAX).execute();
}

export const linkTargetRoutes: AnyRoute[] = [
  route<{ kind: RecordLinkKind; keyword?: string }, undefined, LinkTarget[]>('decorationLinkTargets', {
    access: { permission: DESIGN_KEY },
    mutates: false,
    schema: { querystring: obj({ kind: oneOf(RECORD_LINK_KINDS), keyword: str(100) }, ['kind']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { kind } = ctx.query;
      const rows = await search(ctx.deps.db, site.id, kind, ctx.query.keyword?.trim() ?? '');
      return rows.map((r) => ({ kind, id: r.id, title: r.title }));
    },
  }),
];
