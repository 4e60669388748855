// 百度收录 (issue 12 §7, key baidu_included): the site's 准入密钥 (answered masked), 自动推送, the
// addresses of live records with 推送状态 / 百度蜘蛛最近抓取 / 收录状态, 推送所选, 推送全部未推送 (a
// task stopping when Baidu's remain reaches 0), 查询收录 (a task), the push log, and 自动推送 on
// publish — against local doubles of Baidu's push API and of the index check. Every route refused
// without its key, validated, scoped to the active site; unconfigured → the service's message and
// nothing recorded; a refused key → 百度推送准入密钥无效 and nothing recorded.
import { BAIDU_MSG, type BaiduRef, type BaiduUrlRow } from '../../shared/domain/seo/baidu';
import { publicPageUrl, recordPath } from '../../shared/domain/seo/recordPaths';
import { SITE } from '../../server/core/db/seedData';
import { PROVIDER_MSG } from '../../server/core/providers/messages';
import { baiduPushKind, indexCheckKind } from '../../server/modules/seo/baidu/tasks';
import { VisitWriter } from '../../server/modules/spider/visitWriter';
import { answer, startHttpDouble, type HttpDouble, type ReceivedRequest, type Script } from '../support/doubles/httpDouble';
import { articleBody, createArticle, tokenWith } from './support/content';
import { createProduct } from './support/product';
import { snapshot, startServer, type Harness } from './support/harness';

const HOST = 'www.demo-site.cn';
const BAIDU_AGENT = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A combined log's time of an instant, in Beijing time: 02/Jan/2026:11:04:05 +0800. */
function combinedTime(at: number): string {
  const d = new Date(at + 8 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} +0800`;
}
const TOKEN = 'edk7yc4rEZP9pDQD';
const OTHER_TOKEN = 'Pt7kQ2xZ9mLw4RbN';
const SECRETS = [TOKEN, OTHER_TOKEN];

let baidu: HttpDouble;
let checker: HttpDouble;
let h: Harness;
let bare: Harness;
let admin: string;
let adminId: number;

beforeAll(async () => {
  baidu = await startHttpDouble();
  checker = await startHttpDouble();
  h = await startServer({ SEO_PUSH_BAIDU_URL: baidu.url, SEO_INDEX_CHECK_URL: `${checker.url}/check`, PROVIDER_TIMEOUT_MS: '2000' });
  bare = await startServer();
  admin = await h.login('admin');
  adminId = (await h.built.db.selectFrom('accounts').select('id').where('login_name', '=', 'admin').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await h?.close();
  await bare?.close();
  await baidu?.close();
  await checker?.close();
});
beforeEach(() => {
  baidu.received.length = 0;
  checker.received.length = 0;
  baidu.always(answer.status(404, { error: 404, message: 'no script' }));
});

const data = (res: { json(): any }) => res.json().data;
const lines = (req: ReceivedRequest) => req.body.split('\n');
/** Baidu taking every URL sent, with `remain` left today. */
const accepting = (remain: number, extra: Record<string, unknown> = {}): Script =>
  (res, req, d) => answer.json({ success: lines(req).length, remain, not_same_site: [], not_valid: [], ...extra })(res, req, d);

async function settings(token = admin, target = h) {
  return data(await target.call('baiduSettingsGet', { token }));
}
async function saveSettings(body: Record<string, unknown>, token = admin, target = h) {
  return target.call('baiduSettingsSave', { token, body: { autoPush: true, ...body } });
}
async function urls(query: Record<string, string | number> = {}, token = admin, target = h): Promise<{ rows: BaiduUrlRow[]; total: number }> {
  const res = await target.call('baiduUrls', { token, query: { page: 1, rows: 100, ...query } });
  expect(res.statusCode).toBe(200);
  return data(res);
}
async function log(token = admin, target = h) {
  return data(await target.call('baiduPushLog', { token, query: { page: 1, rows: 50 } }));
}
const row = async (ref: BaiduRef) => (await urls({ kind: ref.kind })).rows.find((r) => r.id === ref.id)!;
const urlOf = (ref: BaiduRef & { type?: number }) => publicPageUrl(HOST, recordPath(ref.kind, ref.id, ref.type ?? 1));

async function liveArticles(siteId: number = SITE.corporate, limit = 5) {
  return h.built.db.selectFrom('articles').select(['id', 'type']).where('site_id', '=', siteId).where('disabled', '=', 0).where('status', '=', 1)
    .orderBy('id').limit(limit).execute();
}
async function freshArticles(n: number, prefix: string): Promise<BaiduRef[]> {
  const out: BaiduRef[] = [];
  for (let i = 0; i < n; i++) out.push({ kind: 'article', id: (await createArticle(h, admin, { title: `${prefix}${i}` })).id });
  await h.built.deps.contentHooks.idle();
  return out;
}
/** Clears what earlier tests pushed or checked, so each test starts from 未推送 / 未查询. */
async function forget(target = h) {
  await target.built.db.deleteFrom('seo_baidu_urls').execute();
  await target.built.db.deleteFrom('seo_baidu_push_log').execute();
  await target.built.db.deleteFrom('seo_baidu_settings').execute();
}
async function runTask(kind: typeof baiduPushKind | typeof indexCheckKind, input: object) {
  const id = await h.built.deps.tasks.start({ siteId: SITE.corporate, accountId: adminId }, kind, input);
  await h.built.deps.tasks.settled();
  return data(await h.call('taskGet', { token: admin, query: { id } }));
}

describe('keys, validation and site scoping', () => {
  beforeEach(() => forget());

  it('refuses every route to a caller without baidu_included, even with the other SEO keys', async () => {
    const operator = await h.login('operator');
    // Every other key of the SEO group (the group's own key would grant its children, baidu_included too).
    const others = await tokenWith(h, ['app_anchor', 'seo_jcbg', 'seo_qztkd', 'seo_zntkd', 'seo_params', 'seo_word', 'robots_agree', 'sitemap_setting', 'site_word', 'spider']);
    const own = await tokenWith(h, ['baidu_included']);
    const calls: [Parameters<Harness['call']>[0], Parameters<Harness['call']>[1]][] = [
      ['baiduSettingsGet', {}], ['baiduSettingsSave', { body: { autoPush: true } }], ['baiduUrls', { query: { page: 1, rows: 10 } }],
      ['baiduPush', { body: { refs: [{ kind: 'article', id: 1 }] } }], ['baiduPushAll', { body: {} }], ['baiduIndexCheck', { body: {} }],
      ['baiduPushLog', { query: { page: 1, rows: 10 } }],
    ];
    const before = await snapshot(h);
    for (const token of [operator, others]) {
      for (const [name, options] of calls) {
        const res = await h.call(name, { ...options, token });
        expect([name, res.statusCode, res.json().code]).toEqual([name, 403, 403]);
      }
    }
    expect(await snapshot(h)).toEqual(before);
    expect(baidu.received).toEqual([]);
    expect((await h.call('baiduSettingsGet', { token: own })).statusCode).toBe(200);
    expect((await h.call('baiduUrls', { token: own, query: { page: 1, rows: 10 } })).statusCode).toBe(200);
  });

  it('stores a 16-character key and answers it masked only; refuses other keys by the shared rule; \'\' removes it', async () => {
    const before = await snapshot(h);
    for (const bad of ['edk7yc4rEZP9pDQ', 'edk7yc4rEZP9pDQDx', 'edk7yc4r-ZP9pDQD', '准入密钥准入密钥准入密钥准入密钥', '<script>alert(1)</script>', '   ']) {
      const res = await saveSettings({ token: bad });
      expect([res.statusCode, res.json().message, res.json().data]).toEqual([400, bad.trim() ? BAIDU_MSG.tokenInvalid : BAIDU_MSG.tokenRequired, { field: 'token' }]);
    }
    for (const body of [{ token: TOKEN, extra: 1 }, { token: TOKEN, autoPush: 'yes' }, { token: TOKEN, domain: 'www.elsewhere.cn' }]) {
      expect((await saveSettings(body)).statusCode).toBe(400);
    }
    expect(await snapshot(h)).toEqual(before);

    const saved = await saveSettings({ token: ` ${TOKEN} `, autoPush: false });
    expect(saved.statusCode).toBe(200);
    expect(data(saved)).toMatchObject({ token: 'edk7****pDQD', autoPush: false, domain: HOST, domains: [HOST], push: { configured: true }, indexCheck: { configured: true } });
    expect(saved.body).not.toContain(TOKEN);
    expect(JSON.stringify(await settings())).not.toContain(TOKEN);
    // Left out, the key stays; '' removes it.
    expect(data(await saveSettings({ autoPush: true })).token).toBe('edk7****pDQD');
    expect((await h.built.db.selectFrom('seo_baidu_settings').select('token').where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow()).token).toBe(TOKEN);
    expect(data(await saveSettings({ token: '' })).token).toBe('');
    // Nothing of the key in the operation log either.
    const logs = await h.built.db.selectFrom('op_logs').select('detail').where('action', '=', 'baiduSettingsSave').execute();
    for (const l of logs) for (const secret of SECRETS) expect(l.detail).not.toContain(secret);
  });

  it('validates the list’s filters and the selections', async () => {
    const queries: Record<string, string | number>[] = [{ kind: 'tag' }, { push: 'maybe' }, { index: 'yes' }, { keyword: 'x'.repeat(51) }, { rows: 101 }, { other: 1 }];
    for (const query of queries) {
      const res = await h.call('baiduUrls', { token: admin, query: { page: 1, rows: 10, ...query } });
      expect(res.statusCode).toBe(400);
    }
    const many = Array.from({ length: 2_001 }, (_, i) => ({ kind: 'article', id: i + 1 }));
    for (const refs of [[], many, [{ kind: 'article', id: 1 }, { kind: 'article', id: 1 }], [{ kind: 'section', id: 1 }], [{ kind: 'article', id: 0 }], [{ kind: 'article' }]]) {
      expect((await h.call('baiduPush', { token: admin, body: { refs } })).statusCode).toBe(400);
      expect((await h.call('baiduIndexCheck', { token: admin, body: { refs } })).statusCode).toBe(400);
    }
    expect((await h.call('baiduPushAll', { token: admin, body: { batchSize: 1 } })).statusCode).toBe(400);
    expect(baidu.received).toEqual([]);
  });

  it('lists the live records with their address on the push domain, filtered by kind, state and title', async () => {
    const all = await urls({ rows: 100 });
    const counts = await Promise.all([
      h.built.db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', SITE.corporate).where('disabled', '=', 0).where('status', '=', 1).executeTakeFirstOrThrow(),
      h.built.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', SITE.corporate).where('disabled', '=', 0).where('status', '=', 1).executeTakeFirstOrThrow(),
      h.built.db.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow(),
      h.built.db.selectFrom('product_categories').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow(),
    ]);
    expect(all.total).toBe(counts.reduce((n, c) => n + Number(c.n), 0));
    expect(new Set(all.rows.map((r) => r.kind))).toEqual(new Set(['article', 'product', 'category', 'productCategory']));
    expect(all.rows.every((r) => r.pushState === 'unpushed' && r.indexState === 'unchecked' && r.url.startsWith(`https://${HOST}/`))).toBe(true);
    const [article] = await liveArticles();
    const shown = all.rows.find((r) => r.kind === 'article' && r.id === article.id)!;
    expect(shown).toMatchObject({ key: `article:${article.id}`, url: urlOf({ kind: 'article', id: article.id, type: article.type }) });
    // A draft, a binned article and another site's are not listed.
    const hidden = await h.built.db.selectFrom('articles').select('id').where((eb) => eb.or([eb('status', '=', 0), eb('disabled', '=', 1), eb('site_id', '!=', SITE.corporate)])).execute();
    const listed = new Set((await urls({ kind: 'article' })).rows.map((r) => r.id));
    expect(hidden.some((a) => listed.has(a.id))).toBe(false);
    // Title search folds case; script text is just text to search for.
    const [titled] = await freshArticles(1, 'Baidu收录<script>alert(1)</script>');
    expect((await urls({ keyword: 'baidu收录' })).rows.map((r) => [r.key, r.title])).toEqual([[`article:${titled.id}`, 'Baidu收录<script>alert(1)</script>0']]);
    expect((await urls({ keyword: '<script>alert(1)</script>' })).total).toBe(1);
    // Paging.
    const now = await urls({ rows: 100 });
    const page2 = await urls({ rows: 3, page: 2 });
    expect(page2.rows.map((r) => r.key)).toEqual(now.rows.slice(3, 6).map((r) => r.key));
    // Pages run kind after kind, each newest first, whatever their size, across the kinds' borders.
    const pagesOf = async (size: number) => {
      const keys: string[] = [];
      for (let page = 1; ; page++) {
        const got = await urls({ rows: size, page });
        keys.push(...got.rows.map((r) => r.key));
        if (keys.length >= got.total || got.rows.length === 0) return keys;
      }
    };
    const bySeven = await pagesOf(7);
    expect(bySeven).toEqual(await pagesOf(50));
    expect(new Set(bySeven).size).toBe(bySeven.length);
    const kindOrder = bySeven.map((k) => ['article', 'product', 'category', 'productCategory'].indexOf(k.split(':')[0]));
    expect(kindOrder).toEqual([...kindOrder].sort((x, y) => x - y));
  });

  it('shows Baiduspider’s last visit to each address as the spider’s log import records it, not the other spiders’', async () => {
    const [article] = await liveArticles();
    const path = recordPath('article', article.id, article.type);
    await h.built.db.deleteFrom('spider_baidu_last').where('path', '=', path).execute();
    expect((await row({ kind: 'article', id: article.id })).lastCrawl).toBeNull();
    const [early, later, google] = [Date.UTC(2026, 0, 1, 2, 0, 0), Date.UTC(2026, 0, 2, 3, 4, 5), Date.UTC(2026, 0, 3, 0, 0, 0)];
    const line = (at: number, agent: string) => `220.181.108.1 - - [${combinedTime(at)}] "GET ${path} HTTP/1.1" 200 100 "-" "${agent}"`;
    const writer = new VisitWriter({ db: h.built.db, bulk: h.built.deps.bulk, siteId: SITE.corporate, domain: HOST, importId: null });
    // Out of order, as logs may arrive: the latest Baidu visit wins; Googlebot's does not count.
    for (const text of [line(later, BAIDU_AGENT), line(early, BAIDU_AGENT), line(google, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')]) await writer.line(text);
    await writer.flush();
    expect((await row({ kind: 'article', id: article.id })).lastCrawl).toBe(later);
    const again = new VisitWriter({ db: h.built.db, bulk: h.built.deps.bulk, siteId: SITE.corporate, domain: HOST, importId: null });
    await again.line(line(early, BAIDU_AGENT));
    await again.flush();
    expect((await row({ kind: 'article', id: article.id })).lastCrawl).toBe(later);
  });

  it('keeps each site to itself: another site’s records, key, states and log are neither readable nor changeable', async () => {
    await saveSettings({ token: TOKEN });
    baidu.always(accepting(100));
    const [mine] = await liveArticles();
    expect((await h.call('baiduPush', { token: admin, body: { refs: [{ kind: 'article', id: mine.id }] } })).statusCode).toBe(200);

    // The admin's other site (no key, nothing pushed), and another company's account.
    const global = await h.login('admin');
    await h.call('siteActive', { token: global, query: { twebId: SITE.global } });
    expect(await settings(global)).toMatchObject({ token: '', domain: 'www.demo-global.com' });
    expect((await log(global)).total).toBe(0);
    expect((await urls({ kind: 'article' }, global)).rows.some((r) => r.id === mine.id)).toBe(false);
    const demo = await h.login('demo');
    const before = await snapshot(h);
    baidu.received.length = 0;
    for (const name of ['baiduPush', 'baiduIndexCheck'] as const) {
      const res = await h.call(name, { token: global, body: { refs: [{ kind: 'article', id: mine.id }] } });
      expect([name, res.statusCode, res.json().message]).toEqual([name, 404, BAIDU_MSG.recordsGone]);
    }
    expect((await h.call('baiduPush', { token: demo, body: { refs: [{ kind: 'article', id: mine.id }] } })).statusCode).toBe(404);
    expect((await log(demo)).total).toBe(0);
    expect(await snapshot(h)).toEqual(before);
    expect(baidu.received).toEqual([]);
  });
});

describe('pushing', () => {
  beforeEach(() => forget());

  it('unconfigured: says so on the page and refuses each push with the service’s message, recording nothing', async () => {
    const token = await bare.login('admin');
    expect((await saveSettings({ token: TOKEN }, token, bare)).statusCode).toBe(200);
    expect(await settings(token, bare)).toMatchObject({
      push: { configured: false, message: '搜索引擎推送服务未配置，请联系管理员' },
      indexCheck: { configured: false, message: '收录查询服务未配置，请联系管理员' },
    });
    const [article] = await liveArticles();
    const before = await snapshot(bare);
    const refs = [{ kind: 'article', id: article.id }];
    for (const [name, body, message] of [
      ['baiduPush', { refs }, PROVIDER_MSG.unconfigured.push], ['baiduPushAll', {}, PROVIDER_MSG.unconfigured.push],
      ['baiduIndexCheck', {}, PROVIDER_MSG.unconfigured.indexCheck], ['baiduIndexCheck', { refs }, PROVIDER_MSG.unconfigured.indexCheck],
    ] as const) {
      const res = await bare.call(name, { token, body });
      expect([res.statusCode, res.json()]).toEqual([409, { code: 409, message, data: null }]);
    }
    // Published with 自动推送 on: nothing either.
    const draft = await createArticle(bare, token, { title: '未配置时发布', status: 0 });
    await bare.call('articleUpDown', { token, body: { ids: [draft.id], status: 1 } });
    await bare.built.deps.contentHooks.idle();
    const after = await snapshot(bare);
    expect([after.seo_baidu_urls, after.seo_baidu_push_log]).toEqual([before.seo_baidu_urls, before.seo_baidu_push_log]);
    expect(after.seo_baidu_urls).toEqual([]);
  });

  it('without a key: 请先填写百度推送准入密钥, nothing sent', async () => {
    const [article] = await liveArticles();
    for (const [name, body] of [['baiduPush', { refs: [{ kind: 'article', id: article.id }] }], ['baiduPushAll', {}]] as const) {
      const res = await h.call(name, { token: admin, body });
      expect([res.statusCode, res.json().message]).toEqual([409, BAIDU_MSG.noToken]);
    }
    expect(baidu.received).toEqual([]);
  });

  it('推送所选: the addresses as text with site and key; Baidu’s answer per address and in the log', async () => {
    await saveSettings({ token: TOKEN });
    const [a, b, c] = await liveArticles();
    const refs = [a, b, c].map((x) => ({ kind: 'article' as const, id: x.id }));
    const [ua, ub, uc] = [a, b, c].map((x) => urlOf({ kind: 'article', id: x.id, type: x.type }));
    baidu.next(answer.json({ success: 1, remain: 4_999, not_same_site: [ub], not_valid: [uc] }));
    const res = await h.call('baiduPush', { token: admin, body: { refs } });
    expect([res.statusCode, data(res)]).toEqual([200, { sent: 3, success: 1, remain: 4_999, notSameSite: [ub], notValid: [uc] }]);
    const req = baidu.received[0];
    const sent = new URL(req.url, baidu.url);
    expect([req.method, sent.pathname, sent.searchParams.get('site'), sent.searchParams.get('token')]).toEqual(['POST', '/urls', `https://${HOST}`, TOKEN]);
    expect(lines(req)).toEqual([ua, ub, uc]);
    expect([(await row(refs[0])).pushState, (await row(refs[1])).pushState, (await row(refs[2])).pushState]).toEqual(['pushed', 'notSameSite', 'notValid']);
    expect((await row(refs[0])).pushedAt).toEqual(expect.any(Number));
    expect((await urls({ push: 'pushed' })).rows.map((r) => r.key)).toEqual([`article:${a.id}`]);
    expect((await urls({ push: 'unpushed', kind: 'article' })).rows.map((r) => r.id)).not.toContain(a.id);
    expect((await log()).rows).toEqual([{
      id: expect.any(Number), at: expect.any(Number), source: 'manual', who: '系统管理员', sent: 3, success: 1, remain: 4_999, notSameSite: [ub], notValid: [uc], error: '',
    }]);
  });

  it('a refused key: 百度推送准入密钥无效, nothing recorded and the key in no answer', async () => {
    await saveSettings({ token: TOKEN });
    const [a] = await liveArticles();
    const before = await snapshot(h);
    baidu.next(answer.status(401, { error: 401, message: 'token is not valid' }));
    const res = await h.call('baiduPush', { token: admin, body: { refs: [{ kind: 'article', id: a.id }] } });
    expect([res.statusCode, res.json()]).toEqual([424, { code: 424, message: '百度推送准入密钥无效', data: null }]);
    expect(await snapshot(h)).toEqual(before);
    const logged = await h.built.db.selectFrom('op_logs').select('detail').where('action', '=', 'baiduPush').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(logged.detail).toBe('百度推送准入密钥无效');
  });

  it('Baidu failing (5xx, garbage, silence): a Chinese reason, a failed log line, no address marked', async () => {
    await saveSettings({ token: TOKEN });
    const [a] = await liveArticles();
    const refs = [{ kind: 'article', id: a.id }];
    const cases: [Script, string][] = [
      [answer.status(500, { error: 500, message: 'internal error, please try later' }), '搜索引擎推送失败：服务器返回错误 HTTP 500'],
      [answer.garbage('<html>502 Bad Gateway</html>', 'text/html'), '搜索引擎推送失败：服务器返回的内容无法识别'],
      [answer.json({ success: 'all' }), '搜索引擎推送失败：服务器返回的内容无法识别'],
      [answer.status(400, { error: 400, message: 'site error' }), `搜索引擎推送失败：${PROVIDER_MSG.reason.siteNotVerified}`],
      [answer.slowly(5_000, accepting(1)), '搜索引擎推送失败：服务器响应超时'],
    ];
    for (const [script, message] of cases) {
      baidu.next(script);
      const res = await h.call('baiduPush', { token: admin, body: { refs } });
      expect([res.statusCode, res.json().message]).toEqual([424, message]);
      for (const secret of SECRETS) expect(res.body).not.toContain(secret);
    }
    expect((await row(refs[0] as BaiduRef)).pushState).toBe('unpushed');
    expect((await log()).rows.map((r: { error: string; success: number; sent: number }) => [r.error, r.success, r.sent])).toEqual(cases.map(([, m]) => [m, 0, 1]).reverse());
  });

  it('over quota: nothing marked, the log says 今日推送配额已用完', async () => {
    await saveSettings({ token: TOKEN });
    const [a] = await liveArticles();
    baidu.next(answer.status(400, { error: 400, message: 'over quota' }));
    const res = await h.call('baiduPush', { token: admin, body: { refs: [{ kind: 'article', id: a.id }] } });
    expect([res.statusCode, data(res)]).toEqual([200, { sent: 1, success: 0, remain: 0, notSameSite: [], notValid: [] }]);
    expect((await row({ kind: 'article', id: a.id })).pushState).toBe('unpushed');
    expect((await log()).rows[0]).toMatchObject({ sent: 1, success: 0, remain: 0, error: BAIDU_MSG.quotaSpent });
  });
});

describe('推送全部未推送 (task seo.baiduPush)', () => {
  beforeEach(() => forget());

  it('pushes every unpushed address in batches, from the route or as a task, and follows through the task', async () => {
    await saveSettings({ token: TOKEN });
    baidu.always(accepting(90_000));
    const unpushed = (await urls({ push: 'unpushed', rows: 1 })).total;
    expect(unpushed).toBeGreaterThan(5);
    const task = await runTask(baiduPushKind, { batchSize: 5 });
    expect(task).toMatchObject({ state: 'succeeded', title: BAIDU_MSG.pushTitle, result: { sent: unpushed, success: unpushed, batches: Math.ceil(unpushed / 5), remain: 90_000, stopped: null } });
    expect(baidu.received.map((r) => lines(r).length)).toEqual(Array.from({ length: Math.ceil(unpushed / 5) }, (_, i) => Math.min(5, unpushed - i * 5)));
    expect(new Set(baidu.received.flatMap(lines)).size).toBe(unpushed);
    expect((await urls({ push: 'unpushed' })).total).toBe(0);
    const logRows = (await log()).rows;
    expect(logRows).toHaveLength(Math.ceil(unpushed / 5));
    expect(logRows.every((r: { source: string; who: string }) => r.source === 'task' && r.who === '系统管理员')).toBe(true);
    // Nothing left: the route answers a task that has nothing to do.
    const started = await h.call('baiduPushAll', { token: admin, body: {} });
    expect(started.statusCode).toBe(200);
    await h.built.deps.tasks.settled();
    expect(data(await h.call('taskGet', { token: admin, query: { id: data(started).taskId } })).result).toMatchObject({ sent: 0, stopped: BAIDU_MSG.nothingToPush });
  });

  it('stops when Baidu’s remain reaches 0, saying why; the rest stay unpushed', async () => {
    await saveSettings({ token: TOKEN });
    const total = (await urls({ push: 'unpushed', rows: 1 })).total;
    baidu.next(accepting(3));
    baidu.next(accepting(0));
    const task = await runTask(baiduPushKind, { batchSize: 2 });
    expect(task).toMatchObject({ state: 'succeeded', result: { sent: 4, success: 4, batches: 2, remain: 0, stopped: '今日推送配额已用完' } });
    expect(baidu.received).toHaveLength(2);
    expect((await urls({ push: 'unpushed', rows: 1 })).total).toBe(total - 4);
    // Over quota at the first request: nothing taken, the log says so.
    baidu.next(answer.status(400, { error: 400, message: 'over quota' }));
    const again = await runTask(baiduPushKind, { batchSize: 2 });
    expect(again.result).toMatchObject({ sent: 2, success: 0, batches: 1, remain: 0, stopped: '今日推送配额已用完' });
    expect((await urls({ push: 'unpushed', rows: 1 })).total).toBe(total - 4);
    expect((await log()).rows[0]).toMatchObject({ source: 'task', error: BAIDU_MSG.quotaSpent });
  });

  it('a failure mid-way fails the task with the reason; earlier batches stay pushed; a refused key is the task’s message', async () => {
    await saveSettings({ token: TOKEN });
    const total = (await urls({ push: 'unpushed', rows: 1 })).total;
    baidu.next(accepting(100));
    baidu.next(answer.status(503));
    const failed = await runTask(baiduPushKind, { batchSize: 2 });
    expect(failed).toMatchObject({ state: 'failed', error: '搜索引擎推送失败：服务器返回错误 HTTP 503' });
    expect((await urls({ push: 'unpushed', rows: 1 })).total).toBe(total - 2);
    expect((await log()).rows.map((r: { error: string }) => r.error)).toEqual(['搜索引擎推送失败：服务器返回错误 HTTP 503', '']);

    const before = await snapshot(h);
    baidu.next(answer.status(401, { error: 401, message: 'token is not valid' }));
    const refused = await runTask(baiduPushKind, { batchSize: 2 });
    expect(refused).toMatchObject({ state: 'failed', error: '百度推送准入密钥无效' });
    const after = await snapshot(h);
    expect([after.seo_baidu_urls, after.seo_baidu_push_log]).toEqual([before.seo_baidu_urls, before.seo_baidu_push_log]);
  });

  it('cancelled while Baidu is answering: the request is dropped, the batches before it kept', async () => {
    await saveSettings({ token: TOKEN });
    const total = (await urls({ push: 'unpushed', rows: 1 })).total;
    baidu.next(accepting(100));
    baidu.next(answer.slowly(60_000, accepting(100)));
    const id = await h.built.deps.tasks.start({ siteId: SITE.corporate, accountId: adminId }, baiduPushKind, { batchSize: 2 });
    while (baidu.received.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await h.call('taskCancel', { token: admin, body: { id } })).statusCode).toBe(200);
    await h.built.deps.tasks.settled();
    expect(data(await h.call('taskGet', { token: admin, query: { id } })).state).toBe('cancelled');
    await baidu.left(baidu.received[1]);
    expect((await urls({ push: 'unpushed', rows: 1 })).total).toBe(total - 2);
    expect((await log()).total).toBe(1);
  });
});

describe('查询收录 (task seo.indexCheck) and 收录 elsewhere', () => {
  beforeEach(() => forget());

  it('checks every live address 100 a call and shows 已收录 / 未收录 / 未查询', async () => {
    const live = (await urls({ rows: 1 })).total;
    const [a, b, c] = await liveArticles();
    const [ua, ub] = [a, b].map((x) => urlOf({ kind: 'article', id: x.id, type: x.type }));
    checker.always((res, req, d) => {
      const asked: string[] = JSON.parse(req.body).urls;
      // The service knows a and b; c and the rest it leaves out (not known yet).
      const results = asked.filter((u) => u === ua || u === ub).map((u) => ({ url: u, indexed: u === ua }));
      return answer.json({ results })(res, req, d);
    });
    const task = await runTask(indexCheckKind, {});
    expect(task).toMatchObject({ state: 'succeeded', title: BAIDU_MSG.checkTitle, result: { checked: live, indexed: 1, notIndexed: 1, unknown: live - 2 } });
    expect(checker.received.map((r) => JSON.parse(r.body).urls.length)).toEqual(Array.from({ length: Math.ceil(live / 100) }, (_, i) => Math.min(100, live - i * 100)));
    expect(JSON.parse(checker.received[0].body).engine).toBe('baidu');
    expect((await row({ kind: 'article', id: a.id })).indexState).toBe('indexed');
    expect((await row({ kind: 'article', id: b.id })).indexState).toBe('notIndexed');
    expect((await row({ kind: 'article', id: c.id })).indexState).toBe('unchecked');
    expect((await urls({ index: 'indexed' })).rows.map((r) => r.key)).toEqual([`article:${a.id}`]);
    expect((await urls({ index: 'notIndexed' })).rows.map((r) => r.key)).toEqual([`article:${b.id}`]);

    // The selection only, from the route; a check keeps the push state.
    checker.received.length = 0;
    checker.always(answer.json({ results: [{ url: ua, indexed: false }] }));
    await h.built.db.updateTable('seo_baidu_urls').set({ push_state: 'pushed', pushed_at: 1 }).where('record_id', '=', a.id).execute();
    const started = await h.call('baiduIndexCheck', { token: admin, body: { refs: [{ kind: 'article', id: a.id }] } });
    expect(started.statusCode).toBe(200);
    await h.built.deps.tasks.settled();
    expect(checker.received.map((r) => JSON.parse(r.body).urls)).toEqual([[ua]]);
    expect(await row({ kind: 'article', id: a.id })).toMatchObject({ indexState: 'notIndexed', pushState: 'pushed' });
  });

  it('a failing index check fails the task with its reason; what was checked before stays', async () => {
    expect((await urls({ rows: 1 })).total).toBeGreaterThan(100);
    const [a] = await liveArticles();
    const ua = urlOf({ kind: 'article', id: a.id, type: a.type });
    checker.next(answer.json({ results: [{ url: ua, indexed: true }] }));
    checker.next(answer.status(500));
    expect(await runTask(indexCheckKind, {})).toMatchObject({ state: 'failed', error: '收录查询失败：服务器返回错误 HTTP 500' });
    expect(checker.received).toHaveLength(2);
    expect((await row({ kind: 'article', id: a.id })).indexState).toBe('indexed');
    checker.next(answer.json({ results: 'none' }));
    expect(await runTask(indexCheckKind, {})).toMatchObject({ state: 'failed', error: '收录查询失败：服务器返回的内容无法识别' });
  });

  it('gives the spider page’s top pages their 收录 (core’s deps.indexStatus), without spider reading seo’s tables', async () => {
    const [a, b, c] = await liveArticles();
    const paths = [a, b, c].map((x) => recordPath('article', x.id, x.type));
    await h.built.db.insertInto('seo_baidu_urls').values([
      { site_id: SITE.corporate, record_kind: 'article', record_id: a.id, url: '', push_state: '', pushed_at: null, index_state: 'indexed', checked_at: 1 },
      { site_id: SITE.corporate, record_kind: 'article', record_id: b.id, url: '', push_state: 'pushed', pushed_at: 1, index_state: 'notIndexed', checked_at: 1 },
    ]).execute();
    expect(await h.built.deps.indexStatus(SITE.corporate, [...paths, `${paths[0]}?from=baidu`, '/about/index.html']))
      .toEqual(new Map([[paths[0], true], [paths[1], false], [`${paths[0]}?from=baidu`, true]]));
    // Another site's paths know nothing of this site's checks.
    expect(await h.built.deps.indexStatus(SITE.global, paths)).toEqual(new Map());
    // Through the spider's route: the day's most crawled pages.
    const day = 20991231;
    await h.built.db.insertInto('spider_page_daily').values(paths.map((path, i) => ({ site_id: SITE.corporate, domain: HOST, day, path, visits: 1_000_000 - i }))).execute();
    const top = data(await h.call('spiderTopPages', { token: admin, query: { from: '2099-12-31', to: '2099-12-31' } }));
    expect(top.map((p: { path: string; included: boolean | null }) => [p.path, p.included])).toEqual([[paths[0], true], [paths[1], false], [paths[2], null]]);
  });
});

describe('自动推送 on publish', () => {
  beforeEach(() => forget());

  async function publishDraft(title: string): Promise<BaiduRef> {
    const draft = await createArticle(h, admin, { title, status: 0 });
    expect((await h.call('articleUpDown', { token: admin, body: { ids: [draft.id], status: 1 } })).json().code).toBe(200);
    await h.built.deps.contentHooks.idle();
    return { kind: 'article', id: draft.id };
  }

  it('pushes a newly published article or product when on with a key; never one pushed before; nothing when off', async () => {
    await saveSettings({ token: TOKEN, autoPush: true });
    baidu.always(accepting(500));
    const ref = await publishDraft('自动推送的文章');
    expect(baidu.received.map(lines)).toEqual([[urlOf(ref)]]);
    expect((await row(ref)).pushState).toBe('pushed');
    expect((await log()).rows[0]).toMatchObject({ source: 'auto', who: '自动', sent: 1, success: 1, remain: 500, error: '' });
    // Saved again while live: already pushed, not sent again.
    const created = await createArticle(h, admin, { title: '新建即发布' });
    await h.built.deps.contentHooks.idle();
    expect(baidu.received.map(lines)).toEqual([[urlOf(ref)], [urlOf({ kind: 'article', id: created.id })]]);
    await h.call('articleSave', { token: admin, body: { ...articleBody({ title: '新建即发布（改）' }), id: created.id, version: created.version } });
    await h.built.deps.contentHooks.idle();
    expect(baidu.received).toHaveLength(2);
    // A product put on sale is pushed the same way.
    const product = await createProduct(h, admin, { name: '自动推送的产品', status: 0 });
    expect((await h.call('goodsUpDown', { token: admin, body: { ids: [product.id], status: 1 } })).json().code).toBe(200);
    await h.built.deps.contentHooks.idle();
    expect(baidu.received.map(lines)[2]).toEqual([urlOf({ kind: 'product', id: product.id })]);
    expect((await row({ kind: 'product', id: product.id })).pushState).toBe('pushed');
    // Off: nothing is sent.
    await saveSettings({ token: TOKEN, autoPush: false });
    await publishDraft('关闭时发布');
    expect(baidu.received).toHaveLength(3);
  });

  it('a failure is a line of the push log, never the save’s: Baidu down, the key refused', async () => {
    await saveSettings({ token: TOKEN, autoPush: true });
    baidu.next(answer.status(500));
    const first = await publishDraft('百度出错时发布');
    baidu.next(answer.status(401, { error: 401, message: 'token is not valid' }));
    await publishDraft('密钥无效时发布');
    expect((await log()).rows.map((r: { source: string; error: string }) => [r.source, r.error])).toEqual([
      ['auto', '百度推送准入密钥无效'], ['auto', '搜索引擎推送失败：服务器返回错误 HTTP 500'],
    ]);
    expect((await row(first)).pushState).toBe('unpushed');
  });

  it('without a key nothing is sent or recorded', async () => {
    await saveSettings({ autoPush: true });
    await publishDraft('无密钥时发布');
    expect(baidu.received).toEqual([]);
    expect((await log()).total).toBe(0);
  });
});
