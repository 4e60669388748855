// The API host switch (§7; API_BASES): a console served on a switched host calls the API on another
// origin. Only those consoles' origins get CORS with credentials (deny by default: any other origin
// gets no Access-Control header, so its browser refuses to read the answer), and the console's page
// may connect to the switched API bases and the object store direct uploads go to (CSP connect-src).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSwitchedConsoleHost } from '../../../shared/domain/hosts';
import type { ServerConfig } from '../config';
import { CONTENT_SECURITY_POLICY } from './security';

/** Request headers the console's clients send (§7: main, web-host and client-service clients). */
const ALLOWED_HEADERS = ['content-type', 'x-token', 'x-server-name', 'admin-token', 'language', 'token', 'ticket', 'appversion', 'serverversion'];
const ALLOWED_METHODS = 'GET, POST';
const PREFLIGHT_MAX_AGE = '600';

/** The origin when it is http(s) on a switched console host, else null. */
export function allowedOrigin(origin: string | undefined, apiBases: Record<string, string>): string | null {
  if (!origin) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== origin) return null;
  return isSwitchedConsoleHost(url.host, { apiBases }) ? origin : null;
}

/** Origins outside this one the console's page may call: absolute API bases and the upload bucket. */
export function extraConnectSources(config: Pick<ServerConfig, 'apiBases' | 's3'>): string[] {
  const out = new Set<string>();
  for (const base of Object.values(config.apiBases)) out.add(new URL(base).origin);
  if (config.s3) {
    const endpoint = new URL(config.s3.endpoint);
    out.add(config.s3.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${config.s3.bucket}.${endpoint.host}`);
  }
  return [...out].sort();
}

export function registerCrossOrigin(app: FastifyInstance, config: Pick<ServerConfig, 'apiBases' | 's3'>): void {
  const connect = extraConnectSources(config);
  if (connect.length > 0) {
    const csp = CONTENT_SECURITY_POLICY.replace("connect-src 'self'", `connect-src 'self' ${connect.join(' ')}`);
    // Before the security headers' hook: a CSP already set is kept by it.
    app.addHook('onSend', (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
      if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
      done(null, payload);
    });
  }
  if (Object.keys(config.apiBases).length === 0) return;
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!request.url.startsWith('/api/')) return done();
    const origin = allowedOrigin(request.headers.origin, config.apiBases);
    reply.header('Vary', 'Origin');
    if (!origin) return done();
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Access-Control-Expose-Headers', 'Content-Disposition');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      const asked = String(request.headers['access-control-request-headers'] ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      reply.header('Access-Control-Allow-Headers', asked.filter((h) => ALLOWED_HEADERS.includes(h)).join(', '));
      reply.header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
      reply.code(204).send();
      return;
    }
    done();
  });
}
