// Site scoping and the site builder: another company's site does not exist for the caller;
// entitlements bind once; demonstration accounts cannot build; a build consumes its entitlement.
import { MSG } from '../../shared/domain/messages';
import { SITE, UNUSED_ENTITLEMENT } from '../../server/core/db/seedData';
import { opLogs, snapshot, startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

describe('site list', () => {
  it('lists only the caller’s company sites with derived status and free flag', async () => {
    const res = await h.call('siteList', { token: admin });
    const { rows, total } = res.json().data;
    expect(total).toBe(7);
    expect(rows.map((r: { id: number }) => r.id)).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007]);
    const byId = Object.fromEntries(rows.map((r: { id: number }) => [r.id, r]));
    expect(byId[1001]).toMatchObject({ name: '示范企业官网', info: { site_name: '示范企业官网' }, siteType: 'zh', status: 2, isFree: false, all_type: 'xys', lang_easy: 'cn', lang_str: '中文简体' });
    expect(byId[1002]).toMatchObject({ isFree: true, product_record_id: -1, status: 1, all_type: 'yxx' });
    expect(byId[1007]).toMatchObject({ status: 3, name: '旧版官网（已过期）' });
    expect(byId[1003].fore_lang.map((l: { lang: string; name: string }) => [l.lang, l.name])).toEqual([['de-de', '德语'], ['fr-fr', '法语']]);
    expect(byId[1003]).toMatchObject({ lang: 'en-us', lang_easy: 'en', siteType: 'en' });

    const demo = await h.login('demo');
    expect((await h.call('siteList', { token: demo })).json().data.rows.map((r: { id: number }) => r.id)).toEqual([SITE.demo]);
  });

  it('lists foreign sites and the pc/wap pair of the active site', async () => {
    expect((await h.call('enSiteList', { token: admin })).json().data.rows.map((r: { id: number }) => r.id)).toEqual([1003, 1004]);
    const pair = (await h.call('pcAndWapList', { token: admin })).json().data;
    expect(pair.siteInfo.id).toBe(1001);
    expect(pair.foreignlist.map((r: { id: number }) => r.id)).toEqual([1003, 1004]);
    expect((await h.call('userDomain', { token: admin })).json().data).toEqual({ domains: ['www.demo-site.cn'] });
  });
});

describe('site/active', () => {
  it('switches the session’s active site within the company', async () => {
    const token = await h.login('admin');
    const res = await h.call('siteActive', { token, query: { twebId: SITE.global } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: SITE.global, siteType: 'en' });
    expect((await h.call('homeData', { token })).json().data.twebId).toBe(SITE.global);
    // The next session starts on the last active site.
    const next = await h.call('login', { body: { account: 'admin', password: 'Admin@2026' } });
    expect(next.json().data).toMatchObject({ domainId: SITE.global, siteType: 'en' });
    await h.call('siteActive', { token, query: { twebId: SITE.corporate } });
  });

  it('refuses another company’s site (and an unknown one) and changes nothing', async () => {
    const token = await h.login('admin');
    const before = await snapshot(h);
    for (const twebId of [SITE.demo, SITE.contest, 999999]) {
      const res = await h.call('siteActive', { token, query: { twebId } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: MSG.siteNotFound, data: null });
    }
    expect(await snapshot(h)).toEqual(before);
    expect((await h.call('homeData', { token })).json().data.twebId).toBe(SITE.corporate);
    const logs = (await opLogs(h)).filter((l) => l.action === 'siteActive' && l.result === 'failed');
    expect(logs.map((l) => l.site_id)).toEqual([SITE.demo, SITE.contest, 999999]);
  });

  it('refuses another company’s site for inline too', async () => {
    const before = await snapshot(h);
    const res = await h.call('siteInline', { token: admin, body: { twebId: SITE.demo, inline: 0 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.siteNotFound);
    expect(await snapshot(h)).toEqual(before);
  });
});

describe('site/inline', () => {
  it('takes a site online and offline; an expired site cannot go online', async () => {
    const on = await h.call('siteInline', { token: admin, body: { twebId: SITE.shop, inline: 1 } });
    expect(on.json().data).toMatchObject({ id: SITE.shop, inline: 1, status: 2 });
    const off = await h.call('siteInline', { token: admin, body: { twebId: SITE.shop, inline: 0 } });
    expect(off.json().data).toMatchObject({ inline: 0, status: 1 });
    const expired = await h.call('siteInline', { token: admin, body: { twebId: SITE.expired, inline: 1 } });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(MSG.siteExpired);
  });
});

describe('entitlements', () => {
  it('lists unused entitlements of the company by service', async () => {
    const pc = (await h.call('availableServices', { token: admin, query: { serviceCode: 'pc' } })).json().data;
    expect(pc).toEqual({ rows: [{ ProductRecordID: UNUSED_ENTITLEMENT.demoTech, serviceCode: 'pc', name: '中文站标准版' }], total: 1 });
    const en = (await h.call('availableServices', { token: admin, query: { serviceCode: 'en' } })).json().data;
    expect(en).toEqual({ rows: [], total: 0 });
  });

  it('refuses binding a used entitlement, another company’s entitlement, or a paid site', async () => {
    const before = await snapshot(h);
    const used = await h.call('bindProductId', { token: admin, query: { twebId: SITE.marketingFree, proId: 5001, type: 'pc' } });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(MSG.entitlementNotFound);
    const foreignCompany = await h.call('bindProductId', { token: admin, query: { twebId: SITE.marketingFree, proId: UNUSED_ENTITLEMENT.contest, type: 'pc' } });
    expect(foreignCompany.json().message).toBe(MSG.entitlementNotFound);
    const paid = await h.call('bindProductId', { token: admin, query: { twebId: SITE.corporate, proId: UNUSED_ENTITLEMENT.demoTech, type: 'pc' } });
    expect(paid.statusCode).toBe(409);
    const otherSite = await h.call('bindProductId', { token: admin, query: { twebId: SITE.demo, proId: UNUSED_ENTITLEMENT.demoTech, type: 'pc' } });
    expect(otherSite.json().message).toBe(MSG.siteNotFound);
    const wrongType = await h.call('bindProductId', { token: admin, query: { twebId: SITE.marketingFree, proId: UNUSED_ENTITLEMENT.demoTech, type: 'en' } });
    expect(wrongType.statusCode).toBe(400);
    expect(await snapshot(h)).toEqual(before);
  });

  it('binds an unused entitlement to a free site exactly once', async () => {
    const t = await startServer();
    try {
      const token = await t.login('admin');
      const res = await t.call('bindProductId', { token, query: { twebId: SITE.marketingFree, proId: UNUSED_ENTITLEMENT.demoTech, type: 'pc' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: SITE.marketingFree, product_record_id: UNUSED_ENTITLEMENT.demoTech, isFree: false });
      expect((await t.call('availableServices', { token, query: { serviceCode: 'pc' } })).json().data.total).toBe(0);
      const again = await t.call('bindProductId', { token, query: { twebId: SITE.marketingFree, proId: UNUSED_ENTITLEMENT.demoTech, type: 'pc' } });
      expect(again.statusCode).toBe(409);
    } finally {
      await t.close();
    }
  });
});

describe('site/build', () => {
  it('refuses a demonstration account with the demo message and changes nothing', async () => {
    const demo = await h.login('demo');
    const before = await snapshot(h);
    const res = await h.call('siteBuild', { token: demo, body: { type: 'zh', site_name: '新站', proId: 5008 } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, message: MSG.demoAccount, data: null });
    expect(res.json().message).toContain('演示账号');
    expect(await snapshot(h)).toEqual(before);
    expect((await opLogs(h)).at(-1)).toMatchObject({ action: 'siteBuild', result: 'refused', code: 403 });
  });

  it('refuses without a matching unused entitlement', async () => {
    const before = await snapshot(h);
    const usedZh = await h.call('siteBuild', { token: admin, body: { type: 'zh', site_name: '新站', proId: 5001 } });
    expect(usedZh.statusCode).toBe(409);
    expect(usedZh.json().message).toBe(MSG.noZhEntitlement);
    const otherCompany = await h.call('siteBuild', { token: admin, body: { type: 'zh', site_name: '新站', proId: UNUSED_ENTITLEMENT.contest } });
    expect(otherCompany.json().message).toBe(MSG.noZhEntitlement);
    const en = await h.call('siteBuild', { token: admin, body: { type: 'en', site_name: 'New', proId: UNUSED_ENTITLEMENT.demoTech } });
    expect(en.json().message).toContain(MSG.noEnEntitlement);
    const blank = await h.call('siteBuild', { token: admin, body: { type: 'zh', site_name: '   ', proId: UNUSED_ENTITLEMENT.demoTech } });
    expect(blank.json()).toEqual({ code: 400, message: '参数 site_name 不能为空', data: null });
    const long = await h.call('siteBuild', { token: admin, body: { type: 'zh', site_name: '长'.repeat(51), proId: UNUSED_ENTITLEMENT.demoTech } });
    expect(long.json().message).toBe('参数 site_name 长度不能超过 50 个字符');
    expect(await snapshot(h)).toEqual(before);
  });

  it('builds a site for the admin, consuming the entitlement', async () => {
    const res = await h.call('siteBuild', { token: admin, body: { type: 'zh', site_name: '  新建的中文站  ', proId: UNUSED_ENTITLEMENT.demoTech } });
    expect(res.statusCode).toBe(200);
    const site = res.json().data;
    expect(site).toMatchObject({ name: '新建的中文站', siteType: 'zh', product_record_id: UNUSED_ENTITLEMENT.demoTech, isFree: false, inline: 0, status: 1, lang: 'zh-cn' });
    expect(site.id).toBeGreaterThan(SITE.contest);

    const list = (await h.call('siteList', { token: admin })).json().data;
    expect(list.rows.map((r: { id: number }) => r.id)).toContain(site.id);
    expect((await h.call('availableServices', { token: admin, query: { serviceCode: 'pc' } })).json().data.total).toBe(0);
    const ent = await h.built.db.selectFrom('entitlements').selectAll().where('id', '=', UNUSED_ENTITLEMENT.demoTech).executeTakeFirstOrThrow();
    expect(ent.site_id).toBe(site.id);

    const again = await h.call('siteBuild', { token: admin, body: { type: 'zh', site_name: '第二个', proId: UNUSED_ENTITLEMENT.demoTech } });
    expect(again.json().message).toBe(MSG.noZhEntitlement);
    expect((await opLogs(h)).filter((l) => l.action === 'siteBuild' && l.result === 'ok').map((l) => l.site_id)).toEqual([site.id]);
  });
});

describe('site params', () => {
  it('switches the editing language among the site’s own languages only', async () => {
    const token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.global } });
    expect((await h.call('siteParams', { token })).json().data).toEqual({ languageType: 'en-us', themeName: 'xys_global_white', isNewXys: true, isCompetition: false });
    const ok = await h.call('setSiteParams', { token, body: { languageType: 'de-de' } });
    expect(ok.json().data.languageType).toBe('de-de');
    expect((await h.call('siteLanguages', { token })).json().data).toEqual({
      current: 'de-de',
      list: [{ code: 'en-us', name: '英语' }, { code: 'de-de', name: '德语' }, { code: 'fr-fr', name: '法语' }],
    });
    const bad = await h.call('setSiteParams', { token, body: { languageType: 'ja-jp' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('该站点未开通此语言');
    await h.call('setSiteParams', { token, body: { languageType: 'en-us' } });
    await h.call('siteActive', { token, query: { twebId: SITE.corporate } });
  });
});
