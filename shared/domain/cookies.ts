// Cookies of §4. Logout clears the admin token (host and parent domain), a general token, a ticket,
// a mini-program token, an IP-address-check flag and the login name, and the console's X-Token.
import { TOKEN_COOKIE } from './constants';

export const COOKIE = {
  consoleToken: TOKEN_COOKIE,
  adminToken: 'admin_token',
  token: 'token',
  ticket: 'ticket',
  miniProgramToken: 'xcx_token',
  ipCheck: 'ip_check',
  loginName: 'login_name',
  phpSession: 'PHPSESSID',
} as const;

export interface CookieToClear {
  name: string;
  /** Also clear it on the parent domain (e.g. .example.com for a.example.com). */
  parentDomain: boolean;
}

export const LOGOUT_COOKIES: readonly CookieToClear[] = [
  { name: COOKIE.consoleToken, parentDomain: true },
  { name: COOKIE.adminToken, parentDomain: true },
  { name: COOKIE.token, parentDomain: false },
  { name: COOKIE.ticket, parentDomain: false },
  { name: COOKIE.miniProgramToken, parentDomain: false },
  { name: COOKIE.ipCheck, parentDomain: false },
  { name: COOKIE.loginName, parentDomain: false },
];

/** "a.b.example.com" → "example.com"; hosts without a parent (localhost, IPs) → undefined. */
export function parentDomainOf(host: string): string | undefined {
  const bare = host.replace(/:\d+$/, '').toLowerCase();
  if (!bare.includes('.') || /^[\d.]+$/.test(bare) || bare.startsWith('[')) return undefined;
  const parts = bare.split('.');
  if (parts.length < 3) return undefined;
  return parts.slice(-2).join('.');
}
