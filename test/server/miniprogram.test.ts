// The mini-program console's server (issue 17 §8, module miniprogram): every call needs xys_xcx and
// a Chinese, mini-program or shop site; binding checks the AppID per platform, seals the AppSecret
// and never answers it, and the database keeps an AppID to one site per platform; 提交审核, 刷新审核状态
// and 发布 go through the platform provider (a local HTTP double) and change nothing when it is
// unconfigured, failing or too slow; the pages' visibility, order and content sources are the
// site's own; the QR code is a PNG the server draws. SQLite, and PostgreSQL with TEST_PG_URL.
import { MINIPROGRAM_API } from '../../shared/domain/api/miniprogramEndpoints';
import type { ApiName } from '../../shared/domain/api/endpoints';
import { MP_PAGE_MSG, type MpPage } from '../../shared/domain/miniprogram';
import { SEED_ACCOUNTS, SITE } from '../../server/core/db/seedData';
import { answer, startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { snapshot, startServer, type CallOptions, type Harness } from './support/harness';
import { isUniqueViolation } from '../../server/core/db/dbErrors';

const TIMEOUT_MS = 400;
const PLATFORM_KEY = 'mp-platform-key-7d21';
const WX_ID = 'wx0123456789abcdef';
const SECRET = 'f1e2d3c4b5a6978801234567890abcde';

let platform: HttpDouble;
let h: Harness;
let bare: Harness;
let admin: string;
beforeAll(async () => {
  platform = await startHttpDouble();
  h = await startServer({ MINIPROGRAM_PLATFORM_URL: `${platform.url}/mp`, MINIPROGRAM_PLATFORM_KEY: PLATFORM_KEY, PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS) });
  bare = await startServer();
  admin = await h.login('admin');
  await h.call('siteActive', { token: admin, query: { twebId: SITE.miniProgram } });
});
afterAll(async () => {
  await h?.close();
  await bare?.close();
  await platform?.close();
});
beforeEach(() => {
  platform.received.length = 0;
  platform.always(answer.status(500, { error: 'no script' }));
});

const call = (name: ApiName, o: CallOptions = {}, on = h, token = admin) => on.call(name, { token, ...o });
async function ok(name: ApiName, o: CallOptions = {}, on = h, token = admin) {
  const res = await call(name, o, on, token);
  expect([name, res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([name, 200, '']);
  return res.json();
}
async function refused(name: ApiName, o: CallOptions, code: number, on = h, token = admin) {
  const res = await call(name, o, on, token);
  expect([name, res.statusCode]).toEqual([name, code]);
  return res.json().message as string;
}
const binding = async (p = 'weixin', on = h, token = admin) => (await ok('xcxInfo', {}, on, token)).data.bindings.find((b: { platform: string }) => b.platform === p);
const pages = async (on = h, token = admin) => (await ok('xcxPages', {}, on, token)).data as { pages: MpPage[]; sources: Record<string, { id: number; name: string }[]> };

describe('access', () => {
  it('every call needs a session and the key xys_xcx', async () => {
    const names = Object.keys(MINIPROGRAM_API) as ApiName[];
    expect(names).toHaveLength(11);
    await h.built.db.updateTable('accounts').set({ permissions: JSON.stringify(['home', 'content_manage']) }).where('id', '=', SEED_ACCOUNTS.contest.id).execute();
    const contest = await h.login('contest');
    for (const name of names) {
      const query = name === 'xcxQrCode' ? { platform: 'weixin' } : undefined;
      expect([name, (await h.call(name, { query })).statusCode]).toEqual([name, 401]);
      const res = await h.call(name, { token: contest, query, body: name === 'xcxInfo' || name === 'xcxPages' || name === 'xcxQrCode' ? undefined : {} });
      expect([name, res.statusCode]).toEqual([name, 403]);
    }
  });

  it('a foreign site has no mini-program console; a Chinese site has one, its own', async () => {
    const token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.global } });
    expect(await refused('xcxInfo', {}, 400, h, token)).toBe('外文站不支持小程序，请切换到中文站、小程序或智慧商城站点');
    expect(await refused('xcxBind', { body: { platform: 'weixin', appId: WX_ID, appSecret: SECRET } }, 400, h, token)).toContain('外文站不支持小程序');
    await h.call('siteActive', { token, query: { twebId: SITE.corporate } });
    const info = (await ok('xcxInfo', {}, h, token)).data;
    expect(info.siteId).toBe(SITE.corporate);
    expect(info.bindings.map((b: { platform: string; status: string }) => `${b.platform}:${b.status}`)).toEqual(['weixin:unbound', 'baidu:unbound', 'alipay:unbound', 'douyin:unbound']);
    expect(info.providerConfigured).toBe(true);
    const unconfigured = (await ok('xcxInfo', {}, bare, await bare.login('admin'))).data;
    expect([unconfigured.providerConfigured, unconfigured.providerMessage]).toEqual([false, '小程序平台服务未配置，请联系管理员']);
  });
});

describe('binding', () => {
  it('refuses an AppID in another platform’s format, a missing or malformed secret, unknown fields — nothing stored', async () => {
    const before = await snapshot(h);
    const bind = (body: object) => refused('xcxBind', { body }, 400);
    expect(await bind({ platform: 'weixin', appId: 'wx123', appSecret: SECRET })).toBe('微信小程序 AppID 格式不正确（wx 开头加 16 位十六进制字符，如 wx1234567890abcdef）');
    expect(await bind({ platform: 'weixin', appId: 'tt0123456789abcdef', appSecret: SECRET })).toContain('微信小程序 AppID 格式不正确');
    expect(await bind({ platform: 'douyin', appId: WX_ID, appSecret: SECRET })).toContain('抖音小程序 AppID 格式不正确');
    expect(await bind({ platform: 'baidu', appId: '1234', appSecret: SECRET })).toContain('百度小程序 AppID 格式不正确（8 到 10 位数字');
    expect(await bind({ platform: 'alipay', appId: '3021001234567890', appSecret: SECRET })).toContain('支付宝小程序 AppID 格式不正确');
    expect(await bind({ platform: 'weixin', appId: '', appSecret: SECRET })).toBe('请填写 AppID');
    expect(await bind({ platform: 'weixin', appId: WX_ID, appSecret: '' })).toBe('请填写 AppSecret');
    expect(await bind({ platform: 'weixin', appId: WX_ID, appSecret: 'short' })).toContain('AppSecret 格式不正确');
    expect(await bind({ platform: 'qq', appId: WX_ID, appSecret: SECRET })).toMatch(/[\u4e00-\u9fff]/);
    expect(await bind({ platform: 'weixin', appId: WX_ID, appSecret: SECRET, extra: 1 })).toMatch(/[\u4e00-\u9fff]/);
    expect(await snapshot(h)).toEqual(before);
    expect((await binding()).status).toBe('unbound');
  });

  it('binds: 未绑定 → 已绑定, the secret sealed and never answered', async () => {
    const res = await ok('xcxBind', { body: { platform: 'weixin', appId: WX_ID, appSecret: SECRET } });
    expect(res.data).toMatchObject({ platform: 'weixin', status: 'bound', appId: WX_ID, secretSet: true, reason: '' });
    const row = await h.built.db.selectFrom('mp_bindings').selectAll().where('site_id', '=', SITE.miniProgram).executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(SECRET);
    expect(row.secret_sealed.length).toBeGreaterThan(20);
    for (const r of [await call('xcxInfo'), await call('xcxBind', { body: { platform: 'weixin', appId: WX_ID, appSecret: '' } })]) {
      expect(r.statusCode).toBe(200);
      expect(r.body).not.toContain(SECRET);
    }
    // A blank secret kept the one given; the operation log says it changed without saying it.
    expect(await h.built.db.selectFrom('mp_bindings').select('secret_sealed').where('id', '=', row.id).executeTakeFirstOrThrow()).toEqual({ secret_sealed: row.secret_sealed });
    const logs = await h.built.db.selectFrom('op_logs').select(['action', 'changes']).where('action', '=', 'xcxBind').execute();
    expect(logs.map((l) => l.changes ?? '').join('')).not.toContain(SECRET);
  });

  it('an AppID is one site’s per platform (the database says so); another site of the company is refused', async () => {
    const token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.shop } });
    const before = await snapshot(h);
    const res = await call('xcxBind', { body: { platform: 'weixin', appId: WX_ID, appSecret: SECRET } }, h, token);
    expect([res.statusCode, res.json().message, res.json().data]).toEqual([400, '该 AppID 已被其他站点绑定', { field: 'appId' }]);
    expect(await snapshot(h)).toEqual(before);
    // The database's own rule, whatever the route checks.
    // (Read with isUniqueViolation, not rejects.toThrow: a better-sqlite3 error made in another test
    // file's realm is not an Error to this file's expect, which then says "did not throw".)
    const refusal = await h.built.db.insertInto('mp_bindings').values({
      site_id: SITE.shop, platform: 'weixin', app_id: WX_ID, secret_sealed: 'x', status: 'bound', reason: '', audit_id: '', release_url: '',
      submitted_at: null, published_at: null, created_at: 1, updated_at: 1,
    }).execute().then(() => null, (err: unknown) => err);
    expect(isUniqueViolation(refusal)).toBe(true);
    // Another company's account sees nothing of it.
    const demo = await h.login('demo');
    expect((await binding('weixin', h, demo)).status).toBe('unbound');
  });

  it('a new AppID needs its own secret', async () => {
    const other = 'wx00000000000000ff';
    expect(await refused('xcxBind', { body: { platform: 'weixin', appId: other, appSecret: '' } }, 400)).toBe('请填写 AppSecret');
    expect((await binding()).appId).toBe(WX_ID);
  });
});

describe('review and release through the platform provider', () => {
  it('unconfigured: 提交审核 answers the clear message and changes nothing', async () => {
    const token = await bare.login('admin');
    await bare.call('siteActive', { token, query: { twebId: SITE.miniProgram } });
    await ok('xcxBind', { body: { platform: 'baidu', appId: '17654321', appSecret: SECRET } }, bare, token);
    const before = await snapshot(bare);
    for (const name of ['xcxSubmitAudit'] as const) {
      expect(await refused(name, { body: { platform: 'baidu' } }, 409, bare, token)).toBe('小程序平台服务未配置，请联系管理员');
    }
    expect(await snapshot(bare)).toEqual(before);
    expect(platform.received).toEqual([]);
  });

  it('a failing, stalling or garbled platform: a clear message, the binding as it was', async () => {
    const before = await snapshot(h);
    platform.next(answer.status(500, { error: 'down' }));
    expect(await refused('xcxSubmitAudit', { body: { platform: 'weixin' } }, 424)).toBe('小程序平台服务调用失败：服务器返回错误 HTTP 500');
    platform.next(answer.slowly(TIMEOUT_MS * 5, answer.json({ auditId: 'late' })));
    const started = Date.now();
    expect(await refused('xcxSubmitAudit', { body: { platform: 'weixin' } }, 424)).toBe('小程序平台服务调用失败：服务器响应超时');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
    platform.next(answer.json({ nothing: true }));
    expect(await refused('xcxSubmitAudit', { body: { platform: 'weixin' } }, 424)).toBe('小程序平台服务调用失败：服务器返回的内容无法识别');
    expect(await snapshot(h)).toEqual(before);
    expect((await binding()).status).toBe('bound');
  });

  it('提交审核 → 审核中 → 审核驳回 (reason) → again → 审核通过 → 发布 → 已发布', async () => {
    // Only shown pages are submitted, in their order.
    const list = (await pages()).pages;
    expect(list.map((p) => p.title)).toEqual(['首页', '全部商品', '资讯', '在线留言']);
    await ok('xcxPageSave', { body: { ...pick(list[3]), visible: false } });
    platform.next(answer.json({ auditId: 'audit-1' }));
    const submitted = await ok('xcxSubmitAudit', { body: { platform: 'weixin' } });
    expect([submitted.message, submitted.data.status]).toEqual(['已提交审核', 'reviewing']);
    const sent = platform.received[0];
    expect([sent.url, sent.headers.authorization]).toEqual(['/mp/submit', `Bearer ${PLATFORM_KEY}`]);
    expect(JSON.parse(sent.body)).toEqual({
      platform: 'weixin', appId: WX_ID, appSecret: SECRET,
      pages: [{ path: 'pages/index/index', title: '首页' }, { path: 'pages/goods/index', title: '全部商品' }, { path: 'pages/news/index', title: '资讯' }],
    });
    // Under review: neither a second submission nor a release nor an unbind.
    expect(await refused('xcxSubmitAudit', { body: { platform: 'weixin' } }, 409)).toBe('小程序正在审核中，请等待审核结果');
    expect(await refused('xcxRelease', { body: { platform: 'weixin' } }, 409)).toBe('小程序正在审核中，请等待审核结果');
    expect(await refused('xcxUnbind', { body: { platform: 'weixin' } }, 409)).toBe('小程序正在审核中，请等待审核结果');

    platform.next(answer.json({ status: 'reviewing' }));
    expect((await ok('xcxAuditStatus', { body: { platform: 'weixin' } })).data.status).toBe('reviewing');
    platform.next(answer.json({ status: 'rejected', reason: '页面内容不完整' }));
    expect((await ok('xcxAuditStatus', { body: { platform: 'weixin' } })).data).toMatchObject({ status: 'rejected', reason: '页面内容不完整' });
    expect(JSON.parse(platform.received.at(-1)!.body)).toMatchObject({ auditId: 'audit-1', appId: WX_ID });
    expect(await refused('xcxRelease', { body: { platform: 'weixin' } }, 409)).toBe('当前状态（审核驳回）不能执行此操作');

    platform.next(answer.json({ auditId: 'audit-2' }));
    expect((await ok('xcxSubmitAudit', { body: { platform: 'weixin' } })).data).toMatchObject({ status: 'reviewing', reason: '' });
    platform.next(answer.json({ status: 'approved' }));
    expect((await ok('xcxAuditStatus', { body: { platform: 'weixin' } })).data.status).toBe('approved');
    // A failing release keeps 审核通过.
    platform.next(answer.status(502));
    expect(await refused('xcxRelease', { body: { platform: 'weixin' } }, 424)).toBe('小程序平台服务调用失败：服务器返回错误 HTTP 502');
    expect((await binding()).status).toBe('approved');
    platform.next(answer.json({ url: 'https://mp.example.com/wx/shop' }));
    const released = await ok('xcxRelease', { body: { platform: 'weixin' } });
    expect([released.message, released.data.status, typeof released.data.publishedAt]).toEqual(['发布成功', 'published', 'number']);
    expect(JSON.parse(platform.received.at(-1)!.body)).toMatchObject({ auditId: 'audit-2' });
    expect(await refused('xcxAuditStatus', { body: { platform: 'weixin' } }, 409)).toBe('当前状态（已发布）不能执行此操作');
  });
});

function pick(p: MpPage) {
  return { id: p.id, title: p.title, path: p.path, visible: p.visible, sourceKind: p.sourceKind, sourceId: p.sourceId };
}

/** The mini-program site's own records (its seed has none): a news category, a product category, a lead form. */
async function siteRecords() {
  const db = h.built.db;
  const at = Date.now();
  const [category] = await db.insertInto('categories').values({ site_id: SITE.miniProgram, type: 1, parent_id: 0, name: '商城动态', sort: 1, created_at: at, updated_at: at }).returning('id').execute();
  const [product] = await db.insertInto('product_categories').values({ site_id: SITE.miniProgram, parent_id: 0, name: '热销商品', sort: 1, created_at: at, updated_at: at }).returning('id').execute();
  const [form] = await db.insertInto('forms').values({ site_id: SITE.miniProgram, variant: 'zh', title: '预约到店', fields: '{}', published: 1, created_at: at, updated_at: at }).returning('id').execute();
  return { category: category.id, product: product.id, form: form.id };
}

describe('pages', () => {
  let own: { category: number; product: number; form: number };
  beforeAll(async () => {
    own = await siteRecords();
  });

  it('sources are the site’s own records, named as they are now', async () => {
    const { pages: list, sources } = await pages();
    expect([sources.article.map((s) => s.name), sources.product.map((s) => s.name), sources.form.map((s) => s.name)]).toEqual([['商城动态'], ['热销商品'], ['预约到店']]);
    const [goods, news] = [list[1], list[2]];
    await ok('xcxPageSave', { body: { ...pick(goods), sourceKind: 'product', sourceId: own.product } });
    const saved = (await ok('xcxPageSave', { body: { ...pick(news), sourceKind: 'article', sourceId: own.category } })).data.pages as MpPage[];
    expect(saved.slice(1, 3).map((p) => [p.title, p.sourceKind, p.sourceName, p.sourceMissing])).toEqual([['全部商品', 'product', '热销商品', false], ['资讯', 'article', '商城动态', false]]);
    // Renamed in its own module: the page reads the new name.
    await h.built.db.updateTable('product_categories').set({ name: '新品上市' }).where('id', '=', own.product).execute();
    expect((await pages()).pages[1].sourceName).toBe('新品上市');
  });

  it('another site’s record, a wrong kind or a bad path is refused and nothing stored', async () => {
    const { pages: list } = await pages();
    const news = list[2];
    const corporateCategory = await h.built.db.selectFrom('categories').select('id').where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow();
    const corporateForm = await h.built.db.selectFrom('forms').select('id').where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow();
    const before = await snapshot(h);
    const save = (body: object) => refused('xcxPageSave', { body: { ...pick(news), ...body } }, 400);
    expect(await save({ sourceKind: 'article', sourceId: corporateCategory.id })).toBe(MP_PAGE_MSG.sourceMissing);
    expect(await save({ sourceKind: 'form', sourceId: corporateForm.id })).toBe(MP_PAGE_MSG.sourceMissing);
    // A product category's id given as a form's.
    expect(await save({ sourceKind: 'form', sourceId: own.product })).toBe(MP_PAGE_MSG.sourceMissing);
    expect(await save({ sourceKind: 'article', sourceId: 0 })).toBe(MP_PAGE_MSG.sourceNeeded);
    expect(await save({ sourceKind: 'none', sourceId: 5 })).toBe(MP_PAGE_MSG.sourceNone);
    expect(await save({ path: 'news/index' })).toBe(MP_PAGE_MSG.pathBad);
    expect(await save({ path: 'pages/News Page' })).toBe(MP_PAGE_MSG.pathBad);
    expect(await save({ title: '   ' })).toBe(MP_PAGE_MSG.titleEmpty);
    expect(await save({ title: '很'.repeat(21) })).toBe(MP_PAGE_MSG.titleLong);
    expect(await save({ path: 'pages/index/index' })).toBe(MP_PAGE_MSG.pathTaken);
    expect(await save({ sourceId: '1,,2' })).toMatch(/[\u4e00-\u9fff]/);
    expect(await save({ sourceId: '1;x' })).toMatch(/[\u4e00-\u9fff]/);
    expect(await refused('xcxPageSave', { body: { ...pick(news), id: 999_999 } }, 404)).toBe(MP_PAGE_MSG.notFound);
    expect(await snapshot(h)).toEqual(before);
  });

  it('a deleted source is marked, not hidden', async () => {
    await h.built.db.deleteFrom('categories').where('id', '=', own.category).execute();
    const news = (await pages()).pages[2];
    expect([news.sourceKind, news.sourceName, news.sourceMissing]).toEqual(['article', '', true]);
  });

  it('adds, hides, reorders and deletes; the order is the whole list or nothing', async () => {
    const added = (await ok('xcxPageSave', { body: { id: 0, title: '联系我们', path: 'pages/contact/index', visible: true, sourceKind: 'form', sourceId: own.form } })).data.pages as MpPage[];
    const contact = added.at(-1)!;
    expect([contact.title, contact.sourceName, contact.sort]).toEqual(['联系我们', '预约到店', 5]);
    const hidden = (await ok('xcxPageSave', { body: { ...pick(contact), visible: false } })).data.pages as MpPage[];
    expect(hidden.at(-1)!.visible).toBe(false);
    const ids = added.map((p) => p.id);
    const before = await snapshot(h);
    expect(await refused('xcxPageOrder', { body: { ids: ids.slice(1) } }, 409)).toBe(MP_PAGE_MSG.orderMismatch);
    expect(await refused('xcxPageOrder', { body: { ids: [...ids.slice(1), 999_999] } }, 409)).toBe(MP_PAGE_MSG.orderMismatch);
    expect(await refused('xcxPageOrder', { body: { ids: '1,,2' } }, 400)).toMatch(/[\u4e00-\u9fff]/);
    expect(await refused('xcxPageOrder', { body: { ids: [ids[0], ids[0]] } }, 400)).toMatch(/[\u4e00-\u9fff]/);
    expect(await snapshot(h)).toEqual(before);
    const reordered = (await ok('xcxPageOrder', { body: { ids: [contact.id, ...ids.slice(0, -1)] } })).data.pages as MpPage[];
    expect(reordered.map((p) => p.title)).toEqual(['联系我们', '首页', '全部商品', '资讯', '在线留言']);
    expect((await pages()).pages.map((p) => p.title)).toEqual(['联系我们', '首页', '全部商品', '资讯', '在线留言']);
    // Another site's page cannot be deleted from there.
    const token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.shop } });
    expect(await refused('xcxPageDelete', { body: { id: contact.id } }, 404, h, token)).toBe(MP_PAGE_MSG.notFound);
    const after = (await ok('xcxPageDelete', { body: { id: contact.id } })).data.pages as MpPage[];
    expect(after.map((p) => p.title)).toEqual(['首页', '全部商品', '资讯', '在线留言']);
  });
});

describe('QR code', () => {
  it('a PNG of the published address; an unbound platform has none', async () => {
    const res = await call('xcxQrCode', { query: { platform: 'weixin' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/png');
    expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(String(res.headers['content-disposition'])).toContain(`miniprogram_weixin_${WX_ID}.png`);
    expect(await refused('xcxQrCode', { query: { platform: 'douyin' } }, 400)).toBe('请先绑定该平台的小程序');
    expect(await refused('xcxQrCode', { query: { platform: 'qq' } }, 400)).toMatch(/[\u4e00-\u9fff]/);
  });

  it('before release: the preview path of the first shown page', async () => {
    const token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.shop } });
    await ok('xcxBind', { body: { platform: 'douyin', appId: 'tt0123456789abcdef', appSecret: SECRET } }, h, token);
    const res = await call('xcxQrCode', { query: { platform: 'douyin' } }, h, token);
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('预览小程序码_douyin');
  });
});

describe('unbinding', () => {
  it('removes the binding: the platform is 未绑定 again, its AppID free for another site', async () => {
    const res = await ok('xcxUnbind', { body: { platform: 'weixin' } });
    expect(res.data.status).toBe('unbound');
    expect(await refused('xcxUnbind', { body: { platform: 'weixin' } }, 400)).toBe('请先绑定该平台的小程序');
    const token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.shop } });
    expect((await ok('xcxBind', { body: { platform: 'weixin', appId: WX_ID, appSecret: SECRET } }, h, token)).data.status).toBe('bound');
  });
});

describe('two operators at once', () => {
  it('two 提交审核 of one binding: one is recorded, the other told the status changed', async () => {
    const token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.shop } });
    expect((await binding('douyin', h, token)).status).toBe('bound');
    platform.next(answer.slowly(100, answer.json({ auditId: 'first' })));
    platform.next(answer.slowly(150, answer.json({ auditId: 'second' })));
    const both = await Promise.all([0, 1].map(() => call('xcxSubmitAudit', { body: { platform: 'douyin' } }, h, token)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().message).toBe('小程序状态已变化，请刷新后重试');
    const row = await h.built.db.selectFrom('mp_bindings').select(['status', 'audit_id']).where('site_id', '=', SITE.shop).where('platform', '=', 'douyin').executeTakeFirstOrThrow();
    // The answer that came first (100 ms) was written; the later one found the binding moved on.
    expect(row).toEqual({ status: 'reviewing', audit_id: 'first' });
  });
});
