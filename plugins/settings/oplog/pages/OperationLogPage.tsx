// 操作日志 (/zhSetting/zhOperationLog, key operation_log): the active site's log with its filters,
// paged; a row's 详情 in a drawer; 导出 as a task whose file downloads when it ends.
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, Button, Empty, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService } from '../../../../kernel';
import type { OplogRow } from '../../../../shared/domain/settings/oplog';
import { CellLink } from '../../../../shared/ui/list/CellLink';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import { InlineTask } from '../../../../shared/ui/task/InlineTask';
import { OplogDrawer } from '../components/OplogDrawer';
import { OplogFilters } from '../components/OplogFilters';
import { RESULT_COLOR, timeText, useOplogT } from '../components/text';
import { OPLOG_STORE } from '../tokens';
import '../components/oplog.css';

const OperationLogPage = observer(function OperationLogPage() {
  const store = useService(OPLOG_STORE);
  const t = useOplogT();
  const list = store.list;
  useEffect(() => {
    void store.open();
  }, [store]);

  const columns: FitColumn<OplogRow>[] = [
    { title: t('time'), dataIndex: 'created_at', width: 170, minWidth: 164, className: 'ol-nowrap', render: (ms: number) => timeText(ms) },
    { title: t('user'), dataIndex: 'account_name', width: 170, minWidth: 120, render: (name: string) => (name ? <span className="ol-cell">{name}</span> : <span className="ol-muted">{t('anonymous')}</span>) },
    { title: t('action'), dataIndex: 'label', minWidth: 140, render: (label: string, row) => <CellLink onOpen={() => store.openDetail(row.id)} text={label} /> },
    { title: t('result'), dataIndex: 'result', width: 80, minWidth: 72, render: (r: string) => <Tag color={RESULT_COLOR[r]}>{t(`results.${r}`)}</Tag> },
    { title: t('ip'), dataIndex: 'ip', width: 140, minWidth: 120, dropOrder: 2, className: 'ol-nowrap' },
    { title: t('detail'), dataIndex: 'detail', width: 260, minWidth: 140, dropOrder: 1, ellipsis: true, render: (text: string, row) => `${text}${row.count > 1 ? t('times', { count: row.count }) : ''}` },
    { title: t('actions'), key: 'actions', width: 72, minWidth: 72, render: (_: unknown, row) => <Button type="link" size="small" onClick={() => store.openDetail(row.id)}>{t('view')}</Button> },
  ];

  const emptyText = store.filtered ? t('emptyFiltered') : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
  return (
    <div data-testid="oplog-page">
      <Typography.Paragraph className="ol-intro">{t('intro')}</Typography.Paragraph>
      <OplogFilters
        store={store}
        extra={(
          <Button icon={<DownloadOutlined />} loading={store.exporting} disabled={store.exportTaskId !== null} onClick={() => void store.startExport()} data-testid="oplog-export">
            {t('export')}
          </Button>
        )}
      />
      {store.exportTaskId !== null && (
        <div className="ol-task">
          <InlineTask taskId={store.exportTaskId} onFinished={(task) => void store.exportFinished(task)} />
        </div>
      )}
      {list.error && <Alert type="error" showIcon title={t('loadFailed', { message: list.error })} action={<Button onClick={() => list.load()}>{t('retry')}</Button>} className="ol-alert" />}
      <FitTable<OplogRow>
        rowKey="id"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        locale={{ emptyText }}
        pagination={{
          current: list.page, pageSize: list.rowsPerPage, total: list.total, showSizeChanger: true,
          showTotal: (n) => (store.capped ? t('totalCapped', { total: n }) : t('total', { total: n })),
          onChange: (p, s) => list.setPage(p, s),
        }}
        data-testid="oplog-table"
      />
      <OplogDrawer store={store} />
    </div>
  );
});

export default OperationLogPage;
