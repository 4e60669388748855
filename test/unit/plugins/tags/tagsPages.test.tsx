// The tag pages as the operator sees them (real container, scripted server): the list with its
// count links, the add dialog showing the server's refusal on the name, and a tag's articles with
// their type and status, each opening the content editor.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ContainerProvider } from '../../../../kernel/di/react';
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import tags from '../../../../plugins/tags';
import TagDetailPage from '../../../../plugins/tags/pages/TagDetailPage';
import TagsPage from '../../../../plugins/tags/pages/TagsPage';
import { CONTENT_MSG, type ArticleRow, type Tag } from '../../../../shared/domain';

// jsdom has no MessageChannel; antd's Form batches its watchers in a macro task through one.
if (!('MessageChannel' in globalThis)) {
  Object.assign(globalThis, {
    MessageChannel: class {
      port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
      port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
    },
  });
}
afterEach(cleanup);
jest.setTimeout(40000);

const tag = (id: number, patch: Partial<Tag> = {}): Tag => ({ id, name: `标签${id}`, article_count: 2, show: true, sort: 0, created_at: new Date(2026, 0, 5, 8, 0).getTime(), ...patch });

function article(id: number, patch: Partial<ArticleRow> = {}): ArticleRow {
  return { id, type: 1, title: `文章${id}`, category_id: 0, category_name: '', status: 1, sort: 0, author: '', img: '', nodownload: false, tag_ids: [5], version: 1, created_at: 0, updated_at: new Date(2026, 0, 6, 9, 0).getTime(), ...patch };
}

/** A button by its text (role queries over a whole antd page are slow in jsdom). */
const button = (text: string | RegExp, scope: HTMLElement = document.body) => within(scope).getByText(text, { selector: 'button > span' }).closest('button') as HTMLElement;

function Probe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

async function renderAt(path: string, script: (kernel: ReturnType<typeof createTestKernel>) => void) {
  const kernel = createTestKernel();
  await kernel.install([tags]);
  script(kernel);
  await act(async () => {
    render(
      <ContainerProvider container={kernel.container}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/zhTags/tags" element={<TagsPage />} />
            <Route path="/zhTags/tagsdetail" element={<TagDetailPage />} />
            <Route path="*" element={<Probe />} />
          </Routes>
        </MemoryRouter>
      </ContainerProvider>,
    );
  });
  return kernel;
}

it('lists tags, links the count to the tag’s content, and shows a refused name on the field', async () => {
  const kernel = await renderAt('/zhTags/tags', (k) =>
    k.transport.reply('GET', 'Tag/getList', { rows: [tag(5), tag(6, { article_count: 0, show: false })], total: 2 }).reply('POST', 'Tag/save', null, 400, CONTENT_MSG.tagExists),
  );
  const row = (await screen.findByText('标签5')).closest('tr') as HTMLElement;
  expect(within(row).getByText('2026-01-05 08:00')).toBeTruthy();
  expect((screen.getByText('标签6').closest('tr') as HTMLElement).querySelector('[role="switch"]')?.getAttribute('aria-checked')).toBe('false');

  // 添加标签: a taken name is refused by the server; the dialog stays open and says why.
  await act(async () => {
    fireEvent.click(button('添加标签'));
  });
  const dialog = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
  expect(dialog).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('标签名称'), { target: { value: '标签5' } });
  await act(async () => {
    fireEvent.click(button(/^保\s*存$/, dialog));
  });
  await waitFor(() => expect(kernel.transport.last('Tag/save')?.data).toEqual({ name: '标签5', show: true, sort: 0 }));
  expect(await within(dialog).findByText(CONTENT_MSG.tagExists)).toBeTruthy();
  expect(kernel.notifier.errors()).toEqual([CONTENT_MSG.tagExists]);
  expect(document.querySelector('.ant-modal')).toBeTruthy();

  // The count opens the tag's content.
  await act(async () => {
    fireEvent.click(button('2 条', row));
  });
  expect(await screen.findByText('标签“标签5”的内容')).toBeTruthy();
});

it('shows a tag’s articles with type and status, each opening the content editor', async () => {
  const kernel = await renderAt('/zhTags/tagsdetail?id=5', (k) =>
    k.transport.reply('GET', 'Tag/tagView', { rows: [article(11), article(12, { type: 5, status: 0, title: '展会相册' })], total: 2 }),
  );
  // Opened by address (no name passed along): the tag is named by its id.
  expect(await screen.findByText('标签 #5 的内容')).toBeTruthy();
  expect(kernel.transport.last('Tag/tagView')?.params).toEqual({ id: 5, page: 1, rows: 10 });
  const album = screen.getByText('展会相册').closest('tr') as HTMLElement;
  expect(within(album).getByText('相册')).toBeTruthy();
  expect(within(album).getByText('草稿')).toBeTruthy();
  expect(within(screen.getByText('文章11').closest('tr') as HTMLElement).getByText('新闻')).toBeTruthy();

  await act(async () => {
    // The title is a real link (open in a new tab works); a plain click navigates in the console.
    fireEvent.click(within(album).getByRole('link', { name: '展会相册' }), { button: 0 });
  });
  expect(screen.getByTestId('location').textContent).toBe('/zhContent/add?type=5&id=12');
});

it('refuses a missing tag id without calling the server', async () => {
  const kernel = await renderAt('/zhTags/tagsdetail', () => undefined);
  expect(await screen.findByText('没有指定标签')).toBeTruthy();
  expect(kernel.transport.last('Tag/tagView')).toBeUndefined();
});
