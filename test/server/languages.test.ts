// Languages and synchronisation (issue 17 §4–5, key site_setting), against a local double of the
// translation API: binding a foreign site of the same company (never another's, one each way),
// 已开通 n/m and adding a §3 language (unknown, main, added, over the count refused), the old-system
// calls, the sync page's status, totals and list, 同步翻译 of chosen ids (bad ids, another site's,
// a failing or stalling service: a Chinese message and nothing stored), an edit reading 已修改, and
// 批量同步翻译 as a task.
import { LANGUAGE_LIMITS, LANGUAGE_MSG, type SyncListRow } from '../../shared/domain/sites/languages';
import { SITE } from '../../server/core/db/seedData';
import { PROVIDER_MSG } from '../../server/core/providers/messages';
import { SEED_TRANSLATIONS } from '../../server/modules/languages/seed';
import { answer, startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { english } from '../support/doubles/englishTranslation';
import { CHINESE, snapshot, startServer, type Harness } from './support/harness';

let translator: HttpDouble;
let h: Harness;
let bare: Harness;
let admin: string;
let operator: string;

beforeAll(async () => {
  translator = await startHttpDouble();
  h = await startServer({ TRANSLATE_API_URL: `${translator.url}/translate`, TRANSLATE_API_KEY: 'tr-key', PROVIDER_TIMEOUT_MS: '1500' });
  bare = await startServer();
  admin = await h.login('admin');
  operator = await h.login('operator');
});
afterAll(async () => {
  await h?.close();
  await bare?.close();
  await translator?.close();
});
beforeEach(() => {
  translator.received.length = 0;
  translator.always(english);
});

const data = (res: { statusCode: number; body: string; json(): any }) => {
  expect({ status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ status: 200, body: '' });
  return res.json().data;
};
const refused = (res: { statusCode: number; json(): any }) => ({ status: res.statusCode, message: res.json().message as string });
const activate = async (hh: Harness, token: string, siteId: number) => data(await hh.call('siteActive', { token, query: { twebId: siteId } }));
const list = async (query: Record<string, string | number>): Promise<{ rows: SyncListRow[]; total: number }> => data(await h.call('syncList', { token: admin, query }));

describe('access and validation', () => {
  it('every call needs site_setting; unknown fields are refused in Chinese', async () => {
    for (const name of ['languageCount', 'languageOffer', 'syncLanguages', 'syncOpenStatus', 'syncTotal'] as const) {
      expect((await h.call(name, { token: operator })).statusCode).toBe(403);
      expect((await h.call(name)).statusCode).toBe(401);
    }
    const res = await h.call('translateSyncArticle', { token: operator, body: { ids: '1' } });
    expect(res.statusCode).toBe(403);
    await activate(h, admin, SITE.corporate);
    const extra = await h.call('syncList', { token: admin, query: { type: 'article', x: '1' } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(CHINESE);
    expect((await h.call('syncList', { token: admin, query: { type: 'video' } })).statusCode).toBe(400);
  });
});

describe('languages page', () => {
  it('the seeded Chinese site is bound to the seeded foreign site', async () => {
    await activate(h, admin, SITE.corporate);
    const langs = data(await h.call('syncLanguages', { token: admin }));
    expect(langs.oldSystem).toBe(false);
    expect(langs.binding).toMatchObject({ siteId: SITE.corporate, foreignSiteId: SITE.global, foreignSiteName: 'Demo Global Site', foreignLang: 'en-us' });
    expect(langs.languages.map((l: { code: string }) => l.code)).toEqual(['en-us', 'de-de', 'fr-fr']);
  });

  it('a foreign site reads 已开通 n/m and adds a language of the §3 table, once, up to the count', async () => {
    await activate(h, admin, SITE.global);
    expect(data(await h.call('languageCount', { token: admin }))).toEqual({ opened: 3, allowed: LANGUAGE_LIMITS.entitled, oldSystem: false });
    const offer = data(await h.call('languageOffer', { token: admin })).rows.map((r: { code: string }) => r.code);
    expect(offer).toContain('ja-jp');
    expect(offer).not.toContain('de-de');
    expect(offer).not.toContain('en-us');

    let before = await snapshot(h);
    expect(refused(await h.call('enSiteAddLanguage', { token: admin, body: { lang: 'xx-yy' } }))).toEqual({ status: 400, message: LANGUAGE_MSG.languageUnknown });
    expect(refused(await h.call('enSiteAddLanguage', { token: admin, body: { lang: 'de-de' } }))).toEqual({ status: 400, message: '该语言版本已存在' });
    expect(refused(await h.call('enSiteAddLanguage', { token: admin, body: { lang: 'en-us' } }))).toEqual({ status: 400, message: LANGUAGE_MSG.languageMain });
    // The old-system call is for sys_version < 3 sites only.
    expect(refused(await h.call('oldSiteAddLanguage', { token: admin, body: { lang: 'ja-jp' } }))).toEqual({ status: 409, message: LANGUAGE_MSG.newSystemOnly });
    expect(await snapshot(h)).toEqual(before);

    expect(data(await h.call('enSiteAddLanguage', { token: admin, body: { lang: 'JA-JP' } }))).toEqual({ opened: 4, allowed: 5, oldSystem: false });
    expect(data(await h.call('enSiteAddLanguage', { token: admin, body: { lang: 'ko-kr' } }))).toEqual({ opened: 5, allowed: 5, oldSystem: false });
    before = await snapshot(h);
    expect(refused(await h.call('enSiteAddLanguage', { token: admin, body: { lang: 'es-es' } }))).toEqual({ status: 409, message: LANGUAGE_MSG.overCount });
    expect(await snapshot(h)).toEqual(before);
    const versions = data(await h.call('siteLanguages', { token: admin }));
    expect(JSON.stringify(versions)).toContain('ja-jp');
  });

  it('a Chinese site binds a foreign site of its company only, and one Chinese site per foreign site', async () => {
    const db = h.built.db;
    const other = await db.insertInto('sites').values({
      company_id: 3, site_name: 'Contest Global', site_type: 'en', lang: 'en-us', all_type: 'xys', product_record_id: -1, inline: 0,
      sys_end_time: 0, sys_version: 3, theme_name: '', is_new_xys: 0, is_dcl: 0, road_type: 0, trans_role: 0, open_first_url: '', open_third_url: '',
      language_type: 'en-us', created_at: Date.now(),
    }).returning('id').executeTakeFirstOrThrow();
    await activate(h, admin, SITE.corporate);
    let before = await snapshot(h);
    expect((await h.call('enSiteBindPc', { token: admin, body: { enTwebId: other.id } })).statusCode).toBe(404);
    expect(refused(await h.call('enSiteBindPc', { token: admin, body: { enTwebId: SITE.marketingFree } }))).toEqual({ status: 400, message: LANGUAGE_MSG.foreignNotFound });
    expect((await h.call('enSiteBindPc', { token: admin, body: { enTwebId: 'x' } })).statusCode).toBe(400);
    expect(refused(await h.call('oldSiteBinding', { token: admin, body: { enTwebId: SITE.foreignTrade } }))).toEqual({ status: 409, message: LANGUAGE_MSG.newSystemOnly });
    expect(await snapshot(h)).toEqual(before);
    // The old-system site (1002, sys_version 2) may not take the foreign site 1003 already bound to 1001.
    await activate(h, admin, SITE.marketingFree);
    before = await snapshot(h);
    expect(refused(await h.call('enSiteBindPc', { token: admin, body: { enTwebId: SITE.foreignTrade } }))).toEqual({ status: 409, message: LANGUAGE_MSG.oldSystemOnly });
    expect(refused(await h.call('oldSiteBinding', { token: admin, body: { enTwebId: SITE.global } }))).toEqual({ status: 409, message: LANGUAGE_MSG.foreignTaken });
    expect(await snapshot(h)).toEqual(before);
    expect(data(await h.call('oldSiteBinding', { token: admin, body: { enTwebId: SITE.foreignTrade } }))).toMatchObject({ siteId: SITE.marketingFree, foreignSiteId: SITE.foreignTrade });
    await db.deleteFrom('site_bindings').where('site_id', '=', SITE.marketingFree).execute();
    await db.deleteFrom('sites').where('id', '=', other.id).execute();
  });
});

describe('synchronisation', () => {
  it('opens only with a binding and the service; says why when closed', async () => {
    await activate(h, admin, SITE.corporate);
    expect(data(await h.call('syncOpenStatus', { token: admin }))).toEqual({ open: true, reason: null });
    const bareAdmin = await bare.login('admin');
    await activate(bare, bareAdmin, SITE.corporate);
    expect(data(await bare.call('syncOpenStatus', { token: bareAdmin }))).toEqual({ open: false, reason: PROVIDER_MSG.unconfigured.translate });
    const before = await snapshot(bare);
    const ids = (await list({ type: 'article', state: 'unsynced' })).rows[0].id;
    expect(refused(await bare.call('translateSyncArticle', { token: bareAdmin, body: { ids: String(ids) } }))).toEqual({ status: 409, message: '翻译服务未配置，请联系管理员' });
    expect(await snapshot(bare)).toEqual(before);
    await activate(h, admin, SITE.expired);
    expect(data(await h.call('syncOpenStatus', { token: admin }))).toEqual({ open: false, reason: LANGUAGE_MSG.noBinding });
    expect(refused(await h.call('syncList', { token: admin, query: { type: 'article' } }))).toEqual({ status: 409, message: LANGUAGE_MSG.noBinding });
    await activate(h, admin, SITE.global);
    expect(data(await h.call('syncOpenStatus', { token: admin }))).toEqual({ open: false, reason: LANGUAGE_MSG.syncNotChinese });
  });

  it('the seed: half of the seeded articles synced, with English copies in the foreign site', async () => {
    await activate(h, admin, SITE.corporate);
    const totals = data(await h.call('syncTotal', { token: admin })).rows;
    const articles = totals.find((r: { type: string }) => r.type === 'article');
    expect(articles).toMatchObject({ label: '文章', synced: SEED_TRANSLATIONS.length, modified: 0 });
    expect(articles.unsynced).toBeGreaterThanOrEqual(SEED_TRANSLATIONS.length);
    const synced = await list({ type: 'article', state: 'synced', rows: 100 });
    expect(synced.total).toBe(SEED_TRANSLATIONS.length);
    const copy = await h.built.db.selectFrom('articles').select(['site_id', 'title']).where('id', '=', synced.rows[0].targetId).executeTakeFirstOrThrow();
    expect(copy.site_id).toBe(SITE.global);
    expect(SEED_TRANSLATIONS.map((t) => t.title)).toContain(copy.title);
  });

  it('filters by state and keyword, pages', async () => {
    await activate(h, admin, SITE.corporate);
    const all = await list({ type: 'article', rows: 100 });
    const page1 = await list({ type: 'article', rows: 5, page: 1 });
    const page2 = await list({ type: 'article', rows: 5, page: 2 });
    expect(page1.total).toBe(all.total);
    expect([...page1.rows, ...page2.rows].map((r) => r.id)).toEqual(all.rows.slice(0, 10).map((r) => r.id));
    const found = await list({ type: 'article', keyword: '保修' });
    expect(found.rows.map((r) => r.title)).toEqual(['产品保修政策说明']);
    expect(found.rows[0].state).toBe('synced');
    expect((await list({ type: 'article', keyword: '保修', state: 'unsynced' })).total).toBe(0);
  });

  it('refuses bad ids, too many and another site\'s: a Chinese message, nothing stored', async () => {
    await activate(h, admin, SITE.corporate);
    const before = await snapshot(h);
    const foreignArticle = await h.built.db.selectFrom('articles').select('id').where('site_id', '=', SITE.global).executeTakeFirstOrThrow();
    const mine = (await list({ type: 'article', state: 'unsynced' })).rows[0].id;
    for (const ids of ['1,,2', '1;x', '', ' ', '-1', `${mine},`]) {
      const res = await h.call('translateSyncArticle', { token: admin, body: { ids } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(CHINESE);
    }
    const thousand = Array.from({ length: 1000 }, (_, i) => i + 1).join(',');
    expect((await h.call('translateSyncArticle', { token: admin, body: { ids: thousand } })).statusCode).toBe(400);
    const sixty = Array.from({ length: 60 }, (_, i) => i + 1).join(',');
    expect(refused(await h.call('translateSyncArticle', { token: admin, body: { ids: sixty } }))).toEqual({ status: 400, message: LANGUAGE_MSG.idsTooMany });
    expect(refused(await h.call('translateSyncArticle', { token: admin, body: { ids: `${mine},${foreignArticle.id}` } }))).toEqual({ status: 404, message: LANGUAGE_MSG.idsNotFound });
    expect(refused(await h.call('translateSyncArticle', { token: admin, body: { ids: '999999' } }))).toEqual({ status: 404, message: LANGUAGE_MSG.idsNotFound });
    expect(translator.received).toHaveLength(0);
    expect(await snapshot(h)).toEqual(before);
  });

  it('a failing or stalling service: 翻译失败 with the reason, retried, nothing stored', async () => {
    await activate(h, admin, SITE.corporate);
    const mine = (await list({ type: 'article', state: 'unsynced' })).rows[0].id;
    const before = await snapshot(h);
    translator.always(answer.status(500, { error: 'down' }));
    const res = refused(await h.call('translateSyncArticle', { token: admin, body: { ids: String(mine) } }));
    expect(res).toEqual({ status: 424, message: '翻译失败：服务器返回错误 HTTP 500' });
    expect(translator.received).toHaveLength(3);
    translator.always(answer.slowly(5000, english));
    expect(refused(await h.call('translateSyncArticle', { token: admin, body: { ids: String(mine) } }))).toEqual({ status: 424, message: '翻译失败：服务器响应超时' });
    expect(await snapshot(h)).toEqual(before);
  }, 30_000);

  it('translates an article (text only, tags and links kept), then an edit reads 已修改 and a second sync updates the same copy', async () => {
    await activate(h, admin, SITE.corporate);
    const db = h.built.db;
    const source = (await list({ type: 'article', state: 'unsynced' })).rows[0];
    await db.updateTable('articles').set({ content: '<p>欢迎<a href="https://example.com/a">访问</a> https://example.com</p><script>x</script>' }).where('id', '=', source.id).execute();
    expect(data(await h.call('translateSyncArticle', { token: admin, body: { ids: String(source.id) } }))).toEqual({ translated: 1 });
    const sent = JSON.parse(translator.received[0].body);
    expect(sent).toMatchObject({ from: 'zh', to: 'en' });
    expect(sent.texts).toContain('欢迎');
    expect(sent.texts.join('')).not.toMatch(/<|href/);
    const row = (await list({ type: 'article', keyword: source.title })).rows.find((r) => r.id === source.id)!;
    expect(row.state).toBe('synced');
    const copy = await db.selectFrom('articles').selectAll().where('id', '=', row.targetId).executeTakeFirstOrThrow();
    expect(copy.site_id).toBe(SITE.global);
    expect(copy.title).toBe(`[en] ${source.title}`);
    expect(copy.content).toBe('<p>[en] 欢迎<a href="https://example.com/a">[en] 访问</a> https://example.com</p>');

    // An edit through the content module's save makes it 已修改.
    const full = data(await h.call('articleEdit', { token: admin, query: { id: source.id } })).info;
    const edited = { ...full, title: `${source.title}（更新）` };
    const saved = await h.call('articleSave', { token: admin, body: pick(edited) });
    expect(saved.statusCode).toBe(200);
    expect((await list({ type: 'article', state: 'modified' })).rows.map((r) => r.id)).toEqual([source.id]);
    data(await h.call('translateSyncArticle', { token: admin, body: { ids: String(source.id) } }));
    const again = await db.selectFrom('articles').selectAll().where('id', '=', row.targetId).executeTakeFirstOrThrow();
    expect(again.title).toBe(`[en] ${source.title}（更新）`);
    expect(again.version).toBe(copy.version + 1);
    expect((await list({ type: 'article', state: 'modified' })).total).toBe(0);
  });

  it('batch translation is a task: every pending item of the type, then nothing left', async () => {
    await activate(h, admin, SITE.corporate);
    const { taskId } = data(await h.call('syncBatchTranslate', { token: admin, body: { type: 'category' } }));
    expect(taskId).toBeGreaterThan(0);
    await h.built.deps.tasks.settled();
    const task = await h.built.db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
    expect(task).toMatchObject({ kind: 'languages.batchTranslate', state: 'succeeded' });
    const totals = data(await h.call('syncTotal', { token: admin })).rows.find((r: { type: string }) => r.type === 'category');
    expect(totals.unsynced + totals.modified).toBe(0);
    expect(totals.synced).toBeGreaterThan(0);
    const names = await h.built.db.selectFrom('categories').select('name').where('site_id', '=', SITE.global).execute();
    expect(names.some((n) => n.name.startsWith('[en] '))).toBe(true);
    expect(refused(await h.call('syncBatchTranslate', { token: admin, body: { type: 'category' } }))).toEqual({ status: 409, message: LANGUAGE_MSG.nothingToTranslate });
  });
});

/** The save request's fields from an article's detail. */
function pick(a: Record<string, unknown>) {
  const keys = ['id', 'version', 'type', 'category_id', 'title', 'summary', 'content', 'img', 'author', 'sort', 'status', 'seo_title', 'seo_keywords', 'seo_description', 'tag_ids', 'attachment_url', 'attachment_name', 'video_url'];
  return Object.fromEntries(keys.map((k) => [k, a[k]]));
}
