// 文字: the font (跟随主题, then the Chinese and the English fonts), size, colour (or 跟随主题), alignment
// and line height (12–20, shown as multiples: the CSS is n/10).
import { Radio, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../../kernel';
import { DESIGN_CATALOGUES, type SectionText } from '../../../../shared/domain/design';
import type { DecorationStore } from '../store/DecorationStore';
import { ColorField } from './ColorField';
import { Field } from './Field';
import { useOptions } from './options';

export const TextFields = observer(function TextFields({ store }: { store: DecorationStore }) {
  const t = useT();
  const options = useOptions();
  const text = store.text;
  if (!text) return null;
  const set = (values: Partial<SectionText>) => store.patch('text', values);
  const fonts = [
    ...options(DESIGN_CATALOGUES.systemDefine),
    { label: t('designer.decoration.zhFonts'), options: options(DESIGN_CATALOGUES.zhFont) },
    { label: t('designer.decoration.enFonts'), options: options(DESIGN_CATALOGUES.enFont) },
  ];
  return (
    <>
      <Field store={store} path="text.font" label={t('designer.decoration.font')}>
        <Select className="dc-select" value={text.font} onChange={(font) => set({ font })} options={fonts} aria-label={t('designer.decoration.font')} />
      </Field>
      <Field store={store} path="text.size" label={t('designer.decoration.fontSize')}>
        <Select className="dc-select" value={text.size} onChange={(size) => set({ size })} options={options(DESIGN_CATALOGUES.fontSize)} aria-label={t('designer.decoration.fontSize')} />
      </Field>
      <Field store={store} path="text.color" label={t('designer.decoration.textColour')}>
        <ColorField value={text.color} onChange={(color) => set({ color })} label={t('designer.decoration.textColour')} themeable />
      </Field>
      <Field store={store} path="text.align" label={t('designer.decoration.align')}>
        <Radio.Group optionType="button" value={text.align} onChange={(e) => set({ align: e.target.value })} options={options(DESIGN_CATALOGUES.textAlign)} />
      </Field>
      <Field store={store} path="text.lineHeight" label={t('designer.decoration.lineHeight')}>
        <Select className="dc-select" value={text.lineHeight} onChange={(lineHeight) => set({ lineHeight })} options={options(DESIGN_CATALOGUES.lineHeight)} aria-label={t('designer.decoration.lineHeight')} />
      </Field>
    </>
  );
});

