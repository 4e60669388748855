// POST sitePlugin/radar/beacon: a visitor's page view or leave, sent by /radar.js. Public; the
// fields come in the query and the body stays empty (what sendBeacon can send to another origin
// without a preflight), so the body limit is tiny. Per request: the schema, one cached look at
// the site's switch, the IP library (in memory), the referrer rule, and — only with a member
// cookie — the member's session; the write joins the collector's next batch. Each address may send
// BEACONS_PER_SUBMISSION times the visitors' form limit a minute (600 with the default 10; off
// with SUBMIT_RATE_LIMIT_PER_MINUTE=0): a person reading pages sends a few, a flood is cut off.
import {
  BEACON_LIMITS,
  isBeaconPage,
  isContactPage,
  parseReferrer,
  RADAR_MSG,
} from '../../../../shared/domain/members/radarRules';
import type { RadarBeaconAnswer, RadarBeaconQuery } from '../../../../shared/domain/members/radarApi';
import { MSG } from '../../../../shared/domain/messages';
import { ApiError } from '../../../core/http/envelope';
import { route, WithMessage, type AppDeps } from '../../../core/http/routeDef';
import { SubmissionLimiter } from '../../../core/services/submissionLimiter';
import { EMPTY, id, int, obj, oneOf, str } from '../../../core/http/schemas';
import { regionOfIp } from '../core/ipRegion';
import { memberOfRequest, memberTokenOf } from '../core/memberSession';
import { collectorOf } from './collector';
import { beaconCollects } from './state';

const USER_AGENT_MAX = 300;
export const BEACONS_PER_SUBMISSION = 60;

const limiters = new WeakMap<object, SubmissionLimiter>();
function limiterOf(deps: AppDeps): SubmissionLimiter {
  let found = limiters.get(deps.db);
  if (!found) limiters.set(deps.db, (found = new SubmissionLimiter(deps.config.submitRateLimitPerMinute * BEACONS_PER_SUBMISSION, deps.now)));
  return found;
}

function safeReferrer(text: string | undefined): string {
  // Only an http(s) address is kept: the timeline shows it as a link.
  return text && isBeaconPage(text.slice(0, BEACON_LIMITS.referrer)) ? text : '';
}

export const beaconRoute = route<RadarBeaconQuery, Record<string, never>, RadarBeaconAnswer>('radarBeacon', {
  access: { public: true },
  // A page view is not an operator's change: no operation-log row per beacon.
  mutates: false,
  bodyLimit: 64,
  guard(request, deps) {
    if (!limiterOf(deps).tryTake(request.ip ?? '')) {
      // Not logged per beacon: a flood would otherwise write for free.
      request.auditDone = true;
      throw new ApiError(429, MSG.tooManyRequests);
    }
  },
  schema: {
    querystring: obj({
      s: id(),
      v: str(40, { minLength: 16, pattern: BEACON_LIMITS.visitor.source }),
      p: str(40, { minLength: 8, pattern: BEACON_LIMITS.view.source }),
      k: oneOf(['view', 'leave']),
      u: str(BEACON_LIMITS.page, { minLength: 1 }),
      r: str(BEACON_LIMITS.referrer),
      t: str(BEACON_LIMITS.title),
      d: int(0, 24 * 60 * 60_000),
      n: oneOf([0, 1]),
    }, ['s', 'v', 'p', 'k', 'u']),
    body: EMPTY,
  },
  async handler(ctx) {
    const { deps, request, query: q } = ctx;
    if (!(await beaconCollects(deps, q.s))) return new WithMessage({ stored: false }, RADAR_MSG.closed);
    if (!isBeaconPage(q.u)) throw new ApiError(400, RADAR_MSG.badPage);
    const now = deps.now();
    const referrer = safeReferrer(q.r);
    const facts = parseReferrer(referrer, new URL(q.u).hostname);
    const ip = (request.ip ?? '').slice(0, 64);
    const agent = request.headers['user-agent'];
    const member = memberTokenOf(request, q.s) ? await memberOfRequest(deps.db, request, q.s, now) : null;
    const dwell = q.k === 'leave' ? Math.min(q.d ?? 0, BEACON_LIMITS.dwellMaxMs) : 0;
    try {
      await collectorOf(deps).add({
        siteId: q.s, visitorKey: q.v, viewKey: q.p, kind: q.k, at: now, page: q.u, title: q.t ?? '', referrer, dwellMs: dwell,
        visitStart: q.k === 'view' && q.n === 1, ip, userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : '',
        region: regionOfIp(ip), source: facts.source, engine: facts.engine, keyword: facts.keyword, contact: isContactPage(q.u),
        memberId: member?.id ?? null, memberAccount: member?.account ?? '',
      });
    } catch (error) {
      request.log.error({ err: error }, '商机雷达访问记录写入失败');
      throw new ApiError(503, MSG.systemBusy);
    }
    return new WithMessage({ stored: true }, RADAR_MSG.stored);
  },
});
