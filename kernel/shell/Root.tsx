// The router's top: the light pages (login, checklogin) and, behind the session gate, the shell.
// Nothing here imports antd, so the login page's first load stays small.
import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { isPublicPath } from '../../shared/domain';
import { ContainerProvider, useService } from '../di/react';
import { TOKENS } from '../tokens';
import { loginLocation } from '../services/session/loginLocation';
import type { CompiledPublicPage } from '../plugin/types';
import { RetryableLazy } from './routing/RetryableLazy';
import { LightSpinner, LightLoadError } from './light/LightStates';
import { loadShell } from './bootstrap/warmUp';
import { loadLogin } from './light/loadLogin';

const loadCheckLogin = () => import(/* webpackChunkName: "page-checklogin" */ './light/CheckLoginPage');

const lightError = (error: Error, retry: () => void) => <LightLoadError error={error} onRetry={retry} />;

/** Goes to the login address of this host (platform info decides it), with a way back. */
function ToLogin({ here }: { here: string }) {
  const session = useService(TOKENS.session);
  const config = useService(TOKENS.config);
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void session.loadPlatform().then(() => {
      if (cancelled) return;
      const target = loginLocation(config.loginPath, here);
      if (/^https?:/i.test(target)) window.location.assign(target);
      else navigate(target, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [session, config, navigate, here]);
  return <LightSpinner />;
}

/** Route behaviour 1: without a session cookie, every page but the public ones goes to login. */
const SessionGate = observer(function SessionGate() {
  const location = useLocation();
  const session = useService(TOKENS.session);
  const plugins = useService(TOKENS.plugins);
  // Started on the login page, the manifests may still be on their way (the login waits for them).
  const shellAfterManifests = useCallback(() => plugins.whenInstalled().then(loadShell), [plugins]);
  if (!session.hasSession() && !isPublicPath(location.pathname)) return <ToLogin here={location.pathname + location.search} />;
  return <RetryableLazy load={plugins.installed ? loadShell : shellAfterManifests} fallback={<LightSpinner />} renderError={lightError} />;
});

/** A visitor page: its plugin (strings, services) is activated before the page renders. */
function PublicPage({ page }: { page: CompiledPublicPage }) {
  const plugins = useService(TOKENS.plugins);
  const load = useCallback(async () => {
    await plugins.activate(page.pluginId);
    return page.page();
  }, [plugins, page]);
  return <RetryableLazy load={load} fallback={<LightSpinner />} renderError={lightError} />;
}

/** Plugins' pages for visitors: no session, no layout (e.g. the public form page). */
const PublicPages = observer(function PublicPages() {
  const plugins = useService(TOKENS.plugins);
  return (
    <Routes>
      {plugins.publicPages.map((page) => (
        <Route key={page.path} path={page.path} element={<PublicPage page={page} />} />
      ))}
      <Route path="*" element={<SessionGate />} />
    </Routes>
  );
});

export function Root({ container }: { container: Container }) {
  return (
    <ContainerProvider container={container}>
      <BrowserRouter>
        <Routes>
          <Route path="/login" element={<RetryableLazy load={loadLogin} fallback={<LightSpinner />} renderError={lightError} />} />
          <Route path="/login/checklogin" element={<RetryableLazy load={loadCheckLogin} fallback={<LightSpinner />} renderError={lightError} />} />
          <Route path="*" element={<PublicPages />} />
        </Routes>
      </BrowserRouter>
    </ContainerProvider>
  );
}
