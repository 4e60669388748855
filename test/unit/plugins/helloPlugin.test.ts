// The README's example plugin installs, contributes its route and strings, and its store works
// through the container — so the README stays true.
import { createTestKernel } from '../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../kernel/tokens';
import hello from '../../fixtures/hello-plugin';
import { GREETING_STORE } from '../../fixtures/hello-plugin/store';

it('installs, shows up for a user holding app_center, and greets through its store', async () => {
  const kernel = createTestKernel();
  await kernel.install([hello]);
  expect(kernel.get(TOKENS.plugins).status('hello')?.state).toBe('ready');

  kernel.transport.reply('POST', 'admin/menu/getlist', [{ role: 'app_center', select: 'true', meta: { title: '应用中心' }, children: [] }]);
  await kernel.get(TOKENS.permission).load();
  const routes = kernel.get(TOKENS.permission).filter(kernel.get(TOKENS.plugins).routes, 'zh');
  expect(routes.map((r) => [r.fullPath, r.redirect])).toEqual([['/hello', '/hello/index']]);
  expect(kernel.get(TOKENS.permission).filter(kernel.get(TOKENS.plugins).routes, 'en')).toEqual([]);

  kernel.transport.reply('GET', 'admin/home', { twebId: 1001, siteType: 'zh', site_name: '示范企业官网', sysVersion: 3, language: 'zh-cn' });
  await kernel.get(TOKENS.site).loadHome();
  expect(kernel.get(GREETING_STORE).greeting).toBe('你好，！当前网站：示范企业官网');
  await kernel.get(TOKENS.i18n).setLocale('en-US');
  expect(kernel.get(GREETING_STORE).greeting).toBe('Hello, ! Current site: 示范企业官网');
});

it('is refused without a permission key (deny by default)', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const kernel = createTestKernel();
  await kernel.install([{ ...hello, routes: [{ path: '/hello', page: hello.routes[0].children![0].page }] }]);
  expect(kernel.get(TOKENS.plugins).status('hello')).toMatchObject({ state: 'refused' });
  expect(kernel.get(TOKENS.plugins).status('hello')?.error).toContain('既没有声明权限键');
});
