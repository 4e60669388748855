// The breadcrumb, hidden on home pages and the pages §2 lists.
import { Breadcrumb } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import type { CompiledRoute } from '../../plugin/types';
import { KERNEL_PAGES } from '../routing/useAccessibleRoutes';
import { breadcrumbTrail } from './menuModel';
import { pageTitleOf } from '../hooks/usePageTitle';

export const Breadcrumbs = observer(function Breadcrumbs({ routes }: { routes: CompiledRoute[] }) {
  const i18n = useService(TOKENS.i18n);
  const location = useLocation();
  const trail = breadcrumbTrail(routes, location.pathname, KERNEL_PAGES);
  if (!trail) return null;
  const crumbs = trail.map((c) => ({ text: c.title ? i18n.t(c.title) : '', path: c.path }));
  // The last crumb is the page: it may name itself more exactly than its route (usePageTitle).
  const own = pageTitleOf(location.pathname);
  if (own) crumbs[crumbs.length - 1].text = own;
  // A group and its page often read the same (标签管理 / 标签管理): say it once, as the page.
  const distinct = crumbs.filter((c, i) => c.text !== crumbs[i + 1]?.text);
  const items = [{ title: <Link to="/">{i18n.t('kernel.menu.home')}</Link> }, ...distinct.map((c) => ({ title: c.path ? <Link to={c.path}>{c.text}</Link> : c.text }))];
  return <Breadcrumb className="console-breadcrumb" items={items} />;
});
