// Background tasks (server/core/tasks): what a user of the console would notice. A task started
// for the active site answers its id at once, shows its progress while it runs, ends succeeded
// (with a file to download), failed (with a Chinese reason) or cancelled; it is invisible to other
// sites and to callers without its kind's key; a restart shows the truth (interrupted, or resumed).
// Test kinds stop at gates the test opens (support/taskKinds.ts), so no timing is guessed.
// On PostgreSQL (TEST_PG_URL) two more server processes share the queue and one is killed mid-task.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { TASK_MSG, type TaskView } from '../../shared/domain/api/tasks';
import { LEAD_FORM, SITE } from '../../server/core/db/seedData';
import { seedLeadFields } from '../../server/modules/forms/seed';
import { TASK_SERVER_MSG } from '../../server/core/tasks/messages';
import { searchTextOf } from '../../server/modules/forms/forms';
import { EXPORT_BATCH } from '../../server/modules/forms/xlsxExport';
import { urlOf } from '../../server/core/http/register';
import { API } from '../../shared/domain/api/endpoints';
import { CHINESE, snapshot, startServer, type Harness } from './support/harness';
import { LocalGates, resumableKind, serialKind, STEP, stepsKind, TEST_FAILURE, TEST_FILE, TEST_SECRET, TEST_TASK_KINDS, useGates } from './support/taskKinds';

const PG = Boolean(process.env.TEST_PG_URL);
const gates = new LocalGates();
useGates(gates);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until the value is what the test waits for (the jest timeout is the only bound). */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    await sleep(20);
  }
}

async function signIn(h: Harness, who: 'admin' | 'operator', site: number = SITE.corporate): Promise<string> {
  const token = await h.login(who);
  expect((await h.call('siteActive', { token, query: { twebId: site } })).statusCode).toBe(200);
  return token;
}

function taskApi(h: Harness) {
  const get = async (token: string, id: number) => h.call('taskGet', { token, query: { id } });
  return {
    get,
    view: async (token: string, id: number): Promise<TaskView> => {
      const res = await get(token, id);
      expect(res.statusCode).toBe(200);
      return res.json().data;
    },
    list: async (token: string, query: Record<string, string | number | boolean> = {}) => {
      const res = await h.call('taskList', { token, query });
      expect(res.statusCode).toBe(200);
      return res.json().data as { rows: TaskView[]; total: number };
    },
    cancel: (token: string, id: number) => h.call('taskCancel', { token, body: { id } }),
    download: (token: string, id: number) => h.call('taskDownload', { token, query: { id } }),
  };
}

const admin1001: { siteId: number; accountId: number } = { siteId: SITE.corporate, accountId: 1 };

describe('tasks on one server', () => {
  let h: Harness;
  let admin: string;
  let operator: string;
  let api: ReturnType<typeof taskApi>;
  beforeAll(async () => {
    h = await startServer({}, { extraTaskKinds: TEST_TASK_KINDS });
    admin = await signIn(h, 'admin');
    operator = await signIn(h, 'operator');
    api = taskApi(h);
  });
  afterAll(() => h.close());

  const start = (input: { name: string; outcome: 'file' | 'json' | 'apiError' | 'crash' }, caller = admin1001) => h.built.deps.tasks.start(caller, stepsKind, input);
  const finished = (id: number) => until(() => api.view(admin, id), (v) => ['succeeded', 'failed', 'cancelled'].includes(v.state));

  it('shows its progress while it runs, then its result file for download', async () => {
    const id = await start({ name: 'progress', outcome: 'file' });
    expect(await gates.reached('progress')).toBe(id);
    const running = await until(() => api.view(admin, id), (v) => v.done === 1);
    expect(running).toMatchObject({ id, kind: 'test.steps', title: '测试任务（progress）', state: 'running', done: 1, total: 3, stage: STEP.first, error: null, resultName: null, cancelRequested: false, keepsDoneWork: false });
    expect(running.startedAt).toEqual(expect.any(Number));
    expect(running.finishedAt).toBeNull();
    // Nothing to download yet.
    const early = await api.download(admin, id);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(TASK_MSG.noResult);

    gates.open('progress');
    const done = await finished(id);
    expect(done).toMatchObject({ state: 'succeeded', done: 3, total: 3, resultName: TEST_FILE.name, result: { lines: 2 }, error: null });
    expect(done.finishedAt).toBeGreaterThanOrEqual(done.startedAt!);

    const file = await api.download(admin, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/plain/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="task-${id}.txt"; filename*=UTF-8''${encodeURIComponent(TEST_FILE.name)}`);
    expect(file.rawPayload.toString('utf8')).toBe(TEST_FILE.text);
    // The file is the server's, under DATA_DIR/tasks, with a name of its own; no half-written file is left.
    const stored = fs.readdirSync(path.join(h.config.dataDir, 'tasks'));
    expect(stored.filter((n) => n.startsWith(`${id}-`))).toEqual([expect.stringMatching(new RegExp(`^${id}-[0-9a-f]{16}\\.txt$`))]);
    expect(stored.some((n) => n.endsWith('.partial'))).toBe(false);
  });

  it('keeps a small JSON result and shows it', async () => {
    const id = await start({ name: 'json', outcome: 'json' });
    gates.open('json');
    expect(await finished(id)).toMatchObject({ state: 'succeeded', result: { count: 42 }, resultName: null });
    expect((await api.download(admin, id)).json().message).toBe(TASK_MSG.noResult);
  });

  it('fails with the kind’s Chinese reason, or a generic one that reveals nothing, and the server goes on', async () => {
    const refused = await start({ name: 'api-error', outcome: 'apiError' });
    const crashed = await start({ name: 'crash', outcome: 'crash' });
    gates.open('api-error');
    gates.open('crash');
    expect(await finished(refused)).toMatchObject({ state: 'failed', error: TEST_FAILURE, resultName: null, result: null });
    const view = await finished(crashed);
    expect(view).toMatchObject({ state: 'failed', error: TASK_SERVER_MSG.failed });
    expect(view.error).toMatch(CHINESE);
    expect(JSON.stringify(await api.get(admin, crashed).then((r) => r.json()))).not.toContain(TEST_SECRET);
    // Still serving, still running tasks.
    const next = await start({ name: 'after-crash', outcome: 'json' });
    gates.open('after-crash');
    expect((await finished(next)).state).toBe('succeeded');
  });

  it('runs at most TASK_CONCURRENCY (2) at once: the others wait queued; the list is newest first and pages', async () => {
    const ids = [];
    for (const name of ['c1', 'c2', 'c3', 'c4']) ids.push(await start({ name, outcome: 'json' }));
    await gates.reached('c1');
    await gates.reached('c2');
    const active = await api.list(admin, { active: true });
    expect(active.rows.map((r) => [r.id, r.state])).toEqual([[ids[3], 'queued'], [ids[2], 'queued'], [ids[1], 'running'], [ids[0], 'running']]);
    expect(active.total).toBe(4);
    const page2 = await api.list(admin, { active: true, page: 2, rows: 3 });
    expect(page2.rows.map((r) => r.id)).toEqual([ids[0]]);
    expect(page2.total).toBe(4);
    for (const name of ['c1', 'c2', 'c3', 'c4']) gates.open(name);
    for (const id of ids) expect((await finished(id)).state).toBe('succeeded');
    expect((await api.list(admin, { active: true })).rows).toEqual([]);
    // The whole list keeps them, newest first.
    const all = await api.list(admin, { rows: 4 });
    expect(all.rows.map((r) => r.id)).toEqual([...ids].reverse());
  });

  it('keeps a kind to its own concurrency (1) while other kinds use the free slot', async () => {
    const first = await h.built.deps.tasks.start(admin1001, serialKind, { name: 's1' });
    const second = await h.built.deps.tasks.start(admin1001, serialKind, { name: 's2' });
    const other = await start({ name: 's-other', outcome: 'json' });
    expect(await gates.reached('s1')).toBe(first);
    expect(await gates.reached('s-other')).toBe(other);
    expect((await api.view(admin, second)).state).toBe('queued');
    gates.open('s1');
    expect(await gates.reached('s2')).toBe(second);
    gates.open('s2');
    gates.open('s-other');
    for (const id of [first, second, other]) expect((await finished(id)).state).toBe('succeeded');
  });

  it('cancels a queued task at once and a running one as soon as it stops', async () => {
    const first = await start({ name: 'k1', outcome: 'json' });
    const second = await start({ name: 'k2', outcome: 'json' });
    const queued = await start({ name: 'k3', outcome: 'json' });
    await gates.reached('k1');
    await gates.reached('k2');
    expect((await api.view(admin, queued)).state).toBe('queued');

    const cancelQueued = await api.cancel(admin, queued);
    expect(cancelQueued.statusCode).toBe(200);
    expect(cancelQueued.json()).toMatchObject({ message: TASK_MSG.cancelledByUser, data: { id: queued, state: 'cancelled', cancelRequested: true, stage: TASK_MSG.cancelledByUser } });

    const cancelRunning = await api.cancel(admin, first);
    expect(cancelRunning.statusCode).toBe(200);
    expect(cancelRunning.json().data.cancelRequested).toBe(true);
    expect(await finished(first)).toMatchObject({ state: 'cancelled', error: null, resultName: null });
    gates.open('k2');
    expect((await finished(second)).state).toBe('succeeded');
    // The cancelled queued task never ran.
    gates.open('k3');
    await h.built.deps.tasks.settled();
    expect((await api.view(admin, queued)).state).toBe('cancelled');
    expect((await api.view(admin, queued)).startedAt).toBeNull();
  });

  it('refuses to cancel a finished task, and changes nothing', async () => {
    const id = await start({ name: 'finished', outcome: 'json' });
    gates.open('finished');
    await finished(id);
    const before = await snapshot(h);
    const res = await api.cancel(admin, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TASK_MSG.alreadyFinished);
    expect(await snapshot(h)).toEqual(before);
    expect((await api.view(admin, id)).state).toBe('succeeded');
  });

  it('answers a task of another site or company with 404 and reveals nothing', async () => {
    const sameCompany = await start({ name: 'other-site', outcome: 'file' }, { siteId: SITE.global, accountId: 1 });
    const otherCompany = await start({ name: 'other-company', outcome: 'file' }, { siteId: SITE.demo, accountId: 3 });
    gates.open('other-site');
    gates.open('other-company');
    await h.built.deps.tasks.settled();
    for (const id of [sameCompany, otherCompany, 99_999]) {
      for (const res of [await api.get(admin, id), await api.cancel(admin, id), await api.download(admin, id)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 404, message: TASK_MSG.notFound, data: null });
      }
    }
    expect((await api.list(admin, { rows: 100 })).rows.map((r) => r.id)).not.toContain(sameCompany);
    // On its own site it is there.
    const onGlobal = await signIn(h, 'admin', SITE.global);
    expect((await api.view(onGlobal, sameCompany)).state).toBe('succeeded');
    expect((await api.download(onGlobal, sameCompany)).statusCode).toBe(200);
  });

  it('hides a task from a caller without its kind’s key, and shows a task of a key the caller holds', async () => {
    const keyed = await start({ name: 'keyed', outcome: 'file' });
    gates.open('keyed');
    await finished(keyed);
    for (const res of [await api.get(operator, keyed), await api.cancel(operator, keyed), await api.download(operator, keyed)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(TASK_MSG.notFound);
    }
    const operatorList = await api.list(operator, { rows: 100 });
    expect(operatorList.rows.every((r) => r.kind !== 'test.steps')).toBe(true);
    // The message export's key (message_list) the operator holds.
    const started = await h.call('messageExportTask', { token: operator, body: { formId: LEAD_FORM.onlineMessage } });
    expect(started.statusCode).toBe(200);
    const exportId = started.json().data.taskId as number;
    expect((await api.list(operator, { rows: 100 })).rows.map((r) => r.id)).toContain(exportId);
    expect((await until(() => api.view(operator, exportId), (v) => v.state === 'succeeded')).title).toBe('导出留言（在线留言）');
  });

  it('removes finished tasks past TASK_RETENTION_DAYS (7) and their files in the daily cleanup, and keeps the rest', async () => {
    const old = await start({ name: 'old', outcome: 'file' });
    const recent = await start({ name: 'recent', outcome: 'file' });
    gates.open('old');
    gates.open('recent');
    await finished(old);
    await finished(recent);
    const fileOf = async (id: number) => path.join(h.config.dataDir, (await h.built.db.selectFrom('tasks').select('result_path').where('id', '=', id).executeTakeFirstOrThrow()).result_path!);
    const oldFile = await fileOf(old);
    await h.built.db.updateTable('tasks').set({ finished_at: Date.now() - 8 * 24 * 3600 * 1000 }).where('id', '=', old).execute();
    expect((await h.built.maintenance.run()).tasks).toBe(1);
    expect((await api.get(admin, old)).statusCode).toBe(404);
    expect(fs.existsSync(oldFile)).toBe(false);
    expect((await api.download(admin, recent)).rawPayload.toString('utf8')).toBe(TEST_FILE.text);
  });

  it('refuses input its kind does not accept, before creating anything', async () => {
    const before = await h.built.db.selectFrom('tasks').select('id').execute();
    await expect(h.built.deps.tasks.start(admin1001, stepsKind, { name: 'x', outcome: 'explode' } as never)).rejects.toMatchObject({ apiCode: 400 });
    await expect(h.built.deps.tasks.start(admin1001, resumableKind, { name: 'x', extra: 1 } as never)).rejects.toMatchObject({ apiCode: 400, message: expect.stringMatching(CHINESE) });
    expect(await h.built.db.selectFrom('tasks').select('id').execute()).toEqual(before);
  });

  describe('the message export task', () => {
    async function rowsOf(body: Buffer): Promise<unknown[][]> {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(body as never);
      const sheet = workbook.worksheets[0];
      const rows: unknown[][] = [];
      sheet.eachRow({ includeEmpty: false }, (row) => rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value ?? null)));
      return rows;
    }

    beforeAll(async () => {
      // More than two batches, so the progress moves per batch.
      const items = seedLeadFields('onlineMessage').contentList;
      const values = { username: '批量导出', phone: '13800000000', title: '批量' };
      await h.built.db.insertInto('form_messages').values(Array.from({ length: EXPORT_BATCH * 2 + 100 }, (_, i) => ({
        site_id: SITE.corporate, form_id: LEAD_FORM.onlineMessage, kind: 'lead' as const, values: JSON.stringify(values), search_text: searchTextOf(items, values),
        read_status: i % 2, ip: '', user_agent: '', created_at: Date.now() - 5_000 - i,
      }))).execute();
    });

    for (const [label, filter] of [
      ['one form', { formId: LEAD_FORM.onlineMessage }],
      ['every form, unread only', { readStatus: false }],
      ['a keyword and dates', { keyword: '批量', startDate: '2020-01-01', endDate: '2099-12-31' }],
    ] as const) {
      it(`makes the same workbook as the synchronous export (${label}), and shows its rows as progress`, async () => {
        const sync = await h.call('messageExport', { token: admin, query: filter });
        expect(sync.statusCode).toBe(200);
        const started = await h.call('messageExportTask', { token: admin, body: filter });
        expect(started.statusCode).toBe(200);
        const id = started.json().data.taskId as number;
        const done = await until(() => api.view(admin, id), (v) => v.state !== 'queued' && v.state !== 'running');
        const expected = await rowsOf(sync.rawPayload);
        expect(expected.length).toBeGreaterThan(1);
        expect(done).toMatchObject({ kind: 'forms.messageExport', state: 'succeeded', done: expected.length - 1, total: expected.length - 1, result: { rows: expected.length - 1 } });
        expect(done.resultName).toMatch(/^留言导出_\d{8}\.xlsx$/);
        const file = await api.download(admin, id);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        expect(await rowsOf(file.rawPayload)).toEqual(expected);
      });
    }

    it('refuses a bad filter when asked, without creating a task', async () => {
      const count = async () => (await h.built.db.selectFrom('tasks').select('id').execute()).length;
      const before = await count();
      const res = await h.call('messageExportTask', { token: admin, body: { startDate: '2026-02-01', endDate: '2026-01-01' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('开始日期不能晚于结束日期');
      const otherSiteForm = await h.call('messageExportTask', { token: admin, body: { formId: LEAD_FORM.contactUs } });
      expect(otherSiteForm.statusCode).toBe(404);
      expect(await count()).toBe(before);
    });
  });
});

(PG ? describe.skip : describe)('a restart on SQLite', () => {
  it('shows a task that was running as interrupted, and resumes a resumable one where it was', async () => {
    const h1 = await startServer({}, { extraTaskKinds: TEST_TASK_KINDS });
    let h2: Harness | null = null;
    try {
      const plain = await h1.built.deps.tasks.start(admin1001, stepsKind, { name: 'restart-plain', outcome: 'json' });
      const resumable = await h1.built.deps.tasks.start(admin1001, resumableKind, { name: 'restart-r' });
      await gates.reached('restart-plain');
      await gates.reached('restart-r#1');
      const token1 = await signIn(h1, 'admin');
      await until(() => taskApi(h1).view(token1, resumable), (v) => v.done === 1);
      // Rows a process left running when it died without closing (a crash, a power cut).
      const crashed = (kind: string, done: number, cancelRequested = 0) => h1.built.db.insertInto('tasks').values({
        site_id: SITE.corporate, account_id: 1, kind, title: '崩溃前的任务', input: JSON.stringify(kind === 'test.steps' ? { name: 'crashed', outcome: 'json' } : { name: 'crashed-r' }),
        state: 'running', done, total: 10, stage: '', error: null, result: null, result_name: null, result_path: null,
        cancel_requested: cancelRequested, attempts: 1, created_at: Date.now(), started_at: Date.now(), finished_at: null, updated_at: Date.now(),
      }).returning('id').executeTakeFirstOrThrow();
      const crashedPlain = (await crashed('test.steps', 2)).id;
      const crashedResumable = (await crashed('test.resumable', 4)).id;
      // The user had asked to cancel it before the crash: cancelled, not resumed.
      const crashedCancelled = (await crashed('test.resumable', 3, 1)).id;
      await h1.built.close();

      h2 = await startServer({ DATA_DIR: h1.dir }, { extraTaskKinds: TEST_TASK_KINDS });
      const token = await signIn(h2, 'admin');
      const api = taskApi(h2);
      for (const id of [plain, crashedPlain]) {
        expect(await api.view(token, id)).toMatchObject({ state: 'failed', error: TASK_MSG.interrupted });
      }
      expect(await api.view(token, crashedCancelled)).toMatchObject({ state: 'cancelled', error: null, stage: TASK_MSG.cancelledByUser });
      // Resumed: a second run, from the progress the first one recorded.
      expect(await gates.reached('restart-r#2')).toBe(resumable);
      expect(await gates.reached('crashed-r#2')).toBe(crashedResumable);
      gates.open('restart-r#2');
      gates.open('crashed-r#2');
      expect(await until(() => api.view(token, resumable), (v) => v.state === 'succeeded')).toMatchObject({ result: { attempt: 2, resumedFrom: 1 } });
      expect(await until(() => api.view(token, crashedResumable), (v) => v.state === 'succeeded')).toMatchObject({ result: { attempt: 2, resumedFrom: 4 } });
    } finally {
      gates.open('restart-plain');
      gates.open('restart-r#1');
      await h2?.close();
      fs.rmSync(h1.dir, { recursive: true, force: true });
    }
  });
});

/** Another server process on the test's database (support/taskWorker.ts). */
class Worker {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
  private readonly arrivals = new Map<string, { promise: Promise<number>; resolve(id: number): void }>();
  private readonly answers = new Map<number, (res: { status: number; body: string }) => void>();
  private nextId = 1;

  constructor(env: Record<string, string>) {
    this.child = fork(path.join(__dirname, 'support/taskWorker.ts'), [], {
      cwd: path.resolve(__dirname, '../..'),
      execArgv: ['-r', 'esbuild-register'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.ready = new Promise((resolve, reject) => {
      this.child.once('exit', (code) => reject(new Error(`工作进程退出：${code}`)));
      this.child.on('message', (m: { type: string; name?: string; taskId?: number; id?: number; status?: number; body?: string }) => {
        if (m.type === 'ready') resolve();
        if (m.type === 'gate') this.arrival(m.name!).resolve(m.taskId!);
        if (m.type === 'injected') this.answers.get(m.id!)?.({ status: m.status!, body: m.body! });
      });
    });
  }

  private arrival(name: string) {
    let a = this.arrivals.get(name);
    if (!a) {
      let resolve!: (id: number) => void;
      const promise = new Promise<number>((r) => (resolve = r));
      a = { promise, resolve };
      this.arrivals.set(name, a);
    }
    return a;
  }

  reached(name: string): Promise<number> {
    return this.arrival(name).promise;
  }

  open(name: string): void {
    this.child.send({ type: 'open', name });
  }

  inject(request: InjectOptions): Promise<{ status: number; body: string }> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.answers.set(id, resolve);
      this.child.send({ type: 'inject', id, request });
    });
  }

  kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill('SIGKILL');
    });
  }
}

(PG ? describe : describe.skip)('several server processes on PostgreSQL', () => {
  let h: Harness;
  let admin: string;
  const workers: Worker[] = [];
  beforeAll(async () => {
    // This process serves requests and runs no task (TASK_CONCURRENCY=0): the workers do.
    h = await startServer({ TASK_CONCURRENCY: '0', TASK_STALE_SECONDS: '2' }, { extraTaskKinds: TEST_TASK_KINDS });
    admin = await signIn(h, 'admin');
    const env = { DATABASE_URL: h.config.databaseUrl!, DATA_DIR: h.config.dataDir, TASK_CONCURRENCY: '1', TASK_STALE_SECONDS: '2', PASSWORD_HASH_COST: '14', STATIC_DIR: path.join(h.dir, 'no-dist') };
    workers.push(new Worker(env), new Worker(env));
    await Promise.all(workers.map((w) => w.ready));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.kill()));
    await h?.close();
  });

  it('shares the queue; a task whose process is killed is resumed by another, or failed as interrupted; a cancel reaches the process running it', async () => {
    const api = taskApi(h);
    const [x, y] = workers;
    const start = (kind: typeof stepsKind | typeof resumableKind, input: never) => h.built.deps.tasks.start(admin1001, kind, input);

    // A resumable task goes to one worker; the next task to the other (each runs one at a time).
    const resumable = await start(resumableKind, { name: 'pg-r' } as never);
    const victim = await Promise.race([x.reached('pg-r#1').then(() => x), y.reached('pg-r#1').then(() => y)]);
    const survivor = victim === x ? y : x;
    const busy = await start(stepsKind, { name: 'pg-busy', outcome: 'json' } as never);
    expect(await survivor.reached('pg-busy')).toBe(busy);
    await until(() => api.view(admin, resumable), (v) => v.done === 1);

    // Killed mid-task: the task is queued again (the survivor is busy), then resumed by it.
    await victim.kill();
    await until(() => api.view(admin, resumable), (v) => v.state === 'queued');
    survivor.open('pg-busy');
    expect(await until(() => api.view(admin, busy), (v) => v.state === 'succeeded')).toMatchObject({ result: { count: 42 } });
    expect(await survivor.reached('pg-r#2')).toBe(resumable);
    survivor.open('pg-r#2');
    expect(await until(() => api.view(admin, resumable), (v) => v.state === 'succeeded')).toMatchObject({ result: { attempt: 2, resumedFrom: 1 } });

    // A cancel asked of this process reaches the task running in the worker.
    const cancelled = await start(stepsKind, { name: 'pg-cancel', outcome: 'json' } as never);
    await survivor.reached('pg-cancel');
    const asked = await api.cancel(admin, cancelled);
    expect(asked.json().data).toMatchObject({ state: 'running', cancelRequested: true });
    expect(await until(() => api.view(admin, cancelled), (v) => v.state !== 'running')).toMatchObject({ state: 'cancelled' });

    // The worker answers the console too: the same task through its own HTTP layer.
    const seen = await survivor.inject({ method: 'GET', url: `${urlOf({ endpoint: API.taskGet })}?id=${resumable}`, headers: { 'x-token': admin } });
    expect(JSON.parse(seen.body).data).toMatchObject({ id: resumable, state: 'succeeded' });

    // A task that is not resumable, its process killed: failed as interrupted by another process.
    const plain = await start(stepsKind, { name: 'pg-plain', outcome: 'json' } as never);
    expect(await survivor.reached('pg-plain')).toBe(plain);
    await until(() => api.view(admin, plain), (v) => v.done === 1);
    await survivor.kill();
    expect(await until(() => api.view(admin, plain), (v) => v.state !== 'running')).toMatchObject({ state: 'failed', error: TASK_MSG.interrupted });
  }, 120_000);
});
