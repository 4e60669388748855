// /seoSetting/sitemap: sitemap address and status, its options, generation, and its addresses.
import { Alert, Button, Card, Descriptions, Empty, Form, Select, Space, Switch, Table } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import dayjs from 'dayjs';
import { TOKENS, useClickGuard, useService } from '../../../kernel';
import { SITEMAP_CHANGEFREQS, SITEMAP_MAX_URLS, SITEMAP_PRIORITIES, type SitemapConfig } from '../../../shared/domain';
import { InlineTask } from '../../../shared/ui/task/InlineTask';
import { SEO_STORE } from '../tokens';
import './seo.css';

const SitemapPage = observer(function SitemapPage() {
  const store = useService(SEO_STORE);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`seo.sitemap.${key}`, params);
  const p = (key: string, params?: Record<string, string | number>) => i18n.t(`seo.publicFiles.${key}`, params);
  const [form] = Form.useForm<SitemapConfig>();
  const saveGuard = useClickGuard();
  const generateGuard = useClickGuard();
  const state = store.sitemap;

  useEffect(() => {
    void store.loadSitemap();
  }, [store]);

  useEffect(() => {
    if (state) form.setFieldsValue({ auto: state.auto, changefreq: state.changefreq, priority: state.priority });
  }, [state, form]);

  if (store.sitemapLoad.error) {
    return <Alert type="error" showIcon title={i18n.t('seo.loadFailed', { message: store.sitemapLoad.error })} action={<Button onClick={() => store.loadSitemap()}>{i18n.t('seo.retry')}</Button>} />;
  }

  // A file on the first bound domain (each domain serves the same files with its own host).
  const fileLink = (name: string) => {
    const url = state?.sitemapUrl ? state.sitemapUrl.replace(/sitemap\.xml$/, name) : '';
    return url ? <a href={url} target="_blank" rel="noopener noreferrer">{name}</a> : name;
  };
  const save = async (values: SitemapConfig) => {
    if (!saveGuard.trigger()) return;
    if (await store.saveSitemap(values)) notifier.success(t('saved'));
  };
  const generate = async () => {
    if (!generateGuard.trigger()) return;
    await store.generate();
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('title')} loading={!state && store.sitemapLoad.loading}>
        <p className="seo-intro">{t('intro')}</p>
        {state && (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={<span title={p('addressesHint')}>{p('addresses')}</span>}>
              {state.addresses.length > 0 ? (
                <ul className="seo-addresses" data-testid="sitemap-addresses">
                  {state.addresses.map((url) => (
                    <li key={url}><a href={url} target="_blank" rel="noopener noreferrer">{url}</a></li>
                  ))}
                </ul>
              ) : t('noDomain')}
            </Descriptions.Item>
            <Descriptions.Item label={t('generatedAt')}>{state.generatedAt ? dayjs(state.generatedAt).format('YYYY-MM-DD HH:mm:ss') : t('never')}</Descriptions.Item>
            <Descriptions.Item label={t('urlCount')}>
              <span data-testid="sitemap-count">{state.urlCount}</span>
            </Descriptions.Item>
            <Descriptions.Item label={<span title={p('excludedHint')}>{p('excluded')}</span>}>
              <span data-testid="sitemap-excluded">{p('excludedCount', { count: state.excludedCount })}</span>
            </Descriptions.Item>
            {state.files.length > 0 && (
              <Descriptions.Item label={p('files')}>
                <ul className="seo-addresses" data-testid="sitemap-files">
                  {state.files.map((f) => (
                    <li key={f.name}>
                      {fileLink(f.name)} <span className="seo-muted">{p('fileUrls', { count: f.urlCount })}</span>
                    </li>
                  ))}
                </ul>
                {state.files.length > 1 && <div className="seo-muted">{p('indexNote', { max: SITEMAP_MAX_URLS })}</div>}
              </Descriptions.Item>
            )}
          </Descriptions>
        )}
        <Form<SitemapConfig> form={form} layout="inline" className="seo-sitemap-form" onFinish={save} disabled={!state}>
          <Form.Item name="auto" label={t('auto')} valuePropName="checked" tooltip={t('autoHint')}>
            <Switch />
          </Form.Item>
          <Form.Item name="changefreq" label={t('changefreq')}>
            <Select style={{ width: 120 }} options={SITEMAP_CHANGEFREQS.map((f) => ({ value: f, label: t(`freq.${f}`) }))} />
          </Form.Item>
          <Form.Item name="priority" label={t('priority')}>
            <Select style={{ width: 100 }} options={SITEMAP_PRIORITIES.map((p) => ({ value: p, label: p }))} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={store.saving} disabled={saveGuard.blocked}>
                {t('save')}
              </Button>
              <Button onClick={generate} loading={store.generating} disabled={generateGuard.blocked || !state?.sitemapUrl}>
                {t('generate')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
        {store.generateTaskId !== null && (
          <div className="seo-sitemap-task">
            <InlineTask taskId={store.generateTaskId} onFinished={(task) => void store.generateFinished(task)} />
          </div>
        )}
      </Card>
      <Card title={t('urls')}>
        {state && state.urls.length > 0 ? (
          <Table<{ url: string }>
            size="small"
            rowKey="url"
            dataSource={state.urls.map((url) => ({ url }))}
            columns={[{ title: t('url'), dataIndex: 'url', render: (url: string) => <a href={url} target="_blank" rel="noopener noreferrer">{url}</a> }]}
            pagination={{ pageSize: 10, showSizeChanger: false }}
          />
        ) : (
          <Empty description={t('noUrls')} />
        )}
      </Card>
    </Space>
  );
});

export default SitemapPage;
