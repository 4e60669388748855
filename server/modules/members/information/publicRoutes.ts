// What a visitor's lookup page calls (no console session): the lookup's public definition
// (sitePlugin/information/form) and the lookup (sitePlugin/information/search). A lookup of
// another site, or none, is not found; closed → 该查询暂未开放; 仅会员 without a signed-in member of
// the site → 请登录会员后查询; 指定会员等级 with a member of another rank → 您的会员等级无权查询. At
// most INFO_LIMITS.results records are answered, with only their 结果显示 fields; each address may
// look up LOOKUPS_PER_MINUTE times a minute. Each lookup is counted (查询次数) with the group commit.
import type { FastifyRequest } from 'fastify';
import {
  checkLookupInput,
  INFO_DEFAULT_NO_RESULT,
  INFO_MSG,
  type InfoDegree,
  type InfoPermission,
  type InfoValues,
  type PublicLookupForm,
  type PublicLookupResult,
} from '../../../../shared/domain/members';
import { MSG } from '../../../../shared/domain/messages';
import { ApiError } from '../../../core/http/envelope';
import { route, type AnyRoute, type AppDeps } from '../../../core/http/routeDef';
import { id, obj } from '../../../core/http/schemas';
import { SubmissionLimiter } from '../../../core/services/submissionLimiter';
import { memberOfRequest } from '../core/memberSession';
import { countLookup, findRecords } from './lookup';
import { fieldsOf, queryNotFound, type QueryRow } from './queries';
import { VALUES_SCHEMA } from './schemas';

/**
 * Lookups one address may make a minute (a visitor types a few; a scraper is held back). Lifted
 * with the visitors' submission limit (SUBMIT_RATE_LIMIT_PER_MINUTE=0), as tests of many requests do.
 */
export const LOOKUPS_PER_MINUTE = 30;

/** One limiter per running app (tests start several in one process). */
const limiters = new WeakMap<AppDeps, SubmissionLimiter>();
function limiterOf(deps: AppDeps): SubmissionLimiter {
  let found = limiters.get(deps);
  if (!found) {
    found = new SubmissionLimiter(deps.config.submitRateLimitPerMinute === 0 ? 0 : LOOKUPS_PER_MINUTE, deps.now);
    limiters.set(deps, found);
  }
  return found;
}

async function openQuery(deps: AppDeps, siteId: number, queryId: number): Promise<QueryRow & { site_name: string }> {
  const row = await deps.db.selectFrom('info_queries').innerJoin('sites', 'sites.id', 'info_queries.site_id')
    .selectAll('info_queries').select('sites.site_name')
    .where('info_queries.id', '=', queryId).where('info_queries.site_id', '=', siteId).executeTakeFirst();
  if (!row) throw queryNotFound();
  if (row.if_open !== 1) throw new ApiError(404, INFO_MSG.closed);
  return row;
}

/** Refuses a visitor the lookup does not answer: 请登录会员后查询 / 您的会员等级无权查询. */
async function checkVisitor(deps: AppDeps, request: FastifyRequest, query: QueryRow): Promise<void> {
  const permission = query.permission as InfoPermission;
  if (permission === 'all') return;
  const member = await memberOfRequest(deps.db, request, query.site_id, deps.now());
  if (!member) throw new ApiError(400, INFO_MSG.memberOnly, { reason: 'login' });
  if (permission === 'member') return;
  const allowed = await deps.db.selectFrom('info_query_ranks').select('rank_id').where('query_id', '=', query.id).where('rank_id', '=', member.rankId).executeTakeFirst();
  if (!allowed) throw new ApiError(400, INFO_MSG.rankDenied, { reason: 'rank' });
}

export const publicRoutes: AnyRoute[] = [
  route<{ site: number; id: number }, undefined, PublicLookupForm>('infoPublicForm', {
    access: { public: true },
    mutates: false,
    schema: { querystring: obj({ site: id(), id: id() }, ['site', 'id']) },
    async handler(ctx) {
      const query = await openQuery(ctx.deps, ctx.query.site, ctx.query.id);
      const fields = fieldsOf(query);
      const pick = (f: (typeof fields)[number]) => ({ key: f.key, name: f.name, type: f.type });
      return {
        id: query.id, title: query.title, siteName: query.site_name, degree: query.degree as InfoDegree,
        conditions: fields.filter((f) => f.condition).map(pick), columns: fields.filter((f) => f.shown).map(pick),
        permission: query.permission as InfoPermission,
      };
    },
  }),

  route<Record<string, never>, { site: number; id: number; values: InfoValues }, PublicLookupResult>('infoPublicSearch', {
    access: { public: true },
    mutates: false,
    guard(request, deps) {
      if (!limiterOf(deps).tryTake(request.ip ?? '')) {
        // Not logged one by one: a flood of refusals would fill the operation log.
        request.auditDone = true;
        throw new ApiError(429, MSG.tooManyRequests);
      }
    },
    schema: { querystring: obj({}), body: obj({ site: id(), id: id(), values: VALUES_SCHEMA }, ['site', 'id', 'values']) },
    async handler(ctx) {
      const { deps, request } = ctx;
      const query = await openQuery(deps, ctx.body.site, ctx.body.id);
      await checkVisitor(deps, request, query);
      const fields = fieldsOf(query);
      const degree = query.degree as InfoDegree;
      const check = checkLookupInput(degree, fields, ctx.body.values);
      if (!check.ok) throw new ApiError(400, check.message, check.field ? { field: check.field } : null);
      const found = await findRecords(deps.db, query.site_id, query.id, degree, check.conditions);
      await deps.batcher.run((trx) => countLookup(trx, query.site_id, query.id, deps.now()));
      const shown = fields.filter((f) => f.shown).map((f) => f.key);
      return {
        rows: found.rows.map((values) => Object.fromEntries(shown.map((key) => [key, values[key] ?? '']))),
        more: found.more,
        noResult: found.rows.length ? '' : query.no_result || INFO_DEFAULT_NO_RESULT,
      };
    },
  }),
];
