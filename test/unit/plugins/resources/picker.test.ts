// The gallery picker's store (§2 global dialog; §9 limit 1, file type 9 by default), and the
// plugin's registration: the dialog is contributed under GALLERY_PICKER_DIALOG for any plugin.
import { GALLERY_PICKER_DIALOG } from '../../../../shared/domain';
import { TOKENS } from '../../../../kernel/tokens';
import { pickerOptions } from '../../../../plugins/resources/store/GalleryPickerStore';
import { PICKER_FACTORY } from '../../../../plugins/resources/tokens';
import { file, imageRow, PDF_ROW, resourcesKernel } from './fixtures';

async function picker(props = {}) {
  const ctx = await resourcesKernel();
  const store = ctx.kernel.get(PICKER_FACTORY)(props);
  await store.open();
  return { ...ctx, store };
}

it('defaults to §9: limit 1, any file type; bad props are brought into range', () => {
  expect(pickerOptions()).toEqual({ limit: 1, fileType: 9 });
  expect(pickerOptions({ limit: 0 })).toEqual({ limit: 1, fileType: 9 });
  expect(pickerOptions({ limit: 3.7, fileType: 1 })).toEqual({ limit: 3, fileType: 1 });
  expect(pickerOptions({ limit: 10_000 })).toEqual({ limit: 100, fileType: 9 });
  expect(pickerOptions({ limit: Number.NaN, fileType: 7 as never })).toEqual({ limit: 1, fileType: 9 });
});

it('with limit 1 a new choice replaces the old one; OK answers it', async () => {
  const { store } = await picker();
  const [a, b] = store.list.rows;
  expect(store.toggle(a)).toBe(true);
  expect(store.toggle(b)).toBe(true);
  expect(store.result).toEqual([b]);
  expect(store.toggle(b)).toBe(true);
  expect(store.result).toEqual([]);
});

it('with a limit of 2 refuses the third choice and keeps the order of choosing across folders', async () => {
  const { store } = await picker({ limit: 2 });
  const [a, b, pdf] = store.list.rows;
  expect(store.toggle(b)).toBe(true);
  store.selectFolder(1);
  expect(store.toggle(pdf)).toBe(true);
  expect(store.full).toBe(true);
  expect(store.toggle(a)).toBe(false);
  expect(store.result.map((r) => r.id)).toEqual([b.id, pdf.id]);
});

it('file type 1 lists images only (file_type=1) and refuses documents', async () => {
  const { kernel, store } = await picker({ fileType: 1, limit: 5 });
  expect(kernel.transport.last('admin/image/list')?.params).toEqual({ page: 1, rows: 10, file_type: 1 });
  expect(store.list.rows.every((r) => r.kind === 'image')).toBe(true);
  expect(store.accepts(PDF_ROW)).toBe(false);
  expect(store.toggle(PDF_ROW)).toBe(false);
  const any = await picker();
  expect(any.kernel.transport.last('admin/image/list')?.params).toEqual({ page: 1, rows: 10 });
});

it('chooses what is uploaded in place while there is room', async () => {
  const { store, uploader } = await picker({ limit: 2 });
  uploader.next = (f) => imageRow(800 + uploader.calls.length, { name: f.name });
  await store.upload([file('one.png')]);
  expect(store.result.map((r) => r.name)).toEqual(['one.png']);
  await store.upload([file('two.png'), file('three.png')]);
  expect(store.result).toHaveLength(2);
});

it('contributes the gallery picker as a global dialog that activates the plugin', async () => {
  const { kernel } = await resourcesKernel();
  const contribution = kernel.get(TOKENS.dialogs).contribution(GALLERY_PICKER_DIALOG);
  expect(contribution?.pluginId).toBe('resources');
  const routes = kernel.get(TOKENS.plugins).routes.find((r) => r.fullPath === '/zhResource');
  expect(routes?.children.map((c) => [c.fullPath, c.permission])).toEqual([
    ['/zhResource/index', 'image_list'],
    ['/zhResource/watermarkManage', 'watermark_list'],
  ]);
});
