// The recycle bin (/zhContent/index, /zhRecycle/index): removed articles, albums and jobs, with
// restore (reduction) and permanent deletion (confirmed), one by one or in batches.
import { Button, Card, Space, Tabs, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../kernel';
import { API, type ListData } from '../../../shared/domain';
import { ListState } from '../../../shared/ui/list/ListState';
import { CONTENT_API } from '../tokens';
import { FitTable } from '../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../shared/ui/list/fitColumns';

interface Row {
  id: number;
  title: string;
  kindLabel?: string;
  updated_at: number;
}

type Kind = 'articles' | 'albums' | 'jobs';

const RecycleBinPage = observer(function RecycleBinPage() {
  const api = useService(CONTENT_API);
  const http = useService(TOKENS.http);
  const permission = useService(TOKENS.permission);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, p?: Record<string, string | number>) => i18n.t(`content.recycle.${key}`, p);
  const kinds = useMemo(() => {
    const all: Kind[] = ['articles', 'albums', 'jobs'];
    return all.filter((k) => (k === 'albums' ? permission.has('album_list') : k === 'jobs' ? permission.has('job_list') : true));
  }, [permission]);
  const [kind, setKind] = useState<Kind>('articles');
  const [selected, setSelected] = useState<number[]>([]);

  const lists = useMemo(
    () => ({
      articles: new ListState<Row>(async (q) => {
        const data = await api.recycle(q);
        return { total: data.total, rows: data.rows.map((r) => ({ id: r.id, title: r.title, kindLabel: i18n.t(`content.types.${r.type}`), updated_at: r.updated_at })) };
      }),
      albums: new ListState<Row>(async (q) => {
        const data = await api.albums({ ...q, disabled: true });
        return { total: data.total, rows: data.rows.map((r) => ({ id: r.id, title: r.title, updated_at: r.updated_at })) };
      }),
      jobs: new ListState<Row>(async (q) => {
        const data = await http.call<ListData<{ id: number; title: string; updated_at: number }>>(API.jobRecycle, { body: { page: q.page, rows: q.rows } });
        return { total: data.total, rows: data.rows.map((r) => ({ id: r.id, title: r.title, updated_at: r.updated_at })) };
      }),
    }),
    [api, http, i18n],
  );
  const list = lists[kind];

  useEffect(() => {
    setSelected([]);
    void list.load();
  }, [list]);

  const act = async (action: 'restore' | 'destroy', ids: number[]) => {
    if (ids.length === 0) return;
    if (action === 'destroy' && !(await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t('destroyConfirm', { count: ids.length }), danger: true }))) return;
    try {
      if (kind === 'articles') await (action === 'restore' ? api.restore(ids) : api.destroy(ids));
      else if (kind === 'albums') await (action === 'restore' ? api.restoreAlbums(ids) : api.destroyAlbums(ids));
      else await http.call(action === 'restore' ? API.jobRestore : API.jobDestroy, { body: { ids } });
      notifier.success(t(action === 'restore' ? 'restored' : 'destroyed'));
      setSelected([]);
      await list.load();
    } catch {
      // HttpService showed why.
    }
  };

  const columns: FitColumn<Row>[] = [
    { title: i18n.t('content.list.title'), dataIndex: 'title', minWidth: 200, ellipsis: true },
    ...(kind === 'articles' ? [{ title: t('type'), dataIndex: 'kindLabel', width: 90, minWidth: 72, render: (label: string) => <Tag>{label}</Tag> }] : []),
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

  return (
    <Card
      title={t('title')}
      extra={
        <Space>
          <Button disabled={selected.length === 0} onClick={() => act('restore', selected)}>{t('restoreSelected')}</Button>
          <Button danger disabled={selected.length === 0} onClick={() => act('destroy', selected)}>{t('destroySelected')}</Button>
        </Space>
      }
    >
      <Tabs activeKey={kind} onChange={(k) => setKind(k as Kind)} items={kinds.map((k) => ({ key: k, label: t(k) }))} />
      <FitTable<Row>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        columns={columns}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        locale={{ emptyText: t('empty') }}
        pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, showSizeChanger: true, showTotal: (n) => i18n.t('content.list.total', { total: n }), onChange: (p, s) => list.setPage(p, s) }}
        data-testid="recycle-table"
      />
    </Card>
  );
});

export default RecycleBinPage;
