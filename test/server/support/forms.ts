// Helpers for the forms tests: items built from the shared templates, the stored rows, and a
// message of a lead form submitted the way a visitor's page does.
import {
  defaultDataFormFields,
  defaultItem,
  defaultLeadFormFields,
  type DataFormItem,
  type FormItem,
  type LeadFormFields,
  type LeadItemType,
} from '../../../shared/domain/forms';
import type { Harness } from './harness';

export const zhDefaults = () => defaultLeadFormFields('zh');
export const enDefaults = () => defaultLeadFormFields('en');

/** A non-system item named fieldN with id 10 + N. */
export function custom(n: number, type: LeadItemType = 'input', over: Partial<FormItem> = {}): FormItem {
  return { ...defaultItem(type), id: 10 + n, name: `field${n}`, ...over };
}

export function withItems(items: FormItem[], base: LeadFormFields = zhDefaults()): string {
  return JSON.stringify({ ...base, contentList: items });
}

/** The zh default items with one of them changed. */
export function editSystem(moduleName: string, over: Partial<FormItem>, base: LeadFormFields = zhDefaults()): FormItem[] {
  return base.contentList.map((i) => (i.moduleName === moduleName ? { ...i, ...over } : i));
}

export const dataDefaults = (): DataFormItem[] => defaultDataFormFields();

export async function storedForm(h: Harness, id: number) {
  return h.built.db.selectFrom('forms').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function messagesOf(h: Harness, formId: number, kind: 'lead' | 'data' = 'lead') {
  return h.built.db.selectFrom('form_messages').selectAll().where('form_id', '=', formId).where('kind', '=', kind).orderBy('id').execute();
}

/** A valid submission to the seeded 在线留言 form, with overrides. */
export function onlineMessageValues(over: Record<string, unknown> = {}): Record<string, unknown> {
  return { username: '张三', phone: '13812345678', title: '咨询产品价格', field0: '请联系我', ...over };
}

export function submit(h: Harness, formId: number, values: Record<string, unknown>, kind: 'lead' | 'data' = 'lead', remoteAddress?: string) {
  return h.built.app.inject({
    method: 'POST',
    url: '/api/app/site-admin-api/plugin/form/submit',
    headers: { 'content-type': 'application/json', 'user-agent': 'jest-visitor/1.0' },
    payload: JSON.stringify({ formId, kind, values }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}
