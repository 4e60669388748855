// The drafts view (article/drafts): every draft of the active site across the article types the
// caller may list, with keyword search and paging like article/getlist — and the home's 草稿文章
// figure counts exactly what it lists, for a restricted editor too.
import { MSG } from '../../shared/domain/messages';
import { SITE } from '../../server/core/db/seedData';
import { destroyAiSeedDrafts } from './support/aiSeed';
import { createArticle, tokenWith } from './support/content';
import { startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
  // The AI module's demo drafts go: this file is about content's three.
  await destroyAiSeedDrafts(h, admin);
});
afterAll(() => h.close());

interface Row { id: number; type: number; title: string; status: number; category_name: string }

const drafts = async (token: string, query: Record<string, string | number> = {}) => {
  const res = await h.call('articleDrafts', { token, query });
  expect(res.statusCode).toBe(200);
  return res.json().data as { rows: Row[]; total: number };
};
const draftTask = async (token: string) =>
  ((await h.call('homeTasks', { token })).json().data as { key: string; count: number; link: string }[]).find((t) => t.key === 'draftArticles');

/** The three drafts seeded on site 1001: a news item, a case and an album. */
const SEEDED = [
  { type: 1, title: '年中客户答谢会筹备中' },
  { type: 3, title: '教育机构招生平台案例（待完善）' },
  { type: 5, title: '新厂区落成典礼相册' },
];

it('lists the seeded drafts of every type, and the home counts and links to exactly these', async () => {
  const data = await drafts(admin);
  expect(data.total).toBe(3);
  expect(data.rows.map((r) => ({ type: r.type, title: r.title })).sort((a, b) => a.type - b.type)).toEqual(SEEDED);
  expect(data.rows.every((r) => r.status === 0 && r.category_name !== '')).toBe(true);
  expect(await draftTask(admin)).toEqual({ key: 'draftArticles', title: '草稿文章', count: 3, link: '/zhContent/drafts' });
  expect((await h.call('homeArticles', { token: admin })).json().data.drafts).toBe(3);
});

it('searches titles and pages like the article lists', async () => {
  expect((await drafts(admin, { keyword: '相册' })).rows.map((r) => r.title)).toEqual(['新厂区落成典礼相册']);
  expect(await drafts(admin, { keyword: '没有这样的标题' })).toEqual({ rows: [], total: 0 });
  const first = await drafts(admin, { page: 1, rows: 2 });
  const second = await drafts(admin, { page: 2, rows: 2 });
  expect([first.total, second.total, first.rows.length, second.rows.length]).toEqual([3, 3, 2, 1]);
  expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(3);
});

it('shows and counts only the types the caller may list', async () => {
  const caseEditor = await tokenWith(h, ['case_list', 'help_list'], '案例编辑');
  expect((await drafts(caseEditor)).rows.map((r) => r.title)).toEqual(['教育机构招生平台案例（待完善）']);
  expect((await draftTask(caseEditor))?.count).toBe(1);
  const stats = (await h.call('homeArticles', { token: caseEditor })).json().data;
  expect(stats.drafts).toBe(1);
  expect(stats.byType.map((t: { type: number }) => t.type)).toEqual([2, 3]);

  // No content list key at all: the view refuses, and the home has no draft to point at.
  const tagsOnly = await tokenWith(h, ['tag_list'], '标签编辑');
  const refused = await h.call('articleDrafts', { token: tagsOnly });
  expect([refused.statusCode, refused.json().message]).toEqual([403, MSG.forbidden]);
  expect((await draftTask(tagsOnly))?.count).toBe(0);
});

it('lists the active site’s drafts only', async () => {
  const token = await h.login('admin');
  await h.call('siteActive', { token, query: { twebId: SITE.marketingFree } });
  const other = await drafts(token);
  expect(other.rows.map((r) => r.title).sort()).toEqual(['客户案例草稿', '欢迎来到营销型体验站'].sort());
  expect((await draftTask(token))?.count).toBe(2);
  // Another company's account sees its own site's draft, never these.
  const demo = await drafts(await h.login('demo'));
  expect(demo.rows.map((r) => r.title)).toEqual(['演示站点帮助文档']);
});

it('refuses unknown fields and out-of-range paging', async () => {
  for (const query of [{ type: 1 }, { status: 1 }, { foo: 'x' }] as Record<string, string | number>[]) {
    const res = await h.call('articleDrafts', { token: admin, query });
    expect([res.statusCode, res.json().message]).toEqual([400, `不支持的参数：${Object.keys(query)[0]}`]);
  }
  expect((await h.call('articleDrafts', { token: admin, query: { rows: 0 } })).statusCode).toBe(400);
  expect((await h.call('articleDrafts', { token: admin, query: { page: 'x' } })).statusCode).toBe(400);
});

it('drops a draft once it is published or removed, and takes in a new one', async () => {
  const token = await h.login('admin');
  await h.call('siteActive', { token, query: { twebId: SITE.corporate } });
  const created = await createArticle(h, token, { type: 2, title: '新写的帮助草稿', status: 0 });
  let data = await drafts(token);
  expect(data.rows[0].title).toBe('新写的帮助草稿');
  expect([data.total, (await draftTask(token))?.count]).toEqual([4, 4]);

  const news = data.rows.find((r) => r.type === 1) as Row;
  await h.call('articleUpDown', { token, body: { ids: [news.id], status: 1 } });
  await h.call('articleRemove', { token, query: { ids: String(created.id) } });
  data = await drafts(token);
  expect(data.rows.map((r) => r.title).sort()).toEqual(['教育机构招生平台案例（待完善）', '新厂区落成典礼相册'].sort());
  expect((await draftTask(token))?.count).toBe(2);
});
