// 检测报告's store through the container: an evaluation under way is found again when the page
// loads (a reload), 开始检测 starts one and follows it, 关闭检测 asks first and keeps the report, a
// check's records are read for the run shown and read again once a new run is shown, and a failed
// run says why.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import seo from '../../../../plugins/seo';
import { SCORE_STORE } from '../../../../plugins/seo/tokens';
import type { TaskView } from '../../../../shared/domain';
import type { ScoreRun, ScoreStatus } from '../../../../shared/domain/seo/score';

async function setup() {
  const kernel = createTestKernel();
  await kernel.install([seo]);
  return { kernel, store: kernel.get(SCORE_STORE) };
}

const run = (id: number, score: number): ScoreRun => ({
  id, score, level: score >= 75 ? 'good' : 'fair', finishedAt: 1_700_000_000_000, records: 106,
  checks: [{ check: 'deadLink', weight: 15, affected: 1, applicable: 67, deduction: 2 }],
});
const status = (over: Partial<ScoreStatus> = {}): ScoreStatus => ({ enabled: true, latest: run(4, 72), taskId: null, ...over });
const task = (id: number, state: TaskView['state'], error: string | null = null): TaskView => ({
  id, kind: 'seo.score', title: '网站检测', state, done: 0, total: 0, stage: '', error, resultName: null, result: null,
  cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: state === 'running' ? null : 2,
});

it('finds the evaluation under way when the page loads, and follows it', async () => {
  const { kernel, store } = await setup();
  kernel.transport.reply('GET', 'admin/SiteScore/status', status({ taskId: 31 }));
  await store.load();
  expect(store.taskId).toBe(31);
  expect(store.latest?.score).toBe(72);
});

it('starts an evaluation and follows its task; a second click meanwhile sends nothing', async () => {
  const { kernel, store } = await setup();
  kernel.transport.reply('GET', 'admin/SiteScore/status', status({ enabled: false, latest: null }));
  await store.load();
  kernel.transport.reply('POST', 'admin/SiteScore/evaluate', { taskId: 32 });
  kernel.transport.reply('GET', 'admin/task/get', task(32, 'running'));
  await store.evaluate();
  expect(kernel.transport.last('admin/SiteScore/evaluate')?.data).toEqual({});
  expect(store.taskId).toBe(32);
  expect(store.status?.enabled).toBe(true);
  await store.evaluate();
  expect(kernel.transport.requests.filter((r) => r.url.endsWith('admin/SiteScore/evaluate'))).toHaveLength(1);
});

it('closes only after a confirmation, keeping the report', async () => {
  const { kernel, store } = await setup();
  kernel.transport.reply('GET', 'admin/SiteScore/status', status());
  await store.load();
  kernel.notifier.answer = false;
  expect(await store.close()).toBe(false);
  expect(kernel.notifier.confirms.map((c) => c.content)).toEqual(['确定关闭检测吗？关闭后保留当前检测报告，正在进行的检测将停止。']);
  expect(kernel.transport.last('admin/SiteScore/close')).toBeUndefined();
  kernel.notifier.answer = true;
  kernel.transport.reply('GET', 'admin/SiteScore/close', status({ enabled: false }));
  expect(await store.close()).toBe(true);
  expect(store.status?.enabled).toBe(false);
  expect(store.latest?.score).toBe(72);
  expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已关闭检测，检测报告已保留' });
});

it('reads a check’s records for the run shown, and again for the next run', async () => {
  const { kernel, store } = await setup();
  kernel.transport.reply('GET', 'admin/SiteScore/status', status());
  kernel.transport.reply('GET', 'admin/SiteScore/records', { rows: [], total: 1 });
  await store.load();
  const first = store.recordsOf('deadLink');
  await first.load();
  expect(kernel.transport.last('admin/SiteScore/records')?.params).toEqual({ check: 'deadLink', run_id: 4, page: 1, rows: 10 });
  expect(store.recordsOf('deadLink')).toBe(first);

  // The run under way ends: the new report, its history, and the records of the new run.
  kernel.transport.reply('GET', 'admin/SiteScore/status', status({ latest: run(5, 82) }));
  kernel.transport.reply('GET', 'admin/SiteScore/history', { rows: [run(5, 82), run(4, 72)], total: 2 });
  store.taskId = 33;
  await store.evaluationFinished(task(33, 'succeeded'));
  expect(store.taskId).toBeNull();
  expect(store.history.total).toBe(2);
  expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '检测完成：82 分（良好）' });
  const next = store.recordsOf('deadLink');
  expect(next).not.toBe(first);
  await next.load();
  expect(kernel.transport.last('admin/SiteScore/records')?.params).toMatchObject({ check: 'deadLink', run_id: 5 });
});

it('says why a run failed, and keeps the report it had', async () => {
  const { kernel, store } = await setup();
  kernel.transport.reply('GET', 'admin/SiteScore/status', status());
  kernel.transport.reply('GET', 'admin/SiteScore/history', { rows: [], total: 0 });
  await store.load();
  store.taskId = 34;
  await store.evaluationFinished(task(34, 'failed', '任务执行失败，请稍后重试'));
  expect(kernel.notifier.errors()).toEqual(['任务执行失败，请稍后重试']);
  expect(store.latest?.score).toBe(72);
});
