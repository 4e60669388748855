// The member list's filters: keyword (the start of 账号, 手机 or 邮箱), rank, status, source, and the
// registration and last sign-in date ranges; 清空筛选 puts them all back.
import { Button, DatePicker, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { observer } from 'mobx-react-lite';
import type { RankRow } from '../../../../shared/domain/members/memberApi';
import type { MemberFilters as Filters, MemberListStore } from '../store/MemberListStore';
import { useMembersT } from './text';

const DAY = 'YYYY-MM-DD';
type Range = [Dayjs | null, Dayjs | null] | null;

const rangeOf = (start?: string, end?: string): Range => (start || end ? [start ? dayjs(start) : null, end ? dayjs(end) : null] : null);

export const MemberFilters = observer(function MemberFilters({ store, ranks }: { store: MemberListStore; ranks: RankRow[] }) {
  const t = useMembersT('list');
  const st = useMembersT('status');
  const so = useMembersT('source');
  const f = store.list.filters;
  const setRange = (from: keyof Filters, to: keyof Filters) => (range: Range) =>
    store.filter({ [from]: range?.[0]?.format(DAY), [to]: range?.[1]?.format(DAY) } as Partial<Filters>);

  return (
    <div className="mb-filters">
      <Input.Search
        key={store.list.keyword === '' ? 'empty' : 'kept'}
        allowClear
        defaultValue={store.list.keyword}
        placeholder={t('search')}
        aria-label={t('search')}
        onSearch={(v) => store.list.search(v)}
        className="mb-search"
        data-testid="member-search"
      />
      <Select
        className="mb-filter"
        allowClear
        placeholder={t('allRanks')}
        value={f.rank_id}
        onChange={(v: number | undefined) => store.filter({ rank_id: v ?? undefined })}
        options={ranks.map((r) => ({ value: r.id, label: r.name }))}
        aria-label={t('allRanks')}
      />
      <Select
        className="mb-filter"
        allowClear
        placeholder={t('allStatus')}
        value={f.status}
        onChange={(v: 0 | 1 | 2 | undefined) => store.filter({ status: v ?? undefined })}
        options={[1, 0, 2].map((s) => ({ value: s, label: st(String(s)) }))}
        aria-label={t('allStatus')}
      />
      <Select
        className="mb-filter"
        allowClear
        placeholder={t('allSources')}
        value={f.source}
        onChange={(v: 1 | 2 | undefined) => store.filter({ source: v ?? undefined })}
        options={[1, 2].map((s) => ({ value: s, label: so(String(s)) }))}
        aria-label={t('allSources')}
      />
      <DatePicker.RangePicker
        className="mb-range"
        allowEmpty={[true, true]}
        value={rangeOf(f.reg_start, f.reg_end)}
        onChange={setRange('reg_start', 'reg_end')}
        placeholder={[`${t('regDate')} ${t('startDate')}`, t('endDate')]}
        aria-label={t('regDate')}
      />
      <DatePicker.RangePicker
        className="mb-range"
        allowEmpty={[true, true]}
        value={rangeOf(f.login_start, f.login_end)}
        onChange={setRange('login_start', 'login_end')}
        placeholder={[`${t('loginDate')} ${t('startDate')}`, t('endDate')]}
        aria-label={t('loginDate')}
      />
      {store.filtered && <Button onClick={() => store.clearFilters()}>{t('clear')}</Button>}
    </div>
  );
});
