// The site score (issue 12 §6, admin/SiteScore, key seo_jcbg): every route refused without the key
// and refusing malformed input; the first evaluation of the seeded demo site scores about 70 and
// each check finds the problem the seed put there; fixing problems raises the score and moves the
// counts; close turns scoring off and keeps the report; a cancelled run leaves the previous report;
// a run's leftovers after a restart are cleared; another site's runs and records answer 404.
import { MSG } from '../../shared/domain/messages';
import { TASK_MSG } from '../../shared/domain/api/tasks';
import { SCORE_CHECKS, SCORE_MSG, type ScoreCheckId, type ScoreRecordRow, type ScoreRun, type ScoreStatus } from '../../shared/domain/seo/score';
import { SITE } from '../../server/core/db/seedData';
import { evaluateSite } from '../../server/modules/seo/score/evaluate';
import { SCORE_DEMO } from '../../server/modules/seo/score/seed';
import { siteScoreKind } from '../../server/modules/seo/score/task';
import { DEMO_PARAGRAPHS } from '../../server/modules/seo/words/seedWords';
import { INSTALLED_MODULES } from '../../server/modules/installed';
import { createArticle, revisionsOf, storedArticle, tokenWith } from './support/content';
import { TEST_HASHING, snapshot, startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;
let adminId: number;
beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
  adminId = (await h.built.db.selectFrom('accounts').select('id').where('login_name', '=', 'admin').executeTakeFirstOrThrow()).id;
}, 30_000);
afterAll(() => h.close());

const data = (res: { json(): any }) => res.json().data;
const status = async (token = admin): Promise<ScoreStatus> => data(await h.call('scoreStatus', { token }));
const records = async (check: ScoreCheckId, query: Record<string, number> = {}, token = admin): Promise<{ rows: ScoreRecordRow[]; total: number }> =>
  data(await h.call('scoreRecords', { token, query: { check, page: 1, rows: 100, ...query } }));
const check = (run: ScoreRun, id: ScoreCheckId) => run.checks.find((c) => c.check === id)!;

/** Starts an evaluation, waits for it and answers the finished task. */
async function evaluate(token = admin): Promise<any> {
  const started = await h.call('scoreEvaluate', { token, body: {} });
  expect(started.json().code).toBe(200);
  await h.built.deps.tasks.settled();
  return data(await h.call('taskGet', { token, query: { id: data(started).taskId } }));
}

const articleId = async (title: string) =>
  (await h.built.db.selectFrom('articles').select('id').where('site_id', '=', SITE.corporate).where('title', '=', title).executeTakeFirstOrThrow()).id;

/** Saves an article the way its editor does, with its body changed by `edit`. */
async function editBody(id: number, edit: (content: string) => string): Promise<void> {
  const info = data(await h.call('articleEdit', { token: admin, query: { id } })).info;
  const body = {
    id, version: info.version, type: info.type, category_id: info.category_id, title: info.title, summary: info.summary, content: edit(info.content),
    img: info.img, author: info.author, sort: info.sort, status: info.status, seo_title: info.seo_title, seo_keywords: info.seo_keywords,
    seo_description: info.seo_description, tag_ids: info.tag_ids, attachment_url: info.attachment_url, attachment_name: info.attachment_name, video_url: info.video_url,
  };
  const res = await h.call('articleSave', { token: admin, body });
  expect(res.json().code).toBe(200);
}

describe('the seed', () => {
  it('puts a picture without alt and a link to a recycled article into the demo site, once, revisions in step', async () => {
    const image = await storedArticle(h, await articleId(SCORE_DEMO.imageArticle));
    const link = await storedArticle(h, await articleId(SCORE_DEMO.linkArticle));
    expect(image!.content).toMatch(/<img src="\/uploads\/[^"]+">/);
    expect(link!.content).toContain(`<a href="/news/${await articleId(SCORE_DEMO.removedArticle)}.html"`);
    for (const a of [image!, link!]) {
      const revision = (await revisionsOf(h, a.id)).find((r) => r.version === a.version)!;
      expect(JSON.parse(revision.snapshot).content).toBe(a.content);
    }
    // The upgrade of a database seeded before seo_005_score runs the same step: the same rows, and
    // nothing twice.
    const seo = INSTALLED_MODULES.find((m) => m.id === 'seo')!;
    const upgrade = () => seo.seed!.upgrade!.seo_005_score(h.built.db, { dialect: 'sqlite', now: Date.now(), dataDir: h.dir, hashing: TEST_HASHING });
    const before = await snapshot(h);
    for (const [a, added] of [[image!, /<p><img [^>]+><\/p>$/], [link!, /<p>停产机型[\s\S]*<\/p>$/]] as const) {
      const content = a.content.replace(added, '');
      expect(content).not.toBe(a.content);
      await h.built.db.updateTable('articles').set({ content }).where('id', '=', a.id).execute();
      const revision = (await revisionsOf(h, a.id)).find((r) => r.version === a.version)!;
      await h.built.db.updateTable('article_revisions').set({ snapshot: JSON.stringify({ ...JSON.parse(revision.snapshot), content }) }).where('id', '=', revision.id).execute();
    }
    await upgrade();
    expect(await snapshot(h)).toEqual(before);
    await upgrade();
    expect(await snapshot(h)).toEqual(before);
  });
});

describe('keys and validation', () => {
  it('refuses every route to a caller without seo_jcbg, and starts nothing', async () => {
    const others = await tokenWith(h, ['seo_word', 'seo_zntkd', 'sitemap_setting']);
    const tasksBefore = await h.built.db.selectFrom('tasks').select('id').execute();
    const calls = [
      h.call('scoreStatus', { token: others }),
      h.call('scoreClose', { token: others }),
      h.call('scoreEvaluate', { token: others, body: {} }),
      h.call('scoreRecords', { token: others, query: { check: 'deadLink', page: 1, rows: 10 } }),
      h.call('scoreHistory', { token: others, query: { page: 1, rows: 10 } }),
    ];
    for (const res of await Promise.all(calls)) expect([res.statusCode, res.json().message]).toEqual([403, MSG.forbidden]);
    expect(await h.built.db.selectFrom('tasks').select('id').execute()).toEqual(tasksBefore);
    const scorer = await tokenWith(h, ['seo_jcbg']);
    expect(await status(scorer)).toEqual({ enabled: false, latest: null, taskId: null });
  });

  it('refuses unknown fields and bad values with a message naming them, and changes nothing', async () => {
    const before = await snapshot(h);
    const cases: [Parameters<Harness['call']>[0], Parameters<Harness['call']>[1]][] = [
      ['scoreEvaluate', { token: admin, body: { force: true } }],
      ['scoreClose', { token: admin, query: { now: 1 } }],
      ['scoreStatus', { token: admin, query: { run_id: 1 } }],
      ['scoreRecords', { token: admin, query: { page: 1, rows: 10 } }],
      ['scoreRecords', { token: admin, query: { check: 'speed', page: 1, rows: 10 } }],
      ['scoreRecords', { token: admin, query: { check: 'deadLink', run_id: 0, page: 1, rows: 10 } }],
      ['scoreRecords', { token: admin, query: { check: 'deadLink', page: 1, rows: 1000 } }],
      ['scoreHistory', { token: admin, query: { page: 0, rows: 10 } }],
    ];
    for (const [name, options] of cases) {
      const res = await h.call(name, options);
      expect([name, res.statusCode]).toEqual([name, 400]);
      expect(res.json().message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await snapshot(h)).toEqual(before);
  });

  it('answers an empty report before the first evaluation', async () => {
    expect(await status()).toEqual({ enabled: false, latest: null, taskId: null });
    expect(await records('deadLink')).toEqual({ rows: [], total: 0 });
    expect(data(await h.call('scoreHistory', { token: admin, query: { page: 1, rows: 10 } }))).toEqual({ rows: [], total: 0 });
  });
});

describe('the seeded demo site', () => {
  let first: ScoreRun;

  it('scores about 70 (一般) on its first evaluation, and switches scoring on', async () => {
    const task = await evaluate();
    expect(task.state).toBe('succeeded');
    const s = await status();
    expect(s.enabled).toBe(true);
    expect(s.taskId).toBeNull();
    first = s.latest!;
    expect(first.score).toBeGreaterThanOrEqual(65);
    expect(first.score).toBeLessThanOrEqual(75);
    expect(first.level).toBe('fair');
    expect(task.result).toEqual({ score: first.score, level: 'fair', records: first.records });
    expect(first.checks.map((c) => c.check)).toEqual([...SCORE_CHECKS]);
    // The score is 100 less what the checks lost (tenths), rounded.
    expect(first.score).toBe(Math.round((1000 - first.checks.reduce((n, c) => n + c.deduction, 0)) / 10));
  });

  it('finds each problem the seed put there, with a 去修改 address for every record', async () => {
    const forbidden = await records('forbiddenWords');
    expect(forbidden.rows.map((r) => r.title).sort()).toEqual(DEMO_PARAGRAPHS.map((p) => p.title).sort());
    const words = forbidden.rows.flatMap((r) => (r.detail as { words: string[] }).words);
    expect(words).toEqual(expect.arrayContaining(['最佳', '第一']));

    const alt = await records('imageAlt');
    expect(alt.rows).toEqual([expect.objectContaining({ kind: 'article', title: SCORE_DEMO.imageArticle, detail: { images: 1 } })]);
    const removedId = await articleId(SCORE_DEMO.removedArticle);
    const dead = await records('deadLink');
    expect(dead.rows).toEqual([expect.objectContaining({ title: SCORE_DEMO.linkArticle, detail: { links: [`/news/${removedId}.html`], count: 1 } })]);
    expect(dead.rows[0].fixPath).toBe(`/zhContent/add?type=1&id=${await articleId(SCORE_DEMO.linkArticle)}`);

    const thin = await records('thinContent');
    expect(thin.total).toBe(check(first, 'thinContent').affected);
    expect(thin.rows.every((r) => (r.detail as { length: number }).length < 300)).toBe(true);
    // Album and video articles are pictures and a video: never judged thin.
    expect(thin.rows.map((r) => r.title)).not.toContain('企业宣传片');

    // An article category and a product category share the name 售后服务, and so their title.
    const dup = await records('titleDuplicate');
    expect(dup.rows.map((r) => [r.kind, r.title])).toEqual(expect.arrayContaining([['articleCategory', '售后服务'], ['productCategory', '售后服务']]));
    expect(dup.rows.find((r) => r.kind === 'productCategory')!.fixPath).toBe(`/seoSetting/inside?kind=productCategory&keyword=${encodeURIComponent('售后服务')}`);

    // The articles have no keywords of their own and the site none to fall back on.
    const missing = await records('tdkMissing');
    expect(missing.rows.length).toBeGreaterThan(0);
    expect(missing.rows.every((r) => r.kind === 'article' && (r.detail as { fields: string[] }).fields.includes('keywords'))).toBe(true);

    expect((await records('sitemap')).rows).toEqual([expect.objectContaining({ kind: 'site', detail: { reason: 'missing', generatedAt: null }, fixPath: '/seoSetting/sitemap' })]);
    expect(check(first, 'robots')).toMatchObject({ affected: 0, deduction: 0 });
    // Paged: the total is the check's count, each page its slice.
    const page2 = await records('thinContent', { page: 2, rows: 10 });
    expect(page2.total).toBe(thin.total);
    expect(page2.rows.map((r) => r.id)).toEqual(thin.rows.slice(10, 20).map((r) => r.id));
  });

  it('raises the score once problems are fixed, and keeps the earlier run in the history', async () => {
    // The dead link removed in the editor, the site's keywords set, the sitemap generated.
    await editBody(await articleId(SCORE_DEMO.linkArticle), (c) => c.replace(/<p>停产机型[\s\S]*?<\/p>/, ''));
    const params = data(await h.call('seoParamsGet', { token: admin }));
    expect((await h.call('seoParamsSave', { token: admin, body: { ...params, keywords: '数控机床,激光切割机' } })).json().code).toBe(200);
    expect((await h.call('sitemapGenerate', { token: admin, body: {} })).json().code).toBe(200);
    await h.built.deps.tasks.settled();

    expect((await evaluate()).state).toBe('succeeded');
    const second = (await status()).latest!;
    expect(second.id).not.toBe(first.id);
    expect(second.score).toBeGreaterThanOrEqual(first.score + 10);
    for (const id of ['deadLink', 'tdkMissing', 'sitemap'] as const) expect(check(second, id)).toMatchObject({ affected: 0, deduction: 0 });
    expect(check(second, 'forbiddenWords').affected).toBe(check(first, 'forbiddenWords').affected);
    expect((await records('deadLink')).total).toBe(0);

    const hist = data(await h.call('scoreHistory', { token: admin, query: { page: 1, rows: 10 } }));
    expect(hist.total).toBe(2);
    expect(hist.rows.map((r: ScoreRun) => [r.id, r.score])).toEqual([[second.id, second.score], [first.id, first.score]]);
    // Only the latest run keeps its records.
    const old = await h.call('scoreRecords', { token: admin, query: { check: 'deadLink', run_id: first.id, page: 1, rows: 10 } });
    expect([old.statusCode, old.json().message]).toEqual([400, SCORE_MSG.recordsGone]);
    const oldRows = await h.built.db.selectFrom('seo_score_records').select('id').where('run_id', '=', first.id).execute();
    expect(oldRows).toHaveLength(0);
  });

  it('loses the robots.txt weight when robots.txt shuts every crawler out', async () => {
    const before = (await status()).latest!;
    expect((await h.call('robotsSave', { token: admin, body: { content: 'User-agent: *\nDisallow: /\n' } })).json().code).toBe(200);
    await evaluate();
    const after = (await status()).latest!;
    expect(check(after, 'robots')).toMatchObject({ affected: 1, deduction: 100 });
    expect(after.score).toBe(before.score - 10);
    expect((await records('robots')).rows).toEqual([expect.objectContaining({ kind: 'site', detail: { crawler: '*' }, fixPath: '/seoSetting/robotsTxtProtocol' })]);
    await h.call('robotsSave', { token: admin, body: { content: 'User-agent: *\nDisallow: /admin/\nAllow: /\n' } });
  });

  it('turns scoring off on close and keeps the report; evaluating turns it on again', async () => {
    const before = await status();
    const closed = data(await h.call('scoreClose', { token: admin }));
    expect(closed).toEqual({ ...before, enabled: false });
    expect((await records('thinContent')).total).toBe(check(before.latest!, 'thinContent').affected);
    await evaluate();
    expect((await status()).enabled).toBe(true);
  });
});

describe('records as written', () => {
  it('stores titles and details exactly, whatever characters they hold', async () => {
    const title = '"引号",{括号}\\反斜杠\'单引号\' <b>标签</b> NULL';
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) ids.push((await createArticle(h, admin, { title, content: '<p>短</p>' })).id);
    await evaluate();
    const dup = await records('titleDuplicate');
    const mine = dup.rows.filter((r) => ids.includes(r.recordId));
    expect(mine.map((r) => r.title)).toEqual([title, title]);
    expect(mine[0].detail).toMatchObject({ count: 2 });
    expect((mine[0].detail as { title: string }).title).toContain('"引号",{括号}');
    for (const id of ids) await h.call('articleRemove', { token: admin, query: { id } });
    await evaluate();
  });
});

describe('cancel and restart', () => {
  it('leaves the previous report when a running evaluation is stopped by 关闭检测', async () => {
    const before = await status();
    const original = siteScoreKind.run;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    siteScoreKind.run = async (ctx) => {
      started();
      await held;
      return original(ctx);
    };
    try {
      const taskId = data(await h.call('scoreEvaluate', { token: admin, body: {} })).taskId;
      await running;
      // A second 开始检测 meanwhile answers the run under way.
      expect(data(await h.call('scoreEvaluate', { token: admin, body: {} })).taskId).toBe(taskId);
      expect((await status()).taskId).toBe(taskId);
      expect(data(await h.call('scoreClose', { token: admin })).enabled).toBe(false);
      release();
      await h.built.deps.tasks.settled();
      expect(data(await h.call('taskGet', { token: admin, query: { id: taskId } })).state).toBe('cancelled');
    } finally {
      release();
      siteScoreKind.run = original;
    }
    expect(await status()).toEqual({ ...before, enabled: false });
    const unfinished = await h.built.db.selectFrom('seo_score_runs').select('id').where('finished_at', 'is', null).execute();
    expect(unfinished).toHaveLength(0);
  });

  it('removes what a stopped run wrote, whether stopped mid-way or by a restart', async () => {
    const before = await status();
    const controller = new AbortController();
    const run = evaluateSite(h.built.db, SITE.corporate, 900_001, {
      signal: controller.signal, progress: (done) => { if (done > 0) controller.abort(); }, now: Date.now, accountId: adminId,
    });
    await expect(run).rejects.toBeDefined();
    expect(await h.built.db.selectFrom('seo_score_runs').select('id').where('task_id', '=', 900_001).execute()).toHaveLength(0);
    expect(await status()).toEqual(before);

    // A run whose process died left a row and records behind: the next run of the site clears them.
    const orphan = await h.built.db.insertInto('seo_score_runs').values({
      site_id: SITE.corporate, task_id: 900_002, account_id: adminId, score: null, level: null, record_count: 0, started_at: 1, finished_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    await h.built.db.insertInto('seo_score_records').values({
      run_id: orphan.id, site_id: SITE.corporate, check_id: 'thinContent', record_kind: 'article', record_id: 1, record_type: 1, title: '残留', detail: '{"length":1}',
    }).execute();
    const result = await evaluateSite(h.built.db, SITE.corporate, 900_003, { signal: new AbortController().signal, progress: () => {}, now: Date.now, accountId: adminId });
    expect(result.score).toBe(before.latest!.score);
    expect(await h.built.db.selectFrom('seo_score_runs').select('id').where('id', '=', orphan.id).execute()).toHaveLength(0);
    expect(await h.built.db.selectFrom('seo_score_records').select('id').where('title', '=', '残留').execute()).toHaveLength(0);
    expect(siteScoreKind.resumable).toBe(true);
  });
});

describe('sites', () => {
  it('keeps each site to its own runs, records and tasks', async () => {
    const mine = (await status()).latest!;
    const taskId = (await h.built.db.selectFrom('tasks').select('id').where('kind', '=', 'seo.score').where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow()).id;
    const other = await h.login('admin');
    expect((await h.call('siteActive', { token: other, query: { twebId: SITE.global } })).statusCode).toBe(200);
    expect(await status(other)).toEqual({ enabled: false, latest: null, taskId: null });
    const foreign = await h.call('scoreRecords', { token: other, query: { check: 'thinContent', run_id: mine.id, page: 1, rows: 10 } });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, SCORE_MSG.runNotFound]);
    const task = await h.call('taskGet', { token: other, query: { id: taskId } });
    expect([task.statusCode, task.json().message]).toEqual([404, TASK_MSG.notFound]);
    expect(data(await h.call('scoreHistory', { token: other, query: { page: 1, rows: 10 } })).total).toBe(0);

    // The other site's own evaluation reads its own records only; the demo site's report is untouched.
    expect((await evaluate(other)).state).toBe('succeeded');
    const theirs = (await status(other)).latest!;
    const ids = await h.built.db.selectFrom('articles').select('id').where('site_id', '=', SITE.global).execute();
    const thin = await records('thinContent', {}, other);
    expect(thin.rows.every((r) => r.kind !== 'article' || ids.some((a) => a.id === r.recordId))).toBe(true);
    expect(theirs.id).not.toBe(mine.id);
    expect((await status()).latest).toEqual(mine);
  });
});
