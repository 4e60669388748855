// /zhContent/capture: gather an article from a public web page into a draft (the server fetches
// it, refusing private and local addresses, and sanitises what it keeps).
import { Alert, Button, Card, Form, Input, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOKENS, useClickGuard, useService } from '../../../kernel';
import { ARTICLE_TYPE_INFO, type ArticleType } from '../../../shared/domain';
import { isValidUrl } from '../../../shared/domain/editor';
import { CategorySelect } from '../components/CategorySelect';
import { CONTENT_API } from '../tokens';
import { useArticleType } from './useArticleType';

const CapturePage = observer(function CapturePage() {
  const api = useService(CONTENT_API);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const guard = useClickGuard();
  const initialType = useArticleType();
  const [form] = Form.useForm<{ url: string; type: ArticleType; category_id: number }>();
  const type = (Form.useWatch('type', form) ?? initialType) as ArticleType;
  const [working, setWorking] = useState(false);
  const t = (key: string) => i18n.t(`content.capture.${key}`);

  const submit = async (values: { url: string; type: ArticleType; category_id: number }) => {
    if (!guard.trigger()) return;
    setWorking(true);
    try {
      const { id } = await api.capture({ url: values.url.trim(), type: values.type, category_id: values.category_id ?? 0 });
      notifier.success(t('done'));
      navigate(`/zhContent/add?type=${values.type}&id=${id}`);
    } catch {
      setWorking(false);
    }
  };

  return (
    <Card title={t('title')} className="content-capture">
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" initialValues={{ type: initialType, category_id: 0, url: '' }} onFinish={submit} style={{ maxWidth: 640 }}>
        <Form.Item name="url" label={t('url')} rules={[{ required: true, validator: async (_, v: string) => (isValidUrl(v ?? '') ? undefined : Promise.reject(new Error(i18n.t('content.edit.invalidUrl')))) }]}>
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="type" label={t('type')}>
          <Select options={ARTICLE_TYPE_INFO.filter((x) => x.type !== 5).map((x) => ({ value: x.type, label: i18n.t(`content.types.${x.type}`) }))} />
        </Form.Item>
        <Form.Item name="category_id" label={t('category')}>
          <CategorySelect type={type} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={working} disabled={guard.blocked}>
          {working ? t('working') : t('submit')}
        </Button>
      </Form>
    </Card>
  );
});

export default CapturePage;
