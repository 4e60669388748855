// /keywords/associateContent?id=&kind= (the menu highlights the keyword list, §2 hides the
// breadcrumb): what a keyword links to, a tab per kind (文章; 产品 where the caller may see
// products) kept in the address so a reload stays on it — title (name), type, status and the
// recycle-bin mark, newest link first, searchable and paged — with removal (one or the selected,
// confirmed) and the picker adding more of that kind; back to the list.
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Card, Input, Result, Space, Tabs, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS, useService } from '../../../kernel';
import { DEFAULT_LINK_KIND, type KeywordLinkKind } from '../../../shared/domain';
import type { LinkedRow } from '../api';
import { KEYWORD_CONTENT_STORE } from '../tokens';
import { CandidatePicker } from './CandidatePicker';
import { formatTime, MANAGE_PATH, useKeywordsT, useKindText } from './keywordsText';
import './keywords.css';
import { FitTable } from '../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../shared/ui/list/fitColumns';

const AssociatePage = observer(function AssociatePage() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  const t = useKeywordsT('associate');
  const navigate = useNavigate();
  if (id <= 0) return <Result status="warning" title={t('missingId')} extra={<Button onClick={() => navigate(MANAGE_PATH)}>{t('back')}</Button>} />;
  return <KeywordContent key={id} id={id} />;
});

const KeywordContent = observer(function KeywordContent({ id }: { id: number }) {
  const store = useService(KEYWORD_CONTENT_STORE);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const t = useKeywordsT('associate');
  const list = store.content;
  // The keyword list passes the word along; the server's answer names it otherwise.
  const passed = (location.state as { word?: unknown } | null)?.word;
  const wanted = params.get('kind') ?? DEFAULT_LINK_KIND;
  const [search, setSearch] = useState('');

  // Opened afresh (the page is keyed by the keyword); then the address's tab is followed.
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current) void store.open(id, typeof passed === 'string' ? passed : undefined, wanted);
    else void store.setKind(wanted);
    opened.current = true;
    setSearch('');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, id, wanted]);

  const kind = store.kind;
  const k = useKindText(kind);
  const back = <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(MANAGE_PATH)}>{t('back')}</Button>;
  if (store.keywordId === id && store.missing) return <Result status="404" title={t('notFound')} extra={back} />;

  /** The tab goes into the address (replacing it), so a reload or a shared link opens the same tab. */
  const openTab = (next: string) => {
    const query = new URLSearchParams(params);
    if (next === DEFAULT_LINK_KIND) query.delete('kind');
    else query.set('kind', next);
    setParams(query, { replace: true, state: location.state });
  };

  const keyword = store.keywordId === id ? store.keyword : null;
  const typeName = (type: number) => (i18n.has(`keywords.types.${type}`) ? i18n.t(`keywords.types.${type}`) : String(type));
  const statusName = (row: LinkedRow) => {
    const key = `keywords.status.${kind}.${row.status === 1 ? 1 : 0}`;
    return i18n.has(key) ? i18n.t(key) : row.status_text;
  };
  const columns: FitColumn<LinkedRow>[] = [
    {
      title: k('name'),
      dataIndex: 'title',
      minWidth: 200,
      render: (title: string, row) => (
        <span className="kw-title-cell">
          <span className="kw-title-text" title={title}>{title}</span>
          {row.in_recycle_bin && <Tag color="red">{t('recycled')}</Tag>}
        </span>
      ),
    },
    ...(kind === 'article'
      ? [{ title: t('type'), dataIndex: 'type', width: 90, minWidth: 72, render: (type: number) => <Tag>{typeName(type)}</Tag> } as FitColumn<LinkedRow>]
      : []),
    {
      title: t('status'),
      dataIndex: 'status',
      width: 90,
      minWidth: 76,
      render: (_: unknown, row) => <Tag color={row.status === 1 ? 'green' : 'default'}>{statusName(row)}</Tag>,
    },
    { title: t('associatedAt'), dataIndex: 'associated_at', width: 150, minWidth: 140, render: formatTime },
    {
      title: t('actions'),
      key: 'actions',
      width: 100,
      minWidth: 88,
      render: (_: unknown, row) => (
        <Button type="link" size="small" danger disabled={store.busy} onClick={() => store.dissociate([row])} aria-label={`${t('dissociate')} ${row.title}`}>
          {t('dissociate')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={keyword?.word ? t('title', { word: keyword.word }) : t('titleById', { id })}
      extra={
        <Space wrap>
          {back}
          <Button type="primary" icon={<PlusOutlined />} onClick={() => store.openPicker()}>
            {k('add')}
          </Button>
        </Space>
      }
    >
      {keyword?.url ? (
        <Typography.Paragraph className="kw-head-url">
          {t('url')}
          {keyword.url}
        </Typography.Paragraph>
      ) : null}
      <Tabs
        className="kw-tabs"
        activeKey={kind}
        onChange={openTab}
        aria-label={t('kinds')}
        items={store.kinds.map((key: KeywordLinkKind) => ({ key, label: i18n.t(`keywords.kinds.${key}.tab`) }))}
      />
      <div className="kw-head">
        <Input.Search
          className="kw-linked-search"
          allowClear
          placeholder={k('search')}
          aria-label={k('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(value) => list.search(value)}
        />
        {store.selected.length > 0 && (
          <Space>
            <Typography.Text type="secondary">{t('selected', { count: store.selected.length })}</Typography.Text>
            <Button danger disabled={store.busy} onClick={() => store.dissociateSelected()}>
              {t('dissociateSelected')}
            </Button>
          </Space>
        )}
      </div>
      {list.error && (
        <Alert
          type="error"
          showIcon
          title={i18n.t('keywords.loadFailed', { message: list.error })}
          action={<Button onClick={() => list.load()}>{i18n.t('keywords.retry')}</Button>}
          className="kw-alert"
        />
      )}
      <FitTable<LinkedRow>
        rowKey="id"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        rowSelection={{ selectedRowKeys: store.selected, onChange: (keys) => store.select(keys as number[]) }}
        locale={{ emptyText: k('empty') }}
        pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, showSizeChanger: true, showTotal: (n) => k('total', { total: n }), onChange: (p, s) => list.setPage(p, s) }}
        data-testid="keyword-content"
      />
      <CandidatePicker />
    </Card>
  );
});

export default AssociatePage;
