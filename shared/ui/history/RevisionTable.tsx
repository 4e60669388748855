// A record's saved versions, newest first (article and product history pages): version, title or
// name, editor, time, and a 查看 link per row; server-paged through a ListState. The labels come
// from the page's plugin strings, so each plugin words its own history.
import { Button } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import type { ListState } from '../list/ListState';
import { FitTable } from '../list/FitTable';

export interface RevisionTableRow {
  rid: number;
  version: number;
  editor: string;
  created_at: number;
}

export interface RevisionTableLabels {
  version: string;
  /** The column of the title (or name) each version was saved with. */
  title: string;
  editor: string;
  time: string;
  actions: string;
  view: string;
  empty: string;
}

export interface RevisionTableProps<T extends RevisionTableRow> {
  list: ListState<T>;
  /** The title (or name) a row was saved with. */
  titleOf(row: T): string;
  labels: RevisionTableLabels;
  /** Opens a version; without it (a caller who may not open one) there is no 查看 column. */
  onView?(row: T): void;
}

export const formatRevisionTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

function RevisionTableImpl<T extends RevisionTableRow>({ list, titleOf, labels, onView }: RevisionTableProps<T>) {
  return (
    <FitTable<T>
      rowKey="rid"
      loading={list.loading}
      dataSource={list.rows}
      locale={{ emptyText: list.error ?? labels.empty }}
      columns={[
        { title: labels.version, dataIndex: 'version', width: 90, minWidth: 64, render: (v: number) => `v${v}` },
        { title: labels.title, key: 'title', minWidth: 200, ellipsis: true, render: (_: unknown, row) => titleOf(row) },
        { title: labels.editor, dataIndex: 'editor', width: 140, minWidth: 96, dropOrder: 1, ellipsis: true },
        { title: labels.time, dataIndex: 'created_at', width: 180, minWidth: 168, render: formatRevisionTime },
        ...(onView ? [{
          title: labels.actions,
          key: 'actions',
          width: 100,
          minWidth: 72,
          render: (_: unknown, row: T) => (
            <Button type="link" size="small" onClick={() => onView(row)}>
              {labels.view}
            </Button>
          ),
        }] : []),
      ]}
      pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, onChange: (p, s) => list.setPage(p, s) }}
    />
  );
}

export const RevisionTable = observer(RevisionTableImpl) as typeof RevisionTableImpl;
