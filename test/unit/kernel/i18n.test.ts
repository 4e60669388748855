// I18nService through the container: zh-CN by default, en-US loaded lazily and remembered,
// fallbacks, placeholders, and namespaced plugin bundles.
import { createTestKernel } from '../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../kernel/tokens';

describe('I18nService', () => {
  it('starts in zh-CN with the spec\'s strings', () => {
    const kernel = createTestKernel();
    const i18n = kernel.get(TOKENS.i18n);
    expect(i18n.locale).toBe('zh-CN');
    expect(i18n.t('kernel.http.blobNoPermission')).toBe('无权限或登录已过期');
    expect(i18n.t('kernel.site.demoAccount')).toBe('演示账号，该功能暂不可用！');
    expect(i18n.t('kernel.site.noZhEntitlement')).toBe('暂无中文站权益，请联系客服开通建站');
  });

  it('setLocale(en-US) loads the lazy kernel bundle and switches', async () => {
    const kernel = createTestKernel();
    const i18n = kernel.get(TOKENS.i18n);
    expect(i18n.has('kernel.header.signOut')).toBe(true);
    await i18n.setLocale('en-US');
    expect(i18n.locale).toBe('en-US');
    expect(i18n.t('kernel.http.blobNoPermission')).toBe('no permission or login expired');
    expect(i18n.t('kernel.site.demoAccount')).toBe('Demo account, this feature is unavailable!');
    expect(i18n.t('kernel.site.noZhEntitlement')).toBe('No Chinese-site entitlement, contact support to build a site');
    await i18n.setLocale('zh-CN');
    expect(i18n.t('kernel.http.blobNoPermission')).toBe('无权限或登录已过期');
  });

  it('loads a plugin\'s lazy bundle only when its locale is chosen', async () => {
    const kernel = createTestKernel();
    const i18n = kernel.get(TOKENS.i18n);
    const loader = jest.fn(async () => ({ default: { menu: { list: 'Product list' } } }));
    i18n.addBundle('product', 'zh-CN', { menu: { list: '产品列表' } });
    i18n.addBundle('product', 'en-US', loader);
    expect(loader).not.toHaveBeenCalled();
    expect(i18n.t('product.menu.list')).toBe('产品列表');
    await i18n.setLocale('en-US');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(i18n.t('product.menu.list')).toBe('Product list');
    await i18n.setLocale('zh-CN');
    await i18n.setLocale('en-US');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('remembers the choice: a new kernel on the same local storage starts in en-US', async () => {
    const first = createTestKernel();
    await first.get(TOKENS.i18n).setLocale('en-US');

    const second = createTestKernel({ overrides: [{ token: TOKENS.localStorage, value: first.localStorage }] });
    const i18n = second.get(TOKENS.i18n);
    expect(i18n.locale).toBe('en-US');
    await i18n.ready();
    expect(i18n.t('kernel.header.signOut')).toBe('Sign out');

    const fresh = createTestKernel();
    expect(fresh.get(TOKENS.i18n).locale).toBe('zh-CN');
  });

  it('ignores an unknown stored locale', () => {
    const first = createTestKernel();
    first.localStorage.setItem('console.locale', 'fr-FR');
    const second = createTestKernel({ overrides: [{ token: TOKENS.localStorage, value: first.localStorage }] });
    expect(second.get(TOKENS.i18n).locale).toBe('zh-CN');
  });

  it('falls back to zh-CN, then to the key itself', async () => {
    const kernel = createTestKernel();
    const i18n = kernel.get(TOKENS.i18n);
    i18n.addBundle('forms', 'zh-CN', { only: { zh: '仅中文' } });
    await i18n.setLocale('en-US');
    expect(i18n.has('forms.only.zh')).toBe(false);
    expect(i18n.t('forms.only.zh')).toBe('仅中文');
    expect(i18n.t('forms.missing.key')).toBe('forms.missing.key');
  });

  it('replaces {param} placeholders and leaves unknown ones', () => {
    const kernel = createTestKernel();
    const i18n = kernel.get(TOKENS.i18n);
    expect(i18n.t('kernel.messages.total', { total: 12 })).toBe('共 12 条');
    expect(i18n.t('kernel.errors.pluginFailed', { name: '产品' })).toBe('插件「产品」加载失败');
    i18n.addBundle('forms', 'zh-CN', { range: '请输入大于等于{min}小于{max}的数值。' });
    expect(i18n.t('forms.range', { min: 1 })).toBe('请输入大于等于1小于{max}的数值。');
    expect(i18n.t('forms.range', { min: 1, max: 100 })).toBe('请输入大于等于1小于100的数值。');
  });

  it('keeps plugin namespaces apart', () => {
    const kernel = createTestKernel();
    const i18n = kernel.get(TOKENS.i18n);
    i18n.addBundle('content', 'zh-CN', { menu: { list: '文章列表' } });
    i18n.addBundle('product', 'zh-CN', { menu: { list: '产品列表' } });
    expect(i18n.t('content.menu.list')).toBe('文章列表');
    expect(i18n.t('product.menu.list')).toBe('产品列表');
    // A plugin's "header" does not shadow the kernel's.
    i18n.addBundle('seo', 'zh-CN', { header: { signOut: 'SEO 退出' } });
    expect(i18n.t('kernel.header.signOut')).toBe('退出登录');
  });

  it('a lazy bundle that fails to load does not block the switch', async () => {
    const kernel = createTestKernel();
    const i18n = kernel.get(TOKENS.i18n);
    i18n.addBundle('broken', 'en-US', () => Promise.reject(new Error('chunk failed')));
    await i18n.setLocale('en-US');
    expect(i18n.locale).toBe('en-US');
    expect(i18n.t('kernel.header.signOut')).toBe('Sign out');
  });
});
