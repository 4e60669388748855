// The business radar on the server (issue 13 §9): the entitlement (company 1 holds it, the contest
// company does not: every call but checkServer refuses), the switch and 同步网站名称, the beacon
// (stored only while open; region, engine and keyword, member and form sender linked, intent
// scored; bad input → a clear 4xx and nothing stored, never a 5xx), the list's filters and paging,
// a visitor's timeline, another site's visitor → 404, each route behind opportunity_radar, and the
// 90-day purge.
import { createHash } from 'node:crypto';
import type { ApiName } from '../../shared/domain/api/endpoints';
import { MSG } from '../../shared/domain/messages';
import { RADAR_MSG, radarPurgeCutoff } from '../../shared/domain/members/radarRules';
import { RADAR_SCRIPT_PATH } from '../../shared/domain/members/radarScript';
import { SITE } from '../../server/core/db/seedData';
import { dateKey } from '../../server/core/services/dates';
import { urlOf } from '../../server/core/http/register';
import { purgeRadar } from '../../server/modules/members/radar/cleanup';
import { VisitCollector } from '../../server/modules/members/radar/collector';
import type { VisitEvent } from '../../server/modules/members/radar/visitEvent';
import { SEED_RADAR_VISITORS } from '../../server/modules/members/radar/seed';
import { BEACONS_PER_SUBMISSION, beaconRoute } from '../../server/modules/members/radar/beaconRoute';
import { CHINESE, startServer, type CallOptions, type Harness } from './support/harness';
import { tokenWith } from './support/content';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
}, 60_000);
afterAll(() => h.close());

const call = (name: ApiName, options: CallOptions = {}) => h.call(name, { token: admin, ...options });
const db = () => h.built.db;

let serial = 0;
const uid = (prefix: string) => `${prefix}${String(++serial).padStart(6, '0')}${'x'.repeat(12)}`.slice(0, 24);

interface Beacon {
  s?: number; v?: string; p?: string; k?: 'view' | 'leave'; u?: string; r?: string; t?: string; d?: number; n?: number;
}

/** A beacon as /radar.js sends it: the fields in the query, no body. */
function beacon(q: Beacon, extra: { ip?: string; cookie?: string; agent?: string; payload?: string; contentType?: string } = {}) {
  const query = Object.fromEntries(Object.entries({ s: SITE.corporate, k: 'view', u: 'https://www.demo-corp.example.com/', ...q })
    .filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  const headers: Record<string, string> = { 'user-agent': extra.agent ?? 'jest-radar' };
  if (extra.cookie) headers.cookie = extra.cookie;
  if (extra.contentType) headers['content-type'] = extra.contentType;
  return h.built.app.inject({ method: 'POST', url: urlOf(beaconRoute), query, headers, remoteAddress: extra.ip ?? '127.0.0.1', payload: extra.payload });
}

const visitorByKey = (key: string) => db().selectFrom('radar_visitors').selectAll().where('visitor_key', '=', key).executeTakeFirst();
const countRows = async (table: 'radar_visitors' | 'radar_views') =>
  Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('entitlement and switch', () => {
  it('checkServer tells the company holds the service; radarState shows the seeded open radar and today’s figures', async () => {
    const check = (await call('radarCheckServer')).json();
    expect(check).toEqual({ code: 200, message: expect.any(String), data: { entitled: true, message: '' } });
    const state = (await call('radarState')).json().data;
    expect(state).toMatchObject({ open: true, siteName: '示范企业官网', currentSiteName: '示范企业官网', siteId: SITE.corporate });
    expect(state.since).toEqual(expect.any(Number));
    expect(state.today).toEqual({ visitors: expect.any(Number), views: expect.any(Number), leads: expect.any(Number) });
  });

  it('without the service (the contest company): checkServer says so and every other call refuses with 402 and the message', async () => {
    const contest = await h.login('contest');
    const check = (await h.call('radarCheckServer', { token: contest })).json().data;
    expect(check).toEqual({ entitled: false, message: RADAR_MSG.notEntitled });
    const calls: [ApiName, CallOptions][] = [
      ['radarState', {}], ['radarList', {}], ['radarSyncSiteName', {}], ['radarVisitor', { query: { id: 1 } }],
      ['radarOpen', { body: {} }], ['radarClose', { body: {} }],
    ];
    for (const [name, o] of calls) {
      const res = await h.call(name, { token: contest, ...o });
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({ name, status: 402, body: { code: 402, message: RADAR_MSG.notEntitled, data: null } });
    }
    expect(await db().selectFrom('radar_sites').selectAll().where('site_id', '=', SITE.contest).execute()).toEqual([]);
  });

  it('close and open switch the collector; 同步网站名称 copies the site’s current name', async () => {
    const closed = await call('radarClose', { body: {} });
    expect(closed.json()).toMatchObject({ code: 200, message: RADAR_MSG.closedNow });
    expect((await call('radarState')).json().data.open).toBe(false);

    await db().updateTable('sites').set({ site_name: '示范企业官网（新）' }).where('id', '=', SITE.corporate).execute();
    expect((await call('radarState')).json().data).toMatchObject({ siteName: '示范企业官网', currentSiteName: '示范企业官网（新）' });
    const synced = (await call('radarSyncSiteName')).json();
    expect(synced).toMatchObject({ code: 200, message: RADAR_MSG.synced, data: { siteName: '示范企业官网（新）' } });
    expect((await call('radarState')).json().data.siteName).toBe('示范企业官网（新）');
    await db().updateTable('sites').set({ site_name: '示范企业官网' }).where('id', '=', SITE.corporate).execute();

    const before = Date.now();
    expect((await call('radarOpen', { body: {} })).json()).toMatchObject({ code: 200, message: RADAR_MSG.opened });
    const state = (await call('radarState')).json().data;
    expect(state.open).toBe(true);
    expect(state.since).toBeGreaterThanOrEqual(before);
  });

  it('each route is refused without opportunity_radar (403) and with unknown fields (400)', async () => {
    const lacking = await tokenWith(h, ['member_manage']);
    const calls: [ApiName, CallOptions][] = [
      ['radarCheckServer', {}], ['radarState', {}], ['radarList', {}], ['radarSyncSiteName', {}], ['radarVisitor', { query: { id: 1 } }],
      ['radarOpen', { body: {} }], ['radarClose', { body: {} }],
    ];
    for (const [name, o] of calls) {
      expect({ name, status: (await h.call(name, { token: lacking, ...o })).statusCode }).toEqual({ name, status: 403 });
      const extra = o.body ? { ...o, body: { zz: 1 } } : { ...o, query: { ...(o.query ?? {}), zz: 1 } };
      const bad = await call(name, extra);
      expect({ name, status: bad.statusCode }).toEqual({ name, status: 400 });
      expect(bad.json().message).toContain(MSG.unknownField);
    }
    expect((await call('radarState')).json().data.open).toBe(true);
  });
});

describe('the beacon', () => {
  it('stores a view and its leave: region from the IP library, Baidu and its keyword, dwell added up', async () => {
    const v = uid('bd');
    const p = uid('pv');
    const view = await beacon({ v, p, n: 1, u: 'https://www.demo-corp.example.com/product/1.html', t: '数控折弯机', r: 'https://www.baidu.com/s?wd=%E6%8A%98%E5%BC%AF%E6%9C%BA' }, { ip: '120.24.78.68' });
    expect(view.json()).toEqual({ code: 200, message: RADAR_MSG.stored, data: { stored: true } });
    await beacon({ v, p, k: 'leave', u: 'https://www.demo-corp.example.com/product/1.html', d: 40_000 }, { ip: '120.24.78.68' });
    await beacon({ v, p, k: 'leave', u: 'https://www.demo-corp.example.com/product/1.html', d: 25_000 }, { ip: '120.24.78.68' });
    const row = await visitorByKey(v);
    expect(row).toMatchObject({ site_id: SITE.corporate, region: '广东省深圳市', source: 'engine', engine: 'baidu', keyword: '折弯机', visits: 1, pages: 1 });
    expect(Number(row!.dwell_ms)).toBe(65_000);
    const views = await db().selectFrom('radar_views').selectAll().where('visitor_id', '=', row!.id).execute();
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ page: 'https://www.demo-corp.example.com/product/1.html', title: '数控折弯机', visit_start: 1 });
    expect(Number(views[0].dwell_ms)).toBe(65_000);
  });

  it('reads the four engines and tells direct from outside links; an unknown address is 未知地区', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['https://www.sogou.com/web?query=%E9%92%A3%E9%87%91', { engine: 'sogou', keyword: '钣金' }],
      ['https://www.so.com/s?q=%E6%BF%80%E5%85%89', { engine: 'so360', keyword: '激光' }],
      ['https://cn.bing.com/search?q=press+brake', { engine: 'bing', keyword: 'press brake' }],
      ['https://www.1688.com/page', { source: 'external', engine: '' }],
      ['https://www.demo-corp.example.com/news', { source: 'direct' }],
      ['', { source: 'direct' }],
    ];
    for (const [r, expected] of cases) {
      const v = uid('en');
      await beacon({ v, p: uid('pv'), n: 1, r });
      expect(await visitorByKey(v)).toMatchObject({ ...expected, region: '未知地区' });
    }
  });

  it('counts visits and pages and scores intent (contact pages, time, visits → 高意向)', async () => {
    const v = uid('in');
    await beacon({ v, p: uid('pv'), n: 1 });
    let row = await visitorByKey(v);
    expect(row).toMatchObject({ intent: 1, visits: 1, pages: 1, lead_at: null });
    for (const [path, n] of [['/contact', 0], ['/price', 0], ['/product/2.html', 1], ['/about', 0], ['/product/1.html', 1]] as const) {
      const p = uid('pv');
      await beacon({ v, p, n, u: `https://www.demo-corp.example.com${path}` });
      await beacon({ v, p, k: 'leave', d: 60_000, u: `https://www.demo-corp.example.com${path}` });
    }
    row = await visitorByKey(v);
    expect(row).toMatchObject({ visits: 3, pages: 6, contact_pages: 3, intent: 3 });
    expect(row!.lead_at).not.toBeNull();
    const listed = (await call('radarList', { query: { intent: 3, rows: 100 } })).json().data.rows;
    expect(listed.map((r: { id: number }) => r.id)).toContain(row!.id);
  });

  it('counts today’s new 高/中意向 visitors on the 营销中心 card (新商机), with the radar’s state', async () => {
    const radarOf = async (token: string) => (await h.call('marketSummary', { token })).json().data.features.find((f: { feature: string }) => f.feature === 'radar');
    const before = await radarOf(admin);
    expect(before).toMatchObject({ status: 'on' });
    // A new visitor who reads a contact page is 中意向: one more 新商机 today.
    await beacon({ v: uid('ld'), p: uid('pv'), n: 1, u: 'https://www.demo-corp.example.com/contact' });
    expect((await radarOf(admin)).today).toBe(before.today + 1);
    // A 低意向 visitor is no lead.
    await beacon({ v: uid('ld'), p: uid('pv'), n: 1 });
    expect((await radarOf(admin)).today).toBe(before.today + 1);
    expect(await radarOf(await h.login('contest'))).toMatchObject({ status: 'unavailable' });
  });

  it('links the member signed in on the site (its member cookie), and a member scores higher', async () => {
    const now = Date.now();
    const rank = await db().insertInto('member_ranks').values({ site_id: SITE.corporate, name: '雷达测试等级', level: 97, color: '#123456', is_default: 0, allow_download: 0, created_at: now, updated_at: now })
      .returning('id').executeTakeFirstOrThrow();
    const member = await db().insertInto('members').values({
      site_id: SITE.corporate, account: 'radarTester', account_key: 'radartester', password_hash: 'x', phone: '', email: '', nickname: '', real_name: '', company: '',
      rank_id: rank.id, status: 1, source: 2, remark: '', session_version: 1, registered_at: now, last_login_at: null, last_login_ip: '', created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    const token = 'R'.repeat(43);
    await db().insertInto('member_sessions').values({
      site_id: SITE.corporate, member_id: member.id, token_hash: createHash('sha256').update(token).digest('hex'), session_version: 1, expires_at: now + 3_600_000, created_at: now,
    }).execute();
    const v = uid('mb');
    await beacon({ v, p: uid('pv'), n: 1 }, { cookie: `member_${SITE.corporate}=${token}` });
    expect(await visitorByKey(v)).toMatchObject({ member_id: member.id, member_account: 'radarTester', intent: 2 });
    // A cookie that is no session links nobody.
    const stranger = uid('mb');
    await beacon({ v: stranger, p: uid('pv'), n: 1 }, { cookie: `member_${SITE.corporate}=${'Z'.repeat(43)}` });
    expect(await visitorByKey(stranger)).toMatchObject({ member_id: null, intent: 1 });
  });

  it('links a form sender by address and browser (a message of the site sent during the visit)', async () => {
    const v = uid('fm');
    const ip = '223.5.5.5';
    const agent = 'Mozilla/5.0 radar-form-test';
    const message = await db().insertInto('form_messages').values({
      site_id: SITE.corporate, form_id: 1, kind: 'lead', values: '{}', search_text: '', read_status: 0, ip, user_agent: agent, created_at: Date.now(),
    }).returning('id').executeTakeFirstOrThrow();
    await beacon({ v, p: uid('pv'), n: 1 }, { ip, agent });
    const row = await visitorByKey(v);
    expect(row).toMatchObject({ form_message_id: message.id, intent: 3, region: '浙江省杭州市' });
    // Another browser on the same address is not that sender.
    const other = uid('fo');
    await beacon({ v: other, p: uid('pv'), n: 1 }, { ip, agent: 'Another/1.0' });
    expect((await visitorByKey(other))!.form_message_id).toBeNull();
  });

  it('stores nothing while the radar is closed, and says so', async () => {
    await call('radarClose', { body: {} });
    const before = [await countRows('radar_visitors'), await countRows('radar_views')];
    const res = await beacon({ v: uid('cl'), p: uid('pv'), n: 1 });
    expect(res.json()).toEqual({ code: 200, message: RADAR_MSG.closed, data: { stored: false } });
    expect([await countRows('radar_visitors'), await countRows('radar_views')]).toEqual(before);
    // A site without the service, or one that does not exist, is the same.
    expect((await beacon({ s: SITE.contest, v: uid('cl'), p: uid('pv') })).json().data).toEqual({ stored: false });
    expect((await beacon({ s: 999_999, v: uid('cl'), p: uid('pv') })).json().data).toEqual({ stored: false });
    expect([await countRows('radar_visitors'), await countRows('radar_views')]).toEqual(before);
    await call('radarOpen', { body: {} });
  });

  it('refuses bad beacons with a clear Chinese 4xx, stores nothing and never answers 5xx', async () => {
    const before = [await countRows('radar_visitors'), await countRows('radar_views')];
    const bad: [Beacon, { payload?: string; contentType?: string }?][] = [
      [{ v: 'short' }], [{ v: '<script>alert(1)</script>xxxxxxx' }], [{ v: undefined }], [{ p: undefined }], [{ k: 'click' as 'view' }],
      [{ u: 'javascript:alert(1)' }], [{ u: 'x'.repeat(501) }], [{ u: '' }], [{ r: 'y'.repeat(501) }], [{ t: 't'.repeat(121) }],
      [{ d: -1 }], [{ d: 1e309 as number }], [{ d: 'abc' as unknown as number }], [{ n: 2 }], [{ s: 0 }], [{ s: 'x' as unknown as number }],
      [{}, { payload: '{"zz":1}', contentType: 'application/json' }],
      [{}, { payload: 'x'.repeat(100_000), contentType: 'application/json' }],
      [{}, { payload: 'hello', contentType: 'text/plain' }],
      [{}, { payload: '{oops', contentType: 'application/json' }],
    ];
    for (const [q, extra] of bad) {
      const res = await beacon({ v: uid('bad'), p: uid('pv'), ...q }, extra ?? {});
      const label = JSON.stringify(q).slice(0, 60);
      expect({ label, ok: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ label, ok: true });
      expect(res.json().message).toMatch(CHINESE);
    }
    // An unknown field of the query is named.
    const unknown = await h.built.app.inject({ method: 'POST', url: urlOf(beaconRoute), query: { s: '1001', v: uid('uk'), p: uid('pv'), k: 'view', u: 'https://a.example.com/', zz: '1' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('zz');
    expect([await countRows('radar_visitors'), await countRows('radar_views')]).toEqual(before);
  });

  it('takes a flood of parallel beacons in shared batches: every one stored, no 5xx', async () => {
    const visitors = Array.from({ length: 40 }, () => uid('fl'));
    const answers = await Promise.all(Array.from({ length: 400 }, (_, i) => beacon({ v: visitors[i % 40], p: uid('pv'), n: i < 40 ? 1 : 0 }, { ip: '10.0.0.9' })));
    expect(answers.filter((a) => a.statusCode !== 200)).toEqual([]);
    const rows = await db().selectFrom('radar_visitors').select(['pages', 'visits']).where('visitor_key', 'in', visitors).execute();
    expect(rows).toHaveLength(40);
    expect(rows.reduce((s, r) => s + r.pages, 0)).toBe(400);
    expect(rows.every((r) => r.visits === 1)).toBe(true);
  });
});

describe('the collector', () => {
  it('stores a batch whose one beacon cannot be stored: the others are kept, that one alone fails', async () => {
    const collector = new VisitCollector(h.built.deps);
    const event = (siteId: number, key: string): VisitEvent => ({
      siteId, visitorKey: key, viewKey: uid('pv'), kind: 'view', at: Date.now(), page: 'https://a.example.com/', title: '', referrer: '', dwellMs: 0,
      visitStart: true, ip: '', userAgent: '', region: '未知地区', source: 'direct', engine: '', keyword: '', contact: false, memberId: null, memberAccount: '',
    });
    const good = [uid('cg'), uid('cg')];
    const results = await Promise.allSettled([collector.add(event(SITE.corporate, good[0])), collector.add(event(987_654, uid('cb'))), collector.add(event(SITE.corporate, good[1]))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await visitorByKey(good[0])).toBeDefined();
    expect(await visitorByKey(good[1])).toBeDefined();
  });
});

describe('the per-address limit', () => {
  it('refuses an address past 60 × the form limit a minute with 429, stores nothing for it, and lets other addresses in', async () => {
    const limited = await startServer({ SUBMIT_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const send = (ip: string) => limited.built.app.inject({
        method: 'POST', url: urlOf(beaconRoute), remoteAddress: ip,
        query: { s: String(SITE.corporate), v: uid('lim'), p: uid('pv'), k: 'view', u: 'https://www.demo-corp.example.com/' },
      });
      for (let i = 0; i < BEACONS_PER_SUBMISSION; i++) expect((await send('10.1.1.1')).statusCode).toBe(200);
      const refused = await send('10.1.1.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(MSG.tooManyRequests);
      expect((await send('10.1.1.2')).statusCode).toBe(200);
      const stored = await limited.built.db.selectFrom('radar_visitors').select((eb) => eb.fn.countAll<number>().as('n')).where('visitor_key', 'like', 'lim%').executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(BEACONS_PER_SUBMISSION + 1);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe('the list and the timeline', () => {
  it('lists the seeded 30 days newest first, pages, and filters by intent, source, region and date', async () => {
    const all = (await call('radarList', { query: { rows: 20 } })).json().data;
    expect(all.total).toBeGreaterThanOrEqual(SEED_RADAR_VISITORS);
    expect(all.rows).toHaveLength(20);
    const lasts = all.rows.map((r: { lastAt: number }) => r.lastAt);
    expect([...lasts].sort((a, b) => b - a)).toEqual(lasts);
    const page2 = (await call('radarList', { query: { rows: 20, page: 2 } })).json().data.rows;
    expect(page2[0].id).not.toBe(all.rows[0].id);

    const engine = (await call('radarList', { query: { source: 'engine', rows: 100 } })).json().data;
    expect(engine.total).toBeGreaterThan(0);
    expect(engine.rows.every((r: { source: string }) => r.source === 'engine')).toBe(true);
    const high = (await call('radarList', { query: { intent: 3, rows: 100 } })).json().data.rows;
    expect(high.every((r: { intent: number }) => r.intent === 3)).toBe(true);
    const gd = (await call('radarList', { query: { region: '广东', rows: 100 } })).json().data;
    expect(gd.total).toBeGreaterThan(0);
    expect(gd.rows.every((r: { region: string }) => r.region.includes('广东'))).toBe(true);
    // LIKE's own characters are matched as text.
    expect((await call('radarList', { query: { region: '%' } })).json().data.total).toBe(0);

    // The day of the newest visit (not the wall clock's, which just after midnight may have none yet).
    const key = dateKey(all.rows[0].lastAt);
    const ofThatDay = (await call('radarList', { query: { start: key, end: key, rows: 100 } })).json().data;
    expect(ofThatDay.rows.map((r: { id: number }) => r.id)).toContain(all.rows[0].id);
    expect(ofThatDay.rows.every((r: { lastAt: number }) => dateKey(r.lastAt) === key)).toBe(true);
    expect(ofThatDay.total).toBeLessThan(all.total);
    const refused = await call('radarList', { query: { start: '2026-02-02', end: '2026-02-01' } });
    expect(refused.json()).toMatchObject({ code: 400, message: RADAR_MSG.badDateRange });
    expect((await call('radarList', { query: { start: '2026-02-30' } })).statusCode).toBe(400);
    expect((await call('radarList', { query: { intent: 4 } })).statusCode).toBe(400);
    expect((await call('radarList', { query: { source: 'spider' } })).statusCode).toBe(400);
  });

  it('answers a visitor with the timeline of its page views, newest first; another site’s visitor is 404', async () => {
    const first = (await call('radarList', { query: { rows: 1, source: 'engine' } })).json().data.rows[0];
    const detail = (await call('radarVisitor', { query: { id: first.id } })).json().data;
    expect(detail.visitor).toMatchObject({ id: first.id, source: 'engine' });
    expect(detail.views.length).toBeGreaterThan(0);
    const ats = detail.views.map((v: { at: number }) => v.at);
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);

    const now = Date.now();
    const foreign = await db().insertInto('radar_visitors').values({
      site_id: SITE.global, visitor_key: uid('fg'), first_at: now, last_at: now, ip: '', user_agent: '', region: '未知地区', source: 'direct', engine: '',
      keyword: '', visits: 1, pages: 1, dwell_ms: 0, contact_pages: 0, member_id: null, member_account: '', form_message_id: null, intent: 1, lead_at: null, last_page: '',
    }).returning('id').executeTakeFirstOrThrow();
    const res = await call('radarVisitor', { query: { id: foreign.id } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(RADAR_MSG.visitorNotFound);
    const listed = (await call('radarList', { query: { rows: 100 } })).json().data.rows;
    expect(listed.some((r: { id: number }) => r.id === foreign.id)).toBe(false);
    expect((await call('radarVisitor', { query: { id: 2_000_000_000 } })).statusCode).toBe(404);
  });
});

describe('the script and the purge', () => {
  it('serves /radar.js with the beacon’s address', async () => {
    const res = await h.built.app.inject({ method: 'GET', url: RADAR_SCRIPT_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain(urlOf(beaconRoute));
    expect(res.body).toContain('sendBeacon');
  });

  it('purges views older than 90 days and visitors not seen since; the boundary itself stays', async () => {
    const now = Date.now();
    const cutoff = radarPurgeCutoff(now);
    const make = async (key: string, at: number) => {
      const v = await db().insertInto('radar_visitors').values({
        site_id: SITE.corporate, visitor_key: key, first_at: at, last_at: at, ip: '', user_agent: '', region: '未知地区', source: 'direct', engine: '',
        keyword: '', visits: 1, pages: 1, dwell_ms: 0, contact_pages: 0, member_id: null, member_account: '', form_message_id: null, intent: 1, lead_at: null, last_page: '',
      }).returning('id').executeTakeFirstOrThrow();
      await db().insertInto('radar_views').values({ site_id: SITE.corporate, visitor_id: v.id, view_key: `${key}v`, at, page: 'https://a.example.com/', title: '', referrer: '', dwell_ms: 0, visit_start: 1, region: '' }).execute();
      return v.id;
    };
    const old = await make(uid('old'), cutoff - 1);
    const edge = await make(uid('edge'), cutoff);
    const removed = await purgeRadar({ db: db(), now });
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await db().selectFrom('radar_visitors').select('id').where('id', '=', old).executeTakeFirst()).toBeUndefined();
    expect(await db().selectFrom('radar_visitors').select('id').where('id', '=', edge).executeTakeFirst()).toBeDefined();
    expect(await db().selectFrom('radar_views').select('id').where('visitor_id', '=', edge).execute()).toHaveLength(1);
  });
});
