// Custom product fields (issue 11 §3): a site defines up to 36, stored in the slots p_5 … p_40. A
// new field takes the lowest free slot; deleting one frees it (and clears its values).
import { PRODUCT_MSG } from './messages';

export const CUSTOM_FIELD_SLOTS: readonly string[] = Array.from({ length: 36 }, (_, i) => `p_${i + 5}`);
export const CUSTOM_FIELD_KINDS = ['text', 'textarea', 'number', 'date', 'select', 'image'] as const;
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number];

export const CUSTOM_FIELD_KIND_LABELS: Record<CustomFieldKind, string> = {
  text: '单行文本',
  textarea: '多行文本',
  number: '数字',
  date: '日期',
  select: '下拉选择',
  image: '图片',
};

export const CUSTOM_FIELD_LIMITS = { name: 20, options: 50, option: 50, text: 200, textarea: 2000, number: 20, url: 500 } as const;

export interface CustomFieldDef {
  slot: string;
  name: string;
  kind: CustomFieldKind;
  required: boolean;
  /** The choices of a select field. */
  options?: string[];
}

export function isCustomFieldSlot(key: string): boolean {
  return CUSTOM_FIELD_SLOTS.includes(key);
}

/** The slot a new field takes, or null when all 36 are used. */
export function lowestFreeSlot(defs: readonly Pick<CustomFieldDef, 'slot'>[]): string | null {
  const used = new Set(defs.map((d) => d.slot));
  return CUSTOM_FIELD_SLOTS.find((slot) => !used.has(slot)) ?? null;
}

/** A field definition's problem (name, options), or null. `others` are the site's other fields. */
export function checkCustomFieldDef(def: Pick<CustomFieldDef, 'name' | 'kind' | 'options'>, others: readonly Pick<CustomFieldDef, 'name'>[]): string | null {
  const name = def.name.trim();
  if (!name) return PRODUCT_MSG.customFieldNameRequired;
  if ([...name].length > CUSTOM_FIELD_LIMITS.name) return PRODUCT_MSG.customFieldNameTooLong;
  if (others.some((o) => o.name.trim() === name)) return PRODUCT_MSG.customFieldNameExists;
  if (def.kind === 'select') {
    const options = (def.options ?? []).map((o) => o.trim());
    if (options.length < 1 || options.length > CUSTOM_FIELD_LIMITS.options) return PRODUCT_MSG.customFieldOptions;
    if (options.some((o) => !o || [...o].length > CUSTOM_FIELD_LIMITS.option) || new Set(options).size !== options.length) return PRODUCT_MSG.customFieldOptions;
  }
  return null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER = /^-?\d{1,15}(\.\d{1,4})?$/;

function isRealDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

/** An address the console can show: https/http or a path of this site's library. */
export function isImageAddress(text: string): boolean {
  return /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/i.test(text) && text.length <= CUSTOM_FIELD_LIMITS.url;
}

/** A value's problem for its field, or null. Empty is fine unless the field is required. */
export function checkCustomFieldValue(def: CustomFieldDef, value: unknown): string | null {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
  if (text === null) return PRODUCT_MSG.customFieldInvalid(def.name);
  if (text === '') return def.required ? PRODUCT_MSG.customFieldRequired(def.name) : null;
  const length = [...text].length;
  switch (def.kind) {
    case 'text':
      return length > CUSTOM_FIELD_LIMITS.text ? PRODUCT_MSG.textTooLong(def.name, CUSTOM_FIELD_LIMITS.text) : null;
    case 'textarea':
      return length > CUSTOM_FIELD_LIMITS.textarea ? PRODUCT_MSG.textTooLong(def.name, CUSTOM_FIELD_LIMITS.textarea) : null;
    case 'number':
      return NUMBER.test(text) ? null : PRODUCT_MSG.customFieldInvalid(def.name);
    case 'date':
      return isRealDate(text) ? null : PRODUCT_MSG.customFieldInvalid(def.name);
    case 'select':
      return (def.options ?? []).includes(text) ? null : PRODUCT_MSG.customFieldInvalid(def.name);
    case 'image':
      return isImageAddress(text) ? null : PRODUCT_MSG.customFieldInvalid(def.name);
  }
}
