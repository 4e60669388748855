// What the first screen needs, asked for as soon as the container exists — beside the strings,
// not one step after another as the router discovers it. With a session on a console page: the
// shell's data, the page's code and its first call (warmUp); without one, the login page (the
// address changed to it before the router starts). That screen's own module (the shell, or the
// login page) is awaited before the first render, so it renders at once instead of behind a
// suspended fallback.
import type { Container } from 'inversify';
import { matchPath } from 'react-router-dom';
import { isPublicPath } from '../../shared/domain';
import { id } from '../di/token';
import { TOKENS } from '../tokens';
import { loadShell, warmUp } from '../shell/bootstrap/warmUp';
import { loadLogin } from '../shell/light/loadLogin';
import { loadModule } from '../shell/routing/lazyLoad';
import { loginLocation } from '../services/session/loginLocation';

/** Pages the shell shows (not the login pages, not the visitors' pages). */
function isShellPath(container: Container, path: string): boolean {
  if (path === '/login' || path.startsWith('/login/') || isPublicPath(path)) return false;
  return !container.get(id(TOKENS.plugins)).publicPages.some((page) => matchPath({ path: page.path, end: true }, path));
}

/**
 * This host's login page, if the server said (page data) that it is the console's own: not known
 * otherwise (another host's SSO is found out by asking, as ToLogin does).
 */
function ownLoginUrl(container: Container): string | null {
  const url = container.get(id(TOKENS.config)).platform?.loginUrl;
  return url !== undefined && /^\/(?!\/)/.test(url) ? url : null;
}

/** Starts the first screen's requests; resolves when its module is in (never rejects). */
export function startFirstScreen(container: Container, location: Pick<Location, 'pathname' | 'search'>): Promise<unknown> {
  const path = location.pathname;
  const shellPath = isShellPath(container, path);
  const signedIn = container.get(id(TOKENS.session)).hasSession();
  const loginUrl = shellPath && !signedIn ? ownLoginUrl(container) : null;
  let module: Promise<unknown> = Promise.resolve();
  if (shellPath && signedIn) {
    warmUp(container, path + location.search);
    module = loadModule(loadShell);
  } else if (path === '/login') {
    module = loadModule(loadLogin);
  } else if (loginUrl) {
    // A visitor without a session goes to login (§2 route behaviour 1): the router starts there,
    // instead of drawing a spinner first and then redirecting (ToLogin, for later redirects).
    window.history.replaceState(window.history.state, '', loginLocation(loginUrl, path + location.search));
    module = loadModule(loadLogin);
  }
  // A failed load is shown, with a retry, where the module is rendered.
  return module.catch(() => undefined);
}
