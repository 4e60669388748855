// /zhTags/tags: the site's tags — search, paging, add and edit in a dialog, the show switch, the
// article count linking to the tag's content (tagsdetail?id=), deletion with confirmation.
import { Button, Space, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOKENS, useService } from '../../../kernel';
import type { Tag } from '../../../shared/domain';
import { ListPageCard } from '../../../shared/ui/list/ListPageCard';
import { SelectionBar } from '../../../shared/ui/list/SelectionBar';
import { TAGS_STORE } from '../tokens';
import { TagEditModal } from './TagEditModal';
import { formatTime, useTagsT } from './tagsText';
import './tags.css';
import type { FitColumn } from '../../../shared/ui/list/fitColumns';
import { CellLink } from '../../../shared/ui/list/CellLink';

const TagsPage = observer(function TagsPage() {
  const store = useService(TAGS_STORE);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const t = useTagsT('list');
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const list = store.list;

  useEffect(() => {
    void list.load();
  }, [list]);

  const columns: FitColumn<Tag>[] = [
    {
      title: t('name'),
      dataIndex: 'name',
      minWidth: 160,
      render: (name: string, row) => <CellLink onOpen={() => setEditing(row)} text={name} />,
    },
    {
      title: t('articles'),
      dataIndex: 'article_count',
      width: 110,
      minWidth: 96,
      render: (count: number, row) =>
        count > 0 ? (
          <Button type="link" size="small" className="tags-link" onClick={() => navigate(`/zhTags/tagsdetail?id=${row.id}`, { state: { name: row.name } })}>
            {t('articleCount', { count })}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('articleCount', { count: count ?? 0 })}</Typography.Text>
        ),
    },
    {
      title: t('show'),
      dataIndex: 'show',
      width: 100,
      minWidth: 76,
      render: (show: boolean, row) => <Switch size="small" checked={show} loading={store.toggling.has(row.id)} onChange={(v) => store.setShow(row, v)} aria-label={`${t('show')} ${row.name}`} />,
    },
    { title: t('sort'), dataIndex: 'sort', width: 90, minWidth: 68, dropOrder: 1, align: 'right' },
    { title: t('created'), dataIndex: 'created_at', width: 150, minWidth: 140, render: formatTime },
    {
      title: t('actions'),
      key: 'actions',
      width: 130,
      minWidth: 112,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => store.remove([row])}>
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPageCard<Tag>
        title={t('title')}
        list={list}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('search')}
        addLabel={t('add')}
        onAdd={() => setEditing('new')}
        emptyText={t('empty')}
        totalText={(n) => t('total', { total: n })}
        errorText={(message) => i18n.t('tags.loadFailed', { message })}
        retryText={i18n.t('tags.retry')}
        rowSelection={{ selectedRowKeys: store.selected, onChange: (keys) => store.select(keys as number[]) }}
        extra={
          <SelectionBar count={store.selected.length} countText={t('selected', { count: store.selected.length })}
            actionText={t('removeSelected')} busy={store.busy} onAction={() => store.removeSelected()} />
        }
      />
      <TagEditModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
});

export default TagsPage;
