// Security headers on every response, API and console alike (and on Node's own refusals:
// connectionGuard.ts). The CSP forbids inline and foreign scripts (the defence that lets the token
// cookie stay readable, DESIGN §4); antd injects <style> tags at run time, so styles allow
// 'unsafe-inline'. HSTS only over HTTPS (as seen directly, or through a trusted proxy).
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  // /previewBox frames the active site's own addresses (its bound domains, any host) after the
  // server's check (previewBoxCheck), sandboxed; nothing else in the console frames a page.
  "frame-src 'self' http: https:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
});

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers a route may set for itself (a public page its own pages frame, a public file a browser may keep). */
const ROUTE_OWN = new Set(['Content-Security-Policy', 'X-Frame-Options']);

/** Sets the headers on a reply (the onSend hook below, and answers made outside the routes). */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!(ROUTE_OWN.has(name) && reply.hasHeader(name))) reply.header(name, value);
  }
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  // API answers are per-user: never cached by a browser or proxy, unless the route says how (a
  // public stylesheet revalidated by its ETag).
  if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
}

/** onSend, on every response (callback style: no promise per response). */
export function securityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void): void {
  applySecurityHeaders(request, reply);
  done(null, payload);
}
