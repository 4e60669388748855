// One route per accessible descriptor (redirects included), the shell's own pages, and the
// unmatched fallback — all inside the console layout.
import { observer } from 'mobx-react-lite';
import { Navigate, Route, Routes } from 'react-router-dom';
import { homePathOf } from '../../../shared/domain';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { ConsoleLayout } from '../layout/ConsoleLayout';
import { PageHost } from './PageHost';
import { Unmatched } from './Unmatched';
import { useAccessibleRoutes } from './useAccessibleRoutes';
import { RetryableLazy } from './RetryableLazy';
import { PageSpinner } from './PageSpinner';
import { PageFailedResult } from '../pages/LazyResults';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

const loadAllMessages = () => import(/* webpackChunkName: "page-all-messages" */ '../pages/AllMessagesPage');
const loadForbidden = () => import(/* webpackChunkName: "page-status" */ '../pages/StatusPages').then((m) => ({ default: m.ForbiddenPage }));
const loadNotFound = () => import(/* webpackChunkName: "page-status" */ '../pages/StatusPages').then((m) => ({ default: () => <m.NotFoundPage /> }));
const loadCreateSite = () => import(/* webpackChunkName: "page-create-site" */ '../pages/CreateSitePage');

function KernelPage({ load, name }: { load: () => Promise<{ default: React.ComponentType }>; name: string }) {
  return <RetryableLazy load={load} fallback={<PageSpinner />} renderError={(error, retry) => <PageFailedResult name={name} error={error} onRetry={retry} />} />;
}

/** A page of the shell itself (all messages, new site): titled like a plugin's page. */
function TitledKernelPage(props: { load: () => Promise<{ default: React.ComponentType }>; name: string }) {
  useDocumentTitle(props.name);
  return <KernelPage {...props} />;
}

export const ShellRoutes = observer(function ShellRoutes() {
  const site = useService(TOKENS.site);
  const i18n = useService(TOKENS.i18n);
  const { tree, flat } = useAccessibleRoutes();
  // The console's pages, once: the layout renders them through its outlet, or per page tab.
  const pages = (
    <>
      <Route path="/" element={<Navigate to={homePathOf(site.siteType)} replace />} />
      <Route path="/403" element={<KernelPage load={loadForbidden} name="403" />} />
      <Route path="/404" element={<KernelPage load={loadNotFound} name="404" />} />
      <Route path="/message/allMessage" element={<TitledKernelPage load={loadAllMessages} name={i18n.t('kernel.messages.title')} />} />
      <Route path="/createZh" element={<TitledKernelPage load={loadCreateSite} name={i18n.t('kernel.header.createTitle')} />} />
      {flat.map((route) =>
        route.page ? (
          <Route key={route.fullPath} path={route.fullPath} element={<PageHost route={route} />} />
        ) : route.redirect ? (
          <Route key={route.fullPath} path={route.fullPath} element={<Navigate to={route.redirect} replace />} />
        ) : null,
      )}
      <Route path="*" element={<Unmatched />} />
    </>
  );
  return (
    <Routes>
      <Route element={<ConsoleLayout menu={tree} routes={flat} pages={pages} />}>{pages}</Route>
    </Routes>
  );
});

