// The combined-format line reader: what it takes, what it counts as rejected, and search words.
import { dayOf, hourOf, parseLogLine, parseLogTime, searchKeywordOf, checkRange } from '../../../../shared/domain/spider';

const LINE = '220.181.108.75 - - [24/Nov/2026:13:55:36 +0800] "GET /news/12.html?from=a HTTP/1.1" 200 2326 "https://www.baidu.com/s?wd=%E5%BB%BA%E7%AB%99" "Mozilla/5.0 (compatible; Baiduspider/2.0)"';

it('reads a combined line', () => {
  expect(parseLogLine(LINE)).toEqual({
    ip: '220.181.108.75', at: Date.UTC(2026, 10, 24, 5, 55, 36), method: 'GET', path: '/news/12.html?from=a', status: 200, bytes: 2326,
    referer: 'https://www.baidu.com/s?wd=%E5%BB%BA%E7%AB%99', agent: 'Mozilla/5.0 (compatible; Baiduspider/2.0)',
  });
  const at = parseLogLine(LINE)!.at;
  expect([dayOf(at), hourOf(at)]).toEqual([20261124, 13]);
});

it('reads common-format lines, dashes and escaped quotes', () => {
  expect(parseLogLine('::1 - - [01/Jan/2026:00:00:00 +0000] "HEAD / HTTP/1.0" 304 -')).toMatchObject({ ip: '::1', status: 304, bytes: 0, agent: '' });
  expect(parseLogLine('1.2.3.4 - - [01/Jan/2026:00:00:00 -0500] "GET /a HTTP/1.1" 404 0 "-" "say \\"hi\\" bot"')).toMatchObject({ at: Date.UTC(2026, 0, 1, 5), referer: '', agent: 'say "hi" bot' });
});

it('rejects garbage, binary, bad dates and overlong lines', () => {
  for (const bad of [
    '', 'hello world', '\u0000\u0001\u0002\u00ff\u00fe',
    '1.2.3.4 - - [31/Feb/2026:00:00:00 +0000] "GET / HTTP/1.1" 200 1 "-" "x"',
    '1.2.3.4 - - [01/Foo/2026:00:00:00 +0000] "GET / HTTP/1.1" 200 1 "-" "x"',
    '1.2.3.4 - - [01/Jan/2026:00:00:00 +0000] "GET / HTTP/1.1" 999 1 "-" "x"',
    '1.2.3.4 - - [01/Jan/2026:00:00:00 +0000] "\u0016\u0003\u0001" 400 1 "-" "x"',
    '1.2.3.4 - - [01/Jan/2026:00:00:00 +0000] "GET / HTTP/1.1" 200 1 "-" "unterminated',
    LINE + 'x'.repeat(20_000),
  ]) expect(parseLogLine(bad)).toBeNull();
});

it('parses the zone offset', () => {
  expect(parseLogTime('10/Oct/2025:13:55:36 -0700')).toBe(Date.UTC(2025, 9, 10, 20, 55, 36));
  expect(parseLogTime('10/Oct/2025 13:55:36')).toBeNaN();
  expect(parseLogTime('01/Mar/2026:00:30:00 +0530')).toBe(Date.UTC(2026, 1, 28, 19, 0, 0));
  // Read by position, so each part is checked: no such day, hour, month or sign; letters for digits.
  for (const bad of ['31/Feb/2026:10:00:00 +0800', '10/Oct/2025:24:00:00 +0800', '10/Okt/2025:13:55:36 +0800', '10/Oct/2025:13:55:36 *0800',
    '1O/Oct/2025:13:55:36 +0800', '10/Oct/2025:13:55:36 +08:0', '10/Oct/2025:13:55:36  +0800', '10-Oct-2025:13:55:36 +0800']) {
    expect(parseLogTime(bad)).toBeNaN();
  }
});

it('finds the searched words in wd=, q= and query=', () => {
  expect(searchKeywordOf('https://www.baidu.com/s?ie=utf-8&wd=%E5%BB%BA%E7%AB%99')).toBe('建站');
  expect(searchKeywordOf('https://www.so.com/s?q=abc+def')).toBe('abc def');
  expect(searchKeywordOf('https://www.sogou.com/web?query=%E7%BD%91%E7%AB%99')).toBe('网站');
  expect(searchKeywordOf('https://example.com/page')).toBeNull();
  expect(searchKeywordOf('')).toBeNull();
});

it('refuses ranges past 92 days or reversed', () => {
  expect(checkRange('2026-01-01', '2026-04-02')).toBeNull();
  expect(checkRange('2026-01-01', '2026-04-03')).toBe('查询时间范围不能超过 92 天');
  expect(checkRange('2026-02-01', '2026-01-01')).toBe('开始日期不能晚于结束日期');
});
