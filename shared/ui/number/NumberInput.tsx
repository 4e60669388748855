// §5 number input: whole numbers only; empty becomes 0 (then clamped); clamped to min and max;
// non-numeric input reverts. The typed text is committed on blur or Enter, so a caller can apply
// further rules (and warnings) to the committed value.
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { clampWhole } from '../../domain/forms/limits';

export interface NumberInputProps {
  value: number;
  min: number;
  max: number;
  /** Receives the clamped whole number. */
  onCommit(value: number): void;
  disabled?: boolean;
  'aria-label'?: string;
  /** At most this many characters can be typed (e.g. 4 for sizes, §9). */
  maxLength?: number;
  suffix?: string;
  className?: string;
}

export function NumberInput({ value, min, max, onCommit, disabled, maxLength, suffix, className, ...rest }: NumberInputProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const next = clampWhole(text, min, max, value);
    setText(String(next));
    onCommit(next);
  };
  return (
    <Input
      className={className}
      inputMode="numeric"
      value={text}
      maxLength={maxLength}
      disabled={disabled}
      suffix={suffix}
      aria-label={rest['aria-label']}
      onChange={(e) => setText(e.target.value.replace(/[^\d-]/g, ''))}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}
