// 应用中心's list and switch (admin/appCenter/list, setEnabled; app_center). The list is the
// catalogue's apps the active site's type has and the caller may open (its page's key, or
// app_center for pages in the app centre), each with its state from the module that registers the
// key in core; the switch goes through that module's provider and is logged with before/after.
import {
  APP_CATALOGUE, APP_CENTER_KEY, APP_MSG, appEntry, appForSiteType, appVisibleTo,
  type AppListAnswer, type AppState, type AppSwitchRequest,
} from '../../../shared/domain/apps';
import { MSG } from '../../../shared/domain/messages';
import { diffChanges } from '../../core/http/auditChanges';
import { ApiError } from '../../core/http/envelope';
import { route, signedIn, type AnyRoute, type AppDeps } from '../../core/http/routeDef';
import { bool, EMPTY, obj, str } from '../../core/http/schemas';
import type { SiteContext } from '../../core/modules/defineServerModule';
import { activeSite } from '../../core/services/siteScope';

const access = { permission: APP_CENTER_KEY } as const;

const siteContext = (deps: AppDeps): SiteContext => ({ db: deps.db, dataDir: deps.config.dataDir, now: deps.now() });

async function stateOf(deps: AppDeps, key: string, siteId: number): Promise<AppState> {
  const provider = deps.apps.find((a) => a.key === key);
  if (!provider) return { key, enabled: false, provided: false };
  return { key, enabled: await provider.enabled(siteContext(deps), siteId), provided: true };
}

export const listRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, AppListAnswer>('appList', {
    access, mutates: false, schema: { querystring: EMPTY },
    async handler(ctx) {
      const { grants } = signedIn(ctx);
      const site = await activeSite(ctx);
      const entries = APP_CATALOGUE.filter((a) => appForSiteType(a, site.site_type) && appVisibleTo(a, grants));
      const apps: AppState[] = [];
      for (const entry of entries) apps.push(await stateOf(ctx.deps, entry.key, site.id));
      return { apps };
    },
  }),

  route<Record<string, never>, AppSwitchRequest, AppState>('appSwitch', {
    access, mutates: true,
    schema: { querystring: EMPTY, body: obj({ key: str(40), enabled: bool() }, ['key', 'enabled']) },
    async handler(ctx) {
      const { deps } = ctx;
      const { grants } = signedIn(ctx);
      const site = await activeSite(ctx);
      const entry = appEntry(ctx.body.key);
      if (!entry || !appForSiteType(entry, site.site_type)) throw new ApiError(404, APP_MSG.notFound);
      if (!appVisibleTo(entry, grants)) throw new ApiError(403, MSG.forbidden);
      const provider = deps.apps.find((a) => a.key === entry.key);
      if (!provider) throw new ApiError(400, APP_MSG.notProvided);
      const before = await provider.enabled(siteContext(deps), site.id);
      await provider.setEnabled(siteContext(deps), site.id, ctx.body.enabled);
      ctx.note({ detail: `${ctx.body.enabled ? '启用' : '停用'}应用「${entry.name}」`, changes: diffChanges({ enabled: before }, { enabled: ctx.body.enabled }) });
      return stateOf(deps, entry.key, site.id);
    },
  }),
];
