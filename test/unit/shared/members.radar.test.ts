// The radar's rule book: the four engines' keywords, direct and outside links, contact pages, the
// intent score at each of its thresholds, the 90-day purge boundary, what a beacon may carry, and
// the script the server serves (it parses and names the beacon's address).
import {
  BEACON_LIMITS,
  INTENT,
  isBeaconPage,
  isContactPage,
  isPurged,
  parseReferrer,
  radarPurgeCutoff,
  radarSnippet,
  scoreIntent,
  type IntentFacts,
} from '../../../shared/domain/members/radarRules';
import { radarScript } from '../../../shared/domain/members/radarScript';

describe('parseReferrer', () => {
  it.each([
    ['https://www.baidu.com/s?wd=%E6%95%B0%E6%8E%A7%E6%8A%98%E5%BC%AF%E6%9C%BA&rsv_spt=1', 'baidu', '数控折弯机'],
    ['https://m.baidu.com/s?word=%E6%BF%80%E5%85%89%E5%88%87%E5%89%B2', 'baidu', '激光切割'],
    ['http://www.baidu.com/s?ie=utf-8&wd=press+brake', 'baidu', 'press brake'],
    ['https://www.sogou.com/web?query=%E9%92%A3%E9%87%91%E5%8A%A0%E5%B7%A5', 'sogou', '钣金加工'],
    ['https://m.sogou.com/web/searchList.jsp?keyword=%E6%8A%98%E5%BC%AF', 'sogou', '折弯'],
    ['https://www.so.com/s?q=%E6%8A%98%E5%BC%AF%E6%9C%BA%E5%8E%82%E5%AE%B6', 'so360', '折弯机厂家'],
    ['https://cn.bing.com/search?q=laser+cutter&form=QBLH', 'bing', 'laser cutter'],
    ['https://www.bing.com/search?q=%E6%8A%98%E5%BC%AF%E6%9C%BA', 'bing', '折弯机'],
  ])('%s → %s “%s”', (referrer, engine, keyword) => {
    expect(parseReferrer(referrer)).toEqual({ source: 'engine', engine, keyword });
  });

  it('an engine that hides the words is still the engine, with no keyword', () => {
    expect(parseReferrer('https://www.baidu.com/link?url=abcdef')).toEqual({ source: 'engine', engine: 'baidu', keyword: '' });
    expect(parseReferrer('https://www.so.com/')).toEqual({ source: 'engine', engine: 'so360', keyword: '' });
  });

  it('keeps a keyword short and on one line', () => {
    const long = parseReferrer(`https://www.baidu.com/s?wd=${'词'.repeat(300)}`).keyword;
    expect(long).toHaveLength(100);
    expect(parseReferrer('https://www.bing.com/search?q=a%0A%0Ab%20%20c').keyword).toBe('a b c');
  });

  it('tells direct visits (none, the site itself, not an address) from outside links', () => {
    expect(parseReferrer('')).toEqual({ source: 'direct', engine: '', keyword: '' });
    expect(parseReferrer('https://www.demo.example.com/news', 'www.demo.example.com').source).toBe('direct');
    expect(parseReferrer('not a url').source).toBe('direct');
    expect(parseReferrer('javascript:alert(1)').source).toBe('direct');
    expect(parseReferrer('https://www.1688.com/chanpin.html')).toEqual({ source: 'external', engine: '', keyword: '' });
    // Look-alikes are not the engines.
    expect(parseReferrer('https://notbaidu.com/s?wd=x').source).toBe('external');
    expect(parseReferrer('https://baidu.com.evil.example/s?wd=x').source).toBe('external');
    expect(parseReferrer('https://zhidao.baidu.com/question/1.html').engine).toBe('baidu');
  });
});

describe('isContactPage', () => {
  it.each([
    ['https://a.example.com/contact', true],
    ['https://a.example.com/about.html', true],
    ['https://a.example.com/%E8%81%94%E7%B3%BB%E6%88%91%E4%BB%AC', true],
    ['/member/1001/login', true],
    ['/form/lead/3', true],
    ['https://a.example.com/price?x=1', true],
    ['https://a.example.com/product/1.html', false],
    ['https://a.example.com/', false],
    ['https://a.example.com/%E0%A4%A', false],
  ])('%s → %s', (page, expected) => expect(isContactPage(page)).toBe(expected));
});

describe('scoreIntent', () => {
  const none: IntentFacts = { pages: 1, dwellMs: 0, visits: 1, contactPages: 0, keyword: false, member: false, form: false };
  const score = (f: Partial<IntentFacts>) => scoreIntent({ ...none, ...f });

  it('one quick page is 低意向', () => expect(score({})).toBe(INTENT.low));
  it('a form sent is 高意向 outright', () => expect(score({ form: true })).toBe(INTENT.high));
  it('a contact page alone is 中意向 (2 points)', () => expect(score({ contactPages: 1 })).toBe(INTENT.mid));
  it('a member alone is 中意向', () => expect(score({ member: true })).toBe(INTENT.mid));
  it('a keyword alone stays 低, with 3 pages it is 中', () => {
    expect(score({ keyword: true })).toBe(INTENT.low);
    expect(score({ keyword: true, pages: 3 })).toBe(INTENT.mid);
  });
  it('pages: 2 → 0 points, 3 → 1, 6 → 2', () => {
    expect(score({ pages: 2, keyword: true })).toBe(INTENT.low);
    expect(score({ pages: 6 })).toBe(INTENT.mid);
    expect(score({ pages: 5 })).toBe(INTENT.low);
  });
  it('time: 59 s → 0, 60 s → 1, 3 min → 2', () => {
    expect(score({ dwellMs: 59_999, keyword: true })).toBe(INTENT.low);
    expect(score({ dwellMs: 60_000, keyword: true })).toBe(INTENT.mid);
    expect(score({ dwellMs: 180_000 })).toBe(INTENT.mid);
  });
  it('coming back: 2 visits → 1, 3 → 2', () => {
    expect(score({ visits: 2 })).toBe(INTENT.low);
    expect(score({ visits: 2, keyword: true })).toBe(INTENT.mid);
    expect(score({ visits: 3 })).toBe(INTENT.mid);
  });
  it('5 points is 高意向, 4 is 中', () => {
    expect(score({ contactPages: 1, visits: 3 })).toBe(INTENT.mid);
    expect(score({ contactPages: 1, visits: 3, keyword: true })).toBe(INTENT.high);
    expect(score({ pages: 6, dwellMs: 180_000, keyword: true })).toBe(INTENT.high);
  });
});

describe('the 90-day purge boundary', () => {
  const now = Date.UTC(2026, 10, 28, 12);
  it('keeps a visit exactly 90 days old and purges one a millisecond older', () => {
    const cutoff = radarPurgeCutoff(now);
    expect(now - cutoff).toBe(90 * 86_400_000);
    expect(isPurged(cutoff, now)).toBe(false);
    expect(isPurged(cutoff - 1, now)).toBe(true);
    expect(isPurged(now - 89 * 86_400_000, now)).toBe(false);
  });
});

describe('what a beacon may carry', () => {
  it('pages are http(s) addresses of at most 500 characters', () => {
    expect(isBeaconPage('https://a.example.com/x')).toBe(true);
    expect(isBeaconPage('http://a.example.com/')).toBe(true);
    expect(isBeaconPage('javascript:alert(1)')).toBe(false);
    expect(isBeaconPage('data:text/html,hi')).toBe(false);
    expect(isBeaconPage('/relative')).toBe(false);
    expect(isBeaconPage(`https://a.example.com/${'x'.repeat(500)}`)).toBe(false);
  });
  it('visitor and view ids are the script’s random ids', () => {
    expect(BEACON_LIMITS.visitor.test('AbCdEfGhIjKlMnOpQrStUv')).toBe(true);
    expect(BEACON_LIMITS.visitor.test('short')).toBe(false);
    expect(BEACON_LIMITS.visitor.test('<script>alert(1)</script>')).toBe(false);
  });
});

describe('the script', () => {
  it('is valid JavaScript naming the beacon and the cookies; the snippet loads it for a site', () => {
    const text = radarScript('/api/app/site-admin-api/plugin/radar/beacon');
    expect(() => new Function(text)).not.toThrow();
    expect(text).toContain('"/api/app/site-admin-api/plugin/radar/beacon"');
    expect(text).toContain('_rdr_v');
    expect(radarSnippet('https://console.example.com', 1001)).toBe('<script src="https://console.example.com/radar.js" data-site="1001" async></script>');
  });
});
