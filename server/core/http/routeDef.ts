// What a route is: the endpoint it serves (from the shared API table), who may call it, the schema
// of its input, whether it changes state (audited), and a handler that returns plain data. The
// envelope, access control, validation and audit are applied around it, never inside it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { API, type ApiName, type Endpoint } from '../../../shared/domain/api/endpoints';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { ContentHookRunner } from '../content/hooks';
import type { LinkableKinds } from '../links/linkableKinds';
import type { ProviderRegistry } from '../providers/registry';
import type { TaskService } from '../tasks/service';
import type { LoginThrottle } from '../services/loginThrottle';
import type { ReadCaches } from '../services/readCache';
import type { CapturePool } from '../capture/capturePool';
import type { SafeFetch, SafeImageFetch } from '../services/safeFetch';
import type { AccountRow, SessionRow, SessionStore } from '../services/sessions';
import type { SubmissionLimiter } from '../services/submissionLimiter';
import type { WriteBatcher } from '../services/writeBatcher';
import type { RefusalLog } from './refusalLog';
import { ApiError, type EncodedJson } from './envelope';
import { MSG } from '../../../shared/domain/messages';
import type { ImageOverlay } from '../services/imagePrepare';
import type { BulkInserter } from '../db/bulkInsert';
import type { AppProvider, MemberAccess, ServerModule, SiteCache } from '../modules/defineServerModule';
import type { CoreEventBus } from '../events/coreEvents';
import type { FieldChange } from './auditChanges';

/**
 * Exactly one of: anyone, any signed-in account, or an account granted a §6 key. A list of keys
 * means any one of them is enough (a page reachable from several menus, e.g. form_list and
 * form_list_en); an account lacking all of them is refused.
 */
export type Access = { public: true } | { session: true } | { permission: string | readonly string[] };

/** The keys a route accepts (any one suffices), or null for public and session-only routes. */
export function permissionsOf(access: Access): readonly string[] | null {
  if (!('permission' in access)) return null;
  return typeof access.permission === 'string' ? [access.permission] : access.permission;
}

/** 'envelope' answers { code, message, data }; 'clientService' answers { statuscode, msg, data }. */
export type Protocol = 'envelope' | 'clientService';

export type JsonSchema = Record<string, unknown>;

export interface RouteSchema {
  querystring: JsonSchema;
  /** Required for POST, forbidden for GET. */
  body?: JsonSchema;
}

export interface AppDeps {
  db: Kysely<Database>;
  config: ServerConfig;
  sessions: SessionStore;
  throttle: LoginThrottle;
  /** Memoised reads, invalidated by every write (services/readCache.ts). */
  caches: ReadCaches;
  /** Group commit for the public submission path (services/writeBatcher.ts). */
  batcher: WriteBatcher;
  /** Public submissions per client address (SUBMIT_RATE_LIMIT_PER_MINUTE). */
  submissionLimiter: SubmissionLimiter;
  /** Refused anonymous calls, written as one counted row per address and minute (http/refusalLog.ts). */
  refusals: RefusalLog;
  /** Fetches a public web page for article capture, refusing private addresses (services/safeFetch.ts). */
  fetchPage: SafeFetch;
  /** Fetches a picture for product capture: the same address rules, type by content, ≤ 10 MB. */
  fetchImage: SafeImageFetch;
  /** Article capture's extraction, in worker threads with a time limit (services/capturePool.ts). */
  capture: CapturePool;
  /** Outside services (mail, SMS, push, chat, translation): providers.get(kind) (core/providers/registry.ts). */
  providers: ProviderRegistry;
  /** Background tasks: start, follow, cancel, download (core/tasks/service.ts). */
  tasks: TaskService;
  /** What keywords link to, as the installed modules declare it (core/links/linkableKinds.ts). */
  linkables: LinkableKinds;
  /** The installed modules' content hooks, which article and product writes call (core/content/hooks.ts). */
  contentHooks: ContentHookRunner;
  /** The overlay (watermark) a picture filed in the site's library gets now, if any (ServerModule.imageOverlay). */
  imageOverlay(siteId: number): Promise<ImageOverlay | undefined>;
  /** Many rows into one table at once, the fastest way each back end has (db/bulkInsert.ts). */
  bulk: BulkInserter;
  /** 收录 of a site's paths as the installed index checks know it; a path left out is unknown (ServerModule.indexStatus). */
  indexStatus(siteId: number, paths: readonly string[]): Promise<ReadonlyMap<string, boolean>>;
  /** The site's member this visitor's request is signed in as, if a module offers member sign-in (ServerModule.memberAccess). */
  memberAccess(request: FastifyRequest, siteId: number): Promise<MemberAccess | null>;
  /** The installed modules, in order (backups read every module's tables). */
  modules: readonly ServerModule[];
  /** Every module's per-site caches (清除缓存; ServerModule.siteCaches). */
  siteCaches: readonly (SiteCache & { module: string })[];
  /** Every module's apps (应用中心; ServerModule.apps). */
  apps: readonly (AppProvider & { module: string })[];
  /** Core events: a module emits, others listen (core/events/coreEvents.ts). */
  events: CoreEventBus;
  now: () => number;
}

export interface AuthState {
  token: string;
  tokenHash: string;
  session: SessionRow;
  account: AccountRow;
  /** expandGrants of the account's stored keys. */
  grants: ReadonlySet<string>;
}

export interface AuditNote {
  detail?: string;
  /** The site the call acted on when it is not the session's active site. */
  siteId?: number | null;
  /** The account concerned when the call is not signed in (failed logins). */
  accountId?: number | null;
  /** Each changed field's before and after (auditChanges.ts diffChanges; secrets masked). */
  changes?: readonly FieldChange[];
}

export interface RouteContext<Q, B> {
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
  /** Set for every non-public route by the access hook; null on public routes. */
  auth: AuthState | null;
  /** Adds facts to this call's operation-log row. */
  note(note: AuditNote): void;
}

export interface RouteDef<Q = any, B = any, R = unknown> {
  /** The API table key for production routes; any unique name for extra (test) routes. */
  name: string;
  endpoint: Endpoint;
  access: Access;
  schema: RouteSchema;
  mutates: boolean;
  protocol?: Protocol;
  /** A smaller request-body limit than the app's (bytes); larger bodies get 413. */
  bodyLimit?: number;
  /**
   * A check run at onRequest (after access, before the body is read), e.g. a rate limit; throws
   * an ApiError to refuse. Setting request.auditDone keeps the refusal out of the operation log.
   */
  guard?(request: FastifyRequest, deps: AppDeps): void;
  /**
   * Its operation-log rows go through the write batcher (group commit) instead of one commit
   * each; a handler that writes its own row in the same transaction as its data sets
   * request.auditDone.
   */
  batchedAudit?: boolean;
  /**
   * Plain data, or data already serialised (a cached read), for the envelope; a handler that can
   * answer without waiting may return it directly instead of a promise.
   */
  handler(ctx: RouteContext<Q, B>): Answer<R> | Promise<Answer<R>>;
}

/** What a handler may return: plain data, data with its own envelope message, cached text, a file, or an event stream. */
export type Answer<R> = R | EncodedJson<R> | WithMessage<R> | FileAnswer | SseAnswer;

/** Data answered with a message of the route's own instead of MSG.ok (e.g. SUBMIT_MSG.ok). */
export class WithMessage<R> {
  constructor(readonly data: R, readonly message: string) {}
}

/**
 * A file answered as a stream (an export), not an envelope: the headers are set here and the
 * stream becomes the response body. An error before its first byte is answered as an envelope;
 * after it, the response is cut off (never half a file followed by an envelope).
 */
export class FileAnswer {
  constructor(
    readonly stream: Readable,
    readonly contentType: string,
    readonly fileName: string,
    readonly asciiFileName: string,
    /** inline: shown in the browser's own tab (a video played back); attachment: saved. */
    readonly disposition: 'attachment' | 'inline' = 'attachment',
  ) {}
}

/** Writes server-sent events to an SseAnswer's response. */
export interface SseSink {
  /** `event: name` with `data: JSON`. Ignored once the client has gone. */
  event(name: string, data: unknown): void;
}

/**
 * A text/event-stream answer (a streamed model answer), not an envelope: a handler checks and
 * refuses first (an ordinary envelope), then returns this; run writes the events. The signal
 * aborts when the client goes away. A `: heartbeat` comment goes out every heartbeatMs. An error
 * thrown by run after the headers are sent becomes an `error` event { message } (Chinese, as the
 * envelope would have said), then the stream ends (http/sse.ts).
 */
export class SseAnswer {
  constructor(
    readonly run: (sink: SseSink, signal: AbortSignal) => Promise<void>,
    readonly heartbeatMs: number,
  ) {}
}

export type AnyRoute = RouteDef<any, any, any>;

/** A production route: its endpoint comes from the shared API table by name. */
export function route<Q = Record<string, never>, B = undefined, R = unknown>(
  name: ApiName,
  def: Omit<RouteDef<Q, B, R>, 'name' | 'endpoint'>,
): RouteDef<Q, B, R> {
  return { name, endpoint: API[name], ...def };
}

/** The signed-in caller; the access hook guarantees it on non-public routes. */
export function signedIn(ctx: { auth: AuthState | null }): AuthState {
  if (!ctx.auth) throw new ApiError(401, MSG.notLoggedIn);
  return ctx.auth;
}
