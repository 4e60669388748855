// The access area's services (bound into the AI plugin's container module): the API client and the
// one access store every AI page's frame shows and every area refreshes after a model call.
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { AiAccessApi } from './api';
import { AiAccessStore } from './store/AiAccessStore';
import { AI_ACCESS_API, AI_ACCESS_STORE } from './tokens';

export function bindAccessArea({ bind }: ContainerModuleLoadOptions): void {
  bind(AI_ACCESS_API).toDynamicValue((ctx) => new AiAccessApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(AI_ACCESS_STORE).to(AiAccessStore).inSingletonScope();
}
