// Cookie side of signing out (§4): the logout list, for the host and, where marked, its parent domain.
import { LOGOUT_COOKIES, parentDomainOf, TOKEN_COOKIE } from '../../../shared/domain';
import type { CookieStore } from '../../ports/cookies';

export function clearSessionCookies(cookies: CookieStore, host: string): void {
  const parent = parentDomainOf(host);
  for (const cookie of LOGOUT_COOKIES) {
    cookies.remove(cookie.name);
    if (cookie.parentDomain && parent) cookies.remove(cookie.name, { domain: `.${parent}` });
  }
}

export function readToken(cookies: CookieStore): string | undefined {
  const token = cookies.get(TOKEN_COOKIE);
  return token && token.length > 0 ? token : undefined;
}
