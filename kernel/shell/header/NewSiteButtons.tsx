// New Chinese-site and foreign-site buttons: demonstration accounts and missing entitlements get
// the §8 messages (agent type 1 gives a buy link); otherwise the create page opens.
import { Button, Space } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';

export const NewSiteButtons = observer(function NewSiteButtons() {
  const site = useService(TOKENS.site);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'zh' | 'en' | null>(null);

  const start = async (kind: 'zh' | 'en') => {
    setBusy(kind);
    try {
      const check = await site.checkCreateSite(kind);
      if (check.allowed) {
        navigate(kind === 'zh' ? '/createZh' : '/createZh?type=en');
        return;
      }
      if (check.buyUrl) {
        const buy = await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: check.message, okText: i18n.t('kernel.header.buy') });
        if (buy) window.open(check.buyUrl, '_blank', 'noopener,noreferrer');
      } else {
        notifier.warning(check.message);
      }
    } catch {
      // The HttpService already told the user.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space size="small">
      <Button size="small" icon={<PlusOutlined />} loading={busy === 'zh'} onClick={() => start('zh')}>
        {i18n.t('kernel.header.newZhSite')}
      </Button>
      <Button size="small" icon={<PlusOutlined />} loading={busy === 'en'} onClick={() => start('en')}>
        {i18n.t('kernel.header.newEnSite')}
      </Button>
    </Space>
  );
});
