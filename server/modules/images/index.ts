// The image library: folders, uploads (pictures and documents), thumbnails and the watermark.
import { defineServerModule } from '../../core/modules/defineServerModule';
import { activeWatermark } from './images';
import { watermarkOverlay } from './imagesProcess';
import * as m005 from './migrations/005_images';
import { imageRoutes } from './routes';
import { seedImages } from './seed';
import { IMAGES_TABLES } from './tables';

export default defineServerModule({
  id: 'images',
  tables: IMAGES_TABLES,
  migrations: { '005_images': m005 },
  routes: imageRoutes,
  // The site's watermark, on every picture filed in its library by any module (captured products').
  imageOverlay: async ({ db, dataDir, siteId }) => {
    const mark = await activeWatermark(db, siteId, dataDir);
    return mark ? watermarkOverlay(mark) : undefined;
  },
  seed: {
    // The demo files are written under DATA_DIR/uploads once their rows' tables exist.
    afterInsert: (db, ctx) => seedImages(db, ctx.dialect, ctx.dataDir, ctx.now),
    upgrade: { '005_images': (db, ctx) => seedImages(db, ctx.dialect, ctx.dataDir, ctx.now) },
  },
});
