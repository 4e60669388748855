import { createToken } from '../../../kernel';
import type { WidgetKind } from '../../../shared/domain/settings/widgets';
import type { WidgetsApi } from './api';
import type { WidgetStore } from './store/WidgetStore';

export const WIDGETS_API = createToken<WidgetsApi>('settings.widgetsApi');
/** A fresh store for a widget page (each visit loads the current settings). */
export type WidgetStoreFactory = <K extends WidgetKind>(kind: K) => WidgetStore<K>;
export const WIDGET_STORES = createToken<WidgetStoreFactory>('settings.widgetStores');
