// The six widget pages' routes (site-admin-api/plugin/<widget>/config and /save), each with its
// page's §6 key — and app_center too for the pages the application centre also offers — scoped to
// the caller's active site. A save is normalised, checked by the shared rule (the page ran it
// first), its references checked against the site, then stored with its before/after in the log.
import { appEntry, appForSiteType, APP_CENTER_KEY } from '../../../../shared/domain/apps';
import {
  checkWidget, normalizeWidget, WIDGET_CALLS, WIDGET_KINDS, WIDGET_MSG, type WidgetAnswer, type WidgetKind, type WidgetSettings,
} from '../../../../shared/domain/settings/widgets';
import { diffChanges } from '../../../core/http/auditChanges';
import { ApiError } from '../../../core/http/envelope';
import { route, type Access, type AnyRoute, type AppDeps, type RouteContext } from '../../../core/http/routeDef';
import { EMPTY } from '../../../core/http/schemas';
import { activeSite, type SiteRow } from '../../../core/services/siteScope';
import { checkWidgetRefs, formTitleOf } from './refs';
import { WIDGET_BODIES } from './schemas';
import { readWidget, writeWidget } from './store';

const entryOf = (kind: WidgetKind) => {
  const entry = appEntry(kind);
  if (!entry) throw new Error(`应用目录缺少挂件 ${kind}`);
  return entry;
};

/** The page's key; a page also in the application centre accepts app_center. */
function accessOf(kind: WidgetKind): Access {
  const entry = entryOf(kind);
  return { permission: entry.inAppCentre ? [entry.permission, APP_CENTER_KEY] : entry.permission };
}

/** The active site, refused when the widget is not for its type (外文 widgets on a Chinese site). */
async function siteFor(ctx: RouteContext<unknown, unknown>, kind: WidgetKind): Promise<SiteRow> {
  const site = await activeSite(ctx);
  if (!appForSiteType(entryOf(kind), site.site_type)) throw new ApiError(400, WIDGET_MSG.foreignOnly);
  return site;
}

async function answerOf<K extends WidgetKind>(deps: AppDeps, siteId: number, kind: K): Promise<WidgetAnswer<K>> {
  const { settings, updatedAt } = await readWidget(deps.db, siteId, kind);
  if (kind !== 'enMessage') return { settings, updatedAt };
  return { settings, updatedAt, formTitle: await formTitleOf(deps.db, siteId, (settings as WidgetSettings<'enMessage'>).formId) };
}

function widgetRoutes(kind: WidgetKind): AnyRoute[] {
  const { get: getName, save: saveName } = WIDGET_CALLS[kind];
  const access = accessOf(kind);
  const name = entryOf(kind).name;
  return [
    route<Record<string, never>, undefined, WidgetAnswer<WidgetKind>>(getName, {
      access, mutates: false, schema: { querystring: EMPTY },
      async handler(ctx) {
        return answerOf(ctx.deps, (await siteFor(ctx, kind)).id, kind);
      },
    }),
    route<Record<string, never>, WidgetSettings<WidgetKind>, WidgetAnswer<WidgetKind>>(saveName, {
      access, mutates: true, schema: { querystring: EMPTY, body: WIDGET_BODIES[kind] },
      async handler(ctx) {
        const { deps } = ctx;
        const site = await siteFor(ctx, kind);
        const settings = normalizeWidget(kind, ctx.body);
        const refusal = checkWidget(kind, settings);
        if (refusal) throw new ApiError(400, refusal.message, { field: refusal.field });
        await checkWidgetRefs(deps.db, site.id, kind, settings);
        const before = await readWidget(deps.db, site.id, kind);
        await writeWidget(deps.db, site.id, kind, settings, deps.now());
        ctx.note({ detail: `保存${name}设置`, changes: diffChanges(before.updatedAt ? { ...before.settings } : null, { ...settings }) });
        return answerOf(deps, site.id, kind);
      },
    }),
  ];
}

export const widgetSettingsRoutes: AnyRoute[] = WIDGET_KINDS.flatMap(widgetRoutes);
