// A colour as the shared rule accepts it: #rrggbb, or rgba(r,g,b,a) when it is see-through (never
// #rrggbbaa), or 跟随主题 (systemDefine: nothing emitted) where the field allows it.
import { Checkbox, ColorPicker, Space } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useT } from '../../../../kernel';
import { SYSTEM_DEFINE } from '../../../../shared/domain/design';

/** The picker's colour written the way the rule reads it. */
export function colourText(color: Color): string {
  const { r, g, b, a } = color.toRgb();
  if (a >= 1) return color.toHexString().slice(0, 7);
  return `rgba(${Math.round(r)},${Math.round(g)},${Math.round(b)},${Math.round(a * 100) / 100})`;
}

export interface ColorFieldProps {
  value: string;
  onChange(value: string): void;
  label: string;
  /** Offer 跟随主题 (fonts, text colours and backgrounds may follow the theme). */
  themeable?: boolean;
  /** The colour shown when 跟随主题 is turned off. */
  fallback?: string;
}

export function ColorField({ value, onChange, label, themeable, fallback = '#333333' }: ColorFieldProps) {
  const t = useT();
  const following = value === SYSTEM_DEFINE;
  return (
    <Space wrap>
      <ColorPicker
        value={following ? fallback : value}
        disabled={following}
        showText
        onChange={(color) => onChange(colourText(color))}
        aria-label={label}
      />
      {themeable && (
        <Checkbox checked={following} onChange={(e) => onChange(e.target.checked ? SYSTEM_DEFINE : fallback)}>
          {t('designer.decoration.followTheme')}
        </Checkbox>
      )}
    </Space>
  );
}
