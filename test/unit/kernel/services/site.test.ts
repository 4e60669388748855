// SiteService through the container: home data → preferences, the grouped site list, the
// site-creation rules (§5/§6/§8 messages) and the language switcher (§4).
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import type { HomeData, SiteEntry, SiteType } from '../../../../shared/domain';

const HOME: HomeData = {
  sysVersion: 3,
  language: 'en-us',
  theme_name: 'ocean',
  isNewXys: true,
  twebId: 11,
  isDcl: false,
  product_record_id: 5,
  transRole: true,
  road_type: 0,
  demonstrationTag: false,
  site_name: '示例站',
  siteType: 'en',
  all_type: 'xys',
  status: 2,
  sys_end_time: 0,
  domain: 'www.example.com',
  lastLoginTime: null,
};

const site = (id: number, siteType: SiteType): Partial<SiteEntry> => ({ id, siteType, site_name: `site-${id}`, inline: 1, sys_end_time: 0 });

function withHome(home: Partial<HomeData> = {}) {
  const kernel = createTestKernel();
  kernel.transport.reply('GET', 'admin/home', { ...HOME, ...home });
  return kernel;
}

const entitlementCalls = (kernel: TestKernel) => kernel.transport.requests.filter((r) => r.url.endsWith('pub/getAvailableServices'));

describe('SiteService.loadHome', () => {
  it('updates sysVersion, languageType, themeName and isNewXys, and the active site', async () => {
    const kernel = withHome();
    const service = kernel.get(TOKENS.site);
    expect(service.siteType).toBe('zh');
    await service.loadHome();
    expect(kernel.get(TOKENS.preferences).values).toMatchObject({ sysVersion: 3, languageType: 'en-us', themeName: 'ocean', isNewXys: true });
    expect(service.siteType).toBe('en');
    expect(service.home?.twebId).toBe(11);
    expect(kernel.sessionStorage.getItem('activeSite')).toBe('11');
  });

  it('a string sysVersion becomes a number, so site-admin headers follow it', async () => {
    const kernel = withHome({ sysVersion: '3' as unknown as number });
    await kernel.get(TOKENS.site).loadHome();
    expect(kernel.get(TOKENS.preferences).values.sysVersion).toBe(3);
  });
});

describe('SiteService sites', () => {
  it('groups sites in the order zh, en, ydyl, xcx, shop (empty groups left out)', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('GET', 'site/weblist', { rows: [site(1, 'shop'), site(2, 'en'), site(3, 'zh'), site(4, 'xcx'), site(5, 'en'), site(6, 'ydyl')], total: 6 });
    const service = kernel.get(TOKENS.site);
    await service.loadSites();
    expect(service.groups.map((g) => [g.type, g.sites.map((s) => s.id)])).toEqual([
      ['zh', [3]],
      ['en', [2, 5]],
      ['ydyl', [6]],
      ['xcx', [4]],
      ['shop', [1]],
    ]);

    kernel.transport.reply('GET', 'site/weblist', { rows: [site(7, 'xcx'), site(8, 'zh')], total: 2 });
    await service.loadSites();
    expect(service.groups.map((g) => g.type)).toEqual(['zh', 'xcx']);
  });

  it('statusOf derives the §4 status', () => {
    const service = createTestKernel().get(TOKENS.site);
    expect(service.statusOf({ inline: 0, sys_end_time: 0 })).toBe(1);
    expect(service.statusOf({ inline: 1, sys_end_time: 0 })).toBe(2);
    expect(service.statusOf({ inline: 1, sys_end_time: 1 })).toBe(3);
  });
});

describe('SiteService.checkCreateSite', () => {
  it('a demonstration account gets 演示账号，该功能暂不可用！ without asking for entitlements', async () => {
    const kernel = withHome({ demonstrationTag: true });
    kernel.transport.reply('GET', 'pub/getAvailableServices', { rows: [{ ProductRecordID: 1, serviceCode: 'pc', name: 'x' }], total: 1 });
    for (const kind of ['zh', 'en'] as const) {
      await expect(kernel.get(TOKENS.site).checkCreateSite(kind)).resolves.toEqual({ allowed: false, message: '演示账号，该功能暂不可用！' });
    }
    expect(entitlementCalls(kernel)).toHaveLength(0);
  });

  it('no pc entitlement: 暂无中文站权益，请联系客服开通建站', async () => {
    const kernel = withHome();
    kernel.transport.reply('GET', 'pub/getAvailableServices', { rows: [], total: 0 });
    const check = await kernel.get(TOKENS.site).checkCreateSite('zh');
    expect(check).toEqual({ allowed: false, message: '暂无中文站权益，请联系客服开通建站' });
    expect(entitlementCalls(kernel)[0].params).toEqual({ serviceCode: 'pc' });
  });

  it('no en entitlement with agent type 1: the message and the buy link', async () => {
    const kernel = withHome();
    kernel.transport.reply('GET', 'pub/getAvailableServices', { rows: [], total: 0 });
    kernel.transport.reply('GET', 'account/agentType', { agentType: 1, buyUrl: 'https://buy.example.com/en' });
    const check = await kernel.get(TOKENS.site).checkCreateSite('en');
    expect(check).toMatchObject({ allowed: false, buyUrl: 'https://buy.example.com/en' });
    expect(check.allowed === false && check.message).toMatch(/^暂无外文站权益/);
    expect(entitlementCalls(kernel)[0].params).toEqual({ serviceCode: 'en' });
    expect(kernel.transport.last('account/agentType')?.params).toEqual({ agentFlag: 1 });
  });

  it.each([0, null])('no en entitlement with agent type %p: 暂无外文站权益, no buy link', async (agentType) => {
    const kernel = withHome();
    kernel.transport.reply('GET', 'pub/getAvailableServices', { rows: [], total: 0 });
    kernel.transport.reply('GET', 'account/agentType', { agentType, buyUrl: 'https://buy.example.com/en' });
    await expect(kernel.get(TOKENS.site).checkCreateSite('en')).resolves.toEqual({ allowed: false, message: '暂无外文站权益' });
  });

  it('with an entitlement: allowed, with the entitlements to choose from', async () => {
    const kernel = withHome();
    const rows = [{ ProductRecordID: 77, serviceCode: 'pc', name: '中文站标准版' }];
    kernel.transport.reply('GET', 'pub/getAvailableServices', { rows, total: 1 });
    await expect(kernel.get(TOKENS.site).checkCreateSite('zh')).resolves.toEqual({ allowed: true, entitlements: rows });
    expect(kernel.transport.last('account/agentType')).toBeUndefined();
  });

  it('loads home data first when it is not there yet', async () => {
    const kernel = withHome({ demonstrationTag: true });
    const service = kernel.get(TOKENS.site);
    expect(service.home).toBeNull();
    await service.checkCreateSite('zh');
    expect(kernel.transport.last('admin/home')).toBeDefined();
  });
});

describe('SiteService.setLanguage', () => {
  it('posts setSiteParams with the language, then reloads', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('POST', 'site/setSiteParams', null);
    await kernel.get(TOKENS.site).setLanguage('de-de');
    const req = kernel.transport.last('site/setSiteParams');
    expect(req?.url).toBe('/api/app/obor-nginx-php/tweb/site/setSiteParams');
    expect(req?.data).toEqual({ languageType: 'de-de' });
    expect(kernel.get(TOKENS.preferences).values.languageType).toBe('de-de');
    expect(kernel.navigator.reloads).toBe(1);
  });

  it('does not reload when saving fails', async () => {
    const kernel = createTestKernel();
    kernel.transport.on('POST', 'site/setSiteParams', () => ({ data: { code: 500, msg: '保存失败', data: null } }));
    await expect(kernel.get(TOKENS.site).setLanguage('de-de')).rejects.toThrow('保存失败');
    expect(kernel.navigator.reloads).toBe(0);
    expect(kernel.get(TOKENS.preferences).values.languageType).toBe('zh-cn');
    expect(kernel.notifier.errors()).toEqual(['保存失败']);
  });
});
