// How a table's columns share the width its card gives it (issue 10: a title column 20 px wide at
// 1280 px). Every column declares a minimum; fixed columns also a preferred width, and one column
// (the title) has none and takes what is left. When the card is too narrow, fixed columns shrink
// toward their minimums, then columns with a `dropOrder` leave (lowest first), so no column is
// ever squeezed below its minimum and no row runs off the card. Window breakpoints (antd
// `responsive`) cannot tell 1280 from 1440, so this works from the card's measured width.
import type { ColumnType } from 'antd/es/table';
import type { HTMLAttributes } from 'react';

export interface FitColumn<T> extends ColumnType<T> {
  /** The narrowest this column may be, in px (read back by the layout e2e test). */
  minWidth: number;
  /** Columns that may leave a narrow table, lowest first; columns without one always stay. */
  dropOrder?: number;
}

export interface FittedColumns<T> {
  columns: ColumnType<T>[];
  /** Sum of the widths given out: wider than the card only when even the minimums do not fit. */
  total: number;
}

const preferred = <T,>(c: FitColumn<T>) => (typeof c.width === 'number' ? c.width : c.minWidth);

/** Lays the columns out in `available` px (the card's width less selection/expand columns). */
export function fitColumns<T>(columns: FitColumn<T>[], available: number | undefined): FittedColumns<T> {
  let kept = columns.filter((c) => !c.hidden);
  if (available !== undefined) {
    const droppable = kept.filter((c) => c.dropOrder !== undefined).sort((a, b) => a.dropOrder! - b.dropOrder!);
    while (droppable.length && sum(kept, (c) => c.minWidth) > available) {
      const gone = droppable.shift()!;
      kept = kept.filter((c) => c !== gone);
    }
  }
  const flexible = kept.filter((c) => typeof c.width !== 'number');
  const fixed = kept.filter((c) => typeof c.width === 'number');
  const fixedPreferred = sum(fixed, preferred);
  const fixedMin = sum(fixed, (c) => c.minWidth);
  const flexMin = sum(flexible, (c) => c.minWidth);
  // Share of each fixed column's (preferred − minimum) it keeps: 1 when everything fits.
  const room = available === undefined ? Infinity : available - flexMin - fixedMin;
  const keep = fixedPreferred === fixedMin ? 1 : Math.max(0, Math.min(1, room / (fixedPreferred - fixedMin)));
  const widths = new Map<FitColumn<T>, number>();
  for (const c of fixed) widths.set(c, Math.floor(c.minWidth + (preferred(c) - c.minWidth) * keep));
  const left = available === undefined ? undefined : available - sum(fixed, (c) => widths.get(c)!);
  for (const c of flexible) widths.set(c, left === undefined ? c.minWidth : Math.max(c.minWidth, Math.floor((left * c.minWidth) / flexMin)));
  return {
    total: sum(kept, (c) => widths.get(c)!),
    columns: kept.map((c) => {
      const { minWidth, dropOrder: _drop, ...column } = c;
      return {
        ...column,
        // Before the card is measured the title column stays flexible; after, every width is exact.
        width: available === undefined && typeof c.width !== 'number' ? undefined : widths.get(c),
        onHeaderCell: (col) => ({ ...(c.onHeaderCell?.(col) ?? {}), 'data-min-width': minWidth }) as HTMLAttributes<HTMLElement>,
      };
    }),
  };
}

function sum<C>(items: C[], of: (c: C) => number): number {
  return items.reduce((n, c) => n + of(c), 0);
}
