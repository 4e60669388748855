// The robots.txt rule the sitemap leaves addresses out by: groups per crawler, longest match,
// Allow on a tie, `*` and `$`.
import { parseRobots, robotsAllows, robotsBlocker, robotsHasSitemap, rulesFor } from '../../../../shared/domain/seo/robots';

const allows = (text: string, crawler: string, path: string) => robotsAllows(rulesFor(parseRobots(text), crawler), path);

it('lets the longest matching path decide, whichever order the lines are in', () => {
  const text = 'User-agent: *\nAllow: /news/public/\nDisallow: /news/\n';
  expect(allows(text, '*', '/news/1.html')).toBe(false);
  expect(allows(text, '*', '/news/public/2.html')).toBe(true);
  expect(allows(text, '*', '/product/1.html')).toBe(true);
  const reversed = 'User-agent: *\nDisallow: /news/\nAllow: /news/public/\n';
  expect(allows(reversed, '*', '/news/public/2.html')).toBe(true);
});

it('prefers Allow when two matching paths are equally long', () => {
  expect(allows('User-agent: *\nDisallow: /a\nAllow: /a\n', '*', '/a/b')).toBe(true);
});

it('reads * as any run of characters and a trailing $ as the end of the address', () => {
  const text = 'User-agent: *\nDisallow: /*.pdf$\nDisallow: /tmp*/x\n';
  expect(allows(text, '*', '/files/a.pdf')).toBe(false);
  expect(allows(text, '*', '/files/a.pdf?x=1')).toBe(true);
  expect(allows(text, '*', '/tmp123/x/y')).toBe(false);
  expect(allows(text, '*', '/tmp123/y')).toBe(true);
  // Characters that mean something in a regular expression are plain here.
  expect(allows('User-agent: *\nDisallow: /a+b(1).html\n', '*', '/a+b(1).html')).toBe(false);
  expect(allows('User-agent: *\nDisallow: /a+b(1).html\n', '*', '/aab1.html')).toBe(true);
});

it('gives a crawler its own group, else the * group; an empty Disallow allows all', () => {
  const text = 'User-agent: *\nDisallow: /\n\nUser-agent: Baiduspider\nUser-agent: Googlebot\nDisallow:\n';
  expect(allows(text, 'baiduspider', '/news/1.html')).toBe(true);
  expect(allows(text, 'Googlebot', '/news/1.html')).toBe(true);
  expect(allows(text, 'bingbot', '/news/1.html')).toBe(false);
  expect(allows('Disallow: /\n', '*', '/')).toBe(true);
});

it('leaves an address out of the sitemap when * or Baiduspider may not fetch it', () => {
  const blocked = robotsBlocker('User-agent: *\nDisallow: /admin/\n\nUser-agent: Baiduspider\nDisallow: /case/\nDisallow: /admin/\n');
  expect(blocked('/admin/x')).toBe(true);
  expect(blocked('/case/3.html')).toBe(true);
  expect(blocked('/news/3.html')).toBe(false);
  expect(robotsBlocker('User-agent: *\nAllow: /\n')('/anything')).toBe(false);
});

it('knows whether the operator wrote a Sitemap line', () => {
  expect(robotsHasSitemap('User-agent: *\nSitemap: https://a.cn/s.xml\n')).toBe(true);
  expect(robotsHasSitemap('User-agent: *\nDisallow: /sitemap/\n')).toBe(false);
});
