// The mini-program rules both sides apply (shared/domain/miniprogram): each platform's AppID format,
// the secret's, which status allows which button, a page's checks and moving a page up or down.
import {
  checkMpBind, checkMpPage, movedOrder, mpActionAllowed, mpQrText, mpSiteAllowed, MP_PAGE_MSG, MP_STATUSES, type MpPlatform,
} from '../../../shared/domain/miniprogram';

const SECRET = 'f1e2d3c4b5a6978801234567890abcde';

describe('AppID per platform', () => {
  const cases: [MpPlatform, string[], string[]][] = [
    ['weixin', ['wx0123456789abcdef'], ['wx0123456789ABCDEF', 'wx0123456789abcde', 'tt0123456789abcdef', ' wx']],
    ['baidu', ['17654321', '1765432100'], ['01765432', '1234567', '12345678901', 'wx0123456789abcdef']],
    ['alipay', ['2021001234567890'], ['3021001234567890', '202100123456789', '20210012345678901']],
    ['douyin', ['tt0123456789abcdef'], ['wx0123456789abcdef', 'tt0123456789abcdeg']],
  ];
  it.each(cases)('%s: accepts its own ids and refuses the others', (platform, good, bad) => {
    for (const appId of good) expect(checkMpBind({ platform, appId, appSecret: SECRET }, false)).toBeNull();
    for (const appId of bad) expect(checkMpBind({ platform, appId, appSecret: SECRET }, false)?.field).toBe('appId');
  });

  it('a secret is needed unless one is kept; a malformed one never', () => {
    const request = { platform: 'weixin' as const, appId: 'wx0123456789abcdef', appSecret: '' };
    expect(checkMpBind(request, false)).toEqual({ field: 'appSecret', message: '请填写 AppSecret' });
    expect(checkMpBind(request, true)).toBeNull();
    expect(checkMpBind({ ...request, appSecret: 'has space in it 1234' }, true)?.field).toBe('appSecret');
  });
});

describe('status', () => {
  it('allows each button from the statuses that make sense', () => {
    const allowed = (action: Parameters<typeof mpActionAllowed>[0]) => MP_STATUSES.filter((s) => mpActionAllowed(action, s));
    expect(allowed('submit')).toEqual(['bound', 'rejected', 'published']);
    expect(allowed('refresh')).toEqual(['reviewing']);
    expect(allowed('publish')).toEqual(['approved']);
    expect(allowed('unbind')).toEqual(['bound', 'approved', 'rejected', 'published']);
    expect(allowed('rebind')).not.toContain('reviewing');
  });

  it('the console exists on Chinese, mini-program and shop sites only', () => {
    expect(['zh', 'en', 'ydyl', 'xcx', 'shop'].filter(mpSiteAllowed)).toEqual(['zh', 'xcx', 'shop']);
  });

  it('the QR code reads the published address, else the preview path', () => {
    expect(mpQrText({ platform: 'weixin', appId: 'wx1', releaseUrl: 'https://mp.example.com/a' }, 'pages/x/index')).toEqual({ text: 'https://mp.example.com/a', preview: false });
    expect(mpQrText({ platform: 'weixin', appId: 'wx1', releaseUrl: '' }, 'pages/x/index')).toEqual({ text: 'weixin://wx1/pages/x/index?preview=1', preview: true });
  });
});

describe('pages', () => {
  const page = { title: '资讯', path: 'pages/news/index', visible: true, sourceKind: 'article' as const, sourceId: 3 };
  it('checks name, path and source', () => {
    expect(checkMpPage(page)).toBeNull();
    expect(checkMpPage({ ...page, path: 'pages' })?.message).toBe(MP_PAGE_MSG.pathBad);
    expect(checkMpPage({ ...page, path: 'pages/a/b/c/d/e' })?.message).toBe(MP_PAGE_MSG.pathBad);
    expect(checkMpPage({ ...page, path: 'pages/../x' })?.message).toBe(MP_PAGE_MSG.pathBad);
    expect(checkMpPage({ ...page, sourceId: 0 })?.message).toBe(MP_PAGE_MSG.sourceNeeded);
    expect(checkMpPage({ ...page, sourceKind: 'none' })?.message).toBe(MP_PAGE_MSG.sourceNone);
    expect(checkMpPage({ ...page, title: '😀'.repeat(20) })).toBeNull();
    expect(checkMpPage({ ...page, title: '😀'.repeat(21) })?.message).toBe(MP_PAGE_MSG.titleLong);
  });

  it('moves a page one place, never past an end', () => {
    expect(movedOrder([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});
