// The site score's pure rule: levels at their boundaries, deductions by weight × affected share
// (site-wide checks all or nothing), the score rounded from tenths, and the per-record rules the
// server applies (TDK problems by the shared length hints, images without alt, robots.txt that
// shuts the site out, where 去修改 leads).
import {
  SCORE_CHECKS,
  SCORE_CHECK_DEFS,
  bodyMarkupOf,
  deductionTenths,
  robotsBlocksAll,
  scoreFixPath,
  scoreLevelOf,
  scoreOf,
  tdkProblems,
  textLength,
  type ScoreFinding,
} from '../../../../shared/domain/seo/score';
import type { HtmlToken } from '../../../../shared/domain/seo/anchors';

it('gives the weights of all checks a total of 100', () => {
  expect(SCORE_CHECKS.reduce((n, c) => n + SCORE_CHECK_DEFS[c].weight, 0)).toBe(100);
});

it.each([
  [100, 'excellent'], [90, 'excellent'], [89, 'good'], [75, 'good'], [74, 'fair'], [60, 'fair'], [59, 'poor'], [0, 'poor'],
] as const)('levels %i as %s', (score, level) => {
  expect(scoreLevelOf(score)).toBe(level);
});

it('scores 100 (优秀) when nothing is affected, and 0 when everything is', () => {
  expect(scoreOf([])).toMatchObject({ score: 100, level: 'excellent' });
  const all = SCORE_CHECKS.map((check): ScoreFinding => ({ check, affected: 5, applicable: 5 }));
  expect(scoreOf(all)).toMatchObject({ score: 0, level: 'poor' });
});

it('deducts a check’s weight times the share of its records affected, in tenths', () => {
  // deadLink weighs 15: 1 of 4 records → 3.75 → 3.8 points.
  expect(deductionTenths({ check: 'deadLink', affected: 1, applicable: 4 })).toBe(38);
  expect(deductionTenths({ check: 'deadLink', affected: 4, applicable: 4 })).toBe(150);
  expect(deductionTenths({ check: 'deadLink', affected: 0, applicable: 4 })).toBe(0);
  // No record it applies to: nothing to lose.
  expect(deductionTenths({ check: 'thinContent', affected: 0, applicable: 0 })).toBe(0);
  // 1 of 100,000: a sliver, still counted.
  expect(deductionTenths({ check: 'thinContent', affected: 1000, applicable: 100_000 })).toBe(2);
});

it('takes a site-wide check’s whole weight or nothing', () => {
  expect(deductionTenths({ check: 'sitemap', affected: 1, applicable: 1 })).toBe(100);
  expect(deductionTenths({ check: 'robots', affected: 0, applicable: 1 })).toBe(0);
});

it('puts the score on each side of the level boundaries by the share affected', () => {
  // thinContent (15) on 2 of 3 records: −10 → 90 优秀; one more affected record elsewhere tips it.
  expect(scoreOf([{ check: 'thinContent', affected: 2, applicable: 3 }])).toMatchObject({ score: 90, level: 'excellent' });
  expect(scoreOf([{ check: 'thinContent', affected: 2, applicable: 3 }, { check: 'tdkLong', affected: 1, applicable: 5 }])).toMatchObject({ score: 89, level: 'good' });
  // −25 → 75 良好; −26 → 74 一般.
  const quarter: ScoreFinding[] = [{ check: 'sitemap', affected: 1, applicable: 1 }, { check: 'deadLink', affected: 1, applicable: 1 }];
  expect(scoreOf(quarter)).toMatchObject({ score: 75, level: 'good' });
  expect(scoreOf([...quarter, { check: 'tdkLong', affected: 1, applicable: 5 }])).toMatchObject({ score: 74, level: 'fair' });
  // −40 → 60 一般; −41 → 59 较差.
  const forty: ScoreFinding[] = [...quarter, { check: 'thinContent', affected: 10, applicable: 10 }];
  expect(scoreOf(forty)).toMatchObject({ score: 60, level: 'fair' });
  expect(scoreOf([...forty, { check: 'tdkLong', affected: 1, applicable: 5 }])).toMatchObject({ score: 59, level: 'poor' });
});

it('rounds the score from the sum of the tenths shown per check', () => {
  // 3.8 + 2.5 = 6.3 lost → 93.7 → 94.
  const outcome = scoreOf([{ check: 'deadLink', affected: 1, applicable: 4 }, { check: 'tdkLong', affected: 1, applicable: 2 }]);
  expect(outcome.deductions).toMatchObject({ deadLink: 38, tdkLong: 25, sitemap: 0 });
  expect(outcome.score).toBe(94);
});

it('finds missing and overlong fields of an effective TDK by the hints the TKD pages use', () => {
  expect(tdkProblems({ title: '标题', keywords: ' ', description: '描述' })).toEqual({ missing: ['keywords'], long: [] });
  expect(tdkProblems({ title: '长'.repeat(31), keywords: 'k', description: '描'.repeat(81) })).toEqual({ missing: [], long: ['title', 'description'] });
  // Latin letters count a half: 60 of them are 30 汉字, within the hint.
  expect(tdkProblems({ title: 'a'.repeat(60), keywords: 'k', description: 'd' }).long).toEqual([]);
});

it('counts the characters of a text that are not white space', () => {
  expect(textLength(' 正文\n  text 😀 ')).toBe(7);
});

it('reads images without alt and the links of a body’s tokens', () => {
  const open = (name: string, attrs: Record<string, string>): HtmlToken => ({ kind: 'open', name, attrs, raw: '' });
  const markup = bodyMarkupOf([
    open('p', {}), open('img', { src: '/a.jpg', alt: '厂区' }), open('img', { src: '/b.jpg' }), open('img', { src: '/c.jpg', alt: ' &nbsp; ' }),
    open('a', { href: ' /news/7.html ' }), { kind: 'text', text: '公告', raw: '公告' }, { kind: 'close', name: 'a', raw: '</a>' }, open('a', { name: 'top' }),
  ]);
  expect(markup).toEqual({ images: 3, imagesWithoutAlt: 2, links: ['/news/7.html'] });
});

it('says robots.txt shuts the site out only when every probe path is disallowed to * or to Baiduspider', () => {
  const sections = ['/', '/news/index.html', '/product/index.html'];
  expect(robotsBlocksAll('User-agent: *\nDisallow: /\n', sections)).toBe('*');
  expect(robotsBlocksAll('User-agent: Baiduspider\nDisallow: /\n\nUser-agent: *\nAllow: /\n', sections)).toBe('baiduspider');
  expect(robotsBlocksAll('User-agent: *\nDisallow: /admin/\nAllow: /\n', sections)).toBeNull();
  // The home page alone, or everything but one section: not the whole site.
  expect(robotsBlocksAll('User-agent: *\nDisallow: /$\n', sections)).toBeNull();
  expect(robotsBlocksAll('User-agent: *\nDisallow: /\nAllow: /news/\n', sections)).toBeNull();
  expect(robotsBlocksAll('User-agent: Googlebot\nDisallow: /\n', sections)).toBeNull();
});

it('sends 去修改 to the record’s editor, a category to 站内TKD, the site’s files to their pages', () => {
  expect(scoreFixPath('thinContent', 'article', 12, 3, '案例')).toBe('/zhContent/add?type=3&id=12');
  expect(scoreFixPath('forbiddenWords', 'product', 8, 0, '折弯机')).toBe('/zhProduct/add?id=8');
  expect(scoreFixPath('titleDuplicate', 'productCategory', 16, 0, '售后 服务')).toBe('/seoSetting/inside?kind=productCategory&keyword=%E5%94%AE%E5%90%8E%20%E6%9C%8D%E5%8A%A1');
  expect(scoreFixPath('sitemap', 'site', 0, 0, '')).toBe('/seoSetting/sitemap');
  expect(scoreFixPath('robots', 'site', 0, 0, '')).toBe('/seoSetting/robotsTxtProtocol');
});
