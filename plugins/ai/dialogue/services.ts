// The dialogue area's services (bound into the AI plugin's container module): its API client and
// its store (fresh per page visit).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { DialogueApi } from './api';
import { DialogueStore } from './store/DialogueStore';
import { DIALOGUE_API, DIALOGUE_STORE } from './tokens';

export function bindDialogueArea({ bind }: ContainerModuleLoadOptions): void {
  bind(DIALOGUE_API).toDynamicValue((ctx) => new DialogueApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(DIALOGUE_STORE).to(DialogueStore);
}
