// Shared test fixtures for the resources plugin: a kernel with the plugin installed, a scripted
// image library on the fake transport, and a fake uploader bound over UPLOADER.
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import resources from '../../../../plugins/resources';
import { UPLOADER } from '../../../../plugins/resources/tokens';
import type { UploadOptions, Uploader } from '../../../../plugins/resources/uploader';
import { HttpError } from '../../../../kernel';
import type { ImageFolder, ImageRow } from '../../../../shared/domain';

export function imageRow(id: number, patch: Partial<ImageRow> = {}): ImageRow {
  return {
    id, name: `图片${id}.png`, url: `/uploads/1001/2026-01/${String(id).padStart(32, '0')}.png`, thumb_url: `/uploads/1001/2026-01/${String(id).padStart(32, '0')}_thumb.webp`,
    mime: 'image/png', kind: 'image', width: 800, height: 600, size: 12_345, dir_id: 0, created_at: 1_700_000_000_000 + id, ...patch,
  };
}

export const PDF_ROW = imageRow(90, { name: '手册.pdf', kind: 'file', mime: 'application/pdf', thumb_url: '', width: 0, height: 0, url: `/uploads/1001/2026-01/${'9'.repeat(32)}.pdf` });

export const TREE: ImageFolder[] = [
  { id: 1, name: '产品图片', parent_id: 0, children: [] },
  { id: 2, name: '企业风采', parent_id: 0, children: [{ id: 3, name: '展会现场', parent_id: 2, children: [] }] },
];

/** Answers uploads from a script: a row, or an HttpError with the server's message. */
export class FakeUploader implements Uploader {
  readonly calls: { name: string; dirId: number }[] = [];
  next: (file: File, dirId: number) => ImageRow | HttpError = (file) => imageRow(500 + this.calls.length, { name: file.name });

  async upload(file: File, dirId: number, options: UploadOptions = {}): Promise<ImageRow> {
    this.calls.push({ name: file.name, dirId });
    options.onProgress?.(50);
    options.onProgress?.(100);
    const answer = this.next(file, dirId);
    if (answer instanceof HttpError) throw answer;
    return answer;
  }
}

export interface ResourcesKernel {
  kernel: TestKernel;
  uploader: FakeUploader;
}

/** A kernel with the resources plugin installed and the library scripted on the fake server. */
export async function resourcesKernel(rows: ImageRow[] = [imageRow(1), imageRow(2), PDF_ROW]): Promise<ResourcesKernel> {
  const uploader = new FakeUploader();
  const kernel = createTestKernel({ overrides: [{ token: UPLOADER, value: uploader }] });
  kernel.transport.reply('GET', 'admin/image/dirTree', TREE);
  kernel.transport.on('GET', 'admin/image/list', (req) => {
    const params = (req.params ?? {}) as Record<string, unknown>;
    let list = rows;
    if (params.file_type === 1) list = list.filter((r) => r.kind === 'image');
    if (params.dir_id !== undefined) list = list.filter((r) => r.dir_id === params.dir_id);
    return { data: { code: 200, message: '', data: { rows: list, total: list.length } } };
  });
  await kernel.install([resources]);
  return { kernel, uploader };
}

export function file(name: string, size = 10, type = 'image/png'): File {
  const f = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  // jsdom computes size from the content; a large size is pretended.
  if (size > 16) Object.defineProperty(f, 'size', { value: size });
  return f;
}
