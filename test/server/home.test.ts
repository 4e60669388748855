// The signed-in shell's calls: home data, content figures, guide and tasks from real records,
// domain/subscription time left, login time, languages, platform and account facts, and the
// client-service company info with its own protocol.
import { AI_SEED_DRAFTS } from './support/aiSeed';
import { MSG } from '../../shared/domain/messages';
import { DEFAULT_HELP_URL_NEW } from '../../server/core/config';
import { SEED_ACCOUNTS, SITE } from '../../server/core/db/seedData';
import { startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startServer({ LOGIN_URLS: 'console.example.com=https://sso.example.com/login,*=/login', PRODUCT_DOMAINS: 'localhost,.example.com' });
  admin = await h.login('admin');
});
afterAll(() => h.close());

describe('home', () => {
  it('describes the active site and the account', async () => {
    const data = (await h.call('homeData', { token: admin })).json().data;
    expect(data).toEqual({
      sysVersion: 3, language: 'zh-cn', theme_name: 'xys_business_blue', isNewXys: true, twebId: SITE.corporate, isDcl: false,
      product_record_id: 5001, transRole: true, road_type: 0, demonstrationTag: false, site_name: '示范企业官网', siteType: 'zh',
      all_type: 'xys', status: 2, sys_end_time: expect.any(Number), domain: 'www.demo-site.cn', lastLoginTime: null,
    });
    const demo = await h.login('demo');
    expect((await h.call('homeData', { token: demo })).json().data).toMatchObject({ twebId: SITE.demo, demonstrationTag: true });
  });

  it('derives status 3 for the expired site once it is active', async () => {
    const token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.expired } });
    const data = (await h.call('homeData', { token })).json().data;
    expect(data).toMatchObject({ twebId: SITE.expired, status: 3, sysVersion: 2 });
    expect(data.sys_end_time * 1000).toBeLessThan(Date.now());
    const remain = (await h.call('domainRemain', { token })).json().data;
    expect(remain.siteDaysRemaining).toBeLessThan(0);
    await h.call('siteActive', { token, query: { twebId: SITE.corporate } });
  });

  it('stores the login time', async () => {
    const res = (await h.call('setLoginTime', { token: admin })).json().data;
    expect(Math.abs(res.lastLoginTime - Date.now())).toBeLessThan(5000);
    expect((await h.call('homeData', { token: admin })).json().data.lastLoginTime).toBe(res.lastLoginTime);
  });

  it('counts articles of the active site by type, state and recycle bin', async () => {
    const stats = (await h.call('homeArticles', { token: admin })).json().data;
    // Content's seed, and the AI assistant's news drafts (writing tasks, gathers).
    const ai = AI_SEED_DRAFTS.length;
    expect(stats).toEqual({
      byType: [{ type: 1, count: 6 + ai }, { type: 2, count: 3 }, { type: 3, count: 4 }, { type: 4, count: 2 }, { type: 5, count: 2 }, { type: 11, count: 1 }],
      total: 18 + ai, published: 15, drafts: 3 + ai, recycled: 2,
    });
  });

  it('computes the guide from real data', async () => {
    const steps = (await h.call('homeGuide', { token: admin })).json().data as { key: string; title: string; done: boolean; link: string }[];
    expect(steps.map((s) => s.title)).toEqual(['完善网站信息', '选择网站模板', '发布第一篇文章', '绑定域名', '网站上线']);
    expect(steps.every((s) => s.done)).toBe(true);
    expect(steps.every((s) => s.link.startsWith('/'))).toBe(true);

    const token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.marketingFree } });
    const free = (await h.call('homeGuide', { token })).json().data as { key: string; done: boolean }[];
    expect(Object.fromEntries(free.map((s) => [s.key, s.done]))).toEqual({ siteInfo: true, template: false, article: false, domain: false, online: false });
    await h.call('siteActive', { token, query: { twebId: SITE.corporate } });
  });

  it('lists tasks from real data', async () => {
    const tasks = (await h.call('homeTasks', { token: admin })).json().data as { key: string; title: string; count: number; link: string }[];
    expect(Object.fromEntries(tasks.map((t) => [t.key, t.count]))).toEqual({ unreadMessages: 5, draftArticles: 3 + AI_SEED_DRAFTS.length, recycleBin: 2, expiringDomains: 0 });
    expect(tasks.find((t) => t.key === 'unreadMessages')).toMatchObject({ title: '未读消息', link: '/message/allMessage' });

    const token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.global } });
    const global = (await h.call('homeTasks', { token })).json().data as { key: string; count: number }[];
    expect(global.find((t) => t.key === 'expiringDomains')?.count).toBe(1);
    await h.call('siteActive', { token, query: { twebId: SITE.corporate } });
  });

  it('reports days remaining for the site and its domains', async () => {
    const remain = (await h.call('domainRemain', { token: admin })).json().data;
    expect(remain.siteDaysRemaining).toBeGreaterThanOrEqual(363);
    expect(remain.domains).toEqual([{ domain: 'www.demo-site.cn', expireAt: expect.any(Number), daysRemaining: expect.any(Number) }]);
    expect(remain.domains[0].daysRemaining).toBeGreaterThanOrEqual(198);
    expect(remain.domains[0].daysRemaining).toBeLessThanOrEqual(200);
  });

  it('lists the active site’s languages', async () => {
    expect((await h.call('siteLanguages', { token: admin })).json().data).toEqual({ current: 'zh-cn', list: [{ code: 'zh-cn', name: '中文简体' }] });
  });
});

describe('platform and account', () => {
  it('gives the login address for the asking host, without a session', async () => {
    const own = await h.built.app.inject({ method: 'GET', url: '/api/app/site-admin-api/admin/platformInfo', headers: { host: 'console.example.com' } });
    expect(own.json().data).toEqual({
      platformName: '云建站管理平台', logoUrl: '/favicon.svg', loginUrl: 'https://sso.example.com/login', helpUrlNew: DEFAULT_HELP_URL_NEW,
      helpUrlOld: expect.stringMatching(/^https:\/\//), productDomains: ['localhost', '.example.com'],
    });
    const other = await h.built.app.inject({ method: 'GET', url: '/api/app/site-admin-api/admin/platformInfo', headers: { host: 'localhost:8080' } });
    expect(other.json().data.loginUrl).toBe('/login');
    expect((await h.call('platformInfo', { query: { host: 'console.example.com' } })).json().data.loginUrl).toBe('https://sso.example.com/login');
  });

  it('describes the account (both variants)', async () => {
    for (const name of ['accountInfo', 'accountInfoDcl'] as const) {
      expect((await h.call(name, { token: admin })).json().data).toEqual({
        id: SEED_ACCOUNTS.admin.id, loginName: 'admin', nickName: '系统管理员', avatarUrl: '', loginBizType: 'operation',
        isCompetition: false, demonstrationTag: false, sequence: 'YJZ-0001', agentType: 1, isDcl: false,
        companyName: '云建站示范科技有限公司', accountType: { id: 2, name: '代理商账号', isAgent: true },
      });
    }
    const contest = await h.login('contest');
    expect((await h.call('accountInfo', { token: contest })).json().data).toMatchObject({ isCompetition: true, agentType: null, nickName: '竞赛选手' });
  });

  it('gives the agent type and buy link', async () => {
    expect((await h.call('agentType', { token: admin, query: { agentFlag: 1 } })).json().data).toEqual({ agentType: 1, buyUrl: 'https://www.example.com/buy/foreign-site' });
    const demo = await h.login('demo');
    expect((await h.call('agentType', { token: demo })).json().data).toEqual({ agentType: 0, buyUrl: '' });
  });

  it('answers the client-service company info with statuscode, form-encoded and with the Token header', async () => {
    const res = await h.call('companyInfo', { headers: { Token: admin, Ticket: 't', AppVersion: '3.6.13', ServerVersion: '1' }, raw: { payload: '', contentType: 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statuscode: 200, msg: MSG.ok, data: { companyName: '云建站示范科技有限公司', logoUrl: '' } });
    const anonymous = await h.call('companyInfo', { raw: { payload: '', contentType: 'application/x-www-form-urlencoded' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ statuscode: 401, msg: MSG.notLoggedIn, data: null });
  });
});
