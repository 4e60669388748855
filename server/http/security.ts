// Security headers on every response, API and console alike. The CSP forbids inline and foreign
// scripts (the defence that lets the token cookie stay readable, DESIGN §4); antd injects <style>
// tags at run time, so styles allow 'unsafe-inline'.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** onSend, on every response (callback style: no promise per response). */
export function securityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void): void {
  reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'same-origin');
  reply.header('X-Frame-Options', 'DENY');
  // API answers are per-user: never cached by a browser or proxy.
  if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  done(null, payload);
}
