// The widgets as apps of the application centre (core's AppProvider, keyed by the widget's kind):
// the app's state is the widget's own switch, so an app switched off is a widget never served.
// Switching on a widget that is not set up yet (no contact, no buttons, no video) is refused
// with a message pointing to its page.
import { appEntry } from '../../../../shared/domain/apps';
import { checkWidget, WIDGET_KINDS, WIDGET_MSG, type WidgetKind } from '../../../../shared/domain/settings/widgets';
import { ApiError } from '../../../core/http/envelope';
import type { AppProvider } from '../../../core/modules/defineServerModule';
import { readWidget, writeWidgetEnabled } from './store';

function widgetApp(kind: WidgetKind): AppProvider {
  return {
    key: kind,
    async enabled(ctx, siteId) {
      return (await readWidget(ctx.db, siteId, kind)).settings.enabled;
    },
    async setEnabled(ctx, siteId, on) {
      if (on) {
        const { settings } = await readWidget(ctx.db, siteId, kind);
        if (checkWidget(kind, { ...settings, enabled: true })) throw new ApiError(400, WIDGET_MSG.notConfigured(appEntry(kind)?.name ?? kind));
      }
      await writeWidgetEnabled(ctx.db, siteId, kind, on, ctx.now);
    },
  };
}

export const widgetApps: readonly AppProvider[] = WIDGET_KINDS.map(widgetApp);
