// Forms on the server: reading stored forms (always scoped to a site: another site's form does not
// exist), the message filters shared by the lists and the exports, and how a submitted value reads
// as text. The rules themselves (what a form or a submission must satisfy) are the shared rule book
// in shared/domain/forms.
import { sql, type ExpressionBuilder, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { MessageColumn } from '../../../shared/domain/api/forms';
import {
  dataFormSubmissionItems,
  defaultLeadFormFields,
  type DataFormItem,
  type FormItem,
  type FormVariant,
  type LeadFormFields,
  type SubmissionValues,
  type SubmittedValue,
} from '../../../shared/domain/forms';
import type { Database } from '../../core/db/database';
import type { DataFormsTable, FormMessagesTable, FormsTable } from './tables';
import { containsPattern, foldCase, foldedContainsExpr } from '../../core/db/fold';
import { isPostgres } from '../../core/db/migrations/helpers';
import { ApiError } from '../../core/http/envelope';
import { addDays, startOfDay } from '../../core/services/dates';
import type { SiteRow } from '../../core/services/siteScope';

export type LeadFormRow = Selectable<FormsTable>;
export type DataFormRow = Selectable<DataFormsTable>;
export type FormMessageRow = Selectable<FormMessagesTable>;
export type FormKind = 'lead' | 'data';

/** Refusals in the voice of MSG.siteNotFound: another site's record is one that does not exist. */
/** §6: the message pages (their list, export and export task). */
export const MESSAGE_KEYS = ['message_list', 'message_list_2'] as const;

export const FORMS_ERR = {
  formNotFound: '表单不存在或无权访问',
  dataFormNotFound: '数据表单不存在或无权访问',
  messageNotFound: '留言不存在或无权访问',
  recordNotFound: '记录不存在或无权访问',
  badDateRange: '开始日期不能晚于结束日期',
  badConditions: '筛选条件格式不正确',
  unknownCondition: (name: string) => `不支持的筛选条件：${name}`,
  notCondition: (title: string) => `表单项「${title}」不是筛选条件，不能用于筛选`,
} as const;

/** §3: a new lead form follows its site — foreign (en) and foreign-trade (ydyl) sites get the foreign defaults. */
export function variantOfSite(site: Pick<SiteRow, 'site_type'>): FormVariant {
  return site.site_type === 'en' || site.site_type === 'ydyl' ? 'en' : 'zh';
}

/** Stored fields were normalised on save; a row that cannot be read counts as an empty form. */
export function leadFieldsOf(row: Pick<LeadFormRow, 'fields' | 'variant'>): LeadFormFields {
  try {
    const parsed = JSON.parse(row.fields) as LeadFormFields;
    if (parsed && Array.isArray(parsed.contentList)) return parsed;
  } catch {
    // fall through
  }
  return { ...defaultLeadFormFields(row.variant), contentList: [] };
}

export function dataFieldsOf(row: Pick<DataFormRow, 'fields'>): DataFormItem[] {
  try {
    const parsed = JSON.parse(row.fields) as DataFormItem[];
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // fall through
  }
  return [];
}

/** Items that hold a visitor's value (everything but static text), in form order. */
export function valueItems(items: readonly FormItem[]): FormItem[] {
  return items.filter((i) => i.type !== 'text');
}

/** The items a message of this form is read with (data items as checkSubmission sees them). */
export function itemsOfForm(kind: FormKind, fields: string, variant: FormVariant = 'zh'): FormItem[] {
  return kind === 'lead' ? leadFieldsOf({ fields, variant }).contentList : dataFormSubmissionItems(dataFieldsOf({ fields }));
}

export async function leadFormOf(db: Kysely<Database>, siteId: number, id: number): Promise<LeadFormRow> {
  const row = await db.selectFrom('forms').selectAll().where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw new ApiError(404, FORMS_ERR.formNotFound);
  return row;
}

export async function dataFormOf(db: Kysely<Database>, siteId: number, id: number): Promise<DataFormRow> {
  const row = await db.selectFrom('data_forms').selectAll().where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw new ApiError(404, FORMS_ERR.dataFormNotFound);
  return row;
}

/** How a submitted value reads: checkbox choices joined with 、, a date range as "a 至 b". */
/**
 * Deletes a form together with its messages or records (inside the caller's transaction, so both go
 * or neither); answers how many messages went.
 */
export async function deleteFormWithMessages(trx: Kysely<Database>, kind: FormKind, siteId: number, formId: number): Promise<number> {
  const removed = await trx.deleteFrom('form_messages').where('site_id', '=', siteId).where('kind', '=', kind).where('form_id', '=', formId).executeTakeFirst();
  await trx.deleteFrom(kind === 'lead' ? 'forms' : 'data_forms').where('id', '=', formId).where('site_id', '=', siteId).execute();
  return Number(removed.numDeletedRows);
}

export function valueText(item: Pick<FormItem, 'type' | 'dateType'> | undefined, value: SubmittedValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (!Array.isArray(value)) return String(value);
  if (item?.type === 'date' && item.dateType === 'range') return value.join(' 至 ');
  return value.join('、');
}

/** What the keyword filter matches: the values' text (never the item names), case-folded (db/fold.ts). */
export function searchTextOf(items: readonly FormItem[], values: SubmissionValues): string {
  const byName = new Map(items.map((i) => [i.name, i]));
  return foldCase(Object.entries(values).map(([name, v]) => valueText(byName.get(name), v)).join('\n'));
}


export function parseValues(text: string): SubmissionValues {
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as SubmissionValues) : {};
  } catch {
    return {};
  }
}

/** The inbox columns of a form: its fillable items with their display flags. */
export function columnsOf(items: readonly FormItem[]): MessageColumn[] {
  return items.filter((i) => i.show && i.type !== 'text').map((i) => ({ name: i.name, title: i.title, display: i.display }));
}

// --- message filters ------------------------------------------------------------------------------

export interface MessageFilter {
  siteId: number;
  kind: FormKind;
  formId?: number;
  /** false: unread only; true: read only. */
  readStatus?: boolean;
  /** YYYY-MM-DD, inclusive, server local time. */
  startDate?: string;
  endDate?: string;
  keyword?: string;
  /** Data records: item name → value; a radio matches exactly, text anywhere. */
  conditions?: { name: string; value: string; exact: boolean }[];
}

type MessagesQuery<O> = SelectQueryBuilder<Database, 'form_messages', O>;

export function checkDateRange(startDate?: string, endDate?: string): void {
  if (startDate && endDate && startDate > endDate) throw new ApiError(400, FORMS_ERR.badDateRange);
}

/** The WHERE of every message list, count and export: the site and kind first (they lead each index). */
export function applyFilter<O>(db: Kysely<Database>, q: MessagesQuery<O>, f: MessageFilter): MessagesQuery<O> {
  let out = q.where('form_messages.site_id', '=', f.siteId).where('form_messages.kind', '=', f.kind);
  if (f.formId !== undefined) out = out.where('form_messages.form_id', '=', f.formId);
  if (f.readStatus !== undefined) out = out.where('form_messages.read_status', '=', f.readStatus ? 1 : 0);
  if (f.startDate) out = out.where('form_messages.created_at', '>=', startOfDay(f.startDate));
  if (f.endDate) out = out.where('form_messages.created_at', '<', startOfDay(addDays(f.endDate, 1)));
  // search_text is stored folded (searchTextOf), so only the keyword is folded here.
  const keyword = f.keyword?.trim();
  if (keyword) out = out.where(sql<boolean>`${sql.ref('form_messages.search_text')} like ${containsPattern(foldCase(keyword))} escape '\\'`);
  for (const c of f.conditions ?? []) {
    const field = jsonField(db, c.name);
    out = c.exact ? out.where(sql<boolean>`${field} = ${c.value}`) : out.where(foldedContainsExpr(field, c.value));
  }
  return out;
}

/** One value of the stored JSON, portable: json_extract on SQLite, ->> on PostgreSQL. */
function jsonField(db: Kysely<Database>, name: string) {
  return isPostgres(db)
    ? sql<string>`(${sql.ref('form_messages.values')}::jsonb ->> ${name})`
    : sql<string>`json_extract(${sql.ref('form_messages.values')}, ${`$."${name}"`})`;
}

/** Newest first, then by id so equal times keep a stable order across pages and batches. */
export function newestFirst<O>(q: MessagesQuery<O>): MessagesQuery<O> {
  return q.orderBy('form_messages.created_at', 'desc').orderBy('form_messages.id', 'desc');
}

/** Keyset condition: rows after (older than) the given one in newest-first order. */
export function olderThan(cursor: { created_at: number; id: number }) {
  return (eb: ExpressionBuilder<Database, 'form_messages'>) =>
    eb.or([
      eb('form_messages.created_at', '<', cursor.created_at),
      eb.and([eb('form_messages.created_at', '=', cursor.created_at), eb('form_messages.id', '<', cursor.id)]),
    ]);
}

export async function countMessages(db: Kysely<Database>, f: MessageFilter): Promise<number> {
  const row = await applyFilter(db, db.selectFrom('form_messages'), f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Message and unread counts per form of a site (one grouped query). */
export async function countsByForm(db: Kysely<Database>, siteId: number, kind: FormKind, formIds: number[]): Promise<Map<number, { total: number; unread: number }>> {
  const out = new Map<number, { total: number; unread: number }>();
  if (formIds.length === 0) return out;
  const rows = await db.selectFrom('form_messages')
    .select((eb) => [
      'form_id',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('read_status', '=', 0).then(1).else(0).end()).as('unread'),
    ])
    .where('site_id', '=', siteId).where('kind', '=', kind).where('form_id', 'in', formIds)
    .groupBy('form_id')
    .execute();
  for (const r of rows) out.set(r.form_id, { total: Number(r.total), unread: Number(r.unread ?? 0) });
  return out;
}
