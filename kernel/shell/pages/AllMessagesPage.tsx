// message/allMessage: the message centre's full list — filter all/unread, server paging, read a
// message by expanding it (which marks it read), mark selected or all read.
import { Badge, Button, Card, Segmented, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import type { MessageItem } from '../../../shared/domain';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { FitTable } from '../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../shared/ui/list/fitColumns';

const PAGE_SIZE = 10;

const AllMessagesPage = observer(function AllMessagesPage() {
  const messages = useService(TOKENS.messages);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`kernel.messages.${key}`, params);
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<MessageItem[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const result = await messages.list(page, PAGE_SIZE, filter === 'unread' ? false : undefined);
      setRows(result.list);
      setTotal(result.recordsTotal);
    } catch {
      setRows([]);
    } finally {
      setLoading(false);
    }
  }, [messages, page, filter]);

  useEffect(() => {
    void load();
  }, [load]);

  const markRead = async (ids: number[] | 'all') => {
    await messages.markRead(ids);
    notifier.success(t('marked'));
    setSelected([]);
    await load();
    void messages.refreshPreview();
  };

  const markAll = async () => {
    if (await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t('markAllConfirm') })) await markRead('all');
  };

  const columns: FitColumn<MessageItem>[] = [
    {
      title: t('messageTitle'),
      dataIndex: 'Title',
      minWidth: 200,
      render: (title: string, row) => (
        <Space>
          {!row.readStatus && <Badge status="processing" />}
          <Typography.Text strong={!row.readStatus}>{title}</Typography.Text>
        </Space>
      ),
    },
    { title: t('addDate'), dataIndex: 'AddDate', width: 190, minWidth: 168 },
    {
      title: t('status'),
      dataIndex: 'readStatus',
      width: 100,
      minWidth: 76,
      render: (read: boolean) => (read ? <Tag>{t('read')}</Tag> : <Tag color="blue">{t('unread')}</Tag>),
    },
    {
      title: '',
      key: 'actions',
      width: 120,
      minWidth: 96,
      render: (_: unknown, row) => (!row.readStatus ? <Button type="link" size="small" onClick={() => markRead([row.ID])}>{t('markRead')}</Button> : null),
    },
  ];

  return (
    <Card
      title={t('title')}
      extra={
        <Space>
          <Button disabled={selected.length === 0} onClick={() => markRead(selected)}>
            {t('markRead')}
          </Button>
          <Button type="primary" onClick={markAll} disabled={messages.unread === 0}>
            {t('markAllRead')}
          </Button>
        </Space>
      }
    >
      <Segmented
        className="messages-filter"
        value={filter}
        onChange={(value) => {
          setFilter(value as 'all' | 'unread');
          setPage(1);
        }}
        options={[
          { label: t('all'), value: 'all' },
          { label: `${t('unread')} (${messages.unread})`, value: 'unread' },
        ]}
      />
      <FitTable<MessageItem>
        rowKey="ID"
        loading={loading}
        columns={columns}
        dataSource={rows}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), getCheckboxProps: (row) => ({ disabled: row.readStatus }) }}
        expandable={{
          expandedRowRender: (row) => <Typography.Paragraph className="message-content">{row.Content}</Typography.Paragraph>,
          onExpand: (expanded, row) => {
            if (expanded && !row.readStatus) void markRead([row.ID]);
          },
        }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total, onChange: setPage, showTotal: (n) => t('total', { total: n }), showSizeChanger: false }}
      />
    </Card>
  );
});

export default AllMessagesPage;
