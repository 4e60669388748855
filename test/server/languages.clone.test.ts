// 翻译克隆 (issue 17 item 6, §4 and §6) against a local double of the translation API: who may see
// it (the shared §6 rule, on the server too), the count, each branch of the start (a bound foreign
// site under/over 500000 characters — 强制翻译 — and no binding: a new foreign site on an unused en
// entitlement, none → the purchase prompt), a second run refused, the unconfigured service, a failing
// service leaving the foreign site untouched with trans_role back, and a restart resuming the task.
import { sql } from 'kysely';
import { MSG } from '../../shared/domain/messages';
import type { TaskView } from '../../shared/domain/api/tasks';
import { insertArticle } from '../../server/core/content/articleWrites';
import { SITE } from '../../server/core/db/seedData';
import { PROVIDER_MSG } from '../../server/core/providers/messages';
import { SEED_TRANSLATIONS } from '../../server/modules/languages/seed';
import { CLONE_MSG } from '../../server/modules/languages/clone/rules';
import { visualCharCount } from '../../server/modules/languages/clone/visual';
import { answer, startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { english } from '../support/doubles/englishTranslation';
import { startServer, type Harness } from './support/harness';

const PG = Boolean(process.env.TEST_PG_URL);
let translator: HttpDouble;
let h: Harness;
let admin: string;

const env = () => ({ TRANSLATE_API_URL: `${translator.url}/translate`, TRANSLATE_API_KEY: 'tr-key', PROVIDER_TIMEOUT_MS: '1500' });

beforeAll(async () => {
  translator = await startHttpDouble();
  h = await startServer(env());
  admin = await h.login('admin');
});
afterAll(async () => {
  await h?.close();
  await translator?.close();
});
beforeEach(() => translator.always(english));

const data = (res: { statusCode: number; body: string; json(): any }) => {
  expect({ status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ status: 200, body: '' });
  return res.json().data;
};
const refused = (res: { statusCode: number; json(): any }) => ({ status: res.statusCode, message: res.json().message as string });
const activate = async (hh: Harness, token: string, siteId: number) => data(await hh.call('siteActive', { token, query: { twebId: siteId } }));
const transRole = async (hh: Harness, siteId: number = SITE.corporate) =>
  (await hh.built.db.selectFrom('sites').select('trans_role').where('id', '=', siteId).executeTakeFirstOrThrow()).trans_role;
const foreignArticles = async (hh: Harness, siteId: number = SITE.global) =>
  hh.built.db.selectFrom('articles').select(['id', 'title', 'version']).where('site_id', '=', siteId).orderBy('id').execute();
async function finished(hh: Harness, token: string, id: number): Promise<TaskView> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const view: TaskView = data(await hh.call('taskGet', { token, query: { id } }));
    if (!['queued', 'running'].includes(view.state)) return view;
    if (Date.now() > deadline) throw new Error(`任务未结束：${JSON.stringify(view)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
/** Articles making the site's content pass 500000 characters (a test-only large body). */
async function bigArticles(hh: Harness): Promise<number[]> {
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const body = `<p>${'大'.repeat(280_000)}</p>`;
    ids.push((await insertArticle(hh.built.db, SITE.corporate, {
      type: 1, category_id: 0, title: `超长文章${n}`, summary: '', content: body, img: '', author: '', sort: 0, status: 1,
      seo_title: '', seo_keywords: '', seo_description: '', tag_ids: [], attachment_url: '', attachment_name: '', video_url: '',
    }, 1, Date.now())).id);
  }
  return ids;
}

describe('who sees it and what it asks', () => {
  it('refuses sites and logins §6 hides, unknown or no content, and an unconfigured service', async () => {
    await activate(h, admin, SITE.marketingFree); // yxx, not paid
    expect(refused(await h.call('cloneInfo', { token: admin, body: { types: ['admin'] } }))).toEqual({ status: 403, message: CLONE_MSG.hidden });
    const contest = await h.login('contest'); // a customer login on a paid new site
    expect(refused(await h.call('cloneStart', { token: contest, body: { types: ['admin'] } }))).toEqual({ status: 403, message: CLONE_MSG.hidden });
    expect(await transRole(h, SITE.contest)).toBe(1);

    await activate(h, admin, SITE.corporate);
    expect(refused(await h.call('cloneInfo', { token: admin, body: { types: [] } }))).toEqual({ status: 400, message: MSG.chooseTranslateContent });
    expect((await h.call('cloneInfo', { token: admin, body: { types: ['pages'] } })).statusCode).toBe(400);
    expect((await h.call('cloneStart', { token: admin, body: { types: ['admin'], x: 1 } })).statusCode).toBe(400);
    expect(refused(await h.call('cloneStart', { token: admin, body: { types: [] } }))).toEqual({ status: 400, message: MSG.chooseTranslateContent });

    const bare = await startServer();
    try {
      const token = await bare.login('admin');
      await activate(bare, token, SITE.corporate);
      expect(refused(await bare.call('cloneStart', { token, body: { types: ['admin'] } }))).toEqual({ status: 409, message: PROVIDER_MSG.unconfigured.translate });
      expect(await transRole(bare)).toBe(1);
    } finally {
      await bare.close();
    }
  });

  it('counts the chosen content and names the bound foreign site', async () => {
    await activate(h, admin, SITE.corporate);
    const both = data(await h.call('cloneInfo', { token: admin, body: { types: ['admin', 'visual'] } }));
    const adminOnly = data(await h.call('cloneInfo', { token: admin, body: { types: ['admin'] } }));
    const visual = data(await h.call('cloneInfo', { token: admin, body: { types: ['visual'] } }));
    // 可视化界面 counts the site name, the navigation and the buttons (clone/visual.ts; its own test counts them).
    const corporate = await h.built.db.selectFrom('sites').selectAll().where('id', '=', SITE.corporate).executeTakeFirstOrThrow();
    expect(visual).toEqual({ url: `https://s${SITE.global}.preview.example.com/`, wordNum: await visualCharCount(h.built.db, corporate), site_name: 'Demo Global Site', equal: true });
    expect(visual.wordNum).toBeGreaterThan([...'示范企业官网'].length);
    expect(adminOnly.wordNum).toBeGreaterThan(1000);
    expect(both.wordNum).toBe(adminOnly.wordNum + visual.wordNum);
  });
});

describe('a bound foreign site', () => {
  it('over 500000 characters needs 强制翻译; a failing service leaves the foreign site untouched and gives the clone back', async () => {
    await activate(h, admin, SITE.corporate);
    const big = await bigArticles(h);
    try {
      const info = data(await h.call('cloneInfo', { token: admin, body: { types: ['admin'] } }));
      expect(info.wordNum).toBeGreaterThan(500_000);
      expect(refused(await h.call('cloneStart', { token: admin, body: { types: ['admin'] } }))).toEqual({ status: 409, message: CLONE_MSG.needsForce });
      expect(await transRole(h)).toBe(1);

      const before = await foreignArticles(h);
      translator.always(answer.status(500, { error: 'down' }));
      const { taskId } = data(await h.call('cloneStart', { token: admin, body: { types: ['admin'], force: true } }));
      expect(await transRole(h)).toBe(0);
      expect(data(await h.call('homeData', { token: admin })).transRole).toBe(false);
      const failed = await finished(h, admin, taskId);
      expect(failed.state).toBe('failed');
      expect(failed.error).toMatch(/翻译/);
      expect(await foreignArticles(h)).toEqual(before);
      expect(await transRole(h)).toBe(1);
    } finally {
      await h.built.db.deleteFrom('articles').where('id', 'in', big).execute();
    }
  });

  it('cancelled while translating: the foreign site untouched, the clone given back', async () => {
    await activate(h, admin, SITE.corporate);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    translator.received.length = 0;
    translator.always(async (res, req, d) => {
      await gate;
      english(res, req, d);
    });
    const before = await foreignArticles(h);
    const { taskId } = data(await h.call('cloneStart', { token: admin, body: { types: ['admin'] } }));
    const deadline = Date.now() + 10_000;
    while (translator.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(translator.received.length).toBeGreaterThan(0);
    data(await h.call('taskCancel', { token: admin, body: { id: taskId } }));
    release();
    expect((await finished(h, admin, taskId)).state).toBe('cancelled');
    expect(await foreignArticles(h)).toEqual(before);
    expect(await transRole(h)).toBe(1);
  });

  it('translates into the bound foreign site; a second run is refused', async () => {
    await activate(h, admin, SITE.corporate);
    const { taskId } = data(await h.call('cloneStart', { token: admin, body: { types: ['admin', 'visual'] } }));
    expect(refused(await h.call('cloneStart', { token: admin, body: { types: ['admin'] } }))).toEqual({ status: 409, message: CLONE_MSG.running });
    expect(data(await h.call('cloneStatus', { token: admin }))).toEqual({ taskId, transRole: false, foreignSiteName: 'Demo Global Site', foreignUrl: `https://s${SITE.global}.preview.example.com/` });
    expect(await finished(h, admin, taskId)).toMatchObject({ state: 'succeeded' });
    const live = await h.built.db.selectFrom('articles').select('title').where('site_id', '=', SITE.corporate).where('disabled', '=', 0).execute();
    const titles = (await foreignArticles(h)).map((a) => a.title);
    // A source already copied and unchanged since may keep its (seeded) copy; every other one is translated now.
    const kept = new Map(SEED_TRANSLATIONS.map((t) => [t.zh, t.title]));
    expect(live.length).toBeGreaterThan(kept.size);
    for (const a of live) expect([`[en] ${a.title}`, kept.get(a.title)].some((t) => titles.includes(t!))).toBe(true);
    expect(live.filter((a) => !kept.has(a.title)).every((a) => titles.includes(`[en] ${a.title}`))).toBe(true);
    const foreign = await h.built.db.selectFrom('sites').select('site_name').where('id', '=', SITE.global).executeTakeFirstOrThrow();
    expect(foreign.site_name).toBe('[en] 示范企业官网');
    // 可视化界面: the foreign site's navigation is the Chinese site's, translated, as its operator lists it.
    const navNames = async (siteId: number) => {
      await activate(h, admin, siteId);
      return (data(await h.call('navList', { token: admin, query: { position: 'top' } })).rows as { name: string }[]).map((n) => n.name);
    };
    const zhNav = await navNames(SITE.corporate);
    expect(zhNav.length).toBeGreaterThan(0);
    expect(await navNames(SITE.global)).toEqual(zhNav.map((n) => `[en] ${n}`.slice(0, 20)));
    await activate(h, admin, SITE.corporate);
    expect(await transRole(h)).toBe(0);
    expect(refused(await h.call('cloneStart', { token: admin, body: { types: ['visual'] } }))).toEqual({ status: 409, message: CLONE_MSG.running });
  });
});

describe('no bound foreign site', () => {
  it('no unused en entitlement → the purchase prompt; with one → a new foreign site, bound, holding the translation', async () => {
    const db = h.built.db;
    await db.deleteFrom('language_syncs').where('site_id', '=', SITE.corporate).execute();
    await db.deleteFrom('site_bindings').where('site_id', '=', SITE.corporate).execute();
    await db.updateTable('sites').set({ trans_role: 1 }).where('id', '=', SITE.corporate).execute();
    await activate(h, admin, SITE.corporate);
    expect(data(await h.call('cloneInfo', { token: admin, body: { types: ['admin'] } }))).toMatchObject({ url: '', site_name: '', equal: false });
    expect(refused(await h.call('cloneStart', { token: admin, body: { types: ['admin'] } }))).toEqual({ status: 409, message: MSG.noEnEntitlementBuy });
    expect(await transRole(h)).toBe(1);

    const company = (await db.selectFrom('sites').select('company_id').where('id', '=', SITE.corporate).executeTakeFirstOrThrow()).company_id;
    await db.insertInto('entitlements').values({ id: 5301, company_id: company, service_code: 'en', name: '外文站标准版', site_id: null, created_at: Date.now() } as never).execute();

    // A write failing half-way (a trigger refusing one translated article): nothing of the clone stays —
    // no new site, the entitlement unused, no binding, no copies — and the clone is given back.
    const boom = (await insertArticle(db, SITE.corporate, {
      type: 1, category_id: 0, title: '爆炸', summary: '', content: '<p>爆炸</p>', img: '', author: '', sort: 0, status: 1,
      seo_title: '', seo_keywords: '', seo_description: '', tag_ids: [], attachment_url: '', attachment_name: '', video_url: '',
    }, 1, Date.now())).id;
    if (PG) {
      await sql`create function clone_boom() returns trigger as $$ begin if new.title = '[en] 爆炸' then raise exception 'boom'; end if; return new; end $$ language plpgsql`.execute(db);
      await sql`create trigger clone_boom before insert on articles for each row execute function clone_boom()`.execute(db);
    } else {
      await sql`create trigger clone_boom before insert on articles when new.title = '[en] 爆炸' begin select raise(abort, 'boom'); end`.execute(db);
    }
    const sitesBefore = await db.selectFrom('sites').select('id').orderBy('id').execute();
    const failedRun = data(await h.call('cloneStart', { token: admin, body: { types: ['admin', 'visual'] } }));
    expect((await finished(h, admin, failedRun.taskId)).state).toBe('failed');
    expect(await db.selectFrom('sites').select('id').orderBy('id').execute()).toEqual(sitesBefore);
    expect((await db.selectFrom('entitlements').select('site_id').where('id', '=', 5301).executeTakeFirstOrThrow()).site_id).toBeNull();
    expect(await db.selectFrom('site_bindings').select('id').where('site_id', '=', SITE.corporate).execute()).toEqual([]);
    expect(await db.selectFrom('language_syncs').select('id').where('site_id', '=', SITE.corporate).execute()).toEqual([]);
    expect(await transRole(h)).toBe(1);
    await sql`drop trigger clone_boom${PG ? sql` on articles` : sql``}`.execute(db);
    if (PG) await sql`drop function clone_boom()`.execute(db);
    await db.deleteFrom('articles').where('id', '=', boom).execute();

    const { taskId } = data(await h.call('cloneStart', { token: admin, body: { types: ['admin', 'visual'] } }));
    const view = await finished(h, admin, taskId);
    expect(view.state).toBe('succeeded');
    const binding = await db.selectFrom('site_bindings').selectAll().where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow();
    const site = await db.selectFrom('sites').selectAll().where('id', '=', binding.foreign_site_id).executeTakeFirstOrThrow();
    expect(site).toMatchObject({ site_type: 'en', lang: 'en-us', site_name: '[en] 示范企业官网', product_record_id: 5301, company_id: company });
    expect((await db.selectFrom('entitlements').select('site_id').where('id', '=', 5301).executeTakeFirstOrThrow()).site_id).toBe(site.id);
    const titles = (await foreignArticles(h, site.id)).map((a) => a.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => t.startsWith('[en] '))).toBe(true);
  });
});

describe('a restart', () => {
  it('a clone left running by a process that died is run again to the end', async () => {
    const extra: Record<string, string> = PG ? { TASK_STALE_SECONDS: '2' } : {};
    const h1 = await startServer({ ...env(), ...extra });
    let h2: Harness | null = null;
    try {
      await h1.built.db.updateTable('sites').set({ trans_role: 0 }).where('id', '=', SITE.corporate).execute();
      const task = await h1.built.db.insertInto('tasks').values({
        site_id: SITE.corporate, account_id: 1, kind: 'languages.clone', title: '翻译克隆站点', input: JSON.stringify({ types: ['admin'] }),
        state: 'running', done: 3, total: 18, stage: CLONE_MSG.stageArticles, error: null, result: null, result_name: null, result_path: null,
        cancel_requested: 0, attempts: 1, created_at: Date.now(), started_at: Date.now(), finished_at: null, updated_at: Date.now() - 60_000,
      }).returning('id').executeTakeFirstOrThrow();
      const before = await foreignArticles(h1);
      await h1.built.close();
      h2 = await startServer({ ...env(), ...extra, DATA_DIR: h1.dir, ...(PG ? { DATABASE_URL: h1.config.databaseUrl! } : {}) });
      const token = await h2.login('admin');
      await activate(h2, token, SITE.corporate);
      expect(await finished(h2, token, task.id)).toMatchObject({ state: 'succeeded' });
      const after = await foreignArticles(h2);
      expect(after.length).toBeGreaterThan(before.length);
      expect(after.filter((a) => a.title.startsWith('[en] ')).length).toBeGreaterThan(0);
      expect(await transRole(h2)).toBe(0);
    } finally {
      await h2?.close();
      await h1.close().catch(() => undefined);
    }
  });
});
