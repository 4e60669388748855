// The sort value edited in its cell (smaller first): saved on Enter or when focus leaves, if it
// changed; a value outside 0 – PRODUCT_LIMITS.sortMax cannot be typed.
import { InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { PRODUCT_LIMITS } from '../../../../shared/domain/product';

export interface SortCellProps {
  value: number;
  label: string;
  saving: boolean;
  onSave(sort: number): void;
}

export function SortCell({ value, label, saving, onSave }: SortCellProps) {
  const [typed, setTyped] = useState<number | null>(value);
  useEffect(() => setTyped(value), [value]);
  const commit = () => {
    if (typed === null || typed === value) {
      setTyped(value);
      return;
    }
    onSave(typed);
  };
  return (
    <InputNumber<number>
      size="small"
      className="pl-sort"
      min={0}
      max={PRODUCT_LIMITS.sortMax}
      precision={0}
      controls={false}
      value={typed}
      disabled={saving}
      aria-label={label}
      onChange={setTyped}
      onPressEnter={commit}
      onBlur={commit}
    />
  );
}
