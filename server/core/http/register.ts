// Mounts route definitions on Fastify: checks each with the registry, mounts it at
// /api/app/{service prefix}{path}, and wraps its handler so it returns plain data and the envelope
// (or the client-service shape) is applied here, once. Each route gets its own access (unless
// public), body (POST) and audit hooks, closed over its definition, so no hook has to look the
// route up per request.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { endpointPath } from '../../../shared/domain/api/endpoints';
import { API_BASE, SERVICE_PREFIXES } from '../../../shared/domain/api/services';
import { accessHook } from './access';
import { auditHook, type AuditState } from './audit';
import { csOk, EncodedJson, ok } from './envelope';
import { normaliseBody } from './parsers';
import { sseStream } from './sse';
import { assertRouteDef } from './registry';
import { FileAnswer, SseAnswer, WithMessage, type AnyRoute, type AppDeps, type AuditNote, type RouteContext } from './routeDef';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Request bodies of public routes (a login, a visitor's call) unless the route sets its own. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;
const OK_STATE: AuditState = Object.freeze({ result: 'ok', code: 200 });

export function urlOf(def: Pick<AnyRoute, 'endpoint'>): string {
  return `${API_BASE}${endpointPath(def.endpoint, SERVICE_PREFIXES)}`;
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** The envelope (or client-service shape) around what the handler returned. */
function answer(def: AnyRoute, request: FastifyRequest, reply: FastifyReply, result: unknown) {
  const data = result ?? null;
  request.auditState = OK_STATE;
  if (data instanceof EncodedJson) {
    reply.type(JSON_TYPE);
    return data.body(def.protocol ?? 'envelope');
  }
  if (data instanceof FileAnswer) {
    reply.type(data.contentType);
    reply.header('Content-Disposition', contentDisposition(data.fileName, data.asciiFileName, data.disposition));
    return data.stream;
  }
  if (data instanceof SseAnswer) return sseStream(request, reply, data);
  if (data instanceof WithMessage) return ok(data.data ?? null, data.message);
  return def.protocol === 'clientService' ? csOk(data) : ok(data);
}

/** attachment; filename="ascii.xlsx"; filename*=UTF-8''%E7%95%99… (RFC 6266 / 5987). */
export function contentDisposition(fileName: string, asciiFallback: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = asciiFallback.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The route's own onRequest check (a rate limit), after access control. */
function guardHook(def: AnyRoute, deps: AppDeps): onRequestHookHandler {
  const guard = def.guard!;
  return function routeGuard(request, _reply, done) {
    try {
      guard(request, deps);
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  };
}

export function registerRoutes(app: FastifyInstance, routes: readonly AnyRoute[], deps: AppDeps): void {
  const seen = new Set<string>();
  for (const def of routes) assertRouteDef(def, seen);
  for (const def of routes) {
    app.route({
      method: def.endpoint.method,
      url: urlOf(def),
      // A GET that changes state (site/active) must not also answer HEAD.
      exposeHeadRoute: false,
      schema: def.endpoint.method === 'POST' ? { querystring: def.schema.querystring, body: def.schema.body } : { querystring: def.schema.querystring },
      config: { routeDef: def },
      // Its own limit, else its kind's: anyone may call a public route, so it takes small bodies only.
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : 'public' in def.access ? { bodyLimit: PUBLIC_BODY_LIMIT } : {}),
      onRequest: [...('public' in def.access ? [] : [accessHook(def, deps.sessions)]), ...(def.guard ? [guardHook(def, deps)] : [])],
      preValidation: def.endpoint.method === 'POST' ? [normaliseBody(def)] : [],
      onSend: [auditHook(def, deps)],
      // Not async: a handler that answers from a cache without waiting (services/readCache.ts)
      // is answered in the same tick; a promise is awaited as before.
      handler(request: FastifyRequest, reply: FastifyReply) {
        const ctx: RouteContext<unknown, unknown> = {
          query: request.query,
          body: request.body,
          request,
          reply,
          deps,
          auth: request.auth,
          note(n: AuditNote) {
            request.auditNote = { ...request.auditNote, ...n };
          },
        };
        const result = def.handler(ctx);
        return isPromise(result) ? result.then((data) => answer(def, request, reply, data)) : answer(def, request, reply, result);
      },
    });
  }
}
