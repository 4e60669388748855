// Lead forms and data forms: their definitions, the messages visitors submit through the public
// routes, the inbox and its Excel export (a background task).
import { defineServerModule } from '../../core/modules/defineServerModule';
import { dataFormRoutes } from './dataFormRoutes';
import { formRoutes } from './formRoutes';
import { messageExportKind } from './messageExportTask';
import * as m003 from './migrations/003_forms';
import * as updatedOrder from './migrations/forms_001_updated_order';
import { publicFormRoutes } from './publicFormRoutes';
import { insertSeedForms, seedFormsOnUpgrade } from './seed';
import { FORMS_TABLES } from './tables';

export default defineServerModule({
  id: 'forms',
  tables: FORMS_TABLES,
  migrations: { '003_forms': m003, forms_001_updated_order: updatedOrder },
  routes: [...formRoutes, ...dataFormRoutes, ...publicFormRoutes],
  tasks: [messageExportKind],
  seed: {
    insert: (trx, ctx) => insertSeedForms(trx, ctx.now),
    upgrade: { '003_forms': (db, ctx) => seedFormsOnUpgrade(db, ctx.dialect, ctx.now) },
  },
});
