// The widgets area's API client and stores, bound into the settings plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS, type I18nService, type Notifier } from '../../../kernel';
import type { WidgetKind } from '../../../shared/domain/settings/widgets';
import { WidgetsApi } from './api';
import { WidgetStore } from './store/WidgetStore';
import { WIDGET_STORES, WIDGETS_API, type WidgetStoreFactory } from './tokens';

export function bindWidgetsArea({ bind }: ContainerModuleLoadOptions): void {
  bind(WIDGETS_API).toDynamicValue((ctx) => new WidgetsApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(WIDGET_STORES).toDynamicValue((ctx): WidgetStoreFactory => {
    const api = ctx.get<WidgetsApi>(WIDGETS_API);
    const notifier = ctx.get<Notifier>(TOKENS.notifier);
    const i18n = ctx.get<I18nService>(TOKENS.i18n);
    return <K extends WidgetKind>(kind: K) => new WidgetStore(kind, api, notifier, i18n);
  }).inSingletonScope();
}
