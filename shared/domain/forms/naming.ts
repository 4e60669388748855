// Item ids and names (§3, §4, §9): lead items take max id + 1; on adding a lead form, system
// items are named after their module and other unnamed items field0, field1, …; in edit mode a
// new item takes the lowest free name among field0–field15. Data items get the lowest unused id
// 0–19 with a new flag while editing; both are dropped from new items on save; names stay unnamed.
import { DATA_FORM_ID_SLOTS, LEAD_FORM_NAME_SLOTS } from '../constants';
import type { DataFormItem, FormItem } from './types';

export const FIELD_NAME = /^field(\d|1[0-5])$/;
/** Data-item names: field0 … field19 (one per id slot), or '' while unnamed (§4). */
export const DATA_FIELD_NAME = /^field(\d|1\d)$/;

export function nextItemId(items: readonly Pick<FormItem, 'id'>[]): number {
  return items.reduce((max, item) => Math.max(max, Number(item.id) || 0), 0) + 1;
}

/** Lowest free name among field0 … field15, or null when all sixteen are taken. */
export function lowestFreeFieldName(items: readonly Pick<FormItem, 'name'>[]): string | null {
  const used = new Set(items.map((i) => i.name));
  for (let n = 0; n < LEAD_FORM_NAME_SLOTS; n += 1) {
    if (!used.has(`field${n}`)) return `field${n}`;
  }
  return null;
}

/** Names for a form being added: module names for system items, field0, field1, … for the rest. */
export function nameItemsOnAdd(items: readonly FormItem[]): FormItem[] {
  const used = new Set(items.filter((i) => i.name).map((i) => i.name));
  let next = 0;
  return items.map((item) => {
    if (item.isSystem && item.moduleName) return { ...item, name: item.moduleName };
    if (item.name) return item;
    while (used.has(`field${next}`)) next += 1;
    const name = `field${next}`;
    used.add(name);
    next += 1;
    return { ...item, name };
  });
}

/** Lowest unused data-item id among 0 … 19, or null when all are taken. */
export function nextDataItemId(items: readonly Pick<DataFormItem, 'id'>[]): number | null {
  const used = new Set(items.map((i) => i.id).filter((id): id is number => typeof id === 'number'));
  for (let id = 0; id < DATA_FORM_ID_SLOTS; id += 1) if (!used.has(id)) return id;
  return null;
}

/** On save: new data items lose their temporary id and flag. */
export function finalizeDataItems(items: readonly DataFormItem[]): DataFormItem[] {
  return items.map((item) => {
    if (!item.is_new) return item;
    const { id: _id, is_new: _new, ...rest } = item;
    return rest;
  });
}

/**
 * On save: unnamed data items (§4 leaves them unnamed in the dialog) get the lowest free name
 * among field0 … field19, so every stored item has a unique name that submitted values are keyed
 * by. Named items keep their names.
 */
export function nameDataItems(items: readonly DataFormItem[]): DataFormItem[] {
  const used = new Set(items.map((i) => i.name).filter(Boolean));
  let next = 0;
  return items.map((item) => {
    if (item.name) return item;
    while (used.has(`field${next}`)) next += 1;
    const name = `field${next}`;
    used.add(name);
    return { ...item, name };
  });
}
