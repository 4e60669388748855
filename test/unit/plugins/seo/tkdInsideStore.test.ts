// The 站内TKD store through the container: a filter asks the server for that filter from page 1, an
// inline save sends the record's version and shows the server's row, a refused save (a stale
// version) leaves the row as it was.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import seo from '../../../../plugins/seo';
import { TKD_INSIDE_STORE } from '../../../../plugins/seo/tokens';
import type { TkdInsideRow } from '../../../../shared/domain';

async function store() {
  const kernel = createTestKernel();
  await kernel.install([seo]);
  return { kernel, store: kernel.get(TKD_INSIDE_STORE) };
}

const row: TkdInsideRow = {
  kind: 'article', id: 7, name: '新品发布', categoryName: '公司新闻', version: 3,
  own: { title: '', keywords: '', description: '' },
  effective: { title: '新品发布-示范企业官网', keywords: '', description: '新品发布' },
  missing: true, long: false, duplicate: false,
};

it('asks for the chosen filter from the first page', async () => {
  const { kernel, store: s } = await store();
  kernel.transport.reply('GET', 'admin/seoTkd/inside', { rows: [row], total: 41 });
  await s.setPage(3, 20);
  await s.setFilter('duplicate');
  expect(kernel.transport.last('admin/seoTkd/inside')?.params).toEqual({ kind: 'article', filter: 'duplicate', page: 1, rows: 20 });
  expect(s.total).toBe(41);
  expect(s.list).toEqual([row]);
});

it('saves a row under its version and shows what the server answers; a refusal keeps the row', async () => {
  const { kernel, store: s } = await store();
  kernel.transport.reply('GET', 'admin/seoTkd/inside', { rows: [row], total: 1 });
  await s.load();
  const saved = { ...row, version: 4, own: { title: '自定义', keywords: '', description: '' }, effective: { ...row.effective, title: '自定义' } };
  kernel.transport.reply('POST', 'admin/seoTkd/insideSave', saved);
  expect(await s.save(row, { title: '自定义', keywords: '', description: '' })).toBe(true);
  expect(kernel.transport.last('admin/seoTkd/insideSave')?.data).toEqual({ kind: 'article', id: 7, version: 3, title: '自定义', keywords: '', description: '' });
  expect(s.list[0].effective.title).toBe('自定义');

  kernel.transport.reply('POST', 'admin/seoTkd/insideSave', null, 409, '内容已被他人修改');
  expect(await s.save(s.list[0], { title: '再改', keywords: '', description: '' })).toBe(false);
  expect(s.list[0].own.title).toBe('自定义');
});
