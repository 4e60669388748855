// The UA rule: the seven named engines, other bots as 其他, humans as null.
import { hostMatchesSpider, SPIDER_LABELS, spiderOfAgent } from '../../../../shared/domain/spider';

it('names the engines by their own agents', () => {
  const cases: [string, string][] = [
    ['Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)', 'Baiduspider'],
    ['Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Googlebot'],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'bingbot'],
    ['Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)', 'Sogou'],
    ['Mozilla/5.0 (Windows NT 10.0; WOW64) 360Spider', '360Spider'],
    ['Mozilla/5.0 (compatible; YisouSpider; +http://yisou.com)', 'YisouSpider'],
    ['Mozilla/5.0 (compatible; Bytespider; spider-feedback@bytedance.com)', 'Bytespider'],
    ['Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', '其他'],
    ['curl/8.5.0', '其他'],
    ['python-requests/2.31', '其他'],
    ['', '其他'],
  ];
  for (const [agent, label] of cases) {
    const key = spiderOfAgent(agent);
    expect([agent, key && SPIDER_LABELS[key]]).toEqual([agent, label]);
  }
});

it('leaves humans out', () => {
  for (const agent of [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0',
  ]) expect(spiderOfAgent(agent)).toBeNull();
});

it('checks reverse DNS names against the engine claimed', () => {
  expect(hostMatchesSpider('baidu', 'baiduspider-220-181-108-75.crawl.baidu.com.')).toBe(true);
  expect(hostMatchesSpider('baidu', 'evil.example.com')).toBe(false);
  expect(hostMatchesSpider('google', 'crawl-66-249-66-1.googlebot.com')).toBe(true);
  expect(hostMatchesSpider('other', 'anything')).toBe(true);
});
