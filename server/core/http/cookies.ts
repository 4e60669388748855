// The one cookie the server writes: the console token (§9 X-Token). Written by hand rather than with
// @fastify/cookie: the server never reads cookies (the header is required, DESIGN §4), and the
// plugin loads its ESM dependency with a dynamic import that the CommonJS test runtime cannot run.
import type { FastifyReply } from 'fastify';

export interface TokenCookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
}

function serialize(name: string, value: string, maxAge: number, secure: boolean): string {
  // Not HttpOnly: the console's 3 s check reads it. SameSite=Lax keeps it off cross-site POSTs.
  return [`${name}=${encodeURIComponent(value)}`, `Max-Age=${maxAge}`, 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

export function setCookie(reply: FastifyReply, name: string, value: string, o: TokenCookieOptions): void {
  reply.header('Set-Cookie', serialize(name, value, o.maxAgeSeconds, o.secure));
}

export function clearCookie(reply: FastifyReply, name: string, secure: boolean): void {
  reply.header('Set-Cookie', serialize(name, '', 0, secure));
}
