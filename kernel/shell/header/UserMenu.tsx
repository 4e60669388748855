// Account info and the user menu: account details, interface language, page tabs, the menu theme
// (192 or 140 px), the build date, sign out (confirmed).
import { Avatar, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import type { Locale } from '../../services/i18n/types';
import { RetryableLazy } from '../routing/RetryableLazy';
import { CONSOLE_BUILD_DATE } from '../../../shared/domain';
import type { MenuTheme } from '../../services/preferences/types';

const loadAccountInfo = () => import(/* webpackChunkName: "dialog-account-info" */ './AccountInfoDialog');

export const UserMenu = observer(function UserMenu() {
  const session = useService(TOKENS.session);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const [showAccount, setShowAccount] = useState(false);
  const staff = session.staff;
  const pageTabs = useService(TOKENS.pageTabs);
  const preferences = useService(TOKENS.preferences);
  const menuTheme = preferences.values.menuTheme;

  const items: MenuProps['items'] = [
    { key: 'account', label: i18n.t('kernel.header.account') },
    {
      key: 'locale',
      label: i18n.t('kernel.header.uiLanguage'),
      children: [
        { key: 'locale:zh-CN', label: '简体中文' },
        { key: 'locale:en-US', label: 'English' },
      ],
    },
    { key: 'tabs', label: i18n.t(pageTabs.enabled ? 'kernel.tabs.disable' : 'kernel.tabs.enable') },
    {
      key: 'menuTheme',
      label: i18n.t('kernel.header.menuTheme'),
      children: (['default', 'sidebar'] as MenuTheme[]).map((theme) => ({
        key: `menuTheme:${theme}`,
        label: `${i18n.t(`kernel.header.menuThemes.${theme}`)}${theme === menuTheme ? ' ✓' : ''}`,
      })),
    },
    { type: 'divider' },
    { key: 'signout', label: i18n.t('kernel.header.signOut'), danger: true },
    { type: 'divider' },
    { key: 'build', label: <span className="user-menu-build">{i18n.t('kernel.header.buildDate', { date: CONSOLE_BUILD_DATE })}</span>, disabled: true },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'account') setShowAccount(true);
    else if (key === 'tabs') pageTabs.setEnabled(!pageTabs.enabled);
    else if (key.startsWith('menuTheme:')) preferences.update({ menuTheme: key.slice(10) as MenuTheme });
    else if (key.startsWith('locale:')) await i18n.setLocale(key.slice(7) as Locale);
    else if (key === 'signout') {
      const ok = await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: i18n.t('kernel.header.signOutConfirm') });
      if (ok) await session.logout();
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick, selectable: false }} trigger={['click']} placement="bottomRight">
        <button type="button" className="user-menu-trigger" data-testid="user-menu">
          <Avatar size="small" src={staff?.avatarUrl || undefined} icon={<UserOutlined />} />
          <span className="user-menu-name">{staff?.nickName ?? staff?.loginName ?? ''}</span>
        </button>
      </Dropdown>
      {showAccount && <RetryableLazy load={loadAccountInfo} props={{ onClose: () => setShowAccount(false) }} fallback={null} renderError={() => null} />}
    </>
  );
});
