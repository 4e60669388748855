// Short videos and their platform accounts (issue 11 §11–12): videos as uploaded mp4/webm files
// (checked by content, timed from their headers, played with byte ranges) or share links, the
// accounts they belong to, and §9's cutoff (a video published before it is 旧版: never edited).
// Reads the site's tags (content), its products (product: a video's related products) and the
// library's pictures for the seed's covers (images).
import { defineServerModule } from '../../core/modules/defineServerModule';
import { accountRoutes } from './accountRoutes';
import { fileRoutes } from './fileRoutes';
import * as m001 from './migrations/short_video_001_tables';
import { attachSeedCovers, insertSeedVideos, seedVideosOnUpgrade } from './seed';
import { SHORT_VIDEO_TABLES } from './tables';
import { removeOrphanFiles } from './orphanFiles';
import { videoRoutes } from './videoRoutes';

export default defineServerModule({
  id: 'short-video',
  dependsOn: ['images', 'content', 'product'],
  tables: SHORT_VIDEO_TABLES,
  // 网站备份: the site's video files (DATA_DIR/short-video/<site>/).
  backup: { siteFolders: ['short-video'] },
  // Uploaded files never saved with a video go after a day.
  cleanup: removeOrphanFiles,
  migrations: { short_video_001_tables: m001 },
  routes: [...videoRoutes, ...fileRoutes, ...accountRoutes],
  seed: {
    insert: async (trx, ctx) => {
      await insertSeedVideos(trx, ctx.now);
    },
    // The covers are the library's pictures, written once the rows are committed (images' afterInsert).
    afterInsert: (db) => attachSeedCovers(db),
    upgrade: { short_video_001_tables: (db, ctx) => seedVideosOnUpgrade(db, ctx.dialect, ctx.now) },
  },
});
