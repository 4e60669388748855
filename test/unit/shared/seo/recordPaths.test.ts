// The one address rule: every record kind's path reads back as the same record; a crawled path with
// a query string still names its record; anything else names none.
import { ADDRESS_KINDS, parseRecordPath, publicPageUrl, recordPath } from '../../../../shared/domain/seo/recordPaths';

it('reads every kind of record back from its own path', () => {
  for (const kind of ADDRESS_KINDS) {
    for (const type of [1, 2, 3, 4, 5, 11]) expect(parseRecordPath(recordPath(kind, 42, type))).toEqual({ kind, id: 42 });
  }
});

it('puts articles and their categories in their type’s folder, products under /product/', () => {
  expect(recordPath('article', 7, 3)).toBe('/case/7.html');
  expect(recordPath('article', 7, 99)).toBe('/news/7.html');
  expect(recordPath('category', 8, 11)).toBe('/video/list_8.html');
  expect(recordPath('product', 9)).toBe('/product/9.html');
  expect(recordPath('productCategory', 9)).toBe('/product/list_9.html');
  expect(publicPageUrl('www.demo-site.cn', '/product/9.html')).toBe('https://www.demo-site.cn/product/9.html');
});

it('ignores a query string or fragment and names nothing for other paths', () => {
  expect(parseRecordPath('/news/12.html?from=baidu#top')).toEqual({ kind: 'article', id: 12 });
  for (const path of ['/', '/news/index.html', '/news/0.html', '/blog/3.html', '/news/12.htm', '/product/1.html/x', '/news/99999999999.html', '']) {
    expect(parseRecordPath(path)).toBeNull();
  }
});
