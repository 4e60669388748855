// One labelled input of the visitors' member pages (plain HTML, no antd): its error below it, tied to
// it for screen readers.
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
  /** Beside the input (the SMS code button). */
  after?: ReactNode;
}

export function Field({ id, label, value, onChange, error, required, after, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`mp-field${error ? ' mp-field-error' : ''}`}>
      <label className="mp-label" htmlFor={id}>
        {label}
        {required && <span className="mp-required" aria-hidden="true">*</span>}
      </label>
      <div className="mp-control">
        <input
          id={id}
          className="mp-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...input}
        />
        {after}
      </div>
      {error && <span id={errorId} className="mp-error" role="alert">{error}</span>}
    </div>
  );
}
