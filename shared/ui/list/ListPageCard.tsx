// The scaffold of a list page: a titled card with search and an add button, the list's error
// with a retry, and a server-paged table. Plugins give it their columns and their ListState.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Card, Input, Space } from 'antd';
import type { TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FitTable } from './FitTable';
import type { FitColumn } from './fitColumns';
import type { ListState } from './ListState';
import './list.css';

export interface ListPageCardProps<T extends object> {
  title: ReactNode;
  list: ListState<T, any>;
  /** Each with its minimum width; the one without a width takes the free space (fitColumns). */
  columns: FitColumn<T>[];
  rowKey: keyof T & string;
  searchPlaceholder: string;
  addLabel?: string;
  onAdd?: () => void;
  emptyText: string;
  /** "共 {total} 个…" */
  totalText: (total: number) => string;
  errorText: (message: string) => string;
  retryText: string;
  /** More controls beside the search (filters, batch actions). */
  extra?: ReactNode;
  rowSelection?: TableProps<T>['rowSelection'];
  /** Per-row props (a list ordered by dragging its rows). */
  onRow?: TableProps<T>['onRow'];
}

function ListPageCardImpl<T extends object>(props: ListPageCardProps<T>) {
  const { title, list, columns, rowKey, searchPlaceholder, addLabel, onAdd, emptyText, totalText, errorText, retryText, extra, rowSelection, onRow } = props;
  return (
    <Card
      title={title}
      extra={
        <Space wrap>
          {extra}
          <Input.Search allowClear placeholder={searchPlaceholder} onSearch={(value) => list.search(value)} aria-label={searchPlaceholder} className="ui-list-search" />
          {onAdd && addLabel && (
            <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
              {addLabel}
            </Button>
          )}
        </Space>
      }
    >
      {list.error && <Alert type="error" showIcon title={errorText(list.error)} action={<Button onClick={() => list.load()}>{retryText}</Button>} className="ui-list-alert" />}
      <FitTable<T>
        rowKey={rowKey}
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        rowSelection={rowSelection}
        onRow={onRow}
        locale={{ emptyText }}
        pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, showSizeChanger: true, showTotal: totalText, onChange: (page, size) => list.setPage(page, size) }}
      />
    </Card>
  );
}

export const ListPageCard = observer(ListPageCardImpl) as typeof ListPageCardImpl;
