// The widgets' and the app centre's shared rules (issue 14 §5, §10), as both the pages and the
// server apply them: button count 2–5 (each type once, each value by its type), the video's width
// 200–480 and https .mp4 only, phone, QQ, WhatsApp and e-mail formats, library pictures of the
// site, what visitors are served, the catalogue's visibility and prices, 熊掌号's appid and token.
import {
  appEntry, appForSiteType, appPriceText, appVisibleTo, checkBearspaw, maskToken, BEARSPAW_MSG, type BearspawSaveRequest,
} from '../../../shared/domain/apps';
import {
  checkWidget, isWidgetEmail, isWidgetHttpsMp4, isWidgetLibraryImage, isWidgetPhone, isWidgetQq, isWidgetVideoWidth, isWidgetWhatsapp,
  normalizeWidget, widgetPublicFields, WIDGET_DEFAULTS, WIDGET_MSG, type WidgetBottomButton, type WidgetSettings,
} from '../../../shared/domain/settings/widgets';

const phone = (value = '13800138000'): WidgetBottomButton => ({ type: 'phone', label: '', value });
const bar = (buttons: WidgetBottomButton[], enabled = true): WidgetSettings<'bottomBar'> => ({ enabled, buttons });
const video = (over: Partial<WidgetSettings<'video'>> = {}): WidgetSettings<'video'> => ({ enabled: true, ...WIDGET_DEFAULTS.video, url: 'https://v.example.com/a.mp4', ...over });
const LIB = (site: number, ext = 'png') => `/uploads/${site}/2026-11/${'0123456789abcdef'.repeat(2)}.${ext}`;

describe('底部浮动信息', () => {
  const five: WidgetBottomButton[] = [phone(), { type: 'sms', label: '', value: '13800138000' }, { type: 'wechat', label: '', value: 'demo_wx' }, { type: 'map', label: '', value: '杭州市西湖区' }, { type: 'message', label: '', value: '/message' }];
  it('takes 2 to 5 buttons, refusing 1 and 6 with the count message', () => {
    expect(checkWidget('bottomBar', bar(five.slice(0, 1)))?.message).toBe(WIDGET_MSG.buttonsCount);
    expect(checkWidget('bottomBar', bar(five.slice(0, 2)))).toBeNull();
    expect(checkWidget('bottomBar', bar(five))).toBeNull();
    expect(checkWidget('bottomBar', bar([...five, phone()]))?.message).toBe(WIDGET_MSG.buttonsCount);
    expect(WIDGET_MSG.buttonsCount).toBe('底部按钮数量需在2~5个之间');
  });
  it('lets an empty bar stay switched off, but not switched on', () => {
    expect(checkWidget('bottomBar', bar([], false))).toBeNull();
    expect(checkWidget('bottomBar', bar([], true))?.message).toBe(WIDGET_MSG.buttonsCount);
  });
  it('takes each type once and checks each value by its type, naming the button', () => {
    expect(checkWidget('bottomBar', bar([phone(), phone()]))).toEqual({ field: 'buttons', message: '「电话」按钮只能添加一个' });
    expect(checkWidget('bottomBar', bar([five[0], { type: 'sms', label: '', value: '138' }]))).toEqual({ field: 'buttons.1', message: WIDGET_MSG.buttonPhoneInvalid(2) });
    expect(checkWidget('bottomBar', bar([five[0], { type: 'wechat', label: '', value: '1abc' }]))?.message).toBe(WIDGET_MSG.buttonWechatInvalid(2));
    expect(checkWidget('bottomBar', bar([five[0], { type: 'map', label: '', value: '' }]))?.message).toBe(WIDGET_MSG.buttonAddressRequired(2));
    for (const link of ['javascript:alert(1)', 'data:text/html,x', '//evil.example.com', 'message']) {
      expect(checkWidget('bottomBar', bar([five[0], { type: 'message', label: '', value: link }]))?.message).toBe(WIDGET_MSG.buttonLinkInvalid(2));
    }
    expect(checkWidget('bottomBar', bar([five[0], { type: 'message', label: '', value: 'https://www.demo-site.cn/message' }]))).toBeNull();
    expect(checkWidget('bottomBar', bar([five[0], { type: 'message', label: '留言板很长的名字', value: '/m' }]))).toBeNull();
    expect(checkWidget('bottomBar', bar([five[0], { type: 'message', label: '留言板很长的名字啊', value: '/m' }]))?.message).toBe(WIDGET_MSG.buttonLabelTooLong(2));
  });
});

describe('浮动视频', () => {
  it('takes a width of 200 to 480 whole pixels', () => {
    expect([199, 200, 480, 481, 300.5].map(isWidgetVideoWidth)).toEqual([false, true, true, false, false]);
    expect(checkWidget('video', video({ width: 481 }))?.message).toBe(WIDGET_MSG.videoWidth);
  });
  it('takes only an https address ending in .mp4', () => {
    expect(isWidgetHttpsMp4('https://v.example.com/a/promo.mp4')).toBe(true);
    expect(isWidgetHttpsMp4('https://v.example.com/a/promo.MP4?t=1')).toBe(true);
    for (const url of ['http://v.example.com/a.mp4', 'https://v.example.com/a.mp4.exe', 'https://v.example.com/a.webm', 'javascript:alert(1)//.mp4', 'ftp://v.example.com/a.mp4', 'https://user:pw@v.example.com/a.mp4', 'https://v.example.com/a b.mp4']) {
      expect([url, isWidgetHttpsMp4(url)]).toEqual([url, false]);
    }
    expect(checkWidget('video', video({ url: 'http://v.example.com/a.mp4' }))).toEqual({ field: 'url', message: WIDGET_MSG.videoUrlInvalid });
  });
  it('takes a library file only when it is an mp4, a poster only from the library, and needs a video when on', () => {
    expect(checkWidget('video', video({ source: 'gallery', url: LIB(1001, 'pdf') }))?.message).toBe(WIDGET_MSG.videoGalleryInvalid);
    expect(checkWidget('video', video({ source: 'gallery', url: LIB(1001, 'mp4') }))).toBeNull();
    expect(checkWidget('video', video({ poster: 'https://evil.example.com/p.png' }))?.message).toBe(WIDGET_MSG.imageInvalid);
    expect(checkWidget('video', video({ url: '' }))?.message).toBe(WIDGET_MSG.videoRequired);
    expect(checkWidget('video', video({ url: '', enabled: false }))).toBeNull();
  });
});

describe('contact formats', () => {
  it('phone: mobile, landline with or without area code, 400/800 numbers', () => {
    for (const ok of ['13800138000', '88886666', '0571-88886666', '057188886666', '400-800-1234', '4008001234']) expect([ok, isWidgetPhone(ok)]).toEqual([ok, true]);
    for (const bad of ['138001380001', '123', 'call-me', '+8613800138000', '0571 8888 6666']) expect([bad, isWidgetPhone(bad)]).toEqual([bad, false]);
  });
  it('QQ: 5 to 11 digits, not starting with 0', () => {
    expect(['10001', '28500123456', '1000', '012345', '285001234567', '1234a'].map(isWidgetQq)).toEqual([true, true, false, false, false, false]);
  });
  it('WhatsApp and e-mail', () => {
    expect(['+8613800138000', '8613800138000', '+0123456', '+86 138'].map(isWidgetWhatsapp)).toEqual([true, true, false, false]);
    expect(['sales@demo-global.com', 'a@b', 'a b@c.com', '"x"@c.com'].map(isWidgetEmail)).toEqual([true, false, false, false]);
  });
  it('customer service: each QQ checked by position, no repeats, at least one contact when on', () => {
    const c = (over: Partial<WidgetSettings<'customer'>>): WidgetSettings<'customer'> => ({ enabled: true, ...WIDGET_DEFAULTS.customer, ...over });
    expect(checkWidget('customer', c({ qq: ['10001', '99'] }))).toEqual({ field: 'qq', message: '第2个QQ号码格式不正确' });
    expect(checkWidget('customer', c({ qq: ['10001', '10001'] }))?.message).toBe(WIDGET_MSG.qqRepeated);
    expect(checkWidget('customer', c({ qq: Array.from({ length: 6 }, (_, i) => `1000${i}`) }))?.message).toBe(WIDGET_MSG.qqTooMany);
    expect(checkWidget('customer', c({}))?.message).toBe(WIDGET_MSG.contactRequired);
    expect(checkWidget('customer', c({ enabled: false }))).toBeNull();
    expect(checkWidget('customer', c({ phone: '400-800-1234' }))).toBeNull();
    expect(checkWidget('customer', c({ wechatQr: LIB(1001) }))).toBeNull();
  });
  it('外文客服: a form button needs its text; one contact of three when on', () => {
    const m = (over: Partial<WidgetSettings<'enMessage'>>): WidgetSettings<'enMessage'> => ({ enabled: true, ...WIDGET_DEFAULTS.enMessage, ...over });
    expect(checkWidget('enMessage', m({}))?.message).toBe(WIDGET_MSG.enContactRequired);
    expect(checkWidget('enMessage', m({ formId: 3, formButton: '' }))?.message).toBe(WIDGET_MSG.formButtonRequired);
    expect(checkWidget('enMessage', m({ formId: 3 }))).toBeNull();
    expect(checkWidget('enMessage', m({ email: 'x@' }))?.message).toBe(WIDGET_MSG.emailInvalid);
  });
});

describe('library pictures, normalising and what visitors are served', () => {
  it('tells a library picture of a given site', () => {
    expect(isWidgetLibraryImage(LIB(1001))).toBe(true);
    expect(isWidgetLibraryImage(LIB(1001), 1001)).toBe(true);
    expect(isWidgetLibraryImage(LIB(1003), 1001)).toBe(false);
    expect(isWidgetLibraryImage(LIB(1001, 'mp4'))).toBe(false);
    expect(isWidgetLibraryImage('/uploads/1001/../1003/x.png')).toBe(false);
  });
  it('trims texts and drops blank QQ lines before the check', () => {
    const s = normalizeWidget('customer', { enabled: true, side: 'left', qq: [' 10001 ', ' '], wechatQr: '', phone: ' 4008001234 ', hours: ' 9-18 ' });
    expect(s).toEqual({ enabled: true, side: 'left', qq: ['10001'], wechatQr: '', phone: '4008001234', hours: '9-18' });
  });
  it('serves only the public fields, never the switch', () => {
    expect(widgetPublicFields('video', { ...WIDGET_DEFAULTS.video, url: 'https://v.example.com/a.mp4' })).toEqual({ url: 'https://v.example.com/a.mp4', poster: '', corner: 'right-bottom', width: 320 });
    expect(Object.keys(widgetPublicFields('share', WIDGET_DEFAULTS.share))).toEqual(['channels', 'position']);
  });
  it('refuses sharing with no channel', () => {
    expect(checkWidget('share', { enabled: true, channels: [], position: 'left' })?.message).toBe(WIDGET_MSG.channelsRequired);
  });
});

describe('the app catalogue', () => {
  it('shows an app to holders of its page key, or of app_center when the app centre offers its page', () => {
    const share = appEntry('share')!;
    const bottomBar = appEntry('bottomBar')!;
    expect(appVisibleTo(share, new Set(['app_center']))).toBe(false);
    expect(appVisibleTo(share, new Set(['app_fxyssz']))).toBe(true);
    expect(appVisibleTo(bottomBar, new Set(['app_center']))).toBe(true);
    expect(appVisibleTo(bottomBar, new Set(['app_sjfdxx']))).toBe(true);
    expect(appVisibleTo(bottomBar, new Set(['app_fxyssz']))).toBe(false);
  });
  it('has the foreign apps on foreign sites only, and prices by the money format or 免费', () => {
    expect(appForSiteType(appEntry('enShare')!, 'zh')).toBe(false);
    expect(appForSiteType(appEntry('enShare')!, 'ydyl')).toBe(true);
    expect(appForSiteType(appEntry('video')!, 'en')).toBe(true);
    expect(appPriceText({ price: 0 })).toBe('免费');
    expect(appPriceText({ price: 1299 })).toBe('¥1,299.00/年');
  });
});

describe('熊掌号', () => {
  const req = (over: Partial<BearspawSaveRequest> = {}): BearspawSaveRequest => ({
    enabled: true, appid: '1590000000000000', token: 'AbCd1234', clearToken: false, jsonLd: true, followBar: false, followPosition: 'bottom', ...over,
  });
  it('checks the appid and token, and needs both to be on (a kept token counts unless cleared)', () => {
    expect(checkBearspaw(req(), false)).toBeNull();
    expect(checkBearspaw(req({ appid: '12ab' }), false)?.message).toBe(BEARSPAW_MSG.appidInvalid);
    expect(checkBearspaw(req({ token: 'a-b' }), false)?.message).toBe(BEARSPAW_MSG.tokenInvalid);
    expect(checkBearspaw(req({ token: '' }), false)?.message).toBe(BEARSPAW_MSG.tokenRequired);
    expect(checkBearspaw(req({ token: '' }), true)).toBeNull();
    expect(checkBearspaw(req({ token: '', clearToken: true }), true)?.message).toBe(BEARSPAW_MSG.tokenRequired);
    expect(checkBearspaw(req({ enabled: false, token: '', appid: '' }), false)).toBeNull();
  });
  it('masks a token to its last four characters', () => {
    expect(maskToken('AbCd12345678')).toBe('******5678');
    expect(maskToken('')).toBe('');
  });
});
