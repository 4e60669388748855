// System items (§4). Lead forms: only phone may be edited; phone's display and required flags
// stay on; system items cannot be deleted; their type cannot change (类型不支持修改). Data forms:
// system items' condition and required flags are locked, only phone is editable, none deletable.
import { FORM_MSG } from './messages';
import type { DataFormItem, FormItem } from './types';

type AnyItem = Pick<FormItem, 'isSystem' | 'moduleName'>;

export function isPhoneSystemItem(item: AnyItem): boolean {
  return item.isSystem && item.moduleName === 'phone';
}

export function canEditItem(item: AnyItem): boolean {
  return !item.isSystem || isPhoneSystemItem(item);
}

export function canDeleteItem(item: AnyItem): boolean {
  return !item.isSystem;
}

/** Lead form: phone's required and display (and show) flags cannot be turned off. */
export function canToggleRequired(item: AnyItem): boolean {
  return !isPhoneSystemItem(item);
}

/** Data form: a system item's filter-condition and required flags are locked. */
export function dataFlagsLocked(item: Pick<DataFormItem, 'isSystem'>): boolean {
  return item.isSystem;
}

/** Changing an item's type: refused for system items (§4). */
export function typeChangeProblem(item: { isSystem: boolean; type: string }, type: string): string | null {
  return item.isSystem && item.type !== type ? FORM_MSG.typeLocked : null;
}

const LOCKED_FIELDS: readonly (keyof FormItem)[] = ['title', 'type', 'moduleName', 'name', 'placeholder', 'show', 'require', 'display', 'checkType', 'disabled'];
const PHONE_LOCKED: readonly (keyof FormItem)[] = ['type', 'moduleName', 'name', 'checkType'];

/**
 * Compares the system items of a saved (or default) form with the ones submitted: none removed,
 * none added, types unchanged, non-phone ones unchanged, phone shown, displayed and required.
 */
export function leadSystemItemsProblem(reference: readonly FormItem[], next: readonly FormItem[]): string | null {
  const before = reference.filter((i) => i.isSystem);
  const after = next.filter((i) => i.isSystem);
  for (const old of before) {
    const now = after.find((i) => i.moduleName === old.moduleName);
    if (!now) return FORM_MSG.systemItemUndeletable;
    if (now.type !== old.type) return FORM_MSG.typeLocked;
    const locked = isPhoneSystemItem(old) ? PHONE_LOCKED : LOCKED_FIELDS;
    if (locked.some((key) => JSON.stringify(now[key]) !== JSON.stringify(old[key]))) return FORM_MSG.systemItemLocked;
    if (isPhoneSystemItem(old) && (!now.show || !now.require || !now.display)) return FORM_MSG.phoneMustStay;
  }
  if (after.length !== before.length) return FORM_MSG.systemItemLocked;
  return null;
}

const DATA_LOCKED: readonly (keyof DataFormItem)[] = ['title', 'type', 'moduleName', 'name', 'placeholder', 'show', 'require', 'isCondition'];
const DATA_PHONE_LOCKED: readonly (keyof DataFormItem)[] = ['type', 'moduleName', 'name', 'require', 'isCondition'];

export function dataSystemItemsProblem(reference: readonly DataFormItem[], next: readonly DataFormItem[]): string | null {
  const before = reference.filter((i) => i.isSystem);
  const after = next.filter((i) => i.isSystem);
  for (const old of before) {
    const now = after.find((i) => i.moduleName === old.moduleName);
    if (!now) return FORM_MSG.systemItemUndeletable;
    if (now.type !== old.type) return FORM_MSG.typeLocked;
    const locked = old.moduleName === 'phone' ? DATA_PHONE_LOCKED : DATA_LOCKED;
    if (locked.some((key) => JSON.stringify(now[key]) !== JSON.stringify(old[key]))) return FORM_MSG.systemItemLocked;
  }
  if (after.length !== before.length) return FORM_MSG.systemItemLocked;
  return null;
}
