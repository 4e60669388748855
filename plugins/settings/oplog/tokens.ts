import { createToken } from '../../../kernel';
import type { OplogApi } from './api';
import type { OplogStore } from './store/OplogStore';

export const OPLOG_API = createToken<OplogApi>('settings.oplog.api');
export const OPLOG_STORE = createToken<OplogStore>('settings.oplog.store');
