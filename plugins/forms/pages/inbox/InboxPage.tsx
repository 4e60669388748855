// /zhEnquiry/messageManagement (留言管理) and /zhEnquiry/inquiryMessage_en (询盘管理): the lead-form
// messages of the active site — counts, filters (form, submitted dates, read status, keyword), a
// server-paged table with selection, removal and Excel export. Also home of the pieces the other
// inbox pages share (filter bar, export button, error alert, the values of one message).
import { Alert, Button, Card, Col, DatePicker, Descriptions, Empty, Input, Row, Segmented, Select, Space, Statistic, Tag } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { TOKENS, useClickGuard, useService } from '../../../../kernel';
import type { MessageDetail, MessageRow } from '../../../../shared/domain';
import { InlineTask } from '../../../../shared/ui/task/InlineTask';
import { summaryOf, type MessageTable, type ReadFilter } from '../../store/InboxStore';
import { INBOX_STORE } from '../../tokens';
import { DetailLink, messageDetailPath } from './DetailLink';
import './inbox.css';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';

type T = (key: string, params?: Record<string, string | number>) => string;

/** Strings of forms.inbox.* (observer components re-render when the locale changes). */
export function useInboxT(section: 'inbox' | 'records' = 'inbox'): { t: T; tf: T } {
  const i18n = useService(TOKENS.i18n);
  return {
    t: (key, params) => i18n.t(`forms.${section}.${key}`, params),
    tf: (key, params) => i18n.t(`forms.${key}`, params),
  };
}

export function formatTime(at: number | string | null | undefined): string {
  if (at === null || at === undefined || at === '') return '';
  const day = dayjs(at);
  return day.isValid() ? day.format('YYYY-MM-DD HH:mm') : '';
}

/** A failed list: the reason and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { tf } = useInboxT();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={tf('loadFailed', { message })}
      action={
        <Button size="small" onClick={onRetry}>
          {tf('retry')}
        </Button>
      }
    />
  );
}

/** Submitted dates, read status and keyword — shared by the inbox and one form's messages. */
export const MessageFilterBar = observer(function MessageFilterBar({ table, children }: { table: MessageTable; children?: ReactNode }) {
  const { t } = useInboxT();
  const { startDate, endDate } = table.filters;
  return (
    <div className="forms-inbox-filters">
      {children}
      <span className="forms-inbox-filter">
        <span className="forms-inbox-filter-label">{t('dateRange')}</span>
        <DatePicker.RangePicker
          aria-label={t('dateRange')}
          format="YYYY-MM-DD"
          placeholder={[t('startDate'), t('endDate')]}
          value={startDate && endDate ? [dayjs(startDate), dayjs(endDate)] : null}
          onChange={(_, strings) => table.setDates(strings?.[0] || undefined, strings?.[1] || undefined)}
        />
      </span>
      <span className="forms-inbox-filter">
        <span className="forms-inbox-filter-label">{t('status')}</span>
        <Segmented<ReadFilter>
          aria-label={t('status')}
          value={table.readFilter}
          onChange={(value) => table.setReadFilter(value)}
          options={[
            { value: 'all', label: t('all') },
            { value: 'unread', label: t('unread') },
            { value: 'read', label: t('read') },
          ]}
        />
      </span>
      <Input.Search
        className="forms-inbox-search"
        aria-label={t('keyword')}
        placeholder={t('keyword')}
        allowClear
        defaultValue={table.list.keyword}
        onSearch={(value) => table.search(value)}
      />
    </div>
  );
});

/** Export to Excel: one file at a time, click-guarded (§5), named as the server names it. */
export const ExportButton = observer(function ExportButton({ busy, onExport, label, busyLabel, disabled }: { busy: boolean; onExport: () => unknown; label: string; busyLabel: string; disabled?: boolean }) {
  const guard = useClickGuard();
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      disabled={busy || guard.blocked || disabled}
      onClick={() => {
        if (busy || !guard.trigger()) return;
        void onExport();
      }}
    >
      {busy ? busyLabel : label}
    </Button>
  );
});

/** Selection actions above a message table: delete the selected rows, export. */
export const MessageToolbar = observer(function MessageToolbar({ table, extra }: { table: MessageTable; extra?: ReactNode }) {
  const { t } = useInboxT();
  const count = table.selected.length;
  return (
    <div className="forms-inbox-toolbar">
      <Space wrap>
        <Button danger disabled={count === 0 || table.removing} loading={table.removing} onClick={() => void table.removeSelected()}>
          {t('removeSelected')}
        </Button>
        {count > 0 && <span className="forms-inbox-muted">{t('selected', { count })}</span>}
      </Space>
      <Space wrap>
        {extra}
        <ExportButton busy={table.exporting} onExport={() => table.exportFile()} label={t('export')} busyLabel={t('exporting')} />
      </Space>
      {table.exportTaskId !== null && (
        <div className="forms-inbox-export-task">
          <InlineTask taskId={table.exportTaskId} onFinished={(task) => void table.exportFinished(task)} />
        </div>
      )}
    </div>
  );
});

/** Status, time and actions: the trailing columns of every message table. */
export function trailingColumns(t: T, table: MessageTable): FitColumn<MessageRow>[] {
  return [
    {
      title: t('status'),
      key: 'status',
      width: 90,
      minWidth: 76,
      render: (_, row) => (row.readStatus ? <Tag>{t('read')}</Tag> : <Tag color="blue">{t('unread')}</Tag>),
    },
    { title: t('time'), key: 'time', width: 160, minWidth: 148, render: (_, row) => formatTime(row.created_at) },
    {
      title: t('actions'),
      key: 'actions',
      width: 130,
      minWidth: 112,
      render: (_, row) => (
        <Space size={0}>
          <DetailLink to={messageDetailPath(row.id)}>{t('view')}</DetailLink>
          <Button type="link" size="small" danger disabled={table.removing} onClick={() => void table.remove([row.id])}>
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];
}

/** A message table: server paging, selection, unread rows bold, empty and error states. */
export const MessagesTable = observer(function MessagesTable({ table, columns }: { table: MessageTable; columns: FitColumn<MessageRow>[] }) {
  const { t } = useInboxT();
  const list = table.list;
  return (
    <>
      {list.error !== null && <LoadError message={list.error} onRetry={() => void list.load()} />}
      <FitTable<MessageRow>
        className="forms-inbox-table"
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={list.rows.slice()}
        columns={columns}
        rowClassName={(row) => (row.readStatus ? '' : 'forms-inbox-row-unread')}
        rowSelection={{ selectedRowKeys: table.selected.slice(), onChange: (keys) => table.setSelected(keys.map(Number)) }}
        locale={{ emptyText: list.error !== null ? <span /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
        pagination={{
          current: list.page,
          pageSize: list.rowsPerPage,
          total: list.total,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: (page, size) => table.setPage(page, size),
        }}
      />
    </>
  );
});

/** The text of an unread/read summary cell: bold with a dot while unread. */
export function UnreadText({ row, text }: { row: MessageRow; text: string }) {
  const { t } = useInboxT();
  return (
    <span className={row.readStatus ? 'forms-inbox-cell' : 'forms-inbox-cell forms-inbox-unread'}>
      {!row.readStatus && <span className="forms-inbox-dot" aria-hidden="true" />}
      {text || <span className="forms-inbox-muted">{t('noValue')}</span>}
    </span>
  );
}

/** Every submitted item of one message (title → value as text), then its facts. */
export function MessageValues({ detail, extra = true }: { detail: MessageDetail; extra?: boolean }) {
  const { t } = useInboxT();
  const items = Array.isArray(detail.items) ? detail.items : [];
  return (
    <Descriptions bordered column={1} size="middle" className="forms-inbox-detail" styles={{ label: { width: 160 } }}>
      {items.map((item) => (
        <Descriptions.Item key={item.name} label={item.title}>
          {item.value !== '' && item.value !== null && item.value !== undefined ? (
            <span className="forms-inbox-value">{String(item.value)}</span>
          ) : (
            <span className="forms-inbox-muted">{t('noValue')}</span>
          )}
        </Descriptions.Item>
      ))}
      {extra && detail.formTitle && <Descriptions.Item label={t('form')}>{detail.formTitle}</Descriptions.Item>}
      <Descriptions.Item label={t('time')}>{formatTime(detail.created_at)}</Descriptions.Item>
      {extra && <Descriptions.Item label={t('ip')}>{detail.ip || '-'}</Descriptions.Item>}
      {extra && (
        <Descriptions.Item label={t('ua')}>
          <span className="forms-inbox-value">{detail.userAgent || '-'}</span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

const Counts = observer(function Counts() {
  const store = useService(INBOX_STORE);
  const { t } = useInboxT();
  const counts = store.counts;
  const loading = counts === null && store.countsError === null;
  const value = (n: number | undefined) => (counts === null ? '-' : (n ?? 0));
  const cells: { key: string; value: number | string }[] = [
    { key: 'total', value: value(counts?.total) },
    { key: 'thisMonth', value: value(counts?.thisMonth) },
    { key: 'lastMonth', value: value(counts?.lastMonth) },
    { key: 'unread', value: value(counts?.unread) },
  ];
  return (
    <Row gutter={[16, 16]} className="forms-inbox-counts">
      {cells.map((cell) => (
        <Col xs={12} md={6} key={cell.key}>
          <Card size="small">
            <Statistic title={t(`count.${cell.key}`)} value={cell.value} loading={loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
});

const InboxPage = observer(function InboxPage() {
  const store = useService(INBOX_STORE);
  const { t } = useInboxT();
  const location = useLocation();
  const table = store.messages;
  const inquiries = location.pathname.endsWith('/inquiryMessage_en');

  useEffect(() => {
    void store.open();
  }, [store]);

  const columns: FitColumn<MessageRow>[] = [
    { title: t('form'), key: 'form', width: 180, minWidth: 120, dropOrder: 1, ellipsis: true, render: (_, row) => row.formTitle },
    { title: t('summary'), key: 'summary', minWidth: 200, render: (_, row) => <UnreadText row={row} text={summaryOf(row)} /> },
    ...trailingColumns(t, table),
  ];

  return (
    <div className="forms-inbox">
      <h2 className="forms-inbox-title">{inquiries ? t('inquiries') : t('title')}</h2>
      <Counts />
      <Card>
        <MessageFilterBar table={table}>
          <span className="forms-inbox-filter">
            <span className="forms-inbox-filter-label">{t('form')}</span>
            <Select<number>
              aria-label={t('form')}
              className="forms-inbox-form-select"
              value={table.filters.formId ?? 0}
              onChange={(value) => table.setForm(value === 0 ? undefined : value)}
              showSearch={{ optionFilterProp: 'label' }}
              options={[{ value: 0, label: t('allForms') }, ...store.forms.map((f) => ({ value: f.id, label: f.title }))]}
            />
          </span>
        </MessageFilterBar>
        <MessageToolbar table={table} />
        <MessagesTable table={table} columns={columns} />
      </Card>
    </div>
  );
});

export default InboxPage;
