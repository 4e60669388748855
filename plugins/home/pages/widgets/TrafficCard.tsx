// Traffic statistics: today / yesterday / total figures (getCount) and the trend chart
// (getDataBydate over 7/30/90 days, or getDataByHour for today), drawn by the lazy chart widget
// once the figures have been painted.
import { Empty, Segmented } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { TOKENS, useService } from '../../../../kernel';
import { LazyLineChart, type ChartSeries } from '../../../../shared/ui/charts';
import type { TrafficFigures } from '../../../../shared/domain';
import { HOME_STORE } from '../../tokens';
import type { TrafficRange } from '../../store/HomeStore';
import { SectionState } from './SectionState';
import { Panel } from '../../../../shared/ui/panel/Panel';

type View = TrafficRange | 'hourly';

export const TrafficCard = observer(function TrafficCard() {
  const store = useService(HOME_STORE);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`home.traffic.${key}`, params);
  const [view, setView] = useState<View>(store.range);

  const chart = useMemo(() => {
    const rows = view === 'hourly' ? (store.byHour.data ?? []).map((r) => ({ ...r, label: `${r.hour}:00` })) : (store.byDate.data ?? []).map((r) => ({ ...r, label: r.date.slice(5) }));
    const series: ChartSeries[] = [
      { name: t('pv'), data: rows.map((r) => r.pv), area: true },
      { name: t('uv'), data: rows.map((r) => r.uv) },
      { name: t('ip'), data: rows.map((r) => r.ip) },
    ];
    return { categories: rows.map((r) => r.label), series, empty: rows.every((r) => r.pv === 0) };
  }, [view, store.byHour.data, store.byDate.data, i18n.locale]);

  const figures = (count: { today: TrafficFigures; yesterday: TrafficFigures; total: TrafficFigures }) => (
    <table className="home-traffic-figures">
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">{t('pv')}</th>
          <th scope="col">{t('uv')}</th>
          <th scope="col">{t('ip')}</th>
        </tr>
      </thead>
      <tbody>
        {([['today', count.today], ['yesterday', count.yesterday], ['total', count.total]] as const).map(([key, value]) => (
          <tr key={key}>
            <th scope="row">{t(key)}</th>
            <td>{(value?.pv ?? 0).toLocaleString()}</td>
            <td>{(value?.uv ?? 0).toLocaleString()}</td>
            <td>{(value?.ip ?? 0).toLocaleString()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  const section = view === 'hourly' ? store.byHour : store.byDate;
  // Numbers first: the chart (and its library) waits until the figures above it are on screen.
  const numbersShown = !store.count.loading;
  return (
    <Panel title={t('title')} data-testid="home-traffic">
      <SectionState section={store.count} onRetry={() => store.loadAll()}>
        {(count) => figures(count)}
      </SectionState>
      <div className="home-traffic-toolbar">
        <Segmented<View>
          value={view}
          onChange={(value) => {
            setView(value);
            if (value !== 'hourly') void store.loadRange(value);
          }}
          options={[
            { label: t('days', { days: 7 }), value: 7 },
            { label: t('days', { days: 30 }), value: 30 },
            { label: t('days', { days: 90 }), value: 90 },
            { label: t('hourly'), value: 'hourly' },
          ]}
        />
      </div>
      <SectionState section={section} onRetry={() => (view === 'hourly' ? store.loadAll() : store.loadRange(view))}>
        {() => (chart.empty ? <Empty description={t('noData')} /> : <LazyLineChart after={numbersShown} categories={chart.categories} series={chart.series} ariaLabel={`${t('title')} ${t('trend')}`} />)}
      </SectionState>
    </Panel>
  );
});
