// /keywords/associateContent?id= (the menu highlights the keyword list, §2 hides the breadcrumb):
// a keyword's associated articles — type, title, status and the recycle-bin mark, newest first —
// with removal (one or the selected, confirmed) and the picker adding more; back to the list.
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Card, Result, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS, useService } from '../../../kernel';
import type { KeywordArticle } from '../../../shared/domain';
import { KEYWORD_CONTENT_STORE } from '../tokens';
import { CandidatePicker } from './CandidatePicker';
import { formatTime, MANAGE_PATH, useKeywordsT } from './keywordsText';
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
  const t = useKeywordsT('associate');
  const list = store.content;
  // The keyword list passes the word along; the server's answer names it otherwise.
  const passed = (location.state as { word?: unknown } | null)?.word;

  useEffect(() => {
    void store.open(id, typeof passed === 'string' ? passed : undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, id]);

  const back = <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(MANAGE_PATH)}>{t('back')}</Button>;
  if (store.keywordId === id && store.missing) return <Result status="404" title={t('notFound')} extra={back} />;

  const keyword = store.keywordId === id ? store.keyword : null;
  const typeName = (type: number) => (i18n.has(`keywords.types.${type}`) ? i18n.t(`keywords.types.${type}`) : String(type));
  const columns: FitColumn<KeywordArticle>[] = [
    {
      title: t('articleTitle'),
      dataIndex: 'title',
      minWidth: 200,
      render: (title: string, row) => (
        <span className="kw-title-cell">
          <span className="kw-title-text" title={title}>{title}</span>
          {row.in_recycle_bin && <Tag color="red">{t('recycled')}</Tag>}
        </span>
      ),
    },
    { title: t('type'), dataIndex: 'type', width: 90, minWidth: 72, render: (type: number) => <Tag>{typeName(type)}</Tag> },
    {
      title: t('status'),
      dataIndex: 'status',
      width: 90,
      minWidth: 76,
      render: (status: 0 | 1) => <Tag color={status === 1 ? 'green' : 'default'}>{i18n.t(`keywords.status.${status === 1 ? 1 : 0}`)}</Tag>,
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
            {t('add')}
          </Button>
        </Space>
      }
    >
      <div className="kw-head">
        {keyword?.url ? (
          <Typography.Text className="kw-head-url">
            {t('url')}
            {keyword.url}
          </Typography.Text>
        ) : null}
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
      <FitTable<KeywordArticle>
        rowKey="article_id"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        rowSelection={{ selectedRowKeys: store.selected, onChange: (keys) => store.select(keys as number[]) }}
        locale={{ emptyText: t('empty') }}
        pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, showSizeChanger: true, showTotal: (n) => t('total', { total: n }), onChange: (p, s) => list.setPage(p, s) }}
        data-testid="keyword-content"
      />
      <CandidatePicker />
    </Card>
  );
});

export default AssociatePage;
