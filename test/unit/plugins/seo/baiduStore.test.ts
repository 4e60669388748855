// 百度收录's store through the container: a key checked with the shared rule before it is sent (and
// only the masked form kept), 推送所选 sending the selected records and showing Baidu's answer,
// 推送全部未推送 and 查询收录 only after a confirmation and followed as tasks (also after a reload),
// the buttons' preconditions from the settings (service configured, key, domain).
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import seo from '../../../../plugins/seo';
import { BAIDU_STORE } from '../../../../plugins/seo/tokens';
import type { BaiduSettings } from '../../../../shared/domain/seo/baidu';

const SETTINGS: BaiduSettings = {
  token: 'edk7****pDQD', autoPush: true, domain: 'www.demo-site.cn', domains: ['www.demo-site.cn'],
  push: { configured: true }, indexCheck: { configured: true }, pushTaskId: null, checkTaskId: null,
};
const task = (id: number, kind: string, over: Record<string, unknown> = {}) => ({
  id, kind, title: '任务', state: 'running', done: 0, total: 10, stage: '', error: null, resultName: null, result: null, cancelRequested: false,
  createdAt: 1, startedAt: 1, finishedAt: null, ...over,
});

async function setup(settings: Partial<BaiduSettings> = {}) {
  const kernel = createTestKernel();
  await kernel.install([seo]);
  kernel.transport.reply('GET', 'admin/BaiduInclude/settings', { ...SETTINGS, ...settings });
  kernel.transport.reply('GET', 'admin/BaiduInclude/urls', { rows: [], total: 0 });
  kernel.transport.reply('GET', 'admin/BaiduInclude/pushLog', { rows: [], total: 0 });
  const store = kernel.get(BAIDU_STORE);
  await store.reload();
  return { kernel, store };
}

it('checks a key with the shared rule and sends nothing that fails it', async () => {
  const { kernel, store } = await setup();
  const before = kernel.transport.requests.length;
  expect(await store.saveToken('edk7yc4rEZP9pDQ')).toEqual({ ok: false, message: '准入密钥应为 16 位字母或数字' });
  expect(await store.saveToken('edk7yc4r-ZP9pDQD')).toEqual({ ok: false, message: '准入密钥应为 16 位字母或数字' });
  expect(await store.saveToken('  ')).toEqual({ ok: false, message: '请输入百度推送准入密钥' });
  expect(kernel.transport.requests).toHaveLength(before);
});

it('sends a valid key trimmed and keeps only the masked form the server answers', async () => {
  const { kernel, store } = await setup({ token: '' });
  kernel.transport.reply('POST', 'admin/BaiduInclude/settings', { ...SETTINGS, token: 'Pt7k****4RbN' });
  expect(await store.saveToken(' Pt7kQ2xZ9mLw4RbN ')).toEqual({ ok: true });
  expect(kernel.transport.last('admin/BaiduInclude/settings')?.data).toEqual({ token: 'Pt7kQ2xZ9mLw4RbN', autoPush: true });
  expect(store.settings?.token).toBe('Pt7k****4RbN');
  expect(JSON.stringify(store.settings)).not.toContain('Pt7kQ2xZ9mLw4RbN');
});

it('shows the server’s refusal of a key on its field', async () => {
  const { kernel, store } = await setup();
  kernel.transport.reply('POST', 'admin/BaiduInclude/settings', { field: 'token' }, 400, '准入密钥应为 16 位字母或数字（在百度搜索资源平台 › 普通收录 › API提交 中查看）');
  expect(await store.saveToken('Pt7kQ2xZ9mLw4RbN')).toEqual({ ok: false, message: expect.stringContaining('准入密钥应为 16 位字母或数字') });
});

it('clears the key only after a confirmation', async () => {
  const { kernel, store } = await setup();
  kernel.notifier.answer = false;
  expect(await store.clearToken()).toBe(false);
  expect(kernel.transport.last('admin/BaiduInclude/settings')?.method).toBe('GET');
  kernel.notifier.answer = true;
  kernel.transport.reply('POST', 'admin/BaiduInclude/settings', { ...SETTINGS, token: '' });
  expect(await store.clearToken()).toBe(true);
  expect(kernel.transport.last('admin/BaiduInclude/settings')?.data).toEqual({ token: '', autoPush: true });
  expect(store.canPush).toBe(false);
});

it('allows pushing only with the service configured, a key and a domain', async () => {
  expect((await setup()).store.canPush).toBe(true);
  expect((await setup({ push: { configured: false, message: '搜索引擎推送服务未配置，请联系管理员' } })).store.canPush).toBe(false);
  expect((await setup({ token: '' })).store.canPush).toBe(false);
  expect((await setup({ domain: '', domains: [] })).store.canPush).toBe(false);
  const noCheck = (await setup({ indexCheck: { configured: false, message: '收录查询服务未配置，请联系管理员' } })).store;
  expect([noCheck.canPush, noCheck.canCheck]).toEqual([true, false]);
});

it('推送所选 sends the selected records, shows Baidu’s answer and reads the list and log again', async () => {
  const { kernel, store } = await setup();
  const result = { sent: 2, success: 1, remain: 99, notSameSite: [], notValid: ['https://www.demo-site.cn/product/3.html'] };
  kernel.transport.reply('POST', 'admin/BaiduInclude/push', result);
  store.select(['article:12', 'product:3']);
  const reads = kernel.transport.requests.length;
  expect(await store.pushSelected()).toBe(true);
  expect(kernel.transport.last('admin/BaiduInclude/push')?.data).toEqual({ refs: [{ kind: 'article', id: 12 }, { kind: 'product', id: 3 }] });
  expect(store.outcome).toEqual({ kind: 'push', result });
  expect(store.selected).toEqual([]);
  const after = kernel.transport.requests.slice(reads).map((r) => r.url.replace(/^.*site-admin-api\//, ''));
  expect(after).toEqual(expect.arrayContaining(['admin/BaiduInclude/urls', 'admin/BaiduInclude/pushLog']));
});

it('a refused push keeps the selection and reads the log (a failure is written there)', async () => {
  const { kernel, store } = await setup();
  kernel.transport.reply('POST', 'admin/BaiduInclude/push', null, 424, '百度推送准入密钥无效');
  store.select(['article:12']);
  expect(await store.pushSelected()).toBe(false);
  expect(store.selected).toEqual(['article:12']);
  expect(store.outcome).toBeNull();
  expect(kernel.notifier.errors()).toContain('百度推送准入密钥无效');
});

it('推送全部未推送 runs as a task after a confirmation and shows why it stopped', async () => {
  const { kernel, store } = await setup();
  kernel.notifier.answer = false;
  expect(await store.pushAll()).toBe(false);
  expect(kernel.transport.last('admin/BaiduInclude/pushAll')).toBeUndefined();
  kernel.notifier.answer = true;
  const running = task(7, 'seo.baiduPush');
  kernel.transport.reply('POST', 'admin/BaiduInclude/pushAll', { taskId: 7 });
  kernel.transport.reply('GET', 'task/get', running);
  kernel.transport.reply('GET', 'task/list', { rows: [running], total: 1 });
  expect(await store.pushAll()).toBe(true);
  expect(store.pushTaskId).toBe(7);
  const result = { sent: 4000, success: 4000, batches: 2, remain: 0, stopped: '今日推送配额已用完' };
  await store.taskFinished({ ...running, state: 'succeeded', result } as never);
  expect(store.pushTaskId).toBeNull();
  expect(store.outcome).toEqual({ kind: 'pushAll', result });
});

it('查询收录 checks the selection at once, or everything after a confirmation; a failed task says why', async () => {
  const { kernel, store } = await setup();
  const running = task(9, 'seo.indexCheck');
  kernel.transport.reply('POST', 'admin/BaiduInclude/indexCheck', { taskId: 9 });
  kernel.transport.reply('GET', 'task/get', running);
  kernel.transport.reply('GET', 'task/list', { rows: [running], total: 1 });
  store.select(['category:4']);
  expect(await store.checkIndex()).toBe(true);
  expect(kernel.notifier.confirms).toHaveLength(0);
  expect(kernel.transport.last('admin/BaiduInclude/indexCheck')?.data).toEqual({ refs: [{ kind: 'category', id: 4 }] });
  await store.taskFinished({ ...running, state: 'failed', error: '收录查询失败：服务器返回错误 HTTP 500' } as never);
  expect(kernel.notifier.errors()).toContain('收录查询失败：服务器返回错误 HTTP 500');
  expect(store.checkTaskId).toBeNull();

  store.select([]);
  kernel.notifier.answer = false;
  expect(await store.checkIndex()).toBe(false);
  kernel.notifier.answer = true;
  expect(await store.checkIndex()).toBe(true);
  expect(kernel.transport.last('admin/BaiduInclude/indexCheck')?.data).toEqual({});
});

it('follows a task started before the page was reloaded', async () => {
  const { store } = await setup({ pushTaskId: 31, checkTaskId: 32 });
  expect([store.pushTaskId, store.checkTaskId]).toEqual([31, 32]);
});
