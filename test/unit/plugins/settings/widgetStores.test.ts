// The widget pages' store through the container (the settings plugin installed, a scripted server
// behind the real HttpService): the load, a save refused by the shared rule before anything is sent
// (six buttons, an http video), a save sent as the server reads it with its answer taken, the
// server's refusal kept on its field, and 恢复.
import { TOKENS } from '../../../../kernel';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import settings from '../../../../plugins/settings';
import { WIDGET_STORES } from '../../../../plugins/settings/widgets/tokens';
import { WIDGET_DEFAULTS, WIDGET_MSG, type WidgetAnswer, type WidgetBottomButton } from '../../../../shared/domain/settings/widgets';

const BAR_GET = 'plugin/bottomFlex/config';
const BAR_SAVE = 'plugin/bottomFlex/save';
const VIDEO_GET = 'plugin/flexVideo/config';
const VIDEO_SAVE = 'plugin/flexVideo/save';

async function setup(): Promise<TestKernel> {
  const kernel = createTestKernel();
  await kernel.install([settings]);
  expect(kernel.get(TOKENS.plugins).status('settings')?.state).toBe('ready');
  return kernel;
}

const phone: WidgetBottomButton = { type: 'phone', label: '电话', value: '4008001234' };
const map: WidgetBottomButton = { type: 'map', label: '', value: '杭州市西湖区' };
const barAnswer = (buttons: WidgetBottomButton[], enabled = true): WidgetAnswer<'bottomBar'> => ({ settings: { enabled, buttons }, updatedAt: 1 });

describe('底部浮动信息', () => {
  it('loads the settings into the draft and saves them as the server reads them', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', BAR_GET, barAnswer([phone], false));
    const store = kernel.get(WIDGET_STORES)('bottomBar');
    await store.load();
    expect(store.draft).toEqual({ enabled: false, buttons: [phone] });
    expect(store.dirty).toBe(false);

    store.set('enabled', true);
    store.set('buttons', [phone, { ...map, value: '  杭州市西湖区  ' }]);
    expect(store.dirty).toBe(true);
    kernel.transport.reply('POST', BAR_SAVE, barAnswer([phone, map]));
    expect(await store.save()).toBe(true);
    expect(kernel.transport.last(BAR_SAVE)?.data).toEqual({ enabled: true, buttons: [phone, map] });
    expect(store.draft).toEqual({ enabled: true, buttons: [phone, map] });
    expect(store.dirty).toBe(false);
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '保存成功' });
  });

  it('refuses six buttons before sending anything, on the buttons field', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', BAR_GET, barAnswer([phone, map]));
    const store = kernel.get(WIDGET_STORES)('bottomBar');
    await store.load();
    store.set('buttons', Array.from({ length: 6 }, () => phone));
    expect(await store.save()).toBe(false);
    expect(store.refusal).toEqual({ field: 'buttons', message: WIDGET_MSG.buttonsCount });
    expect(kernel.notifier.errors()).toEqual([WIDGET_MSG.buttonsCount]);
    expect(kernel.transport.last(BAR_SAVE)).toBeUndefined();
    // Editing the field clears its refusal; 恢复 goes back to what was loaded.
    store.set('buttons', [phone]);
    expect(store.refusal).toBeNull();
    store.reset();
    expect(store.draft?.buttons).toEqual([phone, map]);
  });
});

describe('浮动视频', () => {
  const answer: WidgetAnswer<'video'> = { settings: { enabled: false, ...WIDGET_DEFAULTS.video }, updatedAt: 0 };

  it('refuses an http .mp4 locally and keeps the server’s refusal on its field', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', VIDEO_GET, answer);
    const store = kernel.get(WIDGET_STORES)('video');
    await store.load();
    store.set('url', 'http://video.example.com/a.mp4');
    expect(await store.save()).toBe(false);
    expect(store.refusal?.message).toBe(WIDGET_MSG.videoUrlInvalid);
    expect(kernel.transport.last(VIDEO_SAVE)).toBeUndefined();

    store.set('url', 'https://video.example.com/a.mp4');
    store.set('poster', `/uploads/1003/2026-11/${'a'.repeat(32)}.png`);
    kernel.transport.on('POST', VIDEO_SAVE, () => ({ data: { code: 404, message: '所选文件不存在或不属于当前网站', data: { field: 'poster' } } }));
    expect(await store.save()).toBe(false);
    expect(store.refusal).toEqual({ field: 'poster', message: '所选文件不存在或不属于当前网站' });
    expect(store.draft?.url).toBe('https://video.example.com/a.mp4');
  });

  it('offers a retry when the load fails', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', VIDEO_GET, null, 500, '系统错误');
    const store = kernel.get(WIDGET_STORES)('video');
    await store.load();
    expect(store.failed).toBe(true);
    expect(store.draft).toBeNull();
    kernel.transport.reply('GET', VIDEO_GET, answer);
    await store.load();
    expect([store.failed, store.draft?.width]).toEqual([false, 320]);
  });
});
