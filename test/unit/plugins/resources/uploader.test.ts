// The interim multipart uploader (until the kernel's HttpService has an upload call): the kernel's
// address and headers, progress, the envelope's data or the server's message, and 401/403 handed to
// the kernel's catalogue.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import { CONTENT_MSG } from '../../../../shared/domain';
import { XhrUploader } from '../../../../plugins/resources/uploader';
import { imageRow } from './fixtures';

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 200;
  responseText = '';
  withCredentials = false;
  timeout = 0;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, envelope: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}

const realXhr = window.XMLHttpRequest;
beforeEach(() => {
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

function uploader() {
  const kernel = createTestKernel();
  kernel.cookies.set('X-Token', 'tok123');
  const u = new XhrUploader(kernel.get(TOKENS.http), kernel.cookies, kernel.get(TOKENS.config), kernel.get(TOKENS.preferences));
  return { kernel, u };
}

it('posts the file and dir_id as multipart to the image upload address with the session headers, reporting progress', async () => {
  const { u } = uploader();
  const progress: number[] = [];
  const pending = u.upload(new File(['x'], 'a.png', { type: 'image/png' }), 7, { onProgress: (p) => progress.push(p) });
  const xhr = FakeXhr.last;
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('/api/app/site-admin-api/admin/image/imageUpload');
  expect(xhr.withCredentials).toBe(true);
  expect(xhr.headers['X-Token']).toBe('tok123');
  expect(xhr.headers['X-Server-Name']).toBeTruthy();
  expect(xhr.body?.get('dir_id')).toBe('7');
  expect((xhr.body?.get('file') as File).name).toBe('a.png');
  xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
  const row = imageRow(3);
  xhr.answer(200, { code: 200, message: '操作成功', data: row });
  expect(await pending).toEqual(row);
  expect(progress).toEqual([50]);
});

it('rejects with the server’s Chinese message', async () => {
  const { u } = uploader();
  const pending = u.upload(new File(['x'], 'a.png'), 0);
  FakeXhr.last.answer(415, { code: 415, message: `${CONTENT_MSG.fileTypeRefused}（仅支持…）`, data: null });
  await expect(pending).rejects.toMatchObject({ message: `${CONTENT_MSG.fileTypeRefused}（仅支持…）`, code: 415 });
});

it('hands a 401 to the kernel, which signs out as §8 says', async () => {
  const { kernel, u } = uploader();
  kernel.transport.reply('GET', 'admin/image/dirTree', null, 401, '登录已失效，请重新登录');
  const pending = u.upload(new File(['x'], 'a.png'), 0);
  FakeXhr.last.answer(401, { code: 401, message: '登录已失效，请重新登录', data: null });
  await expect(pending).rejects.toMatchObject({ code: 401 });
  await new Promise((r) => setTimeout(r, 0));
  expect(kernel.transport.last('admin/image/dirTree')).toBeDefined();
  expect(kernel.cookies.get('X-Token')).toBeUndefined();
});
