// /zhSmallVideo/account: the site's accounts on video platforms — search by name, platform filter,
// paging; avatar, platform, name, account ID, page link, QR code, the 前台显示 switch and the video
// count (which opens the list of that account's videos); add and edit in a dialog; removal,
// confirmed, which the server refuses while the account still has videos (and says so).
import { Button, Select, Space, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../../kernel';
import { VIDEO_PLATFORMS, type VideoAccountRow, type VideoPlatform } from '../../../shared/domain/product';
import { CellLink } from '../../../shared/ui/list/CellLink';
import type { FitColumn } from '../../../shared/ui/list/fitColumns';
import { ListPageCard } from '../../../shared/ui/list/ListPageCard';
import { PlatformTag } from '../components/AccountLabel';
import { useVideoT } from '../components/videoText';
import { VIDEO_ACCOUNTS } from '../tokens';
import { AccountEditModal } from './AccountEditModal';
import './shortVideo.css';

const AccountsPage = observer(function AccountsPage() {
  const store = useService(VIDEO_ACCOUNTS);
  const navigate = useNavigate();
  const t = useVideoT('accounts');
  const tt = useVideoT();
  const [editing, setEditing] = useState<VideoAccountRow | 'new' | null>(null);
  const list = store.list;

  useEffect(() => {
    void list.load();
  }, [list]);

  const columns: FitColumn<VideoAccountRow>[] = [
    {
      title: t('avatar'),
      dataIndex: 'avatar',
      width: 64,
      minWidth: 60,
      // Without a picture, the name's first character stands in.
      render: (url: string, row) => (url ? <img src={url} alt="" className="sv-avatar" /> : <span className="sv-avatar sv-avatar-empty" aria-hidden>{[...row.name][0]}</span>),
    },
    { title: t('platform'), dataIndex: 'platform', width: 96, minWidth: 88, render: (platform: string) => <PlatformTag platform={platform} /> },
    { title: t('name'), dataIndex: 'name', minWidth: 140, render: (name: string, row) => <CellLink onOpen={() => setEditing(row)} text={name} /> },
    { title: t('handle'), dataIndex: 'handle', width: 150, minWidth: 110, dropOrder: 3, render: (handle: string) => <span className="sv-cell-clip" title={handle}>{handle}</span> },
    {
      title: t('url'),
      dataIndex: 'url',
      width: 200,
      minWidth: 120,
      dropOrder: 1,
      render: (url: string) => {
        if (!url) return <span className="sv-muted">—</span>;
        // Every page is https (checkVideoAccount): the scheme says nothing, the host and path do.
        const shown = url.replace(/^https:\/\//, '');
        return <a className="sv-cell-clip" href={url} target="_blank" rel="noreferrer" title={shown}>{shown}</a>;
      },
    },
    {
      title: t('qr'),
      dataIndex: 'qr',
      width: 84,
      minWidth: 80,
      dropOrder: 2,
      render: (url: string) => (url ? <a href={url} target="_blank" rel="noreferrer"><img src={url} alt={t('qr')} className="sv-qr" /></a> : <span className="sv-muted">—</span>),
    },
    {
      title: t('shown'),
      dataIndex: 'shown',
      width: 100,
      minWidth: 96,
      render: (shown: 0 | 1, row) => <Switch size="small" checked={shown === 1} loading={store.pending.has(row.id)} onChange={(v) => store.setShown(row, v)} aria-label={`${t('shown')} ${row.name}`} />,
    },
    {
      title: t('videos'),
      dataIndex: 'video_count',
      width: 84,
      minWidth: 76,
      align: 'right',
      render: (count: number, row) =>
        count > 0 ? (
          <Button type="link" size="small" className="sv-count-link" onClick={() => navigate(`/zhSmallVideo/samll_video_list?account=${row.id}`)}>
            {t('videoCount', { count })}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('videoCount', { count: 0 })}</Typography.Text>
        ),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 120,
      minWidth: 112,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" danger disabled={store.pending.has(row.id)} onClick={() => store.remove(row)}>
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPageCard<VideoAccountRow>
        title={t('title')}
        list={list}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('search')}
        addLabel={t('add')}
        onAdd={() => setEditing('new')}
        emptyText={t('empty')}
        totalText={(n) => t('total', { total: n })}
        errorText={(message) => tt('loadFailed', { message })}
        retryText={tt('retry')}
        extra={
          <Select
            className="sv-filter"
            value={list.filters.platform ?? 'all'}
            onChange={(v: VideoPlatform | 'all') => store.filterPlatform(v === 'all' ? undefined : v)}
            options={[{ value: 'all', label: t('allPlatforms') }, ...VIDEO_PLATFORMS.map((p) => ({ value: p.value, label: tt(`platforms.${p.value}`) }))]}
            aria-label={t('platform')}
          />
        }
      />
      <AccountEditModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
});

export default AccountsPage;
