// The data the shell needs before any route renders (§2 route behaviour 2): the home data that
// decides the site type and the permission tree, at once, then the account of that site. Whoever
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
  const [home] = await Promise.all([site.loadHome(), permission.load()]);
  await session.loadAccount(home.twebId);
  return home;
}

/** Starts loading now (again, if an earlier start was for another session). */
export function preloadShellData(container: Container): void {
  const loading = fetchShellData(container);
  loading.catch(() => undefined);
  started.set(container, loading);
}

/** The preloaded request if there is one — taken, so a later mount asks afresh — else a new one. */
export function takeShellData(container: Container): Promise<HomeData> {
  const loading = started.get(container);
  started.delete(container);
  return loading ?? fetchShellData(container);
}
