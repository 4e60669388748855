// The log's filters: 操作人, 操作 (the Chinese labels, searchable), 操作日期 (a range), IP (an address
// or its start, applied on Enter) and 结果; 清空筛选 puts them all back. A refused range shows the
// shared rule's message here and sends nothing.
import { Button, DatePicker, Input, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { OPLOG_ACTION_LABELS, OPLOG_IP_MAX, OPLOG_RESULTS, type OplogResult } from '../../../../shared/domain/settings/oplog';
import type { OplogStore } from '../store/OplogStore';
import { useOplogT } from './text';

const DAY = 'YYYY-MM-DD';
type Range = [Dayjs | null, Dayjs | null] | null;

export const OplogFilters = observer(function OplogFilters({ store, extra }: { store: OplogStore; extra?: ReactNode }) {
  const t = useOplogT();
  const f = store.list.filters;
  const actions = useMemo(() => Object.entries(OPLOG_ACTION_LABELS).map(([value, label]) => ({ value, label })), []);
  const range: Range = f.date_start || f.date_end ? [f.date_start ? dayjs(f.date_start) : null, f.date_end ? dayjs(f.date_end) : null] : null;
  return (
    <>
      <div className="ol-filters">
        <Select
          className="ol-filter"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('allUsers')}
          aria-label={t('user')}
          value={f.account_id}
          onChange={(v: number | undefined) => store.filter({ account_id: v })}
          options={store.accounts.map((a) => ({ value: a.id, label: a.name }))}
          data-testid="oplog-user"
        />
        <Select
          className="ol-action"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('allActions')}
          aria-label={t('action')}
          value={f.action}
          onChange={(v: string | undefined) => store.filter({ action: v })}
          options={actions}
          data-testid="oplog-action"
        />
        <DatePicker.RangePicker
          className="ol-range"
          aria-label={t('date')}
          allowEmpty={[true, true]}
          value={range}
          onChange={(r: Range) => store.filter({ date_start: r?.[0]?.format(DAY), date_end: r?.[1]?.format(DAY) })}
          data-testid="oplog-date"
        />
        <Input.Search
          key={f.ip ? 'kept' : 'empty'}
          className="ol-ip"
          allowClear
          maxLength={OPLOG_IP_MAX}
          defaultValue={f.ip}
          placeholder={t('ipPlaceholder')}
          aria-label={t('ip')}
          onSearch={(v) => store.filter({ ip: v })}
          data-testid="oplog-ip"
        />
        <Select
          className="ol-filter"
          allowClear
          placeholder={t('allResults')}
          aria-label={t('result')}
          value={f.result}
          onChange={(v: OplogResult | undefined) => store.filter({ result: v })}
          options={OPLOG_RESULTS.map((r) => ({ value: r, label: t(`results.${r}`) }))}
          data-testid="oplog-result"
        />
        {store.filtered && <Button onClick={() => store.clearFilters()}>{t('clear')}</Button>}
        <div className="ol-spacer" />
        {extra}
      </div>
      {store.filterError && <Typography.Paragraph type="danger" role="alert" data-testid="oplog-filter-error">{store.filterError}</Typography.Paragraph>}
    </>
  );
});
