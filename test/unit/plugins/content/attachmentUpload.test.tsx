// 上传文件 on a download article's edit page (issue 17 item 10), rendered with the real container and
// a fake upload service bound over TOKENS.uploads: a chosen file goes up as purpose 'file' with its
// progress shown, then 下载文件 holds the finished file's address and 文件名称 its name (a name the
// operator typed is kept); a refusal shows the server's message and changes neither field.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HttpError, TOKENS } from '../../../../kernel';
import { ContainerProvider } from '../../../../kernel/di/react';
import type { DirectUploadOptions, UploadService } from '../../../../kernel/services/uploads/types';
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import content from '../../../../plugins/content';
import ArticleEditPage from '../../../../plugins/content/pages/ArticleEditPage';
import type { UploadRecord } from '../../../../shared/domain/uploads';

jest.mock('../../../../shared/ui/editor', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    LazyRichTextEditor: (props: { value: string; onChange: (html: string) => void }) =>
      createElement('textarea', { defaultValue: props.value, onChange: (e: { target: { value: string } }) => props.onChange(e.target.value) }),
    preloadRichTextEditor: () => undefined,
  };
});

if (!('MessageChannel' in globalThis)) {
  Object.assign(globalThis, {
    MessageChannel: class {
      port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
      port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
    },
  });
}

afterEach(cleanup);
jest.setTimeout(30000);

/** The upload host as the page sees it: each call recorded, finished (or refused) when the test says. */
class FakeUploads implements UploadService {
  calls: { file: File; options: DirectUploadOptions }[] = [];
  private settle: { resolve(r: UploadRecord): void; reject(e: unknown): void } | null = null;
  upload(file: File, options: DirectUploadOptions): Promise<UploadRecord> {
    this.calls.push({ file, options });
    return new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
  }
  finish(record: UploadRecord) {
    this.settle!.resolve(record);
  }
  refuse(message: string) {
    this.settle!.reject(new HttpError(message, 400));
  }
}

const RECORD: UploadRecord = { id: 7, key: 'uploads/2026/11/abc.pdf', name: '产品手册.pdf', size: 9, mime: 'application/pdf', storage: 'local', url: '/api/file/view?key=uploads%2F2026%2F11%2Fabc.pdf' };

async function openNewDownload() {
  const uploads = new FakeUploads();
  const kernel = createTestKernel({ overrides: [{ token: TOKENS.uploads, value: uploads }] });
  kernel.transport
    .reply('POST', 'menu/getlist', [{ role: 'download_list', select: 'true', meta: { title: '下载' } }])
    .reply('GET', 'Category/getlist', [])
    .reply('GET', 'Tag/getList', { rows: [], total: 0 })
    .reply('GET', 'article/getLastAuthor', { author: '' });
  await kernel.install([content]);
  await kernel.get(TOKENS.permission).load();
  await act(async () => {
    render(
      <ContainerProvider container={kernel.container}>
        <MemoryRouter initialEntries={['/zhContent/add?type=4']}>
          <Routes>
            <Route path="/zhContent/add" element={<ArticleEditPage />} />
          </Routes>
        </MemoryRouter>
      </ContainerProvider>,
    );
  });
  await screen.findByTestId('attachment-upload');
  return uploads;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
async function choose(file: File) {
  const input = screen.getByTestId('attachment-upload').querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}
const pdf = () => new File(['%PDF-1.4\n'], '产品手册.pdf', { type: 'application/pdf' });

describe('上传文件 for a download article', () => {
  it('uploads the chosen file as a file, shows its progress, then fills 下载文件 and 文件名称', async () => {
    const uploads = await openNewDownload();
    const input = screen.getByTestId('attachment-upload').querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['application/pdf', '.pdf', '.docx', '.zip']));
    expect(input.accept).not.toContain('image/');
    await choose(pdf());
    expect(uploads.calls).toHaveLength(1);
    expect(uploads.calls[0].file.name).toBe('产品手册.pdf');
    expect(uploads.calls[0].options).toMatchObject({ purpose: 'file', silent: true });
    await act(async () => uploads.calls[0].options.onProgress?.(40));
    expect(screen.getByTestId('attachment-progress').textContent).toContain('40%');
    await act(async () => uploads.finish(RECORD));
    await waitFor(() => expect(field('下载文件').value).toBe(RECORD.url));
    expect(field('文件名称').value).toBe('产品手册.pdf');
    expect(screen.queryByTestId('attachment-progress')).toBeNull();
  });

  it('keeps a name the operator typed; a file the browser gives no type is sent with its extension’s', async () => {
    const uploads = await openNewDownload();
    await act(async () => {
      fireEvent.change(field('文件名称'), { target: { value: '2026 价目表' } });
    });
    await choose(new File(['x'], 'price.xlsx', { type: '' }));
    expect(uploads.calls[0].file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    await act(async () => uploads.finish({ ...RECORD, name: 'price.xlsx', url: 'https://files.example.com/uploads/price.xlsx' }));
    await waitFor(() => expect(field('下载文件').value).toBe('https://files.example.com/uploads/price.xlsx'));
    expect(field('文件名称').value).toBe('2026 价目表');
  });

  it('a refusal shows the server’s message and leaves both fields as they were', async () => {
    const uploads = await openNewDownload();
    await choose(pdf());
    await act(async () => uploads.refuse('不支持的文件类型（仅支持 PDF、Word、Excel、ZIP、纯文本文件和 MP4 视频）'));
    expect((await screen.findByTestId('attachment-error')).textContent).toBe('不支持的文件类型（仅支持 PDF、Word、Excel、ZIP、纯文本文件和 MP4 视频）');
    expect(field('下载文件').value).toBe('');
    expect(field('文件名称').value).toBe('');
  });
});
