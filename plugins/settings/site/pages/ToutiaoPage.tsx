// /zhSetting/jrttyzm and /applicationCenter/jrttyzm (头条验证, key app_ttyz or app_center): the
// verification file's name and text (safe name, ≤ 1 KB), the addresses it is served at, 删除 (asked).
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useClickGuard, useService, useT } from '../../../../kernel';
import { siteUtf8Bytes, SITE_TOUTIAO_LIMITS, type SiteToutiaoAnswer } from '../../../../shared/domain/settings/site';
import { SITE_TOUTIAO_STORE } from '../tokens';
import '../components/site.css';

const ToutiaoForm = observer(function ToutiaoForm({ file }: { file: SiteToutiaoAnswer }) {
  const t = useT();
  const store = useService(SITE_TOUTIAO_STORE);
  const guard = useClickGuard();
  const [form] = Form.useForm<{ fileName: string; content: string }>();
  const content = Form.useWatch('content', form) ?? file.content;
  const save = async () => {
    if (!guard.trigger()) return;
    const values = form.getFieldsValue();
    const outcome = await store.save(values.fileName ?? '', values.content ?? '');
    if (!outcome.ok && outcome.field) form.setFields([{ name: outcome.field as 'fileName', errors: [outcome.message] }]);
  };
  return (
    <Form form={form} className="site-form" labelCol={{ flex: '120px' }} initialValues={{ fileName: file.fileName, content: file.content }}>
      <Form.Item name="fileName" label={t('settings.site.toutiao.fileName')} required>
        <Input maxLength={SITE_TOUTIAO_LIMITS.fileName} placeholder={t('settings.site.toutiao.fileNamePlaceholder')} aria-label={t('settings.site.toutiao.fileName')} />
      </Form.Item>
      <Form.Item name="content" label={t('settings.site.toutiao.content')} required
        extra={t('settings.site.toutiao.bytes', { count: siteUtf8Bytes(content), max: SITE_TOUTIAO_LIMITS.contentBytes })}>
        <Input.TextArea className="site-record" autoSize={{ minRows: 3, maxRows: 8 }} aria-label={t('settings.site.toutiao.content')} spellCheck={false} />
      </Form.Item>
      {file.fileName && (
        <Form.Item label={t('settings.site.toutiao.servedAt')}>
          {file.urls.length ? <Space orientation="vertical" size={2}>{file.urls.map((u) => <Typography.Link key={u} href={u} target="_blank" rel="noopener noreferrer" copyable>{u}</Typography.Link>)}</Space>
            : <span style={{ color: '#999' }}>{t('settings.site.toutiao.noDomain')}</span>}
        </Form.Item>
      )}
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" onClick={() => void save()} loading={store.saving} disabled={guard.blocked}>{t('settings.site.save')}</Button>
          {file.fileName && <Button danger onClick={() => void store.remove()}>{t('settings.site.toutiao.remove')}</Button>}
        </Space>
      </Form.Item>
    </Form>
  );
});

const ToutiaoPage = observer(function ToutiaoPage() {
  const t = useT();
  const store = useService(SITE_TOUTIAO_STORE);
  useEffect(() => void store.load(), [store]);
  return (
    <Card title={t('settings.site.toutiao.title')} loading={store.loading && !store.file}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('settings.site.toutiao.help')} />
      {store.error && <Alert type="error" showIcon title={t('settings.site.loadFailed', { message: store.error })} action={<Button onClick={() => void store.load()}>{t('settings.site.retry')}</Button>} />}
      {store.file && <ToutiaoForm key={JSON.stringify(store.file)} file={store.file} />}
    </Card>
  );
});

export default ToutiaoPage;
