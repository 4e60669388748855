// What the short-video unit tests share: the plugin installed in a test kernel with a fake
// uploader bound over the real token, and rows as the server answers them.
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import { HttpError } from '../../../../kernel';
import shortVideo from '../../../../plugins/short-video';
import { VIDEO_UPLOADER } from '../../../../plugins/short-video/tokens';
import { UPLOAD_CANCELLED, type VideoUploader, type VideoUploadOptions } from '../../../../plugins/short-video/uploader';
import { epochToBeijingTime, isLegacyVideo, type VideoAccountRow, type VideoFileInfo, type VideoRow } from '../../../../shared/domain/product';

/** An uploader the test drives: each upload waits until the test answers it. */
export class FakeUploader implements VideoUploader {
  readonly files: File[] = [];
  private pending: { resolve(info: VideoFileInfo): void; reject(error: Error): void; options: VideoUploadOptions } | null = null;

  upload(file: File, options: VideoUploadOptions = {}): Promise<VideoFileInfo> {
    this.files.push(file);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, options };
      options.signal?.addEventListener('abort', () => reject(new HttpError('已取消上传', UPLOAD_CANCELLED)), { once: true });
    });
  }
  progress(percent: number) {
    this.pending?.options.onProgress?.(percent);
  }
  finish(info: Partial<VideoFileInfo> = {}) {
    this.pending?.resolve({ file_id: 41, name: 'demo.mp4', url: '/api/app/site-admin-api/admin_cms/smallVideo/play?file=0123456789abcdef0123456789abcdef.mp4', mime: 'video/mp4', bytes: 1_572_864, duration_seconds: 75, ...info });
  }
  refuse(message: string) {
    this.pending?.reject(new HttpError(message, 400));
  }
}

export async function setup(): Promise<{ kernel: TestKernel; uploader: FakeUploader }> {
  const uploader = new FakeUploader();
  const kernel = createTestKernel({ overrides: [{ token: VIDEO_UPLOADER, value: uploader }] });
  await kernel.install([shortVideo]);
  expect(kernel.get(TOKENS.plugins).status('short-video')?.state).toBe('ready');
  return { kernel, uploader };
}

/** Beijing time → epoch ms. */
const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

export function video(id: number, patch: Partial<VideoRow> = {}): VideoRow {
  const published = patch.published_at ?? at('2024-05-06 09:30:00');
  return {
    id, title: `视频${id}`, file_id: 0, file_url: '', link: `https://video.example.com/v/${id}`, mime: '', bytes: 0, duration_seconds: 95,
    cover: '', description: '', account_id: 1, account_name: '示范科技官方', platform: 'douyin', tag_ids: [], related_ids: [], sort: 0,
    status: 1, disabled: 0, published_at: published, published_text: epochToBeijingTime(published), legacy: isLegacyVideo(published),
    version: 3, updated_at: at('2024-05-07 10:00:00'), ...patch,
  };
}

export const legacyVideo = (id: number, patch: Partial<VideoRow> = {}) => video(id, { published_at: at('2022-04-28 19:59:59'), title: `旧视频${id}`, ...patch });

export function account(id: number, patch: Partial<VideoAccountRow> = {}): VideoAccountRow {
  return { id, platform: 'douyin', name: `账号${id}`, handle: `handle${id}`, url: `https://www.douyin.com/user/handle${id}`, avatar: '', qr: '', shown: 1, sort: id, video_count: 0, created_at: 0, updated_at: 0, ...patch };
}

export const LIST = 'admin_cms/smallVideo/getlist';
export const ROW = 'admin_cms/smallVideo/getRow';
export const SAVE = 'admin_cms/smallVideo/save';
export const UP_DOWN = 'admin_cms/smallVideo/upDownBatch';
export const REMOVE = 'admin_cms/smallVideo/remove';
export const RESTORE = 'admin_cms/smallVideo/reduction';
export const DESTROY = 'admin_cms/smallVideo/destroy';
export const ACCOUNTS = 'admin_cms/smallVideo/accountList';
export const ACCOUNT_SAVE = 'admin_cms/smallVideo/accountSave';
export const ACCOUNT_REMOVE = 'admin_cms/smallVideo/accountRemove';
export const ACCOUNT_SHOW = 'admin_cms/smallVideo/accountShow';
export const TAGS = 'admin_cms/Tag/getList';
export const GOODS = 'admin_cms/goods/getlist';
export const GOODS_EDIT = 'admin_cms/goods/edit';
