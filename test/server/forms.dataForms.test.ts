// Data forms: checkDataForm's rules answered verbatim with nothing stored; new items lose their
// temporary id and flag and get a free name; records filtered only on condition items; reading a
// record marks it read; removal takes the records along; site scoping; the records export.
import ExcelJS from 'exceljs';
import { FORM_MSG, defaultDataItem, type DataFormItem } from '../../shared/domain/forms';
import { MSG } from '../../shared/domain/messages';
import { DATA_FORM, SEED_FORM_MESSAGES, SITE } from '../../server/core/db/seedData';
import { FORMS_ERR } from '../../server/modules/forms/forms';
import { dataDefaults, messagesOf, submit } from './support/forms';
import { opLogs, snapshot, startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startServer({ SUBMIT_RATE_LIMIT_PER_MINUTE: '0' });
  admin = await h.login('admin');
});
afterAll(() => h.close());

const newItem = (id: number, over: Partial<DataFormItem> = {}): DataFormItem => ({ ...defaultDataItem('input'), id, is_new: true, ...over });

async function refusedWith(body: Record<string, unknown>, message: string) {
  const before = await snapshot(h);
  const res = await h.call('dataFormSave', { token: admin, body });
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { code: 400, message, data: null } });
  expect(await snapshot(h)).toEqual(before);
}

describe('save rules', () => {
  const d = dataDefaults;
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['blank title', () => ({ title: ' ', fields: d() }), '表单名称不能为空'],
    ['no items', () => ({ title: '档案', fields: [] }), '请添加表单项'],
    ['21 items', () => ({ title: '档案', fields: [...d(), ...Array.from({ length: 17 }, (_, i) => newItem(4 + i))] }), '表单项最多添加20条'],
    ['blank item title', () => ({ title: '档案', fields: [...d(), newItem(4, { title: '  ' })] }), '表单项名称不能为空！'],
    ['radio without options', () => ({ title: '档案', fields: [...d(), { ...defaultDataItem('radio'), id: 4, is_new: true, selectItem: '\n' }] }), '请添加表单项选项！'],
    ['removed system item', () => ({ title: '档案', fields: d().slice(1) }), FORM_MSG.systemItemUndeletable],
    ['system item condition flag changed', () => ({ title: '档案', fields: d().map((i) => (i.moduleName === 'username' ? { ...i, isCondition: false } : i)) }), FORM_MSG.systemItemLocked],
    ['system item required flag changed', () => ({ title: '档案', fields: d().map((i) => (i.moduleName === 'phone' ? { ...i, require: false } : i)) }), FORM_MSG.systemItemLocked],
    ['non-phone system item edited', () => ({ title: '档案', fields: d().map((i) => (i.moduleName === 'username' ? { ...i, title: '客户名' } : i)) }), FORM_MSG.systemItemLocked],
    ['system item retyped', () => ({ title: '档案', fields: d().map((i) => (i.moduleName === 'phone' ? { ...i, type: 'radio' as const, selectItem: 'a' } : i)) }), FORM_MSG.typeLocked],
    ['unknown type', () => ({ title: '档案', fields: [...d(), newItem(4, { type: 'video' as never })] }), FORM_MSG.badItem],
    ['name outside field0–19', () => ({ title: '档案', fields: [...d(), newItem(4, { name: '__proto__' })] }), FORM_MSG.badItem],
    ['duplicate names', () => ({ title: '档案', fields: [...d(), newItem(4, { name: 'field3' })] }), FORM_MSG.duplicateName],
  ];
  it.each(cases)('adding: %s', async (_label, body, message) => {
    await refusedWith(body(), message);
  });
  it.each(cases)('editing 客户档案: %s', async (_label, body, message) => {
    await refusedWith({ ...body(), id: DATA_FORM.customers }, message);
  });

  it('refuses items with unknown keys or missing ones (schema)', async () => {
    const before = await snapshot(h);
    const extra = await h.call('dataFormSave', { token: admin, body: { title: '档案', fields: [...dataDefaults(), { ...newItem(4), onclick: 'x' }] } });
    expect(extra.json().message).toBe('不支持的参数：fields[4].onclick');
    const { title: _t, ...noTitle } = newItem(4);
    const missing = await h.call('dataFormSave', { token: admin, body: { title: '档案', fields: [...dataDefaults(), noTitle] } });
    expect(missing.json().message).toBe('参数 fields[4].title 不能为空');
    expect(await snapshot(h)).toEqual(before);
  });
});

describe('a valid save', () => {
  it('drops new items’ temporary id and flag, names them with the lowest free field name, and round-trips', async () => {
    const fields = [...dataDefaults(), newItem(4, { title: '地址' }), newItem(5, { ...defaultDataItem('radio'), title: '等级', selectItem: 'A\nB\n\nC', isCondition: true }), newItem(6, { ...defaultDataItem('image'), title: '照片' })];
    const res = await h.call('dataFormSave', { token: admin, body: { title: '  供应商  ', fields } });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    const row = (await h.call('dataFormRow', { token: admin, query: { id } })).json().data;
    expect(row.title).toBe('供应商');
    expect(row.fields.map((i: DataFormItem) => [i.id, i.name, i.is_new])).toEqual([
      [0, 'field0', undefined], [1, 'field1', undefined], [2, 'field2', undefined], [3, 'field3', undefined],
      [undefined, 'field4', undefined], [undefined, 'field5', undefined], [undefined, 'field6', undefined],
    ]);
    for (const item of row.fields.slice(4)) {
      expect(item).not.toHaveProperty('id');
      expect(item).not.toHaveProperty('is_new');
    }
    expect(row.fields[5].options).toEqual([{ label: 'A', value: 0 }, { label: 'B', value: 1 }, { label: 'C', value: 2 }]);

    // Edit: the phone system item may change its title; a new item fills the lowest free name.
    const next = [...row.fields.filter((i: DataFormItem) => i.name !== 'field4').map((i: DataFormItem) => (i.moduleName === 'phone' ? { ...i, title: '手机' } : i)), newItem(4, { title: '备用' })];
    expect((await h.call('dataFormSave', { token: admin, body: { id, title: '供应商', fields: next } })).json()).toEqual({ code: 200, message: MSG.ok, data: { id } });
    const again = (await h.call('dataFormRow', { token: admin, query: { id } })).json().data;
    expect(again.fields.map((i: DataFormItem) => i.name)).toEqual(['field0', 'field1', 'field2', 'field3', 'field5', 'field6', 'field4']);
    expect(again.fields[1].title).toBe('手机');

    const list = (await h.call('dataFormList', { token: admin })).json().data;
    expect(list.rows[0]).toMatchObject({ id, title: '供应商', itemCount: 7, recordCount: 0 });
    expect(list.rows.find((r: { id: number }) => r.id === DATA_FORM.customers)).toMatchObject({ title: '客户档案', itemCount: 4, recordCount: SEED_FORM_MESSAGES.customers.total });
    expect((await opLogs(h)).filter((l) => l.action === 'dataFormSave' && l.result === 'ok')).toHaveLength(2);
  });
});

describe('records', () => {
  const list = async (query: Record<string, string | number>) => h.call('dataRecordList', { token: admin, query: { formId: DATA_FORM.customers, rows: 100, ...query } });

  it('lists the records with the form’s columns, newest first', async () => {
    const res = (await list({})).json().data;
    expect(res.total).toBe((await messagesOf(h, DATA_FORM.customers, 'data')).length);
    expect(res.columns).toEqual([
      { name: 'field0', title: '名称', display: true },
      { name: 'field1', title: '电话', display: true },
      { name: 'field2', title: '类型', display: true },
      { name: 'field3', title: '备注', display: true },
    ]);
    expect(res.rows[0]).toMatchObject({ formId: DATA_FORM.customers, formTitle: '客户档案' });
  });

  it('filters on condition items only: a choice exactly, text anywhere', async () => {
    const stored = (await messagesOf(h, DATA_FORM.customers, 'data')).map((m) => ({ id: m.id, v: JSON.parse(m.values) }));
    const typeTwo = (await list({ conditions: JSON.stringify({ field2: '类型二' }) })).json().data;
    expect(typeTwo.total).toBe(stored.filter((m) => m.v.field2 === '类型二').length);
    expect(typeTwo.total).toBeGreaterThan(0);
    expect((await list({ conditions: JSON.stringify({ field2: '类型' }) })).json().data.total).toBe(0);
    const surname = stored[0].v.field0.slice(0, 1);
    const byName = (await list({ conditions: JSON.stringify({ field0: surname }) })).json().data;
    expect(byName.total).toBe(stored.filter((m) => m.v.field0.includes(surname)).length);
    const phonePart = stored[0].v.field1.slice(3, 7);
    const both = (await list({ conditions: JSON.stringify({ field1: phonePart, field2: stored[0].v.field2 }) })).json().data;
    expect(both.rows.map((r: { id: number }) => r.id)).toContain(stored[0].id);
    expect((await list({ conditions: JSON.stringify({ field0: '%' }) })).json().data.total).toBe(0);
    expect((await list({ conditions: JSON.stringify({ field0: '' }) })).json().data.total).toBe(stored.length);

    const refused: [string, string][] = [
      [JSON.stringify({ field3: '老客户' }), FORMS_ERR.notCondition('备注')],
      [JSON.stringify({ nope: 'x' }), FORMS_ERR.unknownCondition('nope')],
      ['{oops', FORMS_ERR.badConditions],
      ['[1]', FORMS_ERR.badConditions],
      [JSON.stringify({ field0: 3 }), FORMS_ERR.badConditions],
    ];
    for (const [conditions, message] of refused) {
      expect((await list({ conditions })).json()).toEqual({ code: 400, message, data: null });
    }
    expect(FORMS_ERR.notCondition('备注')).toBe('表单项「备注」不是筛选条件，不能用于筛选');
  });

  it('accepts a visitor’s record (phone checked as 7–11 digits) and reads it, marking it read', async () => {
    const bad = await submit(h, DATA_FORM.customers, { field0: '赵六', field1: '12' }, 'data');
    expect(bad.json()).toEqual({ code: 400, message: '电话必须是7到11位数字', data: { field: 'field1' } });
    const ok = await submit(h, DATA_FORM.customers, { field0: '赵六', field1: '02188886666', field2: '类型一' }, 'data');
    expect(ok.statusCode).toBe(200);
    const record = (await messagesOf(h, DATA_FORM.customers, 'data')).at(-1)!;
    expect(JSON.parse(record.values)).toEqual({ field0: '赵六', field1: '02188886666', field2: '类型一' });
    const detail = (await h.call('dataRecordInfo', { token: admin, query: { id: record.id } })).json().data;
    expect(detail).toMatchObject({ id: record.id, formTitle: '客户档案', readStatus: true });
    expect(detail.items.map((i: { title: string; value: string }) => [i.title, i.value])).toEqual([['名称', '赵六'], ['电话', '02188886666'], ['类型', '类型一'], ['备注', '']]);
    expect((await messagesOf(h, DATA_FORM.customers, 'data')).at(-1)!.read_status).toBe(1);
    // A lead message is not a record.
    const lead = (await h.built.db.selectFrom('form_messages').select('id').where('kind', '=', 'lead').where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow()).id;
    expect((await h.call('dataRecordInfo', { token: admin, query: { id: lead } })).json()).toEqual({ code: 404, message: FORMS_ERR.recordNotFound, data: null });
  });

  it('exports the filtered records as .xlsx', async () => {
    const res = await h.call('dataRecordExport', { token: admin, query: { formId: DATA_FORM.customers, conditions: JSON.stringify({ field2: '类型二' }) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''" + encodeURIComponent('数据导出_'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as never);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['表单', '提交时间', '状态', '名称', '电话', '类型', '备注']);
    const expected = (await messagesOf(h, DATA_FORM.customers, 'data')).filter((m) => JSON.parse(m.values).field2 === '类型二').length;
    expect(sheet.actualRowCount).toBe(expected + 1);
    for (let r = 2; r <= sheet.actualRowCount; r++) expect(sheet.getRow(r).getCell(6).value).toBe('类型二');
    const refused = await h.call('dataRecordExport', { token: admin, query: { formId: DATA_FORM.customers, conditions: JSON.stringify({ field3: 'x' }) } });
    expect(refused.json().message).toBe(FORMS_ERR.notCondition('备注'));
  });
});

describe('site scoping and removal', () => {
  it('answers 404 for the data form from another site, and changes nothing', async () => {
    const token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.global } });
    const before = await snapshot(h);
    const id = DATA_FORM.customers;
    for (const [name, options] of [
      ['dataFormRow', { query: { id } }],
      ['dataFormRemove', { query: { id } }],
      ['dataFormSave', { body: { id, title: 'x', fields: dataDefaults() } }],
      ['dataRecordList', { query: { formId: id } }],
      ['dataRecordExport', { query: { formId: id } }],
    ] as const) {
      const res = await h.call(name, { token, ...options });
      expect({ name, body: res.json() }).toEqual({ name, body: { code: 404, message: FORMS_ERR.dataFormNotFound, data: null } });
    }
    const record = (await messagesOf(h, id, 'data'))[0];
    expect((await h.call('dataRecordInfo', { token, query: { id: record.id } })).json().message).toBe(FORMS_ERR.recordNotFound);
    expect(await snapshot(h)).toEqual(before);
    expect((await h.call('dataFormList', { token })).json().data.total).toBe(0);
  });

  it('removes a data form with its records', async () => {
    const { id } = (await h.call('dataFormSave', { token: admin, body: { title: '临时', fields: dataDefaults() } })).json().data;
    expect((await submit(h, id, { field0: '孙七', field1: '13600000000' }, 'data')).statusCode).toBe(200);
    expect(await messagesOf(h, id, 'data')).toHaveLength(1);
    const seeded = (await messagesOf(h, DATA_FORM.customers, 'data')).length;
    expect((await h.call('dataFormRemove', { token: admin, query: { id } })).json()).toEqual({ code: 200, message: MSG.ok, data: null });
    expect(await messagesOf(h, id, 'data')).toHaveLength(0);
    expect(await messagesOf(h, DATA_FORM.customers, 'data')).toHaveLength(seeded);
    expect((await h.call('publicFormDefinition', { query: { id, kind: 'data' } })).statusCode).toBe(404);
  });
});
