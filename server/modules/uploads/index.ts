// The upload host (issue 17 item 10): direct uploads with a short-lived ticket into our own store
// under DATA_DIR/file-host, or an S3-compatible bucket when S3_* is set; checked and registered on
// finish; unfinished ones removed by the daily cleanup.
import { defineServerModule } from '../../core/modules/defineServerModule';
import { cleanupUploads } from './cleanup';
import * as m001 from './migrations/uploads_001_uploads';
import { uploadRoutes } from './routes';
import { LOCAL_FOLDER } from './store';
import { UPLOADS_TABLES } from './tables';

export default defineServerModule({
  id: 'uploads',
  tables: UPLOADS_TABLES,
  migrations: { uploads_001_uploads: m001 },
  routes: uploadRoutes,
  cleanup: cleanupUploads,
  // The rows are the site's (site_id); the local files sit in one folder per site beside them.
  backup: { siteFolders: [LOCAL_FOLDER] },
});
