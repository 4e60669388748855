// The access hook (DESIGN §4): runs at onRequest, before the body is parsed or validated, so a
// request without a live session gets 401 and a session lacking the route's key gets 403 whatever
// its input looks like. The token is read from the X-Token header (or the web-host and
// client-service "token" header) only: the cookie alone is never enough, which is what keeps a
// cross-site request (which can carry the cookie but cannot set a header) from acting as the user.
import type { FastifyError, FastifyRequest, onRequestHookHandler } from 'fastify';
import { MSG } from '../../../shared/domain/messages';
import { expandGrants, isKnownPermission } from '../../../shared/domain/permissions';
import type { LiveSession, SessionStore } from '../services/sessions';
import { ApiError } from './envelope';
import { permissionsOf, type AnyRoute } from './routeDef';

export function tokenFromHeaders(request: FastifyRequest): string | undefined {
  const raw = request.headers['x-token'] ?? request.headers['token'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && value.length > 0 ? value.trim() : undefined;
}

/** Stored grants are JSON; anything unparsable or unknown grants nothing. */
export function storedKeys(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string' && isKnownPermission(k)) : [];
  } catch {
    return [];
  }
}

/**
 * expandGrants of the stored keys, memoised by the stored JSON text: a pure function of it, so the
 * memo can never be stale. Bounded: emptied when it reaches GRANT_MEMO_MAX distinct texts.
 */
const GRANT_MEMO_MAX = 1_000;
const grantMemo = new Map<string, ReadonlySet<string>>();

export function grantsOf(permissionsJson: string): ReadonlySet<string> {
  let grants = grantMemo.get(permissionsJson);
  if (!grants) {
    if (grantMemo.size >= GRANT_MEMO_MAX) grantMemo.clear();
    grants = expandGrants(storedKeys(permissionsJson));
    grantMemo.set(permissionsJson, grants);
  }
  return grants;
}

/**
 * The route's onRequest hook (mounted on every non-public route by registerRoutes). Callback style:
 * when the session cache already knows the token (services/sessions.ts) the check runs without a
 * promise or a database round trip; otherwise the session is read first. Either way the grants are
 * checked against the route's keys on every request.
 */
export function accessHook(def: AnyRoute, sessions: SessionStore): onRequestHookHandler {
  // Any one of the route's keys admits the caller; an account lacking all of them is refused.
  const permissions = permissionsOf(def.access);
  const lacking = permissions ? `缺少权限 ${permissions.join(' 或 ')}` : '';

  function admit(request: FastifyRequest, token: string | undefined, live: LiveSession | null): void {
    if (!live || !token) {
      request.auditState = { result: 'refused', code: 401, detail: token ? '令牌无效或已过期' : '未携带令牌' };
      throw new ApiError(401, MSG.notLoggedIn);
    }
    const grants = grantsOf(live.account.permissions);
    request.auth = { token, tokenHash: live.tokenHash, session: live.session, account: live.account, grants };
    if (permissions !== null && !permissions.some((key) => grants.has(key))) {
      request.auditState = { result: 'refused', code: 403, detail: lacking };
      throw new ApiError(403, MSG.forbidden);
    }
  }

  function admitted(request: FastifyRequest, token: string | undefined, live: LiveSession | null, done: HookDone): void {
    let refusal: unknown;
    try {
      admit(request, token, live);
    } catch (err) {
      refusal = err;
    }
    done(refusal as FastifyError | undefined);
  }

  return function access(request, _reply, done) {
    const token = tokenFromHeaders(request);
    const hit = token ? sessions.cached(token) : undefined;
    if (hit) {
      admitted(request, token, hit, done);
      return;
    }
    (token ? sessions.resolve(token) : Promise.resolve(null)).then(
      (live) => admitted(request, token, live, done),
      (err: FastifyError) => done(err),
    );
  };
}

type HookDone = (err?: FastifyError) => void;
