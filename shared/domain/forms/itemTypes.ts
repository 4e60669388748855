// What each item type can do (spec §3, §5): options, hint text, length limits, check type.
import type { CheckType, DataItemType, LeadItemType } from './types';

export const OPTION_TYPES: readonly string[] = ['radio', 'checkbox', 'select'];
/** §5: hint text is shown for all types except these (the data form also hides it for file and image). */
const NO_HINT_LEAD: readonly string[] = ['radio', 'checkbox', 'provinces', 'upload', 'text'];
const NO_HINT_DATA: readonly string[] = [...NO_HINT_LEAD, 'file', 'image'];
/** Types whose value is free text with length limits. */
export const LIMIT_TYPES: readonly string[] = ['input', 'textarea'];
/** Types that collect nothing from the visitor. */
export const STATIC_TYPES: readonly string[] = ['text'];
export const UPLOAD_TYPES: readonly string[] = ['upload', 'uploadimg', 'uploadfile'];

export function hasOptions(type: string): boolean {
  return OPTION_TYPES.includes(type);
}

export function showsHint(type: LeadItemType | DataItemType | string, form: 'lead' | 'data'): boolean {
  return !(form === 'data' ? NO_HINT_DATA : NO_HINT_LEAD).includes(type);
}

export function hasLengthLimits(type: string): boolean {
  return LIMIT_TYPES.includes(type);
}

/** The check type an item type implies (phone, email, IDCard carry their own). */
export function checkTypeOf(type: string): CheckType {
  if (type === 'phone') return 'phone';
  if (type === 'email') return 'email';
  if (type === 'IDCard') return 'IDCard';
  return '';
}
