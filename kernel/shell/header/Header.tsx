// §2 header: title by site type, site switcher, language switcher (foreign sites), new-site
// buttons, the plugins' header buttons (网站二维码), background tasks, message centre, company logo, account info, help link, user menu.
import { Layout, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { isForeignSiteType } from '../../../shared/domain';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { Brand } from './Brand';
import { SiteSwitcher } from './SiteSwitcher';
import { SiteLanguageSwitcher } from './SiteLanguageSwitcher';
import { NewSiteButtons } from './NewSiteButtons';
import { MessageCenter } from './MessageCenter';
import { TaskCenter } from './TaskCenter';
import { HelpLink } from './HelpLink';
import { UserMenu } from './UserMenu';
import { PaletteButton } from './PaletteButton';
import { HeaderActions } from './HeaderActions';

export const Header = observer(function Header({ onOpenPalette }: { onOpenPalette(): void }) {
  const site = useService(TOKENS.site);
  return (
    <Layout.Header className="console-header">
      <Brand />
      <SiteSwitcher />
      <div className="console-header-spacer" />
      <Space size="middle" className="console-header-actions">
        <PaletteButton onOpen={onOpenPalette} />
        {isForeignSiteType(site.siteType) && <SiteLanguageSwitcher />}
        <NewSiteButtons />
        <HeaderActions />
        <TaskCenter />
        <MessageCenter />
        <HelpLink />
        <UserMenu />
      </Space>
    </Layout.Header>
  );
});
