// /seoSetting/anchorTextSetting: whether anchors are applied, to which records, how many links per
// record, each word once, new window, nofollow outside the site. Checked with the shared rule.
import { Alert, Button, Card, Checkbox, Form, InputNumber, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOKENS, useClickGuard, useService } from '../../../../kernel';
import { ANCHOR_LIMITS, ANCHOR_MSG, type AnchorSettings } from '../../../../shared/domain';
import { ANCHOR_STORE } from '../../tokens';

interface Fields extends Omit<AnchorSettings, 'articles' | 'products'> {
  applyTo: ('articles' | 'products')[];
}

const AnchorSettingPage = observer(function AnchorSettingPage() {
  const store = useService(ANCHOR_STORE);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string) => i18n.t(`seo.anchors.settings.${key}`);
  const [form] = Form.useForm<Fields>();
  const guard = useClickGuard();
  const settings = store.settings;

  useEffect(() => {
    void store.loadSettings();
  }, [store]);

  useEffect(() => {
    if (!settings) return;
    const { articles, products, ...rest } = settings;
    form.setFieldsValue({ ...rest, applyTo: [...(articles ? ['articles' as const] : []), ...(products ? ['products' as const] : [])] });
  }, [settings, form]);

  if (store.settingsError) {
    return <Alert type="error" showIcon title={i18n.t('seo.anchors.loadFailed', { message: store.settingsError })} action={<Button onClick={() => store.loadSettings()}>{i18n.t('seo.anchors.retry')}</Button>} />;
  }

  const save = (values: Fields) => {
    if (!guard.trigger()) return;
    const { applyTo, ...rest } = values;
    void store.saveSettings({ ...rest, articles: applyTo.includes('articles'), products: applyTo.includes('products') });
  };

  return (
    <Card title={t('title')} loading={!settings}>
      <Form<Fields> form={form} labelCol={{ flex: '200px' }} onFinish={save} style={{ maxWidth: 640 }}>
        <Form.Item name="enabled" label={t('enabled')} valuePropName="checked"><Switch /></Form.Item>
        <Form.Item name="applyTo" label={t('applyTo')}>
          <Checkbox.Group options={[{ label: t('articles'), value: 'articles' }, { label: t('products'), value: 'products' }]} />
        </Form.Item>
        <Form.Item name="max_per_record" label={t('maxPerRecord')} extra={t('maxHelp')}
          rules={[{ required: true, type: 'integer', min: ANCHOR_LIMITS.perRecordMin, max: ANCHOR_LIMITS.perRecordMax, message: ANCHOR_MSG.perRecordInvalid }]}>
          <InputNumber min={ANCHOR_LIMITS.perRecordMin} max={ANCHOR_LIMITS.perRecordMax} precision={0} />
        </Form.Item>
        <Form.Item name="once_per_word" label={t('oncePerWord')} valuePropName="checked"><Switch /></Form.Item>
        <Form.Item name="new_window" label={t('newWindow')} valuePropName="checked"><Switch /></Form.Item>
        <Form.Item name="nofollow_external" label={t('nofollow')} valuePropName="checked"><Switch /></Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={store.saving}>{t('save')}</Button>
        </Form.Item>
      </Form>
    </Card>
  );
});

export default AnchorSettingPage;
