// The push log: each push to Baidu — when, from where (手动 / 全部推送 / 自动), by whom, how many
// addresses were sent and taken, the quota left, those Baidu refused, or why the push failed.
import { Alert, Button, Card, Popover, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import dayjs from 'dayjs';
import type { BaiduLogRow } from '../../../../shared/domain/seo/baidu';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import type { BaiduStore } from '../../store/BaiduStore';
import { useBaiduT } from './useBaiduT';

function RefusedList({ urls }: { urls: string[] }) {
  return (
    <ul className="seo-addresses seo-baidu-refused">
      {urls.map((u) => <li key={u}>{u}</li>)}
    </ul>
  );
}

export const BaiduPushLog = observer(function BaiduPushLog({ store }: { store: BaiduStore }) {
  const t = useBaiduT();
  const list = store.log;
  const columns: FitColumn<BaiduLogRow>[] = [
    { title: t('logTime'), dataIndex: 'at', width: 180, minWidth: 176, render: (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
    { title: t('logSource'), dataIndex: 'source', width: 100, minWidth: 90, render: (s: BaiduLogRow['source']) => t(`sources.${s}`) },
    { title: t('logWho'), dataIndex: 'who', width: 120, minWidth: 90, dropOrder: 2, ellipsis: true },
    { title: t('logSent'), dataIndex: 'sent', width: 70, minWidth: 60, align: 'right' },
    { title: t('logSuccess'), dataIndex: 'success', width: 70, minWidth: 60, align: 'right' },
    { title: t('logRemain'), dataIndex: 'remain', width: 100, minWidth: 90, align: 'right', dropOrder: 1, render: (n: number | null) => (n === null ? t('none') : n) },
    {
      title: t('logRefused'), key: 'refused', width: 160, minWidth: 130,
      render: (_: unknown, row) => {
        const count = row.notSameSite.length + row.notValid.length;
        if (count === 0) return t('none');
        return (
          <Popover trigger={['hover', 'click']} content={
            <div className="seo-baidu-refused-box">
              {row.notSameSite.length > 0 && <><Typography.Text strong>{t('notSameSite', { count: row.notSameSite.length })}</Typography.Text><RefusedList urls={row.notSameSite} /></>}
              {row.notValid.length > 0 && <><Typography.Text strong>{t('notValid', { count: row.notValid.length })}</Typography.Text><RefusedList urls={row.notValid} /></>}
            </div>
          }>
            <Button type="link" size="small">{[row.notSameSite.length ? t('notSameSite', { count: row.notSameSite.length }) : '', row.notValid.length ? t('notValid', { count: row.notValid.length }) : ''].filter(Boolean).join('，')}</Button>
          </Popover>
        );
      },
    },
    {
      title: t('logResult'), key: 'result', minWidth: 160,
      render: (_: unknown, row) => (row.error ? <Typography.Text type="danger">{row.error}</Typography.Text> : <Tag color="green">{t('logOk')}</Tag>),
    },
  ];
  return (
    <Card>
      {list.error && <Alert type="error" showIcon title={t('loadFailed', { message: list.error })} action={<Button onClick={() => list.load()}>{t('retry')}</Button>} style={{ marginBottom: 12 }} />}
      <div data-testid="baidu-log">
        <FitTable<BaiduLogRow>
          rowKey="id"
          loading={list.loading}
          columns={columns}
          dataSource={list.rows}
          locale={{ emptyText: t('logEmpty') }}
          pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, showSizeChanger: true, showTotal: (n) => t('logTotal', { total: n }), onChange: (page, size) => list.setPage(page, size) }}
        />
      </div>
    </Card>
  );
});
