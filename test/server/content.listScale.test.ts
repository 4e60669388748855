// The article list at a few thousand rows (the bench's bulk seeder): every filter, order and page
// answers exactly what a brute-force filter of all rows gives, whichever way the query is led
// (from the candidates, or by walking the order index: see DRIVE_LIMIT), and the list queries use
// the indexes migration 004 made for them.
import { SEED_CATEGORY, SEED_TAG } from '../../server/modules/content/seedLibrary';
import { seedBulkArticles } from '../../server/modules/content/seedBulk';
import { SITE } from '../../server/core/db/seedData';
import { bigrams, foldCase } from '../../server/core/db/fold';
import { CHECKPOINT_EVERY, DRIVE_LIMIT, filteredArticles, orderCheckpoints, ordered } from '../../server/modules/content/articles';
import { startServer, type Harness } from './support/harness';

const BULK = 16_000;
let h: Harness;
let admin: string;
type Row = { id: number; title: string; type: number; disabled: number; status: number; category_id: number; sort: number; created_at: number; updated_at: number };
let all: Row[];
let tags: Map<number, Set<number>>;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
  await seedBulkArticles(h.built.db, SITE.corporate, BULK, Date.now());
  all = (await h.built.db.selectFrom('articles').select(['id', 'title', 'type', 'disabled', 'status', 'category_id', 'sort', 'created_at', 'updated_at'])
    .where('site_id', '=', SITE.corporate).execute()).map((r) => ({ ...r, created_at: Number(r.created_at), updated_at: Number(r.updated_at) }));
  tags = new Map();
  for (const l of await h.built.db.selectFrom('article_tags').select(['article_id', 'tag_id']).execute()) {
    tags.set(l.tag_id, (tags.get(l.tag_id) ?? new Set()).add(l.article_id));
  }
}, 60_000);
afterAll(() => h.close());

const byUpdated = (a: Row, b: Row) => b.updated_at - a.updated_at || b.id - a.id;

async function page(query: Record<string, string | number | boolean>) {
  const res = await h.call('articleList', { token: admin, query: { rows: 1000, ...query } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { rows: { id: number }[]; total: number };
}

it('stores the bulk articles’ search terms exactly as a save would', async () => {
  const terms = await h.built.db.selectFrom('article_terms').select(['article_id', 'term']).where('article_id', '>', all[0].id + 100).where('article_id', '<', all[0].id + 400).execute();
  const got = new Map<number, string[]>();
  for (const t of terms) got.set(t.article_id, [...(got.get(t.article_id) ?? []), t.term]);
  for (const a of all.filter((r) => r.id > all[0].id + 100 && r.id < all[0].id + 400)) expect((got.get(a.id) ?? []).sort()).toEqual(bigrams(a.title).sort());
});

it('agrees with a brute-force filter for tags, keywords, statuses, categories, orders and pages', async () => {
  const news = all.filter((r) => r.type === 1 && r.disabled === 0);
  // A tag with more links than DRIVE_LIMIT (the walk) and the keyword cases on both sides of it.
  const bigTag = [...tags.entries()].find(([, ids]) => ids.size > DRIVE_LIMIT)?.[0] as number;
  expect(bigTag).toBeDefined();
  const postings = await h.built.db.selectFrom('article_terms').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', SITE.corporate).where('term', '=', '工业').executeTakeFirstOrThrow();
  expect(Number(postings.n)).toBeGreaterThan(DRIVE_LIMIT);
  const cases: [Record<string, string | number>, (r: Row) => boolean][] = [
    [{ tag_id: bigTag }, (r) => tags.get(bigTag)!.has(r.id)],
    [{ keyword: '博览会' }, (r) => r.title.includes('博览会')],
    [{ keyword: '工业' }, (r) => r.title.includes('工业')],
    [{ keyword: '第12' }, (r) => r.title.includes('第12')],
    [{ keyword: 'iso 9001' }, (r) => foldCase(r.title).includes('iso 9001')],
    [{ keyword: '会' }, (r) => r.title.includes('会')],
    [{ keyword: '）' }, (r) => r.title.includes('）')],
    [{ keyword: '不存在的标题' }, () => false],
    [{ status: 0 }, (r) => r.status === 0],
    [{ category_id: SEED_CATEGORY.companyNews }, (r) => r.category_id === SEED_CATEGORY.companyNews || r.category_id === SEED_CATEGORY.honours],
    [{ tag_id: SEED_TAG.launch, keyword: '发布' }, (r) => tags.get(SEED_TAG.launch)!.has(r.id) && r.title.includes('发布')],
  ];
  for (const [query, match] of cases) {
    const expected = news.filter(match).sort(byUpdated).map((r) => r.id);
    const got = await page({ type: 1, ...query });
    expect({ query, total: got.total }).toEqual({ query, total: expected.length });
    expect(got.rows.map((r) => r.id)).toEqual(expected.slice(0, 1000));
  }
  const bySort = [...news].sort((a, b) => a.sort - b.sort || b.id - a.id).map((r) => r.id);
  expect((await page({ type: 1, sort: 'sort_asc', rows: 50, page: 3 })).rows.map((r) => r.id)).toEqual(bySort.slice(100, 150));
  const byTitle = [...news].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.id - b.id)).map((r) => r.id);
  expect((await page({ type: 1, sort: 'title_asc', rows: 20, page: 7 })).rows.map((r) => r.id)).toEqual(byTitle.slice(120, 140));
  const byCreated = [...news].sort((a, b) => b.created_at - a.created_at || b.id - a.id).map((r) => r.id);
  expect((await page({ type: 1, sort: 'created_desc', rows: 10, page: 200 })).rows.map((r) => r.id)).toEqual(byCreated.slice(1990, 2000));
});

it('serves deep pages from checkpoints exactly as skipping from the start would, in every order and filter', async () => {
  const news = all.filter((r) => r.type === 1 && r.disabled === 0);
  expect(news.length).toBeGreaterThan(5 * CHECKPOINT_EVERY);
  const orders: Record<string, (a: Row, b: Row) => number> = {
    updated_desc: byUpdated,
    created_desc: (a, b) => b.created_at - a.created_at || b.id - a.id,
    sort_asc: (a, b) => a.sort - b.sort || b.id - a.id,
    title_asc: (a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.id - b.id),
  };
  const filters: [Record<string, number>, (r: Row) => boolean][] = [
    [{}, () => true],
    [{ status: 1 }, (r) => r.status === 1],
    [{ category_id: SEED_CATEGORY.companyNews }, (r) => r.category_id === SEED_CATEGORY.companyNews || r.category_id === SEED_CATEGORY.honours],
  ];
  for (const [sort, compare] of Object.entries(orders)) {
    for (const [filter, match] of filters) {
      const expected = news.filter(match).sort(compare).map((r) => r.id);
      // Just before, on and just after checkpoints, and the last page.
      for (const offset of [CHECKPOINT_EVERY - 10, CHECKPOINT_EVERY, 2 * CHECKPOINT_EVERY + 30, 3 * CHECKPOINT_EVERY - 10, Math.floor((expected.length - 1) / 10) * 10]) {
        const got = await page({ type: 1, sort, rows: 10, page: offset / 10 + 1, ...filter });
        expect({ sort, filter, offset, ids: got.rows.map((r) => r.id) }).toEqual({ sort, filter, offset, ids: expected.slice(offset, offset + 10) });
      }
      // The 1,000-row view's third page starts right at a checkpoint.
      const wide = await page({ type: 1, sort, rows: 1000, page: 3, ...filter });
      expect(wide.rows.map((r) => r.id)).toEqual(expected.slice(2000, 3000));
    }
  }
  // The deep pages above went through checkpoints (one set per filter and order, kept in memory).
  if (h.built.dialect === 'sqlite') expect(h.built.deps.caches.of('articleCheckpoints', []).size).toBeGreaterThanOrEqual(Object.keys(orders).length * filters.length);
  // The checkpoints themselves: every CHECKPOINT_EVERY-th row's key.
  const keys = await orderCheckpoints(h.built.db, { siteId: SITE.corporate, types: [1], disabled: 0 }, 'sort_asc');
  const sorted = [...news].sort(orders.sort_asc);
  expect(keys.map((k) => k.id)).toEqual(sorted.filter((_, i) => (i + 1) % CHECKPOINT_EVERY === 0).map((r) => r.id));
});

it('leads every list query with an index (SQLite query plans)', async () => {
  // SQLite only: PostgreSQL's planner chooses by cost and statistics (at 16,000 rows a sequential
  // scan can be its right answer), so its plans are not pinned; the bench measures its lists at
  // 100,000 rows (BENCH_ONLY=backends).
  if (h.built.dialect !== 'sqlite') return;
  const db = h.built.db;
  const explain = async (filter: Parameters<typeof filteredArticles>[1], sort?: 'updated_desc' | 'created_desc' | 'sort_asc' | 'title_asc') => {
    const base = await filteredArticles(db, filter);
    const q = ordered(base!.select('id'), sort).limit(10).offset(1000).compile();
    const result = await db.executeQuery({ ...q, sql: `explain query plan ${q.sql}` } as never);
    return (result.rows as { detail: string }[]).map((r) => r.detail).join(' | ');
  };
  const base = { siteId: SITE.corporate, types: [1], disabled: 0 as const };
  const plans = {
    updated: await explain(base),
    created: await explain(base, 'created_desc'),
    sort: await explain(base, 'sort_asc'),
    title: await explain(base, 'title_asc'),
    status: await explain({ ...base, status: 1 }),
    category: await explain({ ...base, categoryIds: [SEED_CATEGORY.industry] }),
    keyword: await explain({ ...base, keyword: '工业互联网' }),
    tag: await explain({ ...base, tagId: SEED_TAG.launch }),
    recycle: await explain({ siteId: SITE.corporate, types: [1, 2, 3, 4, 5, 11], disabled: 1 }),
  };
  if (process.env.SHOW_PLANS) console.log(plans);
  for (const [name, plan] of Object.entries(plans)) {
    // Led by an index of articles (or by the candidates' index), never a scan of the table.
    expect({ name, scan: /SCAN articles\b(?! USING)/.test(plan) }).toEqual({ name, scan: false });
    expect({ name, led: /SEARCH articles USING (COVERING )?INDEX|SEARCH articles USING INTEGER PRIMARY KEY/.test(plan) }).toEqual({ name, led: true });
  }
  // A small candidate set (the rarest term of 工业互联网) is read by primary key, not by walking a
  // list index that happens to cover the other columns.
  expect(plans.keyword).toContain('USING INTEGER PRIMARY KEY');
  // The plain orders need no sorting step at all.
  for (const name of ['updated', 'created', 'sort', 'title', 'status'] as const) expect({ name, plan: plans[name] }).not.toEqual({ name, plan: expect.stringContaining('TEMP B-TREE') });
});

it('finds a keyword whose every term is common but which few titles hold, from the terms’ intersection', async () => {
  // Help articles (type 2) so the news cases above are untouched: DRIVE_LIMIT + 50 titles with 甲乙,
  // as many with 乙丙, and three with 甲乙丙 — each term is common, the keyword is rare.
  const db = h.built.db;
  const extra = DRIVE_LIMIT + 50;
  const titles = [
    ...Array.from({ length: extra }, (_, i) => `甲乙资料 ${i}`),
    ...Array.from({ length: extra }, (_, i) => `乙丙资料 ${i}`),
    '甲乙丙 一', '甲乙丙 二', '说明：甲乙丙 三',
  ];
  const first = Number((await db.selectFrom('articles').select((eb) => eb.fn.max<number>('id').as('m')).executeTakeFirstOrThrow()).m) + 1;
  const now = Date.now();
  for (let i = 0; i < titles.length; i += 500) {
    const chunk = titles.slice(i, i + 500).map((title, j) => ({ id: first + i + j, title }));
    await db.insertInto('articles').values(chunk.map((a) => ({
      id: a.id, site_id: SITE.corporate, category_id: 0, title: a.title, summary: '', content: '', img: '', author: '', type: 2, sort: 0, disabled: 0, status: 1,
      seo_title: '', seo_keywords: '', seo_description: '', tag_ids: '', version: 1, updated_by: 0, created_at: now, updated_at: now + a.id,
    }))).execute();
    await db.insertInto('article_terms').values(chunk.flatMap((a) => bigrams(a.title).map((term) => ({ site_id: SITE.corporate, term, article_id: a.id })))).execute();
  }
  const rare = [first + titles.length - 1, first + titles.length - 2, first + titles.length - 3];
  const got = await page({ type: 2, keyword: '甲乙丙' });
  expect({ total: got.total, ids: got.rows.map((r) => r.id) }).toEqual({ total: 3, ids: rare });
  expect((await page({ type: 2, keyword: '甲乙丙 二' })).rows.map((r) => r.id)).toEqual([rare[1]]);
  expect((await page({ type: 2, keyword: '乙丙资料 7' })).total).toBe(111);
  expect((await page({ type: 2, keyword: '甲乙丙丁' })).total).toBe(0);
  if (h.built.dialect === 'sqlite') {
    // Read from the three candidates by primary key, not by walking the help list testing each row.
    const q = ordered((await filteredArticles(db, { siteId: SITE.corporate, types: [2], disabled: 0, keyword: '甲乙丙' }))!.select('id')).limit(10).compile();
    const plan = ((await db.executeQuery({ ...q, sql: `explain query plan ${q.sql}` } as never)).rows as { detail: string }[]).map((r) => r.detail).join(' | ');
    expect(plan).toContain('USING INTEGER PRIMARY KEY');
  }
});
