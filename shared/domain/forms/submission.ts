// A visitor's submission checked against the stored form definition (the public endpoint and the
// public form page use the same rules): required items, phone digits (and area code, phone.ts),
// e-mail, Chinese ID card, length limits, options that exist, dates, regions, upload addresses;
// unknown fields refused; values kept as plain text.
import { SUBMIT_MSG } from './messages';
import { checkPhone } from './phone';
import type { FormItem } from './types';

export type SubmittedValue = string | string[];
export type SubmissionValues = Record<string, SubmittedValue>;

export type SubmissionCheck =
  | { ok: true; values: SubmissionValues }
  | { ok: false; field: string | null; message: string };

/** Longest text any single value may carry, whatever the item says. */
export const SUBMISSION_VALUE_CAP = 5000;
const DEFAULT_TEXT_MAX: Record<string, number> = { input: 200, textarea: 2000 };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_HOUR = /^\d{4}-\d{2}-\d{2} \d{2}:00$/;

/** Control characters other than line breaks and tabs (for multi-line text) are removed. */
function plain(text: string, multiline: boolean): string {
  const cleaned = text.replace(multiline ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g : /[\u0000-\u001f\u007f]/g, '');
  return cleaned.trim();
}

export function isValidChineseId(id: string): boolean {
  if (/^\d{15}$/.test(id)) return validDate(`19${id.slice(6, 8)}-${id.slice(8, 10)}-${id.slice(10, 12)}`);
  if (!/^\d{17}[\dXx]$/.test(id)) return false;
  if (!validDate(`${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const checks = '10X98765432';
  const sum = weights.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return checks[sum % 11] === id[17].toUpperCase();
}

function validDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900 && y <= 2200;
}

function checkDate(item: FormItem, text: string): boolean {
  if (item.accuracyType === 'hour') return DATE_HOUR.test(text) && validDate(text.slice(0, 10)) && Number(text.slice(11, 13)) <= 23;
  return validDate(text);
}

/** Items a visitor fills in: shown, and not static text. */
export function fillableItems(items: readonly FormItem[]): FormItem[] {
  return items.filter((i) => i.show && i.type !== 'text');
}

export function checkSubmission(items: readonly FormItem[], input: unknown): SubmissionCheck {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return { ok: false, field: null, message: SUBMIT_MSG.wrongType('表单') };
  const raw = input as Record<string, unknown>;
  const fillable = fillableItems(items);
  const byName = new Map(fillable.map((i) => [i.name, i]));
  for (const key of Object.keys(raw)) {
    if (!byName.has(key)) return { ok: false, field: key, message: SUBMIT_MSG.unknownField(key.slice(0, 40)) };
  }
  const values: SubmissionValues = {};
  for (const item of fillable) {
    const result = checkValue(item, raw[item.name]);
    if (typeof result === 'object' && 'message' in result) return { ok: false, field: item.name, message: result.message };
    if (result !== undefined) values[item.name] = result;
  }
  return { ok: true, values };
}

type ValueResult = SubmittedValue | undefined | { message: string };

function checkValue(item: FormItem, value: unknown): ValueResult {
  const title = item.title;
  const multiValue = item.type === 'checkbox' || (item.type === 'date' && item.dateType === 'range');
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return item.require ? { message: SUBMIT_MSG.required(title) } : undefined;
  }
  if (multiValue) {
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return { message: SUBMIT_MSG.wrongType(title) };
  } else if (typeof value !== 'string') {
    return { message: SUBMIT_MSG.wrongType(title) };
  }
  const tooBig = (Array.isArray(value) ? value : [value]).some((v) => (v as string).length > SUBMISSION_VALUE_CAP);
  if (tooBig) return { message: SUBMIT_MSG.tooLong(title, SUBMISSION_VALUE_CAP) };

  const multiline = item.type === 'textarea';
  const text = Array.isArray(value) ? '' : plain(value as string, multiline);
  if (!Array.isArray(value) && text === '') return item.require ? { message: SUBMIT_MSG.required(title) } : undefined;

  switch (item.type) {
    case 'input':
    case 'textarea': {
      const min = item.limitType ? item.minValue.value : 0;
      const max = item.limitType ? item.maxValue.value : DEFAULT_TEXT_MAX[item.type];
      const length = [...text].length;
      if (length < min) return { message: SUBMIT_MSG.tooShort(title, min) };
      if (length > max) return { message: SUBMIT_MSG.tooLong(title, max) };
      if (item.checkType === 'email' && !EMAIL.test(text)) return { message: SUBMIT_MSG.email(title) };
      return text;
    }
    case 'phone':
      return checkPhone(item, text);
    case 'email':
      if (text.length > 100 || !EMAIL.test(text)) return { message: SUBMIT_MSG.email(title) };
      return text;
    case 'IDCard':
      if (!isValidChineseId(text)) return { message: SUBMIT_MSG.idCard(title) };
      return text.toUpperCase();
    case 'radio':
    case 'select': {
      const labels = item.options.map((o) => o.label);
      return labels.includes(text) ? text : { message: SUBMIT_MSG.badOption(title) };
    }
    case 'checkbox': {
      const labels = item.options.map((o) => o.label);
      const picked = (value as string[]).map((v) => plain(v, false));
      if (new Set(picked).size !== picked.length || !picked.every((p) => labels.includes(p))) return { message: SUBMIT_MSG.badOption(title) };
      return picked;
    }
    case 'date': {
      if (item.dateType === 'range') {
        const parts = (value as string[]).map((v) => plain(v, false));
        if (parts.length !== 2 || !parts.every((p) => checkDate(item, p)) || parts[0] > parts[1]) return { message: SUBMIT_MSG.badDate(title) };
        return parts;
      }
      return checkDate(item, text) ? text : { message: SUBMIT_MSG.badDate(title) };
    }
    case 'provinces': {
      const parts = text.split('/').map((p) => p.trim());
      const expected = item.countySelect === 'true' ? 3 : 2;
      if (parts.length !== expected || parts.some((p) => p === '' || p.length > 30)) return { message: SUBMIT_MSG.badRegion(title) };
      return parts.join('/');
    }
    case 'upload':
    case 'uploadimg':
    case 'uploadfile':
      if (!/^https?:\/\/[^\s<>"']{1,500}$/i.test(text)) return { message: SUBMIT_MSG.badUrl(title) };
      return text;
    default:
      return { message: SUBMIT_MSG.wrongType(title) };
  }
}
