// Lead forms (§3 Form) and their messages (§7 Forms: admin/form …), scoped to the caller's active
// site: a form or message of another site answers 404 and nothing changes. Every save is checked by
// the shared rule book (checkLeadForm), so the server refuses exactly what the console's dialogs
// refuse, with the same Chinese messages.
import { sql, type Kysely } from 'kysely';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../shared/domain/constants';
import type {
  FormMessageList,
  FormPublishRequest,
  LeadFormListQuery,
  LeadFormRecord,
  LeadFormSaveRequest,
  LeadFormSummary,
  MessageColumn,
  MessageCount,
  MessageDetail,
  MessageListQuery,
  MessageRow,
  SetFieldRequest,
} from '../../../shared/domain/api/forms';
import type { ListData } from '../../../shared/domain/api/envelope';
import { applyDisplayColumns, checkLeadForm, defaultLeadFormFields, type FormVariant } from '../../../shared/domain/forms';
import type { Database } from '../../core/db/database';
import { ApiError } from '../../core/http/envelope';
import { route, signedIn, type AnyRoute, type FileAnswer, type RouteContext } from '../../core/http/routeDef';
import { arr, bool, date, EMPTY, id, int, MAX_ID, obj, str } from '../../core/http/schemas';
import { PAGE_QUERY, paging } from '../../core/http/paging';
import { titledList } from '../../core/db/titledList';
import {
  applyFilter,
  checkDateRange,
  columnsOf,
  countMessages,
  countsByForm,
  deleteFormWithMessages,
  FORMS_ERR,
  itemsOfForm,
  leadFieldsOf,
  leadFormOf,
  MESSAGE_KEYS,
  newestFirst,
  parseValues,
  valueItems,
  valueText,
  variantOfSite,
  type FormKind,
  type MessageFilter,
} from './forms';
import { activeSite } from '../../core/services/siteScope';
import { messageExportKind, type MessageExportInput } from './messageExportTask';
import { exportMessages, exportPlan, LEAD_EXPORT } from './xlsxExport';
import type { TaskStarted } from '../../../shared/domain/api/tasks';

export { exportForms } from './xlsxExport';

/** §6: the lead-form pages are reachable from the Chinese and the foreign menus. */
const FORM_KEYS = ['form_list', 'form_list_en'] as const;
/** Longest fields JSON a lead form may be saved with. */
export const FORM_FIELDS_MAX = 200_000;

const filterSchema = { formId: id(), readStatus: bool(), startDate: date(), endDate: date(), keyword: str(100) };

const bool01 = (v: number) => v === 1;

/** A "1,2,3" list of ids (messageRemove): at most 100, each a database id. */
const ID_LIST = str(1100, { pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,99}$' });

export function parseIdList(text: string): number[] {
  return [...new Set(text.split(',').map(Number))].filter((n) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID);
}

/** One page of messages, newest first, each with its form's title. */
export async function messagePage(
  db: Kysely<Database>,
  filter: MessageFilter,
  page: { page?: number; rows?: number },
): Promise<ListData<MessageRow>> {
  const total = await countMessages(db, filter);
  const { limit, offset } = paging(page);
  const rows = await newestFirst(
    applyFilter(db, db.selectFrom('form_messages'), filter)
      .select(['form_messages.id', 'form_messages.form_id', 'form_messages.values', 'form_messages.read_status', 'form_messages.created_at']),
  ).limit(limit).offset(offset).execute();
  const titles = await formTitles(db, filter.siteId, filter.kind, [...new Set(rows.map((r) => r.form_id))]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      formId: r.form_id,
      formTitle: titles.get(r.form_id) ?? '',
      values: parseValues(r.values),
      readStatus: bool01(r.read_status),
      created_at: Number(r.created_at),
    })),
    total,
  };
}

async function formTitles(db: Kysely<Database>, siteId: number, kind: FormKind, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = kind === 'lead'
    ? await db.selectFrom('forms').select(['id', 'title']).where('site_id', '=', siteId).where('id', 'in', ids).execute()
    : await db.selectFrom('data_forms').select(['id', 'title']).where('site_id', '=', siteId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** One message with every value item of its form as text; marks it read. */
export async function messageDetail(
  db: Kysely<Database>,
  siteId: number,
  kind: FormKind,
  messageId: number,
): Promise<MessageDetail> {
  const message = await db.selectFrom('form_messages').selectAll()
    .where('id', '=', messageId).where('site_id', '=', siteId).where('kind', '=', kind)
    .executeTakeFirst();
  if (!message) throw new ApiError(404, kind === 'lead' ? FORMS_ERR.messageNotFound : FORMS_ERR.recordNotFound);
  const form = kind === 'lead'
    ? await db.selectFrom('forms').select(['title', 'fields', 'variant']).where('id', '=', message.form_id).where('site_id', '=', siteId).executeTakeFirst()
    : await db.selectFrom('data_forms').select(['title', 'fields']).where('id', '=', message.form_id).where('site_id', '=', siteId).executeTakeFirst();
  if (!form) throw new ApiError(404, kind === 'lead' ? FORMS_ERR.messageNotFound : FORMS_ERR.recordNotFound);
  if (message.read_status === 0) {
    await db.updateTable('form_messages').set({ read_status: 1 }).where('id', '=', message.id).where('site_id', '=', siteId).execute();
  }
  const items = itemsOfForm(kind, form.fields, 'variant' in form ? (form.variant as FormVariant) : 'zh');
  const values = parseValues(message.values);
  return {
    id: message.id,
    formId: message.form_id,
    formTitle: form.title,
    values,
    readStatus: true,
    created_at: Number(message.created_at),
    items: valueItems(items).map((i) => ({ name: i.name, title: i.title, type: i.type, value: valueText(i, values[i.name]) })),
    ip: message.ip,
    userAgent: message.user_agent,
  };
}

function summaryOf(row: Awaited<ReturnType<typeof leadFormOf>>, counts: { total: number; unread: number } | undefined): LeadFormSummary {
  return {
    id: row.id,
    title: row.title,
    variant: row.variant,
    published: bool01(row.published),
    itemCount: leadFieldsOf(row).contentList.length,
    messageCount: counts?.total ?? 0,
    unreadCount: counts?.unread ?? 0,
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  };
}

function recordOf(row: Awaited<ReturnType<typeof leadFormOf>>): LeadFormRecord {
  return {
    id: row.id,
    title: row.title,
    fields: row.fields,
    variant: row.variant,
    published: bool01(row.published),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  };
}

/** The filter of the message list and its export (the form, when named, must be the site's). */
async function leadFilter(ctx: RouteContext<unknown, unknown>, q: MessageListQuery): Promise<MessageFilter> {
  const site = await activeSite(ctx);
  checkDateRange(q.startDate, q.endDate);
  if (q.formId !== undefined) await leadFormOf(ctx.deps.db, site.id, q.formId);
  return { siteId: site.id, kind: 'lead', formId: q.formId, readStatus: q.readStatus, startDate: q.startDate, endDate: q.endDate, keyword: q.keyword };
}

export const formRoutes: AnyRoute[] = [
  // --- lead forms --------------------------------------------------------------------------------
  route<LeadFormListQuery, undefined, ListData<LeadFormSummary>>('formList', {
    access: { permission: FORM_KEYS },
    mutates: false,
    schema: { querystring: obj({ ...PAGE_QUERY, keyword: str(100) }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const { rows, total } = await titledList(db, 'forms', site.id, ctx.query);
      const counts = await countsByForm(db, site.id, 'lead', rows.map((r) => r.id));
      return { rows: rows.map((r) => summaryOf(r, counts.get(r.id))), total };
    },
  }),

  route<{ id: number }, undefined, LeadFormRecord>('formRow', {
    access: { permission: FORM_KEYS },
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return recordOf(await leadFormOf(ctx.deps.db, site.id, ctx.query.id));
    },
  }),

  route<Record<string, never>, LeadFormSaveRequest, { id: number }>('formSave', {
    access: { permission: FORM_KEYS },
    mutates: true,
    // Title and fields are bounded loosely here: the rule book answers their limits in its own words.
    schema: { querystring: EMPTY, body: obj({ id: id(), title: str(1000), fields: str(FORM_FIELDS_MAX) }, ['title', 'fields']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { id: formId, title, fields } = ctx.body;
      // Text that is not JSON at all is named as such; JSON of the wrong shape is the rule book's to refuse.
      try {
        JSON.parse(fields);
      } catch {
        throw new ApiError(400, '参数 fields 不是合法的 JSON');
      }
      if (formId === undefined) {
        // Adding: the system items to keep are the variant's defaults; a new form starts published.
        const variant = variantOfSite(site);
        const checked = checkLeadForm(title, fields, defaultLeadFormFields(variant).contentList);
        if (!checked.ok) throw new ApiError(400, checked.message);
        const at = now();
        const { id: newId } = await db.insertInto('forms').values({
          site_id: site.id, variant, title: checked.value.title, fields: JSON.stringify(checked.value.fields), published: 1, created_at: at, updated_at: at,
        }).returning('id').executeTakeFirstOrThrow();
        ctx.note({ detail: `新增表单「${checked.value.title}」（${newId}）` });
        return { id: newId };
      }
      // Editing: the stored form's system items are the reference; read and write in one transaction.
      return db.transaction().execute(async (trx) => {
        const row = await leadFormOf(trx, site.id, formId);
        const checked = checkLeadForm(title, fields, leadFieldsOf(row).contentList);
        if (!checked.ok) throw new ApiError(400, checked.message);
        await trx.updateTable('forms')
          .set({ title: checked.value.title, fields: JSON.stringify(checked.value.fields), updated_at: now() })
          .where('id', '=', formId).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `修改表单「${checked.value.title}」（${formId}）` });
        return { id: formId };
      });
    },
  }),

  route<{ id: number }, undefined, null>('formRemove', {
    access: { permission: FORM_KEYS },
    mutates: true,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const formId = ctx.query.id;
      // The form and its messages go together or not at all.
      await ctx.deps.db.transaction().execute(async (trx) => {
        const row = await leadFormOf(trx, site.id, formId);
        const removed = await deleteFormWithMessages(trx, 'lead', site.id, formId);
        ctx.note({ detail: `删除表单「${row.title}」（${formId}）及留言 ${removed} 条` });
      });
      return null;
    },
  }),

  route<Record<string, never>, FormPublishRequest, null>('formPublish', {
    access: { permission: FORM_KEYS },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), published: bool() }, ['id', 'published']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const row = await leadFormOf(db, site.id, ctx.body.id);
      await db.updateTable('forms').set({ published: ctx.body.published ? 1 : 0, updated_at: now() })
        .where('id', '=', row.id).where('site_id', '=', site.id).execute();
      ctx.note({ detail: `${ctx.body.published ? '发布' : '停止收集'}表单「${row.title}」（${row.id}）` });
      return null;
    },
  }),

  route<{ id: number }, undefined, { columns: MessageColumn[] }>('formFieldsGet', {
    access: { permission: FORM_KEYS },
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return { columns: columnsOf(leadFieldsOf(await leadFormOf(ctx.deps.db, site.id, ctx.query.id)).contentList) };
    },
  }),

  route<Record<string, never>, SetFieldRequest, { columns: MessageColumn[] }>('formFieldsSet', {
    access: { permission: FORM_KEYS },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), display: arr(str(100), 0, 20) }, ['id', 'display']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      return db.transaction().execute(async (trx) => {
        const row = await leadFormOf(trx, site.id, ctx.body.id);
        const fields = leadFieldsOf(row);
        const columns = applyDisplayColumns(fields.contentList, ctx.body.display);
        if (!columns.ok) throw new ApiError(400, columns.message);
        const next = { ...fields, contentList: columns.value };
        await trx.updateTable('forms').set({ fields: JSON.stringify(next), updated_at: now() })
          .where('id', '=', row.id).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `设置表单「${row.title}」（${row.id}）的列表显示项：${ctx.body.display.join('、').slice(0, 120)}` });
        return { columns: columnsOf(next.contentList) };
      });
    },
  }),

  // --- lead messages -----------------------------------------------------------------------------
  route<Record<string, never>, MessageListQuery, ListData<MessageRow>>('messageListAll', {
    access: { permission: MESSAGE_KEYS },
    mutates: false,
    schema: { querystring: EMPTY, body: obj({ ...filterSchema, ...PAGE_QUERY }) },
    async handler(ctx) {
      return messagePage(ctx.deps.db, await leadFilter(ctx, ctx.body), ctx.body);
    },
  }),

  route<Record<string, never>, MessageListQuery & { formId: number }, FormMessageList>('messageListByForm', {
    access: { permission: MESSAGE_KEYS },
    mutates: false,
    schema: { querystring: EMPTY, body: obj({ ...filterSchema, ...PAGE_QUERY }, ['formId']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const filter = await leadFilter(ctx, ctx.body);
      const form = await leadFormOf(db, filter.siteId, ctx.body.formId);
      const page = await messagePage(db, filter, ctx.body);
      return { ...page, columns: columnsOf(leadFieldsOf(form).contentList).filter((c) => c.display) };
    },
  }),

  route<{ id: number }, undefined, MessageDetail>('messageReadOne', {
    access: { permission: MESSAGE_KEYS },
    mutates: true,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const detail = await messageDetail(ctx.deps.db, site.id, 'lead', ctx.query.id);
      ctx.note({ detail: `查看留言 ${detail.id}（表单 ${detail.formId}）` });
      return detail;
    },
  }),

  route<{ ids: string }, undefined, { removed: number }>('messageRemove', {
    access: { permission: MESSAGE_KEYS },
    mutates: true,
    schema: { querystring: obj({ ids: ID_LIST }, ['ids']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const ids = parseIdList(ctx.query.ids);
      // Only the site's lead messages: another site's ids match nothing.
      const result = await ctx.deps.db.deleteFrom('form_messages')
        .where('site_id', '=', site.id).where('kind', '=', 'lead').where('id', 'in', ids).executeTakeFirst();
      const removed = Number(result.numDeletedRows);
      ctx.note({ detail: `删除留言 ${removed} 条（请求 ${ids.length} 条）` });
      return { removed };
    },
  }),

  route<Record<string, never>, Record<string, never>, MessageCount>('messageCount', {
    access: { permission: MESSAGE_KEYS },
    mutates: false,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      // Server local calendar months.
      const today = new Date(ctx.deps.now());
      const thisMonth = new Date(today.getFullYear(), today.getMonth(), 1).getTime();
      const lastMonth = new Date(today.getFullYear(), today.getMonth() - 1, 1).getTime();
      const row = await ctx.deps.db.selectFrom('form_messages')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('created_at', '>=', thisMonth).then(1).else(0).end()).as('this_month'),
          eb.fn.sum<number>(eb.case().when(eb.and([eb('created_at', '>=', lastMonth), eb('created_at', '<', thisMonth)])).then(1).else(0).end()).as('last_month'),
          eb.fn.sum<number>(eb.case().when('read_status', '=', 0).then(1).else(0).end()).as('unread'),
        ])
        .where('site_id', '=', site.id).where('kind', '=', 'lead')
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), thisMonth: Number(row.this_month ?? 0), lastMonth: Number(row.last_month ?? 0), unread: Number(row.unread ?? 0) };
    },
  }),

  route<MessageListQuery, undefined, FileAnswer>('messageExport', {
    access: { permission: MESSAGE_KEYS },
    mutates: false,
    // page and rows are accepted (the console sends its list query) and ignored: an export is every match.
    schema: { querystring: obj({ ...filterSchema, ...PAGE_QUERY }) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const filter = await leadFilter(ctx, ctx.query);
      return exportMessages({ db, filter, ...(await exportPlan(db, filter)), ...LEAD_EXPORT, now: now(), log: ctx.request.log });
    },
  }),

  // The same export as a background task (services/messageExportTask.ts): the filter is checked
  // now (a bad one is refused here, not as a failed task); the answer is the task's id.
  route<undefined, MessageListQuery, TaskStarted>('messageExportTask', {
    access: { permission: MESSAGE_KEYS },
    mutates: true,
    // page and rows are accepted (the console sends its list query) and ignored, as by the export.
    schema: { querystring: EMPTY, body: obj({ ...filterSchema, ...PAGE_QUERY }) },
    async handler(ctx) {
      const filter = await leadFilter(ctx, ctx.body);
      const input: MessageExportInput = {
        formId: filter.formId, readStatus: filter.readStatus, startDate: filter.startDate, endDate: filter.endDate, keyword: filter.keyword,
        formTitle: filter.formId !== undefined ? (await leadFormOf(ctx.deps.db, filter.siteId, filter.formId)).title : undefined,
      };
      // Absent fields stay absent (the input is stored as JSON and validated as such).
      for (const key of Object.keys(input) as (keyof MessageExportInput)[]) if (input[key] === undefined) delete input[key];
      const taskId = await ctx.deps.tasks.start({ siteId: filter.siteId, accountId: signedIn(ctx).account.id }, messageExportKind, input);
      ctx.note({ detail: `任务 ${taskId}` });
      return { taskId };
    },
  }),
];
