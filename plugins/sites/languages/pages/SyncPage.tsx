// /siteLanguage/sync (site_setting): where the Chinese site translates to, or why sync is closed;
// 未同步 / 已同步 / 已修改 per type; the items of a type filtered by state and title, a page at a time;
// 同步翻译 of one item or the selected ones after 是否确认同步翻译到英文站？ → 翻译成功! or 翻译失败!;
// 批量同步翻译 as a task (followed in the header's task list; the page reads again when it ends).
import { Alert, Button, Card, Empty, Input, Progress, Select, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { TOKENS, usePageTitle, useService } from '../../../../kernel';
import {
  SYNC_STATE_LABELS, SYNC_STATES, SYNC_TYPE_LABELS, SYNC_TYPES, type SyncListRow, type SyncState, type SyncType,
} from '../../../../shared/domain/sites/languages';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import { SYNC_PAGE_SIZE } from '../store/SyncStore';
import { useLangT } from '../text';
import { SYNC_STORE } from '../tokens';

const STATE_COLORS: Record<SyncState, string> = { unsynced: 'default', synced: 'green', modified: 'orange' };
const when = (at: number | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '—');

const SyncPage = observer(function SyncPage() {
  const factory = useService(SYNC_STORE);
  const notifier = useService(TOKENS.notifier);
  const [store] = useState(() => factory);
  const t = useLangT();
  usePageTitle(t('syncTitle'));

  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  const open = store.status?.open === true;

  const translate = async (ids: number[]) => {
    const ok = await notifier.confirm({ title: t('translate'), content: t('confirm'), okText: t('confirmOk'), cancelText: t('confirmNo') });
    if (!ok) return;
    if (await store.translate(ids)) notifier.success(t('success'));
    else notifier.error(t('failed'));
  };

  const batch = async () => {
    const ok = await notifier.confirm({ title: t('batch'), content: t('batchConfirm'), okText: t('confirmOk'), cancelText: t('confirmNo') });
    if (ok && (await store.batch())) notifier.success(t('batchStarted'));
  };

  if (store.error) {
    return (
      <Card title={<h2 className="ui-panel-title">{t('syncTitle')}</h2>}>
        <Alert type="error" showIcon title={t('loadFailed', { message: store.error })} action={<Button onClick={() => void store.load()}>{t('reload')}</Button>} />
      </Card>
    );
  }
  if (!store.loaded) {
    return <Card title={<h2 className="ui-panel-title">{t('syncTitle')}</h2>}><div style={{ padding: 48, textAlign: 'center' }}><Spin /></div></Card>;
  }

  const task = store.batchTask;
  return (
    <Card
      title={<h2 className="ui-panel-title">{t('syncTitle')}</h2>}
      extra={store.binding && (
        <Button type="primary" disabled={!open || store.batchRunning} onClick={() => void batch()}>{t('batch')}</Button>
      )}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {!open && store.status?.reason && <Alert type="warning" showIcon title={t('closed', { reason: store.status.reason })} data-testid="sync-closed" />}
        {store.binding && (
          <Typography.Text data-testid="sync-target">
            {t('target', { name: store.binding.foreignSiteName, langs: store.languages.map((l) => l.name).join('、') })}
          </Typography.Text>
        )}
        {store.totals.length > 0 && (
          <Space wrap data-testid="sync-totals">
            {store.totals.map((row) => <Tag key={row.type}>{t('totals', { ...row })}</Tag>)}
          </Space>
        )}
        {store.batchRunning && task && (
          <Space>
            <Typography.Text>{t('batchRunning', { done: task.done, total: task.total })}</Typography.Text>
            <Progress percent={task.total ? Math.round((task.done / task.total) * 100) : 0} size="small" style={{ width: 160 }} />
          </Space>
        )}
        {store.binding && (
          <>
            <Space wrap>
              <Select<SyncType>
                value={store.type}
                style={{ width: 130 }}
                aria-label={t('type')}
                onChange={(v) => store.setType(v)}
                options={SYNC_TYPES.map((v) => ({ value: v, label: SYNC_TYPE_LABELS[v] }))}
              />
              <Select<SyncState | 'all'>
                value={store.state ?? 'all'}
                style={{ width: 130 }}
                aria-label={t('state')}
                onChange={(v) => store.setState(v === 'all' ? undefined : v)}
                options={[{ value: 'all', label: t('allStates') }, ...SYNC_STATES.map((v) => ({ value: v, label: SYNC_STATE_LABELS[v] }))]}
              />
              <Input.Search
                allowClear
                style={{ width: 220 }}
                placeholder={t('keyword')}
                aria-label={t('keyword')}
                value={store.keyword}
                maxLength={50}
                onChange={(e) => store.setKeyword(e.target.value)}
                onSearch={() => store.search()}
                enterButton={t('search')}
              />
              <Button disabled={!open || store.selected.length === 0} loading={store.translating} onClick={() => void translate(store.selected)}>
                {t('translateSelected', { count: store.selected.length })}
              </Button>
            </Space>
            <FitTable<SyncListRow>
              rowKey="id"
              size="middle"
              loading={store.listLoading}
              dataSource={store.rows}
              data-testid="sync-list"
              rowSelection={{ selectedRowKeys: store.selected, onChange: (keys) => store.setSelected(keys.map(Number)) }}
              locale={{ emptyText: <Empty description={t('empty')} /> }}
              pagination={{ current: store.page, pageSize: SYNC_PAGE_SIZE, total: store.total, showSizeChanger: false, onChange: (p) => store.setPage(p), hideOnSinglePage: true, showTotal: (total) => t('totalRows', { total }) }}
              columns={[
                { title: 'ID', dataIndex: 'id', width: 80, minWidth: 70, dropOrder: 3 },
                { title: t('itemTitle'), dataIndex: 'title', minWidth: 180, ellipsis: { showTitle: true } },
                { title: t('state'), key: 'state', width: 100, minWidth: 90, render: (_: unknown, row) => <Tag color={STATE_COLORS[row.state]}>{SYNC_STATE_LABELS[row.state]}</Tag> },
                { title: t('updatedAt'), key: 'updatedAt', width: 150, minWidth: 140, dropOrder: 1, render: (_: unknown, row) => when(row.updatedAt) },
                { title: t('syncedAt'), key: 'syncedAt', width: 150, minWidth: 140, dropOrder: 2, render: (_: unknown, row) => when(row.syncedAt) },
                {
                  title: t('col.actions'), key: 'actions', width: 110, minWidth: 100,
                  render: (_: unknown, row) => (
                    <Button type="link" size="small" disabled={!open || store.translating} onClick={() => void translate([row.id])}>{t('translate')}</Button>
                  ),
                },
              ]}
            />
          </>
        )}
      </Space>
    </Card>
  );
});

export default SyncPage;
