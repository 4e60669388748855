// Articles of every type with categories, tags, revisions and capture; albums; jobs and resumes;
// the recycle bin they share; and SEO keywords, which link to articles.
import { defineServerModule } from '../../core/modules/defineServerModule';
import { albumRoutes } from './albumRoutes';
import { contentRoutes } from './articleRoutes';
import { jobRoutes } from './jobRoutes';
import { keywordRoutes } from './keywordRoutes';
import * as m004 from './migrations/004_content';
import * as m006 from './migrations/006_keywords';
import { insertSeedArticles } from './seedArticles';
import { insertSeedKeywords } from './seedKeywords';
import { insertSeedContent, seedContentOnUpgrade } from './seedLibrary';
import { CONTENT_TABLES } from './tables';
import { taxonomyRoutes } from './taxonomyRoutes';

export default defineServerModule({
  id: 'content',
  // articles was created by core's baseline migration 001 (written before modules).
  tables: CONTENT_TABLES,
  migrations: { '004_content': m004, '006_keywords': m006 },
  routes: [...contentRoutes, ...taxonomyRoutes, ...albumRoutes, ...jobRoutes, ...keywordRoutes],
  seed: {
    async insert(trx, ctx) {
      await insertSeedArticles(trx, ctx.now);
      await insertSeedContent(trx, ctx.now);
      await insertSeedKeywords(trx, ctx.now);
    },
    upgrade: { '004_content': (db, ctx) => seedContentOnUpgrade(db, ctx.dialect, ctx.now) },
  },
});
