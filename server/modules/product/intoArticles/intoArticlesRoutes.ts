// POST admin_cms/article/importFromGoods (§7; issue 11 §8): the selected products become draft
// articles of one type, in a category of that type or none. The product module writes them through
// its declared 'content' dependency (core/content/articleWrites: the row, its search terms and its
// first revision, as content's own save does). Needs product_list and the article type's §6 key.
// Every id must be a live product of the active site — another site's, or one in the recycle bin,
// refuses the whole import (404) and nothing changes; products already imported into that type
// (their article not yet destroyed for good) are skipped and counted.
import { INTO_ARTICLE_TYPES, INTO_ARTICLES_MAX, type ProductIntoArticlesRequest, type ProductIntoArticlesResult } from '../../../../shared/domain/product';
import { checkCategory } from '../../../core/content/articleWrites';
import { requireTypeKey } from '../../../core/content/articleTypeAccess';
import { route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { arr, EMPTY, id, int, MAX_ID, obj, oneOf } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { names, PRODUCT_KEY } from '../products';
import { articleOfProduct } from './articleOfProduct';
import { productSources, writeDrafts } from './imports';

export const intoArticlesRoutes: AnyRoute[] = [
  route<Record<string, never>, ProductIntoArticlesRequest, ProductIntoArticlesResult>('articleImportFromGoods', {
    access: { permission: PRODUCT_KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({ ids: arr(id(), 1, INTO_ARTICLES_MAX), type: oneOf(INTO_ARTICLE_TYPES), category_id: int(0, MAX_ID) }, ['ids', 'type']),
    },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const { type } = ctx.body;
      requireTypeKey(ctx, type);
      const site = await activeSite(ctx);
      const categoryId = ctx.body.category_id ?? 0;
      const ids = [...new Set(ctx.body.ids)];
      await checkCategory(db, site.id, type, categoryId);
      // Reading and sanitising (the heavy part) before the transaction; the claims inside it.
      const products = await productSources(db, site.id, ids);
      const drafts = products.map((p) => ({ productId: p.id, fields: articleOfProduct(p, type, categoryId) }));
      const me = signedIn(ctx).account.id;
      const at = now();
      const { articles, skipped } = await db.transaction().execute(async (trx) => {
        // The category may have gone since it was checked: checked again where the writes are.
        await checkCategory(trx, site.id, type, categoryId);
        return writeDrafts(trx, site.id, type, drafts, me, at);
      });
      const made = articles.map((a) => ({ name: a.title }));
      ctx.note({ detail: `导入 ${articles.length} 个产品为文章草稿（类型 ${type}），跳过 ${skipped} 个（已导入过）${made.length ? `：${names(made)}` : ''}` });
      return { imported: articles.length, skipped, articles: articles.map(({ id: articleId, title }) => ({ id: articleId, title })) };
    },
  }),
];
