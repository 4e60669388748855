// The console half of the README's vendor example (test/fixtures/vendor/plugins/notes): it installs
// behind its key, its page lists the notes, and 归档 starts the task, shows it inline and hands the
// finished file over — with the real container and a scripted server.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { ContainerProvider } from '../../../kernel/di/react';
import { createTestKernel } from '../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../kernel/tokens';
import type { TaskView } from '../../../shared/domain/api/tasks';
import notes from '../../fixtures/vendor/plugins/notes';
import NotesPage from '../../fixtures/vendor/plugins/notes/NotesPage';

afterEach(cleanup);

const task: TaskView = {
  id: 7, kind: 'notes.archive', title: '归档便签', state: 'succeeded', done: 2, total: 2, stage: '正在写入', error: null,
  resultName: '便签.txt', result: { count: 2 }, cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: 2,
};

it('shows up for a user holding app_center only', async () => {
  const kernel = createTestKernel();
  await kernel.install([notes]);
  kernel.transport.reply('POST', 'admin/menu/getlist', [{ role: 'app_center', select: 'true', meta: { title: '应用中心' }, children: [] }]);
  await kernel.get(TOKENS.permission).load();
  expect(kernel.get(TOKENS.permission).filter(kernel.get(TOKENS.plugins).routes, 'zh').map((r) => r.fullPath)).toEqual(['/notes']);
});

it('lists the notes, archives them through a task and downloads its file', async () => {
  const kernel = createTestKernel();
  await kernel.install([notes]);
  kernel.transport
    .reply('GET', 'notes/list', [{ id: 2, text: '第二条' }, { id: 1, text: '第一条' }])
    .reply('POST', 'notes/archive', { taskId: 7 })
    .reply('GET', 'task/get', task)
    .on('GET', 'task/download', () => ({ headers: { 'content-type': 'text/plain', 'content-disposition': "attachment; filename*=UTF-8''%E4%BE%BF%E7%AD%BE.txt" }, data: new Blob(['第一条\n']) }));
  await act(async () => {
    render(createElement(ContainerProvider, { container: kernel.container, children: createElement(NotesPage) }));
  });
  expect(await screen.findByText('第二条')).toBeTruthy();
  expect(kernel.transport.last('notes/list')?.params).toEqual({ page: 1, rows: 20 });

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /归\s*档/ }));
  });
  expect(await screen.findByText('归档便签')).toBeTruthy();
  await waitFor(() => expect(kernel.files.saved.map((f) => f.fileName)).toEqual(['便签.txt']));
});
