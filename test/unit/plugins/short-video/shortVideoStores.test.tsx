// The short-video stores through the container (the plugin installed, a scripted server behind the
// real HttpService): what the list's filters, tabs and batch actions send, the accounts' switch and
// removal (confirmed; the server's refusal shown as it words it), and a file upload checked in the
// browser by the shared rule before anything is sent.
import { VIDEO_ACCOUNTS, VIDEO_LIST, VIDEO_UPLOADER } from '../../../../plugins/short-video/tokens';
import { VideoUpload, checkVideoFile } from '../../../../plugins/short-video/store/VideoUpload';
import enUS from '../../../../plugins/short-video/i18n/en-US';
import { menuStrings } from '../../../../plugins/short-video/i18n/menu';
import zhCN from '../../../../plugins/short-video/i18n/zh-CN';
import { VIDEO_MSG, VIDEO_PLATFORMS } from '../../../../shared/domain/product';
import { ACCOUNT_REMOVE, ACCOUNT_SHOW, ACCOUNTS, DESTROY, LIST, REMOVE, RESTORE, UP_DOWN, account, legacyVideo, setup, video } from './fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the video list', () => {
  it('sends the filters as the server reads them, and the recycle bin as disabled=true', async () => {
    const { kernel } = await setup();
    kernel.transport.reply('GET', LIST, { rows: [video(5), legacyVideo(2)], total: 2 });
    const store = kernel.get(VIDEO_LIST);
    await store.live.load();
    expect(kernel.transport.last(LIST)?.params).toEqual({ page: 1, rows: 10 });
    expect(store.live.rows.map((r) => [r.id, r.legacy])).toEqual([[5, false], [2, true]]);

    store.filter({ account_id: 2 });
    store.filter({ status: 0 });
    store.filter({ legacy: true });
    store.live.search('博览会');
    await settle();
    expect(kernel.transport.last(LIST)?.params).toEqual({ page: 1, rows: 10, keyword: '博览会', account_id: 2, status: 0, legacy: true });
    store.filter({ legacy: false, status: undefined });
    await settle();
    expect(kernel.transport.last(LIST)?.params).toEqual({ page: 1, rows: 10, keyword: '博览会', account_id: 2, legacy: false });

    store.setTab('bin');
    await settle();
    expect(kernel.transport.last(LIST)?.params).toEqual({ page: 1, rows: 10, disabled: true });
  });

  it('puts the selection on and off sale, removes, restores and destroys, then reloads', async () => {
    const { kernel } = await setup();
    kernel.transport
      .reply('GET', LIST, { rows: [video(5), video(6)], total: 2 })
      .reply('POST', UP_DOWN, { updated: 2 })
      .reply('POST', REMOVE, null)
      .reply('POST', RESTORE, null)
      .reply('POST', DESTROY, { destroyed: 1 });
    const store = kernel.get(VIDEO_LIST);
    await store.live.load();
    store.select([5, 6]);
    const loads = () => kernel.transport.requests.filter((r) => r.url.endsWith(LIST)).length;
    const before = loads();

    expect(await store.run('down')).toBe(true);
    expect(kernel.transport.last(UP_DOWN)?.data).toEqual({ ids: [5, 6], status: 0 });
    expect(store.selected).toEqual([]);
    expect(loads()).toBe(before + 1);

    expect(await store.run('up', [6])).toBe(true);
    expect(kernel.transport.last(UP_DOWN)?.data).toEqual({ ids: [6], status: 1 });
    expect(await store.run('remove', [5])).toBe(true);
    expect(kernel.transport.last(REMOVE)?.data).toEqual({ ids: [5] });
    expect(await store.run('restore', [5])).toBe(true);
    expect(kernel.transport.last(RESTORE)?.data).toEqual({ ids: [5] });
    expect(await store.run('destroy', [5])).toBe(true);
    expect(kernel.transport.last(DESTROY)?.data).toEqual({ ids: [5] });
    // Nothing selected: nothing sent.
    expect(await store.run('remove')).toBe(false);
  });

  it('shows the server’s refusal and keeps the selection', async () => {
    const { kernel } = await setup();
    kernel.transport.reply('GET', LIST, { rows: [video(5)], total: 1 }).reply('POST', DESTROY, null, 400, '只能彻底删除回收站中的记录');
    const store = kernel.get(VIDEO_LIST);
    store.setTab('bin');
    store.select([5]);
    expect(await store.run('destroy')).toBe(false);
    expect(kernel.notifier.errors()).toEqual(['只能彻底删除回收站中的记录']);
    expect(store.selected).toEqual([5]);
  });

  it('offers the site’s accounts to the filter', async () => {
    const { kernel } = await setup();
    kernel.transport.reply('GET', ACCOUNTS, { rows: [account(1), account(2, { platform: 'kuaishou' })], total: 2 });
    const store = kernel.get(VIDEO_LIST);
    await store.loadAccounts();
    expect(kernel.transport.last(ACCOUNTS)?.params).toEqual({ page: 1, rows: 100 });
    expect(store.accounts.map((a) => a.name)).toEqual(['账号1', '账号2']);
  });
});

describe('the accounts', () => {
  it('asks before removing, sends nothing when declined, and shows the server’s refusal as it words it', async () => {
    const { kernel } = await setup();
    kernel.transport.reply('GET', ACCOUNTS, { rows: [account(1, { video_count: 4 })], total: 1 }).reply('POST', ACCOUNT_REMOVE, null, 400, VIDEO_MSG.accountHasVideos);
    const store = kernel.get(VIDEO_ACCOUNTS);
    await store.list.load();
    const row = store.list.rows[0];

    kernel.notifier.answer = false;
    expect(await store.remove(row)).toBe(false);
    expect(kernel.notifier.confirms.at(-1)?.content).toBe('确定删除账号「账号1」吗？');
    expect(kernel.transport.last(ACCOUNT_REMOVE)).toBeUndefined();

    kernel.notifier.answer = true;
    expect(await store.remove(row)).toBe(false);
    expect(kernel.transport.last(ACCOUNT_REMOVE)?.data).toEqual({ id: 1 });
    expect(kernel.notifier.errors()).toEqual(['该账号下还有短视频，不能删除']);
    expect(store.list.rows).toHaveLength(1);
  });

  it('switches 前台显示 at once and puts it back when the server refuses', async () => {
    const { kernel } = await setup();
    kernel.transport.reply('GET', ACCOUNTS, { rows: [account(1)], total: 1 }).reply('POST', ACCOUNT_SHOW, account(1, { shown: 0 }));
    const store = kernel.get(VIDEO_ACCOUNTS);
    await store.list.load();
    expect(await store.setShown(store.list.rows[0], false)).toBe(true);
    expect(kernel.transport.last(ACCOUNT_SHOW)?.data).toEqual({ id: 1, shown: 0 });
    expect(store.list.rows[0].shown).toBe(0);
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已在前台隐藏' });

    kernel.transport.reply('POST', ACCOUNT_SHOW, null, 404, '站点不存在');
    expect(await store.setShown(store.list.rows[0], true)).toBe(false);
    expect(store.list.rows[0].shown).toBe(0);
  });
});

describe('a video upload', () => {
  const file = (name: string, type: string, size = 2048) => {
    const f = new File([new Uint8Array(Math.min(size, 2048))], name, { type });
    if (size > 2048) Object.defineProperty(f, 'size', { value: size });
    return f;
  };

  it('is refused in the browser by the shared rule: type and size', () => {
    expect(checkVideoFile(file('a.mp4', 'video/mp4'))).toBeNull();
    expect(checkVideoFile(file('a.webm', ''))).toBeNull();
    expect(checkVideoFile(file('a.mov', 'video/quicktime'))).toBe(VIDEO_MSG.fileTypeRefused);
    expect(checkVideoFile(file('setup.exe', 'application/x-msdownload'))).toBe(VIDEO_MSG.fileTypeRefused);
    expect(checkVideoFile(file('big.mp4', 'video/mp4', 200 * 1024 * 1024))).toBeNull();
    expect(checkVideoFile(file('big.mp4', 'video/mp4', 200 * 1024 * 1024 + 1))).toBe(VIDEO_MSG.fileTooLarge);
  });

  it('sends nothing for a refused file, shows progress, and answers the stored file', async () => {
    const { kernel, uploader } = await setup();
    const upload = new VideoUpload(kernel.get(VIDEO_UPLOADER));
    expect(await upload.start(file('setup.exe', 'application/x-msdownload'))).toBeNull();
    expect(upload.status).toBe('failed');
    expect(upload.error).toBe('仅支持 mp4、webm 格式的视频');
    expect(uploader.files).toHaveLength(0);

    const done = upload.start(file('demo.mp4', 'video/mp4'));
    expect(upload.status).toBe('uploading');
    expect(upload.error).toBeNull();
    uploader.progress(40);
    expect(upload.percent).toBe(40);
    uploader.finish();
    expect((await done)?.file_id).toBe(41);
    expect(upload.status).toBe('done');
  });

  it('cancels without an error, and shows the server’s refusal of a file it read', async () => {
    const { kernel, uploader } = await setup();
    const upload = new VideoUpload(kernel.get(VIDEO_UPLOADER));
    const cancelled = upload.start(file('demo.mp4', 'video/mp4'));
    uploader.progress(10);
    upload.cancel();
    expect(await cancelled).toBeNull();
    expect(upload.status).toBe('idle');
    expect(upload.error).toBeNull();

    const refused = upload.start(file('fake.mp4', 'video/mp4'));
    uploader.refuse(VIDEO_MSG.fileTypeRefused);
    expect(await refused).toBeNull();
    expect(upload.status).toBe('failed');
    expect(upload.error).toBe('仅支持 mp4、webm 格式的视频');
  });
});

describe('the strings', () => {
  const keysOf = (bundle: object, prefix = ''): string[] =>
    Object.entries(bundle).flatMap(([k, v]) => (v && typeof v === 'object' ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

  it('has the same keys in zh-CN and en-US, the menu’s eager strings among them, and every platform named', async () => {
    expect(keysOf(enUS)).toEqual(keysOf(zhCN));
    expect(keysOf((await menuStrings['en-US']()).default)).toEqual(keysOf(menuStrings['zh-CN']));
    expect(zhCN.menu).toEqual(menuStrings['zh-CN'].menu);
    expect(zhCN.palette).toEqual(menuStrings['zh-CN'].palette);
    // The Chinese platform names are the rule book's.
    expect(VIDEO_PLATFORMS.map((p) => zhCN.platforms[p.value])).toEqual(VIDEO_PLATFORMS.map((p) => p.label));
  });
});
