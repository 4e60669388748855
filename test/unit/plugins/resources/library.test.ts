// The library page's store through the container: folders, listing by folder, uploads with
// per-file errors, rename, move and remove.
import { HttpError } from '../../../../kernel';
import { CONTENT_MSG, UPLOAD_LIMITS } from '../../../../shared/domain';
import { flattenFolders } from '../../../../plugins/resources/store/FolderStore';
import { ALL_FILES, formatSize, precheck } from '../../../../plugins/resources/store/LibraryBrowser';
import { LIBRARY_STORE } from '../../../../plugins/resources/tokens';
import { file, imageRow, resourcesKernel, TREE } from './fixtures';

async function library() {
  const ctx = await resourcesKernel();
  const store = ctx.kernel.get(LIBRARY_STORE);
  await store.open();
  return { ...ctx, store };
}

it('loads the folder tree and flattens it with depths and paths', async () => {
  const { store } = await library();
  expect(store.folders.tree).toEqual(TREE);
  expect(store.folders.flat).toEqual([
    { id: 1, name: '产品图片', parentId: 0, depth: 1, path: '产品图片' },
    { id: 2, name: '企业风采', parentId: 0, depth: 1, path: '企业风采' },
    { id: 3, name: '展会现场', parentId: 2, depth: 2, path: '企业风采 / 展会现场' },
  ]);
  expect(flattenFolders([])).toEqual([]);
});

it('makes a folder under the open folder and reloads the tree; a refusal is the kernel’s toast', async () => {
  const { kernel, store } = await library();
  kernel.transport.on('POST', 'admin/image/mkdir', (req) => ({ data: { code: 200, message: '', data: { id: 9, name: (req.data as { name: string }).name, parent_id: 2, children: [] } } }));
  store.selectFolder(2);
  const made = await store.folders.mkdir('  新文件夹 ', store.uploadDir);
  expect(made?.id).toBe(9);
  expect(kernel.transport.last('admin/image/mkdir')?.data).toEqual({ name: '新文件夹', parent_id: 2 });
  expect(kernel.transport.requests.filter((r) => r.url.endsWith('admin/image/dirTree'))).toHaveLength(2);

  kernel.transport.reply('POST', 'admin/image/removeDir', null, 409, CONTENT_MSG.folderNotEmpty);
  expect(await store.removeFolder(2)).toBe(false);
  expect(kernel.notifier.errors()).toEqual([CONTENT_MSG.folderNotEmpty]);
  expect(store.current).toBe(2);

  kernel.transport.reply('POST', 'admin/image/removeDir', null);
  expect(await store.removeFolder(2)).toBe(true);
  expect(store.current).toBe(ALL_FILES);
});

it('lists the whole library by default, one folder when chosen, and never asks for file type 1', async () => {
  const { kernel, store } = await library();
  expect(kernel.transport.last('admin/image/list')?.params).toEqual({ page: 1, rows: 10 });
  expect(store.list.rows.map((r) => r.id)).toEqual([1, 2, 90]);
  store.toggle(store.list.rows[0]);
  store.selectFolder(1);
  // The page acts on what it shows: the selection does not follow into another folder.
  expect(store.selected.size).toBe(0);
  await new Promise((r) => setTimeout(r, 0));
  expect(kernel.transport.last('admin/image/list')?.params).toEqual({ page: 1, rows: 10, dir_id: 1 });
  expect(store.uploadDir).toBe(1);
  store.selectFolder(ALL_FILES);
  expect(store.uploadDir).toBe(0);
});

it('uploads into the open folder with progress; a refused file keeps the server’s message and the others go on', async () => {
  const { kernel, store, uploader } = await library();
  store.selectFolder(1);
  uploader.next = (f) => (f.name === 'bad.png' ? new HttpError(`${CONTENT_MSG.fileTypeRefused}（仅支持…）`, 415) : imageRow(700, { name: f.name, dir_id: 1 }));
  const before = kernel.transport.requests.length;
  const stored = await store.upload([file('good.png'), file('bad.png'), file('huge.pdf', UPLOAD_LIMITS.fileBytes + 1, 'application/pdf')]);
  expect(stored.map((r) => r.name)).toEqual(['good.png']);
  expect(uploader.calls).toEqual([{ name: 'good.png', dirId: 1 }, { name: 'bad.png', dirId: 1 }]);
  const byName = Object.fromEntries(store.uploads.map((u) => [u.name, u]));
  expect(byName['good.png']).toMatchObject({ status: 'done', percent: 100 });
  expect(byName['bad.png']).toMatchObject({ status: 'error', error: `${CONTENT_MSG.fileTypeRefused}（仅支持…）` });
  expect(byName['huge.pdf']).toMatchObject({ status: 'error', error: CONTENT_MSG.fileTooLarge });
  // The list reloaded once the uploads were done.
  expect(kernel.transport.requests.slice(before).some((r) => r.url.endsWith('admin/image/list'))).toBe(true);
  store.clearFinishedUploads();
  expect(store.uploads).toEqual([]);
});

it('checks size before sending and formats sizes', () => {
  expect(precheck({ size: 0, type: 'image/png' })).toBe('上传的文件为空');
  expect(precheck({ size: UPLOAD_LIMITS.imageBytes + 1, type: 'image/jpeg' })).toBe(CONTENT_MSG.fileTooLarge);
  expect(precheck({ size: UPLOAD_LIMITS.imageBytes + 1, type: 'application/pdf' })).toBeNull();
  expect(precheck({ size: UPLOAD_LIMITS.fileBytes + 1, type: '' })).toBe(CONTENT_MSG.fileTooLarge);
  expect(formatSize(512)).toBe('512 B');
  expect(formatSize(12_345)).toBe('12.1 KB');
  expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MB');
});

it('renames, moves and removes through the API, clearing the selection and reloading', async () => {
  const { kernel, store } = await library();
  kernel.transport.reply('POST', 'admin/image/rename', imageRow(1, { name: '新名字.png' }));
  kernel.transport.reply('POST', 'admin/image/move', { moved: 2 });
  kernel.transport.reply('POST', 'admin/image/remove', { removed: 1 });

  expect(await store.rename(store.list.rows[0], ' 新名字.png ')).toBe(true);
  expect(kernel.transport.last('admin/image/rename')?.data).toEqual({ id: 1, name: '新名字.png' });

  store.selectPage();
  expect(store.selected.size).toBe(3);
  store.selectPage();
  expect(store.selected.size).toBe(0);
  store.toggle(store.list.rows[0]);
  store.toggle(store.list.rows[1]);
  expect(await store.move([...store.selected.keys()], 3)).toBe(true);
  expect(kernel.transport.last('admin/image/move')?.data).toEqual({ ids: [1, 2], dir_id: 3 });
  expect(store.selected.size).toBe(0);

  expect(await store.remove([90])).toBe(true);
  expect(kernel.transport.last('admin/image/remove')?.data).toEqual({ ids: [90] });
  expect(await store.remove([])).toBe(false);
});

it('reloads once every upload handed over one call at a time has finished, even when the last one fails', async () => {
  const { kernel, store, uploader } = await library();
  const gates: Record<string, () => void> = {};
  const original = uploader.upload.bind(uploader);
  uploader.upload = async (f, dirId, options) => {
    await new Promise<void>((resolve) => {
      gates[f.name] = resolve;
    });
    return original(f, dirId, options);
  };
  uploader.next = (f) => (f.name === 'late-bad.png' ? new HttpError('不支持该文件类型', 415) : imageRow(900, { name: f.name }));
  const listCalls = () => kernel.transport.requests.filter((r) => r.url.endsWith('admin/image/list')).length;
  const before = listCalls();
  const first = store.upload([file('early-good.png')]);
  const second = store.upload([file('late-bad.png')]);
  await new Promise((r) => setTimeout(r, 0));
  gates['early-good.png']();
  await first;
  // Another upload is still in flight: no reload yet.
  expect(listCalls()).toBe(before);
  gates['late-bad.png']();
  await second;
  expect(listCalls()).toBe(before + 1);
});
