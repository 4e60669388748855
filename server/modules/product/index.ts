// The product catalogue (issue 11): products with images, specs, prices in fen and custom fields,
// their three-level categories, tags and the recycle bin; checked by the shared rule book
// (shared/domain/product). The seeded products' pictures are the image library's (images module).
import { defineServerModule } from '../../core/modules/defineServerModule';
import { categoryRoutes } from './categoryRoutes';
import { fieldRoutes } from './fieldRoutes';
import { goodsRoutes } from './goodsRoutes';
import * as catalogue from './migrations/product_001_catalogue';
import { insertSeedProducts, seedProductsOnUpgrade } from './seed';
import { attachProductPictures } from './seedPictures';
import { PRODUCT_TABLES } from './tables';
import { tagRoutes } from './tagRoutes';

export default defineServerModule({
  id: 'product',
  // The seeded products show pictures of the image library.
  dependsOn: ['images'],
  tables: PRODUCT_TABLES,
  migrations: { product_001_catalogue: catalogue },
  routes: [...goodsRoutes, ...categoryRoutes, ...tagRoutes, ...fieldRoutes],
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
