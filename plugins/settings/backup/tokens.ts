import { createToken } from '../../../kernel';
import type { BackupApi } from './api';
import type { BackupStore } from './store/BackupStore';

export const BACKUP_API = createToken<BackupApi>('settings.backup.api');
export const BACKUP_STORE = createToken<BackupStore>('settings.backup.store');
