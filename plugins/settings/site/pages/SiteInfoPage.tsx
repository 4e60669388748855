// /zhSetting/site (网站信息, key site_setting): name (with the link to SEO's 全站TKD), logo, favicon
// (gallery or upload), copyright, 备案号, 公安备案号, the statistics code (shown as text in a
// textarea, never run here) and 关闭网站 (asked first). 保存 is click-guarded; a refusal marks its field.
import { Alert, Button, Card, Form, Input, Switch, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { TOKENS, useClickGuard, useService, useT } from '../../../../kernel';
import { SITE_INFO_LIMITS, SITE_TKD_PATH, type SiteInfo } from '../../../../shared/domain/settings/site';
import { PictureField } from '../components/PictureField';
import { SITE_INFO_STORE } from '../tokens';
import '../components/site.css';

const SiteInfoForm = observer(function SiteInfoForm({ info }: { info: SiteInfo }) {
  const t = useT();
  const store = useService(SITE_INFO_STORE);
  const notifier = useService(TOKENS.notifier);
  const guard = useClickGuard();
  const [form] = Form.useForm<SiteInfo>();
  const statsCode = Form.useWatch('statsCode', form) ?? info.statsCode;

  const submit = async (values: SiteInfo) => {
    const outcome = await store.save({ ...info, ...values });
    if (!outcome.ok && outcome.field) form.setFields([{ name: outcome.field as keyof SiteInfo, errors: [outcome.message] }]);
  };
  const save = () => {
    if (!guard.trigger()) return;
    form.submit();
  };
  const toggleClosed = async (closed: boolean) => {
    const sure = await notifier.confirm({ title: t('settings.site.confirmTitle'), content: t(closed ? 'settings.site.info.closeConfirm' : 'settings.site.info.openConfirm'), danger: closed });
    if (sure) form.setFieldValue('closed', closed);
  };
  const upload = async (file: File) => {
    const answer = await store.uploadFavicon({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
    if ('url' in answer) form.setFieldValue('favicon', answer.url);
    else form.setFields([{ name: 'favicon', errors: [answer.ok ? '' : answer.message] }]);
  };

  return (
    <Form form={form} className="site-form" labelCol={{ flex: '120px' }} initialValues={info} onFinish={(v) => void submit(v)} aria-label={t('settings.site.info.title')}>
      <Form.Item name="name" label={t('settings.site.info.name')} required extra={<span>{t('settings.site.info.tkdHint')} <Link to={SITE_TKD_PATH}>{t('settings.site.info.tkdLink')}</Link> {t('settings.site.info.tkdHintEnd')}</span>}>
        <Input maxLength={SITE_INFO_LIMITS.name} showCount placeholder={t('settings.site.info.namePlaceholder')} aria-label={t('settings.site.info.name')} />
      </Form.Item>
      <Form.Item name="logo" label={t('settings.site.info.logo')}>
        <PictureField label={t('settings.site.info.logo')} size={96} />
      </Form.Item>
      <Form.Item name="favicon" label={t('settings.site.info.favicon')} extra={t('settings.site.info.faviconHelp')}>
        <PictureField label={t('settings.site.info.favicon')} size={48} extra={
          <Upload accept=".ico,.png,.svg,image/x-icon,image/png,image/svg+xml" showUploadList={false} beforeUpload={(file) => { void upload(file); return false; }}>
            <Button loading={store.uploading}>{t('settings.site.info.upload')}</Button>
          </Upload>
        } />
      </Form.Item>
      <Form.Item name="copyright" label={t('settings.site.info.copyright')}>
        <Input maxLength={SITE_INFO_LIMITS.copyright} placeholder={t('settings.site.info.copyrightPlaceholder')} aria-label={t('settings.site.info.copyright')} />
      </Form.Item>
      <Form.Item name="icp" label={t('settings.site.info.icp')}>
        <Input maxLength={SITE_INFO_LIMITS.icp} placeholder={t('settings.site.info.icpPlaceholder')} aria-label={t('settings.site.info.icp')} />
      </Form.Item>
      <Form.Item name="police" label={t('settings.site.info.police')}>
        <Input maxLength={SITE_INFO_LIMITS.police} placeholder={t('settings.site.info.policePlaceholder')} aria-label={t('settings.site.info.police')} />
      </Form.Item>
      <Form.Item name="statsCode" label={t('settings.site.info.statsCode')}
        extra={`${t('settings.site.info.statsHelp')}　${t('settings.site.info.statsCount', { count: statsCode.length, max: SITE_INFO_LIMITS.statsCode })}`}>
        <Input.TextArea className="site-stats" autoSize={{ minRows: 4, maxRows: 12 }} maxLength={SITE_INFO_LIMITS.statsCode} spellCheck={false} aria-label={t('settings.site.info.statsCode')} />
      </Form.Item>
      <Form.Item name="closed" label={t('settings.site.info.closed')} valuePropName="checked" extra={t('settings.site.info.closedHelp')}
        getValueFromEvent={() => form.getFieldValue('closed')}>
        <Switch aria-label={t('settings.site.info.closed')} onChange={(on) => void toggleClosed(on)} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" onClick={save} loading={store.saving} disabled={guard.blocked}>{t('settings.site.save')}</Button>
      </Form.Item>
    </Form>
  );
});

const SiteInfoPage = observer(function SiteInfoPage() {
  const t = useT();
  const store = useService(SITE_INFO_STORE);
  useEffect(() => void store.load(), [store]);
  return (
    <Card title={t('settings.site.info.title')} loading={store.loading && !store.info}>
      {store.error && <Alert type="error" showIcon title={t('settings.site.loadFailed', { message: store.error })} action={<Button onClick={() => void store.load()}>{t('settings.site.retry')}</Button>} />}
      {store.info && <SiteInfoForm key={JSON.stringify(store.info)} info={store.info} />}
    </Card>
  );
});

export default SiteInfoPage;
