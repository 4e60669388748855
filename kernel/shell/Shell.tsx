// The console shell (lazy chunk with antd): locale, feedback bridges, the session bootstrap,
// routes inside the layout, and the global dialog host. Public pages render without a session.
import { observer } from 'mobx-react-lite';
import { Route, Routes } from 'react-router-dom';
import { useService } from '../di/react';
import { TOKENS } from '../tokens';
import { LocaleBridge } from './providers/LocaleBridge';
import { NavigatorBridge, NotifierBridge } from './providers/Bridges';
import { ShellBootstrap } from './bootstrap/ShellBootstrap';
import { ShellRoutes } from './routing/ShellRoutes';
import { DialogHost } from './DialogHost';
import { RetryableLazy } from './routing/RetryableLazy';
import { LightLoadError, LightSpinner } from './light/LightStates';

const loadBareNotFound = () => import(/* webpackChunkName: "page-status" */ './pages/StatusPages').then((m) => ({ default: () => <m.NotFoundPage bare /> }));
const loadCreatePrompt = () => import(/* webpackChunkName: "page-status" */ './pages/PublicCreateSitePrompt').then((m) => ({ default: m.PublicCreateSitePrompt }));
const lightError = (error: Error, retry: () => void) => <LightLoadError error={error} onRetry={retry} />;
import './shell.css';

const Shell = observer(function Shell() {
  const session = useService(TOKENS.session);
  return (
    <LocaleBridge>
      <NotifierBridge />
      <NavigatorBridge />
      {session.hasSession() ? (
        <ShellBootstrap>
          <ShellRoutes />
          <DialogHost />
        </ShellBootstrap>
      ) : (
        <Routes>
          <Route path="/createZh" element={<RetryableLazy load={loadCreatePrompt} fallback={<LightSpinner />} renderError={lightError} />} />
          <Route path="*" element={<RetryableLazy load={loadBareNotFound} fallback={<LightSpinner />} renderError={lightError} />} />
        </Routes>
        )}
    </LocaleBridge>
  );
});

export default Shell;
