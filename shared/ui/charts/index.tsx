// The chart widget, lazy twice over: the chart library arrives in its own chunk, and only once
// the browser is idle after the page's first render, so it is never part of the first load.
// A failed load offers a retry.
import { Button, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { RetryableLazy, TOKENS, useService } from '../../../kernel';
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

/** True once the browser has been idle after mounting (or after 2 s at the latest). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

export function LazyLineChart(props: LineChartProps) {
  const idle = useIdle();
  const placeholder = <Skeleton.Node active style={{ width: '100%', height: props.height ?? 280 }} />;
  if (!idle) return placeholder;
  return <RetryableLazy load={load} props={props} fallback={placeholder} renderError={(_error, retry) => <ChartLoadFailed onRetry={retry} />} />;
}
