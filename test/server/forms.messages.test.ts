// Lead messages: list filters (form, read status, dates in server local time, keyword with LIKE
// characters taken literally and never matching item names), reading marks read, removal only of
// the site's messages, counts by calendar month, and the streamed .xlsx export read back.
import ExcelJS from 'exceljs';
import { SUBMIT_MSG } from '../../shared/domain/forms';
import { LEAD_FORM, SEED_FORM_MESSAGES, SITE } from '../../server/core/db/seedData';
import { seedLeadFields } from '../../server/modules/forms/seed';
import { addDays, dateKey, DAY_MS, startOfDay } from '../../server/core/services/dates';
import { searchTextOf } from '../../server/modules/forms/forms';
import { exportForms } from '../../server/modules/forms/formRoutes';
import { exportMessages, neutralise } from '../../server/modules/forms/xlsxExport';
import { custom, messagesOf, onlineMessageValues, submit, withItems, zhDefaults } from './support/forms';
import { opLogs, snapshot, startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startServer({ SUBMIT_RATE_LIMIT_PER_MINUTE: '0' });
  admin = await h.login('admin');
});
afterAll(() => h.close());

const listAll = async (body: Record<string, unknown> = {}) => {
  const res = await h.call('messageListAll', { token: admin, body: { rows: 100, ...body } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { rows: { id: number; formId: number; formTitle: string; values: Record<string, unknown>; readStatus: boolean; created_at: number }[]; total: number };
};

async function siteLeadMessages(siteId: number = SITE.corporate) {
  return h.built.db.selectFrom('form_messages').selectAll().where('site_id', '=', siteId).where('kind', '=', 'lead').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** A message stored directly (values outside what a visitor can submit, e.g. a leading tab). */
async function storeRaw(formId: number, values: Record<string, string | string[]>, createdAt: number, readStatus = 0) {
  const items = seedLeadFields('onlineMessage').contentList;
  return h.built.db.insertInto('form_messages').values({
    site_id: SITE.corporate, form_id: formId, kind: 'lead', values: JSON.stringify(values), search_text: searchTextOf(items, values),
    read_status: readStatus, ip: '192.0.2.1', user_agent: 'test', created_at: createdAt,
  }).returning('id').executeTakeFirstOrThrow();
}

describe('seeded messages', () => {
  it('has the seeded counts per form, over the past two months, with realistic values', async () => {
    const online = await messagesOf(h, LEAD_FORM.onlineMessage);
    expect(online).toHaveLength(SEED_FORM_MESSAGES.onlineMessage.total);
    expect(online.filter((m) => m.read_status === 0)).toHaveLength(SEED_FORM_MESSAGES.onlineMessage.unread);
    expect(await messagesOf(h, LEAD_FORM.inquiry)).toHaveLength(SEED_FORM_MESSAGES.inquiry.total);
    expect(await messagesOf(h, LEAD_FORM.contactUs)).toHaveLength(SEED_FORM_MESSAGES.contactUs.total);
    expect(await messagesOf(h, 1, 'data')).toHaveLength(SEED_FORM_MESSAGES.customers.total);
    const now = Date.now();
    for (const m of online) {
      expect(Number(m.created_at)).toBeLessThanOrEqual(now);
      expect(Number(m.created_at)).toBeGreaterThan(now - 62 * DAY_MS);
      const values = JSON.parse(m.values);
      expect(values.phone).toMatch(/^1\d{10}$/);
      expect(values.username).toMatch(/^[\u4e00-\u9fff]{2,3}$/);
    }
  });
});

describe('messageListAll filters', () => {
  it('lists the site’s lead messages newest first with form titles; pages', async () => {
    const all = await listAll();
    const stored = await siteLeadMessages();
    expect(all.total).toBe(stored.length);
    expect(all.rows.map((r) => r.id)).toEqual(stored.slice(0, 100).map((m) => m.id));
    expect(new Set(all.rows.map((r) => r.formTitle))).toEqual(new Set(['在线留言', '产品询价']));
    const page2 = await listAll({ rows: 5, page: 2 });
    expect(page2.rows.map((r) => r.id)).toEqual(stored.slice(5, 10).map((m) => m.id));
  });

  it('filters by form and read status', async () => {
    const inquiry = await listAll({ formId: LEAD_FORM.inquiry });
    expect(inquiry.total).toBe(SEED_FORM_MESSAGES.inquiry.total);
    expect(inquiry.rows.every((r) => r.formId === LEAD_FORM.inquiry)).toBe(true);
    const stored = await siteLeadMessages();
    const unread = await listAll({ readStatus: false });
    expect(unread.total).toBe(stored.filter((m) => m.read_status === 0).length);
    expect(unread.rows.every((r) => !r.readStatus)).toBe(true);
    const read = await listAll({ readStatus: true });
    expect(read.total + unread.total).toBe(stored.length);
  });

  it('filters by dates, inclusive, in server local days', async () => {
    const d0 = dateKey(Date.now() - 100 * DAY_MS);
    const d1 = addDays(d0, 1);
    const d2 = addDays(d0, 2);
    const v = (username: string) => ({ username, phone: '13800000001', title: '边界' });
    const first = await storeRaw(LEAD_FORM.onlineMessage, v('日期甲'), startOfDay(d0)); // d0 00:00:00.000
    const last = await storeRaw(LEAD_FORM.onlineMessage, v('日期乙'), startOfDay(d2) - 1); // d1 23:59:59.999
    const after = await storeRaw(LEAD_FORM.onlineMessage, v('日期丙'), startOfDay(d2)); // d2 00:00:00.000
    expect((await listAll({ startDate: d0, endDate: d1 })).rows.map((r) => r.id)).toEqual([last.id, first.id]);
    expect((await listAll({ startDate: d0, endDate: d0 })).rows.map((r) => r.id)).toEqual([first.id]);
    expect((await listAll({ startDate: d2, endDate: d2 })).rows.map((r) => r.id)).toEqual([after.id]);
    expect((await listAll({ endDate: d1 })).rows.map((r) => r.id)).toEqual([last.id, first.id]);
    const from = (await listAll({ startDate: d2 })).rows.map((r) => r.id);
    expect(from).toContain(after.id);
    expect(from).not.toContain(last.id);
    const bad = await h.call('messageListAll', { token: admin, body: { startDate: '2026-02-01', endDate: '2026-01-01' } });
    expect(bad.json()).toEqual({ code: 400, message: '开始日期不能晚于结束日期', data: null });
    expect((await h.call('messageListAll', { token: admin, body: { startDate: '2026-02-30' } })).statusCode).toBe(400);
    await h.built.db.deleteFrom('form_messages').where('id', 'in', [first.id, last.id, after.id]).execute();
  });

  it('matches the keyword in the values’ text only, with % and _ taken literally', async () => {
    const percent = await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ field0: '折扣能到 100% 吗' }));
    const under = await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ field0: '型号 A_B 有货吗' }));
    const plain = await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ field0: '型号 AXB 有货吗，100 台' }));
    for (const r of [percent, under, plain]) expect(r.statusCode).toBe(200);
    const text = (r: { values: Record<string, unknown> }) => String(r.values.field0);
    expect((await listAll({ keyword: '%' })).rows.map(text)).toEqual(['折扣能到 100% 吗']);
    expect((await listAll({ keyword: '100%' })).rows.map(text)).toEqual(['折扣能到 100% 吗']);
    expect((await listAll({ keyword: 'A_B' })).rows.map(text)).toEqual(['型号 A_B 有货吗']);
    expect((await listAll({ keyword: '_' })).rows.map(text)).toEqual(['型号 A_B 有货吗']);
    expect((await listAll({ keyword: 'axb' })).rows.map(text)).toEqual(['型号 AXB 有货吗，100 台']);
    // Item names and JSON punctuation are not the values' text.
    expect((await listAll({ keyword: 'username' })).total).toBe(0);
    expect((await listAll({ keyword: 'field0' })).total).toBe(0);
    expect((await listAll({ keyword: '":"' })).total).toBe(0);
    const seededName = JSON.parse((await messagesOf(h, LEAD_FORM.inquiry))[0].values).username;
    expect((await listAll({ keyword: seededName })).rows.some((r) => r.values.username === seededName)).toBe(true);
    const long = await h.call('messageListAll', { token: admin, body: { keyword: 'x'.repeat(101) } });
    expect(long.statusCode).toBe(400);
  });

  it('answers one form’s messages with its displayed columns (msglist2)', async () => {
    const res = (await h.call('messageListByForm', { token: admin, body: { formId: LEAD_FORM.onlineMessage, rows: 3 } })).json().data;
    expect(res.columns.map((c: { title: string }) => c.title)).toEqual(['姓名', '电话', '邮箱', '留言主题', '留言内容']);
    expect(res.rows).toHaveLength(3);
    expect(res.total).toBe((await messagesOf(h, LEAD_FORM.onlineMessage)).length);
    expect((await h.call('messageListByForm', { token: admin, body: {} })).json().message).toBe('参数 formId 不能为空');
  });
});

describe('reading and removing', () => {
  it('reads one message with its items in form order as text (checkbox with 、, a date range with 至) and marks it read', async () => {
    const items = [...zhDefaults().contentList, custom(0, 'checkbox', { title: '兴趣' }), custom(1, 'date', { title: '到访日期', dateType: 'range' })];
    const { id: formId } = (await h.call('formSave', { token: admin, body: { title: '活动报名', fields: withItems(items) } })).json().data;
    const res = await submit(h, formId, { username: '李四', phone: '13912345678', title: '报名', field0: ['选项1', '选项3'], field1: ['2026-12-01', '2026-12-03'] });
    expect(res.json()).toEqual({ code: 200, message: SUBMIT_MSG.ok, data: null });
    const [message] = await messagesOf(h, formId);
    expect(message.read_status).toBe(0);

    const detail = (await h.call('messageReadOne', { token: admin, query: { id: message.id } })).json().data;
    expect(detail).toMatchObject({ id: message.id, formId, formTitle: '活动报名', readStatus: true, userAgent: 'jest-visitor/1.0' });
    expect(detail.items).toEqual([
      { name: 'username', title: '姓名', type: 'input', value: '李四' },
      { name: 'phone', title: '电话', type: 'phone', value: '13912345678' },
      { name: 'email', title: '邮箱', type: 'email', value: '' },
      { name: 'title', title: '留言主题', type: 'input', value: '报名' },
      { name: 'field0', title: '兴趣', type: 'checkbox', value: '选项1、选项3' },
      { name: 'field1', title: '到访日期', type: 'date', value: '2026-12-01 至 2026-12-03' },
    ]);
    expect((await messagesOf(h, formId))[0].read_status).toBe(1);
    expect((await opLogs(h)).at(-1)).toMatchObject({ action: 'messageReadOne', result: 'ok' });
    expect((await h.call('messageReadOne', { token: admin, query: { id: 99_999_999 } })).statusCode).toBe(404);
  });

  it('removes only the site’s lead messages among the ids given', async () => {
    const [a, b] = await messagesOf(h, LEAD_FORM.inquiry);
    const [foreign] = await messagesOf(h, LEAD_FORM.contactUs); // site 1003
    const [record] = await messagesOf(h, 1, 'data'); // a data record of the same site
    const res = await h.call('messageRemove', { token: admin, query: { ids: `${a.id},${b.id},${foreign.id},${record.id},${a.id},99999999` } });
    expect(res.json().data).toEqual({ removed: 2 });
    const left = (await messagesOf(h, LEAD_FORM.inquiry)).map((m) => m.id);
    expect(left).not.toContain(a.id);
    expect(left).not.toContain(b.id);
    expect((await messagesOf(h, LEAD_FORM.contactUs)).map((m) => m.id)).toContain(foreign.id);
    expect((await messagesOf(h, 1, 'data')).map((m) => m.id)).toContain(record.id);

    const before = await snapshot(h);
    for (const ids of ['', 'a', '1,,2', '0', '-1', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const bad = await h.call('messageRemove', { token: admin, query: { ids } });
      expect(bad.statusCode).toBe(400);
    }
    expect(await snapshot(h)).toEqual(before);
  });
});

describe('messageCount', () => {
  it('counts total, this and last calendar month (server local time) and unread, for the active site', async () => {
    const count = async () => (await h.call('messageCount', { token: admin, body: {} })).json().data;
    const stored = await siteLeadMessages();
    const now = new Date();
    const thisMonth = new Date(now.getFullYear(), now.getMonth(), 1).getTime();
    const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 1).getTime();
    const expected = {
      total: stored.length,
      thisMonth: stored.filter((m) => Number(m.created_at) >= thisMonth).length,
      lastMonth: stored.filter((m) => Number(m.created_at) >= lastMonth && Number(m.created_at) < thisMonth).length,
      unread: stored.filter((m) => m.read_status === 0).length,
    };
    expect(await count()).toEqual(expected);

    // The month boundaries: the first and last millisecond of each month land on their side.
    const v = { username: '边界', phone: '13800000000', title: '边界' };
    const rows = [
      await storeRaw(LEAD_FORM.onlineMessage, v, thisMonth, 1),
      await storeRaw(LEAD_FORM.onlineMessage, v, thisMonth - 1, 1),
      await storeRaw(LEAD_FORM.onlineMessage, v, lastMonth, 1),
      await storeRaw(LEAD_FORM.onlineMessage, v, lastMonth - 1, 0),
    ];
    expect(await count()).toEqual({ total: expected.total + 4, thisMonth: expected.thisMonth + 1, lastMonth: expected.lastMonth + 2, unread: expected.unread + 1 });
    await h.built.db.deleteFrom('form_messages').where('id', 'in', rows.map((r) => r.id)).execute();

    const token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.global } });
    expect((await h.call('messageCount', { token, body: {} })).json().data.total).toBe(SEED_FORM_MESSAGES.contactUs.total);
  });
});

describe('export', () => {
  async function download(query: Record<string, string | number | boolean> = {}, token = admin) {
    const res = await h.call('messageExport', { token, query });
    return res;
  }
  async function sheetOf(body: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as never);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    // Cells of items left empty are empty (read back as undefined).
    sheet.eachRow({ includeEmpty: false }, (row) => rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value ?? undefined)));
    return { sheet, rows };
  }

  it('streams a real .xlsx of one form: header, data rows newest first, file name', async () => {
    const res = await download({ formId: LEAD_FORM.onlineMessage });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const day = dateKey(Date.now()).replace(/-/g, '');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="messages_${day}.xlsx"; filename*=UTF-8''${encodeURIComponent(`留言导出_${day}.xlsx`)}`);
    expect(res.headers['transfer-encoding']).toBe('chunked');

    const { rows } = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual(['表单', '提交时间', '状态', '姓名', '电话', '邮箱', '留言主题', '留言内容']);
    const stored = (await messagesOf(h, LEAD_FORM.onlineMessage)).sort((a, b) => Number(b.created_at) - Number(a.created_at) || b.id - a.id);
    expect(rows).toHaveLength(stored.length + 1);
    const first = JSON.parse(stored[0].values);
    const cells = rows[1].map((c) => (c === undefined || c === null ? '' : c));
    expect(cells.slice(0, 3)).toEqual(['在线留言', expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), stored[0].read_status === 1 ? '已读' : '未读']);
    expect(cells[3]).toBe(first.username);
    expect(cells[4]).toBe(first.phone);
  });

  it('neutralises formula-like text: =SUM(...), +1, -1, @x, a leading tab or carriage return', async () => {
    const { id: formId } = (await h.call('formSave', { token: admin, body: { title: '=公式测试', fields: withItems([...zhDefaults().contentList, custom(0, 'textarea', { title: '内容', limitType: false })]) } })).json().data;
    for (const [title, field0] of [['=SUM(A1:A9)', '+1'], ['-1', '@x'], ['普通', 'a=b']]) {
      expect((await submit(h, formId, { username: '王五', phone: '13700000000', title, field0 })).statusCode).toBe(200);
    }
    // Visitors' text is trimmed, so leading tabs and CRs can only come from elsewhere: stored directly.
    const at = Date.now() + 1000;
    await h.built.db.insertInto('form_messages').values({
      site_id: SITE.corporate, form_id: formId, kind: 'lead', values: JSON.stringify({ username: '\tTAB', phone: '13700000000', title: '\rCR', field0: '=1+1' }),
      search_text: '', read_status: 0, ip: '', user_agent: '', created_at: at,
    }).execute();
    const { rows } = await sheetOf((await download({ formId })).rawPayload);
    expect(rows[0]).toEqual(['表单', '提交时间', '状态', '姓名', '电话', '邮箱', '留言主题', '内容']);
    // (XML reads a carriage return back as a line feed: what matters is the leading quote.)
    const body = rows.slice(1).map((r) => [r[0], r[3], r[5], String(r[6]).replace('\n', '\r'), r[7]]);
    expect(body).toEqual([
      ['\'=公式测试', '\'\tTAB', undefined, '\'\rCR', '\'=1+1'],
      ['\'=公式测试', '王五', undefined, '普通', 'a=b'],
      ['\'=公式测试', '王五', undefined, '\'-1', '\'@x'],
      ['\'=公式测试', '王五', undefined, '\'=SUM(A1:A9)', '\'+1'],
    ]);
    // Text, never formulas.
    const { sheet } = await sheetOf((await download({ formId })).rawPayload);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).toBe(ExcelJS.ValueType.String)));
    expect(neutralise('=x')).toBe('\'=x');
    expect(neutralise('x=')).toBe('x=');
    // Stored verbatim: the neutralising is the export's, not the data's.
    const stored = (await messagesOf(h, formId)).map((m) => JSON.parse(m.values).title);
    expect(stored).toContain('=SUM(A1:A9)');
  });

  it('exports all forms with the union of item titles, filtered like the list', async () => {
    const res = await download({ readStatus: false });
    const { rows } = await sheetOf(res.rawPayload);
    const header = rows[0] as string[];
    expect(header.slice(0, 3)).toEqual(['表单', '提交时间', '状态']);
    expect(new Set(header).size).toBe(header.length);
    for (const title of ['姓名', '电话', '邮箱', '留言主题', '留言内容', '意向产品', '采购数量', '补充说明']) expect(header).toContain(title);
    const unread = (await siteLeadMessages()).filter((m) => m.read_status === 0);
    expect(rows).toHaveLength(unread.length + 1);
    // The newest message's form comes first: its items lead the item columns.
    const newestForm = (await h.built.db.selectFrom('forms').select('fields').where('id', '=', unread[0].form_id).executeTakeFirstOrThrow());
    const firstItem = JSON.parse(newestForm.fields).contentList[0].title;
    expect(header[3]).toBe(firstItem);
    expect((await download({ keyword: 'zz-no-such-text' })).statusCode).toBe(200);
    expect((await sheetOf((await download({ keyword: 'zz-no-such-text' })).rawPayload)).rows).toHaveLength(1);
  });

  it('cuts the response off (no envelope, no complete-looking file) when a read fails after streaming began', async () => {
    // 600 more messages: the export reads them in two batches; the second read fails.
    const items = seedLeadFields('onlineMessage').contentList;
    const values = { username: '批量', phone: '13800000000', title: '批量' };
    await h.built.db.insertInto('form_messages').values(Array.from({ length: 600 }, (_, i) => ({
      site_id: SITE.corporate, form_id: LEAD_FORM.onlineMessage, kind: 'lead' as const, values: JSON.stringify(values), search_text: searchTextOf(items, values),
      read_status: 1, ip: '', user_agent: '', created_at: Date.now() - 1000 - i,
    }))).execute();
    let selects = 0;
    const failing = h.built.db.withPlugin({
      transformQuery(args) {
        if (args.node.kind === 'SelectQueryNode' && ++selects === 2) throw new Error('读取失败（测试）');
        return args.node;
      },
      async transformResult(args) {
        return args.result;
      },
    });
    const forms = await exportForms(h.built.db, SITE.corporate, 'lead');
    const logged: unknown[] = [];
    const answer = exportMessages({
      db: failing, filter: { siteId: SITE.corporate, kind: 'lead', formId: LEAD_FORM.onlineMessage }, forms, formOrder: [LEAD_FORM.onlineMessage],
      sheetName: '留言', fileLabel: '留言导出', asciiLabel: 'messages', now: Date.now(), log: { error: (...a: unknown[]) => logged.push(a) } as never,
    });
    let bytes = 0;
    const error = await new Promise<Error | null>((resolve) => {
      answer.stream.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      answer.stream.on('error', resolve);
      answer.stream.on('end', () => resolve(null));
    });
    expect(error?.message).toBe('读取失败（测试）');
    expect(bytes).toBeGreaterThan(0);
    expect(answer.stream.destroyed).toBe(true);
    expect(logged).toHaveLength(1);
    await h.built.db.deleteFrom('form_messages').where('search_text', '=', searchTextOf(items, values)).execute();
  });

  it('refuses bad filters with an envelope, not a file', async () => {
    const res = await download({ startDate: '2026-13-01' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    const other = await download({ formId: LEAD_FORM.contactUs });
    expect(other.statusCode).toBe(404);
  });
});
