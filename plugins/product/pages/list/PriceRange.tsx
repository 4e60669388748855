// The list's 销售价 range: two inputs checked as typed by the rule book's parsePrice (the server
// refuses the same text in the same words); a range is applied on Enter or when focus leaves, and
// only when both ends are valid and the low end is not above the high end.
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { PRODUCT_MSG, parsePrice } from '../../../../shared/domain/product';
import type { ListT } from '../../components/listText';

export interface PriceRangeProps {
  min: string | undefined;
  max: string | undefined;
  onApply(min: string | undefined, max: string | undefined): void;
  t: ListT;
}

/** The problem of a typed range, or null (both may be empty). */
export function priceRangeProblem(min: string, max: string, t: ListT): string | null {
  const low = parsePrice(min);
  const high = parsePrice(max);
  if (!low.ok || !high.ok) return PRODUCT_MSG.priceFormat;
  if (low.fen !== null && high.fen !== null && low.fen > high.fen) return t('priceRange');
  return null;
}

export function PriceRange({ min, max, onApply, t }: PriceRangeProps) {
  const [low, setLow] = useState(min ?? '');
  const [high, setHigh] = useState(max ?? '');
  // The address changed (cleared filters, back): the inputs follow.
  useEffect(() => setLow(min ?? ''), [min]);
  useEffect(() => setHigh(max ?? ''), [max]);

  const problem = priceRangeProblem(low, high, t);
  const lowBad = !parsePrice(low).ok || (problem !== null && problem !== PRODUCT_MSG.priceFormat);
  const highBad = !parsePrice(high).ok;
  const apply = () => {
    if (problem) return;
    const a = low.trim() || undefined;
    const b = high.trim() || undefined;
    if (a !== min || b !== max) onApply(a, b);
  };

  return (
    <div className="pl-price">
      <div className="pl-price-inputs">
        <Input
          className="pl-price-input"
          prefix="¥"
          value={low}
          status={lowBad ? 'error' : undefined}
          placeholder={t('priceMin')}
          aria-label={t('priceMin')}
          aria-invalid={lowBad}
          onChange={(e) => setLow(e.target.value)}
          onPressEnter={apply}
          onBlur={apply}
        />
        <span className="pl-price-dash">–</span>
        <Input
          className="pl-price-input"
          prefix="¥"
          value={high}
          status={highBad ? 'error' : undefined}
          placeholder={t('priceMax')}
          aria-label={t('priceMax')}
          aria-invalid={highBad}
          onChange={(e) => setHigh(e.target.value)}
          onPressEnter={apply}
          onBlur={apply}
        />
      </div>
      {problem && (
        <div className="pl-price-error" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
