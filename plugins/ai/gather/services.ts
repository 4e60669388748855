// The gather area's services (bound into the AI plugin's container module): its API client and
// the page's store (fresh per page visit).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { GatherApi } from './api';
import { GatherStore } from './store/GatherStore';
import { GATHER_API, GATHER_STORE } from './tokens';

export function bindGatherArea({ bind }: ContainerModuleLoadOptions): void {
  bind(GATHER_API).toDynamicValue((ctx) => new GatherApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(GATHER_STORE).to(GatherStore);
}
