// The WeChat article link rule the gather form checks as the operator types, and the normalised
// address the server keys its records by (issue 16 §4).
import { gatherKeyOf, isWeixinArticleUrl, weixinUrlProblem } from '../../../shared/domain/ai/gather';
import { AI_MSG } from '../../../shared/domain/ai/messages';

describe('isWeixinArticleUrl', () => {
  it('accepts the short and the long article links of mp.weixin.qq.com, http or https', () => {
    for (const url of [
      'https://mp.weixin.qq.com/s/AbC-12_xyz',
      'http://mp.weixin.qq.com/s/AbC-12_xyz?scene=1#rd',
      '  https://MP.WEIXIN.QQ.COM/s?__biz=MzA5MDAw&mid=2650&idx=1&sn=abc&chksm=zz&scene=21#wechat_redirect  ',
    ]) expect([url, isWeixinArticleUrl(url)]).toEqual([url, true]);
  });

  it('refuses other hosts, other paths, look-alikes and other schemes with 请输入微信公众号文章链接', () => {
    for (const url of [
      '', 'mp.weixin.qq.com/s/abc', 'https://example.com/s/abc', 'https://mp.weixin.qq.com.evil.cn/s/abc', 'https://evil.cn/mp.weixin.qq.com/s/abc',
      'https://weixin.qq.com/s/abc', 'https://mp.weixin.qq.com/', 'https://mp.weixin.qq.com/mp/profile_ext?action=home', 'https://mp.weixin.qq.com/s',
      'https://user:pw@mp.weixin.qq.com/s/abc', 'ftp://mp.weixin.qq.com/s/abc', 'javascript:alert(1)//mp.weixin.qq.com/s/abc',
    ]) {
      expect([url, isWeixinArticleUrl(url)]).toEqual([url, false]);
      expect(weixinUrlProblem(url)).toBe(AI_MSG.notWeixinUrl);
    }
  });
});

describe('gatherKeyOf', () => {
  it('one article, one key: https, no fragment, tracking parameters dropped, naming parameters in order', () => {
    expect(gatherKeyOf('http://mp.weixin.qq.com/s/AbC-12?scene=1&from=timeline#rd')).toBe('https://mp.weixin.qq.com/s/AbC-12');
    expect(gatherKeyOf('https://mp.weixin.qq.com/s/AbC-12/')).toBe('https://mp.weixin.qq.com/s/AbC-12');
    const long = 'https://mp.weixin.qq.com/s?sn=abc&chksm=zz&idx=1&__biz=MzA5MDAw%3D%3D&mid=2650&scene=21#wechat_redirect';
    expect(gatherKeyOf(long)).toBe('https://mp.weixin.qq.com/s?__biz=MzA5MDAw%3D%3D&mid=2650&idx=1&sn=abc');
    expect(gatherKeyOf('https://mp.weixin.qq.com/s?__biz=MzA5MDAw%3D%3D&mid=2650&idx=1&sn=abc')).toBe(gatherKeyOf(long));
    expect(gatherKeyOf('https://mp.weixin.qq.com/s?__biz=X&mid=1&idx=2&sn=abc')).not.toBe(gatherKeyOf('https://mp.weixin.qq.com/s?__biz=X&mid=1&idx=1&sn=abc'));
    expect(gatherKeyOf('https://example.com/s/abc')).toBeNull();
  });
});
