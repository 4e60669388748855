// The decoration area's API client and its one store (a singleton, so the draft the page edits is
// the draft /zhSetting/zhDecoration/preview shows at full size).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { DecorationApi } from './api';
import { DecorationStore } from './store/DecorationStore';
import { DECORATION_API, DECORATION_STORE } from './tokens';

export function bindDecorationArea({ bind }: ContainerModuleLoadOptions): void {
  bind(DECORATION_API).toDynamicValue((ctx) => new DecorationApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(DECORATION_STORE)
    .toDynamicValue((ctx) => new DecorationStore(ctx.get(DECORATION_API), ctx.get(TOKENS.site), ctx.get(TOKENS.notifier), ctx.get(TOKENS.i18n)))
    .inSingletonScope();
}
