// The oplog and QR areas' stores through the container (the settings plugin installed, a scripted
// server behind the real HttpService): the log's filters as the server reads them, a reversed date
// range refused by the shared rule without a call, the detail drawer, the export task started with
// the filters; the QR config loaded, edited (dirty), refused without a call when its text is empty,
// saved with a toast, and its refusal kept.
import { TOKENS } from '../../../../kernel';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import settings from '../../../../plugins/settings';
import { OPLOG_STORE } from '../../../../plugins/settings/oplog/tokens';
import { QR_STORE } from '../../../../plugins/settings/qr/tokens';
import { OPLOG_MSG, type OplogRow } from '../../../../shared/domain/settings/oplog';
import { QR_DEFAULTS, QR_MSG, type QrConfigData } from '../../../../shared/domain/settings/qr';

const LIST = 'System/getLogList';
const DETAIL = 'System/getLogDetail';
const USERS = 'System/getLogUsers';
const EXPORT = 'System/exportLog';
const QR = 'sysconfig/qrCodeConfig';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(): Promise<TestKernel> {
  const kernel = createTestKernel();
  await kernel.install([settings]);
  expect(kernel.get(TOKENS.plugins).status('settings')?.state).toBe('ready');
  return kernel;
}

const row = (id: number, patch: Partial<OplogRow> = {}): OplogRow => ({
  id, created_at: 1_780_000_000_000 - id, account_id: 1, account_name: 'admin（系统管理员）', action: 'articleSave', label: '保存文章',
  method: 'POST', path: '/x', ip: '1.2.3.4', result: 'ok', code: 200, detail: '', count: 1, has_changes: false, ...patch,
});

describe('the operation log', () => {
  it('sends the filters as the server reads them, leaves blanks out, and clears them', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, { rows: [row(1)], total: 1, capped: false }).reply('GET', USERS, [{ id: 1, name: 'admin' }]);
    const store = kernel.get(OPLOG_STORE);
    await store.open();
    expect(kernel.transport.last(LIST)?.params).toEqual({ page: 1, rows: 10 });
    expect(store.accounts).toEqual([{ id: 1, name: 'admin' }]);
    expect(store.filter({ action: 'qrConfigSave', account_id: 2 })).toBe(true);
    store.filter({ result: 'refused', ip: ' 192.168. ', date_start: '2026-05-01', date_end: '2026-05-31' });
    await settle();
    expect(kernel.transport.last(LIST)?.params).toEqual({
      page: 1, rows: 10, action: 'qrConfigSave', account_id: 2, result: 'refused', ip: '192.168.', date_start: '2026-05-01', date_end: '2026-05-31',
    });
    store.filter({ ip: '' });
    await settle();
    expect(kernel.transport.last(LIST)?.params).not.toHaveProperty('ip');
    store.clearFilters();
    await settle();
    expect(kernel.transport.last(LIST)?.params).toEqual({ page: 1, rows: 10 });
    expect(store.filtered).toBe(false);
  });

  it('refuses a reversed date range with the shared message and sends nothing', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, { rows: [], total: 0, capped: false });
    const store = kernel.get(OPLOG_STORE);
    await store.list.load();
    const sent = kernel.transport.requests.length;
    expect(store.filter({ date_start: '2026-05-02', date_end: '2026-05-01' })).toBe(false);
    await settle();
    expect(store.filterError).toBe(OPLOG_MSG.badDateRange);
    expect(kernel.transport.requests.length).toBe(sent);
    expect(store.filter({ date_end: '2026-05-03' })).toBe(true);
    expect(store.filterError).toBeNull();
  });

  it('says when there are more matches than counted', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, { rows: [row(1)], total: 5_000, capped: true });
    const store = kernel.get(OPLOG_STORE);
    await store.list.load();
    expect(store.capped).toBe(true);
    expect(store.list.total).toBe(5_000);
  });

  it('opens a row\'s detail with its changes, and keeps a failure with a retry', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', DETAIL, { ...row(7, { has_changes: true }), changes: [{ field: '授权码', before: '******', after: '******' }] });
    const store = kernel.get(OPLOG_STORE);
    store.openDetail(7);
    await settle();
    await settle();
    expect(kernel.transport.last(DETAIL)?.params).toEqual({ id: 7 });
    expect(store.detail?.changes).toEqual([{ field: '授权码', before: '******', after: '******' }]);
    store.closeDetail();
    store.releaseDetail();
    expect(store.detail).toBeNull();
    kernel.transport.reply('GET', DETAIL, null, 404, OPLOG_MSG.notFound);
    store.openDetail(8);
    await settle();
    await settle();
    expect(store.detailError).toBe(OPLOG_MSG.notFound);
  });

  it('starts the export with the filters as they are', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, { rows: [], total: 0, capped: false }).reply('POST', EXPORT, { taskId: 42 }).reply('GET', 'task/get', {
      id: 42, kind: 'settings.oplogExport', title: '导出操作日志', state: 'running', done: 0, total: 0, stage: '', error: null, resultName: null, result: null,
      cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: null,
    });
    const store = kernel.get(OPLOG_STORE);
    store.filter({ action: 'articleSave', result: 'ok' });
    await store.startExport();
    expect(kernel.transport.last(EXPORT)?.data).toEqual({ action: 'articleSave', result: 'ok' });
    expect(store.exportTaskId).toBe(42);
    kernel.get(TOKENS.tasks).stop();
  });
});

describe('the site QR code', () => {
  const config = (patch: Partial<QrConfigData> = {}): QrConfigData => ({
    options: { ...QR_DEFAULTS, text: 'https://www.demo-site.cn/' }, site_address: 'https://www.demo-site.cn/', saved: false, updated_at: null, ...patch,
  });

  it('loads the config, follows edits as unsaved, and saves them with a toast', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', QR, config());
    const store = kernel.get(QR_STORE);
    await store.load();
    expect(store.draft?.text).toBe('https://www.demo-site.cn/');
    expect(store.dirty).toBe(false);
    store.edit({ ...store.draft!, level: 'H', width: 400 });
    expect(store.dirty).toBe(true);
    kernel.transport.reply('POST', QR, config({ options: { ...QR_DEFAULTS, text: 'https://www.demo-site.cn/', level: 'H', width: 400 }, saved: true }));
    expect(await store.save()).toBe(true);
    expect(kernel.transport.last(QR)?.data).toMatchObject({ level: 'H', width: 400, text: 'https://www.demo-site.cn/' });
    expect(store.dirty).toBe(false);
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '网站二维码已保存' });
    store.edit({ ...store.draft!, width: 500 });
    store.reset();
    expect(store.draft?.width).toBe(400);
  });

  it('refuses an empty text without a call, and keeps the server\'s refusal', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', QR, config());
    const store = kernel.get(QR_STORE);
    await store.load();
    store.edit({ ...store.draft!, text: '  ' });
    const sent = kernel.transport.requests.length;
    expect(await store.save()).toBe(false);
    expect(store.saveError).toBe(QR_MSG.textRequired);
    expect(kernel.transport.requests.length).toBe(sent);
    store.edit({ ...store.draft!, text: '汉'.repeat(400), level: 'H' });
    kernel.transport.reply('POST', QR, null, 400, QR_MSG.textTooDense);
    expect(await store.save()).toBe(false);
    expect(store.saveError).toBe(QR_MSG.textTooDense);
    store.useSiteAddress();
    expect(store.draft?.text).toBe('https://www.demo-site.cn/');
  });
});
