// §2 layout: header, left menu (192 px, or 140 px in the sidebar menu theme; collapse state and
// theme persisted; fixed with its own scroll),
// breadcrumb and main area; each new page opens at its top, back/forward restore the position.
// Competition mode: no header and a special body class.
import { Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { MENU_WIDTH, MENU_WIDTH_SIDEBAR_THEME } from '../../../shared/domain';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import type { CompiledRoute } from '../../plugin/types';
import { Header } from '../header/Header';
import { UserMenu } from '../header/UserMenu';
import { SideMenu } from './SideMenu';
import { Breadcrumbs } from './Breadcrumbs';
import { useScrollMemory } from '../hooks/useScrollMemory';
import { usePaletteHotkey } from '../palette/usePaletteHotkey';

// Loaded the first time it opens: nobody pays for the palette on the first screen.
// Only users who switched page tabs on load the tab bar (antd Tabs is not in the first screen).
const TabbedOutlet = lazy(() => import(/* webpackChunkName: "shell-tabs" */ '../tabs/TabbedOutlet').then((m) => ({ default: m.TabbedOutlet })));
const CommandPalette = lazy(() => import(/* webpackChunkName: "shell-palette" */ '../palette/CommandPalette'));

export const COMPETITION_BODY_CLASS = 'competition-mode';

export const ConsoleLayout = observer(function ConsoleLayout({ menu, routes, pages }: { menu: CompiledRoute[]; routes: CompiledRoute[]; pages: ReactNode }) {
  const preferences = useService(TOKENS.preferences);
  const competition = preferences.values.isCompetition;
  const collapsed = preferences.values.menuCollapsed;
  const sidebarTheme = preferences.values.menuTheme === 'sidebar';
  const pageTabs = useService(TOKENS.pageTabs);
  // The signed-in user's page tabs, read before the first render so the bar does not flash in.
  useState(() => pageTabs.load());
  const user = useService(TOKENS.session).staff?.loginName;
  useEffect(() => pageTabs.load(), [pageTabs, user]);
  useScrollMemory();
  const [palette, setPalette] = useState<'never' | 'open' | 'closed'>('never');
  const openPalette = useCallback(() => setPalette('open'), []);
  usePaletteHotkey(openPalette);

  useEffect(() => {
    document.body.classList.toggle(COMPETITION_BODY_CLASS, competition);
    return () => document.body.classList.remove(COMPETITION_BODY_CLASS);
  }, [competition]);

  return (
    <Layout className="console-layout">
      {!competition && <Header onOpenPalette={openPalette} />}
      <Layout>
        <Layout.Sider
          width={sidebarTheme ? MENU_WIDTH_SIDEBAR_THEME : MENU_WIDTH}
          collapsible
          collapsed={collapsed}
          onCollapse={(value) => preferences.update({ menuCollapsed: value })}
          theme="light"
          className={sidebarTheme ? 'console-sider console-sider-narrow' : 'console-sider'}
        >
          {/* Competition mode has no header: keep the account menu (and sign-out) reachable. */}
          {competition && (
            <div className="console-sider-account">
              <UserMenu />
            </div>
          )}
          <SideMenu menu={menu} routes={routes} collapsed={collapsed} />
        </Layout.Sider>
        <Layout.Content className="console-main">
          <Breadcrumbs routes={routes} />
          <div className="console-page">
            {pageTabs.enabled ? (
              <Suspense fallback={null}>
                <TabbedOutlet pages={pages} routes={routes} />
              </Suspense>
            ) : (
              <Outlet />
            )}
          </div>
        </Layout.Content>
      </Layout>
      {palette !== 'never' && (
        <Suspense fallback={null}>
          <CommandPalette open={palette === 'open'} onClose={() => setPalette('closed')} />
        </Suspense>
      )}
    </Layout>
  );
});
