// /zhTags/tagsdetail?id= (the menu highlights the tag list): the articles carrying a tag
// (tagView: live articles of every type), paged, with their type and status, each opening the
// content editor.
import { Alert, Button, Card, Result, Tag as TagBadge } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS, useService } from '../../../kernel';
import type { ArticleRow } from '../../../shared/domain';
import { ListState } from '../../../shared/ui/list/ListState';
import { TAGS_API, TAGS_STORE } from '../tokens';
import { formatTime, useTagsT } from './tagsText';
import './tags.css';
import { FitTable } from '../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../shared/ui/list/fitColumns';
import { CellLink } from '../../../shared/ui/list/CellLink';

const LIST_PATH = '/zhTags/tags';

const TagDetailPage = observer(function TagDetailPage() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const t = useTagsT('detail');
  const navigate = useNavigate();
  if (id <= 0) return <Result status="warning" title={t('missingId')} extra={<Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>} />;
  return <TagArticles key={id} id={id} />;
});

const TagArticles = observer(function TagArticles({ id }: { id: number }) {
  const api = useService(TAGS_API);
  const store = useService(TAGS_STORE);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const t = useTagsT('detail');
  const location = useLocation();
  // The tag list passes the name along; otherwise the list in memory may know it.
  const passed = (location.state as { name?: unknown } | null)?.name;
  const name = typeof passed === 'string' && passed ? passed : store.nameOf(id);
  const [list] = useState(
    () =>
      new ListState<ArticleRow>(async ({ page, rows }) => {
        const data = await api.articles(id, page, rows);
        return { rows: data?.rows ?? [], total: data?.total ?? 0 };
      }),
  );

  useEffect(() => {
    void list.load();
  }, [list]);

  const editPath = (row: ArticleRow) => `/zhContent/add?type=${row.type}&id=${row.id}`;
  const columns: FitColumn<ArticleRow>[] = [
    {
      title: t('articleTitle'),
      dataIndex: 'title',
      minWidth: 200,
      render: (title: string, row) => <CellLink to={editPath(row)} text={title} />,
    },
    { title: t('type'), dataIndex: 'type', width: 90, minWidth: 72, render: (type: number) => <TagBadge>{i18n.has(`tags.types.${type}`) ? i18n.t(`tags.types.${type}`) : type}</TagBadge> },
    { title: t('status'), dataIndex: 'status', width: 90, minWidth: 76, render: (status: 0 | 1) => <TagBadge color={status === 1 ? 'green' : 'default'}>{i18n.t(`tags.status.${status === 1 ? 1 : 0}`)}</TagBadge> },
    { title: t('updated'), dataIndex: 'updated_at', width: 150, minWidth: 140, render: formatTime },
    {
      title: t('actions'),
      key: 'actions',
      width: 90,
      minWidth: 64,
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => navigate(editPath(row))}>
          {t('edit')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={name ? t('title', { name }) : t('titleById', { id })} extra={<Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>}>
      {list.error && <Alert type="error" showIcon title={i18n.t('tags.loadFailed', { message: list.error })} action={<Button onClick={() => list.load()}>{i18n.t('tags.retry')}</Button>} className="tags-alert" />}
      <FitTable<ArticleRow>
        rowKey="id"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        locale={{ emptyText: t('empty') }}
        pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, showSizeChanger: true, showTotal: (n) => t('total', { total: n }), onChange: (p, s) => list.setPage(p, s) }}
        data-testid="tag-articles"
      />
    </Card>
  );
});

export default TagDetailPage;
