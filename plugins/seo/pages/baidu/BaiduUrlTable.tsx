// The addresses of the site's live pages: 推送状态, 百度蜘蛛最近抓取 and 收录状态 per address,
// filters by page kind and by each state, title search, selection, and the three actions.
import { Button, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import dayjs from 'dayjs';
import { useClickGuard } from '../../../../kernel';
import { BAIDU_RECORD_KINDS, INDEX_STATES, PUSH_STATES, type BaiduRecordKind, type BaiduUrlRow, type IndexState, type PushState } from '../../../../shared/domain/seo/baidu';
import { ListPageCard } from '../../../../shared/ui/list/ListPageCard';
import { SelectionBar } from '../../../../shared/ui/list/SelectionBar';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import type { BaiduStore, BaiduUrlFilters } from '../../store/BaiduStore';
import { useBaiduT } from './useBaiduT';

const PUSH_COLORS: Record<PushState, string | undefined> = { unpushed: undefined, pushed: 'green', notSameSite: 'orange', notValid: 'red' };
const INDEX_COLORS: Record<IndexState, string | undefined> = { unchecked: undefined, indexed: 'green', notIndexed: 'volcano' };
const time = (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm');

export const BaiduUrlTable = observer(function BaiduUrlTable({ store }: { store: BaiduStore }) {
  const t = useBaiduT();
  const list = store.urls;
  const filters = list.filters;
  const pushGuard = useClickGuard();
  const pushAllGuard = useClickGuard();
  const checkGuard = useClickGuard();

  const filter = <K extends keyof BaiduUrlFilters>(key: K, value: BaiduUrlFilters[K] | 'all') => {
    const next = { ...list.filters };
    if (value === 'all') delete next[key];
    else next[key] = value;
    store.select([]);
    list.setFilters(next);
  };

  const columns: FitColumn<BaiduUrlRow>[] = [
    {
      title: t('title'), dataIndex: 'title', minWidth: 180,
      render: (title: string, row) => (
        <span className="seo-baidu-title">
          <Tag>{t(`kinds.${row.kind}`)}</Tag>
          <span title={title}>{title}</span>
        </span>
      ),
    },
    {
      title: t('url'), dataIndex: 'url', minWidth: 200, width: 300, ellipsis: true, dropOrder: 2,
      render: (url: string) => (url ? <a href={url} target="_blank" rel="noopener noreferrer" title={url}>{url}</a> : t('none')),
    },
    {
      title: t('pushState'), dataIndex: 'pushState', width: 110, minWidth: 100,
      render: (state: PushState, row) => (
        <Tooltip title={row.pushedAt ? t('pushedAt', { at: time(row.pushedAt) }) : undefined}>
          <Tag color={PUSH_COLORS[state]} data-testid={`baidu-push-${row.key}`}>{t(`pushStates.${state}`)}</Tag>
        </Tooltip>
      ),
    },
    {
      title: t('lastCrawl'), dataIndex: 'lastCrawl', width: 150, minWidth: 140, dropOrder: 1,
      render: (at: number | null) => (at ? time(at) : <Typography.Text type="secondary">{t('noCrawl')}</Typography.Text>),
    },
    {
      title: t('indexState'), dataIndex: 'indexState', width: 100, minWidth: 90,
      render: (state: IndexState, row) => (
        <Tooltip title={row.checkedAt ? t('checkedAt', { at: time(row.checkedAt) }) : undefined}>
          <Tag color={INDEX_COLORS[state]} data-testid={`baidu-index-${row.key}`}>{t(`indexStates.${state}`)}</Tag>
        </Tooltip>
      ),
    },
  ];

  const selected = store.selected.length;
  const running = store.pushTaskId !== null;
  return (
    <ListPageCard<BaiduUrlRow>
      title={
        <Space wrap>
          <Button type="primary" disabled={!store.canPush || selected === 0 || store.busy || pushGuard.blocked} loading={store.busy && selected > 0}
            onClick={() => { if (pushGuard.trigger()) void store.pushSelected(); }}>{t('pushSelected')}</Button>
          <Button disabled={!store.canPush || store.busy || running || pushAllGuard.blocked} loading={running}
            onClick={() => { if (pushAllGuard.trigger()) void store.pushAll(); }}>{t('pushAll')}</Button>
          <Button disabled={!store.canCheck || store.busy || store.checkTaskId !== null || checkGuard.blocked} loading={store.checkTaskId !== null}
            onClick={() => { if (checkGuard.trigger()) void store.checkIndex(); }}>{t(selected ? 'checkSelected' : 'checkIndex')}</Button>
          {selected > 0 && <SelectionBar count={selected} countText={t('selected', { count: selected })} actionText={t('clearSelection')} danger={false} onAction={() => store.select([])} />}
        </Space>
      }
      list={list}
      columns={columns}
      rowKey="key"
      searchPlaceholder={t('search')}
      emptyText={t('empty')}
      totalText={(n) => t('total', { total: n })}
      errorText={(message) => t('loadFailed', { message })}
      retryText={t('retry')}
      rowSelection={{ selectedRowKeys: store.selected, onChange: (keys) => store.select(keys as string[]), preserveSelectedRowKeys: true }}
      extra={
        <>
          <Select<BaiduRecordKind | 'all'> value={filters.kind ?? 'all'} style={{ width: 120 }} aria-label={t('kindFilter')} onChange={(v) => filter('kind', v)}
            options={[{ value: 'all', label: t('allKinds') }, ...BAIDU_RECORD_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))]} />
          <Select<PushState | 'all'> value={filters.push ?? 'all'} style={{ width: 140 }} aria-label={t('pushFilter')} onChange={(v) => filter('push', v)}
            options={[{ value: 'all', label: t('allPushStates') }, ...PUSH_STATES.map((k) => ({ value: k, label: t(`pushStates.${k}`) }))]} />
          <Select<IndexState | 'all'> value={filters.index ?? 'all'} style={{ width: 140 }} aria-label={t('indexFilter')} onChange={(v) => filter('index', v)}
            options={[{ value: 'all', label: t('allIndexStates') }, ...INDEX_STATES.map((k) => ({ value: k, label: t(`indexStates.${k}`) }))]} />
        </>
      }
    />
  );
});
