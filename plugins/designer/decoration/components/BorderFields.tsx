// 边框: which sides (none: no border), the line type, a width of 0–20 px (a slider for a live look,
// and a number box) and the colour.
import { Checkbox, Radio, Slider } from 'antd';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../../kernel';
import { DESIGN_CATALOGUES, BORDER_SIDES, type BorderSide, type SectionBorder } from '../../../../shared/domain/design';
import { NumberInput } from '../../../../shared/ui/number/NumberInput';
import type { DecorationStore } from '../store/DecorationStore';
import { ColorField } from './ColorField';
import { Field } from './Field';
import { useOptions } from './options';

export const BORDER_WIDTH = { min: 0, max: 20 } as const;

export const BorderFields = observer(function BorderFields({ store }: { store: DecorationStore }) {
  const t = useT();
  const options = useOptions();
  const border = store.border;
  if (!border) return null;
  const set = (values: Partial<SectionBorder>) => store.patch('border', values);
  // Kept in the catalogue's order whatever order they were ticked in.
  const setSides = (sides: BorderSide[]) => set({ sides: BORDER_SIDES.filter((s) => sides.includes(s)) });
  return (
    <>
      <Field store={store} path="border.sides" label={t('designer.decoration.sides')}>
        <Checkbox.Group value={border.sides} onChange={(sides) => setSides(sides as BorderSide[])} options={options(DESIGN_CATALOGUES.borderSide)} aria-label={t('designer.decoration.sides')} />
      </Field>
      <Field store={store} path="border.line" label={t('designer.decoration.lineType')}>
        <Radio.Group value={border.line} onChange={(e) => set({ line: e.target.value })} options={options(DESIGN_CATALOGUES.lineType)} />
      </Field>
      <Field store={store} path="border.width" label={t('designer.decoration.borderWidth')}>
        <div className="dc-slider-row">
          <Slider min={BORDER_WIDTH.min} max={BORDER_WIDTH.max} value={border.width} onChange={(width) => set({ width })} aria-label={t('designer.decoration.borderWidth')} />
          <NumberInput className="dc-number" value={border.width} min={BORDER_WIDTH.min} max={BORDER_WIDTH.max} maxLength={2} suffix="px" aria-label={`${t('designer.decoration.borderWidth')}（px）`} onCommit={(width) => set({ width })} />
        </div>
      </Field>
      <Field store={store} path="border.color" label={t('designer.decoration.borderColour')}>
        <ColorField value={border.color} onChange={(color) => set({ color })} label={t('designer.decoration.borderColour')} />
      </Field>
    </>
  );
});
