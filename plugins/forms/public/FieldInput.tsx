// One visitor-facing field per item type, in plain HTML controls.
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { TOKENS, useService } from '../../../kernel';
import { findAreaCode, joinPhone, splitPhone, type FormItem } from '../../../shared/domain/forms';
import { AreaCodeSelect } from './AreaCodeSelect';

export type FieldValue = string | string[];

interface Props {
  item: FormItem;
  value: FieldValue | undefined;
  error?: string;
  onChange(value: FieldValue): void;
}

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

export const FieldInput = observer(function FieldInput({ item, value, error, onChange }: Props) {
  const i18n = useService(TOKENS.i18n);
  const t = (key: string) => i18n.t(`forms.public.${key}`);
  const id = useId();
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  const describedBy = error ? `${id}-error` : undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': item.require || undefined };
  const max = item.limitType ? item.maxValue.value : undefined;

  let control;
  switch (item.type) {
    case 'textarea':
      control = <textarea {...common} className="pf-input" rows={4} maxLength={max} placeholder={item.placeholder} value={text} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'radio':
    case 'checkbox':
      control = (
        <div role={item.type === 'radio' ? 'radiogroup' : 'group'} aria-labelledby={`${id}-label`} className="pf-choices">
          {item.options.map((option) => (
            <label key={option.value} className="pf-choice">
              <input
                type={item.type}
                name={item.name}
                checked={item.type === 'radio' ? text === option.label : list.includes(option.label)}
                onChange={(e) => {
                  if (item.type === 'radio') onChange(option.label);
                  else onChange(e.target.checked ? [...list, option.label] : list.filter((l) => l !== option.label));
                }}
              />
              {option.label}
            </label>
          ))}
        </div>
      );
      break;
    case 'select':
      control = (
        <select {...common} className="pf-input" value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{item.placeholder || '—'}</option>
          {item.options.map((option) => (
            <option key={option.value} value={option.label}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'date': {
      const dateInput = (part: string, set: (v: string) => void, label?: string) =>
        item.accuracyType === 'hour' ? (
          <span className="pf-date">
            <input type="date" className="pf-input" aria-label={label} value={part.slice(0, 10)} onChange={(e) => set(e.target.value ? `${e.target.value} ${part.slice(11, 13) || '00'}:00` : '')} />
            <select className="pf-input pf-hour" aria-label={label} value={part.slice(11, 13) || '00'} onChange={(e) => set(`${part.slice(0, 10)} ${e.target.value}:00`)}>
              {HOURS.map((h) => (
                <option key={h} value={h}>{`${h}:00`}</option>
              ))}
            </select>
          </span>
        ) : (
          <input type="date" className="pf-input" aria-label={label} value={part} onChange={(e) => set(e.target.value)} />
        );
      control =
        item.dateType === 'range' ? (
          <span className="pf-date" {...common}>
            {dateInput(list[0] ?? '', (v) => onChange([v, list[1] ?? '']))}
            <span>{t('to')}</span>
            {dateInput(list[1] ?? '', (v) => onChange([list[0] ?? '', v]))}
          </span>
        ) : (
          <span {...common}>{dateInput(text, onChange)}</span>
        );
      break;
    }
    case 'provinces': {
      const parts = text ? text.split('/') : [];
      const count = item.countySelect === 'true' ? 3 : 2;
      const labels = [t('province'), t('city'), t('county')].slice(0, count);
      control = (
        <span className="pf-region" {...common}>
          {labels.map((label, index) => (
            <input
              key={label}
              className="pf-input"
              aria-label={label}
              placeholder={label}
              value={parts[index] ?? ''}
              onChange={(e) => {
                const next = Array.from({ length: count }, (_, i) => (i === index ? e.target.value : parts[i] ?? ''));
                onChange(next.every((p) => p === '') ? '' : next.join('/'));
              }}
            />
          ))}
        </span>
      );
      break;
    }
    case 'upload':
    case 'uploadimg':
    case 'uploadfile':
      control = <input {...common} type="url" className="pf-input" placeholder={t('uploadUrl')} value={text} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'phone':
      if (item.areaSelect === 'true') {
        control = <PhoneWithAreaCode inputProps={common} placeholder={item.placeholder} value={text} invalid={Boolean(error)} onChange={onChange} />;
        break;
      }
      control = <input {...common} className="pf-input" type="tel" inputMode="numeric" maxLength={13} placeholder={item.placeholder} value={text} onChange={(e) => onChange(e.target.value)} />;
      break;
    default:
      control = (
        <input
          {...common}
          className="pf-input"
          type={item.type === 'email' ? 'email' : 'text'}
          maxLength={max}
          placeholder={item.placeholder}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }

  return (
    <div className={`pf-field${error ? ' pf-field-error' : ''}`}>
      <label id={`${id}-label`} htmlFor={id} className="pf-label">
        {item.title}
        {item.require && <span className="pf-required" aria-label={t('required')}>*</span>}
      </label>
      {control}
      {error && (
        <div id={`${id}-error`} className="pf-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
});

interface PhoneProps {
  inputProps: Record<string, unknown>;
  placeholder: string;
  value: string;
  invalid: boolean;
  onChange(value: string): void;
}

/**
 * The number with its area code in front. The value handed up is what gets stored (phone.ts):
 * bare digits under +86, "+852 91234567" under another code, '' while no number is typed.
 */
const PhoneWithAreaCode = observer(function PhoneWithAreaCode({ inputProps, placeholder, value, invalid, onChange }: PhoneProps) {
  const i18n = useService(TOKENS.i18n);
  const [code, setCode] = useState(() => splitPhone(value).code || '86');
  const [number, setNumber] = useState(() => splitPhone(value).number);
  const change = (nextCode: string, nextNumber: string) => {
    setCode(nextCode);
    setNumber(nextNumber);
    onChange(joinPhone(nextCode, nextNumber));
  };
  return (
    <span className="pf-phone">
      <AreaCodeSelect
        code={code}
        english={i18n.locale === 'en-US'}
        label={i18n.t('forms.public.areaCode')}
        emptyText={i18n.t('forms.public.areaCodeEmpty')}
        invalid={invalid}
        onChange={(next) => change(next, number)}
      />
      <input
        {...inputProps}
        className="pf-input pf-phone-number"
        type="tel"
        inputMode="tel"
        maxLength={20}
        placeholder={placeholder}
        value={number}
        onChange={(e) => {
          // A number pasted or typed with its code ("+852 9123 4567") moves the code to the selector.
          const typed = e.target.value;
          const parts = typed.trim().startsWith('+') ? splitPhone(typed) : null;
          if (parts && findAreaCode(parts.code)) change(parts.code, parts.number.trimStart());
          else change(code, typed);
        }}
      />
    </span>
  );
});
