// 导航设置 on the server (admin/navigation, nav_setting): the seeded trees, add/edit by the shared
// rule book (导航名称不能为空, ≤ 20, http/https outside links, 导航最多支持三级) with nothing stored
// on a refusal, inside links only to the caller's site's records, delete refused while children
// remain (请先删除子导航), saveNav/setLevel nesting, copyNavigation, the op log's before/after,
// another site's items answering 404, and every route behind nav_setting.
import type { ApiName } from '../../shared/domain/api/endpoints';
import { NAV_MSG, type NavFields, type NavItem } from '../../shared/domain/settings/navigation';
import { SITE } from '../../server/core/db/seedData';
import { CHINESE, opLogs, snapshot, startServer, type CallOptions, type Harness } from './support/harness';
import { tokenWith } from './support/content';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
}, 30_000);
afterAll(() => h.close());

const call = (name: ApiName, options: CallOptions = {}) => h.call(name, { token: admin, ...options });
const db = () => h.built.db;

async function tree(position: 'top' | 'phone' | 'bottom') {
  const res = await call('navList', { query: { position } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { rows: NavItem[]; total: number; version: number };
}
const names = (items: NavItem[]): unknown[] => items.map((i) => (i.children.length ? [i.name, names(i.children)] : i.name));
const fields = (over: Partial<NavFields> = {}): NavFields => ({
  name: '测试导航', icon: '', show: 1, link_type: 'none', link_kind: '', link_section: '', link_id: 0, link_url: '', jump_type: 'cur_page', ...over,
});
async function create(over: Partial<NavFields> = {}, place: { position?: string; parent_id?: number } = {}) {
  const res = await call('navCreate', { body: { position: 'top', parent_id: 0, ...place, ...fields(over) } });
  expect([res.statusCode, res.json().message]).toEqual([200, '操作成功']);
  return res.json().data as NavItem;
}
const foreignItem = async (site: number = SITE.marketingFree) => (await db().selectFrom('nav_items').select('id').where('site_id', '=', site).executeTakeFirstOrThrow()).id;
const articleOf = async (site: number) => (await db().selectFrom('articles').select(['id', 'title']).where('site_id', '=', site).where('disabled', '=', 0).orderBy('id').executeTakeFirstOrThrow());

/** Refused with a Chinese message, no 5xx, and not a row changed. */
async function refused(name: ApiName, options: CallOptions, status: number, message?: string) {
  const before = await snapshot(h);
  const res = await call(name, options);
  expect(res.statusCode).toBe(status);
  expect(res.json().message).toMatch(CHINESE);
  if (message) expect(res.json().message).toBe(message);
  expect(await snapshot(h)).toEqual(before);
}

describe('the seeded navigations', () => {
  it('gives site 1001 a 顶部导航 with 产品中心 over two product categories, a 手机导航 and a 底部导航 with a hidden item', async () => {
    const top = await tree('top');
    expect(names(top.rows)).toEqual(['首页', ['产品中心', ['数控机床', '焊接设备']], '新闻资讯', '案例展示', '关于我们', '联系我们']);
    expect(top.total).toBe(8);
    const products = top.rows[1];
    expect(products.children.map((c) => [c.link_kind, c.link_title, c.link_missing])).toEqual([['product_type', '数控机床', false], ['product_type', '焊接设备', false]]);
    expect(top.rows[0]).toMatchObject({ link_type: 'inside_link', link_kind: 'section', link_section: 'index', link_title: '网站首页' });
    expect(top.rows[3]).toMatchObject({ link_kind: 'article_type', link_title: '制造业案例' });
    expect((await tree('phone')).rows.length).toBeGreaterThan(0);
    const bottom = await tree('bottom');
    expect(bottom.rows.some((r) => r.show === 0)).toBe(true);
    expect(bottom.rows.find((r) => r.link_type === 'outside_link')).toMatchObject({ link_url: 'https://weibo.com/', jump_type: 'other_page' });
  });
});

describe('adding and editing an item', () => {
  it('adds an item linking to one of the site’s articles, shows the article’s title, and edits it to an outside link', async () => {
    const article = await articleOf(SITE.corporate);
    const item = await create({ name: ' 公司动态 ', link_type: 'inside_link', link_kind: 'article', link_id: article.id, jump_type: 'other_page', link_url: 'https://ignored.example.com' });
    expect(item).toMatchObject({ name: '公司动态', link_kind: 'article', link_id: article.id, link_title: article.title, link_url: '', parent_id: 0, sort: 7 });
    const detail = await call('navDetail', { query: { id: item.id } });
    expect(detail.json().data).toMatchObject({ id: item.id, link_title: article.title });

    const res = await call('navUpdate', { body: { id: item.id, ...fields({ name: '合作伙伴', link_type: 'outside_link', link_url: 'https://partner.example.com/list' }) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: '合作伙伴', link_type: 'outside_link', link_kind: '', link_id: 0, link_url: 'https://partner.example.com/list' });
    // The op log keeps the before and after of what changed.
    const log = (await opLogs(h)).at(-1)!;
    expect(log.detail).toContain('修改顶部导航「合作伙伴」');
    const changes = JSON.parse(log.changes ?? '[]') as { field: string; before: unknown; after: unknown }[];
    expect(changes).toEqual(expect.arrayContaining([{ field: 'name', before: '公司动态', after: '合作伙伴' }, { field: 'link_type', before: 'inside_link', after: 'outside_link' }]));
  });

  it('adds an item under a parent, below the third level refusing with 导航最多支持三级', async () => {
    const first = await create({ name: '一级' });
    const second = await create({ name: '二级' }, { parent_id: first.id });
    const third = await create({ name: '三级' }, { parent_id: second.id });
    expect(third.parent_id).toBe(second.id);
    await refused('navCreate', { body: { position: 'top', parent_id: third.id, ...fields({ name: '四级' }) } }, 400, NAV_MSG.depth);
    // A parent of another navigation (or site) is not there.
    await refused('navCreate', { body: { position: 'phone', parent_id: first.id, ...fields() } }, 404, NAV_MSG.parentNotFound);
    await refused('navCreate', { body: { position: 'top', parent_id: await foreignItem(), ...fields() } }, 404, NAV_MSG.parentNotFound);
  });

  it('refuses bad input with the rule’s Chinese message and stores nothing', async () => {
    const body = (over: Partial<NavFields>) => ({ body: { position: 'top', parent_id: 0, ...fields(over) } });
    await refused('navCreate', body({ name: '   ' }), 400, NAV_MSG.nameRequired);
    await refused('navCreate', body({ name: '导'.repeat(21) }), 400, NAV_MSG.nameTooLong);
    await refused('navCreate', body({ link_type: 'outside_link', link_url: 'javascript:alert(1)' }), 400, NAV_MSG.urlInvalid);
    await refused('navCreate', body({ link_type: 'outside_link', link_url: 'data:text/html,<script>alert(1)</script>' }), 400, NAV_MSG.urlInvalid);
    await refused('navCreate', body({ link_type: 'outside_link', link_url: '' }), 400, NAV_MSG.urlRequired);
    await refused('navCreate', body({ link_type: 'inside_link', link_kind: 'section', link_section: '' }), 400, NAV_MSG.section);
    await refused('navCreate', body({ link_type: 'inside_link', link_kind: 'article', link_id: 0 }), 400, NAV_MSG.target.article);
    await refused('navCreate', body({ icon: 'javascript:alert(1)' }), 400, NAV_MSG.icon);
    // Unknown fields and codes outside the catalogues are refused by the schema.
    await refused('navCreate', { body: { ...body({}).body, onclick: 'x' } }, 400);
    await refused('navCreate', body({ link_type: 'fun' as never }), 400);
    await refused('navCreate', body({ jump_type: '_blank' as never }), 400);
    const seeded = (await tree('top')).rows[0];
    await refused('navUpdate', { body: { id: seeded.id, ...fields({ name: '导'.repeat(21) }) } }, 400, NAV_MSG.nameTooLong);
    await refused('navUpdate', { body: { id: seeded.id, ...fields({ link_type: 'outside_link', link_url: 'javascript:void(0)' }) } }, 400, NAV_MSG.urlInvalid);
  });

  it('links only to the caller’s site’s live records: another site’s article or product category is 404', async () => {
    const foreign = await articleOf(SITE.marketingFree);
    await refused('navCreate', { body: { position: 'top', parent_id: 0, ...fields({ link_type: 'inside_link', link_kind: 'article', link_id: foreign.id }) } }, 404, NAV_MSG.targetMissing.article);
    const foreignType = await db().selectFrom('product_categories').select('id').where('site_id', '=', SITE.global).executeTakeFirstOrThrow();
    await refused('navCreate', { body: { position: 'top', parent_id: 0, ...fields({ link_type: 'inside_link', link_kind: 'product_type', link_id: foreignType.id }) } }, 404, NAV_MSG.targetMissing.product_type);
  });
});

describe('removing, showing and hiding', () => {
  it('refuses to delete an item with children (请先删除子导航), deletes a leaf, and hides and shows an item', async () => {
    const products = (await tree('top')).rows.find((r) => r.name === '产品中心')!;
    await refused('navRemove', { body: { id: products.id } }, 400, NAV_MSG.hasChildren);
    const leaf = products.children[0];
    expect((await call('navRemove', { body: { id: leaf.id } })).statusCode).toBe(200);
    expect((await tree('top')).rows.find((r) => r.id === products.id)!.children.map((c) => c.id)).not.toContain(leaf.id);

    expect((await call('navSetShow', { body: { id: products.id, show: 0 } })).json().data).toEqual({ id: products.id, show: 0 });
    expect((await tree('top')).rows.find((r) => r.id === products.id)!.show).toBe(0);
    await call('navSetShow', { body: { id: products.id, show: 1 } });
    expect((await tree('top')).rows.find((r) => r.id === products.id)!.show).toBe(1);
  });

  it.each([['another site of the company', SITE.marketingFree], ['another company’s site', SITE.demo]])('answers 404 for %s’s item on every route that takes an id', async (_, site) => {
    const id = await foreignItem(site);
    await refused('navDetail', { query: { id } }, 404, NAV_MSG.notFound);
    await refused('navUpdate', { body: { id, ...fields() } }, 404, NAV_MSG.notFound);
    await refused('navRemove', { body: { id } }, 404, NAV_MSG.notFound);
    await refused('navSetShow', { body: { id, show: 0 } }, 404, NAV_MSG.notFound);
    await refused('navSetLevel', { body: { id, parent_id: 0, index: 0 } }, 404, NAV_MSG.notFound);
    const top = await tree('top');
    const items = top.rows.map((r, i) => ({ id: r.id, parent_id: 0, sort: i + 1 }));
    items[0] = { ...items[0], id };
    await refused('navSave', { body: { position: 'top', version: top.version, items } }, 404, NAV_MSG.notFound);
  });
});

describe('the tree: saveNav, setLevel, copyNavigation', () => {
  it('saves a drag that nests one item under another, refusing a stale tree and a fourth level', async () => {
    const top = await tree('top');
    const flat = (rows: NavItem[], parent = 0): { id: number; parent_id: number; sort: number }[] =>
      rows.flatMap((r, i) => [{ id: r.id, parent_id: parent, sort: i + 1 }, ...flat(r.children, r.id)]);
    const news = top.rows.find((r) => r.name === '新闻资讯')!;
    const cases = top.rows.find((r) => r.name === '案例展示')!;
    const items = flat(top.rows).map((p) => (p.id === cases.id ? { ...p, parent_id: news.id, sort: 1 } : p));
    const saved = await call('navSave', { body: { position: 'top', version: top.version, items } });
    expect(saved.statusCode).toBe(200);
    expect((await tree('top')).rows.find((r) => r.id === news.id)!.children.map((c) => c.name)).toEqual(['案例展示']);
    // The same body again: the tree has changed since that version.
    await refused('navSave', { body: { position: 'top', version: top.version, items } }, 409, NAV_MSG.treeChanged);
    // Four levels deep.
    const now = await tree('top');
    const chain = flat(now.rows);
    const [a, b, c] = [chain[0].id, chain[1].id, chain[2].id];
    const deep = chain.map((p) => (p.id === b ? { ...p, parent_id: a } : p.id === c ? { ...p, parent_id: b } : p));
    const child = deep.find((p) => p.parent_id === 0 && ![a, b, c].includes(p.id))!;
    const tooDeep = deep.map((p) => (p.id === child.id ? { ...p, parent_id: c } : p));
    await refused('navSave', { body: { position: 'top', version: now.version, items: tooDeep } }, 400, NAV_MSG.depth);
    // An item left out (or twice) is a tree changed since.
    await refused('navSave', { body: { position: 'top', version: now.version, items: chain.slice(1) } }, 409, NAV_MSG.treeChanged);
  });

  it('setLevel moves one item under another at an index, and refuses under itself', async () => {
    const top = await tree('top');
    const about = top.rows.find((r) => r.name === '关于我们')!;
    const contact = top.rows.find((r) => r.name === '联系我们')!;
    expect((await call('navSetLevel', { body: { id: contact.id, parent_id: about.id, index: 0 } })).statusCode).toBe(200);
    const after = await tree('top');
    expect(after.rows.find((r) => r.id === about.id)!.children.map((c) => c.name)).toEqual(['联系我们']);
    expect(after.rows.map((r) => r.sort)).toEqual(after.rows.map((_, i) => i + 1));
    await refused('navSetLevel', { body: { id: about.id, parent_id: contact.id, index: 0 } }, 400, NAV_MSG.cycle);
    // Back to the top, last.
    await call('navSetLevel', { body: { id: contact.id, parent_id: 0, index: 99 } });
    expect((await tree('top')).rows.at(-1)!.name).toBe('联系我们');
  });

  it('copies 顶部导航 onto 手机导航, replacing it, nesting and links included', async () => {
    const top = await tree('top');
    const res = await call('navCopy', { body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.copied).toBe(top.total);
    const phone = await tree('phone');
    expect(names(phone.rows)).toEqual(names(top.rows));
    const strip = (items: NavItem[]): unknown[] => items.map(({ id: _i, parent_id: _p, position: _s, children, ...rest }) => ({ ...rest, children: strip(children) }));
    expect(strip(phone.rows)).toEqual(strip(top.rows));
    // The copies are new items of the phone tree.
    expect(phone.rows.every((r) => r.position === 'phone' && !top.rows.some((t) => t.id === r.id))).toBe(true);
    expect((await opLogs(h)).at(-1)!.detail).toMatch(/复制顶部导航到手机导航/);
  });
});

describe('writes racing on one tree', () => {
  it('never leaves a child under a removed parent: a child added while its parent is removed is one or the other', async () => {
    for (let round = 0; round < 10; round += 1) {
      const parent = await create({ name: `并发${round}` });
      const [added, removed] = await Promise.all([
        call('navCreate', { body: { position: 'top', parent_id: parent.id, ...fields({ name: `子${round}` }) } }),
        call('navRemove', { body: { id: parent.id } }),
      ]);
      const outcome = [added.statusCode, removed.statusCode];
      expect([[200, 400], [404, 200]]).toContainEqual(outcome);
      if (outcome[0] === 200) expect(removed.json().message).toBe(NAV_MSG.hasChildren);
      else expect(added.json().message).toBe(NAV_MSG.parentNotFound);
      const rows = await db().selectFrom('nav_items').select(['id', 'parent_id']).where('site_id', '=', SITE.corporate).execute();
      const ids = new Set(rows.map((r) => r.id));
      expect(rows.filter((r) => r.parent_id !== 0 && !ids.has(r.parent_id))).toEqual([]);
    }
  });
});

describe('link options', () => {
  it('lists the site’s articles by title, never another site’s', async () => {
    const article = await articleOf(SITE.corporate);
    const res = await call('navLinkOptions', { query: { kind: 'article', keyword: article.title.slice(0, 4), page: 1, rows: 20 } });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as { id: number; title: string }[];
    expect(rows.map((r) => r.id)).toContain(article.id);
    const foreign = await articleOf(SITE.marketingFree);
    const other = await call('navLinkOptions', { query: { kind: 'article', keyword: foreign.title } });
    expect(other.json().data.total).toBe(0);
    const categories = await call('navLinkOptions', { query: { kind: 'product_type', rows: 100 } });
    expect(categories.json().data.rows.map((r: { title: string }) => r.title)).toEqual(expect.arrayContaining(['数控机床', '折弯机']));
    expect((await call('navLinkOptions', { query: { kind: 'section' } })).statusCode).toBe(400);
  });
});

describe('access', () => {
  const requests: [ApiName, CallOptions][] = [
    ['navList', { query: { position: 'top' } }],
    ['navDetail', { query: { id: 1 } }],
    ['navCreate', { body: { position: 'top', parent_id: 0, ...fields() } }],
    ['navUpdate', { body: { id: 1, ...fields() } }],
    ['navRemove', { body: { id: 1 } }],
    ['navSetShow', { body: { id: 1, show: 0 } }],
    ['navSave', { body: { position: 'top', version: 0, items: [] } }],
    ['navSetLevel', { body: { id: 1, parent_id: 0, index: 0 } }],
    ['navCopy', { body: {} }],
    ['navLinkOptions', { query: { kind: 'article' } }],
  ];

  it('refuses every route without nav_setting (403), changing nothing', async () => {
    const others = await tokenWith(h, ['site_setting', 'email_setting', 'article_list', 'product_list']);
    const operator = await h.login('operator');
    for (const token of [others, operator]) {
      for (const [name, options] of requests) {
        const before = await snapshot(h);
        const res = await h.call(name, { token, ...options });
        expect([name, res.statusCode]).toEqual([name, 403]);
        expect(await snapshot(h)).toEqual(before);
      }
    }
    // Holding nav_setting alone is enough.
    const navOnly = await tokenWith(h, ['nav_setting']);
    expect((await h.call('navList', { token: navOnly, query: { position: 'top' } })).statusCode).toBe(200);
    expect((await h.call('navLinkOptions', { token: navOnly, query: { kind: 'article' } })).statusCode).toBe(200);
  });
});
