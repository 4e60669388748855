// 发送记录: the channel's sends, newest first, 全部 / 成功 / 失败, paged; a failure shows why.
import { Card, Radio, Tag, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useT } from '../../../../kernel';
import { MSG_SEND_KIND_LABEL, MSG_SEND_RESULT_LABEL, messagingTime, type MessageSendLogRow, type MessageSendResult } from '../../../../shared/domain/settings';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import { SEND_LOG_PAGE_SIZE, type SendLogState } from '../store/SendLogState';

const clipped = (text: string) => <span className="messaging-clip" title={text}>{text}</span>;

export const SendLogCard = observer(function SendLogCard({ log }: { log: SendLogState }) {
  const t = useT();
  const columns = useMemo<FitColumn<MessageSendLogRow>[]>(() => [
    { title: t('settings.messaging.log.time'), dataIndex: 'created_at', minWidth: 160, width: 170, render: (at: number) => messagingTime(at) },
    { title: t('settings.messaging.log.kind'), dataIndex: 'kind', minWidth: 96, width: 110, render: (kind: MessageSendLogRow['kind']) => MSG_SEND_KIND_LABEL[kind] },
    { title: t('settings.messaging.log.recipients'), dataIndex: 'recipients', minWidth: 140, width: 240, dropOrder: 1, render: clipped },
    { title: t('settings.messaging.log.subject'), dataIndex: 'subject', minWidth: 180, render: clipped },
    {
      title: t('settings.messaging.log.result'), dataIndex: 'result', minWidth: 80, width: 90,
      render: (result: MessageSendResult, row: MessageSendLogRow) => (result === 'ok'
        ? <Tag color="success">{MSG_SEND_RESULT_LABEL.ok}</Tag>
        : <Tooltip title={row.error}><Tag color="error">{MSG_SEND_RESULT_LABEL.failed}</Tag></Tooltip>),
    },
  ], [t]);
  return (
    <Card
      title={t('settings.messaging.log.title')}
      extra={(
        <Radio.Group size="small" optionType="button" value={log.result ?? 'all'} aria-label={t('settings.messaging.log.result')}
          onChange={(e) => void log.setResult(e.target.value === 'all' ? undefined : e.target.value)}
          options={[
            { value: 'all', label: t('settings.messaging.log.all') },
            { value: 'ok', label: MSG_SEND_RESULT_LABEL.ok },
            { value: 'failed', label: MSG_SEND_RESULT_LABEL.failed },
          ]} />
      )}
    >
      <FitTable<MessageSendLogRow>
        rowKey="id" size="middle" columns={columns} dataSource={log.rows} loading={log.loading}
        locale={{ emptyText: t('settings.messaging.log.empty') }}
        expandable={{ rowExpandable: (row) => row.error !== '', expandedRowRender: (row) => <span className="messaging-error">{row.error}</span>, showExpandColumn: false }}
        pagination={{ current: log.page, pageSize: SEND_LOG_PAGE_SIZE, total: log.total, showSizeChanger: false, hideOnSinglePage: true, onChange: (page) => void log.setPage(page) }}
      />
    </Card>
  );
});
