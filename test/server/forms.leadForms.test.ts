// Lead forms on the server: every §5 save rule and §4 system-item rule refused with the rule
// book's exact message and nothing stored; a valid save round-trips; names and ids are stored as
// sent; another site's form does not exist; access by any of form_list / form_list_en.
import { FORM_MSG, type FormItem, type LeadFormFields } from '../../shared/domain/forms';
import { MSG } from '../../shared/domain/messages';
import { LEAD_FORM, SEED_ACCOUNTS, SITE } from '../../server/core/db/seedData';
import { hashPassword } from '../../server/core/services/passwords';
import { FORMS_ERR } from '../../server/modules/forms/forms';
import { custom, editSystem, enDefaults, messagesOf, onlineMessageValues, storedForm, submit, withItems, zhDefaults } from './support/forms';
import { opLogs, TEST_HASHING, snapshot, startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

const ref = () => zhDefaults().contentList;

async function refusedWith(body: Record<string, unknown>, message: string) {
  const before = await snapshot(h);
  const res = await h.call('formSave', { token: admin, body });
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { code: 400, message, data: null } });
  expect(await snapshot(h)).toEqual(before);
}

describe('save rules (§5), each refused with its exact message and nothing stored', () => {
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['blank title', () => ({ title: '   ', fields: withItems(ref()) }), '表单名称不能为空'],
    ['no items', () => ({ title: '表单', fields: withItems([]) }), '请添加表单项'],
    ['21 items', () => ({ title: '表单', fields: withItems([...ref(), ...Array.from({ length: 16 }, (_, n) => custom(n)), { ...custom(0), id: 99 }]) }), '表单项最多添加20条'],
    ['blank item title', () => ({ title: '表单', fields: withItems([...ref(), custom(0, 'input', { title: '  ' })]) }), '表单项名称不能为空！'],
    ['radio without options', () => ({ title: '表单', fields: withItems([...ref(), custom(0, 'radio', { selectItem: ' \n ' })]) }), '请添加表单项选项！'],
    ['checkbox without options', () => ({ title: '表单', fields: withItems([...ref(), custom(0, 'checkbox', { selectItem: '' })]) }), '请添加表单项选项！'],
    ['select without options', () => ({ title: '表单', fields: withItems([...ref(), custom(0, 'select', { selectItem: '\n\n' })]) }), '请添加表单项选项！'],
    ['retyped system item', () => ({ title: '表单', fields: withItems(editSystem('title', { type: 'textarea' })) }), '类型不支持修改'],
    ['title over 100', () => ({ title: '字'.repeat(101), fields: withItems(ref()) }), FORM_MSG.titleTooLong],
    ['item title over 100', () => ({ title: '表单', fields: withItems([...ref(), custom(0, 'input', { title: '项'.repeat(101) })]) }), FORM_MSG.itemTitleTooLong],
    ['hint over 100', () => ({ title: '表单', fields: withItems([...ref(), custom(0, 'input', { placeholder: 'x'.repeat(101) })]) }), FORM_MSG.hintTooLong],
    ['min not below max', () => ({ title: '表单', fields: withItems([...ref(), custom(0, 'input', { minValue: { value: 80, min: 1, max: 99 }, maxValue: { value: 20, min: 1, max: 100 } })]) }), '请输入大于等于1小于20的数值。'],
    ['duplicate names', () => ({ title: '表单', fields: withItems([...ref(), custom(0), { ...custom(1), name: 'field0' }]) }), FORM_MSG.duplicateName],
    ['name outside field0–15', () => ({ title: '表单', fields: withItems([...ref(), custom(0, 'input', { name: 'field16' })]) }), FORM_MSG.badItem],
    ['unknown item type', () => ({ title: '表单', fields: withItems([...ref(), custom(0, 'input', { type: 'script' as never })]) }), FORM_MSG.badItem],
    ['fields of the wrong shape', () => ({ title: '表单', fields: JSON.stringify({ contentList: 'x' }) }), FORM_MSG.badItem],
  ];
  it.each(cases)('adding: %s', async (_label, body, message) => {
    await refusedWith(body(), message);
  });
  it.each(cases)('editing the seeded 在线留言: %s', async (_label, body, message) => {
    const b = body();
    // The stored form keeps the same system items as the default, plus its textarea (field0).
    const stored: LeadFormFields = JSON.parse((await storedForm(h, LEAD_FORM.onlineMessage))!.fields);
    const parsed = JSON.parse(b.fields as string);
    if (Array.isArray(parsed.contentList)) {
      parsed.contentList = parsed.contentList.map((i: FormItem) => (i.isSystem ? { ...stored.contentList.find((s) => s.moduleName === i.moduleName), type: i.type } : i));
    }
    await refusedWith({ ...b, id: LEAD_FORM.onlineMessage, fields: JSON.stringify(parsed) }, message);
  });

  it('refuses fields that are not JSON, naming the field', async () => {
    await refusedWith({ title: '表单', fields: '{not json' }, '参数 fields 不是合法的 JSON');
  });
});

describe('system items (§4)', () => {
  it('refuses deleting, retyping, editing a non-phone one, and turning phone off', async () => {
    const withoutName = ref().filter((i) => i.moduleName !== 'username');
    await refusedWith({ title: '表单', fields: withItems(withoutName) }, FORM_MSG.systemItemUndeletable);
    await refusedWith({ title: '表单', fields: withItems(ref().filter((i) => i.moduleName !== 'phone')) }, FORM_MSG.systemItemUndeletable);
    await refusedWith({ title: '表单', fields: withItems(editSystem('phone', { type: 'input' })) }, FORM_MSG.typeLocked);
    await refusedWith({ title: '表单', fields: withItems(editSystem('username', { title: '称呼' })) }, FORM_MSG.systemItemLocked);
    await refusedWith({ title: '表单', fields: withItems(editSystem('email', { require: true })) }, FORM_MSG.systemItemLocked);
    await refusedWith({ title: '表单', fields: withItems(editSystem('phone', { require: false })) }, FORM_MSG.phoneMustStay);
    await refusedWith({ title: '表单', fields: withItems(editSystem('phone', { display: false })) }, FORM_MSG.phoneMustStay);
    await refusedWith({ title: '表单', fields: withItems(editSystem('phone', { show: false })) }, FORM_MSG.phoneMustStay);
    // An extra "system" item that the reference does not have.
    const extra = { ...ref()[0], id: 9, moduleName: 'company', name: 'company' };
    await refusedWith({ title: '表单', fields: withItems([...ref(), extra]) }, FORM_MSG.systemItemLocked);
  });

  it('lets the phone item be edited (title, hint, digits)', async () => {
    const items = editSystem('phone', { title: '手机号码', placeholder: '请输入手机号码', enterDigitsSelect: 'false' });
    const res = await h.call('formSave', { token: admin, body: { title: '电话可改', fields: withItems(items) } });
    expect(res.statusCode).toBe(200);
    const stored: LeadFormFields = JSON.parse((await storedForm(h, res.json().data.id))!.fields);
    expect(stored.contentList.find((i) => i.moduleName === 'phone')).toMatchObject({ title: '手机号码', enterDigitsSelect: 'false', require: true });
  });
});

describe('a valid save', () => {
  it('adds a published zh form on a Chinese site and round-trips through formRow, names and ids as sent', async () => {
    const radio = custom(3, 'radio', { id: 42, title: '  意向  ', selectItem: ' 甲 \n\n乙', options: [] });
    const date = custom(7, 'date', { id: 8, dateType: 'range' });
    const fields = { ...zhDefaults(), buttonName: '立即提交', contentList: [...ref(), radio, date] };
    const res = await h.call('formSave', { token: admin, body: { title: '  报名表  ', fields: JSON.stringify(fields) } });
    expect(res.statusCode).toBe(200);
    const newId = res.json().data.id;
    expect(newId).toEqual(expect.any(Number));

    const row = (await h.call('formRow', { token: admin, query: { id: newId } })).json().data;
    expect(row).toMatchObject({ id: newId, title: '报名表', variant: 'zh', published: true });
    const stored: LeadFormFields = JSON.parse(row.fields);
    expect(stored.buttonName).toBe('立即提交');
    expect(stored.contentList.map((i) => [i.id, i.name])).toEqual([[1, 'username'], [2, 'phone'], [3, 'email'], [4, 'title'], [42, 'field3'], [8, 'field7']]);
    // Normalised: trimmed title, options recomputed from the text.
    expect(stored.contentList[4]).toMatchObject({ title: '意向', options: [{ label: '甲', value: 0 }, { label: '乙', value: 1 }] });

    // Editing keeps what it is sent (a new item, a changed phone hint) against the stored system items.
    const next = { ...stored, contentList: [...stored.contentList.map((i) => (i.moduleName === 'phone' ? { ...i, placeholder: '手机' } : i)), custom(0, 'textarea', { id: 43 })] };
    const saved = await h.call('formSave', { token: admin, body: { id: newId, title: '报名表（改）', fields: JSON.stringify(next) } });
    expect(saved.json()).toEqual({ code: 200, message: MSG.ok, data: { id: newId } });
    const again = JSON.parse((await h.call('formRow', { token: admin, query: { id: newId } })).json().data.fields) as LeadFormFields;
    expect(again.contentList.map((i) => i.name)).toEqual(['username', 'phone', 'email', 'title', 'field3', 'field7', 'field0']);
    expect(again.contentList[1].placeholder).toBe('手机');

    const logs = (await opLogs(h)).filter((l) => l.action === 'formSave' && l.result === 'ok');
    expect(logs.length).toBeGreaterThanOrEqual(2);
    expect(logs.at(-1)).toMatchObject({ account_id: SEED_ACCOUNTS.admin.id, site_id: SITE.corporate, code: 200 });
  });

  it('keeps only the known keys of items and fields', async () => {
    const fields = { ...zhDefaults(), evil: '<script>', contentList: [...ref(), { ...custom(0), onclick: 'alert(1)' }] };
    const res = await h.call('formSave', { token: admin, body: { title: '干净', fields: JSON.stringify(fields) } });
    const stored = JSON.parse((await storedForm(h, res.json().data.id))!.fields);
    expect(stored).not.toHaveProperty('evil');
    expect(stored.contentList[4]).not.toHaveProperty('onclick');
  });

  it('gives a new form the foreign variant on an en site and checks it against the en defaults', async () => {
    const token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.global } });
    // The zh defaults (Chinese titles, a title item, no company) are not the en form's system items.
    const zh = await h.call('formSave', { token, body: { title: 'Form', fields: withItems(ref()) } });
    expect(zh.json().message).toBe(FORM_MSG.systemItemLocked);
    const noCompany = enDefaults().contentList.filter((i) => i.moduleName !== 'company');
    expect((await h.call('formSave', { token, body: { title: 'Form', fields: withItems(noCompany, enDefaults()) } })).json().message).toBe(FORM_MSG.systemItemUndeletable);
    const res = await h.call('formSave', { token, body: { title: 'Quote request', fields: withItems(enDefaults().contentList, enDefaults()) } });
    expect(res.statusCode).toBe(200);
    expect(await storedForm(h, res.json().data.id)).toMatchObject({ site_id: SITE.global, variant: 'en', published: 1 });
  });
});

describe('site scoping', () => {
  it('answers 404 for another site’s form on every call and changes nothing', async () => {
    const token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.global } });
    const before = await snapshot(h);
    const id = LEAD_FORM.onlineMessage;
    const calls: [Parameters<Harness['call']>[0], Record<string, unknown>][] = [
      ['formRow', { query: { id } }],
      ['formSave', { body: { id, title: 'x', fields: withItems(ref()) } }],
      ['formRemove', { query: { id } }],
      ['formPublish', { body: { id, published: false } }],
      ['formFieldsGet', { query: { id } }],
      ['formFieldsSet', { body: { id, display: ['phone'] } }],
      ['messageListByForm', { body: { formId: id } }],
      ['messageListAll', { body: { formId: id } }],
      ['messageExport', { query: { formId: id } }],
    ];
    for (const [name, options] of calls) {
      const res = await h.call(name, { token, ...options });
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({ name, status: 404, body: { code: 404, message: FORMS_ERR.formNotFound, data: null } });
    }
    // Its messages too.
    const message = (await messagesOf(h, id))[0];
    for (const name of ['messageReadOne'] as const) {
      const res = await h.call(name, { token, query: { id: message.id } });
      expect(res.json()).toEqual({ code: 404, message: FORMS_ERR.messageNotFound, data: null });
    }
    expect((await h.call('messageRemove', { token, query: { ids: String(message.id) } })).json().data).toEqual({ removed: 0 });
    expect(await snapshot(h)).toEqual(before);
    // Its own list shows only its own forms.
    const list = (await h.call('formList', { token })).json().data;
    expect(list.rows.every((r: { variant: string }) => r.variant === 'en')).toBe(true);
    expect(list.rows.map((r: { id: number }) => r.id)).toContain(LEAD_FORM.contactUs);
  });
});

describe('list, publish, display columns, remove', () => {
  it('lists newest first with item, message and unread counts; filters by keyword (LIKE characters literal)', async () => {
    const res = await h.call('formList', { token: admin, query: { rows: 100 } });
    const { rows, total } = res.json().data;
    expect(total).toBe(rows.length);
    const times = rows.map((r: { created_at: number }) => r.created_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const online = rows.find((r: { id: number }) => r.id === LEAD_FORM.onlineMessage);
    const msgs = await messagesOf(h, LEAD_FORM.onlineMessage);
    expect(online).toMatchObject({ title: '在线留言', itemCount: 5, messageCount: msgs.length, unreadCount: msgs.filter((m) => m.read_status === 0).length, published: true });

    expect((await h.call('formList', { token: admin, query: { keyword: '询价' } })).json().data.rows.map((r: { id: number }) => r.id)).toEqual([LEAD_FORM.inquiry]);
    expect((await h.call('formList', { token: admin, query: { keyword: '%' } })).json().data.total).toBe(0);
    expect((await h.call('formList', { token: admin, query: { keyword: '_' } })).json().data.total).toBe(0);
    const page2 = (await h.call('formList', { token: admin, query: { rows: 1, page: 2 } })).json().data;
    expect(page2.rows).toHaveLength(1);
    expect(page2.rows[0].id).toBe(rows[1].id);
  });

  it('publishes and stops collecting', async () => {
    const res = await h.call('formPublish', { token: admin, body: { id: LEAD_FORM.inquiry, published: false } });
    expect(res.json()).toEqual({ code: 200, message: MSG.ok, data: null });
    expect((await storedForm(h, LEAD_FORM.inquiry))!.published).toBe(0);
    expect((await h.call('publicFormDefinition', { query: { id: LEAD_FORM.inquiry, kind: 'lead' } })).statusCode).toBe(404);
    await h.call('formPublish', { token: admin, body: { id: LEAD_FORM.inquiry, published: true } });
    expect((await h.call('publicFormDefinition', { query: { id: LEAD_FORM.inquiry, kind: 'lead' } })).statusCode).toBe(200);
  });

  it('reads and sets the inbox columns of the fillable items; phone stays displayed; unknown names refused', async () => {
    const id = LEAD_FORM.inquiry;
    const cols = (await h.call('formFieldsGet', { token: admin, query: { id } })).json().data.columns;
    expect(cols.map((c: { name: string }) => c.name)).toEqual(['username', 'phone', 'email', 'title', 'field0', 'field1', 'field2']);
    expect(cols[0]).toEqual({ name: 'username', title: '姓名', display: true });

    const before = await snapshot(h);
    const unknown = await h.call('formFieldsSet', { token: admin, body: { id, display: ['phone', 'nope'] } });
    expect(unknown.json()).toEqual({ code: 400, message: '不支持的表单项：nope', data: null });
    const noPhone = await h.call('formFieldsSet', { token: admin, body: { id, display: ['username'] } });
    expect(noPhone.json()).toEqual({ code: 400, message: FORM_MSG.phoneMustStay, data: null });
    expect(await snapshot(h)).toEqual(before);

    // Other system items' columns may be hidden (only phone must stay).
    const set = await h.call('formFieldsSet', { token: admin, body: { id, display: ['phone', 'field0'] } });
    expect(set.json().data.columns.filter((c: { display: boolean }) => c.display).map((c: { name: string }) => c.name)).toEqual(['phone', 'field0']);
    const byForm = (await h.call('messageListByForm', { token: admin, body: { formId: id } })).json().data;
    expect(byForm.columns.map((c: { name: string }) => c.name)).toEqual(['phone', 'field0']);
    await h.call('formFieldsSet', { token: admin, body: { id, display: ['username', 'phone', 'email', 'title', 'field0', 'field1', 'field2'] } });
  });

  it('removes a form together with its messages (and only those)', async () => {
    const fields = withItems(ref());
    const { id } = (await h.call('formSave', { token: admin, body: { title: '临时表单', fields } })).json().data;
    for (let i = 0; i < 2; i++) {
      const { field0: _f, ...values } = onlineMessageValues();
      expect((await submit(h, id, values, 'lead', `198.51.100.${i + 1}`)).statusCode).toBe(200);
    }
    expect(await messagesOf(h, id)).toHaveLength(2);
    const others = (await h.built.db.selectFrom('form_messages').select('id').where('form_id', '!=', id).execute()).length;
    const res = await h.call('formRemove', { token: admin, query: { id } });
    expect(res.json()).toEqual({ code: 200, message: MSG.ok, data: null });
    expect(await storedForm(h, id)).toBeUndefined();
    expect(await messagesOf(h, id)).toHaveLength(0);
    expect((await h.built.db.selectFrom('form_messages').select('id').execute()).length).toBe(others);
    expect((await opLogs(h)).at(-1)).toMatchObject({ action: 'formRemove', result: 'ok' });
    expect((await h.call('formRemove', { token: admin, query: { id } })).statusCode).toBe(404);
  });
});

describe('access by any of the listed keys', () => {
  async function accountWith(keys: string[]) {
    const loginName = `forms_${keys.join('_')}`.slice(0, 60);
    await h.built.db.insertInto('accounts').values({
      company_id: 1, login_name: loginName, password_hash: await hashPassword('Forms@2026', TEST_HASHING), nick_name: '表单测试', avatar_url: '',
      login_biz_type: 'customer', is_competition: 0, is_demo: 0, is_dcl: 0, sequence: '', permissions: JSON.stringify(keys),
      last_login_at: null, last_site_id: null, created_at: Date.now(),
    }).execute();
    return h.login({ loginName, password: 'Forms@2026' });
  }

  it('admits form_list or form_list_en to lead forms, message_list or message_list_2 to messages; refuses the rest', async () => {
    const en = await accountWith(['form_list_en']);
    expect((await h.call('formList', { token: en })).statusCode).toBe(200);
    expect((await h.call('messageCount', { token: en, body: {} })).statusCode).toBe(403);
    const list2 = await accountWith(['message_list_2']);
    expect((await h.call('messageCount', { token: list2, body: {} })).statusCode).toBe(200);
    expect((await h.call('formList', { token: list2 })).statusCode).toBe(403);
    const data = await accountWith(['form_list_4', 'message_list_4']);
    const refused = await h.call('formList', { token: data });
    expect(refused.json()).toEqual({ code: 403, message: MSG.forbidden, data: null });
    const log = (await opLogs(h)).at(-1)!;
    expect(log).toMatchObject({ action: 'formList', result: 'refused', code: 403 });
    expect(log.detail).toContain('form_list 或 form_list_en');
    expect((await h.call('dataFormList', { token: data })).statusCode).toBe(200);
    expect((await h.call('dataFormList', { token: en })).statusCode).toBe(403);
  });
});
