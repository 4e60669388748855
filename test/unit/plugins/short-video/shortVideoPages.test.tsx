// The short-video pages as the operator sees them, rendered with the real container and a scripted
// server: the list (length as m:ss, the 旧版 tag and its read-only view with the refusal, the
// confirmed batch removal, the empty list's 添加短视频), the edit page (checked as typed by the
// shared rule, the save's body, the server's refusal, the lock conflict prompt, the click guard,
// an upload's file in the save, a 旧版 video shown without a form) and the account dialog.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ContainerProvider } from '../../../../kernel/di/react';
import AccountsPage from '../../../../plugins/short-video/pages/AccountsPage';
import VideoEditPage from '../../../../plugins/short-video/pages/VideoEditPage';
import VideoListPage from '../../../../plugins/short-video/pages/VideoListPage';
import { CONTENT_MSG } from '../../../../shared/domain';
import { VIDEO_MSG } from '../../../../shared/domain/product';
import { ACCOUNT_SAVE, ACCOUNTS, LIST, REMOVE, ROW, SAVE, TAGS, account, legacyVideo, setup, video, type FakeUploader } from './fixtures';
import type { TestKernel } from '../../../../kernel/testing/createTestKernel';

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

function Probe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

async function renderAt(path: string, script: (kernel: TestKernel) => void): Promise<{ kernel: TestKernel; uploader: FakeUploader }> {
  const { kernel, uploader } = await setup();
  kernel.transport.reply('GET', ACCOUNTS, { rows: [account(1), account(2, { platform: 'kuaishou', name: '工厂直击' })], total: 2 }).reply('GET', TAGS, { rows: [], total: 0 });
  script(kernel);
  await act(async () => {
    render(
      <ContainerProvider container={kernel.container}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/zhSmallVideo/samll_video_list" element={<><VideoListPage /><Probe /></>} />
            <Route path="/zhSmallVideo/samll_video_add" element={<><VideoEditPage /><Probe /></>} />
            <Route path="/zhSmallVideo/samll_video_edit" element={<><VideoEditPage /><Probe /></>} />
            <Route path="/zhSmallVideo/account" element={<AccountsPage />} />
          </Routes>
        </MemoryRouter>
      </ContainerProvider>,
    );
  });
  return { kernel, uploader };
}

/** A button by its text (role queries over a whole antd page are slow in jsdom). */
const button = (text: string | RegExp, scope: HTMLElement = document.body) => within(scope).getByText(text, { selector: 'button > span' }).closest('button') as HTMLElement;
const click = (element: HTMLElement) => act(async () => {
  fireEvent.click(element);
});
const type = (label: string, value: string) => act(async () => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
});

describe('the list', () => {
  it('shows lengths as m:ss and a 旧版 video read-only, with the refusal instead of an editor', async () => {
    await renderAt('/zhSmallVideo/samll_video_list', (k) => k.transport.reply('GET', LIST, { rows: [video(6, { duration_seconds: 75 }), legacyVideo(2)], total: 2 }));
    const current = (await screen.findByText('视频6')).closest('tr') as HTMLElement;
    expect(current.querySelectorAll('td')[4].textContent).toBe('1:15');
    expect(within(current).getByText('示范科技官方')).toBeTruthy();
    expect(within(current).getByText('抖音')).toBeTruthy();
    expect(within(current).getByText('2024-05-06 09:30')).toBeTruthy();
    expect((within(current).getByText('视频6') as HTMLAnchorElement).getAttribute('href')).toBe('/zhSmallVideo/samll_video_edit?id=6');
    expect(screen.getByText('共 2 条')).toBeTruthy();

    const legacy = screen.getByText('旧视频2').closest('tr') as HTMLElement;
    expect(within(legacy).getByText('旧版')).toBeTruthy();
    expect(within(legacy).queryByText('编辑', { selector: 'button > span' })).toBeNull();
    expect(within(legacy).getByText('2022-04-28 19:59')).toBeTruthy();
    expect(screen.queryByText(VIDEO_MSG.legacyNotEditable)).toBeNull();
    await click(within(legacy).getByText('旧视频2', { selector: 'button' }));
    expect(await screen.findByText('2022-04-28 20:00:00前发布的旧版视频不支持编辑')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/zhSmallVideo/samll_video_list');
  });

  it('asks before moving the selection to the recycle bin, naming how many', async () => {
    const { kernel } = await renderAt('/zhSmallVideo/samll_video_list', (k) => k.transport.reply('GET', LIST, { rows: [video(6), video(7)], total: 2 }).reply('POST', REMOVE, null));
    await screen.findByText('视频6');
    const batch = button(/^删\s*除$/, document.querySelector('.sv-filters') as HTMLElement);
    expect(batch.hasAttribute('disabled')).toBe(true);
    const boxes = document.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]');
    await click(boxes[0]);
    await click(boxes[1]);
    expect(screen.getByText('已选 2 项')).toBeTruthy();

    kernel.notifier.answer = false;
    await click(batch);
    expect(kernel.notifier.confirms.at(-1)?.content).toBe('确定将 2 个短视频移到回收站吗？');
    expect(kernel.transport.last(REMOVE)).toBeUndefined();
    kernel.notifier.answer = true;
    await click(batch);
    await waitFor(() => expect(kernel.transport.last(REMOVE)?.data).toEqual({ ids: [6, 7] }));
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已移到回收站' });
  });

  it('offers 添加短视频 on an empty list', async () => {
    await renderAt('/zhSmallVideo/samll_video_list', (k) => k.transport.reply('GET', LIST, { rows: [], total: 0 }));
    expect(await screen.findByText('还没有短视频')).toBeTruthy();
    const empty = screen.getByText('还没有短视频').closest('.ant-empty') as HTMLElement;
    await click(button('添加短视频', empty));
    expect(screen.getByTestId('location').textContent).toBe('/zhSmallVideo/samll_video_add');
  });
});

describe('the edit page', () => {
  it('checks as typed by the shared rule, then saves a share link and goes on editing the new video', async () => {
    const { kernel } = await renderAt('/zhSmallVideo/samll_video_add', (k) => k.transport.reply('POST', SAVE, { id: 31, version: 1 }).reply('GET', ROW, video(31)));
    expect(await screen.findByText('添加短视频', { selector: '.ant-card-head-title' })).toBeTruthy();
    // Nothing typed: nothing sent.
    await click(button(/^保\s*存$/));
    expect(await screen.findByText(VIDEO_MSG.titleRequired)).toBeTruthy();
    expect(await screen.findByText(VIDEO_MSG.sourceRequired)).toBeTruthy();
    expect(kernel.transport.last(SAVE)).toBeUndefined();

    await type('视频标题', '  展会现场 ');
    await click(screen.getByText('分享链接', { selector: 'label span' }));
    await type('视频分享链接', 'http://v.douyin.com/abc');
    expect(await screen.findByText(VIDEO_MSG.linkInvalid)).toBeTruthy();
    await type('视频分享链接', 'https://v.douyin.com/abc');
    await waitFor(() => expect(screen.queryByText(VIDEO_MSG.linkInvalid)).toBeNull());
    // (The box stops at 500 as typed; a pasted or restored longer text is named by the rule.)
    await type('视频简介', 'x'.repeat(501));
    expect(await screen.findByText(VIDEO_MSG.descriptionTooLong)).toBeTruthy();
    await type('视频简介', '展位现场');

    await click(button(/^保\s*存$/));
    await waitFor(() => expect(kernel.transport.last(SAVE)).toBeDefined());
    const body = kernel.transport.last(SAVE)?.data as Record<string, unknown>;
    expect(body).toMatchObject({ title: '展会现场', file_id: 0, link: 'https://v.douyin.com/abc', description: '展位现场', account_id: 0, tag_ids: [], sort: 0, status: 1 });
    expect(body.published_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(body).not.toHaveProperty('id');
    expect(kernel.notifier.toasts).toContainEqual({ level: 'success', message: '短视频已保存' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/zhSmallVideo/samll_video_edit?id=31'));
  });

  it('shows the server’s refusal, and the conflict prompt when someone saved in between; a second click waits', async () => {
    const { kernel } = await renderAt('/zhSmallVideo/samll_video_edit?id=6', (k) =>
      k.transport.reply('GET', ROW, video(6, { version: 3 })).reply('POST', SAVE, null, 400, VIDEO_MSG.accountNotFound),
    );
    await waitFor(() => expect((screen.getByLabelText('视频标题') as HTMLInputElement).value).toBe('视频6'));
    expect((screen.getByLabelText('视频分享链接') as HTMLInputElement).value).toBe('https://video.example.com/v/6');
    await click(button(/^保\s*存$/));
    await waitFor(() => expect(kernel.transport.last(SAVE)?.data).toMatchObject({ id: 6, version: 3, title: '视频6', link: 'https://video.example.com/v/6', account_id: 1 }));
    expect(await screen.findByTestId('save-error')).toBeTruthy();
    expect(screen.getByTestId('save-error').textContent).toContain('所选账号不存在');
    expect(kernel.notifier.errors()).toEqual(['保存失败：所选账号不存在']);
    // The click guard: the buttons wait before another save can go.
    expect(button(/^保\s*存$/).hasAttribute('disabled')).toBe(true);
    const sent = kernel.transport.requests.filter((r) => r.url.endsWith(SAVE)).length;
    await click(button(/^保\s*存$/));
    expect(kernel.transport.requests.filter((r) => r.url.endsWith(SAVE))).toHaveLength(sent);
  });

  it('prompts on a lock conflict without overwriting', async () => {
    const { kernel } = await renderAt('/zhSmallVideo/samll_video_edit?id=6', (k) =>
      k.transport.reply('GET', ROW, video(6, { version: 3 })).reply('POST', SAVE, { currentVersion: 4, updatedBy: '运营专员', updated_at: Date.UTC(2026, 0, 2, 1, 0) }, 409, CONTENT_MSG.lockConflict),
    );
    await waitFor(() => expect((screen.getByLabelText('视频标题') as HTMLInputElement).value).toBe('视频6'));
    await click(button(/^保\s*存$/));
    expect(await screen.findByText(CONTENT_MSG.lockConflict)).toBeTruthy();
    expect(screen.getByText(/运营专员 在 .* 保存了这个视频/)).toBeTruthy();
    expect(kernel.notifier.errors()).toEqual([]);
  });

  it('saves an uploaded file by its id, after its progress', async () => {
    const { kernel, uploader } = await renderAt('/zhSmallVideo/samll_video_add', (k) => k.transport.reply('POST', SAVE, { id: 32, version: 1 }).reply('GET', ROW, video(32)));
    await screen.findByText('添加短视频', { selector: '.ant-card-head-title' });
    await type('视频标题', '工厂巡礼');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([new Uint8Array(64)], 'tour.mp4', { type: 'video/mp4' })] } });
    });
    const progress = await screen.findByTestId('video-upload-progress');
    expect(progress.textContent).toContain('正在上传 tour.mp4');
    await act(async () => uploader.progress(60));
    expect(progress.textContent).toContain('60%');
    // Saving waits for the file.
    expect(button(/^保\s*存$/).hasAttribute('disabled')).toBe(true);
    await act(async () => uploader.finish());
    const file = await screen.findByTestId('video-file');
    expect(file.textContent).toContain('demo.mp4');
    expect(file.textContent).toContain('1.5 MB · 时长 1:15');

    await click(button(/^保\s*存$/));
    await waitFor(() => expect(kernel.transport.last(SAVE)?.data).toMatchObject({ title: '工厂巡礼', file_id: 41, link: '' }));
  });

  it('shows a 旧版 video with the refusal and no form', async () => {
    await renderAt('/zhSmallVideo/samll_video_edit?id=2', (k) => k.transport.reply('GET', ROW, legacyVideo(2)));
    expect(await screen.findByText(VIDEO_MSG.legacyNotEditable)).toBeTruthy();
    expect(screen.getByText('旧视频2')).toBeTruthy();
    expect(screen.queryByLabelText('视频标题')).toBeNull();
    expect(screen.queryByText(/^保\s*存$/, { selector: 'button > span' })).toBeNull();
  });

  it('says so when the video does not exist', async () => {
    await renderAt('/zhSmallVideo/samll_video_edit?id=404', (k) => k.transport.reply('GET', ROW, null, 404, '站点不存在'));
    expect(await screen.findByText('短视频不存在或已被删除')).toBeTruthy();
  });
});

describe('the accounts page', () => {
  it('checks the dialog as typed, and shows the server’s refusal in it', async () => {
    const { kernel } = await renderAt('/zhSmallVideo/account', (k) => k.transport.reply('POST', ACCOUNT_SAVE, null, 400, VIDEO_MSG.imageInvalid));
    await screen.findByText('账号1');
    await click(button('添加账号'));
    const dialog = (await screen.findByText('添加账号', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText('主页'), { target: { value: 'http://www.douyin.com/user/x' } });
    });
    expect(await within(dialog).findByText(VIDEO_MSG.accountUrlInvalid)).toBeTruthy();
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText('主页'), { target: { value: 'https://www.douyin.com/user/x' } });
      fireEvent.change(within(dialog).getByLabelText('账号名称'), { target: { value: '新账号' } });
    });
    await click(button(/^保\s*存$/, dialog));
    await waitFor(() => expect(kernel.transport.last(ACCOUNT_SAVE)?.data).toEqual({ platform: 'douyin', name: '新账号', handle: '', url: 'https://www.douyin.com/user/x', avatar: '', qr: '', shown: 1, sort: 0 }));
    expect((await within(dialog).findByTestId('account-refusal')).textContent).toContain(VIDEO_MSG.imageInvalid);
  });
});
