// The languages area's services (bound into the sites plugin's container module): its API client
// and its two pages' stores (fresh per page visit).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { LanguagesApi } from './api';
import { LanguagesStore } from './store/LanguagesStore';
import { SyncStore } from './store/SyncStore';
import { LANGUAGES_API, LANGUAGES_STORE, SYNC_STORE } from './tokens';

export function bindLanguagesArea({ bind }: ContainerModuleLoadOptions): void {
  bind(LANGUAGES_API).toDynamicValue((ctx) => new LanguagesApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(LANGUAGES_STORE).toDynamicValue((ctx) => new LanguagesStore(ctx.get(LANGUAGES_API)));
  bind(SYNC_STORE).toDynamicValue((ctx) => new SyncStore(ctx.get(LANGUAGES_API), ctx.get(TOKENS.tasks)));
}
