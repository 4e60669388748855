// The clone area's services (bound into the sites plugin's container module).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { CloneApi } from './api';
import { CloneStore } from './store/CloneStore';
import { CLONE_API, CLONE_STORE } from './tokens';

export function bindCloneArea({ bind }: ContainerModuleLoadOptions): void {
  bind(CLONE_API).toDynamicValue((ctx) => new CloneApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(CLONE_STORE).toDynamicValue((ctx) => new CloneStore(ctx.get(CLONE_API), ctx.get(TOKENS.tasks)));
}
