// The oplog area's API client and store, bound into the settings plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { OplogApi } from './api';
import { OplogStore } from './store/OplogStore';
import { OPLOG_API, OPLOG_STORE } from './tokens';

export function bindOplogArea({ bind }: ContainerModuleLoadOptions): void {
  bind(OPLOG_API).toDynamicValue((ctx) => new OplogApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(OPLOG_STORE).to(OplogStore).inSingletonScope();
}
