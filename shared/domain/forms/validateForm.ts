// The save rules of §4/§5 for lead forms and data forms, used by the dialogs before saving and by
// the server before storing. Each answers the first problem as the Chinese message of §5 (or
// null), and the server stores the normalised form it returns.
import { LEAD_FORM_MAX_ITEMS, DATA_FORM_ID_SLOTS, INPUT_LENGTH_LIMITS, TEXT_MAX_LENGTH } from '../constants';
import { hasLengthLimits, hasOptions, checkTypeOf } from './itemTypes';
import { limitsProblem } from './limits';
import { FORM_MSG, SUBMIT_MSG } from './messages';
import { DATA_FIELD_NAME, FIELD_NAME } from './naming';
import { parseOptions } from './options';
import { dataSystemItemsProblem, isPhoneSystemItem, leadSystemItemsProblem } from './systemItems';
import { DATA_ITEM_TYPES, LEAD_ITEM_TYPES, SYSTEM_MODULES, type DataFormItem, type FormItem, type LeadFormFields, type LimitValue } from './types';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = <T,>(message: string): Checked<T> => ({ ok: false, message });

export function formTitleProblem(title: unknown): string | null {
  if (typeof title !== 'string' || title.trim() === '') return FORM_MSG.titleRequired;
  if (title.trim().length > TEXT_MAX_LENGTH) return FORM_MSG.titleTooLong;
  return null;
}

/** Problems of one lead item on its own (the item dialog checks this before closing). */
export function leadItemProblem(item: FormItem): string | null {
  if (!(LEAD_ITEM_TYPES as readonly string[]).includes(item.type)) return FORM_MSG.badItem;
  if (typeof item.title !== 'string' || item.title.trim() === '') return FORM_MSG.itemTitleRequired;
  if (item.title.trim().length > TEXT_MAX_LENGTH) return FORM_MSG.itemTitleTooLong;
  if (typeof item.placeholder !== 'string' || item.placeholder.length > TEXT_MAX_LENGTH) return FORM_MSG.hintTooLong;
  if (hasOptions(item.type) && parseOptions(item.selectItem ?? '').length === 0) return FORM_MSG.optionsRequired;
  if (hasLengthLimits(item.type) && item.limitType) {
    const problem = limitsProblem({ min: item.minValue?.value, max: item.maxValue?.value }, item.require);
    if (problem) return problem;
  }
  return null;
}

/** Normalises an item the way every save stores it: options recomputed from the text, trimmed title. */
export function normaliseLeadItem(item: FormItem): FormItem {
  return {
    ...(pick(item, LEAD_ITEM_KEYS) as FormItem),
    title: item.title.trim(),
    checkType: item.isSystem ? item.checkType : checkTypeOf(item.type),
    options: hasOptions(item.type) ? parseOptions(item.selectItem ?? '') : [],
    width: item.width || '100%',
    minValue: limitOf(item.minValue, INPUT_LENGTH_LIMITS.minLow, INPUT_LENGTH_LIMITS.minHigh),
    maxValue: limitOf(item.maxValue, INPUT_LENGTH_LIMITS.maxLow, INPUT_LENGTH_LIMITS.maxHigh),
  };
}

/**
 * A lead form about to be saved. `reference` holds the system items it must keep: the stored
 * form's when editing, the variant's default when adding.
 */
export function checkLeadForm(title: unknown, fields: unknown, reference: readonly FormItem[]): Checked<{ title: string; fields: LeadFormFields }> {
  const titleProblem = formTitleProblem(title);
  if (titleProblem) return fail(titleProblem);
  const parsed = typeof fields === 'string' ? safeJson(fields) : fields;
  if (!isLeadFields(parsed)) return fail(FORM_MSG.badItem);
  const items = parsed.contentList;
  if (items.length === 0) return fail(FORM_MSG.itemsRequired);
  if (items.length > LEAD_FORM_MAX_ITEMS) return fail(FORM_MSG.tooManyItems);
  const ids = new Set<number>();
  const names = new Set<string>();
  for (const item of items) {
    const problem = leadItemProblem(item);
    if (problem) return fail(problem);
    if (!Number.isInteger(item.id) || item.id < 1 || ids.has(item.id)) return fail(FORM_MSG.badItem);
    ids.add(item.id);
    if (item.isSystem) {
      if (!(SYSTEM_MODULES as readonly string[]).includes(item.moduleName) || item.name !== item.moduleName) return fail(FORM_MSG.badItem);
    } else if (item.moduleName !== '' || !FIELD_NAME.test(item.name)) {
      return fail(FORM_MSG.badItem);
    }
    if (names.has(item.name)) return fail(FORM_MSG.duplicateName);
    names.add(item.name);
  }
  const systemProblem = leadSystemItemsProblem(reference, items);
  if (systemProblem) return fail(systemProblem);
  return {
    ok: true,
    value: { title: (title as string).trim(), fields: { ...(pick(parsed, LEAD_FIELDS_KEYS) as LeadFormFields), contentList: items.map(normaliseLeadItem) } },
  };
}

/**
 * The inbox columns (setField): the named fillable items are displayed, the other fillable items
 * not. Names that are not fillable items of the form are refused, and the phone system item must
 * stay displayed (§4). Unlike the item dialog, this may hide the other system items' columns.
 */
export function applyDisplayColumns(items: readonly FormItem[], names: readonly string[]): Checked<FormItem[]> {
  const fillable = items.filter((i) => i.show && i.type !== 'text');
  const shown = new Set(names);
  for (const name of shown) {
    if (!fillable.some((i) => i.name === name)) return fail(SUBMIT_MSG.unknownField(name.slice(0, 40)));
  }
  if (fillable.some((i) => isPhoneSystemItem(i) && !shown.has(i.name))) return fail(FORM_MSG.phoneMustStay);
  return { ok: true, value: items.map((i) => (fillable.includes(i) ? { ...i, display: shown.has(i.name) } : i)) };
}

export function dataItemProblem(item: DataFormItem): string | null {
  if (!(DATA_ITEM_TYPES as readonly string[]).includes(item.type)) return FORM_MSG.badItem;
  if (typeof item.title !== 'string' || item.title.trim() === '') return FORM_MSG.itemTitleRequired;
  if (item.title.trim().length > TEXT_MAX_LENGTH) return FORM_MSG.itemTitleTooLong;
  if (typeof item.placeholder !== 'string' || item.placeholder.length > TEXT_MAX_LENGTH) return FORM_MSG.hintTooLong;
  if (hasOptions(item.type) && parseOptions(item.selectItem ?? '').length === 0) return FORM_MSG.optionsRequired;
  return null;
}

/** A data form about to be saved; `reference` holds the system items it must keep. */
export function checkDataForm(title: unknown, fields: unknown, reference: readonly DataFormItem[]): Checked<{ title: string; fields: DataFormItem[] }> {
  const titleProblem = formTitleProblem(title);
  if (titleProblem) return fail(titleProblem);
  if (!Array.isArray(fields) || !fields.every(isDataItem)) return fail(FORM_MSG.badItem);
  if (fields.length === 0) return fail(FORM_MSG.itemsRequired);
  if (fields.length > DATA_FORM_ID_SLOTS) return fail(FORM_MSG.tooManyItems);
  const names = new Set<string>();
  for (const item of fields) {
    const problem = dataItemProblem(item);
    if (problem) return fail(problem);
    if (item.isSystem && !(SYSTEM_MODULES as readonly string[]).includes(item.moduleName)) return fail(FORM_MSG.badItem);
    // Submitted values are keyed by name: '' (named on save, nameDataItems) or field0 … field19.
    if (item.name !== '' && !DATA_FIELD_NAME.test(item.name)) return fail(FORM_MSG.badItem);
    if (item.name !== '' && names.has(item.name)) return fail(FORM_MSG.duplicateName);
    names.add(item.name);
  }
  const systemProblem = dataSystemItemsProblem(reference, fields);
  if (systemProblem) return fail(systemProblem);
  return {
    ok: true,
    value: {
      title: (title as string).trim(),
      fields: fields.map((item) => ({ ...pick(item, DATA_ITEM_KEYS), title: item.title.trim(), options: hasOptions(item.type) ? parseOptions(item.selectItem ?? '') : [] }) as DataFormItem),
    },
  };
}

// What a save stores: the known keys only, so nothing a client adds rides along in the stored JSON.
const LEAD_ITEM_KEYS: readonly (keyof FormItem)[] = [
  'id', 'title', 'type', 'moduleName', 'name', 'value', 'placeholder', 'show', 'require', 'disabled', 'isSystem', 'isCondition', 'display',
  'width', 'checkType', 'options', 'selectItem', 'limitType', 'minValue', 'maxValue', 'dateType', 'accuracyType', 'areaSelect',
  'enterDigitsSelect', 'countySelect', 'mainTitle', 'subtitle',
];
const LEAD_FIELDS_KEYS: readonly (keyof LeadFormFields)[] = ['contentList', 'buttonName', 'popupName', 'textAlign', 'buttonWidth', 'verifyWidth'];
const DATA_ITEM_KEYS: readonly (keyof DataFormItem)[] = [
  'id', 'is_new', 'title', 'type', 'name', 'placeholder', 'show', 'require', 'isCondition', 'isSystem', 'moduleName', 'options', 'selectItem',
];

const limitOf = (v: LimitValue, min: number, max: number): LimitValue => ({
  value: v.value,
  min: typeof v.min === 'number' ? v.min : min,
  max: typeof v.max === 'number' ? v.max : max,
});

function pick<T extends object>(value: T, keys: readonly (keyof T)[]): Partial<T> {
  const out: Partial<T> = {};
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key];
  return out;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isLimit = (v: unknown) => isObject(v) && typeof v.value === 'number';

/** Structural check of a lead item (every field present with the right type). */
export function isLeadItem(v: unknown): v is FormItem {
  if (!isObject(v)) return false;
  const strings = ['title', 'type', 'moduleName', 'name', 'value', 'placeholder', 'width', 'checkType', 'selectItem', 'dateType', 'accuracyType', 'areaSelect', 'enterDigitsSelect', 'countySelect', 'mainTitle', 'subtitle'];
  const booleans = ['show', 'require', 'disabled', 'isSystem', 'isCondition', 'display', 'limitType'];
  return (
    typeof v.id === 'number' &&
    strings.every((k) => typeof v[k] === 'string' && (v[k] as string).length <= 2000) &&
    booleans.every((k) => typeof v[k] === 'boolean') &&
    Array.isArray(v.options) &&
    isLimit(v.minValue) &&
    isLimit(v.maxValue) &&
    ['date', 'range'].includes(v.dateType as string) &&
    ['date', 'hour'].includes(v.accuracyType as string) &&
    ['true', 'false'].includes(v.areaSelect as string) &&
    ['true', 'false'].includes(v.enterDigitsSelect as string) &&
    ['true', 'false'].includes(v.countySelect as string)
  );
}

function isLeadFields(v: unknown): v is LeadFormFields {
  return (
    isObject(v) &&
    Array.isArray(v.contentList) &&
    v.contentList.every(isLeadItem) &&
    typeof v.buttonName === 'string' &&
    (v.buttonName as string).length <= TEXT_MAX_LENGTH &&
    typeof v.popupName === 'string' &&
    (v.popupName as string).length <= TEXT_MAX_LENGTH &&
    ['left', 'center', 'right'].includes(v.textAlign as string) &&
    typeof v.buttonWidth === 'string' &&
    typeof v.verifyWidth === 'string'
  );
}

function isDataItem(v: unknown): v is DataFormItem {
  if (!isObject(v)) return false;
  return (
    ['title', 'type', 'name', 'placeholder', 'moduleName', 'selectItem'].every((k) => typeof v[k] === 'string' && (v[k] as string).length <= 2000) &&
    ['show', 'require', 'isCondition', 'isSystem'].every((k) => typeof v[k] === 'boolean') &&
    Array.isArray(v.options) &&
    (v.id === undefined || typeof v.id === 'number') &&
    (v.is_new === undefined || typeof v.is_new === 'boolean')
  );
}
