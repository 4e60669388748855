// 应用中心's stores through the container (the app-center plugin installed, a scripted server behind
// the real HttpService): the cards from the server's list joined with the catalogue, switching off
// asked first (declined: nothing sent), switched on without asking, the server's refusal leaving
// the state; 熊掌号's token never filled in from the answer, a blank token keeping the one kept.
import { TOKENS } from '../../../../kernel';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import appCenter from '../../../../plugins/app-center';
import { APP_CENTER_STORE, BEARSPAW_STORE } from '../../../../plugins/app-center/tokens';
import { BEARSPAW_MSG, type BearspawAnswer } from '../../../../shared/domain/apps';

const LIST = 'appCenter/list';
const SWITCH = 'appCenter/setEnabled';
const BEARSPAW = 'appCenter/bearspaw';

async function setup(): Promise<TestKernel> {
  const kernel = createTestKernel();
  await kernel.install([appCenter]);
  expect(kernel.get(TOKENS.plugins).status('app-center')?.state).toBe('ready');
  return kernel;
}

describe('应用中心', () => {
  it('shows the listed apps with the catalogue’s names and pages, skipping keys it does not know', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, { apps: [{ key: 'share', enabled: true, provided: true }, { key: 'someday', enabled: true, provided: true }, { key: 'toutiao', enabled: false, provided: false }] });
    const store = kernel.get(APP_CENTER_STORE);
    await store.load();
    expect(store.cards.map((c) => [c.key, c.entry.name, c.entry.path, c.enabled, c.provided])).toEqual([
      ['share', '分享', '/zhSetting/share', true, true],
      ['toutiao', '头条验证', '/applicationCenter/jrttyzm', false, false],
    ]);
  });

  it('asks before switching off: declined sends nothing, accepted switches and says so', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, { apps: [{ key: 'share', enabled: true, provided: true }] });
    const store = kernel.get(APP_CENTER_STORE);
    await store.load();
    kernel.notifier.answer = false;
    expect(await store.setEnabled('share', false)).toBe(false);
    expect(kernel.notifier.confirms.at(-1)?.content).toBe('确定停用「分享」吗？停用后访客将不再看到它，设置会保留。');
    expect(kernel.transport.last(SWITCH)).toBeUndefined();
    expect(store.cards[0].enabled).toBe(true);

    kernel.notifier.answer = true;
    kernel.transport.reply('POST', SWITCH, { key: 'share', enabled: false, provided: true });
    expect(await store.setEnabled('share', false)).toBe(true);
    expect(kernel.transport.last(SWITCH)?.data).toEqual({ key: 'share', enabled: false });
    expect(store.cards[0].enabled).toBe(false);
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已停用「分享」' });
  });

  it('switches on without asking; a refusal leaves the card as it was', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, { apps: [{ key: 'video', enabled: false, provided: true }] });
    const store = kernel.get(APP_CENTER_STORE);
    await store.load();
    kernel.transport.reply('POST', SWITCH, null, 400, '请先在设置页完成「浮动视频」的设置再启用');
    expect(await store.setEnabled('video', true)).toBe(false);
    expect(kernel.notifier.confirms).toHaveLength(0);
    expect(kernel.notifier.errors()).toContain('请先在设置页完成「浮动视频」的设置再启用');
    expect(store.cards[0].enabled).toBe(false);
    expect(store.switching.size).toBe(0);
  });
});

describe('熊掌号', () => {
  const answer: BearspawAnswer = { enabled: true, appid: '1590000000000000', jsonLd: true, followBar: false, followPosition: 'bottom', tokenSet: true, tokenMask: '******9876', updatedAt: 1 };

  it('starts with an empty token, keeps the kept one on a blank save, and refuses a malformed one locally', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', BEARSPAW, answer);
    const store = kernel.get(BEARSPAW_STORE);
    await store.load();
    expect(store.draft).toEqual({ enabled: true, appid: '1590000000000000', jsonLd: true, followBar: false, followPosition: 'bottom', token: '', clearToken: false });

    store.set('token', 'no!');
    expect(await store.save()).toBe(false);
    expect(store.refusal).toEqual({ field: 'token', message: BEARSPAW_MSG.tokenInvalid });
    expect(kernel.transport.last(BEARSPAW)?.method).toBe('GET');

    store.set('token', '');
    store.set('followBar', true);
    kernel.transport.reply('POST', BEARSPAW, { ...answer, followBar: true });
    expect(await store.save()).toBe(true);
    expect(kernel.transport.last(BEARSPAW)?.data).toEqual({ enabled: true, appid: '1590000000000000', jsonLd: true, followBar: true, followPosition: 'bottom', token: '', clearToken: false });
    expect(store.draft?.followBar).toBe(true);
  });
});
