// The image library's uploader over the kernel's HttpService.upload (a scripted server): the
// multipart fields, the endpoint, the envelope's data or the server's message (quiet: the panel
// shows it beside the file), and a 401 handed to the kernel's §8 catalogue.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import { CONTENT_MSG } from '../../../../shared/domain';
import { XhrUploader } from '../../../../plugins/resources/uploader';
import { imageRow } from './fixtures';

function uploader() {
  const kernel = createTestKernel();
  kernel.cookies.set('X-Token', 'tok123');
  return { kernel, u: new XhrUploader(kernel.get(TOKENS.http)) };
}

it('posts the file and dir_id as multipart to the image upload address with the session headers, reporting progress', async () => {
  const { kernel, u } = uploader();
  const row = imageRow(3);
  kernel.transport.on('POST', 'admin/image/imageUpload', (request) => {
    request.onUploadProgress?.(50, 100);
    return { data: { code: 200, message: '操作成功', data: row } };
  });
  const progress: number[] = [];
  expect(await u.upload(new File(['x'], 'a.png', { type: 'image/png' }), 7, { onProgress: (p) => progress.push(p) })).toEqual(row);
  const sent = kernel.transport.last('admin/image/imageUpload')!;
  expect(sent.url).toBe('/api/app/site-admin-api/admin/image/imageUpload');
  expect(sent.headers['X-Token']).toBe('tok123');
  const form = sent.data as FormData;
  expect(form.get('dir_id')).toBe('7');
  expect((form.get('file') as File).name).toBe('a.png');
  expect(progress).toEqual([50]);
});

it('rejects with the server’s Chinese message, without a toast', async () => {
  const { kernel, u } = uploader();
  kernel.transport.reply('POST', 'admin/image/imageUpload', null, 415, `${CONTENT_MSG.fileTypeRefused}（仅支持…）`);
  await expect(u.upload(new File(['x'], 'a.png'), 0)).rejects.toMatchObject({ message: `${CONTENT_MSG.fileTypeRefused}（仅支持…）`, code: 415 });
  expect(kernel.notifier.errors()).toEqual([]);
});

it('hands a 401 to the kernel, which asks to sign in again as §8 says for site-admin calls', async () => {
  const { kernel, u } = uploader();
  kernel.transport.reply('POST', 'admin/image/imageUpload', null, 401, '登录已失效，请重新登录');
  await expect(u.upload(new File(['x'], 'a.png'), 0)).rejects.toMatchObject({ code: 401 });
  await new Promise((r) => setTimeout(r, 0));
  expect(kernel.notifier.confirms.map((c) => c.title)).toEqual(['提示']);
});
