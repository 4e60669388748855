// Information search on the server (issue 13 §8): the seeded 证书查询; lookups added and edited by
// the shared rule book (title, fields, at least one condition, a forged rank refused, nothing
// stored); 精确 / 模糊匹配 in SQL agreeing with the rule book, also after the conditions change;
// records checked by field type (script kept as text, a 1 MB value refused); the Excel import as a
// task (errors by row in its error file, progress readable while it runs, an .exe named .xlsx
// refused, the history); the visitors' lookup (closed, 仅会员, rank, ≤ 20 results, only 结果显示
// fields, the per-address limit, counted for the card); every route refused without
// information_search; another site's lookup, record or task answering 404 and changing nothing.
import { createHash, randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { TaskView } from '../../shared/domain/api/tasks';
import type { ApiName } from '../../shared/domain/api/endpoints';
import { INFO_DEFAULT_NO_RESULT, INFO_MSG, type InfoField, type InfoImportResult } from '../../shared/domain/members';
import { MSG } from '../../shared/domain/messages';
import { SITE } from '../../server/core/db/seedData';
import { urlOf } from '../../server/core/http/register';
import { API } from '../../shared/domain/api/endpoints';
import { infoImportKind } from '../../server/modules/members/information/importTask';
import { informationPart } from '../../server/modules/members/information/part';
import { LOOKUPS_PER_MINUTE } from '../../server/modules/members/information/publicRoutes';
import { storedValues } from '../../server/modules/members/information/records';
import { seedCertificate, SEED_CERTIFICATES, SEED_SHIPMENTS } from '../../server/modules/members/information/seed';
import { CHINESE, snapshot, startServer, type CallOptions, type Harness } from './support/harness';
import { tokenWith } from './support/content';
import { multipart } from './support/multipart';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

const call = (name: ApiName, options: CallOptions = {}) => h.call(name, { token: admin, ...options });
const db = () => h.built.db;

async function queryNamed(title: string): Promise<number> {
  return (await db().selectFrom('info_queries').select('id').where('site_id', '=', SITE.corporate).where('title', '=', title).executeTakeFirstOrThrow()).id;
}

const FIELDS: InfoField[] = [
  { key: 'f1', name: '编号', type: 'text', condition: true, shown: true, required: true },
  { key: 'f2', name: '数量', type: 'number', condition: false, shown: true, required: false },
  { key: 'f3', name: '日期', type: 'date', condition: false, shown: true, required: false },
  { key: 'f4', name: '网址', type: 'link', condition: false, shown: false, required: false },
  { key: 'f5', name: '图片', type: 'image', condition: false, shown: true, required: false },
];

async function addQuery(over: Record<string, unknown> = {}): Promise<number> {
  const res = await call('infoAdd', { body: { title: '测试查询', fields: FIELDS, degree: 'exact', permission: 'all', ...over } });
  expect(res.json()).toMatchObject({ code: 200 });
  return res.json().data.id;
}

async function addRecord(queryId: number, values: Record<string, string>): Promise<number> {
  const res = await call('infoRecordAdd', { body: { query_id: queryId, values } });
  expect(res.json()).toMatchObject({ code: 200 });
  return res.json().data.id;
}

/** A rank of a site, straight into the table (the members area seeds the demo site's own). */
async function rank(site: number, name: string, level: number): Promise<number> {
  const at = Date.now();
  return (await db().insertInto('member_ranks').values({ site_id: site, name, level, color: '#1677ff', is_default: 0, allow_download: 1, created_at: at, updated_at: at })
    .returning('id').executeTakeFirstOrThrow()).id;
}

/** A signed-in member of the site with that rank: the cookie a visitor's browser would send. */
async function memberCookie(site: number, rankId: number): Promise<Record<string, string>> {
  const at = Date.now();
  const account = `m${randomBytes(4).toString('hex')}`;
  const { id } = await db().insertInto('members').values({
    site_id: site, account, account_key: account, password_hash: 'x', phone: '', email: '', nickname: '', real_name: '', company: '', rank_id: rankId,
    status: 1, source: 2, remark: '', session_version: 1, registered_at: at, last_login_at: null, last_login_ip: '', created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await db().insertInto('member_sessions').values({
    site_id: site, member_id: id, token_hash: createHash('sha256').update(token).digest('hex'), session_version: 1, expires_at: at + 3600_000, created_at: at,
  }).execute();
  return { [`member_${site}`]: token };
}

/** A visitor's lookup from an address of its own (the per-address limit is tested on its own). */
let visitor = 0;
function lookup(body: unknown, cookies?: Record<string, string>, ip = `10.1.${Math.floor(++visitor / 250)}.${visitor % 250}`) {
  return h.built.app.inject({ method: 'POST', url: urlOf({ endpoint: API.infoPublicSearch }), payload: body as object, remoteAddress: ip, cookies });
}

/** A lookup of another site (the admin's active site is 1001). */
async function foreignQuery(): Promise<{ queryId: number; recordId: number }> {
  const at = Date.now();
  const { id: queryId } = await db().insertInto('info_queries').values({
    site_id: SITE.global, title: 'Certificates', fields: JSON.stringify(FIELDS), degree: 'exact', permission: 'all', no_result: '', weight: 0, if_open: 1, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  const { id: recordId } = await db().insertInto('info_records').values({ site_id: SITE.global, query_id: queryId, ...storedValues(FIELDS, { f1: 'G-1', f2: '', f3: '', f4: '', f5: '' }), created_at: at, updated_at: at })
    .returning('id').executeTakeFirstOrThrow();
  return { queryId, recordId };
}

async function workbook(header: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('数据');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function upload(queryId: number | string, file: Buffer, fileName = '记录.xlsx', token = admin) {
  const { payload, contentType } = multipart([
    { name: 'query_id', value: String(queryId) },
    { name: 'file', value: file, fileName, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  ]);
  return h.call('infoImport', { token, raw: { payload, contentType } });
}

async function taskOf(id: number): Promise<TaskView> {
  await h.built.deps.tasks.settled();
  return (await call('taskGet', { query: { id } })).json().data;
}

describe('the seeded lookups', () => {
  it('lists 证书查询 with its 200 records before 物流查询 (larger weight first)', async () => {
    const res = await call('infoList', { query: { page: 1, rows: 20 } });
    expect(res.json().code).toBe(200);
    const rows = res.json().data.rows;
    const titles = rows.map((r: any) => r.title);
    expect(titles.indexOf('证书查询')).toBeLessThan(titles.indexOf('物流查询'));
    expect(rows.find((r: any) => r.title === '证书查询')).toMatchObject({ record_count: SEED_CERTIFICATES, if_open: 1, degree: 'exact', permission: 'all', weight: 10, field_count: 6 });
    expect(rows.find((r: any) => r.title === '物流查询')).toMatchObject({ record_count: SEED_SHIPMENTS, permission: 'member', degree: 'fuzzy' });
    expect((await call('infoList', { query: { keyword: '证书' } })).json().data.rows.map((r: any) => r.title)).toEqual(['证书查询']);
  });

  it('answers a visitor who gives a certificate’s number and holder, only its 结果显示 fields', async () => {
    const id = await queryNamed('证书查询');
    const cert = seedCertificate(41);
    const form = await h.call('infoPublicForm', { query: { site: SITE.corporate, id } });
    expect(form.json().data).toMatchObject({ title: '证书查询', degree: 'exact', conditions: [{ key: 'f1', name: '证书编号' }, { key: 'f2', name: '姓名' }] });
    expect(form.json().data.columns.map((c: any) => c.name)).toEqual(['证书编号', '姓名', '证书名称', '发证日期', '有效期至']);
    // Case and full-width forms do not matter; the holder must match too.
    const res = await lookup({ site: SITE.corporate, id, values: { f1: ` ${cert.f1.toLowerCase().replace('2026', '２０２６')} `, f2: cert.f2 } });
    expect(res.json().data).toEqual({ rows: [{ f1: cert.f1, f2: cert.f2, f3: cert.f3, f4: cert.f4, f5: cert.f5 }], more: false, noResult: '' });
    const wrong = await lookup({ site: SITE.corporate, id, values: { f1: cert.f1, f2: '无此人' } });
    expect(wrong.json().data).toEqual({ rows: [], more: false, noResult: '未查询到该证书，请核对证书编号和姓名' });
    // 精确匹配 needs every condition.
    const missing = await lookup({ site: SITE.corporate, id, values: { f1: cert.f1 } });
    expect([missing.statusCode, missing.json().message]).toEqual([400, INFO_MSG.conditionMissing('姓名')]);
    // Another site's address for the same lookup: not found.
    expect((await lookup({ site: SITE.global, id, values: { f1: cert.f1, f2: cert.f2 } })).json().message).toBe(INFO_MSG.queryNotFound);
  });
});

describe('defining a lookup', () => {
  it('adds one by the rule book, with 未查询到相关信息 by default', async () => {
    const id = await addQuery({ title: '  证书核验  ' });
    const detail = (await call('infoDetail', { query: { id } })).json().data;
    expect(detail).toMatchObject({ title: '证书核验', fields: FIELDS, degree: 'exact', permission: 'all', rank_ids: [], no_result: INFO_DEFAULT_NO_RESULT, if_open: 1, record_count: 0 });
  });

  it('refuses a bad definition in the rule book’s words and stores nothing', async () => {
    const before = await snapshot(h);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, INFO_MSG.titleRequired],
      [{ title: '查'.repeat(51) }, INFO_MSG.titleTooLong],
      [{ fields: FIELDS.map((f) => ({ ...f, condition: false })) }, INFO_MSG.conditionRequired],
      [{ fields: [] }, INFO_MSG.fieldsRequired],
      [{ fields: [FIELDS[0], { ...FIELDS[1], name: '编号' }] }, INFO_MSG.fieldNameRepeated('编号')],
      [{ fields: [FIELDS[0], { ...FIELDS[1], key: 'f1' }] }, INFO_MSG.fieldKeyInvalid],
      [{ permission: 'rank', rank_ids: [] }, INFO_MSG.ranksRequired],
      [{ no_result: '无'.repeat(101) }, INFO_MSG.noResultTooLong],
    ];
    for (const [over, message] of cases) {
      const res = await call('infoAdd', { body: { title: '坏查询', fields: FIELDS, ...over } });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    // 21 fields, an unknown property and a bad type: the schema refuses, in Chinese.
    const many = Array.from({ length: 21 }, (_, i) => ({ ...FIELDS[0], key: `f${i + 1}`, name: `字段${i}` }));
    for (const body of [
      { title: '多', fields: many },
      { title: '多', fields: FIELDS, extra: 1 },
      { title: '多', fields: [{ ...FIELDS[0], type: 'html' }] },
    ]) {
      const res = await call('infoAdd', { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(CHINESE);
    }
    // A rank of another site is a forged rank.
    const foreignRank = await rank(SITE.global, '外站等级', 1);
    const forged = await call('infoAdd', { body: { title: '伪造', fields: FIELDS, permission: 'rank', rank_ids: [foreignRank] } });
    expect([forged.statusCode, forged.json().message]).toEqual([400, INFO_MSG.rankUnknown]);
    const after = await snapshot(h);
    expect({ ...after, member_ranks: [] }).toEqual({ ...before, member_ranks: [] });
  });

  it('edits the conditions and keys the records again: the new condition finds them', async () => {
    const id = await addQuery({ title: '改条件' });
    await addRecord(id, { f1: 'A-001', f2: '12', f3: '2026-01-05', f4: '', f5: '' });
    const fields = FIELDS.map((f) => (f.key === 'f2' ? { ...f, condition: true } : f.key === 'f1' ? { ...f, condition: false } : f));
    const res = await call('infoEdit', { body: { id, title: '改条件', fields } });
    expect(res.json().data).toMatchObject({ fields });
    const found = await lookup({ site: SITE.corporate, id, values: { f2: '12' } });
    expect(found.json().data.rows).toHaveLength(1);
    // A field removed takes its values.
    await call('infoEdit', { body: { id, title: '改条件', fields: fields.filter((f) => f.key !== 'f3') } });
    const list = (await call('infoRecordList', { query: { query_id: id } })).json().data;
    expect(list.rows[0].values).toEqual({ f1: 'A-001', f2: '12', f4: '', f5: '' });
  });

  it('switches degree, permission, weight and 开放 one at a time', async () => {
    const id = await addQuery({ title: '开关' });
    const r1 = await rank(SITE.corporate, `金牌${id}`, 90);
    expect((await call('infoDegree', { body: { id, degree: 'fuzzy' } })).json().data).toEqual({ id, degree: 'fuzzy' });
    expect((await call('infoPermission', { body: { id, permission: 'rank', rank_ids: [r1] } })).json().data).toEqual({ id, permission: 'rank', rank_ids: [r1] });
    expect((await call('infoPermission', { body: { id, permission: 'rank' } })).json().message).toBe(INFO_MSG.ranksRequired);
    expect((await call('infoWeight', { body: { id, weight: 99 } })).json().data).toEqual({ id, weight: 99 });
    expect((await call('infoWeight', { body: { id, weight: 10000 } })).statusCode).toBe(400);
    expect((await call('infoIfOpen', { body: { id, if_open: 0 } })).json().data).toEqual({ id, if_open: 0 });
    expect((await call('infoDetail', { query: { id } })).json().data).toMatchObject({ degree: 'fuzzy', permission: 'rank', rank_ids: [r1], weight: 99, if_open: 0 });
    const rows = (await call('infoList', { query: { rows: 100 } })).json().data.rows;
    expect(rows[0]).toMatchObject({ id, rank_names: [`金牌${id}`] });
    const ranks = (await call('infoUserRankLink')).json().data;
    expect(ranks.map((r: any) => r.id)).toContain(r1);
    expect(ranks.every((r: any) => Object.keys(r).sort().join() === 'color,id,level,name')).toBe(true);
  });

  it('removes a lookup with its records, ranks and history', async () => {
    const id = await addQuery({ title: '删除我', permission: 'rank', rank_ids: [await rank(SITE.corporate, '删除用', 77)] });
    await addRecord(id, { f1: 'X' });
    expect((await call('infoRemove', { body: { id } })).json().data).toEqual({ removed: 1 });
    expect(await db().selectFrom('info_records').select('id').where('query_id', '=', id).execute()).toEqual([]);
    expect(await db().selectFrom('info_query_ranks').select('rank_id').where('query_id', '=', id).execute()).toEqual([]);
    expect((await call('infoDetail', { query: { id } })).statusCode).toBe(404);
  });
});

describe('records', () => {
  let id: number;
  beforeAll(async () => {
    id = await addQuery({ title: '记录' });
  });

  it('checks values by field type and keeps markup as text', async () => {
    const bad: [Record<string, string>, string][] = [
      [{ f1: '' }, INFO_MSG.valueRequired('编号')],
      [{ f1: 'A', f2: '十二' }, INFO_MSG.notNumber('数量')],
      [{ f1: 'A', f3: '2026-02-30' }, INFO_MSG.notDate('日期')],
      [{ f1: 'A', f4: 'javascript:alert(1)' }, INFO_MSG.notLink('网址')],
      [{ f1: 'A', f5: 'data:image/png;base64,AAAA' }, INFO_MSG.notImage('图片')],
      [{ f1: '长'.repeat(1001) }, INFO_MSG.valueTooLong('编号', 1000)],
    ];
    const before = await snapshot(h);
    for (const [values, message] of bad) {
      const res = await call('infoRecordAdd', { body: { query_id: id, values } });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    // A 1 MB value and an unknown field: refused before the rule book, in Chinese.
    for (const values of [{ f1: 'x'.repeat(1024 * 1024) }, { f9: 'x' }, { f1: 'A', extra: 'x' }]) {
      const res = await call('infoRecordAdd', { body: { query_id: id, values } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toMatch(CHINESE);
    }
    expect(await snapshot(h)).toEqual(before);
    const script = '<script>alert(1)</script>';
    const recordId = await addRecord(id, { f1: script, f2: '3.5', f3: '2026/1/5', f4: 'https://example.com/a', f5: '/uploads/1001/2026-01/a.png' });
    const listed = (await call('infoRecordList', { query: { query_id: id, keyword: '<SCRIPT>' } })).json().data;
    expect(listed.rows).toEqual([expect.objectContaining({ id: recordId, values: { f1: script, f2: '3.5', f3: '2026-01-05', f4: 'https://example.com/a', f5: '/uploads/1001/2026-01/a.png' } })]);
    const found = await lookup({ site: SITE.corporate, id, values: { f1: script } });
    expect(found.json().data.rows[0].f1).toBe(script);
  });

  it('edits, searches, pages and removes in batches', async () => {
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await addRecord(id, { f1: `B-${String(i).padStart(2, '0')}`, f2: String(i) }));
    const edited = await call('infoRecordEdit', { body: { query_id: id, id: ids[0], values: { f1: 'B-00', f2: '100' } } });
    expect(edited.json().data.values).toMatchObject({ f2: '100' });
    const page = (await call('infoRecordList', { query: { query_id: id, keyword: 'b-', rows: 5, page: 2 } })).json().data;
    expect([page.total, page.rows.length]).toEqual([12, 5]);
    expect((await call('infoRecordRemove', { body: { query_id: id, ids: ids.slice(0, 3) } })).json().data).toEqual({ removed: 3 });
    expect((await call('infoRecordList', { query: { query_id: id, keyword: 'b-' } })).json().data.total).toBe(9);
  });
});

describe('another site', () => {
  it('answers 404 for its lookup, record or task and changes nothing', async () => {
    const { queryId, recordId } = await foreignQuery();
    const own = await addQuery({ title: '本站' });
    const ownRecord = await addRecord(own, { f1: 'mine' });
    const before = await snapshot(h);
    const attempts: [ApiName, CallOptions][] = [
      ['infoDetail', { query: { id: queryId } }],
      ['infoRecordList', { query: { query_id: queryId } }],
      ['infoImportTemplate', { query: { query_id: queryId } }],
      ['infoImportHistory', { query: { query_id: queryId } }],
      ['infoEdit', { body: { id: queryId, title: 'x', fields: FIELDS } }],
      ['infoRemove', { body: { id: queryId } }],
      ['infoDegree', { body: { id: queryId, degree: 'fuzzy' } }],
      ['infoPermission', { body: { id: queryId, permission: 'member' } }],
      ['infoWeight', { body: { id: queryId, weight: 5 } }],
      ['infoIfOpen', { body: { id: queryId, if_open: 0 } }],
      ['infoRecordAdd', { body: { query_id: queryId, values: { f1: 'x' } } }],
      ['infoRecordEdit', { body: { query_id: queryId, id: recordId, values: { f1: 'x' } } }],
      // Its record under one of this site's lookups, alone or in a batch.
      ['infoRecordEdit', { body: { query_id: own, id: recordId, values: { f1: 'x' } } }],
      ['infoRecordRemove', { body: { query_id: own, ids: [ownRecord, recordId] } }],
      ['infoRecordRemove', { body: { query_id: queryId, ids: [recordId] } }],
    ];
    for (const [name, options] of attempts) {
      const res = await call(name, options);
      expect([name, res.statusCode]).toEqual([name, 404]);
      expect(res.json().message).toMatch(CHINESE);
    }
    const imported = await upload(queryId, await workbook(['编号'], [['x']]));
    expect(imported.statusCode).toBe(404);
    expect(await snapshot(h)).toEqual(before);
    // An import task of the other site.
    const taskId = await h.built.deps.tasks.start({ siteId: SITE.global, accountId: 1 }, infoImportKind, { file: `${SITE.global}/${'0'.repeat(32)}.xlsx`, fileName: 'a.xlsx', queryId, importId: 1 });
    await h.built.deps.tasks.settled();
    for (const name of ['taskGet', 'taskDownload'] as const) expect((await call(name, { query: { id: taskId } })).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('refuses every information route to an operator without information_search', async () => {
    const token = await tokenWith(h, ['member_manage', 'opportunity_radar']);
    const names = (Object.keys(API) as ApiName[]).filter((n) => n.startsWith('info') && !n.startsWith('infoPublic'));
    expect(names).toHaveLength(17);
    const before = await snapshot(h);
    for (const name of names) {
      const method = API[name].method;
      const res = await h.call(name, { token, ...(method === 'POST' ? { body: {} } : {}) });
      expect([name, res.statusCode]).toEqual([name, 403]);
    }
    expect(await snapshot(h)).toEqual(before);
    const holder = await tokenWith(h, ['information_search']);
    expect((await h.call('infoList', { token: holder })).statusCode).toBe(200);
  });
});

describe('the import', () => {
  let id: number;
  beforeAll(async () => {
    id = await addQuery({ title: '导入' });
  });

  it('downloads a template of the lookup’s fields', async () => {
    const res = await call('infoImportTemplate', { query: { query_id: id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(FIELDS.map((f) => f.name));
    expect(wb.worksheets[1].name).toBe('说明');
  });

  it('stores the good rows, lists the bad ones by row in its error file, and keeps a history', async () => {
    const rows = [
      ['C-1', 5, '2026-03-01', 'https://example.com', ''],
      ['', 1, null, null, null],
      ['C-3', 'many', null, null, null],
      ['=cmd|calc', 2, null, null, null],
    ];
    const res = await upload(id, await workbook(FIELDS.map((f) => f.name), rows), '证书.xlsx');
    expect(res.json()).toMatchObject({ code: 200 });
    const task = await taskOf(res.json().data.taskId);
    expect(task).toMatchObject({ state: 'succeeded', resultName: expect.stringContaining('导入错误') });
    expect(task.result as InfoImportResult).toEqual({ rows: 4, added: 2, failed: 2, errors: [{ row: 3, reason: INFO_MSG.valueRequired('编号') }, { row: 4, reason: INFO_MSG.notNumber('数量') }] });
    const file = await call('taskDownload', { query: { id: task.id } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as never);
    const sheet = wb.worksheets[0];
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(2).getCell(2).value]).toEqual([3, INFO_MSG.valueRequired('编号')]);
    const list = (await call('infoRecordList', { query: { query_id: id } })).json().data;
    expect(list.rows.map((r: any) => r.values.f1).sort()).toEqual(['=cmd|calc', 'C-1']);
    const history = (await call('infoImportHistory', { query: { query_id: id } })).json().data;
    expect(history.rows[0]).toMatchObject({ task_id: task.id, file_name: '证书.xlsx', state: 'succeeded', rows: 4, added: 2, failed: 2, has_errors: true, operator: expect.any(String) });
    expect(history.rows[0].operator).not.toBe('');
  });

  it('shows its progress while it runs, read again as after a reload', async () => {
    const original = infoImportKind.run;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    infoImportKind.run = (ctx) => original({ ...ctx, progress(done, total, stage) {
      ctx.progress(done, total, stage);
      if (stage === '正在检查数据' && done >= 1000) return held as unknown as void;
    } });
    try {
      const rows = Array.from({ length: 2500 }, (_, i) => [`P-${i}`, i, null, null, null]);
      const res = await upload(id, await workbook(FIELDS.map((f) => f.name), rows));
      const taskId = res.json().data.taskId;
      let view: TaskView | undefined;
      for (let i = 0; i < 200; i++) {
        view = (await call('taskGet', { query: { id: taskId } })).json().data;
        if (view?.done === 1000) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(view).toMatchObject({ state: 'running', done: 1000, total: 2500, stage: '正在检查数据' });
      const history = (await call('infoImportHistory', { query: { query_id: id } })).json().data;
      expect(history.rows[0]).toMatchObject({ task_id: taskId, state: 'running' });
      release();
      expect(await taskOf(taskId)).toMatchObject({ state: 'succeeded', result: { rows: 2500, added: 2500, failed: 0 } });
    } finally {
      infoImportKind.run = original;
      release();
    }
  });

  it('reads Chinese text whole however the file is cut into chunks (no “�”)', async () => {
    const names = ['持证人', '张伟', '焊工（高级）', '数控机床操作员'];
    const rows = Array.from({ length: 3000 }, (_, i) => [`Q-${i}`, i, null, null, null].map((v, c) => (c === 0 ? `${v}${names[i % 4]}${'汉'.repeat(i % 7)}` : v)));
    const res = await upload(id, await workbook(FIELDS.map((f) => f.name), rows));
    expect(await taskOf(res.json().data.taskId)).toMatchObject({ state: 'succeeded', result: { added: 3000 } });
    const stored = await db().selectFrom('info_records').select('vals').where('query_id', '=', id).where('vals', 'like', '%Q-%').execute();
    expect(stored).toHaveLength(3000);
    expect(stored.filter((r) => r.vals.includes('\uFFFD'))).toEqual([]);
  });

  it('refuses a file of more than 50,000 rows, storing nothing', async () => {
    const before = (await call('infoRecordList', { query: { query_id: id } })).json().data.total;
    const rows = Array.from({ length: 50_001 }, (_, i) => [`L${i}`]);
    const res = await upload(id, await workbook(['编号'], rows));
    expect(await taskOf(res.json().data.taskId)).toMatchObject({ state: 'failed', error: INFO_MSG.importTooManyRows });
    expect((await call('infoRecordList', { query: { query_id: id } })).json().data.total).toBe(before);
  });

  it('refuses an .exe named .xlsx and a file of another lookup’s columns', async () => {
    const before = await snapshot(h);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), randomBytes(4096)]);
    const res = await upload(id, exe, '记录.xlsx');
    expect([res.statusCode, res.json().message]).toEqual([415, INFO_MSG.importNotXlsx]);
    expect(await snapshot(h)).toEqual(before);
    const wrong = await upload(id, await workbook(['证书编号', '姓名'], [['a', 'b']]));
    const task = await taskOf(wrong.json().data.taskId);
    expect(task).toMatchObject({ state: 'failed', error: INFO_MSG.importUnknownColumn('证书编号') });
  });
});

describe('the visitors’ lookup', () => {
  it('refuses a closed lookup, 仅会员 without a member, and a rank not allowed', async () => {
    const id = await addQuery({ title: '会员查询' });
    await addRecord(id, { f1: 'M-1' });
    await call('infoIfOpen', { body: { id, if_open: 0 } });
    const closed = await lookup({ site: SITE.corporate, id, values: { f1: 'M-1' } });
    expect([closed.statusCode, closed.json().message]).toEqual([404, INFO_MSG.closed]);
    expect((await h.call('infoPublicForm', { query: { site: SITE.corporate, id } })).json().message).toBe(INFO_MSG.closed);
    await call('infoIfOpen', { body: { id, if_open: 1 } });

    await call('infoPermission', { body: { id, permission: 'member' } });
    const anonymous = await lookup({ site: SITE.corporate, id, values: { f1: 'M-1' } });
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([400, INFO_MSG.memberOnly]);
    const silver = await rank(SITE.corporate, `银牌${id}`, 20);
    const gold = await rank(SITE.corporate, `金牌会员${id}`, 30);
    const silverMember = await memberCookie(SITE.corporate, silver);
    expect((await lookup({ site: SITE.corporate, id, values: { f1: 'M-1' } }, silverMember)).json().data.rows).toHaveLength(1);
    // A member of another site is no member here.
    const foreign = await memberCookie(SITE.global, await rank(SITE.global, `外站${id}`, 5));
    expect((await lookup({ site: SITE.corporate, id, values: { f1: 'M-1' } }, { [`member_${SITE.corporate}`]: Object.values(foreign)[0] })).json().message).toBe(INFO_MSG.memberOnly);

    await call('infoPermission', { body: { id, permission: 'rank', rank_ids: [gold] } });
    const denied = await lookup({ site: SITE.corporate, id, values: { f1: 'M-1' } }, silverMember);
    expect([denied.statusCode, denied.json().message]).toEqual([400, INFO_MSG.rankDenied]);
    expect((await lookup({ site: SITE.corporate, id, values: { f1: 'M-1' } }, await memberCookie(SITE.corporate, gold))).json().data.rows).toHaveLength(1);
  });

  it('answers at most 20 records of a 模糊匹配 (≥ 2 characters), in SQL as the rule book matches', async () => {
    const fields: InfoField[] = [
      { key: 'f1', name: '单号', type: 'text', condition: true, shown: true, required: true },
      { key: 'f2', name: '城市', type: 'text', condition: true, shown: true, required: false },
      { key: 'f3', name: '内部', type: 'text', condition: false, shown: false, required: false },
    ];
    const id = await addQuery({ title: '模糊', fields, degree: 'fuzzy' });
    for (let i = 0; i < 25; i++) await addRecord(id, { f1: `SF-${i}`, f2: i % 2 ? '上海' : '北京', f3: '秘密' });
    // A value whose text would match across the separator must not: f1 ends with 上, f2 starts with 海.
    await addRecord(id, { f1: 'XX上', f2: '海口', f3: '' });
    const many = (await lookup({ site: SITE.corporate, id, values: { f1: 'sf' } })).json().data;
    expect([many.rows.length, many.more]).toEqual([20, true]);
    expect(Object.keys(many.rows[0]).sort()).toEqual(['f1', 'f2']);
    const both = (await lookup({ site: SITE.corporate, id, values: { f1: 'sf-1', f2: '上海' } })).json().data.rows;
    expect(both.map((r: any) => r.f1).sort()).toEqual(['SF-1', 'SF-11', 'SF-13', 'SF-15', 'SF-17', 'SF-19'].sort());
    expect((await lookup({ site: SITE.corporate, id, values: { f1: '上海' } })).json().data.rows).toEqual([]);
    expect((await lookup({ site: SITE.corporate, id, values: { f1: '%' } })).json().message).toBe(INFO_MSG.fuzzyTooShort('单号'));
    expect((await lookup({ site: SITE.corporate, id, values: { f1: '%_' } })).json().data.rows).toEqual([]);
  });

  it('limits each address and counts the lookups for the 营销中心 card', async () => {
    const id = await queryNamed('证书查询');
    const cert = seedCertificate(7);
    const since = Date.now() - 1000;
    const before = await informationPart.figure!.count(h.built.db, SITE.corporate, since);
    const statuses: number[] = [];
    for (let i = 0; i <= LOOKUPS_PER_MINUTE; i++) statuses.push((await lookup({ site: SITE.corporate, id, values: { f1: cert.f1, f2: cert.f2 } }, undefined, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, LOOKUPS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    const refused = await lookup({ site: SITE.corporate, id, values: { f1: cert.f1, f2: cert.f2 } }, undefined, '10.9.9.9');
    expect([refused.statusCode, refused.json().message]).toEqual([429, MSG.tooManyRequests]);
    // Another address is not held back.
    expect((await lookup({ site: SITE.corporate, id, values: { f1: cert.f1, f2: cert.f2 } }, undefined, '10.9.9.10')).statusCode).toBe(200);
    expect(await informationPart.figure!.count(h.built.db, SITE.corporate, since)).toBe(before + LOOKUPS_PER_MINUTE + 1);
    // The 营销中心 card's 查询次数 today counts them (it may hold earlier tests' lookups too).
    const card = (await call('marketSummary')).json().data.features.find((f: any) => f.feature === 'information');
    expect(card.today).toBeGreaterThanOrEqual(before + LOOKUPS_PER_MINUTE + 1);
  });

  it('is not found for an unknown lookup or another site’s', async () => {
    const { queryId } = await foreignQuery();
    expect((await h.call('infoPublicForm', { query: { site: SITE.corporate, id: queryId } })).json().message).toBe(INFO_MSG.queryNotFound);
    expect((await h.call('infoPublicForm', { query: { site: SITE.corporate, id: 999999 } })).statusCode).toBe(404);
  });
});
