// The page-tab bar (多页签) and its pages. Each tab renders the shell's routes at its own address
// (<Routes location>), and every tab opened in this session stays mounted while hidden, so its
// filters, scroll and unsaved input are there when the user comes back. The address bar always
// shows the active tab's URL, so a tab stays shareable.
import DownOutlined from '@ant-design/icons/DownOutlined';
import { Button, Dropdown, Tabs } from 'antd';
import type { MenuProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Routes, useLocation, useNavigate, useNavigationType, type Location } from 'react-router-dom';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import type { CompiledRoute } from '../../plugin/types';
import { findRoute } from '../layout/menuModel';
import { KERNEL_PAGES } from '../routing/useAccessibleRoutes';
import { pageTitleOf } from '../hooks/usePageTitle';
import './tabs.css';

export const TabbedOutlet = observer(function TabbedOutlet({ pages, routes }: { pages: ReactNode; routes: readonly CompiledRoute[] }) {
  const tabs = useService(TOKENS.pageTabs);
  const i18n = useService(TOKENS.i18n);
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const key = location.pathname + location.search;
  // Tabs whose page has been shown in this session, at the location it was shown with.
  const [mounted, setMounted] = useState<ReadonlyMap<string, Location>>(new Map());
  const scrolls = useRef(new Map<string, number>());

  const routeTitle = (pathname: string) => {
    const title = findRoute(routes, pathname)?.title ?? KERNEL_PAGES.find((p) => p.fullPath === pathname)?.title;
    return title ? i18n.t(title) : pathname;
  };

  useLayoutEffect(() => {
    const replaced = navigationType === 'REPLACE' ? tabs.activeKey : undefined;
    const wasMounted = mounted.has(key);
    tabs.visit(location, pageTitleOf(location.pathname) ?? routeTitle(location.pathname), navigationType === 'REPLACE');
    setMounted((previous) => {
      const next = new Map(previous);
      if (replaced && replaced !== key && !tabs.tabs.some((t) => t.key === replaced)) next.delete(replaced);
      if (!next.has(key)) next.set(key, location);
      return next;
    });
    // A tab brought back shows where its page was; the shell's scroll memory has put a new page at the top.
    const saved = scrolls.current.get(key);
    if (wasMounted && saved !== undefined) requestAnimationFrame(() => window.scrollTo(0, saved));
    const tab = tabs.tabs.find((t) => t.key === key);
    if (wasMounted && tab) document.title = `${tab.title} - ${i18n.t('kernel.app.title')}`;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  // The active tab's scroll position, as the user scrolls.
  useEffect(() => {
    const track = () => scrolls.current.set(key, window.scrollY);
    window.addEventListener('scroll', track, { passive: true });
    return () => window.removeEventListener('scroll', track);
  }, [key]);

  // A page that names itself (添加新闻) names its tab too.
  const named = pageTitleOf(location.pathname);
  useEffect(() => {
    if (named) tabs.retitle(key, named);
  }, [named, key, tabs]);

  const go = (tab: { pathname: string; search: string } | undefined) => tab && navigate(tab.pathname + tab.search);
  const close = (tabKey: string) => {
    const next = tabs.close(tabKey);
    scrolls.current.delete(tabKey);
    if (next) navigate(next.pathname + next.search, { replace: true });
  };
  const actions = (tabKey: string): MenuProps => ({
    items: [
      { key: 'close', label: i18n.t('kernel.tabs.close'), disabled: tabs.tabs.length <= 1 },
      { key: 'others', label: i18n.t('kernel.tabs.closeOthers'), disabled: tabs.tabs.length <= 1 },
      { key: 'reopen', label: i18n.t('kernel.tabs.reopen'), disabled: tabs.closed.length === 0 },
    ],
    onClick: ({ key: action }) => {
      if (action === 'close') close(tabKey);
      else if (action === 'others') {
        tabs.closeOthers(tabKey);
        if (tabKey !== key) go(tabs.tabs[0]);
      } else go(tabs.reopen());
    },
  });

  const open = new Set(tabs.tabs.map((t) => t.key));
  return (
    <>
      <Tabs
        className="console-page-tabs"
        type="editable-card"
        size="small"
        hideAdd
        activeKey={key}
        onChange={(tabKey) => go(tabs.tabs.find((t) => t.key === tabKey))}
        onEdit={(tabKey, action) => action === 'remove' && typeof tabKey === 'string' && close(tabKey)}
        items={tabs.tabs.map((tab) => ({
          key: tab.key,
          closable: tabs.tabs.length > 1,
          label: (
            <Dropdown menu={actions(tab.key)} trigger={['contextMenu']}>
              <span className="console-page-tab" title={tab.title}>
                {tab.title}
              </span>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={
          <Dropdown menu={actions(key)} trigger={['click']} placement="bottomRight">
            <Button type="text" size="small" icon={<DownOutlined />} aria-label={i18n.t('kernel.tabs.more')} />
          </Dropdown>
        }
      />
      {[...mounted].filter(([tabKey]) => open.has(tabKey) || tabKey === key).map(([tabKey, at]) => (
        <div key={tabKey} className="console-tab-pane" hidden={tabKey !== key}>
          <Routes location={at}>{pages}</Routes>
        </div>
      ))}
    </>
  );
});
