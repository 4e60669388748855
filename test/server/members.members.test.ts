// Members and ranks on the server (admin/ucenterMember): the seeded list and its filters, add/edit by
// the shared rule book (Chinese messages, nothing stored on a refusal), uniqueness decided by the
// database under concurrency, 变更记录 and the operation log, a password reset or a disable signing
// the member out, the batches (启用/禁用, 修改等级, 删除) refusing another site's ids whole, the ranks'
// rules, the export task read back with ExcelJS, and every route behind member_manage.
import ExcelJS from 'exceljs';
import type { ApiName } from '../../shared/domain/api/endpoints';
import { MEMBER_MSG } from '../../shared/domain/members';
import { MEMBER_STATUS } from '../../shared/domain/members/settings';
import { MSG } from '../../shared/domain/messages';
import { SITE } from '../../server/core/db/seedData';
import { dateKey, startOfDay } from '../../server/core/services/dates';
import { membersPart } from '../../server/modules/members/members/part';
import { SEED_MEMBER, SEED_MEMBER_COUNT, SEED_RANKS } from '../../server/modules/members/members/seed';
import { CHINESE, opLogs, snapshot, startServer, type CallOptions, type Harness } from './support/harness';
import { tokenWith } from './support/content';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
}, 30_000);
afterAll(() => h.close());

const call = (name: ApiName, options: CallOptions = {}) => h.call(name, { token: admin, ...options });
const list = async (query: Record<string, string | number | boolean> = {}) => {
  const res = await call('memberList', { query: { rows: 100, ...query } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { rows: any[]; total: number };
};
const db = () => h.built.db;
const rankId = async (name: string, site: number = SITE.corporate) =>
  (await db().selectFrom('member_ranks').select('id').where('site_id', '=', site).where('name', '=', name).executeTakeFirstOrThrow()).id;
const stored = (id: number) => db().selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const changesOf = (id: number) => db().selectFrom('member_changes').selectAll().where('member_id', '=', id).orderBy('id').execute();
const foreignMember = async () => (await db().selectFrom('members').select('id').where('site_id', '=', SITE.marketingFree).executeTakeFirstOrThrow()).id;

let seq = 0;
/** A fresh, valid add request. */
async function newMember(over: Record<string, unknown> = {}) {
  seq += 1;
  return { account: `tester${seq}x`, password: 'Qz7kLm29vx', phone: `1990000${String(seq).padStart(4, '0')}`, email: `tester${seq}@example.com`, rank_id: await rankId('银卡会员'), status: 1, ...over };
}
async function add(over: Record<string, unknown> = {}) {
  const res = await call('memberAdd', { body: await newMember(over) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; account: string };
}

describe('the seeded list', () => {
  it('lists the 300 members of site 1001 newest first, with rank name and colour and never a password', async () => {
    const all = await list();
    expect(all.total).toBe(SEED_MEMBER_COUNT);
    expect(all.rows).toHaveLength(100);
    const ids = all.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.rows.every((r) => r.rank_name && /^#[0-9a-f]{6}$/.test(r.rank_color))).toBe(true);
    const res = await call('memberList', { query: { rows: 100 } });
    expect(res.body).not.toMatch(/password|scrypt|hash/i);
    // Every status and both sources are there.
    const counts = await Promise.all([0, 1, 2].map(async (status) => (await list({ status })).total));
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(SEED_MEMBER_COUNT);
    expect((await list({ source: 1 })).total + (await list({ source: 2 })).total).toBe(SEED_MEMBER_COUNT);
  });

  it('finds by the start of 账号, 手机 or 邮箱 (any case), by rank and by dates', async () => {
    expect((await list({ keyword: 'DEMO_mem' })).rows.map((r) => r.account)).toEqual([SEED_MEMBER.account]);
    expect((await list({ keyword: SEED_MEMBER.phone.slice(0, 8) })).rows.map((r) => r.account)).toContain(SEED_MEMBER.account);
    expect((await list({ keyword: 'demo_member@EXAMPLE' })).rows.map((r) => r.account)).toEqual([SEED_MEMBER.account]);
    // A % or _ is taken literally, and nothing of another site is found.
    expect((await list({ keyword: '%' })).total).toBe(0);
    expect((await list({ keyword: 'market1_member' })).total).toBe(0);
    const gold = await rankId('金卡会员');
    const ofGold = await list({ rank_id: gold });
    expect(ofGold.total).toBeGreaterThan(0);
    expect(ofGold.rows.every((r) => r.rank_id === gold && r.rank_name === '金卡会员')).toBe(true);
    expect((await list({ rank_id: await rankId('金卡会员', SITE.marketingFree) })).total).toBe(0);
    // The day of the newest registration (not the wall clock's: just after midnight the seed's
    // recent members registered yesterday) finds that member and only members of that day.
    const newest = await db().selectFrom('members').select(['id', 'registered_at']).where('site_id', '=', SITE.corporate).orderBy('registered_at', 'desc').executeTakeFirstOrThrow();
    const key = dateKey(Number(newest.registered_at));
    const ofThatDay = await list({ reg_start: key, reg_end: key });
    expect(ofThatDay.rows.map((r) => r.id)).toContain(newest.id);
    expect(ofThatDay.rows.every((r) => dateKey(Number(r.registered_at)) === key)).toBe(true);
    expect((await list({ reg_start: '2000-01-01', reg_end: '2000-01-02' })).total).toBe(0);
    const loggedSince = await list({ login_start: key });
    expect(loggedSince.rows.every((r) => r.last_login_at !== null && Number(r.last_login_at) >= startOfDay(key))).toBe(true);
    // Pages do not overlap.
    const p1 = await list({ rows: 10, page: 1 });
    const p2 = await list({ rows: 10, page: 2 });
    expect(p1.rows.map((r) => r.id).filter((id) => p2.rows.some((r) => r.id === id))).toEqual([]);
  });

  it('seeds five ranks with one default and one without 允许下载, on two sites', async () => {
    const ranks = (await call('memberRankList')).json().data;
    expect(ranks.rows.map((r: any) => r.name)).toEqual(SEED_RANKS.map((r) => r.name));
    expect(ranks.rows.filter((r: any) => r.is_default === 1)).toHaveLength(1);
    expect(ranks.rows.filter((r: any) => r.allow_download === 0)).toHaveLength(1);
    expect(ranks.rows.reduce((n: number, r: any) => n + r.member_count, 0)).toBe(SEED_MEMBER_COUNT);
    expect(await db().selectFrom('member_ranks').select('id').where('site_id', '=', SITE.marketingFree).execute()).toHaveLength(5);
  });

  it('counts 新增会员 since a moment for the 营销中心 card', async () => {
    const since = Date.now() - 24 * 3_600_000;
    const n = await membersPart.figure!.count(db(), SITE.corporate, since);
    expect(n).toBeGreaterThanOrEqual(6);
    expect(await membersPart.figure!.count(db(), SITE.corporate, Date.now() + 1000)).toBe(0);
  });
});

describe('adding and editing', () => {
  it('adds a member: stored with a hash, answered without it, 变更记录 and the operation log written', async () => {
    const body = await newMember({ nickname: '<script>alert(1)</script>', email: 'Mixed.Case@Example.com' });
    const res = await call('memberAdd', { body });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password|scrypt/i);
    const row = res.json().data;
    expect(row).toMatchObject({ account: body.account, nickname: '<script>alert(1)</script>', email: 'mixed.case@example.com', source: 2, status: 1, rank_name: '银卡会员' });
    const saved = await stored(row.id);
    expect(saved.password_hash).toMatch(/^scrypt/);
    expect(saved.password_hash).not.toContain(body.password);
    const changes = await changesOf(row.id);
    expect(changes.map((c) => c.field)).toEqual(expect.arrayContaining(['account', 'phone', 'email', 'rank', 'status', 'nickname', 'password']));
    expect(changes.find((c) => c.field === 'password')).toMatchObject({ before_value: '******', after_value: '******', actor_name: 'admin' });
    const log = (await opLogs(h)).at(-1)!;
    expect(log).toMatchObject({ action: 'memberAdd', result: 'ok' });
    expect(log.detail).toContain(body.account);
  });

  it('refuses what the rule book refuses, with its message and the field, storing nothing', async () => {
    const before = await snapshot(h);
    const cases: [Record<string, unknown>, string][] = [
      [{ account: '1abc' }, MEMBER_MSG.accountFormat],
      [{ account: 'ab' }, MEMBER_MSG.accountFormat],
      [{ account: 'abc-def' }, MEMBER_MSG.accountFormat],
      [{ password: undefined }, MEMBER_MSG.passwordRequired],
      [{ password: 'short1' }, '密码长度为8-20位'],
      [{ password: 'onlyletters' }, MEMBER_MSG.passwordMix],
      [{ password: 'password1' }, MEMBER_MSG.passwordSimple],
      [{ account: 'Qz7kLm29vx', password: 'qz7klm29vx' }, MEMBER_MSG.passwordSimple],
      [{ phone: '1380013800' }, MEMBER_MSG.phoneFormat],
      [{ email: 'not-an-address' }, MEMBER_MSG.emailFormat],
      [{ account: SEED_MEMBER.account.toUpperCase() }, MEMBER_MSG.accountTaken],
      [{ phone: SEED_MEMBER.phone }, MEMBER_MSG.phoneTaken],
      [{ email: SEED_MEMBER.email.toUpperCase() }, MEMBER_MSG.emailTaken],
    ];
    for (const [over, message] of cases) {
      const body = await newMember(over);
      const res = await call('memberAdd', { body });
      expect({ over, code: res.statusCode, message: res.json().message }).toEqual({ over, code: 400, message });
    }
    // A 1 MB field, an unknown field: refused in Chinese.
    for (const body of [await newMember({ nickname: 'x'.repeat(1_000_000) }), await newMember({ remark: 'y'.repeat(501) }), { ...(await newMember()), isAdmin: true }]) {
      const res = await call('memberAdd', { body });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toMatch(CHINESE);
    }
    // Another site's rank, or a rank that does not exist: 404.
    expect((await call('memberAdd', { body: await newMember({ rank_id: await rankId('金卡会员', SITE.marketingFree) }) })).statusCode).toBe(404);
    expect((await call('memberAdd', { body: await newMember({ rank_id: 99_999 }) })).json()).toMatchObject({ code: 404, message: MEMBER_MSG.rankNotFound });
    expect(await snapshot(h)).toEqual(before);
  });

  it('lets the database decide between two adds of one account, phone or e-mail at once', async () => {
    for (const [field, message] of [['account', MEMBER_MSG.accountTaken], ['phone', MEMBER_MSG.phoneTaken], ['email', MEMBER_MSG.emailTaken]] as const) {
      const a = await newMember();
      const b = await newMember({ [field]: a[field] });
      const answers = await Promise.all([call('memberAdd', { body: a }), call('memberAdd', { body: b })]);
      const codes = answers.map((r) => r.statusCode).sort();
      expect({ field, codes }).toEqual({ field, codes: [200, 400] });
      expect(answers.find((r) => r.statusCode === 400)!.json().message).toBe(message);
    }
  });

  it('edits: changed fields in 变更记录; a password reset signs the member out, leaving the password out of the answer', async () => {
    const m = await add();
    const now = Date.now();
    await db().insertInto('member_sessions').values({ site_id: SITE.corporate, member_id: m.id, token_hash: `t${m.id}`, session_version: 1, expires_at: now + 3_600_000, created_at: now }).execute();
    const before = await stored(m.id);
    const gold = await rankId('金卡会员');
    const edited = await call('memberAdd', { body: { id: m.id, account: m.account, phone: '', email: before.email, rank_id: gold, status: 1, nickname: '新昵称' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ rank_name: '金卡会员', phone: '', nickname: '新昵称' });
    // No password: kept, and the session stays.
    expect((await stored(m.id)).password_hash).toBe(before.password_hash);
    expect(await db().selectFrom('member_sessions').select('id').where('member_id', '=', m.id).execute()).toHaveLength(1);
    const fields = (await changesOf(m.id)).filter((c) => Number(c.created_at) >= now).map((c) => [c.field, c.before_value, c.after_value]);
    expect(fields).toEqual(expect.arrayContaining([['rank', '银卡会员', '金卡会员'], ['phone', before.phone, ''], ['nickname', '', '新昵称']]));

    const reset = await call('memberAdd', { body: { id: m.id, account: m.account, password: 'Nw8pQr52zt', email: before.email, rank_id: gold, status: 1 } });
    expect(reset.statusCode).toBe(200);
    expect(reset.body).not.toContain('Nw8pQr52zt');
    const after = await stored(m.id);
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(after.session_version).toBe(before.session_version + 1);
    expect(await db().selectFrom('member_sessions').select('id').where('member_id', '=', m.id).execute()).toHaveLength(0);
    expect((await changesOf(m.id)).at(-1)).toMatchObject({ field: 'password', before_value: '******', after_value: '******' });
  });

  it('answers another site’s member as missing, and changes nothing', async () => {
    const foreign = await foreignMember();
    const before = await snapshot(h);
    const body = { id: foreign, account: 'stolen01', rank_id: await rankId('银卡会员'), status: 1 };
    expect((await call('memberAdd', { body })).json()).toMatchObject({ code: 404, message: MEMBER_MSG.memberNotFound });
    expect((await call('memberDetail', { query: { id: foreign } })).statusCode).toBe(404);
    expect((await call('memberRemove', { query: { ids: String(foreign) } })).statusCode).toBe(404);
    expect(await snapshot(h)).toEqual(before);
  });
});

describe('batches', () => {
  it('启用/禁用: a disable signs out; 启用 approves a pending member; 变更记录 per member', async () => {
    const a = await add();
    const b = await add({ status: MEMBER_STATUS.pending });
    const now = Date.now();
    await db().insertInto('member_sessions').values({ site_id: SITE.corporate, member_id: a.id, token_hash: `s${a.id}`, session_version: 1, expires_at: now + 3_600_000, created_at: now }).execute();
    const off = await call('memberSetStatus', { body: { ids: [a.id], status: 0 } });
    expect(off.json()).toMatchObject({ code: 200, data: { updated: 1 } });
    expect((await stored(a.id)).status).toBe(0);
    expect(await db().selectFrom('member_sessions').select('id').where('member_id', '=', a.id).execute()).toHaveLength(0);
    const on = await call('memberSetStatus', { body: { ids: [a.id, b.id], status: 1 } });
    expect(on.json().data).toEqual({ updated: 2 });
    expect((await stored(b.id)).status).toBe(1);
    expect((await changesOf(b.id)).at(-1)).toMatchObject({ field: 'status', before_value: '待审核', after_value: '正常' });
  });

  it('修改等级 moves members and records it; a forged or foreign rank, or a foreign member in the batch, changes nothing', async () => {
    const a = await add();
    const b = await add();
    const diamond = await rankId('钻石会员');
    const res = await call('memberUpdateRank', { query: { ids: `${a.id},${b.id}`, rank_id: diamond } });
    expect(res.json()).toMatchObject({ code: 200, data: { updated: 2 } });
    expect((await stored(a.id)).rank_id).toBe(diamond);
    expect((await changesOf(a.id)).at(-1)).toMatchObject({ field: 'rank', before_value: '银卡会员', after_value: '钻石会员', actor_name: 'admin' });
    const before = await snapshot(h);
    expect((await call('memberUpdateRank', { query: { ids: `${a.id}`, rank_id: await rankId('金卡会员', SITE.marketingFree) } })).json()).toMatchObject({ code: 404, message: MEMBER_MSG.rankNotFound });
    expect((await call('memberUpdateRank', { query: { ids: `${a.id}`, rank_id: 99_999 } })).statusCode).toBe(404);
    expect((await call('memberUpdateRank', { query: { ids: `${a.id},${await foreignMember()}`, rank_id: await rankId('金卡会员') } })).statusCode).toBe(404);
    expect((await call('memberSetStatus', { body: { ids: [a.id, await foreignMember()], status: 0 } })).statusCode).toBe(404);
    expect((await call('memberRemove', { query: { ids: `${a.id},${await foreignMember()}` } })).statusCode).toBe(404);
    expect(await snapshot(h)).toEqual(before);
  });

  it('删除 removes the members with their sessions, sign-ins and 变更记录', async () => {
    const a = await add();
    const res = await call('memberRemove', { query: { ids: String(a.id) } });
    expect(res.json()).toMatchObject({ code: 200, data: { removed: 1 } });
    expect(await db().selectFrom('members').select('id').where('id', '=', a.id).execute()).toEqual([]);
    expect(await changesOf(a.id)).toEqual([]);
    expect((await opLogs(h)).at(-1)).toMatchObject({ action: 'memberRemove', result: 'ok' });
  });
});

describe('the drawer', () => {
  it('shows the profile, consents, the last 20 sign-ins and 变更记录 paged', async () => {
    const demo = (await list({ keyword: SEED_MEMBER.account })).rows[0];
    const now = Date.now();
    await db().insertInto('member_logins').values(Array.from({ length: 25 }, (_, i) => ({ site_id: SITE.corporate, member_id: demo.id, ip: `10.0.0.${i}`, region: '上海市', created_at: now + i }))).execute();
    const res = await call('memberDetail', { query: { id: demo.id, page: 1, rows: 5 } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password_hash|scrypt/);
    const d = res.json().data;
    expect(d.member.account).toBe(SEED_MEMBER.account);
    expect(d.consents[0]).toMatchObject({ version: 1 });
    expect(d.logins).toHaveLength(20);
    expect(d.logins[0]).toMatchObject({ ip: '10.0.0.24', region: '上海市' });
    expect(d.changes.rows.length).toBeLessThanOrEqual(5);
  });
});

describe('ranks', () => {
  const rank = (over: Record<string, unknown> = {}) => ({ name: '测试等级', level: 50, color: '#123abc', is_default: 0, allow_download: 1, ...over });

  it('adds, edits and refuses a taken name or level, a bad colour and a 21st rank', async () => {
    const res = await call('memberRankEdit', { body: rank() });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    expect((await call('memberRankDetail', { query: { id } })).json().data).toMatchObject({ name: '测试等级', level: 50, member_count: 0 });
    const before = await snapshot(h);
    expect((await call('memberRankEdit', { body: rank({ level: 51 }) })).json()).toMatchObject({ code: 400, message: MEMBER_MSG.rankNameTaken });
    expect((await call('memberRankEdit', { body: rank({ name: '别的等级', level: 1 }) })).json()).toMatchObject({ code: 400, message: MEMBER_MSG.rankLevelTaken });
    expect((await call('memberRankEdit', { body: rank({ name: '别的等级', level: 52, color: 'red' }) })).json()).toMatchObject({ code: 400, message: MEMBER_MSG.rankColor });
    expect((await call('memberRankEdit', { body: rank({ name: '   ', level: 52 }) })).json()).toMatchObject({ code: 400, message: MEMBER_MSG.rankNameLength });
    expect((await call('memberRankEdit', { body: rank({ name: '<b>x</b>'.repeat(30), level: 52 }) })).json().message).toMatch(CHINESE);
    expect((await call('memberRankEdit', { body: rank({ id: await rankId('金卡会员', SITE.marketingFree), name: '偷改', level: 60 }) })).statusCode).toBe(404);
    expect(await snapshot(h)).toEqual(before);
    const edited = await call('memberRankEdit', { body: rank({ id, name: '测试等级二', level: 49 }) });
    expect(edited.json().data).toMatchObject({ id, name: '测试等级二', level: 49 });
    // Up to 20 ranks.
    for (let i = 0; i < 14; i++) expect((await call('memberRankEdit', { body: rank({ name: `批量${i}`, level: 60 + i }) })).statusCode).toBe(200);
    expect((await call('memberRankEdit', { body: rank({ name: '第二十一个', level: 90 }) })).json()).toMatchObject({ code: 400, message: MEMBER_MSG.rankLimit });
    const all = (await call('memberRankList')).json().data.rows;
    expect(all).toHaveLength(20);
    for (const r of all.filter((x: any) => x.name.startsWith('批量'))) expect((await call('memberRankRemove', { body: { id: r.id } })).statusCode).toBe(200);
  });

  it('keeps exactly one default: making one the default clears the other; the default and a rank with members are not removed', async () => {
    const silver = await rankId('银卡会员');
    const ordinary = await rankId('普通会员');
    const res = await call('memberRankEdit', { body: { id: silver, name: '银卡会员', level: 2, color: '#597ef7', is_default: 1, allow_download: 1 } });
    expect(res.json().data.is_default).toBe(1);
    const defaults = await db().selectFrom('member_ranks').select('id').where('site_id', '=', SITE.corporate).where('is_default', '=', 1).execute();
    expect(defaults.map((r) => r.id)).toEqual([silver]);
    // The other site's default is untouched.
    expect(await db().selectFrom('member_ranks').select('id').where('site_id', '=', SITE.marketingFree).where('is_default', '=', 1).execute()).toHaveLength(1);
    expect((await call('memberRankRemove', { body: { id: silver } })).json()).toMatchObject({ code: 400, message: MEMBER_MSG.rankDefaultRemove });
    expect((await call('memberRankRemove', { body: { id: ordinary } })).json()).toMatchObject({ code: 400, message: MEMBER_MSG.rankHasMembers });
    expect((await call('memberRankRemove', { body: { id: await rankId('普通会员', SITE.marketingFree) } })).statusCode).toBe(404);
    // Back as seeded.
    await call('memberRankEdit', { body: { id: ordinary, name: '普通会员', level: 1, color: '#8c8c8c', is_default: 1, allow_download: 0 } });
    const empty = (await call('memberRankEdit', { body: rank({ name: '空等级', level: 88 }) })).json().data.id;
    expect((await call('memberRankRemove', { body: { id: empty } })).json()).toMatchObject({ code: 200, data: { removed: 1 } });
  });

  it('lets the database decide between two ranks of one name, or two defaults, saved at once', async () => {
    const answers = await Promise.all([call('memberRankEdit', { body: rank({ name: '并发等级', level: 70 }) }), call('memberRankEdit', { body: rank({ name: '并发等级', level: 71 }) })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const defaults = await Promise.all([await rankId('金卡会员'), await rankId('钻石会员')].map((id, i) =>
      call('memberRankEdit', { body: { id, name: i === 0 ? '金卡会员' : '钻石会员', level: i + 3, color: '#faad14', is_default: 1, allow_download: 1 } })));
    expect(defaults.every((r) => r.statusCode < 500)).toBe(true);
    expect(await db().selectFrom('member_ranks').select('id').where('site_id', '=', SITE.corporate).where('is_default', '=', 1).execute()).toHaveLength(1);
  });
});

describe('the export task', () => {
  async function exported(body: Record<string, unknown>): Promise<unknown[][]> {
    const started = await call('memberExportTask', { body });
    expect(started.statusCode).toBe(200);
    const taskId = started.json().data.taskId as number;
    await h.built.deps.tasks.settled();
    const view = (await call('taskGet', { query: { id: taskId } })).json().data;
    expect(view).toMatchObject({ kind: 'members.memberExport', state: 'succeeded' });
    const file = await call('taskDownload', { query: { id: taskId } });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as never);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value ?? null)));
    return rows;
  }

  it('writes the filtered list with phones masked, or in full when asked', async () => {
    const masked = await exported({ keyword: SEED_MEMBER.account });
    expect(masked[0]).toEqual(expect.arrayContaining(['账号', '手机', '会员等级']));
    expect(masked).toHaveLength(2);
    expect(masked[1]).toEqual(expect.arrayContaining([SEED_MEMBER.account, '138****8000', '金卡会员', '正常', '前台注册']));
    const full = await exported({ keyword: SEED_MEMBER.account, fullPhone: true });
    expect(full[1]).toContain(SEED_MEMBER.phone);
    const all = await exported({});
    expect(all.length - 1).toBe((await list()).total);
    expect(JSON.stringify(all)).not.toMatch(/scrypt/);
  });

  it('neutralises a formula typed into a member’s name', async () => {
    const m = await add({ nickname: '=HYPERLINK("http://evil")' });
    const rows = await exported({ keyword: m.account });
    expect(rows[1]).toContain('\'=HYPERLINK("http://evil")');
  });
});

describe('access', () => {
  const ROUTES: [ApiName, CallOptions][] = [
    ['memberList', {}], ['memberDetail', { query: { id: 1 } }], ['memberAdd', { body: { account: 'abcd', rank_id: 1, status: 1 } }],
    ['memberRemove', { query: { ids: '1' } }], ['memberUpdateRank', { query: { rank_id: 1, ids: '1' } }], ['memberSetStatus', { body: { ids: [1], status: 1 } }],
    ['memberExportTask', { body: {} }], ['memberRankList', {}], ['memberRankDetail', { query: { id: 1 } }],
    ['memberRankEdit', { body: { name: 'x', level: 1, color: '#000000', is_default: 0, allow_download: 1 } }], ['memberRankRemove', { body: { id: 1 } }],
  ];

  it('refuses every route without member_manage, and changes nothing', async () => {
    const without = await tokenWith(h, ['information_search', 'opportunity_radar', 'content_manage']);
    const before = await snapshot(h);
    for (const [name, options] of ROUTES) {
      const res = await h.call(name, { token: without, ...options });
      expect({ name, code: res.statusCode, message: res.json().message }).toEqual({ name, code: 403, message: MSG.forbidden });
    }
    expect(await snapshot(h)).toEqual(before);
  });

  it('lets the operator, who holds member_manage, read the list', async () => {
    const operator = await h.login('operator');
    expect((await h.call('memberList', { token: operator })).statusCode).toBe(200);
  });
});

describe('a keyword many members match', () => {
  it('pages the same members whichever index leads (over 1,000 matches the list’s order leads on SQLite)', async () => {
    const now = Date.now();
    const [silver, gold] = [await rankId('银卡会员'), await rankId('金卡会员')];
    const hash = (await db().selectFrom('members').select('password_hash').executeTakeFirstOrThrow()).password_hash;
    const row = (site: number, i: number, rank: number) => ({
      site_id: site, account: `bulkx${i}`, account_key: `bulkx${i}`, password_hash: hash, phone: '', email: i % 2 ? `bulkx${i}@example.com` : `other${i}@example.com`,
      nickname: '', real_name: '', company: '', rank_id: rank, status: 1, source: 2, remark: '', session_version: 1,
      registered_at: now, last_login_at: null, last_login_ip: '', created_at: now, updated_at: now,
    });
    const foreignRank = await rankId('银卡会员', SITE.marketingFree);
    for (let start = 0; start < 1_300; start += 100) {
      await db().insertInto('members').values(Array.from({ length: 100 }, (_, k) => row(SITE.corporate, start + k, (start + k) % 3 ? silver : gold))).execute();
    }
    await db().insertInto('members').values(Array.from({ length: 20 }, (_, k) => row(SITE.marketingFree, 5_000 + k, foreignRank))).execute();
    const expected = (await db().selectFrom('members').select(['id', 'rank_id']).where('site_id', '=', SITE.corporate).where('account_key', 'like', 'bulkx%').orderBy('id', 'desc').execute());
    const startingBulkx1 = (await db().selectFrom('members').select('id').where('site_id', '=', SITE.corporate).where('account_key', 'like', 'bulkx1%').orderBy('id', 'desc').execute()).map((r) => r.id);
    // 1,300 matches (the list's order leads), 867 of one rank and 411 (the keyword's ranges lead).
    for (const [query, want] of [
      [{ keyword: 'BULKX' }, expected.map((r) => r.id)],
      [{ keyword: 'bulkx', rank_id: silver }, expected.filter((r) => r.rank_id === silver).map((r) => r.id)],
      [{ keyword: 'bulkx1' }, startingBulkx1],
    ] as const) {
      const first = await list({ ...query, rows: 20, page: 1 });
      const third = await list({ ...query, rows: 20, page: 3 });
      expect({ query, total: first.total }).toEqual({ query, total: want.length });
      expect(first.rows.map((r) => r.id)).toEqual(want.slice(0, 20));
      expect(third.rows.map((r) => r.id)).toEqual(want.slice(40, 60));
    }
  });
});
