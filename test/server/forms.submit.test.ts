// The public side: a form's definition (only what a visitor's page needs) and the submission,
// checked by the rule book against the stored definition, stored as plain text, limited in size
// and per address, and group-committed: every answer comes after its commit.
import Database from 'better-sqlite3';
import { SUBMIT_MSG, checkSubmission, dataFormSubmissionItems, type DataFormItem, type FormItem } from '../../shared/domain/forms';
import { MSG } from '../../shared/domain/messages';
import { sqliteFileOf } from '../../server/core/config';
import { DATA_FORM, LEAD_FORM, SITE } from '../../server/core/db/seedData';
import { SUBMIT_BODY_LIMIT } from '../../server/modules/forms/publicFormRoutes';
import { messagesOf, onlineMessageValues, submit } from './support/forms';
import { opLogs, snapshot, startServer, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startServer({ SUBMIT_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => h.close());

async function refused(res: Awaited<ReturnType<typeof submit>>, status: number, message: string, field?: string | null) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ code: status, message, data: field === undefined ? null : { field } });
}

describe('definition', () => {
  it('gives a published lead form’s title, site name, shown items and button settings, without internal flags', async () => {
    const res = await h.call('publicFormDefinition', { query: { id: LEAD_FORM.onlineMessage, kind: 'lead' } });
    expect(res.statusCode).toBe(200);
    const def = res.json().data;
    expect(def).toMatchObject({ id: LEAD_FORM.onlineMessage, kind: 'lead', title: '在线留言', siteName: '示范企业官网' });
    const fields = JSON.parse(def.fields);
    expect(fields).toMatchObject({ buttonName: '提交', popupName: '提交表单', textAlign: 'left', buttonWidth: '100%', verifyWidth: '100%' });
    expect(fields.contentList.map((i: FormItem) => i.name)).toEqual(['username', 'phone', 'email', 'title', 'field0']);
    for (const item of fields.contentList) {
      for (const key of ['moduleName', 'isSystem', 'isCondition', 'display', 'selectItem']) expect(item).not.toHaveProperty(key);
      expect(item.show).toBe(true);
    }
    expect(fields.contentList[1]).toMatchObject({ type: 'phone', require: true, enterDigitsSelect: 'true', areaSelect: 'true' });
  });

  it('gives a data form’s shown items (the page turns them into submission items as the server does)', async () => {
    const def = (await h.call('publicFormDefinition', { query: { id: DATA_FORM.customers, kind: 'data' } })).json().data;
    expect(def).toMatchObject({ kind: 'data', title: '客户档案', siteName: '示范企业官网' });
    const items = JSON.parse(def.fields);
    expect(items.map((i: DataFormItem) => [i.name, i.type, i.title, i.moduleName])).toEqual([['field0', 'input', '名称', ''], ['field1', 'input', '电话', 'phone'], ['field2', 'radio', '类型', ''], ['field3', 'input', '备注', '']]);
    for (const item of items) for (const key of ['isSystem', 'isCondition', 'selectItem', 'id']) expect(item).not.toHaveProperty(key);
    const asPage = dataFormSubmissionItems(items);
    expect(asPage.map((i) => i.type)).toEqual(['input', 'phone', 'radio', 'input']);
    expect(checkSubmission(asPage, { field0: '张三', field1: '12' })).toMatchObject({ ok: false, message: '电话必须是7到11位数字' });
  });

  it('answers 该表单不存在或已停止收集 for a missing or unpublished form', async () => {
    for (const query of [{ id: 99_999, kind: 'lead' }, { id: 99_999, kind: 'data' }]) {
      const res = await h.call('publicFormDefinition', { query });
      expect(res.json()).toEqual({ code: 404, message: SUBMIT_MSG.formClosed, data: null });
    }
  });
});

describe('submission', () => {
  it('refuses a bad phone with 电话必须是11位数字 (naming the field) and stores nothing', async () => {
    const before = await snapshot(h);
    await refused(await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ phone: '1381234567' })), 400, '电话必须是11位数字', 'phone');
    await refused(await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ username: '' })), 400, '请填写姓名', 'username');
    await refused(await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ email: 'not-mail' })), 400, '邮箱格式不正确', 'email');
    await refused(await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ nope: 'x' })), 400, '不支持的表单项：nope', 'nope');
    await refused(await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ phone: ['13812345678'] })), 400, '电话的内容格式不正确', 'phone');
    expect(await snapshot(h)).toEqual(before);
    // Each refusal is in the operation log, without an account.
    const logs = (await opLogs(h)).filter((l) => l.action === 'publicFormSubmit').slice(-5);
    expect(logs.every((l) => l.result === 'failed' && l.code === 400 && l.account_id === null && l.site_id === SITE.corporate)).toBe(true);
  });

  it('refuses values that are not text or lists of text, or names outside the pattern, by schema', async () => {
    const before = await snapshot(h);
    const number = await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ phone: 13812345678 }));
    expect(number.json()).toEqual({ code: 400, message: '参数 values.phone 格式不正确', data: null });
    const odd = await submit(h, LEAD_FORM.onlineMessage, { ...onlineMessageValues(), 'a b': 'x' });
    expect(odd.json().message).toBe('不支持的参数：values.a b');
    expect(await snapshot(h)).toEqual(before);
  });

  it('accepts a good one, answers 提交成功, and the console lists it unread', async () => {
    const res = await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ username: '  赵小明 ', phone: '138-1234-5678', field0: '第一行\n第二行' }), 'lead', '198.51.100.7');
    expect(res.json()).toEqual({ code: 200, message: SUBMIT_MSG.ok, data: null });
    const stored = (await messagesOf(h, LEAD_FORM.onlineMessage)).at(-1)!;
    expect(stored).toMatchObject({ site_id: SITE.corporate, read_status: 0, ip: '198.51.100.7', user_agent: 'jest-visitor/1.0' });
    expect(JSON.parse(stored.values)).toEqual({ username: '赵小明', phone: '13812345678', title: '咨询产品价格', field0: '第一行\n第二行' });

    const admin = await h.login('admin');
    const list = (await h.call('messageListAll', { token: admin, body: { rows: 1 } })).json().data;
    expect(list.rows[0]).toMatchObject({ id: stored.id, formId: LEAD_FORM.onlineMessage, readStatus: false, values: { username: '赵小明' } });
    const log = (await opLogs(h)).filter((l) => l.action === 'publicFormSubmit').at(-1)!;
    expect(log).toMatchObject({ account_id: null, site_id: SITE.corporate, result: 'ok', code: 200, ip: '198.51.100.7' });
    expect(log.detail).toContain(String(stored.id));
  });

  it('stores HTML, script and formula text verbatim, as text', async () => {
    const hostile = { title: '<img src=x onerror=alert(1)>', field0: '<script>alert("x")</script> =SUM(A1:A2) +1 @x' };
    expect((await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues(hostile))).statusCode).toBe(200);
    const stored = JSON.parse((await messagesOf(h, LEAD_FORM.onlineMessage)).at(-1)!.values);
    expect(stored.title).toBe(hostile.title);
    expect(stored.field0).toBe(hostile.field0);
    const admin = await h.login('admin');
    const res = await h.call('messageListAll', { token: admin, body: { rows: 1 } });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().data.rows[0].values.field0).toBe(hostile.field0);
  });

  it('refuses a 1 MB value with 413 and a Chinese message, storing nothing', async () => {
    const before = await snapshot(h);
    const res = await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ field0: 'x'.repeat(1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, message: `请求体过大（不能超过 ${SUBMIT_BODY_LIMIT / 1024} KB）`, data: null });
    expect(await snapshot(h)).toEqual(before);
    // Just under the body limit but over the rule book's cap for one value: the rule answers.
    await refused(await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ field0: '字'.repeat(5001) })), 400, '留言内容最多5000个字符', 'field0');
  });

  it('answers 该表单不存在或已停止收集 for an unpublished, removed or missing form', async () => {
    const admin = await h.login('admin');
    await h.call('formPublish', { token: admin, body: { id: LEAD_FORM.inquiry, published: false } });
    const values = { username: '钱八', phone: '13500000000', title: '询价', field0: '定制解决方案' };
    await refused(await submit(h, LEAD_FORM.inquiry, values), 404, SUBMIT_MSG.formClosed);
    await h.call('formPublish', { token: admin, body: { id: LEAD_FORM.inquiry, published: true } });
    expect((await submit(h, LEAD_FORM.inquiry, values)).statusCode).toBe(200);
    await refused(await submit(h, 99_999, values), 404, SUBMIT_MSG.formClosed);
    // A lead form id is not a data form id.
    await refused(await submit(h, LEAD_FORM.contactUs, values, 'data'), 404, SUBMIT_MSG.formClosed);
  });

  it('follows a data form’s published state like a lead form’s: stopped, it shows nothing and takes nothing', async () => {
    const admin = await h.login('admin');
    const values = { field0: '停用测试公司', field1: '13800000000', field2: '类型一' };
    const listed = async () => (await h.call('dataFormList', { token: admin })).json().data.rows.find((r: { id: number }) => r.id === DATA_FORM.customers);
    expect((await listed()).published).toBe(true);
    const off = await h.call('dataFormPublish', { token: admin, body: { id: DATA_FORM.customers, published: false } });
    expect(off.statusCode).toBe(200);
    expect((await listed()).published).toBe(false);
    const before = await snapshot(h);
    const definition = await h.call('publicFormDefinition', { query: { id: DATA_FORM.customers, kind: 'data' } });
    expect(definition.json()).toEqual({ code: 404, message: SUBMIT_MSG.formClosed, data: null });
    await refused(await submit(h, DATA_FORM.customers, values, 'data'), 404, SUBMIT_MSG.formClosed);
    expect(await snapshot(h)).toEqual(before);
    await h.call('dataFormPublish', { token: admin, body: { id: DATA_FORM.customers, published: true } });
    expect((await h.call('publicFormDefinition', { query: { id: DATA_FORM.customers, kind: 'data' } })).statusCode).toBe(200);
    expect((await submit(h, DATA_FORM.customers, values, 'data')).statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it('answers 429 after SUBMIT_RATE_LIMIT_PER_MINUTE submissions from one address, per address', async () => {
    const limited = await startServer({ SUBMIT_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await submit(limited, LEAD_FORM.onlineMessage, onlineMessageValues(), 'lead', '203.0.113.50')).statusCode).toBe(200);
      const before = await snapshot(limited, { includeOpLogs: true });
      const res = await submit(limited, LEAD_FORM.onlineMessage, onlineMessageValues(), 'lead', '203.0.113.50');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ code: 429, message: MSG.tooManyRequests, data: null });
      // Refused before the body is read; nothing stored (and not logged).
      expect(await snapshot(limited, { includeOpLogs: true })).toEqual(before);
      expect((await submit(limited, LEAD_FORM.onlineMessage, onlineMessageValues(), 'lead', '203.0.113.51')).statusCode).toBe(200);
      // Refused submissions count too (a flood of bad ones is still a flood).
      await submit(limited, LEAD_FORM.onlineMessage, { bad: 1 }, 'lead', '203.0.113.52');
      await submit(limited, LEAD_FORM.onlineMessage, { bad: 1 }, 'lead', '203.0.113.52');
      await submit(limited, LEAD_FORM.onlineMessage, { bad: 1 }, 'lead', '203.0.113.52');
      expect((await submit(limited, LEAD_FORM.onlineMessage, onlineMessageValues(), 'lead', '203.0.113.52')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('is on by default at 10 a minute', async () => {
    expect(h.config.submitRateLimitPerMinute).toBe(0);
    const { loadConfig } = await import('../../server/core/config');
    expect(loadConfig({}).submitRateLimitPerMinute).toBe(10);
  });
});

describe('group commit', () => {
  it('stores every one of many concurrent submissions, each answered only after its commit', async () => {
    if (h.built.dialect !== 'sqlite') return; // the batcher is SQLite's; PostgreSQL commits each on its own
    const before = (await messagesOf(h, LEAD_FORM.onlineMessage)).length;
    const logsBefore = (await opLogs(h)).length;
    const batches = h.built.deps.batcher.stats.batches;
    // A second connection to the same file sees only committed data.
    const outside = new Database(sqliteFileOf(h.config), { readonly: true });
    const committed = outside.prepare("select count(*) as n from form_messages where search_text like ? escape '\\'").pluck();
    try {
      const n = 200;
      const seenAtAnswer: number[] = [];
      await Promise.all(Array.from({ length: n }, (_, i) => {
        const marker = `group-commit-${i}-marker`;
        return submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ field0: marker }), 'lead', `192.0.2.${i % 250}`).then((res) => {
          expect(res.statusCode).toBe(200);
          // The moment the answer arrives, its row is already durable and visible to others.
          seenAtAnswer.push(committed.get(`%${marker.replace(/_/g, '\\_')}%`) as number);
        });
      }));
      expect(seenAtAnswer).toEqual(new Array(n).fill(1));
      expect((await messagesOf(h, LEAD_FORM.onlineMessage)).length).toBe(before + n);
      // Each with its operation-log row, committed together with it.
      expect((await opLogs(h)).length - logsBefore).toBe(n);
      // Shared commits: far fewer batches than submissions.
      expect(h.built.deps.batcher.stats.batches - batches).toBeLessThan(n / 4);
    } finally {
      outside.close();
    }
  });
});
