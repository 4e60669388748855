// 操作日志 on the server (admin/System getLogList, getLogDetail, getLogUsers, exportLog; key
// operation_log): the seeded 30 days, every filter (user, action, date range, IP, result), the
// active site's rows only (another site's row answers 404), a call's before/after in the detail with
// secrets as ******, refusals and validation in Chinese with nothing changed, and the .xlsx export
// task with formulas neutralised. Runs on SQLite and, with TEST_PG_URL, PostgreSQL.
import ExcelJS from 'exceljs';
import type { ApiName } from '../../shared/domain/api/endpoints';
import { OPLOG_MSG, type OplogDetail, type OplogListData } from '../../shared/domain/settings/oplog';
import { SEED_ACCOUNTS, SITE } from '../../server/core/db/seedData';
import { diffChanges, MASKED } from '../../server/core/http/auditChanges';
import type { AnyRoute } from '../../server/core/http/routeDef';
import { EMPTY, obj, str } from '../../server/core/http/schemas';
import { endpoint } from '../../shared/domain/api/endpoint';
import { CHINESE, snapshot, startServer, type CallOptions, type Harness } from './support/harness';
import { tokenWith } from './support/content';

// A probe route that saves a "mail password" and notes its changes as a real settings save does.
const secretProbe: AnyRoute = {
  name: 'oplogSecretProbe',
  endpoint: endpoint('admin', 'POST', 'test/oplogSecretProbe'),
  access: { permission: 'email_setting' },
  mutates: true,
  schema: { querystring: EMPTY, body: obj({ host: str(100), password: str(100), smtp_pass: str(100) }) },
  handler(ctx) {
    const body = ctx.body as { host: string; password: string; smtp_pass: string };
    // The handler masks what it knows is secret; smtp_pass it forgets, and the log masks it by name.
    ctx.note({ detail: '保存邮件设置', changes: diffChanges({ host: 'smtp.old.cn', password: 'OldSecret1', smtp_pass: 'Old2' }, body, { secret: ['password'] }) });
    return { ok: true };
  },
};

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer({}, { extraRoutes: [secretProbe] });
  admin = await h.login('admin');
}, 30_000);
afterAll(() => h.close());

const call = (name: ApiName, options: CallOptions = {}) => h.call(name, { token: admin, ...options });
async function list(query: Record<string, string | number> = {}): Promise<OplogListData> {
  const res = await call('opLogList', { query: { rows: 100, ...query } });
  expect(res.json()).toMatchObject({ code: 200 });
  return res.json().data;
}
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (ms: number) => { const d = new Date(ms); return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`; };

describe('the list', () => {
  it('shows the demo site its 30 days of sign-ins, saves and refusals, newest first, with Chinese labels and names', async () => {
    const all = await list();
    expect(all.total).toBeGreaterThan(100);
    const times = all.rows.map((r) => r.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const labels = new Set(all.rows.map((r) => r.label));
    expect([...labels]).toEqual(expect.arrayContaining(['登录', '保存文章']));
    const names = new Set(all.rows.map((r) => r.account_name));
    expect([...names]).toEqual(expect.arrayContaining(['admin（系统管理员）', 'operator（运营专员）']));
    const results = new Set((await list({ rows: 100, page: 2 })).rows.concat(all.rows).map((r) => r.result));
    expect([...results].sort()).toEqual(['failed', 'ok', 'refused']);
  });

  it('filters by action, user, result, IP and date range, each alone and together', async () => {
    const saves = await list({ action: 'articleSave' });
    expect(saves.total).toBe(30);
    expect(saves.rows.every((r) => r.action === 'articleSave' && r.label === '保存文章' && r.has_changes)).toBe(true);

    const operator = await list({ account_id: SEED_ACCOUNTS.operator.id });
    expect(operator.rows.length).toBeGreaterThan(0);
    expect(operator.rows.every((r) => r.account_id === SEED_ACCOUNTS.operator.id)).toBe(true);

    const refused = await list({ result: 'refused' });
    expect(refused.total).toBeGreaterThan(0);
    expect(refused.rows.every((r) => r.result === 'refused' && r.code === 403)).toBe(true);

    const byIp = await list({ ip: '223.104.' });
    expect(byIp.total).toBeGreaterThan(0);
    expect(byIp.rows.every((r) => r.ip.startsWith('223.104.'))).toBe(true);

    const newest = saves.rows[0].created_at;
    const oneDay = await list({ action: 'articleSave', date_start: dayOf(newest), date_end: dayOf(newest) });
    expect(oneDay.rows.map((r) => r.id)).toEqual([saves.rows[0].id]);
    const none = await list({ action: 'articleSave', account_id: SEED_ACCOUNTS.admin.id });
    expect(none).toMatchObject({ total: 0, rows: [], capped: false });
  });

  it('pages: page 2 continues page 1 without overlap', async () => {
    const p1 = await list({ rows: 10, page: 1 });
    const p2 = await list({ rows: 10, page: 2 });
    expect(p1.rows).toHaveLength(10);
    expect(p2.rows[0].created_at).toBeLessThanOrEqual(p1.rows[9].created_at);
    expect(p2.rows.some((r) => p1.rows.some((q) => q.id === r.id))).toBe(false);
  });

  it('lists the caller company\'s accounts for the 操作人 filter, never another company\'s', async () => {
    const res = await call('opLogAccounts');
    const names = (res.json().data as { name: string }[]).map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['admin（系统管理员）', 'operator（运营专员）']));
    expect(names.some((n) => n.startsWith('demo') || n.startsWith('contest'))).toBe(false);
  });
});

describe('the active site only', () => {
  it('leaves out another site\'s rows and answers 404 for one of its ids', async () => {
    const [{ id: foreign }] = await h.built.db.insertInto('op_logs').values({
      account_id: SEED_ACCOUNTS.admin.id, site_id: SITE.marketingFree, action: 'articleSave', method: 'POST', path: '/x', ip: '9.9.9.9',
      result: 'ok', code: 200, detail: '别的网站', created_at: Date.now(), changes: '[]',
    }).returning('id').execute();
    expect((await list({ ip: '9.9.9.9' })).total).toBe(0);
    const res = await call('opLogDetail', { query: { id: foreign } });
    expect(res.json()).toMatchObject({ code: 404, message: OPLOG_MSG.notFound });
  });
});

describe('a call\'s before and after', () => {
  it('records each changed field of a save, secrets as ******, and shows them in the detail', async () => {
    const mailer = await tokenWith(h, ['email_setting']);
    const saved = await h.call(secretProbe, { token: mailer, body: { host: 'smtp.new.cn', password: 'NewSecret2', smtp_pass: 'New3' } });
    expect(saved.json().code).toBe(200);
    const row = (await list({ action: 'oplogSecretProbe' })).rows[0];
    expect(row).toMatchObject({ label: 'oplogSecretProbe', result: 'ok', has_changes: true });
    const detail = (await call('opLogDetail', { query: { id: row.id } })).json().data as OplogDetail;
    expect(detail.changes).toEqual([
      { field: 'host', before: 'smtp.old.cn', after: 'smtp.new.cn' },
      { field: 'password', before: MASKED, after: MASKED },
      { field: 'smtp_pass', before: MASKED, after: MASKED },
    ]);
    const stored = await h.built.db.selectFrom('op_logs').select('changes').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored.changes).not.toMatch(/Secret|Old2|New3/);
  });

  it('records nothing changed for a call that failed', async () => {
    const mailer = await tokenWith(h, ['email_setting']);
    const bad = await h.call(secretProbe, { token: mailer, body: { host: 'x', password: 'y', smtp_pass: 'z', extra: 1 } });
    expect(bad.json().code).toBe(400);
    const row = (await list({ action: 'oplogSecretProbe', result: 'failed' })).rows[0];
    expect(row.has_changes).toBe(false);
  });

  it('shows the QR save\'s before and after in Chinese', async () => {
    const current = (await call('qrConfigGet')).json().data;
    const saved = await call('qrConfigSave', { body: { ...current.options, level: 'H', width: 320 } });
    expect(saved.json().code).toBe(200);
    const row = (await list({ action: 'qrConfigSave' })).rows[0];
    expect(row).toMatchObject({ label: '保存二维码设置', account_id: SEED_ACCOUNTS.admin.id });
    const detail = (await call('opLogDetail', { query: { id: row.id } })).json().data as OplogDetail;
    expect(detail.changes).toEqual([{ field: '容错级别', before: 'M', after: 'H' }, { field: '宽度', before: 300, after: 320 }]);
  });
});

describe('bad input and access', () => {
  it('refuses a reversed or too long date range, a bad IP, an unknown field or result, in Chinese, changing nothing', async () => {
    const before = await snapshot(h);
    const cases: [Record<string, string | number>, string | RegExp][] = [
      [{ date_start: '2026-05-02', date_end: '2026-05-01' }, OPLOG_MSG.badDateRange],
      [{ date_start: '2024-01-01', date_end: '2026-01-01' }, OPLOG_MSG.rangeTooLong],
      [{ ip: '1.2.3.4%' }, OPLOG_MSG.badIp],
      [{ result: 'maybe' }, /result/],
      [{ date_start: '2026-02-30' }, /date_start/],
      [{ foo: 1 }, '不支持的参数：foo'],
      [{ page: 501, rows: 10 }, /前 5000 条/],
    ];
    for (const [query, message] of cases) {
      const res = await call('opLogList', { query });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(res.json().message).toMatch(CHINESE);
    }
    const exported = await call('opLogExport', { body: { date_start: '2026-05-02', date_end: '2026-05-01' } });
    expect(exported.json()).toMatchObject({ code: 400, message: OPLOG_MSG.badDateRange });
    expect(await snapshot(h)).toEqual(before);
  });

  it('refuses every log route to an account without operation_log (and logs the refusal)', async () => {
    const other = await tokenWith(h, ['qrcode_setting']);
    for (const name of ['opLogList', 'opLogDetail', 'opLogAccounts', 'opLogExport'] as const) {
      const res = await h.call(name, { token: other, query: name === 'opLogDetail' ? { id: 1 } : undefined, body: name === 'opLogExport' ? {} : undefined });
      expect(res.json().code).toBe(403);
    }
    const refused = (await list({ action: 'opLogList', result: 'refused' })).rows;
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].label).toBe('查看操作日志');
  });
});

describe('the export task', () => {
  it('writes the filtered log to an .xlsx with the Chinese labels and formulas neutralised', async () => {
    await h.built.db.insertInto('op_logs').values({
      account_id: SEED_ACCOUNTS.admin.id, site_id: SITE.corporate, action: 'articleSave', method: 'POST', path: '/x', ip: '8.8.8.8',
      result: 'ok', code: 200, detail: '=HYPERLINK("http://evil")', created_at: Date.now(), changes: JSON.stringify([{ field: '标题', before: '=1+1', after: '@SUM(A1)' }]),
    }).execute();
    const started = await call('opLogExport', { body: { action: 'articleSave' } });
    expect(started.json().code).toBe(200);
    const taskId = started.json().data.taskId as number;
    await h.built.deps.tasks.settled();
    expect((await call('taskGet', { query: { id: taskId } })).json().data).toMatchObject({ kind: 'settings.oplogExport', state: 'succeeded', title: '导出操作日志' });
    const file = await call('taskDownload', { query: { id: taskId } });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as never);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['时间', '操作人', '操作', '结果', 'IP', '请求', '说明', '变更内容']);
    expect(rows).toHaveLength(1 + 31);
    expect(rows.slice(1).every((r) => r[2] === '保存文章')).toBe(true);
    const evil = rows.find((r) => r[4] === '8.8.8.8')!;
    expect(evil[6]).toBe(`'=HYPERLINK("http://evil")`);
    expect(evil[7]).toBe('标题：=1+1 → @SUM(A1)');
    expect(rows.some((r) => r.some((c) => typeof c === 'object' && c !== null && 'formula' in (c as object)))).toBe(false);
  });
});
