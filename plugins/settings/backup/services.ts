// The backup area's API client and store, bound into the settings plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { BackupApi } from './api';
import { BackupStore } from './store/BackupStore';
import { BACKUP_API, BACKUP_STORE } from './tokens';

export function bindBackupArea({ bind }: ContainerModuleLoadOptions): void {
  bind(BACKUP_API).toDynamicValue((ctx) => new BackupApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(BACKUP_STORE).to(BackupStore).inSingletonScope();
}
