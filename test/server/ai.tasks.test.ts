// AI writing tasks (issue 16 §5): admin_ai/taskList, taskDetail, saveTask, cancelTask, retryTask
// against a chat-completions double: refusals (key, service, model), the form's rule, site scoping,
// a task written to 已完成 with sanitised drafts, a title the category has skipped, a provider
// failure tried three times then the item failed (and retried), the quota running out (额度不足,
// drafts kept), cancel after the current article, one task at a time per site, and a restart that
// resumes at the next item. On SQLite, and on PostgreSQL with TEST_PG_URL.
import type { ServerResponse } from 'node:http';
import { AI_MSG } from '../../shared/domain/ai/messages';
import { AI_TASK_MSG, type AiTaskDetail, type AiTaskForm } from '../../shared/domain/ai/tasks';
import { MSG } from '../../shared/domain/messages';
import { SITE } from '../../server/core/db/seedData';
import { isUniqueViolation } from '../../server/core/db/dbErrors';
import { quotaPeriod } from '../../server/modules/ai/access/period';
import { AI_SEED } from '../../server/modules/ai/access/seed';
import { answer, chatChunk, startHttpDouble, type HttpDouble, type ReceivedRequest } from '../support/doubles/httpDouble';
import { startServer, type Harness } from './support/harness';

jest.setTimeout(60_000);

const PG = Boolean(process.env.TEST_PG_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what = '条件'): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`等待超时：${what} ${JSON.stringify(value).slice(0, 500)}`);
    await sleep(25);
  }
}

let written = 0;
/** The keyword the prompt asks about. */
const keywordOf = (req: ReceivedRequest) => /关键词「(.+?)」/.exec(req.body)?.[1] ?? '?';

/** A streamed chat completion whose article carries a script and a javascript: link (model output is untrusted). */
function article(title: string, usage = { prompt_tokens: 100, completion_tokens: 200 }) {
  const content = [
    `标题：${title}`, 'SEO标题：' + title, 'SEO关键词：建站,AI', 'SEO描述：一篇关于建站的文章', '正文：', '```markdown',
    '## 开篇', '', '正文第一段。<script>alert(1)</script>', '', '[点我](javascript:alert(1)) 与 [官网](https://example.com)', '```',
  ].join('\n');
  const pieces = content.match(/[\s\S]{1,40}/g)!.map(chatChunk);
  return answer.sse([...pieces, { id: 'c', choices: [], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } }]);
}

/** The standing answer: a new title each time, after `delay` ms. */
function writer(delay = 0, usage?: { prompt_tokens: number; completion_tokens: number }) {
  return async (res: ServerResponse, req: ReceivedRequest, d: Pick<HttpDouble, 'wait'>) => {
    if (delay) await d.wait(delay);
    written += 1;
    await article(`${keywordOf(req)}的实践与思考（第${written}稿）`, usage)(res, req, d);
  };
}

let model: HttpDouble;
let h: Harness;
let bare: Harness;
let admin: string;
let industry: number;

beforeAll(async () => {
  model = await startHttpDouble();
  h = await startServer({ AI_BASE_URL: `${model.url}/v1`, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model' });
  bare = await startServer();
  admin = await h.login('admin');
  industry = (await h.built.db.selectFrom('categories').select('id').where('site_id', '=', SITE.corporate).where('name', '=', '行业动态').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await h?.close();
  await bare?.close();
  await model?.close();
});
beforeEach(() => {
  model.received.length = 0;
  model.always(writer());
});

const form = (over: Partial<AiTaskForm> = {}): AiTaskForm => ({
  name: '测试任务', keywords: '网站建设\n品牌推广\n客户服务', perKeyword: 1, articleType: 1, categoryId: industry, length: 500, style: 'plain', seo: true, ...over,
});

async function save(body: unknown, harness = h, token = admin) {
  const res = await harness.call('aiTaskSave', { token, body });
  return { status: res.statusCode, ...res.json() };
}
async function detail(id: number, harness = h, token = admin): Promise<AiTaskDetail> {
  const res = await harness.call('aiTaskDetail', { token, query: { id } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const finished = (id: number, harness = h, token = admin) => until(() => detail(id, harness, token), (d) => !['queued', 'running'].includes(d.status), `任务 ${id} 结束`);
async function start(over: Partial<AiTaskForm> = {}): Promise<number> {
  const res = await save(form(over));
  expect(res).toMatchObject({ status: 200, code: 200 });
  return res.data.id;
}
/** The core task once it has ended: it finishes a moment after the AI task it runs (its last write). */
const coreEnded = (id: number) => until(
  () => h.built.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  (t) => !['queued', 'running'].includes(t.state),
  `核心任务 ${id} 结束`,
);
const drafts = (ids: number[]) => h.built.db.selectFrom('articles').selectAll().where('id', 'in', ids.length ? ids : [0]).orderBy('id').execute();

describe('refusals', () => {
  it('the restricted operator lacks ai_task; a company without the service and a demo account are refused in Chinese', async () => {
    const operator = await h.login('operator');
    for (const name of ['aiTaskList', 'aiTaskSave'] as const) {
      const res = await h.call(name, { token: operator, ...(name === 'aiTaskSave' ? { body: form() } : {}) });
      expect(res.json()).toMatchObject({ code: 403, message: MSG.forbidden });
    }
    expect((await h.call('aiTaskList', { token: await h.login('contest') })).json()).toMatchObject({ code: 409, message: AI_MSG.noService });
    expect((await h.call('aiTaskList', { token: await h.login('demo') })).json()).toMatchObject({ code: 403, message: AI_MSG.demo });
  });

  it('no model configured: the list reads, a new task is refused with AI服务未配置 and nothing is stored', async () => {
    const token = await bare.login('admin');
    const list = (await bare.call('aiTaskList', { token })).json();
    expect(list.code).toBe(200);
    const res = await save(form(), bare, token);
    expect(res).toMatchObject({ status: 409, message: AI_MSG.unconfigured });
    expect((await bare.call('aiTaskList', { token })).json().data.total).toBe(list.data.total);
  });
});

describe('the form', () => {
  it('refuses 0 and 51 keywords, 11 keywords × 10 articles, a category of another type and unknown fields', async () => {
    const before = (await h.call('aiTaskList', { token: admin })).json().data.total;
    expect(await save(form({ keywords: ' \n\n ' }))).toMatchObject({ status: 400, message: '请输入关键词（每行一个，最多50个）', data: { field: 'keywords' } });
    const many = Array.from({ length: 51 }, (_, i) => `关键词${i}`).join('\n');
    expect(await save(form({ keywords: many }))).toMatchObject({ status: 400, message: AI_TASK_MSG.keywordsTooMany });
    const eleven = Array.from({ length: 11 }, (_, i) => `关键词${i}`).join('\n');
    expect(await save(form({ keywords: eleven, perKeyword: 10 }))).toMatchObject({ status: 400, message: '文章总数不能超过100篇', data: { field: 'perKeyword' } });
    expect(await save(form({ perKeyword: 11 }))).toMatchObject({ status: 400, message: AI_TASK_MSG.perKeyword });
    expect(await save(form({ name: '' }))).toMatchObject({ status: 400, message: AI_TASK_MSG.nameRequired });
    const helpCategory = (await h.built.db.selectFrom('categories').select('id').where('site_id', '=', SITE.corporate).where('type', '=', 2).executeTakeFirstOrThrow()).id;
    expect(await save(form({ categoryId: helpCategory }))).toMatchObject({ status: 400, message: '所选分类不存在或不属于该内容类型' });
    expect((await save({ ...form(), extra: 1 })).status).toBe(400);
    expect((await save({ ...form(), style: 'poetic' })).status).toBe(400);
    expect((await h.call('aiTaskList', { token: admin })).json().data.total).toBe(before);
    expect(model.received).toHaveLength(0);
  });
});

describe('the seed and scoping', () => {
  it('lists the finished task (6 drafts) and the one stopped by 额度不足 after 2 of 5, newest first', async () => {
    const list = (await h.call('aiTaskList', { token: admin, query: { page: 1, rows: 10 } })).json().data;
    const seeded = list.rows.filter((r: any) => ['制造业行业资讯', '节能环保专题'].includes(r.name));
    expect(seeded.map((r: any) => [r.name, r.status, r.done, r.total, r.error])).toEqual([
      ['节能环保专题', 'failed', 2, 5, AI_MSG.quotaStopped],
      ['制造业行业资讯', 'done', 6, 6, ''],
    ]);
    const done = await detail(seeded[1].id);
    expect(done.items).toHaveLength(6);
    const rows = await drafts(done.items.map((i) => i.articleId));
    expect(rows.map((a) => [a.status, a.type, a.category_id])).toEqual(Array(6).fill([0, 1, industry]));
    expect(rows[0].content).toContain('<h2>');
    const failed = (await h.call('aiTaskList', { token: admin, query: { status: 'failed' } })).json().data;
    expect(failed.rows.every((r: any) => r.status === 'failed')).toBe(true);
  });

  it('another site’s task is answered like one that does not exist', async () => {
    const other = await h.built.db.insertInto('ai_tasks').values({
      site_id: SITE.marketingFree, account_id: 1, name: '别的站点', form: JSON.stringify(form()), status: 'failed', total: 1, done: 0, failed: 1,
      stage: '', error: '', cancel_requested: 0, core_task_id: 0, created_at: Date.now(), updated_at: Date.now(), finished_at: Date.now(),
    }).returning('id').executeTakeFirstOrThrow();
    expect((await h.call('aiTaskDetail', { token: admin, query: { id: other.id } })).json()).toMatchObject({ code: 404, message: AI_TASK_MSG.notFound });
    for (const name of ['aiTaskCancel', 'aiTaskRetry'] as const) {
      expect((await h.call(name, { token: admin, body: { id: other.id } })).json()).toMatchObject({ code: 404, message: AI_TASK_MSG.notFound });
    }
    expect((await save({ ...form(), id: other.id })).status).toBe(404);
    expect((await h.call('aiTaskList', { token: admin })).json().data.rows.some((r: any) => r.id === other.id)).toBe(false);
  });
});

describe('running', () => {
  it('writes 3 drafts to 已完成: sanitised HTML, SEO fields, tokens, the core task mirrored', async () => {
    const id = await start({ name: '三篇文章' });
    const d = await finished(id);
    expect(d).toMatchObject({ status: 'done', done: 3, total: 3, failed: 0, stage: AI_TASK_MSG.finished, error: '' });
    expect(d.items.map((i) => [i.keyword, i.status, i.tokens])).toEqual([['网站建设', 'done', 300], ['品牌推广', 'done', 300], ['客户服务', 'done', 300]]);
    const rows = await drafts(d.items.map((i) => i.articleId));
    expect(rows).toHaveLength(3);
    for (const [i, a] of rows.entries()) {
      expect(a).toMatchObject({ status: 0, type: 1, category_id: industry, title: d.items[i].title, seo_keywords: '建站,AI', seo_description: '一篇关于建站的文章' });
      expect(a.content).toContain('<h2>开篇</h2>');
      expect(a.content).toContain('https://example.com');
      expect(a.content).not.toMatch(/<script|href="javascript:/i);
    }
    expect(model.received).toHaveLength(3);
    const core = await coreEnded(d.coreTaskId);
    expect(core).toMatchObject({ state: 'succeeded', kind: 'ai.writeTask', title: 'AI写作：三篇文章', stage: AI_TASK_MSG.finished });
    expect([Number(core.done), Number(core.total)]).toEqual([3, 3]);
  });

  it('skips an article whose title the category already has', async () => {
    model.next(article('智能制造如何帮助中小企业降本增效'));
    const id = await start({ name: '重复标题', keywords: '智能制造\n新关键词' });
    const d = await finished(id);
    expect(d.status).toBe('done');
    expect(d.items.map((i) => [i.status, i.error, i.articleId > 0])).toEqual([['skipped', AI_TASK_MSG.titleExists, false], ['done', '', true]]);
    const same = await h.built.db.selectFrom('articles').select('id').where('site_id', '=', SITE.corporate).where('title', '=', '智能制造如何帮助中小企业降本增效').execute();
    expect(same).toHaveLength(1);
  });

  it('a provider failure is tried three times, then the item fails and the others go on; 重试失败项 writes it', async () => {
    for (let i = 0; i < 3; i++) model.next(answer.status(500, { error: 'boom' }));
    const id = await start({ name: '服务故障', keywords: '故障词\n正常词' });
    const d = await finished(id);
    expect(d).toMatchObject({ status: 'failed', error: AI_TASK_MSG.allFailed(1), done: 2, failed: 1 });
    expect(d.items.map((i) => [i.keyword, i.status, i.error])).toEqual([['故障词', 'failed', AI_MSG.unavailable], ['正常词', 'done', '']]);
    expect(model.received).toHaveLength(4);
    const retried = (await h.call('aiTaskRetry', { token: admin, body: { id } })).json();
    expect(retried.code).toBe(200);
    const again = await finished(id);
    expect(again).toMatchObject({ status: 'done', failed: 0, done: 2, error: '' });
    expect(again.items.every((i) => i.status === 'done')).toBe(true);
    expect((await h.call('aiTaskRetry', { token: admin, body: { id } })).json()).toMatchObject({ code: 400, message: AI_TASK_MSG.nothingToRetry });
  });

  it('the quota running out stops the task with 额度不足 after 2 of 5, drafts kept, the rest pending; nothing overspent', async () => {
    model.always(writer(0, { prompt_tokens: 200, completion_tokens: 800 }));
    const period = quotaPeriod(Date.now());
    const q = await h.built.db.selectFrom('ai_quotas').selectAll().where('company_id', '=', AI_SEED.companyId).where('period', '=', period).executeTakeFirstOrThrow();
    const total = Number(q.used) + 2_900;
    await h.built.db.updateTable('ai_quotas').set({ total }).where('company_id', '=', AI_SEED.companyId).where('period', '=', period).execute();
    try {
      const id = await start({ name: '额度测试', keywords: '一\n二\n三\n四\n五' });
      const d = await finished(id);
      expect(d).toMatchObject({ status: 'failed', error: AI_MSG.quotaStopped, stage: AI_MSG.quotaStopped, done: 2, total: 5 });
      expect(d.items.map((i) => i.status)).toEqual(['done', 'done', 'pending', 'pending', 'pending']);
      expect(await drafts(d.items.slice(0, 2).map((i) => i.articleId))).toHaveLength(2);
      expect(model.received).toHaveLength(2);
      const after = await h.built.db.selectFrom('ai_quotas').selectAll().where('company_id', '=', AI_SEED.companyId).where('period', '=', period).executeTakeFirstOrThrow();
      expect([Number(after.used) - Number(q.used), Number(after.reserved)]).toEqual([2_000, 0]);
      const core = await coreEnded(d.coreTaskId);
      expect({ state: core.state, error: core.error }).toEqual({ state: 'failed', error: AI_MSG.quotaStopped });
    } finally {
      await h.built.db.updateTable('ai_quotas').set({ total: AI_SEED.monthlyTokens }).where('company_id', '=', AI_SEED.companyId).where('period', '=', period).execute();
    }
  });

  it('one task runs per site: a second waits 排队中 (and can be edited, then cancelled at once); a cancel stops after the current article', async () => {
    model.always(writer(400));
    const first = await start({ name: '先来的', keywords: '甲\n乙\n丙' });
    const second = await start({ name: '后来的', keywords: '丁' });
    const third = await start({ name: '第三个', keywords: '戊' });
    expect(await detail(second)).toMatchObject({ status: 'queued', stage: '排队中' });
    // Still waiting: it may be changed.
    expect((await save({ ...form({ name: '后来的（改）', keywords: '丁\n己' }), id: second })).code).toBe(200);
    expect((await detail(second)).items.map((i) => i.keyword)).toEqual(['丁', '己']);
    // A queued task is cancelled at once.
    expect((await h.call('aiTaskCancel', { token: admin, body: { id: third } })).json().data).toMatchObject({ status: 'cancelled' });
    const running = await until(() => detail(first), (d) => d.status === 'running' && d.items[0].status === 'running', '第一篇生成中');
    expect(running.stage).toBe('正在生成第 1/3 篇：甲');
    expect((await save({ ...form(), id: first })).message).toBe(AI_TASK_MSG.notEditable);
    expect((await h.call('aiTaskCancel', { token: admin, body: { id: first } })).json().code).toBe(200);
    const cancelled = await finished(first);
    expect(cancelled.status).toBe('cancelled');
    // The article under way was finished and kept; the rest never began.
    expect(cancelled.items.map((i) => i.status)).toEqual(['done', 'pending', 'pending']);
    expect(await drafts([cancelled.items[0].articleId])).toHaveLength(1);
    const next = await finished(second);
    expect(next).toMatchObject({ status: 'done', name: '后来的（改）', done: 2 });
    expect((await detail(third)).items.every((i) => i.status === 'pending')).toBe(true);
    expect((await h.call('aiTaskCancel', { token: admin, body: { id: first } })).json()).toMatchObject({ code: 400, message: AI_TASK_MSG.notCancellable });
  });

  it('the database keeps one running task per site', async () => {
    // Two finished tasks of a site no test runs tasks on, so nothing else moves meanwhile.
    const db = h.built.db;
    const at = Date.now();
    const row = {
      site_id: SITE.marketingFree, account_id: 1, name: '库约束', form: '{}', status: 'done', total: 1, done: 1, failed: 0, stage: '', error: '',
      cancel_requested: 0, core_task_id: 0, created_at: at, updated_at: at, finished_at: at,
    } as const;
    const ids = [];
    for (let i = 0; i < 2; i++) ids.push((await db.insertInto('ai_tasks').values(row).returning('id').executeTakeFirstOrThrow()).id);
    const running = () => db.selectFrom('ai_tasks').select('id').where('site_id', '=', SITE.marketingFree).where('status', '=', 'running').execute();
    // One, then the other (as the queue claims): the second is refused.
    await db.updateTable('ai_tasks').set({ status: 'running' }).where('id', '=', ids[0]).execute();
    // Caught and read by the product's own test (not rejects.toThrow: better-sqlite3 makes its errors
    // with the Error of the first test file that loaded it, which a later file's expect does not
    // recognise as an Error, and then reports "did not throw").
    const refusal = await db.updateTable('ai_tasks').set({ status: 'running' }).where('id', '=', ids[1]).execute().then(() => null, (err: unknown) => err);
    expect(isUniqueViolation(refusal)).toBe(true);
    expect((await running()).map((r) => r.id)).toEqual([ids[0]]);
    await db.deleteFrom('ai_tasks').where('id', 'in', ids).execute();
  });
});

describe('putting right', () => {
  const insertRunning = async (name: string, coreTaskId: number, updatedAt: number) => {
    const { id } = await h.built.db.insertInto('ai_tasks').values({
      site_id: SITE.corporate, account_id: 1, name, form: JSON.stringify(form({ name, keywords: '补救' })), status: 'running', total: 1, done: 0, failed: 0,
      stage: '准备中', error: '', cancel_requested: 0, core_task_id: coreTaskId, created_at: updatedAt, updated_at: updatedAt, finished_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    await h.built.db.insertInto('ai_task_items').values({ ai_task_id: id, site_id: SITE.corporate, keyword: '补救', seq: 1, status: 'pending', article_id: 0, title: '', tokens: 0, error: '', attempts: 0 }).execute();
    return id;
  };

  it('a task left running by a core task that is gone reads 服务重启，任务已中断; one whose start was never recorded runs again', async () => {
    const gone = await insertRunning('核心任务已不在', 999_999, Date.now());
    expect((await h.call('aiTaskList', { token: admin })).json().code).toBe(200);
    expect(await detail(gone)).toMatchObject({ status: 'failed', error: '服务重启，任务已中断' });
    const unstarted = await insertRunning('未启动', 0, Date.now() - 120_000);
    expect((await h.call('aiTaskList', { token: admin })).json().code).toBe(200);
    expect(await finished(unstarted)).toMatchObject({ status: 'done', done: 1 });
  });
});

describe('a restart', () => {
  it('resumes at the next item; the article written before is not written again', async () => {
    const slow = await startHttpDouble();
    slow.always(writer(500));
    const env = { AI_BASE_URL: `${slow.url}/v1`, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model' };
    const h1 = await startServer(env);
    let h2: Harness | null = null;
    try {
      const t1 = await h1.login('admin');
      const res = await save(form({ name: '重启续写' }), h1, t1);
      const id = res.data.id;
      await until(() => detail(id, h1, t1), (d) => d.items[0].status === 'done' && d.items[1].status === 'running', '第二篇开始');
      const firstArticle = (await detail(id, h1, t1)).items[0].articleId;
      await h1.built.close();
      h2 = await startServer({ ...env, DATA_DIR: h1.dir, ...(PG ? { DATABASE_URL: h1.config.databaseUrl! } : {}) });
      const t2 = await h2.login('admin');
      const d = await finished(id, h2, t2);
      expect(d.status).toBe('done');
      expect(d.items.map((i) => i.status)).toEqual(['done', 'done', 'done']);
      expect(d.items[0].articleId).toBe(firstArticle);
      const titles = await h2.built.db.selectFrom('articles').select('id').where('id', 'in', d.items.map((i) => i.articleId)).execute();
      expect(titles).toHaveLength(3);
      // The article cut by the restart was asked again: 2 answers + the cut one + 2 after.
      expect(slow.received.length).toBeGreaterThanOrEqual(3);
    } finally {
      await h2?.close();
      await h1.close().catch(() => undefined);
      await slow.close();
    }
  });
});
