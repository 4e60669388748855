// The chart widget, lazy twice over: the chart library arrives in its own chunk, and only once
// the page has painted what it shows first and the browser is idle, so it is never part of the
// first load. Until then (and while it loads) a skeleton holds its place. A failed load offers a
// retry.
import { Button, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { afterPaint, RetryableLazy, TOKENS, useService } from '../../../kernel';
import type { LineChartProps } from './types';

export type { ChartSeries, LineChartProps } from './types';

const load = () => import(/* webpackChunkName: "widget-chart" */ './LineChart');

const ChartLoadFailed = observer(function ChartLoadFailed({ onRetry }: { onRetry: () => void }) {
  const i18n = useService(TOKENS.i18n);
  return (
    <div className="ui-chart-failed" role="alert">
      <span>{i18n.t('kernel.errors.chunkFailed')}</span>
      <Button size="small" onClick={onRetry}>
        {i18n.t('kernel.common.retry')}
      </Button>
    </div>
  );
});

/** True once the frame after `ready` has been painted and the browser is idle. */
function useAfterPaint(ready: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => (ready && !done ? afterPaint(() => setDone(true)) : undefined), [ready, done]);
  return done;
}

export interface LazyLineChartProps extends LineChartProps {
  /**
   * False while the page has more important things still to show (e.g. its figures): the chart
   * waits, as a skeleton, until they have been painted. True by default.
   */
  after?: boolean;
}

export function LazyLineChart({ after = true, ...props }: LazyLineChartProps) {
  const idle = useAfterPaint(after);
  // The chart's whole box, so the card keeps its size while the chart is on its way.
  const placeholder = <Skeleton.Node active styles={{ root: { display: 'block', width: '100%' }, content: { width: '100%', height: props.height ?? 280 } }} />;
  if (!idle) return placeholder;
  return <RetryableLazy load={load} props={props} fallback={placeholder} renderError={(_error, retry) => <ChartLoadFailed onRetry={retry} />} />;
}
