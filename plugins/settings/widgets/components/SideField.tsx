// 显示位置 (left or right of the page) of the two contact widgets.
import { Radio } from 'antd';
import { useT } from '../../../../kernel';
import { WIDGET_SIDES, type WidgetSide } from '../../../../shared/domain/settings/widgets';
import type { WidgetStore } from '../store/WidgetStore';
import { FieldRow } from './FieldRow';

export function SideField({ store, value }: { store: WidgetStore<'customer' | 'enMessage'>; value: WidgetSide }) {
  const t = useT();
  return (
    <FieldRow store={store} field="side" label={t('settings.widgets.side')}>
      <Radio.Group value={value} onChange={(e) => store.set('side', e.target.value)}
        options={WIDGET_SIDES.map((s) => ({ value: s, label: t(`settings.widgets.positions.${s}`) }))} />
    </FieldRow>
  );
}
