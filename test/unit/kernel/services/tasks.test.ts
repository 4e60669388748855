// TaskService through the container, against a scripted server whose task advances between reads:
// polling while a task is unfinished (and only then), following a task started by a feature's
// endpoint, cancel, download through the file port, and a list that survives a reload.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import { TASK_POLL_MS } from '../../../../kernel/services/tasks/TaskServiceImpl';
import { endpoint, type TaskView } from '../../../../shared/domain';

// A feature's endpoint that starts a task and answers { taskId } (the forms export, say).
const START = endpoint('admin', 'POST', 'form/msgExportTask');

const task = (id: number, patch: Partial<TaskView> = {}): TaskView => ({
  id, kind: 'forms.messageExport', title: `导出留言 ${id}`, state: 'running', done: 0, total: 100, stage: '正在读取留言',
  error: null, resultName: null, result: null, cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: null, ...patch,
});

/** A server with one task that moves 40 units per read of the list, then succeeds. */
function scripted() {
  const kernel = createTestKernel();
  let current = task(7, { done: 0 });
  let listReads = 0;
  kernel.transport.on('GET', 'task/list', () => {
    listReads += 1;
    if (current.state === 'running') {
      const done = Math.min(100, current.done + 40);
      current = done === 100 ? { ...current, done, state: 'succeeded', resultName: '留言导出.xlsx', finishedAt: 2 } : { ...current, done };
    }
    return { data: { code: 200, message: '', data: { rows: [current], total: 1 } } };
  });
  kernel.transport.on('GET', 'task/get', () => ({ data: { code: 200, message: '', data: current } }));
  kernel.transport.reply('POST', 'form/msgExportTask', { taskId: 7 });
  kernel.transport.on('POST', 'task/cancel', () => {
    current = { ...current, state: 'cancelled', cancelRequested: true, finishedAt: 3 };
    return { data: { code: 200, message: '', data: current } };
  });
  kernel.transport.on('GET', 'task/download', () => ({
    headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': "attachment; filename*=UTF-8''%E7%95%99%E8%A8%80%E5%AF%BC%E5%87%BA.xlsx" },
    data: new Blob(['xlsx bytes']),
  }));
  return { kernel, tasks: kernel.get(TOKENS.tasks), reads: () => listReads, set: (t: TaskView) => (current = t) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function tick(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

it('follows a started task, polling every TASK_POLL_MS until it ends, then stops', async () => {
  const { kernel, tasks, reads } = scripted();
  const started = await tasks.start(START, { body: { formId: 3 } });
  expect(kernel.transport.last('form/msgExportTask')?.data).toEqual({ formId: 3 });
  expect(started.id).toBe(7);
  expect(tasks.watch(7)?.done).toBe(40);
  expect(tasks.unfinished).toBe(1);
  await tick(TASK_POLL_MS);
  expect(tasks.watch(7)?.done).toBe(80);
  await tick(TASK_POLL_MS);
  expect(tasks.watch(7)).toMatchObject({ state: 'succeeded', done: 100, resultName: '留言导出.xlsx' });
  expect(tasks.unfinished).toBe(0);
  const after = reads();
  await tick(TASK_POLL_MS * 10);
  // Nothing unfinished: no more reads.
  expect(reads()).toBe(after);
});

it('a reload finds the task still running from the server’s list', async () => {
  const { tasks } = scripted();
  await tasks.refresh();
  expect(tasks.tasks.map((t) => [t.id, t.state])).toEqual([[7, 'running']]);
  expect(tasks.unfinished).toBe(1);
  tasks.stop();
});

it('cancels through task/cancel and shows the outcome; downloads a result through the file port', async () => {
  const { kernel, tasks, set } = scripted();
  await tasks.refresh();
  await tasks.cancel(7);
  expect(kernel.transport.last('task/cancel')?.data).toEqual({ id: 7 });
  expect(tasks.watch(7)?.state).toBe('cancelled');
  expect(tasks.unfinished).toBe(0);

  set(task(8, { state: 'succeeded', done: 100, resultName: '留言导出.xlsx' }));
  await tasks.download(8);
  expect(kernel.transport.last('task/download')?.params).toEqual({ id: 8 });
  expect(kernel.files.saved.map((f) => f.fileName)).toEqual(['留言导出.xlsx']);
});

it('downloads a result of any file type (text, XML), not only the §8 pass-through types', async () => {
  const { kernel, tasks, set } = scripted();
  kernel.transport.on('GET', 'task/download', () => ({ headers: { 'content-type': 'application/xml; charset=utf-8', 'content-disposition': 'attachment; filename="sitemap.xml"' }, data: new Blob(['<urlset/>']) }));
  set(task(9, { state: 'succeeded', done: 1, resultName: 'sitemap.xml' }));
  await tasks.download(9);
  expect(kernel.files.saved.map((f) => f.fileName)).toEqual(['sitemap.xml']);
  // A refusal is still an envelope, not a file.
  kernel.transport.on('GET', 'task/download', () => ({ headers: { 'content-type': 'application/json' }, data: new Blob(['{"code":404}']) }));
  await expect(tasks.download(9)).rejects.toThrow();
  expect(kernel.files.saved).toHaveLength(1);
});

it('stops polling when the list cannot be read (signed out), and a refresh starts again', async () => {
  const { kernel, tasks, reads } = scripted();
  await tasks.refresh();
  kernel.transport.reply('GET', 'task/list', null, 401, '登录已失效');
  await tick(TASK_POLL_MS);
  const after = reads();
  await tick(TASK_POLL_MS * 5);
  expect(reads()).toBe(after);
  expect(kernel.notifier.errors()).toEqual([]);
});
