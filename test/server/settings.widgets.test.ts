// The visitor widgets and the application centre on the server (issue 14 §5, §10): each widget route
// behind its page's key (and app_center where the app centre offers the page), checked by the
// shared rules (unknown fields, javascript: links, http .mp4, six buttons …: a Chinese message and
// nothing stored), scoped to the active site; the public route serving only enabled widgets' public
// fields; the app centre's list by site type and keys, its switch turning a widget off for visitors;
// 熊掌号's token sealed, masked and never served.
import type { ApiName } from '../../shared/domain/api/endpoints';
import { APP_MSG, BEARSPAW_MSG } from '../../shared/domain/apps';
import { MSG } from '../../shared/domain/messages';
import { WIDGET_MSG, type WidgetSettings } from '../../shared/domain/settings/widgets';
import { SITE } from '../../server/core/db/seedData';
import { tokenWith } from './support/content';
import { callsAs, CHINESE, opLogs, snapshot, startServer, type Harness } from './support/harness';
import { multipart } from './support/multipart';
import { mp4 } from '../support/mp4Files';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
}, 30_000);
afterAll(() => h.close());

const { call, data } = callsAs(() => h, () => admin);
const publicWidgets = async (siteId: number) => (await h.call('widgetPublic', { query: { siteId } })).json().data;
const switchSite = (twebId: number, token = admin) => data('siteActive', { query: { twebId } }, token);

const bar = (over: Partial<WidgetSettings<'bottomBar'>> = {}): WidgetSettings<'bottomBar'> => ({
  enabled: true,
  buttons: [
    { type: 'phone', label: '电话', value: '13800138000' },
    { type: 'wechat', label: '微信', value: 'demo_wechat' },
    { type: 'message', label: '在线留言', value: '/message' },
  ],
  ...over,
});
const video = (over: Partial<WidgetSettings<'video'>> = {}): WidgetSettings<'video'> => ({
  enabled: true, source: 'url', url: 'https://video.example.com/a.mp4', poster: '', corner: 'left-bottom', width: 300, ...over,
});

describe('the seeded demo site', () => {
  it('serves visitors its enabled widgets only: share, customer service and the bottom bar, not the switched-off video', async () => {
    const payload = await publicWidgets(SITE.corporate);
    expect(Object.keys(payload).sort()).toEqual(['bottomBar', 'customer', 'share', 'siteId']);
    expect(payload.share).toEqual({ channels: ['wechat', 'weibo', 'qq'], position: 'right' });
    expect(payload.customer.qq.length).toBeGreaterThan(0);
    expect(payload.customer.phone).toBe('400-800-1234');
    expect(payload.bottomBar.buttons.map((b: { label: string }) => b.label)).toEqual(['电话', '地图导航', '在线留言']);
    // The video is set up (its page shows it) but switched off.
    const v = await data('widgetVideoGet');
    expect(v.settings).toMatchObject({ enabled: false, url: 'https://video.example.com/corporate/promo-2025.mp4' });
  });

  it('answers 404 for a site that is not live (expired, offline, unknown) and never serves foreign widgets to a Chinese site', async () => {
    for (const siteId of [SITE.expired, SITE.marketingFree, 999_999]) {
      const res = await h.call('widgetPublic', { query: { siteId } });
      expect([siteId, res.statusCode, res.json().message]).toEqual([siteId, 404, WIDGET_MSG.siteClosed]);
    }
    // A foreign widget's row on a Chinese site (written by hand) is still not served there.
    await h.built.db.insertInto('site_widgets').values({ site_id: SITE.corporate, kind: 'enShare', enabled: 1, config: '{"channels":["x"],"position":"left"}', updated_at: 1 }).execute();
    expect((await publicWidgets(SITE.corporate)).enShare).toBeUndefined();
    await h.built.db.deleteFrom('site_widgets').where('site_id', '=', SITE.corporate).where('kind', '=', 'enShare').execute();
    const global = await publicWidgets(SITE.global);
    expect(Object.keys(global).sort()).toEqual(['enMessage', 'enShare', 'siteId']);
    expect(global.enMessage.formId).toBeGreaterThan(0);
  });
});

describe('keys', () => {
  it('refuses every widget route without its page’s key; app_center opens only the pages the app centre offers', async () => {
    const centreOnly = await tokenWith(h, ['app_center'], '应用中心专员');
    for (const name of ['widgetShareGet', 'widgetCustomerGet', 'widgetEnShareGet', 'widgetEnMessageGet'] as ApiName[]) {
      const res = await call(name, {}, centreOnly);
      expect([name, res.statusCode, res.json().message]).toEqual([name, 403, MSG.forbidden]);
    }
    expect((await call('widgetShareSave', { body: { enabled: false, channels: ['qq'], position: 'left' } }, centreOnly)).statusCode).toBe(403);
    expect((await call('widgetBottomBarGet', {}, centreOnly)).statusCode).toBe(200);
    expect((await call('widgetVideoGet', {}, centreOnly)).statusCode).toBe(200);
    const saved = await data('widgetBottomBarSave', { body: bar() }, centreOnly);
    expect(saved.settings.buttons).toHaveLength(3);

    const shareOnly = await tokenWith(h, ['app_fxyssz'], '分享专员');
    expect((await call('widgetShareGet', {}, shareOnly)).statusCode).toBe(200);
    expect((await call('widgetBottomBarGet', {}, shareOnly)).statusCode).toBe(403);
    expect((await call('appList', {}, shareOnly)).statusCode).toBe(403);
  });
});

describe('bad input: a Chinese message and nothing stored', () => {
  it.each([
    ['an unknown field', 'widgetShareSave', { enabled: true, channels: ['qq'], position: 'left', script: 'x' }, `${MSG.unknownField}：script`],
    ['a javascript: link for 在线留言', 'widgetBottomBarSave', bar({ buttons: [...bar().buttons.slice(0, 2), { type: 'message', label: '', value: 'javascript:alert(1)' }] }), WIDGET_MSG.buttonLinkInvalid(3)],
    ['six buttons', 'widgetBottomBarSave', bar({ buttons: Array.from({ length: 6 }, () => ({ type: 'phone' as const, label: '', value: '13800138000' })) }), WIDGET_MSG.buttonsCount],
    ['one button', 'widgetBottomBarSave', bar({ buttons: [{ type: 'phone', label: '', value: '13800138000' }] }), WIDGET_MSG.buttonsCount],
    ['a phone number of letters', 'widgetBottomBarSave', bar({ buttons: [{ type: 'phone', label: '', value: 'call-me' }, { type: 'sms', label: '', value: '13800138000' }] }), WIDGET_MSG.buttonPhoneInvalid(1)],
    ['an http .mp4', 'widgetVideoSave', video({ url: 'http://video.example.com/a.mp4' }), WIDGET_MSG.videoUrlInvalid],
    ['an https address that is not an .mp4', 'widgetVideoSave', video({ url: 'https://video.example.com/a.mp4.html' }), WIDGET_MSG.videoUrlInvalid],
    ['a javascript: video', 'widgetVideoSave', video({ url: 'javascript:alert(1)//.mp4' }), WIDGET_MSG.videoUrlInvalid],
    ['a width of 199', 'widgetVideoSave', video({ width: 199 }), WIDGET_MSG.videoWidth],
    ['a width of 481', 'widgetVideoSave', video({ width: 481 }), WIDGET_MSG.videoWidth],
    ['a QQ number of 3 digits', 'widgetCustomerSave', { enabled: true, side: 'left', qq: ['10001', '123'], wechatQr: '', phone: '', hours: '' }, WIDGET_MSG.qqInvalid(2)],
    ['a picture that is not of the library', 'widgetCustomerSave', { enabled: true, side: 'left', qq: [], wechatQr: 'https://evil.example.com/qr.png', phone: '', hours: '' }, WIDGET_MSG.imageInvalid],
    ['customer service switched on with no contact', 'widgetCustomerSave', { enabled: true, side: 'left', qq: [], wechatQr: '', phone: '', hours: '9-18' }, WIDGET_MSG.contactRequired],
    ['no share channel', 'widgetShareSave', { enabled: true, channels: [], position: 'left' }, WIDGET_MSG.channelsRequired],
  ] as [string, ApiName, unknown, string][])('refuses %s', async (_label, name, body, message) => {
    const before = await snapshot(h);
    const res = await call(name, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(CHINESE.test(res.json().message)).toBe(true);
    expect(await snapshot(h)).toEqual(before);
  });
});

describe('site scope', () => {
  it('saves the active site’s widget only; another site’s picture or form answers 404', async () => {
    const token = await h.login('admin');
    await switchSite(SITE.corporate, token);
    const before = await snapshot(h);
    const foreignQr = `/uploads/${SITE.global}/2026-01/${'a'.repeat(32)}.png`;
    const res = await call('widgetCustomerSave', { body: { enabled: true, side: 'left', qq: ['10001'], wechatQr: foreignQr, phone: '', hours: '' } }, token);
    expect([res.statusCode, res.json().message]).toEqual([404, '所选文件不存在或不属于当前网站']);
    expect(await snapshot(h)).toEqual(before);
    // The site's own library picture is taken and served.
    const ownQr = `/uploads/${SITE.corporate}/2026-01/${'b'.repeat(32)}.png`;
    await data('widgetCustomerSave', { body: { enabled: true, side: 'left', qq: ['10001'], wechatQr: ownQr, phone: '', hours: '' } }, token);
    expect((await publicWidgets(SITE.corporate)).customer).toEqual({ side: 'left', qq: ['10001'], wechatQr: ownQr, phone: '', hours: '' });

    // On the foreign site: its own form is accepted, the Chinese site's is not.
    await switchSite(SITE.global, token);
    const zhForm = await h.built.db.selectFrom('forms').select('id').where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow();
    const refused = await call('widgetEnMessageSave', { body: { enabled: true, side: 'left', whatsapp: '', email: '', formId: zhForm.id, formButton: 'Ask' } }, token);
    expect([refused.statusCode, refused.json().message]).toEqual([404, WIDGET_MSG.formNotFound]);
    const zhShare = await publicWidgets(SITE.corporate);
    const saved = await data('widgetEnShareSave', { body: { enabled: true, channels: ['x'], position: 'bottom' } }, token);
    expect(saved.settings.channels).toEqual(['x']);
    expect((await publicWidgets(SITE.global)).enShare).toEqual({ channels: ['x'], position: 'bottom' });
    expect(await publicWidgets(SITE.corporate)).toEqual(zhShare);

    // Foreign widgets are not for a Chinese site.
    await switchSite(SITE.corporate, token);
    const zh = await call('widgetEnShareGet', {}, token);
    expect([zh.statusCode, zh.json().message]).toEqual([400, WIDGET_MSG.foreignOnly]);
  });

  it('logs each save with the fields it changed', async () => {
    await data('widgetVideoSave', { body: video({ enabled: false, width: 400, corner: 'right-top', url: 'https://video.example.com/corporate/promo-2025.mp4' }) });
    const row = (await opLogs(h)).filter((r) => r.detail === '保存浮动视频设置').at(-1);
    const changes = JSON.parse(row?.changes ?? '[]') as { field: string; before: unknown; after: unknown }[];
    expect(changes).toEqual(expect.arrayContaining([{ field: 'width', before: 320, after: 400 }, { field: 'corner', before: 'right-bottom', after: 'right-top' }]));
    expect(changes.map((c) => c.field)).not.toContain('url');
  });
});

describe('the application centre', () => {
  it('lists the site type’s apps the caller may open, with their states', async () => {
    const { apps } = await data('appList');
    const keys = apps.map((a: { key: string }) => a.key);
    expect(keys).toEqual(['share', 'customer', 'toutiao', 'bottomBar', 'video', 'bearspaw']);
    expect(apps.find((a: { key: string }) => a.key === 'share')).toEqual({ key: 'share', enabled: true, provided: true });
    expect(apps.find((a: { key: string }) => a.key === 'bearspaw')).toEqual({ key: 'bearspaw', enabled: false, provided: true });

    // The operator holds app_center but no system settings: only the apps whose pages the app centre offers.
    const operator = await h.login('operator');
    const theirs = (await data('appList', {}, operator)).apps.map((a: { key: string }) => a.key);
    expect(theirs).toEqual(['toutiao', 'bottomBar', 'video', 'bearspaw']);
    const refused = await call('appSwitch', { body: { key: 'share', enabled: false } }, operator);
    expect(refused.statusCode).toBe(403);
  });

  it('switching a widget off takes it off the public route; on again brings it back', async () => {
    await data('widgetShareSave', { body: { enabled: true, channels: ['wechat', 'qq'], position: 'left' } });
    expect((await publicWidgets(SITE.corporate)).share).toBeDefined();
    const off = await data('appSwitch', { body: { key: 'share', enabled: false } });
    expect(off).toEqual({ key: 'share', enabled: false, provided: true });
    expect((await publicWidgets(SITE.corporate)).share).toBeUndefined();
    expect((await data('widgetShareGet')).settings).toMatchObject({ enabled: false, channels: ['wechat', 'qq'] });
    const row = (await opLogs(h)).at(-1);
    expect(row?.detail).toBe('停用应用「分享」');
    expect(JSON.parse(row?.changes ?? '[]')).toEqual([{ field: 'enabled', before: true, after: false }]);
    await data('appSwitch', { body: { key: 'share', enabled: true } });
    expect((await publicWidgets(SITE.corporate)).share).toEqual({ channels: ['wechat', 'qq'], position: 'left' });
  });

  it('refuses to switch on an app not set up yet, an unknown app and a foreign app on a Chinese site', async () => {
    const token = await h.login('admin');
    await switchSite(SITE.shop, token); // a site with no widgets saved
    const before = await snapshot(h);
    const res = await call('appSwitch', { body: { key: 'bottomBar', enabled: true } }, token);
    expect([res.statusCode, res.json().message]).toEqual([400, WIDGET_MSG.notConfigured('底部浮动信息')]);
    const bearspaw = await call('appSwitch', { body: { key: 'bearspaw', enabled: true } }, token);
    expect([bearspaw.statusCode, bearspaw.json().message]).toEqual([400, BEARSPAW_MSG.tokenRequired]);
    for (const key of ['enShare', 'nothing']) {
      const r = await call('appSwitch', { body: { key, enabled: true } }, token);
      expect([key, r.statusCode, r.json().message]).toEqual([key, 404, APP_MSG.notFound]);
    }
    expect(await snapshot(h)).toEqual(before);
  });
});

describe('熊掌号', () => {
  const TOKEN = 'Tok3nSecretValue9876';
  const body = { enabled: true, appid: '1590000000000000', token: TOKEN, clearToken: false, jsonLd: true, followBar: true, followPosition: 'top' };

  it('keeps the token sealed, answers only its mask, and masks it in the log', async () => {
    const saved = await data('bearspawSave', { body });
    expect(saved).toMatchObject({ enabled: true, appid: '1590000000000000', tokenSet: true, tokenMask: '******9876' });
    expect(JSON.stringify(saved)).not.toContain(TOKEN);
    const row = await h.built.db.selectFrom('app_bearspaw').selectAll().where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow();
    expect(row.token_sealed).not.toContain(TOKEN);
    expect(row.token_sealed).toMatch(/^v1:/);
    const log = (await opLogs(h)).filter((r) => r.detail === '保存熊掌号设置').at(-1);
    expect(log?.changes).not.toContain(TOKEN);
    expect(JSON.parse(log?.changes ?? '[]')).toContainEqual({ field: 'token', before: '', after: '******' });
    // A save with the token left blank keeps it.
    const kept = await data('bearspawSave', { body: { ...body, token: '', followBar: false } });
    expect(kept).toMatchObject({ tokenSet: true, tokenMask: '******9876', followBar: false });
  });

  it('serves an article page the JSON-LD of a published article, never the token; nothing when switched off', async () => {
    await data('bearspawSave', { body });
    const article = await h.built.db.selectFrom('articles').select(['id', 'title']).where('site_id', '=', SITE.corporate)
      .where('status', '=', 1).where('disabled', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    const res = await h.call('bearspawPublic', { query: { siteId: SITE.corporate, articleId: article.id } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(TOKEN);
    const served = res.json().data;
    expect(served.appid).toBe('1590000000000000');
    expect(served.jsonLd).toMatchObject({ appid: '1590000000000000', title: article.title });
    expect(served.jsonLd['@id']).toMatch(/^https:\/\/www\.demo-site\.cn\/\w+\/\d+\.html$/);
    expect(served.followBar).toEqual({ position: 'top' });

    const other = await h.built.db.selectFrom('articles').select('id').where('site_id', '=', SITE.global).executeTakeFirstOrThrow();
    const foreign = await h.call('bearspawPublic', { query: { siteId: SITE.corporate, articleId: other.id } });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, BEARSPAW_MSG.articleNotFound]);

    await data('appSwitch', { body: { key: 'bearspaw', enabled: false } });
    expect((await h.call('bearspawPublic', { query: { siteId: SITE.corporate, articleId: article.id } })).json().data).toBeNull();
  });

  it('refuses a malformed appid or token and enabling without them', async () => {
    const token = await h.login('admin');
    await switchSite(SITE.marketingFree, token);
    const before = await snapshot(h);
    for (const [over, message] of [
      [{ appid: '12ab' }, BEARSPAW_MSG.appidInvalid],
      [{ token: 'short' }, BEARSPAW_MSG.tokenInvalid],
      [{ token: '' }, BEARSPAW_MSG.tokenRequired],
    ] as const) {
      const res = await call('bearspawSave', { body: { ...body, ...over } }, token);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await snapshot(h)).toEqual(before);
  });
});

// Last: it leaves the corporate site's video switched on.
describe('the floating video from the image library', () => {
  it('plays an MP4 uploaded to the image library as the floating video; a PDF of the library is refused', async () => {
    const token = await h.login('admin');
    await switchSite(SITE.corporate, token);
    const upload = (file: Buffer, fileName: string) => data('imageUpload', { raw: multipart([{ name: 'file', value: file, fileName }]) }, token);
    const clip = await upload(mp4({ seconds: 20 }), '宣传片.mp4');
    await data('widgetVideoSave', { body: video({ source: 'gallery', url: clip.url }) }, token);
    expect((await publicWidgets(SITE.corporate)).video).toMatchObject({ url: clip.url });
    const played = await h.built.app.inject({ method: 'GET', url: clip.url, headers: { range: 'bytes=0-99' } });
    expect([played.statusCode, played.headers['content-type']]).toEqual([206, 'video/mp4']);

    const pdf = await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), 'brochure.pdf');
    const before = await snapshot(h);
    const refused = await call('widgetVideoSave', { body: video({ source: 'gallery', url: pdf.url }) }, token);
    expect([refused.statusCode, refused.json().message]).toEqual([400, WIDGET_MSG.videoGalleryInvalid]);
    expect(await snapshot(h)).toEqual(before);
  });
});
