// An antd Table whose columns fit the card it sits in (fitColumns): it measures its own width
// and re-lays the columns out when the window, the sider or the card changes size.
import { Table } from 'antd';
import type { TableProps } from 'antd';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fitColumns, type FitColumn } from './fitColumns';

export interface FitTableProps<T> extends Omit<TableProps<T>, 'columns' | 'tableLayout'> {
  columns: FitColumn<T>[];
}

/** Columns antd adds itself (row selection, expand): their width is not ours to share. */
const ADDED_COLUMNS = 'thead th.ant-table-selection-column, thead th.ant-table-row-expand-icon-cell';

export function FitTable<T extends object>({ columns, scroll, ...props }: FitTableProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<number>();
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => {
      const added = [...element.querySelectorAll<HTMLElement>(ADDED_COLUMNS)].reduce((n, th) => n + th.getBoundingClientRect().width, 0);
      const width = Math.floor(element.clientWidth - added);
      setAvailable((previous) => (width > 0 && width !== previous ? width : previous));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const fitted = useMemo(() => fitColumns(columns, available), [columns, available]);
  // Only when even the minimums do not fit does the table scroll inside its card.
  const overflowing = available !== undefined && fitted.total > available;
  const x = overflowing ? fitted.total : scroll?.x;
  return (
    <div ref={box} className="ui-fit-table">
      <Table<T> {...props} tableLayout="fixed" columns={fitted.columns} scroll={scroll || x ? { ...scroll, x } : undefined} />
    </div>
  );
}
