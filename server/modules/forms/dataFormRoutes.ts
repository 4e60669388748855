// Data forms (§3 Data form, the responsive-site "xys" calls) and their records, scoped to the
// caller's active site. Saves go through the shared rule book (checkDataForm); new items lose their
// temporary id and flag (finalizeDataItems) and unnamed ones get a free name (nameDataItems), the
// key their submitted values are stored under.
import { sql } from 'kysely';
import type { ListData } from '../../../shared/domain/api/envelope';
import type {
  DataFormRecord,
  DataFormSaveRequest,
  DataFormSummary,
  DataRecordListQuery,
  FormPublishRequest,
  FormMessageList,
  LeadFormListQuery,
  MessageDetail,
} from '../../../shared/domain/api/forms';
import {
  checkDataForm,
  dataFormSubmissionItems,
  defaultDataFormFields,
  finalizeDataItems,
  nameDataItems,
  type DataFormItem,
} from '../../../shared/domain/forms';
import { ApiError } from '../../core/http/envelope';
import { route, type AnyRoute, type FileAnswer, type RouteContext } from '../../core/http/routeDef';
import { arr, bool, EMPTY, id, int, obj, str } from '../../core/http/schemas';
import {
  columnsOf,
  countsByForm,
  dataFieldsOf,
  dataFormOf,
  deleteFormWithMessages,
  FORMS_ERR,
  type MessageFilter,
} from './forms';
import { activeSite } from '../../core/services/siteScope';
import { exportMessages } from './xlsxExport';
import { PAGE_QUERY } from '../../core/http/paging';
import { titledList } from '../../core/db/titledList';
import { exportForms, messageDetail, messagePage } from './formRoutes';

const DATA_FORM_KEY = 'form_list_4';
const RECORD_KEY = 'message_list_4';
const CONDITION_VALUE_MAX = 100;

/**
 * One data item as the console sends it (every DataFormItem key; id and is_new only on items added
 * in this edit). Shapes are checked here; what the items must satisfy
 * (titles, options, system items, at most 20) is the rule book's, answered in its words.
 */
const dataItemSchema = obj({
  id: int(0, 1000),
  is_new: bool(),
  title: str(1000),
  type: str(20),
  name: str(100),
  placeholder: str(1000),
  show: bool(),
  require: bool(),
  isCondition: bool(),
  isSystem: bool(),
  moduleName: str(20),
  options: arr(obj({ label: str(1000), value: int(0, 1000) }), 0, 200),
  selectItem: str(5000),
}, ['title', 'type', 'name', 'placeholder', 'show', 'require', 'isCondition', 'isSystem', 'moduleName', 'options', 'selectItem']);

/** conditions: JSON text of { item name: value }; only condition items (isCondition) may be filtered. */
function parseConditions(text: string | undefined, items: DataFormItem[]): MessageFilter['conditions'] {
  if (text === undefined || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, FORMS_ERR.badConditions);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ApiError(400, FORMS_ERR.badConditions);
  const out: NonNullable<MessageFilter['conditions']> = [];
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    const item = items.find((i) => i.name === name);
    if (!item) throw new ApiError(400, FORMS_ERR.unknownCondition(name.slice(0, 40)));
    if (!item.isCondition) throw new ApiError(400, FORMS_ERR.notCondition(item.title));
    if (typeof value !== 'string' || value.length > CONDITION_VALUE_MAX) throw new ApiError(400, FORMS_ERR.badConditions);
    if (value.trim() === '') continue;
    // A choice matches exactly; text matches anywhere in the value.
    out.push({ name, value: value.trim(), exact: item.type === 'radio' });
  }
  return out;
}

async function recordFilter(ctx: RouteContext<unknown, unknown>, q: { formId: number; conditions?: string }) {
  const site = await activeSite(ctx);
  const form = await dataFormOf(ctx.deps.db, site.id, q.formId);
  const items = dataFieldsOf(form);
  const filter: MessageFilter = { siteId: site.id, kind: 'data', formId: form.id, conditions: parseConditions(q.conditions, items) };
  return { site, form, items, filter };
}

export const dataFormRoutes: AnyRoute[] = [
  route<LeadFormListQuery, undefined, ListData<DataFormSummary>>('dataFormList', {
    access: { permission: DATA_FORM_KEY },
    mutates: false,
    schema: { querystring: obj({ ...PAGE_QUERY, keyword: str(100) }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const { rows, total } = await titledList(db, 'data_forms', site.id, ctx.query);
      const counts = await countsByForm(db, site.id, 'data', rows.map((r) => r.id));
      return {
        rows: rows.map((r) => ({
          id: r.id,
          title: r.title,
          itemCount: dataFieldsOf(r).length,
          recordCount: counts.get(r.id)?.total ?? 0,
          published: r.published === 1,
          created_at: Number(r.created_at),
          updated_at: Number(r.updated_at),
        })),
        total,
      };
    },
  }),

  route<{ id: number }, undefined, DataFormRecord>('dataFormRow', {
    access: { permission: DATA_FORM_KEY },
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const row = await dataFormOf(ctx.deps.db, site.id, ctx.query.id);
      return { id: row.id, title: row.title, fields: dataFieldsOf(row), created_at: Number(row.created_at), updated_at: Number(row.updated_at) };
    },
  }),

  route<Record<string, never>, DataFormSaveRequest, { id: number }>('dataFormSave', {
    access: { permission: DATA_FORM_KEY },
    mutates: true,
    // More than 20 items pass the schema so the rule book can answer 表单项最多添加20条.
    schema: { querystring: EMPTY, body: obj({ id: id(), title: str(1000), fields: arr(dataItemSchema, 0, 100) }, ['title', 'fields']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { id: formId, title, fields } = ctx.body;
      const store = (items: DataFormItem[]) => JSON.stringify(nameDataItems(finalizeDataItems(items)));
      if (formId === undefined) {
        const checked = checkDataForm(title, fields, defaultDataFormFields());
        if (!checked.ok) throw new ApiError(400, checked.message);
        const at = now();
        const { id: newId } = await db.insertInto('data_forms').values({
          site_id: site.id, title: checked.value.title, fields: store(checked.value.fields), created_at: at, updated_at: at,
        }).returning('id').executeTakeFirstOrThrow();
        ctx.note({ detail: `新增数据表单「${checked.value.title}」（${newId}）` });
        return { id: newId };
      }
      return db.transaction().execute(async (trx) => {
        const row = await dataFormOf(trx, site.id, formId);
        const checked = checkDataForm(title, fields, dataFieldsOf(row));
        if (!checked.ok) throw new ApiError(400, checked.message);
        await trx.updateTable('data_forms').set({ title: checked.value.title, fields: store(checked.value.fields), updated_at: now() })
          .where('id', '=', formId).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `修改数据表单「${checked.value.title}」（${formId}）` });
        return { id: formId };
      });
    },
  }),

  route<{ id: number }, undefined, null>('dataFormRemove', {
    access: { permission: DATA_FORM_KEY },
    mutates: true,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const formId = ctx.query.id;
      await ctx.deps.db.transaction().execute(async (trx) => {
        const row = await dataFormOf(trx, site.id, formId);
        const removed = await deleteFormWithMessages(trx, 'data', site.id, formId);
        ctx.note({ detail: `删除数据表单「${row.title}」（${formId}）及记录 ${removed} 条` });
      });
      return null;
    },
  }),

  route<Record<string, never>, FormPublishRequest, null>('dataFormPublish', {
    access: { permission: DATA_FORM_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), published: bool() }, ['id', 'published']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const row = await dataFormOf(db, site.id, ctx.body.id);
      await db.updateTable('data_forms').set({ published: ctx.body.published ? 1 : 0, updated_at: now() })
        .where('id', '=', row.id).where('site_id', '=', site.id).execute();
      ctx.note({ detail: `${ctx.body.published ? '启用' : '停用'}数据表单「${row.title}」（${row.id}）` });
      return null;
    },
  }),

  route<DataRecordListQuery, undefined, FormMessageList>('dataRecordList', {
    access: { permission: RECORD_KEY },
    mutates: false,
    schema: { querystring: obj({ formId: id(), ...PAGE_QUERY, conditions: str(2000) }, ['formId']) },
    async handler(ctx) {
      const { items, filter } = await recordFilter(ctx, ctx.query);
      const page = await messagePage(ctx.deps.db, filter, ctx.query);
      return { ...page, columns: columnsOf(dataFormSubmissionItems(items)) };
    },
  }),

  route<{ id: number }, undefined, MessageDetail>('dataRecordInfo', {
    access: { permission: RECORD_KEY },
    mutates: true,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const detail = await messageDetail(ctx.deps.db, site.id, 'data', ctx.query.id);
      ctx.note({ detail: `查看数据记录 ${detail.id}（数据表单 ${detail.formId}）` });
      return detail;
    },
  }),

  route<DataRecordListQuery, undefined, FileAnswer>('dataRecordExport', {
    access: { permission: RECORD_KEY },
    mutates: false,
    // page and rows are accepted (the console sends its list query) and ignored.
    schema: { querystring: obj({ formId: id(), ...PAGE_QUERY, conditions: str(2000) }, ['formId']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const { site, form, filter } = await recordFilter(ctx, ctx.query);
      const forms = await exportForms(db, site.id, 'data');
      return exportMessages({ db, filter, forms, formOrder: [form.id], sheetName: '数据记录', fileLabel: '数据导出', asciiLabel: 'records', now: now(), log: ctx.request.log });
    },
  }),
];
