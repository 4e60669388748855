// 导入到文章 (issue 11 §8; POST admin_cms/article/importFromGoods): a product becomes a draft
// article — its name, summary, cover, description and a 参数名/参数值 table, sanitised; the draft is
// found by the article list's search and has its first revision. A product already imported into a
// type is skipped and counted (also when two imports race: one article), until its article is
// destroyed for good. Needs product_list and the type's key; another site's product, or one in the
// recycle bin, refuses the whole import (404) and nothing changes; bad input is a 400 in Chinese.
import type { ArticleDetail } from '../../shared/domain/api/content';
import { CONTENT_LIMITS } from '../../shared/domain/content';
import { MSG } from '../../shared/domain/messages';
import { INTO_ARTICLES_MSG, type ProductDetail } from '../../shared/domain/product';
import { SEED_CATEGORY } from '../../server/modules/content/seedLibrary';
import { SEED_PRODUCT_STATES } from '../../server/modules/product/seedCatalogue';
import { CHINESE, snapshot, startServer, type Harness } from './support/harness';
import { tokenWith } from './support/content';
import { createProduct, foreignProduct, seededLive } from './support/product';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

const importGoods = (body: unknown, token = admin) => h.call('articleImportFromGoods', { token, body });
const product = async (id: number): Promise<ProductDetail> => (await h.call('goodsEdit', { token: admin, query: { id } })).json().data.info;
const article = async (id: number): Promise<ArticleDetail> => (await h.call('articleEdit', { token: admin, query: { id } })).json().data.info;
const articlesTitled = (title: string) => h.built.db.selectFrom('articles').select(['id', 'type']).where('title', '=', title).where('site_id', '=', 1001).execute();

/** A seeded live product with pictures, a summary and at least two specs. */
const rich = () => seededLive((p) => p.pictures !== null && p.fields.specs.length >= 2 && p.fields.summary !== '');

describe('a product as a draft article', () => {
  it('takes the name, summary, cover, description and a spec table, as a draft of the chosen category', async () => {
    const source = rich()[0];
    const goods = await product(source.id);
    const res = await importGoods({ ids: [source.id], type: 1, category_id: SEED_CATEGORY.companyNews });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({ imported: 1, skipped: 0, articles: [{ id: expect.any(Number), title: goods.name }] });

    const draft = await article(data.articles[0].id);
    expect(draft).toMatchObject({ type: 1, title: goods.name, summary: goods.summary, img: goods.img, status: 0, category_id: SEED_CATEGORY.companyNews, category_name: '公司新闻', tag_ids: [] });
    expect(goods.img).toMatch(/^\/uploads\//);
    // The description first, then the specs as a table with its head row.
    expect(draft.content.startsWith(goods.content)).toBe(true);
    const table = draft.content.slice(goods.content.length);
    expect(table).toBe(`<table><thead><tr><th>参数名</th><th>参数值</th></tr></thead><tbody>${goods.specs.map((s) => `<tr><td>${s.name}</td><td>${s.value}</td></tr>`).join('')}</tbody></table>`);

    // A draft like any other: in the drafts view, found by the news list's search, with its first revision.
    const drafts = (await h.call('articleDrafts', { token: admin, query: { rows: 100 } })).json().data;
    expect(drafts.rows.map((r: { id: number }) => r.id)).toContain(draft.id);
    const found = (await h.call('articleList', { token: admin, query: { type: 1, keyword: goods.name.slice(0, 6), status: 0 } })).json().data;
    expect(found.rows.map((r: { id: number }) => r.id)).toContain(draft.id);
    expect((await h.call('articleHistory', { token: admin, query: { id: draft.id } })).json().data.total).toBe(1);
  });

  it('escapes markup in the specs and sanitises the description', async () => {
    const { id } = await createProduct(h, admin, { name: '带脚本参数的产品', specs: [{ name: '功率', value: '7.5 kW' }] });
    // What the rule book refuses on a save may still be stored (an older import, another back end).
    await h.built.db.updateTable('products').set({
      specs: JSON.stringify([{ name: '<script>alert(1)</script>', value: '<img src=x onerror=alert(2)>' }, { name: '尺寸', value: 'A & B "C"' }]),
      content: '<p onclick="alert(3)">说明</p><script>alert(4)</script>',
    }).where('id', '=', id).execute();
    const res = await importGoods({ ids: [id], type: 1 });
    const draft = await article(res.json().data.articles[0].id);
    // No element that runs, and no handler on any element: the markup is shown as text.
    expect(draft.content).not.toMatch(/<script|<img|<[^>]*\son\w+=/i);
    expect(draft.content).toBe(
      '<p>说明</p><table><thead><tr><th>参数名</th><th>参数值</th></tr></thead><tbody>'
      + '<tr><td>&lt;script&gt;alert(1)&lt;/script&gt;</td><td>&lt;img src=x onerror=alert(2)&gt;</td></tr>'
      + '<tr><td>尺寸</td><td>A &amp; B "C"</td></tr></tbody></table>',
    );
    expect(draft.category_id).toBe(0);
  });

  it('leaves out the table when a product has no specs', async () => {
    const { id } = await createProduct(h, admin, { name: '无参数产品', specs: [], content: '<p>只有详情</p>' });
    const draft = await article((await importGoods({ ids: [id], type: 3 })).json().data.articles[0].id);
    expect(draft.content).toBe('<p>只有详情</p>');
  });
});

describe('already imported', () => {
  it('skips and counts a product imported into that type; another type takes it', async () => {
    const [a, b] = rich().slice(1, 3);
    expect((await importGoods({ ids: [a.id], type: 1 })).json().data).toMatchObject({ imported: 1, skipped: 0 });
    const before = await snapshot(h);
    const again = (await importGoods({ ids: [b.id, a.id, a.id], type: 1 })).json().data;
    expect(again).toEqual({ imported: 1, skipped: 1, articles: [{ id: expect.any(Number), title: b.fields.name }] });
    expect((await articlesTitled(a.fields.name)).length).toBe(1);
    // Only b's draft (and its claim, terms and revision) was added.
    const after = await snapshot(h);
    expect(after.articles.length - before.articles.length).toBe(1);

    const help = (await importGoods({ ids: [a.id], type: 2 })).json().data;
    expect(help).toMatchObject({ imported: 1, skipped: 0 });
    expect((await articlesTitled(a.fields.name)).map((r) => r.type).sort()).toEqual([1, 2]);
  });

  it('counts a draft moved to the recycle bin as imported; destroyed for good, the product may come again', async () => {
    const c = rich()[3];
    const first = (await importGoods({ ids: [c.id], type: 4 })).json().data.articles[0].id;
    expect((await h.call('articleRemove', { token: admin, query: { ids: String(first) } })).statusCode).toBe(200);
    expect((await importGoods({ ids: [c.id], type: 4 })).json().data).toEqual({ imported: 0, skipped: 1, articles: [] });
    expect((await h.call('articleDestroy', { token: admin, query: { ids: String(first) } })).statusCode).toBe(200);
    const again = (await importGoods({ ids: [c.id], type: 4 })).json().data;
    expect(again).toMatchObject({ imported: 1, skipped: 0 });
    expect(again.articles[0].id).not.toBe(first);
  });

  it('makes one article per product and type when two imports race', async () => {
    const [d, e] = rich().slice(4, 6);
    const answers = (await Promise.all([importGoods({ ids: [d.id, e.id], type: 11 }), importGoods({ ids: [e.id, d.id], type: 11 })])).map((r) => r.json());
    expect(answers.map((a) => a.code)).toEqual([200, 200]);
    expect(answers.reduce((n, a) => n + a.data.imported, 0)).toBe(2);
    expect(answers.reduce((n, a) => n + a.data.skipped, 0)).toBe(2);
    expect((await articlesTitled(d.fields.name)).filter((r) => r.type === 11).length).toBe(1);
    expect((await articlesTitled(e.fields.name)).filter((r) => r.type === 11).length).toBe(1);
  });
});

describe('who and which site', () => {
  it('refuses a caller without product_list, or without the type’s key, and changes nothing', async () => {
    const id = rich()[6].id;
    const newsOnly = await tokenWith(h, ['article_list']);
    const productsOnly = await tokenWith(h, ['product_list']);
    const productsAndHelp = await tokenWith(h, ['product_list', 'help_list']);
    const before = await snapshot(h);
    for (const [token, type] of [[newsOnly, 1], [productsOnly, 1], [productsAndHelp, 1]] as const) {
      const res = await importGoods({ ids: [id], type }, token);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 403, message: MSG.forbidden });
    }
    expect(await snapshot(h)).toEqual(before);
    expect((await importGoods({ ids: [id], type: 2 }, productsAndHelp)).json().data).toMatchObject({ imported: 1 });
  });

  it('refuses another site’s product, one in the recycle bin, or another site’s category: nothing imported', async () => {
    const own = rich()[7].id;
    const before = await snapshot(h);
    for (const ids of [[foreignProduct().id], [own, foreignProduct().id], [SEED_PRODUCT_STATES.binned[0]], [own, 9_999_999]]) {
      const res = await importGoods({ ids, type: 1 });
      expect({ ids, status: res.statusCode, message: res.json().message }).toEqual({ ids, status: 404, message: INTO_ARTICLES_MSG.productsGone });
    }
    // Site 1003's news category, and a 1001 category of another type.
    for (const category_id of [SEED_CATEGORY.globalNews, SEED_CATEGORY.shoppingGuide, 9_999_999]) {
      const res = await importGoods({ ids: [own], type: 1, category_id });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: '所选分类不存在或不属于该内容类型' });
    }
    expect(await snapshot(h)).toEqual(before);
  });
});

describe('bad input', () => {
  it('answers 400 in Chinese and stores nothing', async () => {
    const own = rich()[8].id;
    const before = await snapshot(h);
    const bodies: unknown[] = [
      {},
      { ids: [], type: 1 },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1), type: 1 },
      { ids: [own] },
      { ids: [own], type: 5 },
      { ids: [own], type: 99 },
      { ids: [own], type: '1' },
      { ids: ['1'], type: 1 },
      { ids: [own], type: 1, category_id: -1 },
      { ids: [own], type: 1, status: 1 },
      { ids: [own], type: 1, title: '<script>' },
      { ids: [0], type: 1 },
      { ids: [1e309], type: 1 },
    ];
    for (const body of bodies) {
      const res = await importGoods(body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json().message).toMatch(CHINESE);
    }
    const raw = await h.call('articleImportFromGoods', { token: admin, raw: { payload: '{"ids":[1', contentType: 'application/json' } });
    expect(raw.statusCode).toBe(400);
    expect(await snapshot(h)).toEqual(before);
  });

  it('refuses a product whose body would pass the article limit, naming it', async () => {
    const { id } = await createProduct(h, admin, { name: '详情过长的产品', specs: [] });
    await h.built.db.updateTable('products').set({ content: `<p>${'长'.repeat(CONTENT_LIMITS.content)}</p>` }).where('id', '=', id).execute();
    const before = await snapshot(h);
    const res = await importGoods({ ids: [id], type: 1 });
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: INTO_ARTICLES_MSG.contentTooLong('详情过长的产品') });
    expect(await snapshot(h)).toEqual(before);
  });
});
