// /zhContent/drafts (草稿箱, opened from the home's 草稿文章 to-do): the drafts of every article type
// the operator may list, newest change first, with search and paging; each opens in the edit page
// of its type, or is published here (confirmed) and leaves the list.
import { Button, Space, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../kernel';
import type { ArticleRow } from '../../../shared/domain';
import { CellLink } from '../../../shared/ui/list/CellLink';
import type { FitColumn } from '../../../shared/ui/list/fitColumns';
import { ListPageCard } from '../../../shared/ui/list/ListPageCard';
import { ListState } from '../../../shared/ui/list/ListState';
import { CONTENT_API } from '../tokens';
import './content.css';

const editPath = (row: Pick<ArticleRow, 'id' | 'type'>) => `/zhContent/add?type=${row.type}&id=${row.id}`;

const DraftsPage = observer(function DraftsPage() {
  const api = useService(CONTENT_API);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const [list] = useState(() => new ListState<ArticleRow>((query) => api.drafts(query)));
  const [publishing, setPublishing] = useState<number | null>(null);
  const t = (key: string, p?: Record<string, string | number>) => i18n.t(`content.drafts.${key}`, p);
  const listText = (key: string) => i18n.t(`content.list.${key}`);

  useEffect(() => {
    void list.load();
  }, [list]);

  const publish = async (row: ArticleRow) => {
    if (!(await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t('publishConfirm', { title: row.title }) }))) return;
    setPublishing(row.id);
    try {
      await api.setStatus([row.id], 1);
      notifier.success(t('published'));
      await list.load();
    } catch {
      // HttpService showed why.
    } finally {
      setPublishing(null);
    }
  };

  const columns: FitColumn<ArticleRow>[] = [
    { title: listText('title'), dataIndex: 'title', minWidth: 240, render: (title: string, row) => <CellLink to={editPath(row)} text={title} /> },
    { title: t('type'), dataIndex: 'type', width: 90, minWidth: 72, render: (type: number) => <Tag>{i18n.t(`content.types.${type}`)}</Tag> },
    {
      title: listText('category'),
      dataIndex: 'category_name',
      width: 140,
      minWidth: 96,
      dropOrder: 1,
      ellipsis: true,
      render: (name: string) => name || <span className="content-uncategorised">{i18n.t('content.edit.noCategory')}</span>,
    },
    { title: listText('updated'), dataIndex: 'updated_at', width: 150, minWidth: 140, render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm') },
    {
      title: listText('actions'),
      key: 'actions',
      width: 130,
      minWidth: 112,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(editPath(row))}>
            {listText('edit')}
          </Button>
          <Button type="link" size="small" loading={publishing === row.id} disabled={publishing !== null} onClick={() => publish(row)}>
            {listText('publish')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <ListPageCard<ArticleRow>
      title={t('title')}
      list={list}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('search')}
      emptyText={t('empty')}
      totalText={(n) => t('total', { total: n })}
      errorText={(message) => i18n.t('content.loadFailed', { message })}
      retryText={i18n.t('content.retry')}
    />
  );
});

export default DraftsPage;
