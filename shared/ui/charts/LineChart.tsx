// A line/bar chart over Apache ECharts (tree-shaken: line and bar charts, grid, tooltip, legend,
// canvas renderer). Heavy: import it only through LazyLineChart.
import { BarChart, LineChart as ELineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { LineChartProps } from './types';

echarts.use([ELineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export default function LineChart({ categories, series, height = 280, ariaLabel }: LineChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current);
    chart.current = instance;
    const observer = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(() => instance.resize()) : null;
    observer?.observe(element.current);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(
      {
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid: { left: 40, right: 16, top: 36, bottom: 28 },
        xAxis: { type: 'category', data: categories, boundaryGap: series.some((s) => s.type === 'bar') },
        yAxis: { type: 'value', minInterval: 1 },
        series: series.map((s) => ({ name: s.name, type: s.type ?? 'line', smooth: true, showSymbol: false, data: s.data, areaStyle: s.area ? { opacity: 0.08 } : undefined })),
      },
      true,
    );
  }, [categories, series]);

  return <div ref={element} style={{ width: '100%', height }} role="img" aria-label={ariaLabel} data-testid="line-chart" />;
}
