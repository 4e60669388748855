// The tasks area through the container (its bindings over the real kernel, a scripted server behind
// the real HttpService): the form checked by the shared rule as the operator types; the list read,
// read again while a task moves (its core task followed by the kernel's TaskService, the header's
// indicator), and no more once none does; 开始生成 posts the form and reads the first page again;
// 取消 and 重试失败项 post the task's id; the detail page reads one task until it ends.
import { ContainerModule } from 'inversify';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { bindAccessArea } from '../../../../plugins/ai/access/services';
import { bindTasksArea } from '../../../../plugins/ai/tasks/services';
import { POLL_MS } from '../../../../plugins/ai/tasks/store/poller';
import { TASK_DETAIL_STORE, TASK_LIST_STORE } from '../../../../plugins/ai/tasks/tokens';
import type { AiTaskDetail, AiTaskRow } from '../../../../shared/domain/ai/tasks';

const LIST = 'admin_ai/taskList';
const DETAIL = 'admin_ai/taskDetail';

function setup(): TestKernel {
  const kernel = createTestKernel();
  kernel.container.load(new ContainerModule((options) => {
    bindAccessArea(options);
    bindTasksArea(options);
  }));
  kernel.transport.reply('GET', 'admin/task/get', { id: 77, kind: 'ai.writeTask', title: 'AI写作：秋季', state: 'running', done: 1, total: 3, stage: '正在生成第 2/3 篇：乙', error: null, resultName: null, result: null, cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: null });
  kernel.transport.reply('GET', 'admin/task/list', { rows: [], total: 0 });
  return kernel;
}

const row = (over: Partial<AiTaskRow> = {}): AiTaskRow => ({
  id: 5, name: '秋季', keywordCount: 3, status: 'running', total: 3, done: 1, failed: 0, stage: '正在生成第 2/3 篇：乙', error: '', coreTaskId: 77,
  createdAt: 1, updatedAt: 1, finishedAt: null, ...over,
});
const calls = (kernel: TestKernel, suffix: string) => kernel.transport.requests.filter((r) => r.url.endsWith(suffix));

afterEach(() => jest.useRealTimers());

describe('the form', () => {
  it('shows a field’s problem once it was touched, and counts keywords and articles as typed', () => {
    const store = setup().get(TASK_LIST_STORE);
    store.openForm();
    const form = store.form;
    expect(form.problemOf('name')).toBeNull();
    form.set('name', '秋季新品');
    form.set('keywords', Array.from({ length: 11 }, (_, i) => `词${i}`).join('\n'));
    form.set('perKeyword', 10);
    expect([form.keywordCount, form.articleCount, form.articlesOver]).toEqual([11, 110, true]);
    expect(form.problemOf('perKeyword')).toBe('文章总数不能超过100篇');
    form.set('keywords', '甲\n乙\n\n甲\n丙');
    expect([form.keywordCount, form.articleCount, form.problem]).toEqual([3, 30, null]);
    form.set('keywords', '');
    expect(form.problemOf('keywords')).toBe('请输入关键词（每行一个，最多50个）');
  });

  it('开始生成 with a problem posts nothing and shows it; a good form is posted, then the list’s first page is read', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', LIST, { rows: [], total: 0 });
    kernel.transport.reply('POST', 'admin_ai/saveTask', { id: 9 });
    const store = kernel.get(TASK_LIST_STORE);
    store.openForm();
    expect(await store.submit()).toBe(false);
    expect(store.form.problemOf('name')).toBe('请输入任务名称');
    expect(calls(kernel, 'admin_ai/saveTask')).toHaveLength(0);
    store.form.set('name', ' 秋季 ');
    store.form.set('keywords', '甲\n乙');
    kernel.transport.reply('GET', LIST, { rows: [row({ id: 9, status: 'queued', coreTaskId: 0 })], total: 1 });
    expect(await store.submit()).toBe(true);
    expect(calls(kernel, 'admin_ai/saveTask')[0].data).toEqual({ name: '秋季', keywords: '甲\n乙', perKeyword: 1, articleType: 1, categoryId: 0, length: 1000, style: 'professional', seo: true });
    expect(store.formOpen).toBe(false);
    expect(store.rows.map((r) => r.id)).toEqual([9]);
    store.dispose();
  });
});

describe('the list', () => {
  it('reads again while a task moves, follows its core task, and stops once none moves', async () => {
    jest.useFakeTimers();
    const kernel = setup();
    let answer = { rows: [row()], total: 1 };
    kernel.transport.on('GET', LIST, () => ({ data: { code: 200, message: '', data: answer } }));
    const store = kernel.get(TASK_LIST_STORE);
    await store.load();
    expect(store.rows[0].stage).toBe('正在生成第 2/3 篇：乙');
    await jest.advanceTimersByTimeAsync(0);
    expect(calls(kernel, 'admin/task/get').some((r) => r.params?.id === 77)).toBe(true);
    answer = { rows: [row({ status: 'done', done: 3, stage: '已完成' })], total: 1 };
    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(store.rows[0]).toMatchObject({ status: 'done', done: 3 });
    const reads = calls(kernel, LIST).length;
    await jest.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(calls(kernel, LIST)).toHaveLength(reads);
    store.dispose();
  });

  it('取消 and 重试失败项 post the task’s id and read the list again', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', LIST, { rows: [row({ status: 'failed', coreTaskId: 0 })], total: 1 });
    kernel.transport.reply('POST', 'admin_ai/cancelTask', row({ status: 'cancelled' }));
    kernel.transport.reply('POST', 'admin_ai/retryTask', row({ status: 'queued' }));
    const store = kernel.get(TASK_LIST_STORE);
    await store.cancel(5);
    await store.retry(5);
    expect(calls(kernel, 'admin_ai/cancelTask')[0].data).toEqual({ id: 5 });
    expect(calls(kernel, 'admin_ai/retryTask')[0].data).toEqual({ id: 5 });
    expect(calls(kernel, LIST)).toHaveLength(2);
    store.dispose();
  });
});

describe('the detail', () => {
  it('reads the task until it ends', async () => {
    jest.useFakeTimers();
    const kernel = setup();
    const detail = (over: Partial<AiTaskDetail>): AiTaskDetail => ({
      ...row(), form: { name: '秋季', keywords: '甲\n乙\n丙', perKeyword: 1, articleType: 1, categoryId: 0, length: 500, style: 'plain', seo: false },
      items: [{ id: 1, keyword: '甲', seq: 1, status: 'done', articleId: 40, title: '甲的文章', tokens: 300, error: '', attempts: 1 }], ...over,
    });
    let answer = detail({});
    kernel.transport.on('GET', DETAIL, () => ({ data: { code: 200, message: '', data: answer } }));
    const store = kernel.get(TASK_DETAIL_STORE);
    await store.show(5);
    expect(store.detail?.items[0].title).toBe('甲的文章');
    answer = detail({ status: 'done', done: 3, stage: '已完成' });
    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(store.detail?.status).toBe('done');
    const reads = calls(kernel, DETAIL).length;
    await jest.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(calls(kernel, DETAIL)).toHaveLength(reads);
    store.dispose();
  });
});
