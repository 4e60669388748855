// /siteLanguage/index (site_setting). A Chinese site: the current site with its domains, the bound
// foreign site, and the company's foreign sites with 绑定 (confirmed). A foreign site: its language
// versions, 已开通 n/m and 添加语言 (a language the server offers, confirmed). Other sites (mini-
// programs, shops) are told there is nothing here.
import { Alert, Button, Card, Descriptions, Empty, Select, Space, Spin, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOKENS, usePageTitle, useService } from '../../../../kernel';
import type { SiteEntry } from '../../../../shared/domain/api/types';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import type { LanguagesStore } from '../store/LanguagesStore';
import { useLangT, type LangT } from '../text';
import { LANGUAGES_STORE } from '../tokens';

const addressOf = (site: SiteEntry) => site.open_first_url || site.open_third_url || '';

const ChineseSite = observer(function ChineseSite({ store, t }: { store: LanguagesStore; t: LangT }) {
  const notifier = useService(TOKENS.notifier);
  const navigate = useNavigate();
  const bind = async (site: SiteEntry) => {
    const ok = await notifier.confirm({ title: t('bindAction'), content: t('bindConfirm', { name: site.site_name }), okText: t('confirmOk'), cancelText: t('confirmNo') });
    if (ok && (await store.bind(site.id))) notifier.success(t('bindDone'));
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={1} data-testid="languages-current">
        <Descriptions.Item label={t('currentSite')}>{store.site?.site_name}</Descriptions.Item>
        <Descriptions.Item label={t('domains')}>{store.domains.length ? store.domains.join('、') : t('noDomain')}</Descriptions.Item>
        <Descriptions.Item label={t('bound')}>
          {store.binding ? (
            <Space wrap>
              <span data-testid="languages-bound">{store.binding.foreignSiteName}</span>
              <Tag>{store.binding.foreignLang}</Tag>
              <Button size="small" onClick={() => navigate('/siteLanguage/sync')}>{t('toSync')}</Button>
            </Space>
          ) : <Typography.Text type="secondary">{t('notBound')}</Typography.Text>}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{t('foreignSites')}</Typography.Title>
      <FitTable<SiteEntry>
        rowKey="id"
        size="middle"
        dataSource={store.foreignSites}
        pagination={false}
        data-testid="languages-foreign"
        locale={{ emptyText: <Empty description={t('noForeignSites')} /> }}
        columns={[
          { title: t('col.name'), dataIndex: 'site_name', minWidth: 140 },
          { title: t('col.lang'), key: 'lang', width: 110, minWidth: 90, render: (_: unknown, s) => s.language || s.lang },
          { title: t('col.versions'), key: 'versions', minWidth: 120, dropOrder: 2, render: (_: unknown, s) => s.fore_lang.map((l) => l.name).join('、') || '—' },
          { title: t('col.address'), key: 'address', minWidth: 160, dropOrder: 1, render: (_: unknown, s) => addressOf(s) || '—' },
          {
            title: t('col.actions'), key: 'actions', width: 110, minWidth: 100,
            render: (_: unknown, s) => (store.binding?.foreignSiteId === s.id
              ? <Tag color="green">{t('boundTag')}</Tag>
              : <Button type="link" size="small" disabled={store.bindBusy} onClick={() => void bind(s)}>{t('bindAction')}</Button>),
          },
        ]}
      />
    </Space>
  );
});

const ForeignSite = observer(function ForeignSite({ store, t }: { store: LanguagesStore; t: LangT }) {
  const notifier = useService(TOKENS.notifier);
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const add = async () => {
    const lang = store.offer.find((l) => l.code === choice);
    if (!lang) return;
    const ok = await notifier.confirm({ title: t('addLanguage'), content: t('addConfirm', { name: lang.name }), okText: t('confirmOk'), cancelText: t('confirmNo') });
    if (ok && (await store.addLanguage(lang.code))) {
      setChoice(undefined);
      notifier.success(t('added'));
    }
  };
  const full = store.count !== null && store.count.opened >= store.count.allowed;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        {store.count && <Tag color={full ? 'orange' : 'blue'} data-testid="languages-count">{t('opened', { opened: store.count.opened, allowed: store.count.allowed })}</Tag>}
        <Select<string>
          showSearch
          optionFilterProp="label"
          style={{ width: 220 }}
          value={choice}
          disabled={!store.canAdd}
          placeholder={full ? t('overCount') : store.offer.length ? t('chooseLanguage') : t('noOffer')}
          aria-label={t('chooseLanguage')}
          onChange={setChoice}
          options={store.offer.map((l) => ({ value: l.code, label: `${l.name}（${l.code}）` }))}
        />
        <Button type="primary" disabled={!store.canAdd || !choice} loading={store.adding} onClick={() => void add()}>{t('addLanguage')}</Button>
      </Space>
      <FitTable<{ code: string; name: string }>
        rowKey="code"
        size="middle"
        dataSource={store.versions}
        pagination={false}
        data-testid="languages-versions"
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        columns={[
          { title: t('col.lang'), dataIndex: 'name', minWidth: 120 },
          { title: t('col.code'), dataIndex: 'code', minWidth: 100 },
          { title: t('col.status'), key: 'main', minWidth: 90, render: (_: unknown, row, i) => (i === 0 ? <Tag color="blue">{t('mainLang')}</Tag> : null) },
        ]}
      />
    </Space>
  );
});

const LanguagesPage = observer(function LanguagesPage() {
  const factory = useService(LANGUAGES_STORE);
  const [store] = useState(() => factory);
  const t = useLangT();
  usePageTitle(t('title'));

  useEffect(() => {
    void store.load();
  }, [store]);

  let body;
  if (store.error) {
    body = <Alert type="error" showIcon title={t('loadFailed', { message: store.error })} action={<Button onClick={() => void store.load()}>{t('reload')}</Button>} />;
  } else if (!store.loaded) {
    body = <div style={{ padding: 48, textAlign: 'center' }}><Spin /></div>;
  } else if (store.mode === 'zh') {
    body = <ChineseSite store={store} t={t} />;
  } else if (store.mode === 'foreign') {
    body = <ForeignSite store={store} t={t} />;
  } else {
    body = <Empty description={t('otherSite')} />;
  }
  return <Card title={<h2 className="ui-panel-title">{t('title')}</h2>}>{body}</Card>;
});

export default LanguagesPage;
