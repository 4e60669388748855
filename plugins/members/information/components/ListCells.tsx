// The list's cells that change in place (开放, 权重, 删除 while it runs): observers of their own, as
// antd renders cells outside the page's render, where MobX would not see what they read.
import { Button, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../../kernel';
import { INFO_LIMITS, type InfoQueryRow } from '../../../../shared/domain/members';
import { NumberInput } from '../../../../shared/ui/number/NumberInput';
import { INFO_LIST } from '../tokens';
import { useInfoT } from './infoText';

export const OpenSwitch = observer(function OpenSwitch({ row }: { row: InfoQueryRow }) {
  const store = useService(INFO_LIST);
  const t = useInfoT('list');
  return <Switch size="small" checked={row.if_open === 1} loading={store.pending.has(row.id)} onChange={(v) => void store.setOpen(row, v)} aria-label={`${t('open')} ${row.title}`} />;
});

export const WeightInput = observer(function WeightInput({ row }: { row: InfoQueryRow }) {
  const store = useService(INFO_LIST);
  const t = useInfoT('list');
  return (
    <NumberInput value={row.weight} min={0} max={INFO_LIMITS.weight} maxLength={4} onCommit={(v) => void store.setWeight(row, v)} disabled={store.pending.has(row.id)} aria-label={`${t('weight')} ${row.title}`} className="info-weight" />
  );
});

export const RemoveButton = observer(function RemoveButton({ row }: { row: InfoQueryRow }) {
  const store = useService(INFO_LIST);
  const t = useInfoT('list');
  return <Button type="link" size="small" danger disabled={store.pending.has(row.id)} onClick={() => void store.remove(row)}>{t('remove')}</Button>;
});
