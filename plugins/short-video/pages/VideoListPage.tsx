// /zhSmallVideo/samll_video_list: two tabs. 短视频 — keyword, account, status and 旧版/新版 filters,
// a paged table (cover, title, account, length, status, publish time), 播放 (an uploaded file in a
// dialog, a share link in a new window), edit — or, for a 旧版 video, a read-only view that says
// why it cannot be edited — batch 上架/下架 and removal to the recycle bin. 回收站 — restore and
// 彻底删除, both confirmed where they cannot be undone.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Card, Empty, Input, Select, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../kernel';
import type { VideoRow } from '../../../shared/domain/product';
import { CellLink } from '../../../shared/ui/list/CellLink';
import { FitTable } from '../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../shared/ui/list/fitColumns';
import { AccountLabel } from '../components/AccountLabel';
import { openShareLink } from '../components/VideoDetails';
import { VideoModal } from '../components/VideoModal';
import { formatDuration, useVideoT } from '../components/videoText';
import type { VideoAction, VideoTab } from '../store/VideoListStore';
import { VIDEO_LIST } from '../tokens';
import './shortVideo.css';

const ADD_PATH = '/zhSmallVideo/samll_video_add';
const editPath = (row: VideoRow) => `/zhSmallVideo/samll_video_edit?id=${row.id}`;

const VideoListPage = observer(function VideoListPage() {
  const store = useService(VIDEO_LIST);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = useVideoT('list');
  const tt = useVideoT();
  const [open, setOpen] = useState<VideoRow | null>(null);
  const live = store.tab === 'live';
  const list = store.list;
  const filters = store.live.filters;

  useEffect(() => {
    // ?account=3 (an account's video count on the accounts page): the list of that account.
    const account = Number(params.get('account'));
    if (account > 0) {
      store.showAccount(account);
    } else {
      void store.list.load();
    }
    void store.loadAccounts();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  const DONE: Record<VideoAction, string> = { up: 'upDone', down: 'downDone', remove: 'removed', restore: 'restored', destroy: 'destroyed' };
  const run = async (action: VideoAction, ids: number[] = store.selected) => {
    if (ids.length === 0) return;
    if (action === 'remove' || action === 'destroy') {
      const content = t(action === 'remove' ? 'removeConfirm' : 'destroyConfirm', { count: ids.length });
      if (!(await notifier.confirm({ title: i18n.t('kernel.common.tip'), content, danger: true }))) return;
    }
    if (await store.run(action, ids)) notifier.success(t(DONE[action]));
  };

  const play = (row: VideoRow) => (row.file_url ? setOpen(row) : openShareLink(row.link));

  const cover: FitColumn<VideoRow> = {
    title: t('cover'),
    dataIndex: 'cover',
    width: 96,
    minWidth: 88,
    render: (url: string, row) => (url ? <img src={url} alt="" className="sv-thumb" /> : <div className="sv-thumb sv-thumb-empty">{formatDuration(row.duration_seconds) || '—'}</div>),
  };
  const title: FitColumn<VideoRow> = {
    title: t('videoTitle'),
    dataIndex: 'title',
    minWidth: 200,
    // A 旧版 video, or one in the bin, opens read-only (with the reason, for a 旧版 one).
    render: (text: string, row) => (
      <CellLink
        {...(live && !row.legacy ? { to: editPath(row) } : { onOpen: () => setOpen(row) })}
        text={text}
        after={row.legacy && <Tag color="orange">{tt('legacy')}</Tag>}
      />
    ),
  };
  const account: FitColumn<VideoRow> = {
    title: t('account'),
    key: 'account',
    width: 190,
    minWidth: 120,
    dropOrder: 2,
    render: (_: unknown, row) => <AccountLabel platform={row.platform} name={row.account_name} />,
  };

  const liveColumns: FitColumn<VideoRow>[] = [
    cover,
    title,
    account,
    { title: t('duration'), dataIndex: 'duration_seconds', width: 80, minWidth: 64, dropOrder: 1, align: 'right', render: (s: number) => formatDuration(s) || <span className="sv-muted">—</span> },
    { title: t('status'), dataIndex: 'status', width: 84, minWidth: 72, render: (s: 0 | 1) => <Tag color={s === 1 ? 'green' : 'default'}>{tt(`status.${s}`)}</Tag> },
    { title: t('published'), dataIndex: 'published_text', width: 150, minWidth: 140, render: (text: string) => text.slice(0, 16) },
    {
      title: t('actions'),
      key: 'actions',
      width: 170,
      minWidth: 156,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => play(row)}>
            {t('play')}
          </Button>
          {row.legacy ? (
            <Button type="link" size="small" onClick={() => setOpen(row)}>
              {t('view')}
            </Button>
          ) : (
            <Button type="link" size="small" onClick={() => navigate(editPath(row))}>
              {t('edit')}
            </Button>
          )}
          <Button type="link" size="small" danger onClick={() => run('remove', [row.id])}>
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];

  const binColumns: FitColumn<VideoRow>[] = [
    cover,
    title,
    account,
    { title: t('removedAt'), dataIndex: 'updated_at', width: 150, minWidth: 140, render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm') },
    {
      title: t('actions'),
      key: 'actions',
      width: 150,
      minWidth: 136,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => run('restore', [row.id])}>
            {t('restore')}
          </Button>
          <Button type="link" size="small" danger onClick={() => run('destroy', [row.id])}>
            {t('destroy')}
          </Button>
        </Space>
      ),
    },
  ];

  const filtered = Boolean(store.live.keyword.trim()) || Object.values(filters).some((v) => v !== undefined);
  const emptyText = !live ? (
    t('binEmpty')
  ) : filtered ? (
    t('emptyFiltered')
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ADD_PATH)}>
        {t('add')}
      </Button>
    </Empty>
  );
  const none = store.selected.length === 0 || store.busy;

  return (
    <Card
      className="sv-card"
      title={<h2 className="sv-heading">{t('title')}</h2>}
      activeTabKey={store.tab}
      onTabChange={(key) => store.setTab(key as VideoTab)}
      tabList={[
        { key: 'live', label: t('liveTab') },
        { key: 'bin', label: t('binTab') },
      ]}
      tabBarExtraContent={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ADD_PATH)}>
          {t('add')}
        </Button>
      }
    >
      <div className="sv-filters">
        <Input.Search
          key={store.tab}
          allowClear
          defaultValue={list.keyword}
          placeholder={t('search')}
          onSearch={(v) => list.search(v)}
          className="sv-search"
          aria-label={t('search')}
        />
        {live && (
          <>
            <Select
              className="sv-filter-account"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('allAccounts')}
              value={filters.account_id}
              onChange={(v: number | undefined) => store.filter({ account_id: v ?? undefined })}
              options={store.accounts.map((a) => ({ value: a.id, label: `${tt(`platforms.${a.platform}`)} · ${a.name}` }))}
              aria-label={t('account')}
            />
            <Select
              className="sv-filter"
              value={filters.status ?? 'all'}
              onChange={(v) => store.filter({ status: v === 'all' ? undefined : (v as 0 | 1) })}
              options={[{ value: 'all', label: t('allStatus') }, { value: 1, label: tt('status.1') }, { value: 0, label: tt('status.0') }]}
              aria-label={t('status')}
            />
            <Select
              className="sv-filter"
              value={filters.legacy === undefined ? 'all' : filters.legacy ? 'legacy' : 'new'}
              onChange={(v) => store.filter({ legacy: v === 'all' ? undefined : v === 'legacy' })}
              options={[{ value: 'all', label: t('allVersions') }, { value: 'new', label: t('newVersion') }, { value: 'legacy', label: t('legacyVersion') }]}
              aria-label={t('legacyVersion')}
            />
          </>
        )}
        <div className="sv-spacer" />
        {store.selected.length > 0 && <Typography.Text type="secondary">{t('selected', { count: store.selected.length })}</Typography.Text>}
        {live ? (
          <>
            <Button disabled={none} onClick={() => run('up')}>
              {t('up')}
            </Button>
            <Button disabled={none} onClick={() => run('down')}>
              {t('down')}
            </Button>
            <Button danger disabled={none} onClick={() => run('remove')}>
              {t('remove')}
            </Button>
          </>
        ) : (
          <>
            <Button disabled={none} onClick={() => run('restore')}>
              {t('restore')}
            </Button>
            <Button danger disabled={none} onClick={() => run('destroy')}>
              {t('destroy')}
            </Button>
          </>
        )}
      </div>
      {list.error && <Alert type="error" showIcon title={tt('loadFailed', { message: list.error })} action={<Button onClick={() => list.load()}>{tt('retry')}</Button>} className="sv-alert" />}
      <FitTable<VideoRow>
        key={store.tab}
        rowKey="id"
        loading={list.loading}
        columns={live ? liveColumns : binColumns}
        dataSource={list.rows}
        rowSelection={{ selectedRowKeys: store.selected, onChange: (keys) => store.select(keys as number[]) }}
        locale={{ emptyText }}
        pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, showSizeChanger: true, showTotal: (n) => t('total', { total: n }), onChange: (p, s) => list.setPage(p, s) }}
        data-testid="video-table"
      />
      <VideoModal video={open} onClose={() => setOpen(null)} />
    </Card>
  );
});

export default VideoListPage;
