// The data the shell needs before any route renders (§2 route behaviour 2): the home data that
// decides the site type, the permission tree and the account, all at once. Whoever
// knows first that the shell is coming (warmUp: at start with a session, right after signing in)
// starts it; the ShellBootstrap that mounts next takes that request instead of asking again.
import type { Container } from 'inversify';
import type { HomeData } from '../../../shared/domain';
import { id } from '../../di/token';
import { TOKENS } from '../../tokens';

const started = new WeakMap<Container, Promise<HomeData>>();

async function fetchShellData(container: Container): Promise<HomeData> {
  const site = container.get(id(TOKENS.site));
  const permission = container.get(id(TOKENS.permission));
  const session = container.get(id(TOKENS.session));
  const home = site.loadHome();
  // All three at once: the account's call does not need the home's answer, only its storage does.
  const siteId = home.then((h) => h.twebId, () => undefined);
  const [data] = await Promise.all([home, permission.load(), session.loadAccount(siteId)]);
  return data;
}

/** Starts loading now (again, if an earlier start was for another session). */
export function preloadShellData(container: Container): Promise<HomeData> {
  const loading = fetchShellData(container);
  loading.catch(() => undefined);
  started.set(container, loading);
  return loading;
}

/** The preloaded request if there is one — taken, so a later mount asks afresh — else a new one. */
export function takeShellData(container: Container): Promise<HomeData> {
  const loading = started.get(container);
  started.delete(container);
  return loading ?? fetchShellData(container);
}
