// The header's background tasks as the operator sees them: the badge counts unfinished tasks, the
// list shows progress, the stage, a failure's reason and the result to download; cancelling asks
// first and sends nothing when the operator declines.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { ContainerProvider } from '../../../../kernel/di/react';
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TaskCenter } from '../../../../kernel/shell/header/TaskCenter';
import { TOKENS } from '../../../../kernel/tokens';
import type { TaskView } from '../../../../shared/domain';

afterEach(cleanup);

const task = (id: number, patch: Partial<TaskView>): TaskView => ({
  id, kind: 'forms.messageExport', title: `导出留言 ${id}`, state: 'running', done: 0, total: 0, stage: '',
  error: null, resultName: null, result: null, cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: null, ...patch,
});

it('shows unfinished tasks on the badge and each task’s progress, reason or result in the list', async () => {
  const kernel = createTestKernel();
  kernel.transport.reply('GET', 'task/list', {
    rows: [
      task(3, { done: 250, total: 1000, stage: '正在写入表格' }),
      task(2, { state: 'failed', error: '服务重启，任务已中断' }),
      task(1, { state: 'succeeded', done: 1000, total: 1000, resultName: '留言导出.xlsx' }),
    ],
    total: 3,
  });
  await act(async () => {
    render(createElement(ContainerProvider, { container: kernel.container, children: createElement(TaskCenter) }));
  });
  const button = await screen.findByRole('button', { name: '后台任务（1）' });
  await act(async () => {
    fireEvent.click(button);
  });
  const lines = await screen.findAllByTestId('task-line');
  expect(lines.map((l) => l.getAttribute('data-state'))).toEqual(['running', 'failed', 'succeeded']);
  expect(within(lines[0]).getByText('正在写入表格 250 / 1000')).toBeTruthy();
  expect(within(lines[0]).getByText('25%')).toBeTruthy();
  expect(within(lines[1]).getByText('服务重启，任务已中断')).toBeTruthy();
  expect(within(lines[2]).getByRole('button', { name: '下载结果' })).toBeTruthy();
  expect(within(lines[2]).queryByRole('button', { name: '取消任务' })).toBeNull();

  // Declining the confirmation sends nothing.
  kernel.notifier.answer = false;
  await act(async () => {
    fireEvent.click(within(lines[0]).getByRole('button', { name: '取消任务' }));
  });
  expect(kernel.notifier.confirms.map((c) => c.content)).toEqual(['确定要取消“导出留言 3”吗？已完成的部分不会保留。']);
  expect(kernel.transport.last('task/cancel')).toBeUndefined();
  kernel.get(TOKENS.tasks).stop();
});

it('tells before cancelling a task whose done work stays (a capture’s saved products)', async () => {
  const kernel = createTestKernel();
  kernel.transport.reply('GET', 'task/list', { rows: [task(4, { kind: 'product.capture', title: '采集产品（3个网址）', done: 1, total: 3, keepsDoneWork: true })], total: 1 });
  await act(async () => {
    render(createElement(ContainerProvider, { container: kernel.container, children: createElement(TaskCenter) }));
  });
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: '后台任务（1）' }));
  });
  kernel.notifier.answer = false;
  const [line] = await screen.findAllByTestId('task-line');
  await act(async () => {
    fireEvent.click(within(line).getByRole('button', { name: '取消任务' }));
  });
  expect(kernel.notifier.confirms.map((c) => c.content)).toEqual(['确定要取消“采集产品（3个网址）”吗？已完成的部分会保留，其余的不再进行。']);
  kernel.get(TOKENS.tasks).stop();
});

it('says so when the site has no tasks', async () => {
  const kernel = createTestKernel();
  kernel.transport.reply('GET', 'task/list', { rows: [], total: 0 });
  await act(async () => {
    render(createElement(ContainerProvider, { container: kernel.container, children: createElement(TaskCenter) }));
  });
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: '后台任务（0）' }));
  });
  expect(await screen.findByText('暂无后台任务')).toBeTruthy();
});
