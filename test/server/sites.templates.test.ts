// Templates (issue 17 §2–3): the catalogue and its filters (key site_decorate, plus role, strict
// funcTagIds), building a new site from a template (a sites.build task to success with its
// stages, refusals that store nothing), the preview pictures and demo pages, 我的服务, and changing
// the template (Chinese, mobile for road type 1, foreign) keeping the site's articles, with history.
// On SQLite, and on PostgreSQL with TEST_PG_URL.
import fs from 'node:fs';
import path from 'node:path';
import type { ListData } from '../../shared/domain/api/envelope';
import type { TaskView } from '../../shared/domain/api/tasks';
import { MSG } from '../../shared/domain/messages';
import { TEMPLATE_MSG, type ServiceLine, type TemplateCard, type ThemeInfo } from '../../shared/domain/sites/templates';
import { SITE, UNUSED_ENTITLEMENT } from '../../server/core/db/seedData';
import { SEED_TEMPLATE_COUNT, SEED_THEMES } from '../../server/modules/sites/templates/seed';
import { CHINESE, snapshot, startServer, type Harness } from './support/harness';

jest.setTimeout(60_000);

const PG = Boolean(process.env.TEST_PG_URL);

let h: Harness;
let admin: string;
let contest: string;
let demo: string;
let operator: string;

beforeAll(async () => {
  h = await startServer();
  [admin, contest, demo, operator] = await Promise.all([h.login('admin'), h.login('contest'), h.login('demo'), h.login('operator')]);
});
afterAll(() => h?.close());

type Query = Record<string, string | number>;
const list = async (query: Query = {}, token = admin): Promise<ListData<TemplateCard>> => {
  const res = await h.call('templateList', { token, query });
  expect({ status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ status: 200, body: '' });
  return res.json().data;
};
const refusal = async (res: { statusCode: number; json(): { code: number; message: string } }) => {
  expect(res.statusCode).toBeLessThan(500);
  const body = res.json();
  expect(body.message).toMatch(CHINESE);
  return body;
};
const templateId = async (code: string) => (await h.built.db.selectFrom('templates').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
const pick = async (where: { site_kind: string; device: string; plus: number }, skip = 0) =>
  (await h.built.db.selectFrom('templates').select(['id', 'code']).where('site_kind', '=', where.site_kind).where('device', '=', where.device)
    .where('plus', '=', where.plus).orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow());
const activate = async (twebId: number, token = admin) => expect((await h.call('siteActive', { token, query: { twebId } })).statusCode).toBe(200);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function finished(taskId: number, token = admin): Promise<TaskView> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const view: TaskView = (await h.call('taskGet', { token, query: { id: taskId } })).json().data;
    if (!['queued', 'running'].includes(view.state)) return view;
    if (Date.now() > deadline) throw new Error(`建站任务未结束：${JSON.stringify(view)}`);
    await sleep(20);
  }
}
/** A new, empty Chinese site of the caller's company on its unused pc entitlement. */
async function newSite(token: string, proId: number, name: string): Promise<number> {
  const res = await h.call('siteBuild', { token, body: { type: 'zh', site_name: name, proId } });
  expect(res.json()).toMatchObject({ code: 200 });
  return res.json().data.id;
}

describe('catalogue', () => {
  it('lists the active site’s kind, 12 a page, never a mobile template unless asked; pages do not overlap', async () => {
    const first = await list();
    expect(first.rows).toHaveLength(12);
    expect(first.rows.every((t) => t.siteKind === 'zh' && t.device !== 'mobile')).toBe(true);
    const second = await list({ page: 2 });
    expect(second.total).toBe(first.total);
    expect(second.rows.map((t) => t.id).filter((id) => first.rows.some((t) => t.id === id))).toEqual([]);
    const total = await h.built.db.selectFrom('templates').select((eb) => eb.fn.countAll<number>().as('n')).where('site_kind', '=', 'zh').where('device', '!=', 'mobile').executeTakeFirstOrThrow();
    expect(first.total).toBe(Number(total.n));
    expect(first.rows[0]).toMatchObject({ code: 'T1001', cover: '/tpl-assets/T1001/pc.webp', mobileCover: '/tpl-assets/T1001/mobile.webp' });
    expect(first.rows[0].pcDemoUrl).toMatch(/^https?:\/\/[^/]+\/tpl-demo\/T1001\/pc\.html$/);
    expect((await list({ siteKind: 'en', rows: 48 })).rows.every((t) => t.siteKind === 'en')).toBe(true);
    expect((await list({ device: 'mobile', rows: 48 })).rows.every((t) => t.device === 'mobile')).toBe(true);
    expect(await h.built.db.selectFrom('templates').select('id').execute()).toHaveLength(SEED_TEMPLATE_COUNT);
  });

  it('filters by industry, colour, device, keyword and every function tag given', async () => {
    const industries = (await h.call('templateIndustries', { token: admin })).json().data;
    const colors = (await h.call('templateColors', { token: admin })).json().data;
    const tags = (await h.call('templateFuncTags', { token: admin, body: {} })).json().data;
    expect([industries.length, colors.length, tags.length]).toEqual([12, 8, 10]);
    expect(industries[0]).toEqual({ id: expect.any(Number), name: '企业官网' });
    const byIndustry = await list({ industryId: industries[1].id, rows: 48 });
    expect(byIndustry.total).toBeGreaterThan(0);
    expect(byIndustry.rows.every((t) => t.industryId === industries[1].id && t.industryName === industries[1].name)).toBe(true);
    const byColor = await list({ colorId: colors[0].id, rows: 48 });
    expect(byColor.rows.every((t) => t.colorName === '蓝色')).toBe(true);
    const pcOnly = await list({ device: 'pc', rows: 48 });
    expect(pcOnly.total).toBeGreaterThan(0);
    expect(pcOnly.rows.every((t) => t.device === 'pc')).toBe(true);
    const both = await list({ funcTagIds: `${tags[0].id},${tags[1].id}`, rows: 48 });
    const one = await list({ funcTagIds: `${tags[0].id}`, rows: 48 });
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(one.total);
    expect(both.rows.every((t) => t.funcTagIds.includes(tags[0].id) && t.funcTagIds.includes(tags[1].id))).toBe(true);
    const keyword = await list({ keyword: '机械制造', rows: 48 });
    expect(keyword.total).toBeGreaterThan(0);
    expect(keyword.rows.every((t) => t.name.includes('机械制造'))).toBe(true);
    expect((await list({ keyword: 'T1001' })).rows.map((t) => t.code)).toEqual(['T1001']);
    // LIKE's own characters are taken literally.
    expect((await list({ keyword: '%' })).total).toBe(0);
  });

  it('高级 templates only for a company with the plus role', async () => {
    expect((await h.call('templatePlusRole', { token: admin })).json().data).toEqual({ allowed: true });
    expect((await h.call('templatePlusRole', { token: contest })).json().data).toEqual({ allowed: false });
    expect((await list({ rows: 48 })).rows.some((t) => t.plus)).toBe(true);
    const plain = await list({ rows: 48 }, contest);
    expect(plain.rows.length).toBeGreaterThan(0);
    expect(plain.rows.some((t) => t.plus)).toBe(false);
    expect((await list({ keyword: 'T1001' }, contest)).total).toBe(0);
  });

  it('the mobile list holds Chinese mobile templates; the foreign list en PC/responsive ones', async () => {
    const phones = (await h.call('phoneThemeList', { token: admin, body: { rows: 48 } })).json().data as ListData<TemplateCard>;
    expect(phones.total).toBeGreaterThan(0);
    expect(phones.rows.every((t) => t.device === 'mobile' && t.siteKind === 'zh')).toBe(true);
    const en = (await h.call('enThemeList', { token: admin, query: { rows: 48 } })).json().data as ListData<TemplateCard>;
    expect(en.total).toBeGreaterThan(0);
    expect(en.rows.every((t) => t.siteKind === 'en' && t.device !== 'mobile')).toBe(true);
  });

  it('refuses bad input in Chinese: 1,,2, 1;x, a long keyword, unknown fields, rows over 48; a caller without the key', async () => {
    for (const funcTagIds of ['1,,2', '1;x', ',1', '0', '1,2,', 'abc']) {
      expect(await refusal(await h.call('templateList', { token: admin, query: { funcTagIds } }))).toMatchObject({ code: 400, message: TEMPLATE_MSG.funcTagsInvalid });
    }
    expect((await refusal(await h.call('phoneThemeList', { token: admin, body: { funcTagIds: '1,,2' } }))).message).toBe(TEMPLATE_MSG.funcTagsInvalid);
    for (const query of [{ keyword: 'x'.repeat(31) }, { rows: 49 }, { page: 0 }, { device: 'tv' }, { siteKind: 'fr' }, { industryId: '1,000' }, { color: 1 }] as Query[]) {
      expect((await refusal(await h.call('templateList', { token: admin, query }))).code).toBe(400);
    }
    expect((await refusal(await h.call('templateFuncTags', { token: admin, body: { x: 1 } }))).code).toBe(400);
    expect(await refusal(await h.call('templateList', { token: operator }))).toMatchObject({ code: 403, message: MSG.forbidden });
    expect((await h.call('templateList', {})).json().code).toBe(401);
  });
});

describe('pictures and demo pages', () => {
  it('a template’s pictures are WebP drawn by the server; its demo page is escaped, runs nothing and names it', async () => {
    const pic = await h.built.app.inject({ method: 'GET', url: '/tpl-assets/T1001/pc.webp' });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/webp');
    expect(pic.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const again = await h.built.app.inject({ method: 'GET', url: '/tpl-assets/T1001/pc.webp' });
    expect(again.rawPayload.equals(pic.rawPayload)).toBe(true);
    const page = await h.built.app.inject({ method: 'GET', url: '/tpl-demo/T1001/mobile.html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('简约青色企业官网模板');
    expect(page.body).toContain('手机版演示');
    expect(page.body).not.toMatch(/<script/i);
    for (const url of ['/tpl-demo/T99999/pc.html', '/tpl-demo/T1001/tv.html', '/tpl-assets/..%2F..%2Fetc/pc.webp', '/site-preview/1001/x.png', '/site-preview/1001/5eed0000000000000000000000001001-1-0-pc.png']) {
      const res = await h.built.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
  });
});

describe('我的服务', () => {
  it('lists the company’s entitlements with their sites; another company’s line is not found', async () => {
    const lines: ListData<ServiceLine> = (await h.call('myServices', { token: admin, body: {} })).json().data;
    expect(lines.rows.map((l) => l.ProductRecordID)).toEqual(expect.arrayContaining([5001, 5003, UNUSED_ENTITLEMENT.demoTech]));
    expect(lines.rows.find((l) => l.ProductRecordID === 5001)).toMatchObject({ serviceCode: 'pc', twebId: SITE.corporate, siteName: '示范企业官网', name: '中文站旗舰版' });
    expect(lines.rows.every((l) => l.ProductRecordID !== 5008)).toBe(true);
    expect((await h.call('myServiceEditInfo', { token: admin, body: { ProductRecordID: 5003 } })).json().data).toMatchObject({ serviceCode: 'en', twebId: SITE.global });
    expect(await refusal(await h.call('myServiceEditInfo', { token: admin, body: { ProductRecordID: 5008 } }))).toMatchObject({ code: 404, message: TEMPLATE_MSG.serviceNotFound });
    expect((await refusal(await h.call('myServiceEditInfo', { token: admin, body: { ProductRecordID: '5001;x' } }))).code).toBe(400);
  });
});

describe('the current template and changing it', () => {
  it('the seeded Chinese site shows its template and history; 编辑网站 is on its system address', async () => {
    await activate(SITE.corporate);
    const info: ThemeInfo = (await h.call('themeInfo', { token: admin })).json().data;
    expect(info).toMatchObject({ twebId: SITE.corporate, mode: 'zh', roadType: 0, template: { code: SEED_THEMES.corporate.current }, mobileTemplate: null });
    expect(info.history.map((e) => e.code)).toEqual([SEED_THEMES.corporate.earlier]);
    expect((await h.call('adminTheme', { token: admin })).json().data).toEqual(info);
    expect((await h.call('isChangeTheme', { token: admin })).json().data).toEqual({ allowed: true, reason: '' });
    const url = (await h.call('desktopUrl', { token: admin })).json().data.url as string;
    const site = await h.built.db.selectFrom('sites').select('open_first_url').where('id', '=', SITE.corporate).executeTakeFirstOrThrow();
    expect(url.startsWith(`${site.open_first_url.replace(/\/$/, '')}/desktop/?twebId=${SITE.corporate}`)).toBe(true);
  });

  it('a Chinese change keeps every article, records the replaced template and sets theme_name', async () => {
    await activate(SITE.corporate);
    const articlesBefore = await h.built.db.selectFrom('articles').selectAll().where('site_id', '=', SITE.corporate).orderBy('id').execute();
    expect(articlesBefore.length).toBeGreaterThan(0);
    const target = await pick({ site_kind: 'zh', device: 'pc', plus: 0 });
    const res = await h.call('themeChange', { token: admin, body: { templateId: target.id } });
    expect(res.json()).toMatchObject({ code: 200 });
    const info: ThemeInfo = res.json().data;
    expect(info.template?.code).toBe(target.code);
    expect(info.history.map((e) => [e.code, e.account])).toEqual([[SEED_THEMES.corporate.current, 'admin'], [SEED_THEMES.corporate.earlier, 'admin']]);
    expect(await h.built.db.selectFrom('articles').selectAll().where('site_id', '=', SITE.corporate).orderBy('id').execute()).toEqual(articlesBefore);
    expect((await h.built.db.selectFrom('sites').select('theme_name').where('id', '=', SITE.corporate).executeTakeFirstOrThrow()).theme_name).toBe(target.code);
  });

  it('refuses a wrong change in Chinese and stores nothing', async () => {
    await activate(SITE.corporate);
    const before = await snapshot(h);
    const en = await pick({ site_kind: 'en', device: 'responsive', plus: 0 });
    const mobile = await pick({ site_kind: 'zh', device: 'mobile', plus: 0 });
    const current = (await h.call('themeInfo', { token: admin })).json().data.template.id;
    const cases: [unknown, number, string][] = [
      [{ templateId: en.id }, 400, TEMPLATE_MSG.zhOnly],
      [{ templateId: mobile.id }, 400, TEMPLATE_MSG.mobileNotForPc],
      [{ mobileTemplateId: mobile.id }, 400, TEMPLATE_MSG.mobileNeedsPcMobile],
      [{}, 400, TEMPLATE_MSG.chooseOne],
      [{ templateId: current }, 400, TEMPLATE_MSG.sameTemplate],
      [{ templateId: 999_999 }, 404, TEMPLATE_MSG.templateNotFound],
    ];
    for (const [body, code, message] of cases) {
      expect({ body, ...(await refusal(await h.call('themeChange', { token: admin, body }))) }).toMatchObject({ body, code, message });
    }
    for (const body of [{ templateId: '1,,2' }, { templateId: 1, x: 1 }, { templateId: -1 }]) {
      expect((await refusal(await h.call('themeChange', { token: admin, body }))).code).toBe(400);
    }
    expect(await refusal(await h.call('enThemeChange', { token: admin, body: { templateId: en.id } }))).toMatchObject({ code: 400, message: TEMPLATE_MSG.notForeign });
    expect(await refusal(await h.call('themeChange', { token: operator, body: { templateId: 1 } }))).toMatchObject({ code: 403, message: MSG.forbidden });
    expect(await snapshot(h)).toEqual(before);
  });

  it('a foreign site changes to en templates only; its history is kept', async () => {
    await activate(SITE.global);
    const info: ThemeInfo = (await h.call('themeInfo', { token: admin })).json().data;
    expect(info).toMatchObject({ mode: 'foreign', template: { code: SEED_THEMES.global.current }, history: [] });
    const zh = await pick({ site_kind: 'zh', device: 'pc', plus: 0 });
    expect(await refusal(await h.call('enThemeChange', { token: admin, body: { templateId: zh.id } }))).toMatchObject({ code: 400, message: TEMPLATE_MSG.enOnly });
    expect(await refusal(await h.call('themeChange', { token: admin, body: { templateId: zh.id } }))).toMatchObject({ code: 400, message: TEMPLATE_MSG.foreignUseEn });
    const en = await pick({ site_kind: 'en', device: 'pc', plus: 0 });
    const changed: ThemeInfo = (await h.call('enThemeChange', { token: admin, body: { templateId: en.id } })).json().data;
    expect(changed.template?.code).toBe(en.code);
    expect(changed.history.map((e) => e.code)).toEqual([SEED_THEMES.global.current]);
    await activate(SITE.corporate);
  });

  it('isChangeTheme says why not: an expired site, a mini-program, a demo account; an old-system site may take a template', async () => {
    await activate(SITE.expired);
    expect((await h.call('isChangeTheme', { token: admin })).json().data).toEqual({ allowed: false, reason: MSG.siteExpired });
    // A site of the old system (a theme name, no template of the catalogue) takes its first template by a change.
    await activate(SITE.foreignTrade);
    expect((await h.call('isChangeTheme', { token: admin })).json().data).toEqual({ allowed: true, reason: '' });
    expect((await h.call('themeInfo', { token: admin })).json().data).toMatchObject({ mode: 'foreign', template: null, history: [] });
    const en = await pick({ site_kind: 'en', device: 'responsive', plus: 0 }, 1);
    expect((await h.call('enThemeChange', { token: admin, body: { templateId: en.id } })).json().data).toMatchObject({ template: { code: en.code }, history: [] });
    expect((await h.built.db.selectFrom('sites').select('theme_name').where('id', '=', SITE.foreignTrade).executeTakeFirstOrThrow()).theme_name).toBe(en.code);
    await activate(SITE.miniProgram);
    expect((await h.call('isChangeTheme', { token: admin })).json().data).toEqual({ allowed: false, reason: TEMPLATE_MSG.notWebsite });
    expect((await h.call('isChangeTheme', { token: demo })).json().data).toEqual({ allowed: false, reason: MSG.demoAccount });
    expect(await refusal(await h.call('themeChange', { token: demo, body: { templateId: 1 } }))).toMatchObject({ code: 403, message: MSG.demoAccount });
    await activate(SITE.corporate);
  });
});

describe('building a site from a template', () => {
  let twebId: number;
  let contestSite: number;
  beforeAll(async () => {
    twebId = await newSite(admin, UNUSED_ENTITLEMENT.demoTech, '模板测试站');
    contestSite = await newSite(contest, UNUSED_ENTITLEMENT.contest, '竞赛新站');
  });

  it('refuses in Chinese and stores nothing: unknown, wrong-kind and 高级 templates, another company’s site, a built site, a demo account', async () => {
    const before = await snapshot(h);
    const plusZh = await pick({ site_kind: 'zh', device: 'responsive', plus: 1 });
    const en = await pick({ site_kind: 'en', device: 'responsive', plus: 0 });
    const mobile = await pick({ site_kind: 'zh', device: 'mobile', plus: 0 });
    const plain = await pick({ site_kind: 'zh', device: 'responsive', plus: 0 });
    const cases: [string, Query, number, string][] = [
      [admin, { twebId, templateId: 999_999 }, 404, TEMPLATE_MSG.templateNotFound],
      [admin, { twebId, templateId: en.id }, 400, TEMPLATE_MSG.zhOnly],
      [admin, { twebId, templateId: mobile.id }, 400, TEMPLATE_MSG.mobileNotForPc],
      [admin, { twebId, templateId: plain.id, mobileTemplateId: mobile.id }, 400, TEMPLATE_MSG.mobileNeedsPcMobile],
      [contest, { twebId: contestSite, templateId: plusZh.id }, 403, TEMPLATE_MSG.plusRequired],
      [admin, { twebId: SITE.demo, templateId: plain.id }, 404, MSG.siteNotFound],
      [admin, { twebId: contestSite, templateId: plain.id }, 404, MSG.siteNotFound],
      [admin, { twebId: SITE.corporate, templateId: plain.id }, 409, TEMPLATE_MSG.alreadyBuilt],
      [admin, { twebId: SITE.miniProgram, templateId: plain.id }, 400, TEMPLATE_MSG.notWebsite],
      [demo, { twebId: SITE.demo, templateId: plain.id }, 403, MSG.demoAccount],
    ];
    for (const [token, query, code, message] of cases) {
      expect({ query, ...(await refusal(await h.call('siteBuildFromTemplate', { token, query }))) }).toMatchObject({ query, code, message });
    }
    for (const query of [{ twebId: '1,,2', templateId: plain.id }, { twebId, templateId: '1;x' }, { twebId, templateId: plain.id, x: 1 }, { twebId }] as Query[]) {
      expect((await refusal(await h.call('siteBuildFromTemplate', { token: admin, query }))).code).toBe(400);
    }
    expect(await refusal(await h.call('siteBuildFromTemplate', { token: operator, query: { twebId, templateId: plain.id } }))).toMatchObject({ code: 403, message: MSG.forbidden });
    expect(await refusal(await h.call('sitePreviewPic', { token: admin, body: { twebId } }))).toMatchObject({ code: 409, message: TEMPLATE_MSG.noPreview });
    expect(await snapshot(h)).toEqual(before);
  });

  it('builds the site through a sites.build task to 建站完成: theme, theme_name, preview pictures; a second build is refused', async () => {
    const template = await pick({ site_kind: 'zh', device: 'responsive', plus: 1 });
    const res = await h.call('siteBuildFromTemplate', { token: admin, query: { twebId, templateId: template.id } });
    expect(res.json()).toMatchObject({ code: 200, data: { twebId, taskId: expect.any(Number) } });
    const { taskId } = res.json().data;
    await activate(twebId);
    const view = await finished(taskId);
    expect(view).toMatchObject({ kind: 'sites.build', state: 'succeeded', done: 3, total: 3, stage: TEMPLATE_MSG.stageDone, title: `使用模板 ${template.code} 建站：模板测试站` });
    const site = await h.built.db.selectFrom('sites').select('theme_name').where('id', '=', twebId).executeTakeFirstOrThrow();
    expect(site.theme_name).toBe(template.code);
    const info: ThemeInfo = (await h.call('themeInfo', { token: admin })).json().data;
    expect(info).toMatchObject({ twebId, mode: 'zh', template: { id: template.id, plus: true }, history: [] });
    const pictures = (await h.call('sitePreviewPic', { token: admin, body: { twebId } })).json().data;
    expect(pictures.pc).toMatch(new RegExp(`^/site-preview/${twebId}/[0-9a-f]{32}-${template.id}-0-pc\\.png$`));
    for (const url of [pictures.pc, pictures.mobile]) {
      const png = await h.built.app.inject({ method: 'GET', url });
      expect(png.statusCode).toBe(200);
      expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    expect(await refusal(await h.call('siteBuildFromTemplate', { token: admin, query: { twebId, templateId: template.id } }))).toMatchObject({ code: 409, message: TEMPLATE_MSG.alreadyBuilt });
    expect(await refusal(await h.call('sitePreviewPic', { token: contest, body: { twebId } }))).toMatchObject({ code: 404, message: MSG.siteNotFound });
    await activate(SITE.corporate);
  });

  it('two builds of one site at once: one starts, the other is refused', async () => {
    const template = await pick({ site_kind: 'zh', device: 'pc', plus: 0 });
    const [a, b] = await Promise.all([0, 1].map(() => h.call('siteBuildFromTemplate', { token: contest, query: { twebId: contestSite, templateId: template.id } })));
    const answers = [a.json(), b.json()].map((j) => j.code).sort();
    expect(answers).toEqual([200, 409]);
    const started = [a.json(), b.json()].find((j) => j.code === 200).data.taskId;
    await activate(contestSite, contest);
    expect((await finished(started, contest)).state).toBe('succeeded');
    expect(await h.built.db.selectFrom('site_themes').selectAll().where('site_id', '=', contestSite).execute()).toHaveLength(1);
    await activate(SITE.contest, contest);
  });

  it('a build whose task is gone (cancelled while queued) is cleared: 建站中 first, then the site can be built again', async () => {
    const site = await newSite(admin, (await h.built.db.insertInto('entitlements').values({ company_id: 1, service_code: 'pc', name: '测试权益', site_id: null, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow()).id, '取消测试站');
    const template = await pick({ site_kind: 'zh', device: 'pc', plus: 0 }, 1);
    // A building row whose task has ended without finishing it (what a cancel while queued leaves).
    await h.built.db.insertInto('site_themes').values({ site_id: site, template_id: template.id, mobile_template_id: null, state: 'building', build_task_id: 0, preview_token: 'a'.repeat(32), updated_at: Date.now() }).execute();
    await activate(site);
    expect((await h.call('isChangeTheme', { token: admin })).json().data).toEqual({ allowed: false, reason: TEMPLATE_MSG.building });
    expect(await refusal(await h.call('siteBuildFromTemplate', { token: admin, query: { twebId: site, templateId: template.id } }))).toMatchObject({ code: 409 });
    const task = await h.call('siteBuildFromTemplate', { token: contest, query: { twebId: site, templateId: template.id } });
    expect(task.json().code).toBe(404);
    // The row now names an ended task: it is removed on the next look.
    const ended = (await h.built.db.selectFrom('tasks').select('id').where('state', '=', 'succeeded').limit(1).executeTakeFirstOrThrow()).id;
    await h.built.db.updateTable('site_themes').set({ build_task_id: ended }).where('site_id', '=', site).execute();
    expect((await h.call('isChangeTheme', { token: admin })).json().data).toEqual({ allowed: false, reason: TEMPLATE_MSG.notBuilt });
    const res = await h.call('siteBuildFromTemplate', { token: admin, query: { twebId: site, templateId: template.id } });
    expect(res.json().code).toBe(200);
    expect((await finished(res.json().data.taskId)).state).toBe('succeeded');
    await activate(SITE.corporate);
  });

  it('a PC-and-mobile site is built with a mobile template and changes its mobile template alone', async () => {
    const pc = await pick({ site_kind: 'zh', device: 'responsive', plus: 0 });
    const [m1, m2] = [await pick({ site_kind: 'zh', device: 'mobile', plus: 0 }), await pick({ site_kind: 'zh', device: 'mobile', plus: 0 }, 1)];
    const res = await h.call('siteBuildFromTemplate', { token: admin, query: { twebId: SITE.marketingFree, templateId: pc.id, mobileTemplateId: m1.id } });
    expect(res.json().code).toBe(200);
    await activate(SITE.marketingFree);
    expect((await finished(res.json().data.taskId)).state).toBe('succeeded');
    const info: ThemeInfo = (await h.call('themeInfo', { token: admin })).json().data;
    expect(info).toMatchObject({ mode: 'pcMobile', roadType: 1, template: { id: pc.id }, mobileTemplate: { id: m1.id } });
    const changed: ThemeInfo = (await h.call('themeChange', { token: admin, body: { mobileTemplateId: m2.id } })).json().data;
    expect(changed).toMatchObject({ template: { id: pc.id }, mobileTemplate: { id: m2.id } });
    expect(changed.history.map((e) => e.code)).toEqual([m1.code]);
    const rows = await h.built.db.selectFrom('site_theme_history').select('device').where('site_id', '=', SITE.marketingFree).execute();
    expect(rows).toEqual([{ device: 'mobile' }]);
    const pics = (await h.call('sitePreviewPic', { token: admin, body: { twebId: SITE.marketingFree } })).json().data;
    expect(pics.mobile).toContain(`-${pc.id}-${m2.id}-mobile.png`);
    // The pictures of the replaced pair go with the daily cleanup; the current ones stay.
    const dir = path.join(h.dir, 'site-preview', String(SITE.marketingFree));
    expect(fs.readdirSync(dir).filter((n) => n.includes(`-${m1.id}-`))).toHaveLength(2);
    await h.built.maintenance.run();
    expect(fs.readdirSync(dir).sort()).toEqual([pics.mobile, pics.pc].map((u: string) => u.split('/').pop()).sort());
    // 清除缓存 lists and empties them; they are drawn again on the next look.
    const cache = () => h.call('siteCacheList', { token: admin }).then((r) => (r.json().data.rows as { id: string; label: string; entries: number }[]).find((c) => c.id === 'sites.preview'));
    expect(await cache()).toMatchObject({ label: '网站预览图', entries: 2 });
    expect((await h.call('siteCacheClear', { token: admin, body: { ids: ['sites.preview'] } })).json().code).toBe(200);
    expect(await cache()).toMatchObject({ entries: 0 });
    expect((await h.built.app.inject({ method: 'GET', url: pics.pc })).statusCode).toBe(404);
    expect((await h.call('sitePreviewPic', { token: admin, body: { twebId: SITE.marketingFree } })).json().data).toEqual(pics);
    expect((await h.built.app.inject({ method: 'GET', url: pics.pc })).statusCode).toBe(200);
    await activate(SITE.corporate);
  });
});

describe('another company', () => {
  it('sees its own template state only: the demo site has none, and admin’s services are not listed', async () => {
    const info: ThemeInfo = (await h.call('themeInfo', { token: demo })).json().data;
    expect(info).toMatchObject({ twebId: SITE.demo, template: null, history: [] });
    const lines: ListData<ServiceLine> = (await h.call('myServices', { token: demo, body: {} })).json().data;
    expect(lines.rows.map((l) => l.ProductRecordID)).toEqual([5008]);
    expect(await templateId('T1001')).toBeGreaterThan(0);
  });
});

describe('a restart', () => {
  it('a build left running by a process that died is run again to 建站完成; one the user had cancelled is cleared', async () => {
    const env: Record<string, string> = PG ? { TASK_STALE_SECONDS: '2' } : {};
    const h1 = await startServer(env);
    let h2: Harness | null = null;
    try {
      const token1 = await h1.login('admin');
      const site = (await h1.call('siteBuild', { token: token1, body: { type: 'zh', site_name: '重启建站', proId: UNUSED_ENTITLEMENT.demoTech } })).json().data.id as number;
      const template = await h1.built.db.selectFrom('templates').select(['id', 'code']).where('site_kind', '=', 'zh').where('device', '=', 'pc').where('plus', '=', 0).orderBy('id').executeTakeFirstOrThrow();
      const other = await h1.built.db.selectFrom('sites').select('id').where('id', '=', SITE.marketingFree).executeTakeFirstOrThrow();
      // Rows a process left when it died mid-build (a crash, a power cut): the theme building, its task running.
      const crashed = async (siteId: number, cancelRequested: number) => {
        const task = await h1.built.db.insertInto('tasks').values({
          site_id: siteId, account_id: 1, kind: 'sites.build', title: '崩溃前的建站', input: JSON.stringify({ twebId: siteId, templateId: template.id, code: template.code, siteName: 'x' }),
          state: 'running', done: 1, total: 3, stage: TEMPLATE_MSG.stagePictures, error: null, result: null, result_name: null, result_path: null,
          cancel_requested: cancelRequested, attempts: 1, created_at: Date.now(), started_at: Date.now(), finished_at: null, updated_at: Date.now() - 60_000,
        }).returning('id').executeTakeFirstOrThrow();
        await h1.built.db.insertInto('site_themes').values({ site_id: siteId, template_id: template.id, mobile_template_id: null, state: 'building', build_task_id: task.id, preview_token: 'b'.repeat(32), updated_at: Date.now() }).execute();
        return task.id;
      };
      const resumed = await crashed(site, 0);
      const cancelled = await crashed(other.id, 1);
      await h1.built.close();

      h2 = await startServer({ ...env, DATA_DIR: h1.dir, ...(PG ? { DATABASE_URL: h1.config.databaseUrl! } : {}) });
      const token = await h2.login('admin');
      const viewOf = async (twebId: number, id: number) => {
        expect((await h2!.call('siteActive', { token, query: { twebId } })).statusCode).toBe(200);
        const deadline = Date.now() + 30_000;
        for (;;) {
          const view: TaskView = (await h2!.call('taskGet', { token, query: { id } })).json().data;
          if (!['queued', 'running'].includes(view.state)) return view;
          if (Date.now() > deadline) throw new Error(`任务未结束：${JSON.stringify(view)}`);
          await sleep(50);
        }
      };
      expect(await viewOf(site, resumed)).toMatchObject({ state: 'succeeded', done: 3, total: 3, stage: TEMPLATE_MSG.stageDone });
      expect((await h2.call('themeInfo', { token })).json().data).toMatchObject({ twebId: site, template: { code: template.code } });
      expect((await h2.built.db.selectFrom('sites').select('theme_name').where('id', '=', site).executeTakeFirstOrThrow()).theme_name).toBe(template.code);
      expect(await viewOf(other.id, cancelled)).toMatchObject({ state: 'cancelled' });
      expect((await h2.call('isChangeTheme', { token })).json().data).toEqual({ allowed: false, reason: TEMPLATE_MSG.notBuilt });
      expect(await h2.built.db.selectFrom('site_themes').select('site_id').where('site_id', '=', other.id).execute()).toEqual([]);
    } finally {
      await h2?.close();
      await h1.close().catch(() => undefined);
    }
  });
});
