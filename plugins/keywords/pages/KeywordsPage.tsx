// /keywords/manage: the site's recommended keywords — search, paging, add and edit in a dialog,
// the associated-content count (articles and products the caller may see, added up) linking to the
// keyword's content (associateContent?id=), deletion of one or of the selected with confirmation.
import { Button, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOKENS, useService } from '../../../kernel';
import type { Keyword } from '../../../shared/domain';
import { ListPageCard } from '../../../shared/ui/list/ListPageCard';
import { SelectionBar } from '../../../shared/ui/list/SelectionBar';
import { KEYWORDS_STORE } from '../tokens';
import { KeywordEditModal } from './KeywordEditModal';
import { associatePath, formatTime, useKeywordsT } from './keywordsText';
import './keywords.css';
import type { FitColumn } from '../../../shared/ui/list/fitColumns';
import { CellLink } from '../../../shared/ui/list/CellLink';

const KeywordsPage = observer(function KeywordsPage() {
  const store = useService(KEYWORDS_STORE);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const t = useKeywordsT('list');
  const [editing, setEditing] = useState<Keyword | 'new' | null>(null);
  const list = store.list;

  useEffect(() => {
    void list.load();
  }, [list]);

  const openContent = (row: Keyword) => navigate(associatePath(row.id), { state: { word: row.word } });

  // The word and its link share the free space; the sort value leaves first at narrow widths.
  const columns: FitColumn<Keyword>[] = [
    {
      title: t('word'),
      dataIndex: 'word',
      minWidth: 120,
      render: (word: string, row) => <CellLink onOpen={() => setEditing(row)} text={word} />,
    },
    {
      title: t('url'),
      dataIndex: 'url',
      minWidth: 140,
      // A plain string: the clipped cell then carries the whole link as its hover title.
      ellipsis: true,
      render: (url: string) => url || <Typography.Text type="secondary">{t('noUrl')}</Typography.Text>,
    },
    {
      title: t('content'),
      dataIndex: 'content_count',
      width: 100,
      minWidth: 88,
      render: (count: number, row) => (
        <Button type="link" size="small" className="kw-link" onClick={() => openContent(row)}>
          {t('contentCount', { count: count ?? 0 })}
        </Button>
      ),
    },
    { title: t('sort'), dataIndex: 'sort', width: 80, minWidth: 64, dropOrder: 1, align: 'right' },
    { title: t('updated'), dataIndex: 'updated_at', width: 150, minWidth: 140, render: formatTime },
    {
      title: t('actions'),
      key: 'actions',
      width: 190,
      minWidth: 176,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)} aria-label={`${t('edit')} ${row.word}`}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" onClick={() => openContent(row)} aria-label={`${t('associate')} ${row.word}`}>
            {t('associate')}
          </Button>
          <Button type="link" size="small" danger disabled={store.busy} onClick={() => store.remove([row])} aria-label={`${t('remove')} ${row.word}`}>
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPageCard<Keyword>
        title={t('title')}
        list={list}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('search')}
        addLabel={t('add')}
        onAdd={() => setEditing('new')}
        emptyText={t('empty')}
        totalText={(n) => t('total', { total: n })}
        errorText={(message) => i18n.t('keywords.loadFailed', { message })}
        retryText={i18n.t('keywords.retry')}
        rowSelection={{ selectedRowKeys: store.selected, onChange: (keys) => store.select(keys as number[]) }}
        extra={
          <SelectionBar count={store.selected.length} countText={t('selected', { count: store.selected.length })}
            actionText={t('removeSelected')} busy={store.busy} onAction={() => store.removeSelected()} />
        }
      />
      <KeywordEditModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
});

export default KeywordsPage;
