// The site's recycle bin (/zhContent/index, /zhRecycle/index): one tab per kind of removed record
// the user may see — articles, albums and jobs from this plugin, products, short videos … from the
// plugins that contribute a tab (kernel recycleBins) — with restore (reduction) and permanent
// deletion (confirmed), one by one or in batches. The open tab is kept in the address (?tab=).
import { Alert, Button, Card, Space, Tabs, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { TOKENS, useService, type RecycleBinSource, type RecycledRecord } from '../../../kernel';
import { ListState } from '../../../shared/ui/list/ListState';
import { FitTable } from '../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../shared/ui/list/fitColumns';

const RecycleBinPage = observer(function RecycleBinPage() {
  const plugins = useService(TOKENS.plugins);
  const permission = useService(TOKENS.permission);
  const site = useService(TOKENS.site);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, p?: Record<string, string | number>) => i18n.t(`content.recycle.${key}`, p);
  const bins = plugins.recycleBins.filter((bin) => permission.allows(bin, site.siteType));
  const [params, setParams] = useSearchParams();
  const bin = bins.find((b) => b.id === params.get('tab')) ?? bins[0];

  if (!bin) return <Card title={t('title')}><Alert type="info" showIcon message={t('nothingToSee')} /></Card>;
  return (
    <Card title={t('title')}>
      <Tabs
        activeKey={bin.id}
        onChange={(id) => setParams((p) => {
          const next = new URLSearchParams(p);
          next.set('tab', id);
          return next;
        }, { replace: true })}
        items={bins.map((b) => ({ key: b.id, label: i18n.t(b.title) }))}
      />
      {/* Keyed: each tab has its own list, selection and paging. */}
      <BinTab key={bin.id} pluginId={bin.pluginId} load={bin.load} />
    </Card>
  );
});

interface BinTabProps {
  pluginId: string;
  load: () => Promise<{ default: RecycleBinSource }>;
}

const BinTab = observer(function BinTab({ pluginId, load }: BinTabProps) {
  const plugins = useService(TOKENS.plugins);
  const http = useService(TOKENS.http);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, p?: Record<string, string | number>) => i18n.t(`content.recycle.${key}`, p);
  const [selected, setSelected] = useState<number[]>([]);
  const [failed, setFailed] = useState(false);
  // The owner's module and strings (an article's type label) load with its tab.
  const source = useMemo(() => plugins.activate(pluginId).then(load).then((m) => m.default), [plugins, pluginId, load]);
  const list = useMemo(() => new ListState<RecycledRecord>(async (q) => (await source).list(http, { page: q.page, rows: q.rows })), [source, http]);

  useEffect(() => {
    source.then(() => list.load(), () => setFailed(true));
  }, [source, list]);

  const act = async (action: 'restore' | 'destroy', ids: number[]) => {
    if (ids.length === 0) return;
    if (action === 'destroy' && !(await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t('destroyConfirm', { count: ids.length }), danger: true }))) return;
    try {
      await (await source)[action](http, ids);
      notifier.success(t(action === 'restore' ? 'restored' : 'destroyed'));
      setSelected([]);
      await list.load();
    } catch {
      // HttpService showed why.
    }
  };

  const labelled = list.rows.some((r) => r.label);
  const columns: FitColumn<RecycledRecord>[] = [
    { title: i18n.t('content.list.title'), dataIndex: 'title', minWidth: 200, ellipsis: true },
    ...(labelled ? [{ title: t('type'), dataIndex: 'label', width: 90, minWidth: 72, render: (label?: string) => (label ? <Tag>{i18n.t(label)}</Tag> : null) }] : []),
    { title: t('removedAt'), dataIndex: 'updated_at', width: 170, minWidth: 140, render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm') },
    {
      title: i18n.t('content.list.actions'),
      key: 'actions',
      width: 170,
      minWidth: 128,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => act('restore', [row.id])}>{t('restore')}</Button>
          <Button type="link" size="small" danger onClick={() => act('destroy', [row.id])}>{t('destroy')}</Button>
        </Space>
      ),
    },
  ];

  if (failed) return <Alert type="error" showIcon message={t('loadFailed')} />;
  return (
    <>
      <Space className="recycle-batch" style={{ marginBottom: 12 }}>
        <Button disabled={selected.length === 0} onClick={() => act('restore', selected)}>{t('restoreSelected')}</Button>
        <Button danger disabled={selected.length === 0} onClick={() => act('destroy', selected)}>{t('destroySelected')}</Button>
      </Space>
      <FitTable<RecycledRecord>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        columns={columns}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        locale={{ emptyText: t('empty') }}
        pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, showSizeChanger: true, showTotal: (n) => i18n.t('content.list.total', { total: n }), onChange: (p, s) => list.setPage(p, s) }}
        data-testid="recycle-table"
      />
    </>
  );
});

export default RecycleBinPage;
