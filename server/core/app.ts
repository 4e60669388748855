// The server factory: database (migrated and seeded), Fastify with validation, access control,
// audit, security headers, the modules' routes and the built console. Core never imports a module:
// server/app.ts passes the installed list (server/modules/installed.ts); tests use that too.
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MSG } from '../../shared/domain/messages';
import type { ServerConfig } from './config';
import { ChangeTracker } from './db/changeTracker';
import { BulkInserter } from './db/bulkInsert';
import { migrateToLatest } from './db/migrate';
import { seedDatabase, seedUpgrades } from './db/seed';
import { coreModule } from './coreModule';
import { composeModules, type ComposedModules } from './modules/compose';
import type { SeedContext, ServerModule } from './modules/defineServerModule';
import { connectDatabase, type DialectName } from './db/connect';
import type { Database } from './db/database';
import { ApiError, fail } from './http/envelope';
import { errorHandler } from './http/errors';
import './http/fastifyTypes';
import { installParsers } from './http/parsers';
import { registerRoutes } from './http/register';
import { registerRootRoutes } from './http/rootRoutes';
import { lazyRequestLogger } from './http/requestLogger';
import type { AnyRoute, AppDeps } from './http/routeDef';
import { applySecurityHeaders, securityHeaders } from './http/security';
import { registerCrossOrigin } from './http/crossOrigin';
import { clientErrorHandler, HEADERS_TIMEOUT_MS, limitConnectionsPerAddress } from './http/connectionGuard';
import { RefusalLog } from './http/refusalLog';
import { underStartupLock } from './db/startupLock';
import { ensureChangeTriggers, PgChangeFeed } from './db/pgChangeFeed';
import { UNWATCHED } from './db/changeTracker';
import { Maintenance } from './services/maintenance';
import { scryptParams } from './services/passwords';
import { registerStatic } from './http/staticFiles';
import { platformInfoFor } from './services/platformInfo';
import { compileValidator } from './http/validation';
import { LoginThrottle } from './services/loginThrottle';
import { ReadCaches } from './services/readCache';
import { SessionStore } from './services/sessions';
import { SubmissionLimiter } from './services/submissionLimiter';
import { WriteBatcher } from './services/writeBatcher';
import { isMultipartRoute, registerMultipartRoutes, registerUploadFiles } from './services/uploads';
import { createSafeFetch, createSafeImageFetch, type SafeFetchOptions } from './services/safeFetch';
import { createCapturePool } from './capture/capturePool';
import { createProviders } from './providers/registry';
import type { TaskKind } from './tasks/kind';
import { LinkableKinds } from './links/linkableKinds';
import { CoreEventBus } from './events/coreEvents';
import { ContentHookRunner } from './content/hooks';
import { TaskService } from './tasks/service';

export const BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  /** Routes added after the production table (tests use this to exercise keyed access). */
  extraRoutes?: readonly AnyRoute[];
  now?: () => number;
  /** The capture fetchers' (pages, pictures) resolver, limits, and (tests only) addresses allowed although private. */
  safeFetch?: SafeFetchOptions;
  /** Modules installed after the given ones (the README's vendor example in its test). */
  extraModules?: readonly ServerModule[];
  /** Task kinds added after the production ones (tests and the bench declare their own). */
  extraTaskKinds?: readonly TaskKind[];
}

export interface BuiltApp {
  app: FastifyInstance;
  /** The composed modules (core first): routes, migrations, task kinds and tables. */
  composed: ComposedModules;
  db: Kysely<Database>;
  dialect: DialectName;
  routes: readonly AnyRoute[];
  deps: AppDeps;
  /** Whether this start seeded an empty database. */
  seeded: boolean;
  /** The daily cleanup (tests run it by hand). */
  maintenance: Maintenance;
  /** PostgreSQL: the commit notifications behind the caches (null on SQLite). */
  changeFeed: PgChangeFeed | null;
  close(): Promise<void>;
}

export async function createServer(config: ServerConfig, modules: readonly ServerModule[], options: BuildOptions = {}): Promise<BuiltApp> {
  const now = options.now ?? Date.now;
  // Refused before anything opens: a module list that is ambiguous or a route without access (compose.ts).
  const composed = composeModules([coreModule, ...modules, ...(options.extraModules ?? [])]);
  // The pool may lose an idle connection before the app (and its logger) exists: log it then too.
  let log: { error(obj: unknown, msg: string): void } = { error: (obj, msg) => process.stderr.write(`${msg}: ${String((obj as { err?: unknown }).err)}\n`) };
  const { db: unwatched, dialect, sqlite } = connectDatabase(config, (err) => log.error({ err }, '数据库连接中断（连接池将自动重建连接）'));
  // Every query of the app (routes, migrations, seed, tests through built.db) goes through this
  // instance, so the tracker sees every write this process makes (db/changeTracker.ts).
  const tracker = new ChangeTracker(sqlite);
  const db = unwatched.withPlugin(tracker);
  const changeFeed = dialect === 'postgres' && config.databaseUrl
    ? new PgChangeFeed(config.databaseUrl, tracker, (err) => log.error({ err }, '数据变更通知连接中断（缓存暂停，正在重连）'))
    : null;
  let seeded: boolean;
  const hashing = scryptParams(config.passwordHashCost);
  try {
    // Under one lock on PostgreSQL: servers started together migrate and seed once.
    seeded = await underStartupLock(db, dialect, config.dataDir, async () => {
      const applied = await migrateToLatest(db, composed.migrations);
      const seedContext: SeedContext = { dialect, now: now(), dataDir: config.dataDir, hashing };
      const fresh = await seedDatabase(db, composed.modules, seedContext);
      // A module installed after the database was seeded gets its seed with its migration.
      if (!fresh) await seedUpgrades(db, composed.modules, applied, seedContext);
      // PostgreSQL: every watched table announces its commits (the caches' invalidation, db/pgChangeFeed.ts).
      if (dialect === 'postgres') await ensureChangeTriggers(db, composed.tables.filter((t) => !UNWATCHED.has(t)));
      return fresh;
    });
    if (changeFeed) {
      tracker.attachFeed(changeFeed);
      await changeFeed.start();
    }
  } catch (err) {
    await changeFeed?.close();
    await db.destroy();
    throw err;
  }

  const caches = new ReadCaches(tracker, now);
  const sessions = new SessionStore(db, config.sessionTtlHours * 3600 * 1000, now, caches);
  const throttle = new LoginThrottle(db, now);
  // Group commit where it pays (SQLite: one connection, a sync per commit); PostgreSQL commits
  // concurrent transactions in parallel itself. Tasks write through it too.
  const batcher = new WriteBatcher(db, { enabled: dialect === 'sqlite', windowMs: config.groupCommitMs, maxBatch: 256 });
  const deps: AppDeps = {
    db,
    config,
    now,
    caches,
    sessions,
    throttle,
    refusals: new RefusalLog(db, (err) => log.error({ err }, '写入操作日志失败')),
    batcher,
    submissionLimiter: new SubmissionLimiter(config.submitRateLimitPerMinute, now),
    fetchPage: createSafeFetch(options.safeFetch),
    fetchImage: createSafeImageFetch(options.safeFetch),
    capture: createCapturePool(),
    // Failure details (secrets blotted out) go to the log; the caller sees only the Chinese reason.
    providers: createProviders(config.providers, { log: (entry, msg) => log.error(entry, msg) }),
    tasks: new TaskService({
      db, dialect, databaseUrl: config.databaseUrl, batcher, config: config.tasks, dataDir: config.dataDir, now,
      kinds: [...composed.taskKinds, ...(options.extraTaskKinds ?? [])],
      // Runs get the app's services; the object is complete before the first run starts.
      deps: () => deps,
      log: (entry, msg) => log.error(entry, msg),
    }),
    linkables: new LinkableKinds(composed.linkables),
    contentHooks: new ContentHookRunner(
      composed.modules.flatMap((m) => (m.contentHooks ? [{ module: m.id, hooks: m.contentHooks }] : [])),
      () => deps,
      (entry, msg) => log.error(entry, msg),
    ),
    bulk: new BulkInserter(sqlite, tracker),
    imageOverlay: async (siteId) => composed.imageOverlay?.overlay({ db, dataDir: config.dataDir, siteId }),
    indexStatus: async (siteId, paths) => (composed.indexStatus && paths.length ? composed.indexStatus.status({ db }, siteId, paths) : new Map()),
    memberAccess: async (request, siteId) => (composed.memberAccess ? composed.memberAccess.access({ db, now: now() }, request, siteId) : null),
    modules: composed.modules,
    siteCaches: composed.siteCaches,
    apps: composed.apps,
    events: new CoreEventBus(
      composed.modules.flatMap((m) => (m.on ? [{ module: m.id, on: m.on }] : [])),
      () => ({ db, tasks: deps.tasks, now: now() }),
      (entry, msg) => log.error(entry, msg),
    ),
  };

  const app = Fastify({
    logger: { level: config.logLevel },
    // Per-request lines off: errors are still logged; a busy console would otherwise flood the log.
    logController: new LogController({ disableRequestLogging: true }),
    // ...so a request's pino child is only built if something is logged for it.
    childLoggerFactory: lazyRequestLogger,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Slow senders (DESIGN §4, issue 8): a request arrives whole within requestTimeout, its headers
    // within HEADERS_TIMEOUT_MS; idle sockets close; header blocks are bounded (431 beyond).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: Math.max(config.requestTimeoutMs, 30_000),
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      maxHeaderSize: config.maxHeaderBytes,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs),
      // Node enforces both timeouts by checking open connections this often (its default is 30 s).
      connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs),
    },
    clientErrorHandler,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors: (_error, request, reply) => {
      // Answered before routing, so the onSend hooks do not see it: the headers are set here.
      applySecurityHeaders(request as unknown as FastifyRequest, reply as unknown as FastifyReply);
      (reply as unknown as FastifyReply).code(400).send(fail(400, '请求地址不合法'));
    },
  });
  log = app.log;
  limitConnectionsPerAddress(app.server, config.trustProxy ? 0 : config.maxConnectionsPerAddress);
  const moduleCleanups = composed.modules.flatMap((m) => (m.cleanup ? [{ id: m.id, run: (at: number) => m.cleanup!({ db, dataDir: config.dataDir, now: at, log: app.log, s3: config.s3 }) }] : []));
  const maintenance = new Maintenance(db, { retentionDays: config.opLogRetentionDays, sessions, throttle, tasks: deps.tasks, now, modules: moduleCleanups }, (err) => app.log.error({ err }, '日常清理失败'));
  app.addHook('onClose', async () => {
    // What listens to content changes finishes first (it may start a task), then runs stop
    // (recorded as interrupted, or queued again): their writes still need the batcher.
    await deps.contentHooks.idle();
    await deps.events.idle();
    await deps.tasks.close();
    await maintenance.stop();
    // Submissions still queued for a group commit, and counted refusals, are written before the database closes.
    await deps.batcher.close();
    await deps.refusals.close();
    await changeFeed?.close();
    await db.destroy();
  });
  app.addHook('onClose', () => deps.capture.close());

  try {
    app.decorateRequest('auth', null);
    app.decorateRequest('auditState', null);
    app.decorateRequest('auditNote', null);
    app.decorateRequest('auditDone', false);
    app.setValidatorCompiler(compileValidator);
    app.setErrorHandler(errorHandler);
    installParsers(app);
    if (config.rateLimitPerMinute > 0) {
      await app.register(fastifyRateLimit, {
        max: config.rateLimitPerMinute,
        timeWindow: 60_000,
        errorResponseBuilder: () => new ApiError(429, MSG.tooManyRequests),
      });
    }
    // Access (onRequest), body normalising (preValidation) and audit (onSend) are per route:
    // registerRoutes mounts them with each route's definition.
    // The API host switch: CORS for the switched consoles' origins, their CSP connect-src (API_BASES, S3_*).
    registerCrossOrigin(app, config);
    app.addHook('onSend', securityHeaders);

    const routes = [...composed.routes, ...(options.extraRoutes ?? [])];
    // Multipart routes (uploads) get the multipart parser in a scope of their own.
    registerRoutes(app, routes.filter((r) => !isMultipartRoute(r)), deps);
    await registerMultipartRoutes(app, routes.filter(isMultipartRoute), deps);
    registerUploadFiles(app, deps);
    registerRootRoutes(app, composed.modules.flatMap((m) => m.rootRoutes ?? []), deps);
    // The login address of this host and the other platform facts travel in the page itself.
    await registerStatic(app, config.staticDir, (request) => ({ platform: platformInfoFor(config, request.host) }));
    await app.ready();
    // Tasks left by the previous process are recovered before the first request can list them.
    await deps.tasks.boot();
    maintenance.start();
    return { app, composed, db, dialect, routes, deps, seeded, maintenance, changeFeed, close: () => app.close() };
  } catch (err) {
    await app.close();
    throw err;
  }
}
