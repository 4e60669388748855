// Renders one plugin page: the plugin's failure page if its module failed, else the lazy page
// inside Suspense and an error boundary that names the plugin (DESIGN §3 isolation).
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import type { CompiledRoute } from '../../plugin/types';
import { PageFailedResult, PluginFailedResult } from '../pages/LazyResults';
import { RetryableLazy } from './RetryableLazy';
import { PageSpinner } from './PageSpinner';
import { shellMemory } from './shellMemory';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { pageTitleOf } from '../hooks/usePageTitle';

export const PageHost = observer(function PageHost({ route }: { route: CompiledRoute }) {
  const plugins = useService(TOKENS.plugins);
  const i18n = useService(TOKENS.i18n);
  const status = plugins.status(route.pluginId);
  const pluginName = status ? i18n.t(status.title) : route.pluginId;
  const title = route.title ? i18n.t(route.title) : pluginName;
  const { pathname } = useLocation();

  useEffect(() => {
    // The plugin's module and strings load the first time one of its pages opens.
    if (status?.state === 'inactive') void plugins.activate(route.pluginId);
  }, [plugins, route.pluginId, status?.state]);

  useEffect(() => {
    shellMemory.lastMatchedPath = window.location.pathname + window.location.search;
  });
  // The page may name itself more exactly than its route (usePageTitle).
  useDocumentTitle(pageTitleOf(pathname) ?? title);

  if (status?.state === 'failed' || status?.state === 'refused') return <PluginFailedResult name={pluginName} detail={status.error} />;
  if (status?.state === 'inactive' || status?.state === 'loading' || !route.page) return <PageSpinner />;
  return (
    <RetryableLazy
      key={route.fullPath}
      load={route.page}
      fallback={<PageSpinner />}
      renderError={(error, retry) => <PageFailedResult name={`${pluginName} / ${title}`} error={error} onRetry={retry} />}
    />
  );
});
