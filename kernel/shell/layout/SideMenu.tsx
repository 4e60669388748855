// The left menu: only non-hidden routes of the active site type the user may open (§2).
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import type { CompiledRoute } from '../../plugin/types';
import { iconOf } from '../icons';
import { menuEntries, selectedMenuKey, type MenuEntry } from './menuModel';

export const SideMenu = observer(function SideMenu({ menu, routes, collapsed }: { menu: CompiledRoute[]; routes: CompiledRoute[]; collapsed: boolean }) {
  const i18n = useService(TOKENS.i18n);
  const location = useLocation();
  const navigate = useNavigate();
  const entries = useMemo(() => menuEntries(menu), [menu]);
  const selected = selectedMenuKey(routes, location.pathname, location.search);
  const owner = entries.find((e) => e.children?.some((c) => c.key === selected))?.key;
  const [openKeys, setOpenKeys] = useState<string[]>(owner ? [owner] : []);

  useEffect(() => {
    if (owner) setOpenKeys((keys) => (keys.includes(owner) ? keys : [...keys, owner]));
  }, [owner]);

  const toItem = (entry: MenuEntry): NonNullable<MenuProps['items']>[number] => ({
    key: entry.key,
    icon: iconOf(entry.icon),
    label: entry.title ? i18n.t(entry.title) : entry.key,
    children: entry.children?.map(toItem),
  });

  return (
    <nav aria-label={i18n.t('kernel.menu.label')}>
      <Menu
        mode="inline"
        className="console-menu"
        items={entries.map(toItem)}
        selectedKeys={[selected]}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={(keys) => setOpenKeys(keys as string[])}
        onClick={({ key }) => navigate(key)}
      />
    </nav>
  );
});
