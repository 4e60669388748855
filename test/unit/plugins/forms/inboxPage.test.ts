// The inbox page as the operator sees it: a message's summary as plain text (unread in bold), the
// counts, and the empty state — rendered with the real container and a scripted server.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ContainerProvider } from '../../../../kernel/di/react';
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import forms from '../../../../plugins/forms';
import InboxPage from '../../../../plugins/forms/pages/inbox/InboxPage';

afterEach(cleanup);

async function renderInbox(rows: unknown[], path = '/zhEnquiry/messageManagement') {
  const kernel = createTestKernel();
  await kernel.install([forms]);
  kernel.transport
    .reply('POST', 'form/msgCount', { total: 42, thisMonth: 7, lastMonth: 9, unread: 3 })
    .reply('GET', 'form/getlist', { rows: [{ id: 3, title: '在线留言' }], total: 1 })
    .reply('POST', 'form/msglist', { rows, total: rows.length });
  await act(async () => {
    const page = createElement(
      MemoryRouter,
      { initialEntries: [path] },
      createElement(Routes, null, createElement(Route, { path: '/zhEnquiry/:page', element: createElement(InboxPage) })),
    );
    render(createElement(ContainerProvider, { container: kernel.container, children: page }));
  });
  return kernel;
}

it('shows each message’s first three values as text, unread ones in bold, with the counts', async () => {
  const kernel = await renderInbox([
    { id: 1, formId: 3, formTitle: '在线留言', values: { username: '王小明', phone: '13800000000', content: '<b>想了解报价</b>', email: 'a@b.cn' }, readStatus: false, created_at: new Date(2026, 0, 5, 8, 30).getTime() },
    { id: 2, formId: 3, formTitle: '在线留言', values: { username: '李四' }, readStatus: true, created_at: new Date(2026, 0, 4, 9, 0).getTime() },
  ]);
  const summary = await screen.findByText('王小明 / 13800000000 / <b>想了解报价</b>');
  // Values are text, never markup.
  expect(document.querySelector('.forms-inbox-table b')).toBeNull();
  expect(summary.className).toContain('forms-inbox-unread');
  expect(screen.getByText('李四').className).not.toContain('forms-inbox-unread');
  expect(screen.getByText('2026-01-05 08:30')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '留言管理' })).toBeTruthy();
  await waitFor(() => expect(screen.getByText('42')).toBeTruthy());
  expect(screen.getByText('本月')).toBeTruthy();
  expect(screen.queryByText('暂无留言')).toBeNull();

  // 删除 on a row asks before anything is sent.
  kernel.notifier.answer = false;
  const firstRow = summary.closest('tr') as HTMLElement;
  await act(async () => {
    fireEvent.click(within(firstRow).getByRole('button', { name: /删\s*除/ }));
  });
  expect(kernel.notifier.confirms).toHaveLength(1);
  expect(kernel.transport.last('form/removeMsg')).toBeUndefined();
});

it('shows the empty state, and the inquiries title on the foreign-site route', async () => {
  await renderInbox([], '/zhEnquiry/inquiryMessage_en');
  expect(await screen.findByText('暂无留言')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '询盘管理' })).toBeTruthy();
  // Nothing selected: nothing to delete.
  expect(screen.getByRole('button', { name: /删除所选/ }).hasAttribute('disabled')).toBe(true);
});
