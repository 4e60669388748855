// What every visitors' member call shares: the site it names must exist and be live (上线, not
// expired), each client address gets MEMBER_CALLS_PER_MINUTE calls a minute across these routes
// (lifted with the visitors' submission limit, SUBMIT_RATE_LIMIT_PER_MINUTE=0), and the member
// cookie is Secure when the request came over HTTPS.
import type { FastifyRequest } from 'fastify';
import { MSG } from '../../../../shared/domain/messages';
import { CENTRE_MSG } from '../../../../shared/domain/members/centreRules';
import { deriveSiteStatus } from '../../../../shared/domain/siteStatus';
import { ApiError } from '../../../core/http/envelope';
import type { AppDeps, RouteContext } from '../../../core/http/routeDef';
import { SubmissionLimiter } from '../../../core/services/submissionLimiter';

/** Enough for a visitor registering, asking a code and signing in a few times; not for guessing. */
export const MEMBER_CALLS_PER_MINUTE = 60;
/** A visitor's member call is a handful of short texts. */
export const MEMBER_BODY_LIMIT = 8 * 1024;
const SITE_LIVE = 2;

// One limiter per running app (tests start several in one process).
const limiters = new WeakMap<AppDeps, SubmissionLimiter>();

/** The per-address rate limit of the member routes (a route guard: before the body is read). */
export function memberRateGuard(request: FastifyRequest, deps: AppDeps): void {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = new SubmissionLimiter(deps.config.submitRateLimitPerMinute === 0 ? 0 : MEMBER_CALLS_PER_MINUTE, deps.now);
    limiters.set(deps, limiter);
  }
  if (!limiter.tryTake(request.ip ?? '')) {
    request.auditDone = true;
    throw new ApiError(429, MSG.tooManyRequests);
  }
}

export interface LiveSite {
  id: number;
  name: string;
}

/** The live site a visitor's call names, or 404 站点不存在或未上线. */
export async function liveSite(deps: AppDeps, siteId: number): Promise<LiveSite> {
  const site = await deps.db.selectFrom('sites').select(['id', 'site_name', 'inline', 'sys_end_time']).where('id', '=', siteId).executeTakeFirst();
  if (!site || deriveSiteStatus(site, deps.now()) !== SITE_LIVE) throw new ApiError(404, CENTRE_MSG.siteClosed);
  return { id: site.id, name: site.site_name };
}

export function secureRequest(ctx: RouteContext<unknown, unknown>): boolean {
  const { cookieSecure } = ctx.deps.config;
  return cookieSecure === 'auto' ? ctx.request.protocol === 'https' : cookieSecure;
}

export const clientIp = (ctx: RouteContext<unknown, unknown>): string => (ctx.request.ip ?? '').slice(0, 64);
