// 短信设置 (/zhSetting/shortMessage, sms_setting): the SMS settings with 发送测试短信, the templates and the send log.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOKENS, useService } from '../../../../kernel';
import { SendLogCard } from '../components/SendLogCard';
import { SmsSettingsCard } from '../components/SmsSettingsCard';
import { TemplatesCard } from '../components/TemplatesCard';
import { SMS_SETTINGS } from '../tokens';
import '../messaging.css';

const ShortMessagePage = observer(function ShortMessagePage() {
  const store = useService(SMS_SETTINGS);
  const site = useService(TOKENS.site);
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <div className="messaging-page">
      <SmsSettingsCard store={store} />
      <TemplatesCard channel="sms" rows={store.templates} siteName={site.home?.site_name ?? ''} signature={store.answer?.config.signature}
        readOnly={!store.configured}
        onSave={(target, values) => store.saveTemplate(target.template.code, values.body, values.templateId)} />
      <SendLogCard log={store.log} />
    </div>
  );
});

export default ShortMessagePage;
