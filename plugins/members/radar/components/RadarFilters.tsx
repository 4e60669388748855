// The list's filters: last-visit dates, intent, region (searched on Enter) and source, with 重置.
import { Button, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { RADAR_SOURCES, type IntentLevel, type RadarSource } from '../../../../shared/domain/members/radarRules';
import type { RadarStore } from '../RadarStore';
import { useRadarT } from './radarText';

export const RadarFilters = observer(function RadarFilters({ store }: { store: RadarStore }) {
  const t = useRadarT();
  const f = store.list.filters;
  const range = f.start && f.end ? ([dayjs(f.start), dayjs(f.end)] as const) : null;
  return (
    <div className="radar-filters" role="search">
      <DatePicker.RangePicker
        value={range as never}
        onChange={(dates) => store.filter({ start: dates?.[0]?.format('YYYY-MM-DD'), end: dates?.[1]?.format('YYYY-MM-DD') })}
        disabledDate={(d) => d.isAfter(dayjs(), 'day')}
        aria-label={t('filters.dates')}
        placeholder={[t('filters.dates'), t('filters.dates')]}
      />
      <Select
        className="radar-filter"
        value={f.intent ?? 0}
        onChange={(v: number) => store.filter({ intent: v === 0 ? undefined : (v as IntentLevel) })}
        options={[{ value: 0, label: t('filters.allIntents') }, ...[3, 2, 1].map((v) => ({ value: v, label: t(`intent.${v}`) }))]}
        aria-label={t('filters.intent')}
        data-testid="radar-filter-intent"
      />
      <Select
        className="radar-filter"
        value={f.source ?? 'all'}
        onChange={(v: string) => store.filter({ source: v === 'all' ? undefined : (v as RadarSource) })}
        options={[{ value: 'all', label: t('filters.allSources') }, ...RADAR_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))]}
        aria-label={t('filters.source')}
      />
      <Input.Search
        key={f.region ? 'region' : 'no-region'}
        className="radar-filter-region"
        allowClear
        maxLength={30}
        defaultValue={f.region}
        placeholder={t('filters.regionPlaceholder')}
        onSearch={(v) => store.filter({ region: v.trim() || undefined })}
        aria-label={t('filters.region')}
      />
      {store.filtered && <Button onClick={() => store.resetFilters()}>{t('filters.reset')}</Button>}
    </div>
  );
});
