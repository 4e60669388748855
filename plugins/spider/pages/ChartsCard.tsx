// Visits per day per spider, per hour, and by status code: the rollups of the chosen range.
import { Card, Col, Empty, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { LazyLineChart, type ChartSeries } from '../../../shared/ui/charts';
import { SPIDER_KEYS, SPIDER_LABELS, type SpiderCharts } from '../../../shared/domain/spider';
import { useT } from './useT';

const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);

export const ChartsCard = observer(function ChartsCard({ charts }: { charts: SpiderCharts }) {
  const t = useT();
  const present = SPIDER_KEYS.filter((k) => sum(charts.perDay[k]) > 0);
  const daily = useMemo<ChartSeries[]>(() => present.map((k) => ({ name: SPIDER_LABELS[k], data: charts.perDay[k] })), [charts, present.join()]);
  const hourly = useMemo<ChartSeries[]>(() => present.map((k) => ({ name: SPIDER_LABELS[k], data: charts.perHour[k], type: 'bar' as const })), [charts, present.join()]);
  const hours = useMemo(() => Array.from({ length: 24 }, (_, h) => `${h}时`), []);
  const statusSeries = useMemo<ChartSeries[]>(() => [{ name: t('visits'), data: charts.statuses.map((s) => s.visits), type: 'bar' }], [charts]);
  if (charts.total === 0) return <Card title={t('perDay')}><Empty description={t('noData')} /></Card>;
  return (
    <>
      <Card title={t('perDay')} extra={<span data-testid="spider-total">{t('total', { count: charts.total })}</span>}>
        <LazyLineChart categories={charts.days.map((d) => d.slice(5))} series={daily} ariaLabel={t('perDay')} />
        <ul className="spider-legend" data-testid="spider-shares">
          {present.map((k) => (
            <li key={k} data-spider={k}>{SPIDER_LABELS[k]}：<b>{sum(charts.perDay[k])}</b></li>
          ))}
        </ul>
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Card title={t('perHour')}>
            <LazyLineChart categories={hours} series={hourly} ariaLabel={t('perHour')} height={240} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('statuses')}>
            <LazyLineChart categories={charts.statuses.map((s) => String(s.status))} series={statusSeries} ariaLabel={t('statuses')} height={240} />
            <ul className="spider-legend" data-testid="spider-statuses">
              {charts.statuses.map((s) => <li key={s.status} data-status={s.status}>{s.status}：<b>{s.visits}</b></li>)}
            </ul>
          </Card>
        </Col>
      </Row>
    </>
  );
});
