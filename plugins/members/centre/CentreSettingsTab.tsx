// 会员中心设置 (the vipManagement page's third tab, issue 13 §5): 注册设置, 登录设置, 隐私协议 and 短信权益,
// each its own form saved by itself, plus the addresses of the site's member pages for its navigation.
// A section reloads whenever it is opened, as another section's save may change what it offers.
import { Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useService, useT } from '../../../kernel';
import { LoginSection } from './sections/LoginSection';
import { PrivacySection } from './sections/PrivacySection';
import { PublicLinks } from './sections/PublicLinks';
import { RegisterSection } from './sections/RegisterSection';
import { SmsSection } from './sections/SmsSection';
import type { CentreSection } from './store/CentreSettingsStore';
import { CENTRE_SETTINGS } from './tokens';
import './centre.css';

const CentreSettingsTab = observer(function CentreSettingsTab() {
  const t = useT();
  const store = useService(CENTRE_SETTINGS);
  const [active, setActive] = useState<CentreSection>('register');
  // Hidden sections are unmounted, so a section loads afresh each time it is opened (SectionFrame).
  const open = (key: string) => setActive(key as CentreSection);
  const items = [
    { key: 'register', label: t('members.centre.tabs.register'), children: <RegisterSection store={store} /> },
    { key: 'login', label: t('members.centre.tabs.login'), children: <LoginSection store={store} /> },
    { key: 'privacy', label: t('members.centre.tabs.privacy'), children: <PrivacySection store={store} /> },
    { key: 'sms', label: t('members.centre.tabs.sms'), children: <SmsSection store={store} /> },
  ];
  return (
    <div className="centre-settings">
      <Tabs activeKey={active} onChange={open} items={items} destroyOnHidden size="small" />
      <PublicLinks siteId={store.register.data?.siteId ?? null} />
    </div>
  );
});

export default CentreSettingsTab;
