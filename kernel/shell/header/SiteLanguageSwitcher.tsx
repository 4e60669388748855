// Language switcher for foreign sites: picks which language version is being managed; the
// choice is saved on the server and the console reloads (§4).
import { Dropdown } from 'antd';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { SiteLanguages } from '../../../shared/domain';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';

export const SiteLanguageSwitcher = observer(function SiteLanguageSwitcher() {
  const site = useService(TOKENS.site);
  const i18n = useService(TOKENS.i18n);
  const [languages, setLanguages] = useState<SiteLanguages | null>(null);

  useEffect(() => {
    site.languages().then(setLanguages, () => setLanguages(null));
  }, [site]);

  if (!languages || languages.list.length === 0) return null;
  const current = languages.list.find((l) => l.code === languages.current);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [languages.current],
        items: languages.list.map((l) => ({ key: l.code, label: l.name })),
        onClick: ({ key }) => {
          if (key !== languages.current) void site.setLanguage(key);
        },
      }}
    >
      <button type="button" className="header-link" aria-label={i18n.t('kernel.header.language')} data-testid="site-language">
        <GlobalOutlined /> {current?.name ?? languages.current}
      </button>
    </Dropdown>
  );
});
