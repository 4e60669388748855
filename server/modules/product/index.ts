// The product catalogue (issue 11): products with images, specs, prices in fen and custom fields,
// their three-level categories, tags and the recycle bin, checked by the shared rule book
// (shared/domain/product); revision history (history/), capture from suppliers' pages (capture/),
// Excel import and export as tasks (excel/), products made into draft articles (intoArticles/) and
// linked from recommended keywords (keywordLinks/). The seeded products' pictures are the image
// library's (images module).
import { defineServerModule } from '../../core/modules/defineServerModule';
import { captureRoutes } from './capture/captureRoutes';
import { productCaptureKind } from './capture/captureKind';
import { CAPTURE_TABLES } from './capture/tables';
import { categoryRoutes } from './categoryRoutes';
import { excelRoutes } from './excel/excelRoutes';
import { productExportKind } from './excel/exportTask';
import { productImportKind } from './excel/importTask';
import { fieldRoutes } from './fieldRoutes';
import { goodsRoutes } from './goodsRoutes';
import { historyRoutes } from './history/historyRoutes';
import { intoArticlesRoutes } from './intoArticles/intoArticlesRoutes';
import { productLinkable } from './keywordLinks/productLinkable';
import * as catalogue from './migrations/product_001_catalogue';
import * as articleImports from './migrations/product_002_article_imports';
import * as keywordLinks from './migrations/product_003_keyword_links';
import * as captureResults from './migrations/product_004_capture_results';
import * as categoriesUpdatedOrder from './migrations/product_005_categories_updated_order';
import { insertSeedProducts, seedProductsOnUpgrade } from './seed';
import { attachProductPictures } from './seedPictures';
import { PRODUCT_TABLES } from './tables';
import { tagRoutes } from './tagRoutes';

export default defineServerModule({
  id: 'product',
  // The seeded products show pictures of the image library; recommended keywords (content's) link to products;
  // 导入到文章 writes content's articles (intoArticles/).
  dependsOn: ['images', 'content'],
  tables: [...PRODUCT_TABLES, ...CAPTURE_TABLES],
  migrations: { product_001_catalogue: catalogue, product_002_article_imports: articleImports, product_003_keyword_links: keywordLinks, product_004_capture_results: captureResults, product_005_categories_updated_order: categoriesUpdatedOrder },
  routes: [...goodsRoutes, ...categoryRoutes, ...tagRoutes, ...fieldRoutes, ...intoArticlesRoutes, ...excelRoutes, ...captureRoutes, ...historyRoutes],
  linkables: [productLinkable],
  // 网站备份: tag links by their product; capture results are their task's output (removed with it).
  backup: { tables: { product_tag_links: { parent: 'products', key: 'product_id' }, product_capture_results: 'skip' } },
  // Excel import and export (excel/); capture from suppliers' pages (capture/).
  tasks: [productImportKind, productExportKind, productCaptureKind],
  seed: {
    insert: (trx, ctx) => insertSeedProducts(trx, ctx.now),
    // After the images and content modules have filed their pictures (they are installed before).
    afterInsert: (db) => attachProductPictures(db),
    upgrade: {
      product_001_catalogue: async (db, ctx) => {
        if (await seedProductsOnUpgrade(db, ctx.dialect, ctx.now)) await attachProductPictures(db);
      },
    },
  },
});
