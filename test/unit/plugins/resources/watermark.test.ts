// The watermark page's store and rules: nothing that breaks a rule is sent; image_id travels only
// when there is one; the saved answer becomes the new baseline.
import { WATERMARK_STORE } from '../../../../plugins/resources/tokens';
import { checkWatermark, DEFAULT_WATERMARK, WATERMARK_MSG, watermarkMargin } from '../../../../shared/domain';
import { overlayStyle } from '../../../../plugins/resources/pages/WatermarkPage';
import { imageRow, PDF_ROW, resourcesKernel } from './fixtures';

const ok = { ...DEFAULT_WATERMARK, enabled: true, text: '云建站' };

it('checks the rules the server checks', () => {
  expect(checkWatermark(DEFAULT_WATERMARK)).toBeNull();
  expect(checkWatermark(ok)).toBeNull();
  expect(checkWatermark({ ...ok, text: '  ' })).toBe(WATERMARK_MSG.textRequired);
  expect(checkWatermark({ ...ok, enabled: false, text: '' })).toBeNull();
  expect(checkWatermark({ ...ok, text: 'x'.repeat(31) })).toBe(WATERMARK_MSG.textTooLong);
  expect(checkWatermark({ ...ok, text: 'a\nb' })).toBe(WATERMARK_MSG.textInvalid);
  expect(checkWatermark({ ...ok, type: 'image' })).toBe(WATERMARK_MSG.imageRequired);
  expect(checkWatermark({ ...ok, type: 'image', image_id: 5 })).toBeNull();
  expect(checkWatermark({ ...ok, color: 'red' })).toBe(WATERMARK_MSG.colorInvalid);
  expect(checkWatermark({ ...ok, opacity: 101 })).toBe(WATERMARK_MSG.opacity);
  expect(checkWatermark({ ...ok, opacity: 50.5 })).toBe(WATERMARK_MSG.opacity);
  expect(checkWatermark({ ...ok, font_size: 11 })).toBe(WATERMARK_MSG.fontSize);
  expect(checkWatermark({ ...ok, font_size: 121 })).toBe(WATERMARK_MSG.fontSize);
  expect(checkWatermark({ ...ok, position: 'middle' as never })).toBe(WATERMARK_MSG.position);
});

it('places the preview overlay at the nine positions with the server’s margin', () => {
  expect(watermarkMargin(1000, 625)).toBe(13);
  expect(watermarkMargin(100, 50)).toBe(4);
  expect(overlayStyle('top-left', 6)).toMatchObject({ left: 6, top: 6, transform: 'translate(0, 0)' });
  expect(overlayStyle('center', 6)).toMatchObject({ left: '50%', top: '50%', transform: 'translate(-50%, -50%)' });
  expect(overlayStyle('bottom-right', 6)).toMatchObject({ right: 6, bottom: 6 });
  expect(overlayStyle('bottom', 6)).toMatchObject({ left: '50%', bottom: 6, transform: 'translate(-50%, 0)' });
});

async function watermark() {
  const ctx = await resourcesKernel();
  ctx.kernel.transport.reply('GET', 'admin/image/getWatermark', { ...DEFAULT_WATERMARK, image_url: '' });
  const store = ctx.kernel.get(WATERMARK_STORE);
  await store.load();
  return { ...ctx, store };
}

it('sends nothing while a rule is broken, and shows the rule after a save attempt', async () => {
  const { kernel, store } = await watermark();
  store.set('enabled', true);
  expect(store.dirty).toBe(true);
  expect(await store.save()).toBe(false);
  expect(store.triedSave).toBe(true);
  expect(store.problem).toBe(WATERMARK_MSG.textRequired);
  expect(kernel.transport.last('admin/image/setWatermark')).toBeUndefined();
});

it('saves a text watermark without image_id, and adopts the answer as the saved state', async () => {
  const { kernel, store } = await watermark();
  kernel.transport.on('POST', 'admin/image/setWatermark', (req) => ({ data: { code: 200, message: '', data: { ...(req.data as object), image_id: null, image_url: '' } } }));
  store.set('enabled', true);
  store.set('text', '  云建站  ');
  store.set('color', '#FF0000');
  store.set('position', 'top-left');
  expect(await store.save()).toBe(true);
  expect(kernel.transport.last('admin/image/setWatermark')?.data).toEqual({
    enabled: true, type: 'text', text: '云建站', font_size: 24, color: '#ff0000', position: 'top-left', opacity: 60,
  });
  expect(store.dirty).toBe(false);
  expect(store.saved).toMatchObject({ text: '云建站', color: '#ff0000' });
});

it('takes an image from the gallery picker (images only) and sends its id', async () => {
  const { kernel, store } = await watermark();
  store.setImage(PDF_ROW);
  expect(store.draft.image_id).toBeNull();
  const logo = imageRow(42, { url: '/uploads/1001/2026-01/logo.png' });
  store.setImage(logo);
  expect(store.draft).toMatchObject({ type: 'image', image_id: 42 });
  expect(store.imageUrl).toBe(logo.url);
  store.set('enabled', true);
  kernel.transport.on('POST', 'admin/image/setWatermark', (req) => ({ data: { code: 200, message: '', data: { ...(req.data as object), image_url: logo.url } } }));
  expect(await store.save()).toBe(true);
  expect(kernel.transport.last('admin/image/setWatermark')?.data).toMatchObject({ type: 'image', image_id: 42 });
  store.set('opacity', 10);
  store.reset();
  expect(store.draft.opacity).toBe(60);
});
