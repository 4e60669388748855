// Articles of every type with categories, tags, revisions and capture; albums; jobs and resumes;
// the recycle bin they share; and SEO keywords, which link to articles and to whatever other
// modules declare linkable (core/links). The seeded albums' photos and articles' covers are
// pictures in the image library (images module).
import { defineServerModule } from '../../core/modules/defineServerModule';
import { albumRoutes } from './albumRoutes';
import { articleLinkable } from './articleLinks';
import { contentRoutes } from './articleRoutes';
import { publicDownloadRoutes } from './publicDownload';
import { jobRoutes } from './jobRoutes';
import { keywordRoutes } from './keywordRoutes';
import * as m004 from './migrations/004_content';
import * as m006 from './migrations/006_keywords';
import * as demoPictures from './migrations/content_001_demo_pictures';
import * as downloadPower from './migrations/content_002_download_power';
import * as jobsUpdatedOrder from './migrations/content_003_jobs_updated_order';
import { insertSeedArticles } from './seedArticles';
import { insertSeedKeywords } from './seedKeywords';
import { insertSeedContent, seedContentOnUpgrade } from './seedLibrary';
import { attachDemoPictures, startDrawingDemoPictures } from './seedPictures';
import { CONTENT_TABLES } from './tables';
import { taxonomyRoutes } from './taxonomyRoutes';

export default defineServerModule({
  id: 'content',
  // The demo pictures are filed in the image library.
  dependsOn: ['images'],
  // articles was created by core's baseline migration 001 (written before modules).
  tables: CONTENT_TABLES,
  // 网站备份: an article's tags by their article.
  backup: { tables: { article_tags: { parent: 'articles', key: 'article_id' } } },
  migrations: { '004_content': m004, '006_keywords': m006, content_001_demo_pictures: demoPictures, content_002_download_power: downloadPower, content_003_jobs_updated_order: jobsUpdatedOrder },
  routes: [...contentRoutes, ...taxonomyRoutes, ...albumRoutes, ...jobRoutes, ...keywordRoutes, ...publicDownloadRoutes],
  // Keywords link to articles (and, through the product module, to products).
  linkables: [articleLinkable],
  seed: {
    async insert(trx, ctx) {
      startDrawingDemoPictures();
      await insertSeedArticles(trx, ctx.now);
      await insertSeedContent(trx, ctx.now);
      await insertSeedKeywords(trx, ctx.now);
    },
    // The pictures are files: written once the rows are committed.
    afterInsert: (db, ctx) => attachDemoPictures(db, ctx.dataDir, ctx.now),
    // In this order: a database upgraded from before 004 gets the demo content, then its pictures.
    upgrade: {
      '004_content': (db, ctx) => seedContentOnUpgrade(db, ctx.dialect, ctx.now),
      content_001_demo_pictures: (db, ctx) => attachDemoPictures(db, ctx.dataDir, ctx.now),
    },
  },
});
