// The account's message centre (notices, read state).
import { defineServerModule } from '../../core/modules/defineServerModule';
import { messageRoutes } from './routes';
import { insertSeedMessages } from './seed';
import { MESSAGES_TABLES } from './tables';

export default defineServerModule({
  id: 'messages',
  // Created by core's baseline migration 001 (written before modules).
  tables: MESSAGES_TABLES,
  // 网站备份: the message centre is an account's, not a site's.
  backup: { tables: { messages: 'skip' } },
  routes: messageRoutes,
  seed: { insert: (trx, ctx) => insertSeedMessages(trx, ctx.now) },
});
