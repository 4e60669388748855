// 邮件设置 (/zhSetting/email, email_setting): the mail settings with 发送测试邮件, the templates and the send log.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOKENS, useService } from '../../../../kernel';
import { MailSettingsCard } from '../components/MailSettingsCard';
import { SendLogCard } from '../components/SendLogCard';
import { TemplatesCard } from '../components/TemplatesCard';
import { MAIL_SETTINGS } from '../tokens';
import '../messaging.css';

const EmailPage = observer(function EmailPage() {
  const store = useService(MAIL_SETTINGS);
  const site = useService(TOKENS.site);
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <div className="messaging-page">
      <MailSettingsCard store={store} />
      <TemplatesCard channel="mail" rows={store.templates} siteName={site.home?.site_name ?? ''}
        onSave={(target, values) => store.saveTemplate(target.template.code, values.subject, values.body)} />
      <SendLogCard log={store.log} />
    </div>
  );
});

export default EmailPage;
