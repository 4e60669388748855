// /createZh: creating a site needs a matching entitlement; demonstration accounts are blocked
// (§1, §5, §6). ?type=en creates a foreign site. On success the console switches to the new site: a
// Chinese one goes on to 选择模板 (issue 17), a foreign one to its home.
import { Alert, Button, Card, Form, Input, Result, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Entitlement } from '../../../shared/domain';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import type { CreateSiteCheck } from '../../services/site/types';
import { PageSpinner } from '../routing/PageSpinner';
import { useClickGuard } from '../hooks/useClickGuard';

/** Where a new Chinese site goes next: the sites plugin's template page (a route, not an import). */
const SELECT_TEMPLATE_PATH = '/zhHome/selectTemplate';

interface FormValues {
  siteName: string;
  proId: number;
}

const CreateSitePage = observer(function CreateSitePage() {
  const site = useService(TOKENS.site);
  const session = useService(TOKENS.session);
  const notifier = useService(TOKENS.notifier);
  const navigator = useService(TOKENS.navigator);
  const i18n = useService(TOKENS.i18n);
  const [params] = useSearchParams();
  const kind = params.get('type') === 'en' ? 'en' : 'zh';
  const [check, setCheck] = useState<CreateSiteCheck | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const guard = useClickGuard();

  useEffect(() => {
    setCheck(null);
    site.checkCreateSite(kind).then(setCheck, () => setCheck({ allowed: false, message: i18n.t('kernel.http.network') }));
  }, [site, kind, i18n]);

  if (!check) return <PageSpinner />;
  const title = i18n.t(kind === 'zh' ? 'kernel.header.newZhSite' : 'kernel.header.newEnSite');
  if (!check.allowed) {
    return (
      <Card title={title}>
        <Result
          status="warning"
          title={check.message}
          extra={check.buyUrl ? <Button type="primary" href={check.buyUrl} target="_blank" rel="noopener noreferrer">{i18n.t('kernel.header.buy')}</Button> : undefined}
        />
      </Card>
    );
  }

  const submit = async (values: FormValues) => {
    if (!guard.trigger()) return;
    setSubmitting(true);
    try {
      const created = await site.createSite(kind, values.siteName, values.proId);
      notifier.success(i18n.t('kernel.header.created'));
      if (kind === 'en' || !session.token) {
        session.switchSite(created.id);
        return;
      }
      // The switch /login/checklogin makes (the site active on the server, staff info stored), then
      // a full load of 选择模板, so every service starts again for the new site. Should that fail,
      // the ordinary switch (to the new site's home): the site exists, so never a second creation.
      try {
        await session.completeCheckLogin({ token: session.token, login_name: session.staff?.loginName, domain_id: created.id });
        navigator.assign(SELECT_TEMPLATE_PATH);
      } catch {
        session.switchSite(created.id);
      }
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <Card title={title}>
      <Alert type="info" showIcon className="create-site-hint" title={i18n.t('kernel.create.hint')} />
      <Form<FormValues> form={form} layout="vertical" className="create-site-form" onFinish={submit} initialValues={{ proId: check.entitlements[0]?.ProductRecordID }}>
        <Form.Item name="siteName" label={i18n.t('kernel.header.siteName')} rules={[{ required: true, whitespace: true, message: i18n.t('kernel.header.siteNameRequired') }, { max: 50 }]}>
          <Input maxLength={50} showCount autoFocus />
        </Form.Item>
        <Form.Item name="proId" label={i18n.t('kernel.header.entitlement')} rules={[{ required: true }]}>
          <Select<number> options={check.entitlements.map((e: Entitlement) => ({ value: e.ProductRecordID, label: `${e.name}（${e.ProductRecordID}）` }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting} disabled={guard.blocked}>
          {i18n.t('kernel.header.create')}
        </Button>
      </Form>
    </Card>
  );
});

export default CreateSitePage;
