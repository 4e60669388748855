// /siteLanguage/sync (issue 17 §5, key site_setting): the target languages, whether sync is open
// (closed → why), 未同步 / 已同步 / 已修改 per type, the item list, 批量同步翻译 (a task) and
// 同步翻译 of chosen ids (one call per type). Everything is the active Chinese site's own.
import {
  LANGUAGE_LIMITS, LANGUAGE_MSG, parseSyncIds, SYNC_STATES, SYNC_TYPE_LABELS, SYNC_TYPES,
  type BatchTranslateRequest, type SyncLanguages, type SyncList, type SyncListQuery, type SyncOpenStatus, type SyncState, type SyncTotalRow, type SyncType,
  type TranslateSyncRequest, type TranslateSyncResult,
} from '../../../../shared/domain/sites/languages';
import { languageInfo } from '../../../../shared/domain/languages';
import type { TaskStarted } from '../../../../shared/domain/api/tasks';
import type { ApiName } from '../../../../shared/domain/api/endpoints';
import { ApiError } from '../../../core/http/envelope';
import { route, signedIn, type AnyRoute, type AppDeps } from '../../../core/http/routeDef';
import { EMPTY, int, obj, oneOf, str } from '../../../core/http/schemas';
import { activeSite, languagesOf } from '../../../core/services/siteScope';
import { batchTranslateKind } from './batchKind';
import { bindingOf, openStatus, syncTarget } from './binding';
import { copyItems } from './copy';
import { SOURCES } from './itemSources';
import { countsOf, type SyncCheckpoint } from './checkpoints';
import { countKeyword, countStates, ownIds, pageItems, syncCheckpoints, titleCandidates, type Scope } from './items';
import type { Candidates } from '../../../core/content/titleTerms';

const ACCESS = { permission: 'site_setting' } as const;

/**
 * Counts are kept until an item or a sync row changes (services/readCache.ts: every write through
 * the server drops them at once); the long age only bounds a write that bypassed the tracker.
 * Counting is the dear part of the list at 100,000 items, and it is the same for every page.
 */
const COUNT_TABLES = [...new Set(Object.values(SOURCES).map((s) => s.table)), 'language_syncs'] as const;
const COUNT_MAX_AGE_MS = 30_000;

type Caches = AppDeps['caches'];
const scopeKey = (scope: Scope) => `${scope.siteId}|${scope.targetSiteId}|${scope.type}`;

function cachedStates(deps: Pick<AppDeps, 'db' | 'caches'>, scope: Scope) {
  return deps.caches.of<Record<SyncState, number>>('languages.syncStates', COUNT_TABLES, 1_000, COUNT_MAX_AGE_MS)
    .get(scopeKey(scope), async () => ({ value: await countStates(deps.db, scope) }));
}

async function cachedTotal(deps: Pick<AppDeps, 'db' | 'caches'>, scope: Scope, state: SyncState | undefined, keyword: string): Promise<number> {
  // A title keyword's counts come with its checkpoints (one pass for every state and page of it).
  const checkpoints = keyword ? cachedCheckpoints(deps, scope, keyword) : undefined;
  if (!keyword || checkpoints) {
    const c = keyword ? countsOf(await checkpoints!()) : await cachedStates(deps, scope);
    return state ? c[state] : c.unsynced + c.synced + c.modified;
  }
  return deps.caches.of<number>('languages.syncKeywordCount', COUNT_TABLES, 1_000, COUNT_MAX_AGE_MS)
    .get(`${scopeKey(scope)}|${state ?? ''}|${keyword}`, async () => ({ value: await countKeyword(deps.db, scope, keyword, state) }));
}

/** A title keyword's candidates (items.ts titleCandidates), kept like the counts. */
function cachedCandidates(deps: Pick<AppDeps, 'db' | 'caches'>, scope: Scope, keyword: string) {
  return () => deps.caches.of<Candidates | null | undefined>('languages.syncCandidates', [...COUNT_TABLES, 'article_terms'], 200, COUNT_MAX_AGE_MS)
    .get(`${scopeKey(scope)}|${keyword}`, async () => ({ value: await titleCandidates(deps.db, scope, keyword) }));
}

/**
 * The list's checkpoints (checkpoints.ts), one set per type and title keyword, kept like the counts;
 * only where values are kept at all (reading them for one request costs more than the walk they save).
 */
function cachedCheckpoints(deps: Pick<AppDeps, 'db' | 'caches'>, scope: Scope, keyword: string) {
  if (!deps.caches.tracker.cacheable) return undefined;
  return () => deps.caches.of<SyncCheckpoint[]>('languages.syncCheckpoints', COUNT_TABLES, 200, COUNT_MAX_AGE_MS)
    .get(`${scopeKey(scope)}|${keyword}`, async () => ({ value: await syncCheckpoints(deps.db, scope, keyword || undefined) }));
}

async function activeTaskOf(db: Parameters<typeof bindingOf>[0], siteId: number): Promise<number | null> {
  const row = await db.selectFrom('tasks').select('id').where('site_id', '=', siteId).where('kind', '=', batchTranslateKind.kind)
    .where('state', 'in', ['queued', 'running']).orderBy('id', 'desc').executeTakeFirst();
  return row?.id ?? null;
}

/** Each type's 同步翻译 endpoint (translateSync/{type}, one per type as the console calls them). */
const TRANSLATE_ROUTES: Record<SyncType, ApiName> = {
  article: 'translateSyncArticle', category: 'translateSyncCategory', product: 'translateSyncProduct', productCategory: 'translateSyncProductCategory',
  album: 'translateSyncAlbum', job: 'translateSyncJob', form: 'translateSyncForm',
};

function translateRoute(name: ApiName, type: SyncType): AnyRoute {
  return route<Record<string, never>, TranslateSyncRequest, TranslateSyncResult>(name, {
    access: ACCESS,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: str(LANGUAGE_LIMITS.idsText, { minLength: 1 }) }, ['ids']) },
    async handler(ctx) {
      const { deps } = ctx;
      const site = await activeSite(ctx);
      const parsed = parseSyncIds(ctx.body.ids);
      if ('error' in parsed) throw new ApiError(400, parsed.error);
      const target = await syncTarget(deps.db, site);
      deps.providers.get('translate');
      const own = await ownIds(deps.db, { siteId: site.id, targetSiteId: target.binding.foreignSiteId, type }, parsed.ids);
      if (own.length !== parsed.ids.length) throw new ApiError(404, LANGUAGE_MSG.idsNotFound);
      ctx.note({ detail: `同步翻译${SYNC_TYPE_LABELS[type]} ${parsed.ids.join(',')} 到 ${target.binding.foreignSiteName}` });
      const translated = await copyItems({ deps, siteId: site.id, accountId: signedIn(ctx).account.id, target }, type, parsed.ids);
      return { translated };
    },
  });
}

export const syncRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, SyncLanguages>('syncLanguages', {
    access: ACCESS,
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const binding = await bindingOf(ctx.deps.db, site.id);
      const oldSystem = site.sys_version < 3;
      if (!binding) return { binding: null, oldSystem, languages: [] };
      const versions = (await languagesOf(ctx.deps.db, [binding.foreignSiteId])).get(binding.foreignSiteId) ?? [];
      const main = await ctx.deps.db.selectFrom('sites').select('lang').where('id', '=', binding.foreignSiteId).executeTakeFirstOrThrow();
      return { binding, oldSystem, languages: [{ code: main.lang, name: languageInfo(main.lang)?.name ?? main.lang }, ...versions.map((v) => ({ code: v.lang, name: v.name }))] };
    },
  }),

  route<Record<string, never>, undefined, SyncOpenStatus>('syncOpenStatus', {
    access: ACCESS,
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      return openStatus(ctx.deps, await activeSite(ctx));
    },
  }),

  route<Record<string, never>, undefined, { rows: SyncTotalRow[] }>('syncTotal', {
    access: ACCESS,
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const target = await syncTarget(ctx.deps.db, site);
      const rows: SyncTotalRow[] = [];
      for (const type of SYNC_TYPES) {
        rows.push({ type, label: SYNC_TYPE_LABELS[type], ...(await cachedStates(ctx.deps, { siteId: site.id, targetSiteId: target.binding.foreignSiteId, type })) });
      }
      return { rows };
    },
  }),

  route<SyncListQuery, undefined, SyncList>('syncList', {
    access: ACCESS,
    mutates: false,
    schema: {
      querystring: obj({
        type: oneOf(SYNC_TYPES), state: oneOf(SYNC_STATES), keyword: str(LANGUAGE_LIMITS.keyword),
        page: int(1, 100_000), rows: int(1, LANGUAGE_LIMITS.pageRows),
      }, ['type']),
    },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const target = await syncTarget(ctx.deps.db, site);
      const { type, ...query } = ctx.query;
      const scope = { siteId: site.id, targetSiteId: target.binding.foreignSiteId, type };
      const keyword = query.keyword?.trim() ?? '';
      // The count first (kept): a page past it is empty, and a deep page seeks from a checkpoint.
      const total = await cachedTotal(ctx.deps, scope, query.state, keyword);
      const known = { total, checkpoints: cachedCheckpoints(ctx.deps, scope, keyword), candidates: keyword ? cachedCandidates(ctx.deps, scope, keyword) : undefined };
      const rows = await pageItems(ctx.deps.db, scope, query, known);
      return { rows, total };
    },
  }),

  route<Record<string, never>, BatchTranslateRequest, TaskStarted>('syncBatchTranslate', {
    access: ACCESS,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ type: oneOf(SYNC_TYPES) }, ['type']) },
    async handler(ctx) {
      const { deps } = ctx;
      const site = await activeSite(ctx);
      const target = await syncTarget(deps.db, site);
      deps.providers.get('translate');
      const running = await activeTaskOf(deps.db, site.id);
      if (running !== null) return { taskId: running };
      const c = await countStates(deps.db, { siteId: site.id, targetSiteId: target.binding.foreignSiteId, type: ctx.body.type });
      if (c.unsynced + c.modified === 0) throw new ApiError(409, LANGUAGE_MSG.nothingToTranslate);
      const taskId = await deps.tasks.start({ siteId: site.id, accountId: signedIn(ctx).account.id }, batchTranslateKind, { type: ctx.body.type });
      ctx.note({ detail: `批量同步翻译${SYNC_TYPE_LABELS[ctx.body.type]}到 ${target.binding.foreignSiteName}：任务 ${taskId}` });
      return { taskId };
    },
  }),

  ...(Object.entries(TRANSLATE_ROUTES) as [SyncType, ApiName][]).map(([type, name]) => translateRoute(name, type)),
];
