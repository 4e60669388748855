// /zhContent/album: albums with search, paging, edit and removal to the recycle bin.
import { Button, Space, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../kernel';
import type { AlbumRow } from '../../../shared/domain';
import { CellLink } from '../../../shared/ui/list/CellLink';
import type { FitColumn } from '../../../shared/ui/list/fitColumns';
import { ListPageCard } from '../../../shared/ui/list/ListPageCard';
import { ListState } from '../../../shared/ui/list/ListState';
import { CONTENT_API } from '../tokens';
import './content.css';

const AlbumListPage = observer(function AlbumListPage() {
  const api = useService(CONTENT_API);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const [list] = useState(() => new ListState<AlbumRow>((query) => api.albums(query)));
  const t = (key: string, p?: Record<string, string | number>) => i18n.t(`content.list.${key}`, p);

  useEffect(() => {
    void list.load();
  }, [list]);

  const remove = async (row: AlbumRow) => {
    if (!(await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t('removeConfirm', { count: 1 }), danger: true }))) return;
    try {
      await api.removeAlbums([row.id]);
      notifier.success(t('removed'));
      await list.load();
    } catch {
      // HttpService showed why.
    }
  };

  const columns: FitColumn<AlbumRow>[] = [
    { title: i18n.t('content.album.cover'), dataIndex: 'cover', width: 96, minWidth: 96, render: (url: string) => (url ? <img src={url} alt="" className="content-album-thumb" /> : null) },
    {
      title: t('title'),
      dataIndex: 'title',
      minWidth: 200,
      render: (title: string, row) => <CellLink to={`/zhContent/add?type=5&id=${row.id}`} text={title} />,
    },
    { title: i18n.t('content.album.photos'), dataIndex: 'photo_count', width: 90, minWidth: 72, dropOrder: 1, align: 'right' },
    { title: t('status'), dataIndex: 'status', width: 90, minWidth: 76, render: (s: 0 | 1) => <Tag color={s === 1 ? 'green' : 'default'}>{i18n.t(`content.status.${s}`)}</Tag> },
    { title: t('updated'), dataIndex: 'updated_at', width: 150, minWidth: 140, render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm') },
    {
      title: t('actions'),
      key: 'actions',
      width: 140,
      minWidth: 112,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`/zhContent/add?type=5&id=${row.id}`)}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove(row)}>
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <ListPageCard<AlbumRow>
      title={i18n.t('content.menu.album')}
      list={list}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('search')}
      addLabel={t('add', { type: i18n.t('content.types.5') })}
      onAdd={() => navigate('/zhContent/add?type=5')}
      emptyText={t('empty')}
      totalText={(n) => t('total', { total: n })}
      errorText={(message) => i18n.t('content.loadFailed', { message })}
      retryText={i18n.t('content.retry')}
    />
  );
});

export default AlbumListPage;
