// UploadService through the container against a scripted server (FakeTransport): auth → put →
// finish in that order, the put going where the ticket says (our own file/upload as a multipart
// form with the ticket, or a bucket's presigned PUT of the bare file without credentials), progress
// reported, and a failure at any step rejecting without the later steps.
import { createTestKernel } from '../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../kernel/tokens';
import { HttpError } from '../../../kernel/services/http/types';
import { TransportError } from '../../../kernel/ports/transport';
import type { UploadRecord, UploadTicket } from '../../../shared/domain/uploads';

const PRESIGNED = 'https://bucket.s3.example.com/1001/2026-11/abc.png?X-Amz-Signature=00';
const RECORD: UploadRecord = { id: 7, key: '1001/2026-11/abc.png', name: 'a.png', size: 4, mime: 'image/png', storage: 'local', url: '/api/app/file-host/file/view?key=1001%2F2026-11%2Fabc.png' };

function setup(target: UploadTicket['target']) {
  const kernel = createTestKernel();
  const ticket: UploadTicket = { ticket: 'signed.ticket', key: RECORD.key, expiresAt: Date.now() + 600_000, target };
  kernel.transport.reply('POST', 'file-host/file/cos/auth', ticket);
  kernel.transport.reply('POST', 'file-host/file/cos/finish', RECORD);
  return { kernel, uploads: kernel.get(TOKENS.uploads) };
}

const file = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
const paths = (kernel: ReturnType<typeof createTestKernel>) => kernel.transport.requests.map((r) => `${r.method} ${r.url.replace(/\?.*$/, '')}`);

it('local store: asks for a ticket, posts the form with the ticket and the file, reports progress, finishes', async () => {
  const { kernel, uploads } = setup({ storage: 'local', method: 'POST', field: 'file' });
  kernel.transport.on('POST', 'file-host/file/upload', (req) => {
    req.onUploadProgress?.(2, 4);
    req.onUploadProgress?.(4, 4);
    return { data: { code: 200, message: '', data: { key: RECORD.key, size: 4 } } };
  });
  const progress: number[] = [];
  const record = await uploads.upload(file(), { purpose: 'image', onProgress: (p) => progress.push(p) });
  expect(record).toEqual(RECORD);
  expect(paths(kernel)).toEqual(['POST /api/app/file-host/file/cos/auth', 'POST /api/app/file-host/file/upload', 'POST /api/app/file-host/file/cos/finish']);
  expect(kernel.transport.requests[0].data).toEqual({ fileName: 'a.png', size: 4, contentType: 'image/png', purpose: 'image' });
  const form = kernel.transport.requests[1].data as FormData;
  expect(form.get('ticket')).toBe('signed.ticket');
  expect((form.get('file') as File).name).toBe('a.png');
  expect(kernel.transport.requests[2].data).toEqual({ ticket: 'signed.ticket', key: RECORD.key });
  expect(progress).toEqual([50, 100]);
});

it('S3: PUTs the bare file to the presigned address with the given headers and no credentials', async () => {
  const { kernel, uploads } = setup({ storage: 's3', method: 'PUT', url: PRESIGNED, headers: { 'Content-Type': 'image/png' } });
  kernel.transport.on('PUT', PRESIGNED, (req) => {
    req.onUploadProgress?.(4, 4);
    return { status: 200, data: '' };
  });
  const progress: number[] = [];
  const f = file();
  await uploads.upload(f, { purpose: 'image', onProgress: (p) => progress.push(p) });
  const put = kernel.transport.requests[1];
  expect(put).toMatchObject({ method: 'PUT', url: PRESIGNED, headers: { 'Content-Type': 'image/png' }, withCredentials: false });
  expect(put.data).toBe(f);
  expect(put.headers['X-Token']).toBeUndefined();
  expect(progress).toEqual([100]);
  expect(paths(kernel).at(-1)).toBe('POST /api/app/file-host/file/cos/finish');
});

it('a refused ticket (the server’s Chinese message) stops before any bytes are sent', async () => {
  const { kernel, uploads } = setup({ storage: 'local', method: 'POST', field: 'file' });
  kernel.transport.reply('POST', 'file-host/file/cos/auth', null, 413, '文件过大（图片不能超过 10 MB）');
  await expect(uploads.upload(file(), { purpose: 'image' })).rejects.toMatchObject({ code: 413, message: '文件过大（图片不能超过 10 MB）' });
  expect(paths(kernel)).toEqual(['POST /api/app/file-host/file/cos/auth']);
  expect(kernel.notifier.errors()).toEqual(['文件过大（图片不能超过 10 MB）']);
});

it('the bucket refusing the PUT rejects with 文件上传失败 and never finishes; silent leaves the toast to the caller', async () => {
  const { kernel, uploads } = setup({ storage: 's3', method: 'PUT', url: PRESIGNED, headers: { 'Content-Type': 'image/png' } });
  kernel.transport.on('PUT', PRESIGNED, () => ({ status: 403, data: '<Error/>' }));
  await expect(uploads.upload(file(), { purpose: 'image' })).rejects.toEqual(new HttpError('文件上传失败，请稍后重试', 403));
  expect(kernel.notifier.errors()).toEqual(['文件上传失败，请稍后重试']);
  await expect(uploads.upload(file(), { purpose: 'image', silent: true })).rejects.toMatchObject({ code: 403 });
  expect(kernel.notifier.errors()).toHaveLength(1);
  expect(paths(kernel).filter((p) => p.endsWith('finish'))).toEqual([]);
});

it('cancelled during the PUT: rejects as aborted, no toast, no finish', async () => {
  const { kernel, uploads } = setup({ storage: 's3', method: 'PUT', url: PRESIGNED, headers: { 'Content-Type': 'image/png' } });
  kernel.transport.on('PUT', PRESIGNED, () => {
    throw new TransportError('aborted', 'aborted');
  });
  await expect(uploads.upload(file(), { purpose: 'image' })).rejects.toMatchObject({ message: 'aborted' });
  expect(kernel.notifier.errors()).toEqual([]);
  expect(paths(kernel).filter((p) => p.endsWith('finish'))).toEqual([]);
});
