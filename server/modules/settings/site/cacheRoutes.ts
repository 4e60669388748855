// 清除缓存 (clear_cache): every installed module's per-site caches (core's deps.siteCaches) with what
// the active site holds in each, and clearing those chosen. The owners keep their own tables and
// files; this area only asks them.
import { SITE_CACHE_MSG, type SiteCacheCleared, type SiteCacheRow } from '../../../../shared/domain/settings/site';
import { ApiError } from '../../../core/http/envelope';
import { route, type AnyRoute, type AppDeps } from '../../../core/http/routeDef';
import { arr, EMPTY, obj, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { SITE_KEYS } from './keys';

const access = { permission: SITE_KEYS.cache } as const;

function contextOf(deps: AppDeps) {
  return { db: deps.db, dataDir: deps.config.dataDir, now: deps.now() };
}

async function rowsOf(deps: AppDeps, siteId: number, ids?: ReadonlySet<string>): Promise<SiteCacheRow[]> {
  const caches = deps.siteCaches.filter((c) => !ids || ids.has(c.id));
  return Promise.all(caches.map(async (c) => ({ id: c.id, label: c.label, ...(await c.stat(contextOf(deps), siteId)) })));
}

export const cacheRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, { rows: SiteCacheRow[]; total: number }>('siteCacheList', {
    access,
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const rows = await rowsOf(ctx.deps, site.id);
      return { rows, total: rows.length };
    },
  }),

  route<Record<string, never>, { ids: string[] }, SiteCacheCleared>('siteCacheClear', {
    access,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: { ...arr(str(100), 1, 50), uniqueItems: true } }, ['ids']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const ids = new Set(ctx.body.ids);
      if (ids.size === 0) throw new ApiError(400, SITE_CACHE_MSG.chooseOne);
      const chosen = ctx.deps.siteCaches.filter((c) => ids.has(c.id));
      if (chosen.length !== ids.size) throw new ApiError(400, SITE_CACHE_MSG.unknown);
      const before = await rowsOf(ctx.deps, site.id, ids);
      for (const cache of chosen) await cache.clear(contextOf(ctx.deps), site.id);
      ctx.note({ detail: `清除缓存：${before.map((c) => `${c.label}（${c.entries} 项）`).join('、')}` });
      return { cleared: before };
    },
  }),
];
