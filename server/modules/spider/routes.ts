// Spider analysis routes (issue 12 §8), each keyed by `spider` and scoped to the active site, except
// the public ingest, which finds its site by the token alone (a forged one is refused).
import fsp from 'node:fs/promises';
import path from 'node:path';
import { SPIDER_KEYS, type SpiderKey } from '../../../shared/domain/spider/agents';
import type { SpiderCharts, SpiderDomainSummary, SpiderImportRow, SpiderKeywordWeek, SpiderOverview, SpiderTopPage, SpiderVisitRow } from '../../../shared/domain/spider/api';
import { checkRange, isLogFileName, SPIDER_INGEST_MAX_BYTES, SPIDER_MSG, SPIDER_UPLOAD_MAX_BYTES } from '../../../shared/domain/spider/rules';
import type { TaskStarted } from '../../../shared/domain/api/tasks';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../core/db/database';
import { ApiError } from '../../core/http/envelope';
import { PAGE_QUERY, paging } from '../../core/http/paging';
import { route, signedIn, type AnyRoute } from '../../core/http/routeDef';
import { bool, date, EMPTY, int, obj, oneOf, str } from '../../core/http/schemas';
import { displayName, multipartRoute } from '../../core/services/uploads';
import { activeSite } from '../../core/services/siteScope';
import { domainSummaries, keywordWeeks } from './aggregates';
import { importLogFile } from './importLog';
import { logImportKind, type LogImportInput } from './importTask';
import { logPath, logsRoot, receiveLog } from './logFiles';
import { cards, charts, topPages, visitPage, type Scope } from './queries';
import { newToken, siteDomains, siteSettings } from './settings';

const SPIDER = { permission: 'spider' } as const;
const DOMAIN = str(253);
const RANGE = { domain: DOMAIN, from: date(), to: date() };
/** Uploaded files whose task never ran (the server stopped first) are removed after this long. */
const STALE_MS = 24 * 3600_000;

interface RangeQuery { domain?: string; from: string; to: string }

/** The scope of a query: the active site and one of its domains (or all). */
async function scopeOf(db: Kysely<Database>, siteId: number, domain: string | undefined): Promise<Scope> {
  if (!domain) return { siteId, domain: null };
  if (!(await siteDomains(db, siteId)).includes(domain)) throw new ApiError(400, SPIDER_MSG.domainUnknown);
  return { siteId, domain };
}

/** What the charts are read from. */
const CHART_TABLES = ['spider_daily', 'spider_hours'] as const;

function checkedRange(q: RangeQuery): void {
  const problem = checkRange(q.from, q.to);
  if (problem) throw new ApiError(400, problem);
}

/** Removes a site's log files left longer than STALE_MS (a task that never ran). */
async function sweepLogs(dataDir: string, siteId: number, now: number): Promise<void> {
  const folder = path.join(logsRoot(dataDir), String(siteId));
  for (const name of await fsp.readdir(folder).catch(() => [] as string[])) {
    const file = path.join(folder, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs > STALE_MS) await fsp.rm(file, { force: true });
  }
}

/** Records an import, refusing a file this site imported before (by content, the database decides). */
async function recordImport(db: Kysely<Database>, row: Omit<Selectable<Database['spider_imports']>, 'id' | 'accepted' | 'spiders' | 'rejected' | 'lines_done' | 'task_id'>): Promise<number> {
  const seen = await db.selectFrom('spider_imports').select('id').where('site_id', '=', row.site_id).where('sha256', '=', row.sha256).executeTakeFirst();
  if (seen) throw new ApiError(409, SPIDER_MSG.duplicate);
  try {
    const inserted = await db.insertInto('spider_imports').values({ ...row, accepted: 0, spiders: 0, rejected: 0, lines_done: 0, task_id: null })
      .returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  } catch {
    // Two uploads of the same file racing: the unique index lets one in.
    throw new ApiError(409, SPIDER_MSG.duplicate);
  }
}

function importRow(r: Selectable<Database['spider_imports']>): SpiderImportRow {
  return {
    id: r.id, fileName: r.file_name, domain: r.domain, source: r.source as SpiderImportRow['source'], bytes: Number(r.bytes),
    state: r.state as SpiderImportRow['state'], accepted: r.accepted, spiders: r.spiders, rejected: r.rejected, taskId: r.task_id, createdAt: Number(r.created_at),
  };
}

export const spiderRoutes: AnyRoute[] = [
  route<{ domain?: string }, undefined, SpiderOverview>('spiderOverview', {
    access: SPIDER,
    mutates: false,
    schema: { querystring: obj({ domain: DOMAIN }) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const scope = await scopeOf(db, site.id, ctx.query.domain);
      const settings = await siteSettings(db, site.id, now());
      return { domains: await siteDomains(db, site.id), token: settings.token, reverseDns: settings.reverse_dns === 1, ...(await cards(db, scope, now())) };
    },
  }),

  route<RangeQuery, undefined, SpiderCharts>('spiderCharts', {
    access: SPIDER,
    mutates: false,
    schema: { querystring: obj(RANGE, ['from', 'to']) },
    async handler(ctx) {
      checkedRange(ctx.query);
      const site = await activeSite(ctx);
      const scope = await scopeOf(ctx.deps.db, site.id, ctx.query.domain);
      const { from, to } = ctx.query;
      // Kept until an import writes the rollups: the page asks again on every visit and range change.
      return ctx.deps.caches.of<SpiderCharts>('spiderCharts', CHART_TABLES, 200)
        .get(`${scope.siteId}|${scope.domain ?? ''}|${from}|${to}`, async () => ({ value: await charts(ctx.deps.db, scope, from, to) }));
    },
  }),

  route<RangeQuery, undefined, SpiderTopPage[]>('spiderTopPages', {
    access: SPIDER,
    mutates: false,
    schema: { querystring: obj(RANGE, ['from', 'to']) },
    async handler(ctx) {
      checkedRange(ctx.query);
      const site = await activeSite(ctx);
      // 收录 from the index checks of whichever module keeps them (core's deps.indexStatus).
      return topPages(ctx.deps.db, await scopeOf(ctx.deps.db, site.id, ctx.query.domain), ctx.query.from, ctx.query.to, (paths) => ctx.deps.indexStatus(site.id, paths));
    },
  }),

  route<RangeQuery & { spider?: SpiderKey; status?: number; suspicious?: boolean; page?: number; rows?: number }, undefined, { rows: SpiderVisitRow[]; total: number }>('spiderVisits', {
    access: SPIDER,
    mutates: false,
    schema: { querystring: obj({ ...RANGE, spider: oneOf(SPIDER_KEYS), status: int(100, 599), suspicious: bool(), ...PAGE_QUERY }, ['from', 'to']) },
    async handler(ctx) {
      checkedRange(ctx.query);
      const site = await activeSite(ctx);
      const { limit, offset } = paging(ctx.query);
      const { spider, status, suspicious } = ctx.query;
      return visitPage(ctx.deps.db, await scopeOf(ctx.deps.db, site.id, ctx.query.domain), ctx.query.from, ctx.query.to, { spider, status, suspicious }, limit, offset);
    },
  }),

  route<{ page?: number; rows?: number }, undefined, { rows: SpiderImportRow[]; total: number }>('spiderImports', {
    access: SPIDER,
    mutates: false,
    schema: { querystring: obj(PAGE_QUERY) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const { limit, offset } = paging(ctx.query);
      const q = db.selectFrom('spider_imports').where('site_id', '=', site.id);
      const [rows, count] = await Promise.all([
        q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(importRow), total: Number(count.n) };
    },
  }),

  // multipart/form-data: the log in `file` (.log or .gz; gzip told by its bytes) and `domain`.
  multipartRoute(route<Record<string, never>, { domain?: string }, TaskStarted & { importId: number }>('spiderUpload', {
    access: SPIDER,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ domain: DOMAIN }) },
    async handler(ctx) {
      const { config, db, now, tasks } = ctx.deps;
      const site = await activeSite(ctx);
      if (Number(ctx.request.headers['content-length'] ?? 0) > SPIDER_UPLOAD_MAX_BYTES + 64 * 1024) throw new ApiError(413, SPIDER_MSG.tooLarge);
      await sweepLogs(config.dataDir, site.id, now());
      const log = await receiveLog(ctx.request, config.dataDir, String(site.id), SPIDER_UPLOAD_MAX_BYTES, ['domain']);
      const full = logPath(config.dataDir, log.stored);
      try {
        if (!isLogFileName(log.fileName)) throw new ApiError(415, SPIDER_MSG.notLog);
        const domains = await siteDomains(db, site.id);
        if (domains.length === 0) throw new ApiError(409, SPIDER_MSG.noDomain);
        const domain = log.fields.domain || domains[0];
        if (!domains.includes(domain)) throw new ApiError(400, SPIDER_MSG.domainUnknown);
        const fileName = displayName(log.fileName, 'log');
        const importId = await recordImport(db, { site_id: site.id, domain, source: 'upload', file_name: fileName, sha256: log.sha256, bytes: log.bytes, state: 'queued', created_at: now() });
        const input: LogImportInput = { importId, file: log.stored, fileName };
        const taskId = await tasks.start({ siteId: site.id, accountId: signedIn(ctx).account.id }, logImportKind, input);
        await db.updateTable('spider_imports').set({ task_id: taskId }).where('id', '=', importId).execute();
        ctx.note({ detail: `导入蜘蛛日志「${fileName}」（${domain}）：任务 ${taskId}` });
        return { taskId, importId };
      } catch (err) {
        await fsp.rm(full, { force: true });
        throw err;
      }
    },
  })),

  route<Record<string, never>, Record<string, never>, { token: string }>('spiderTokenReset', {
    access: SPIDER,
    mutates: true,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      await siteSettings(db, site.id, now());
      const token = newToken();
      await db.updateTable('spider_sites').set({ token, updated_at: now() }).where('site_id', '=', site.id).execute();
      ctx.note({ detail: '重新生成蜘蛛日志接入令牌' });
      return { token };
    },
  }),

  route<Record<string, never>, { reverseDns: boolean }, { reverseDns: boolean }>('spiderSettings', {
    access: SPIDER,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ reverseDns: bool() }, ['reverseDns']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      await siteSettings(db, site.id, now());
      await db.updateTable('spider_sites').set({ reverse_dns: ctx.body.reverseDns ? 1 : 0, updated_at: now() }).where('site_id', '=', site.id).execute();
      ctx.note({ detail: `蜘蛛反向 DNS 校验：${ctx.body.reverseDns ? '开' : '关'}` });
      return { reverseDns: ctx.body.reverseDns };
    },
  }),

  // Public: a log shipper posts batches (multipart: `token`, `file` of combined lines, plain or
  // gzip, optional `domain`). Parsed at once, bounded by SPIDER_INGEST_MAX_BYTES.
  multipartRoute(route<Record<string, never>, { token?: string; domain?: string }, { accepted: number; spiders: number; rejected: number }>('spiderIngest', {
    access: { public: true },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ token: str(64), domain: DOMAIN }) },
    async handler(ctx) {
      const { config, db, now } = ctx.deps;
      if (Number(ctx.request.headers['content-length'] ?? 0) > SPIDER_INGEST_MAX_BYTES + 64 * 1024) throw new ApiError(413, SPIDER_MSG.tooLarge);
      const log = await receiveLog(ctx.request, config.dataDir, 'ingest', SPIDER_INGEST_MAX_BYTES, ['token', 'domain']);
      const full = path.join(logsRoot(config.dataDir), log.stored);
      try {
        const token = log.fields.token ?? '';
        const settings = /^[0-9a-f]{48}$/.test(token)
          ? await db.selectFrom('spider_sites').selectAll().where('token', '=', token).executeTakeFirst()
          : undefined;
        if (!settings) throw new ApiError(403, SPIDER_MSG.badToken);
        const domains = await siteDomains(db, settings.site_id);
        if (domains.length === 0) throw new ApiError(409, SPIDER_MSG.noDomain);
        const domain = log.fields.domain || domains[0];
        if (!domains.includes(domain)) throw new ApiError(400, SPIDER_MSG.domainUnknown);
        const importId = await recordImport(db, {
          site_id: settings.site_id, domain, source: 'ingest', file_name: displayName(log.fileName, 'log'), sha256: log.sha256, bytes: log.bytes, state: 'running', created_at: now(),
        });
        try {
          const counts = await importLogFile({ db, bulk: ctx.deps.bulk, siteId: settings.site_id, domain, importId, file: full, reverseDns: settings.reverse_dns === 1 });
          await db.updateTable('spider_imports').set({ state: 'done' }).where('id', '=', importId).execute();
          return { accepted: counts.accepted, spiders: counts.spiders, rejected: counts.rejected };
        } catch (err) {
          await db.updateTable('spider_imports').set({ state: 'failed' }).where('id', '=', importId).execute();
          throw err;
        }
      } finally {
        await fsp.rm(full, { force: true });
      }
    },
  })),

  // §7 names the domain list on two services (insight and aggregate): one answer for both.
  ...(['spiderDomainsInsight', 'spiderDomainsAggregate'] as const).map((name) =>
    route<Record<string, never>, Record<string, never>, SpiderDomainSummary[]>(name, {
      access: SPIDER,
      mutates: false,
      schema: { querystring: EMPTY, body: EMPTY },
      async handler(ctx) {
        const site = await activeSite(ctx);
        return domainSummaries(ctx.deps.db, site.id, ctx.deps.now());
      },
    })),

  route<Record<string, never>, Record<string, never>, SpiderKeywordWeek[]>('spiderKeywordWeek', {
    access: SPIDER,
    mutates: false,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return keywordWeeks(ctx.deps.db, site.id, ctx.deps.now());
    },
  }),
];
