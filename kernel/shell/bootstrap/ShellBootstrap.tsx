// §2 route behaviour 2: with a session but no permission routes loaded, fetch them (with the home
// data that decides the site type, see shellData) before any route renders; then keep the session
// alive.
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useContainer, useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { HttpError } from '../../services/http/types';
import { PageSpinner } from '../routing/PageSpinner';
import { PageFailedResult } from '../pages/LazyResults';
import { takeShellData } from './shellData';

type State = { phase: 'loading' } | { phase: 'ready' } | { phase: 'failed'; message: string };

export const ShellBootstrap = observer(function ShellBootstrap({ children }: { children: ReactNode }) {
  const container = useContainer();
  const session = useService(TOKENS.session);
  const site = useService(TOKENS.site);
  const permission = useService(TOKENS.permission);
  const messages = useService(TOKENS.messages);
  const i18n = useService(TOKENS.i18n);
  const [state, setState] = useState<State>(permission.loaded && site.home ? { phase: 'ready' } : { phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        // Usually already on its way (warmUp started it with the shell's chunks).
        await takeShellData(container);
        if (!cancelled) setState({ phase: 'ready' });
        // Not needed for the first paint: the header fills these in when they arrive.
        void session.loadPlatform();
        site.loadSites().catch(() => undefined);
        messages.refreshPreview().catch(() => undefined);
      } catch (error) {
        // 401/403 already redirected through the HttpService; anything else gets a retry.
        if (!cancelled) setState({ phase: 'failed', message: error instanceof HttpError ? error.message : i18n.t('kernel.http.network') });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [attempt, container, session, site, messages, i18n]);

  useEffect(() => session.startWatching(), [session]);

  if (state.phase === 'loading') return <PageSpinner />;
  if (state.phase === 'failed') {
    const retry = () => {
      setState({ phase: 'loading' });
      setAttempt((n) => n + 1);
    };
    return <PageFailedResult name={i18n.t('kernel.app.title')} error={new Error(state.message)} onRetry={retry} />;
  }
  return <>{children}</>;
});
