export interface ChartSeries {
  name: string;
  data: number[];
  type?: 'line' | 'bar';
  area?: boolean;
}

export interface LineChartProps {
  categories: string[];
  series: ChartSeries[];
  height?: number;
  ariaLabel?: string;
}
