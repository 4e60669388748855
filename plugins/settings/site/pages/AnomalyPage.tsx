// /zhSetting/anomaly (异常页面, key exception_page): the 404, 500 and 网站已关闭 pages, one tab each —
// title, text, picture, 返回首页 and auto-return seconds (§5 number input) — beside a live preview.
import { Alert, Button, Card, Col, Form, Input, Row, Switch, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useClickGuard, useService, useT } from '../../../../kernel';
import { SITE_PAGE_KINDS, SITE_PAGE_LIMITS, type SiteExceptionPage, type SitePageKind } from '../../../../shared/domain/settings/site';
import { NumberInput } from '../../../../shared/ui/number/NumberInput';
import { PagePreview } from '../components/PagePreview';
import { PictureField } from '../components/PictureField';
import { SITE_PAGES_STORE } from '../tokens';
import '../components/site.css';

const PageForm = observer(function PageForm({ page }: { page: SiteExceptionPage }) {
  const t = useT();
  const store = useService(SITE_PAGES_STORE);
  const guard = useClickGuard();
  const [form] = Form.useForm<SiteExceptionPage>();
  const watched = Form.useWatch([], form) as Partial<SiteExceptionPage> | undefined;
  const live: SiteExceptionPage = { ...page, ...(watched ?? {}), kind: page.kind };
  const save = async () => {
    if (!guard.trigger()) return;
    const outcome = await store.save({ ...page, ...form.getFieldsValue(true), kind: page.kind });
    if (!outcome.ok && outcome.field) form.setFields([{ name: outcome.field as keyof SiteExceptionPage, errors: [outcome.message] }]);
  };
  return (
    <Row gutter={24}>
      <Col xs={24} xl={12}>
        <Form form={form} labelCol={{ flex: '130px' }} initialValues={page} aria-label={t(`settings.site.pages.kind${page.kind}`)}>
          <Form.Item name="title" label={t('settings.site.pages.pageTitle')} required>
            <Input maxLength={SITE_PAGE_LIMITS.title} showCount aria-label={t('settings.site.pages.pageTitle')} />
          </Form.Item>
          <Form.Item name="text" label={t('settings.site.pages.text')}>
            <Input.TextArea maxLength={SITE_PAGE_LIMITS.text} showCount autoSize={{ minRows: 3, maxRows: 6 }} aria-label={t('settings.site.pages.text')} />
          </Form.Item>
          <Form.Item name="image" label={t('settings.site.pages.image')}>
            <PictureField label={t('settings.site.pages.image')} size={96} />
          </Form.Item>
          <Form.Item name="showHomeButton" label={t('settings.site.pages.showHomeButton')} valuePropName="checked">
            <Switch aria-label={t('settings.site.pages.showHomeButton')} />
          </Form.Item>
          {live.showHomeButton && (
            <Form.Item name="buttonText" label={t('settings.site.pages.buttonText')} required>
              <Input maxLength={SITE_PAGE_LIMITS.button} aria-label={t('settings.site.pages.buttonText')} />
            </Form.Item>
          )}
          <Form.Item label={t('settings.site.pages.autoReturn')} extra={t('settings.site.pages.autoReturnHelp')}>
            <Form.Item name="autoReturnSeconds" noStyle trigger="onCommit" valuePropName="value">
              <NumberInput value={live.autoReturnSeconds} min={0} max={SITE_PAGE_LIMITS.autoReturnMax} maxLength={2} suffix={t('settings.site.pages.seconds')} onCommit={() => undefined} aria-label={t('settings.site.pages.autoReturn')} className="site-seconds" />
            </Form.Item>
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Button type="primary" onClick={() => void save()} loading={store.saving} disabled={guard.blocked}>{t('settings.site.save')}</Button>
          </Form.Item>
        </Form>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" type="inner" title={t('settings.site.pages.preview')}>
          <PagePreview page={live} />
        </Card>
      </Col>
    </Row>
  );
});

const AnomalyPage = observer(function AnomalyPage() {
  const t = useT();
  const store = useService(SITE_PAGES_STORE);
  const [kind, setKind] = useState<SitePageKind>('404');
  useEffect(() => void store.load(), [store]);
  const page = store.page(kind);
  return (
    <Card title={t('settings.site.pages.title')} loading={store.loading && !store.loaded}>
      {store.error && <Alert type="error" showIcon title={t('settings.site.loadFailed', { message: store.error })} action={<Button onClick={() => void store.load()}>{t('settings.site.retry')}</Button>} />}
      <Tabs activeKey={kind} onChange={(k) => setKind(k as SitePageKind)} items={SITE_PAGE_KINDS.map((k) => ({ key: k, label: t(`settings.site.pages.kind${k}`) }))} />
      {page && <PageForm key={`${kind}:${JSON.stringify(page)}`} page={page} />}
    </Card>
  );
});

export default AnomalyPage;
