// Categories (a tree per type, with article counts), tags (unique per site, links) and albums
// (lock-checked saves, photos, recycle bin).
import { AI_SEED_DRAFTS, AI_SEED_GATHER_DRAFTS } from './support/aiSeed';
import { CONTENT_MSG } from '../../shared/domain/content';
import { MSG } from '../../shared/domain/messages';
import { SEED_ALBUM, SEED_CATEGORY, SEED_TAG } from '../../server/modules/content/seedLibrary';
import { SEED_ACCOUNTS } from '../../server/core/db/seedData';
import { CONTENT_ERR } from '../../server/modules/content/articles';
import { TAXONOMY_ERR } from '../../server/modules/content/taxonomyRoutes';
import { ALBUM_ERR } from '../../server/modules/content/albumRoutes';
import { snapshot, startServer, type Harness } from './support/harness';
import { createArticle, tokenWith } from './support/content';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

const categories = async (type: number) => (await h.call('categoryList', { token: admin, query: { type } })).json().data;
const saveCategory = (body: Record<string, unknown>) => h.call('categorySave', { token: admin, body: { parent_id: 0, type: 1, sort: 0, ...body } });

describe('categories', () => {
  it('answers the type’s tree in sort order with live article counts', async () => {
    const tree = await categories(1);
    expect(tree.map((c: any) => [c.id, c.name, c.article_count])).toEqual([
      // With the AI assistant's demo drafts: the gathers' in 公司新闻, the writing tasks' in 行业动态.
      [SEED_CATEGORY.companyNews, '公司新闻', 4 + AI_SEED_GATHER_DRAFTS.length], [SEED_CATEGORY.industry, '行业动态', AI_SEED_DRAFTS.length - AI_SEED_GATHER_DRAFTS.length], [SEED_CATEGORY.notices, '通知公告', 1],
    ]);
    expect(tree[0].children).toEqual([
      { id: SEED_CATEGORY.honours, name: '荣誉资质', parent_id: SEED_CATEGORY.companyNews, type: 1, sort: 1, article_count: 1, children: [] },
    ]);
    expect((await categories(5)).map((c: any) => [c.name, c.article_count])).toEqual([['企业活动', 2], ['厂区风貌', 2]]);
  });

  it('adds, renames and moves categories within one type, refusing cycles and strangers', async () => {
    const added = await saveCategory({ name: '  媒体报道  ', parent_id: SEED_CATEGORY.companyNews, sort: 2 });
    const id = added.json().data.id;
    const child = (await saveCategory({ name: '电视', parent_id: id })).json().data.id;
    expect((await categories(1))[0].children.map((c: any) => c.name)).toEqual(['荣誉资质', '媒体报道']);

    const before = await snapshot(h);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ name: '' }, 400, TAXONOMY_ERR.categoryNameRequired],
      [{ name: '名'.repeat(51) }, 400, TAXONOMY_ERR.categoryNameTooLong],
      [{ name: '错类', parent_id: SEED_CATEGORY.shoppingGuide }, 400, TAXONOMY_ERR.parentInvalid],
      [{ id, name: '媒体报道', parent_id: child }, 400, TAXONOMY_ERR.parentCycle],
      [{ id, name: '媒体报道', parent_id: id }, 400, TAXONOMY_ERR.parentCycle],
      [{ id, name: '媒体报道', type: 2 }, 400, TAXONOMY_ERR.categoryTypeFixed],
      [{ id: 999_999, name: '不存在' }, 404, MSG.siteNotFound],
    ];
    for (const [body, status, message] of refusals) {
      const res = await saveCategory(body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status, message });
    }
    expect(await snapshot(h)).toEqual(before);

    // Moving to the top level and renaming.
    expect((await saveCategory({ id, name: '媒体', parent_id: 0, sort: 9 })).json().data).toEqual({ id });
    expect((await categories(1)).map((c: any) => c.name)).toEqual(['公司新闻', '行业动态', '通知公告', '媒体']);
  });

  it('removes only an empty category (articles in the recycle bin and albums count)', async () => {
    const refusedFor = async (id: number) => {
      const res = await h.call('categoryRemove', { token: admin, query: { id } });
      return [res.statusCode, res.json().message];
    };
    expect(await refusedFor(SEED_CATEGORY.companyNews)).toEqual([400, CONTENT_MSG.categoryNotEmpty]); // children and articles
    expect(await refusedFor(SEED_CATEGORY.notices)).toEqual([400, CONTENT_MSG.categoryNotEmpty]); // one live, one recycled
    expect(await refusedFor(SEED_CATEGORY.events)).toEqual([400, CONTENT_MSG.categoryNotEmpty]); // an album and an article
    const empty = (await saveCategory({ name: '临时分类' })).json().data.id;
    expect((await h.call('categoryRemove', { token: admin, query: { id: empty } })).statusCode).toBe(200);
    expect((await categories(1)).map((c: any) => c.id)).not.toContain(empty);
    expect((await h.call('categoryRemove', { token: admin, query: { id: empty } })).statusCode).toBe(404);
  });

  it('needs the key of the category’s type', async () => {
    const help = await tokenWith(h, ['help_list']);
    expect((await h.call('categoryList', { token: help, query: { type: 2 } })).statusCode).toBe(200);
    expect((await h.call('categoryList', { token: help, query: { type: 1 } })).statusCode).toBe(403);
    expect((await h.call('categorySave', { token: help, body: { name: 'x', parent_id: 0, type: 1, sort: 0 } })).statusCode).toBe(403);
  });
});

describe('tags', () => {
  const tags = async (query: Record<string, string | number> = {}) => (await h.call('tagList', { token: admin, query: { rows: 100, ...query } })).json().data;

  it('lists the site’s tags in order with their article counts, and finds by keyword', async () => {
    const all = await tags();
    expect(all.total).toBe(10);
    expect(all.rows[0]).toMatchObject({ id: SEED_TAG.smartManufacturing, name: '智能制造', article_count: 3, show: true, sort: 1 });
    expect(all.rows.find((t: any) => t.id === SEED_TAG.culture)).toMatchObject({ show: false });
    expect((await tags({ keyword: '案例' })).rows.map((t: any) => t.name)).toEqual(['客户案例']);
    expect((await tags({ rows: 3, page: 2 })).rows.map((t: any) => t.id)).toEqual([4, 5, 6]);
  });

  it('keeps names unique per site', async () => {
    const res = await h.call('tagSave', { token: admin, body: { name: '智能制造', show: true, sort: 0 } });
    expect(res.json()).toMatchObject({ code: 400, message: CONTENT_MSG.tagExists });
    const renamed = await h.call('tagSave', { token: admin, body: { id: SEED_TAG.launch, name: '数字化转型', show: true, sort: 3 } });
    expect(renamed.json().message).toBe(CONTENT_MSG.tagExists);
    // A name used on another site is free here.
    const expo = await h.call('tagSave', { token: admin, body: { name: 'Expo', show: true, sort: 20 } });
    expect(expo.statusCode).toBe(200);
    expect((await h.call('tagSave', { token: admin, body: { name: ' ', show: true, sort: 0 } })).json().message).toBe(TAXONOMY_ERR.tagNameRequired);
    expect((await h.call('tagSave', { token: admin, body: { name: '签'.repeat(31), show: true, sort: 0 } })).json().message).toBe(TAXONOMY_ERR.tagNameTooLong);
    expect((await h.call('tagSave', { token: admin, body: { id: SEED_TAG.culture, name: '企业文化', show: true, sort: 9 } })).json().data).toEqual({ id: SEED_TAG.culture });
  });

  it('lists a tag’s articles and removes a tag with its links', async () => {
    const viewed = (await h.call('tagArticles', { token: admin, query: { id: SEED_TAG.smartManufacturing } })).json().data;
    expect(viewed.total).toBe(3);
    expect(viewed.rows.every((r: any) => r.tag_ids.includes(SEED_TAG.smartManufacturing))).toBe(true);
    const { id } = await createArticle(h, admin, { title: '带标签的文章', tag_ids: [SEED_TAG.partnership, SEED_TAG.launch] });
    const removed = await h.call('tagRemove', { token: admin, query: { id: SEED_TAG.partnership } });
    expect(removed.json().data).toEqual({ unlinked: 2 });
    const info = (await h.call('articleEdit', { token: admin, query: { id } })).json().data.info;
    expect(info.tag_ids).toEqual([SEED_TAG.launch]);
    expect((await h.call('tagArticles', { token: admin, query: { id: SEED_TAG.partnership } })).statusCode).toBe(404);
  });

  it('needs tag_list', async () => {
    const noTags = await tokenWith(h, ['article_list']);
    expect((await h.call('tagList', { token: noTags })).statusCode).toBe(403);
  });
});

describe('albums', () => {
  const album = async (id: number) => (await h.call('albumRow', { token: admin, body: { id } })).json().data;
  const body = (over: Record<string, unknown> = {}) => ({
    title: '新相册', category_id: SEED_CATEGORY.events, cover: '', summary: '说明', status: 1,
    photos: [{ url: 'https://cdn.example.com/1.jpg', title: '第一张' }, { url: '/uploads/1001/2.jpg', title: '第二张' }], ...over,
  });

  it('lists the site’s albums with filters, and answers one with its photos', async () => {
    const list = (await h.call('albumList', { token: admin, query: {} })).json().data;
    expect(list.total).toBe(2);
    expect(list.rows.map((a: any) => a.id)).toEqual([SEED_ALBUM.newCampus, SEED_ALBUM.teamBuilding]);
    expect(list.rows[1]).toMatchObject({ title: '2025 年度团建活动', photo_count: 6, status: 1, version: 1, category_id: SEED_CATEGORY.events });
    expect((await h.call('albumList', { token: admin, query: { keyword: '典礼' } })).json().data.total).toBe(1);
    expect((await h.call('albumList', { token: admin, query: { category_id: SEED_CATEGORY.events } })).json().data.total).toBe(1);
    const detail = await album(SEED_ALBUM.teamBuilding);
    expect(detail.photos).toHaveLength(6);
    expect(detail.photos[0]).toEqual({ url: expect.stringMatching(/^\/uploads\/1001\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/), title: '集合出发' });
  });

  it('saves with the first photo as the default cover, lock-checked, with checked addresses', async () => {
    const created = await h.call('albumSave', { token: admin, body: body() });
    const { id, version } = created.json().data;
    expect(version).toBe(1);
    expect(await album(id)).toMatchObject({ title: '新相册', cover: 'https://cdn.example.com/1.jpg', photo_count: 2 });

    expect((await h.call('albumSave', { token: admin, body: body({ id, version: 1, title: '改名的相册' }) })).json().data).toEqual({ id, version: 2 });
    const before = await snapshot(h);
    const stale = await h.call('albumSave', { token: admin, body: body({ id, version: 1, title: '过期的修改' }) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 409, message: CONTENT_MSG.lockConflict, data: { currentVersion: 2, updatedBy: SEED_ACCOUNTS.admin.nickName } });
    for (const [over, message] of [
      [{ photos: [{ url: 'javascript:alert(1)', title: 'x' }] }, ALBUM_ERR.photoUrlInvalid(1)],
      [{ photos: [{ url: '/ok.jpg', title: 'a' }, { url: 'data:image/png;base64,AAAA', title: 'x' }] }, ALBUM_ERR.photoUrlInvalid(2)],
      [{ cover: 'https://x.example/a.png" onerror="alert(1)' }, ALBUM_ERR.coverInvalid],
      [{ category_id: SEED_CATEGORY.companyNews }, CONTENT_ERR.categoryInvalid],
      [{ title: '' }, CONTENT_MSG.titleRequired],
      [{ id, title: 'x' }, CONTENT_ERR.versionRequired],
    ] as const) {
      const res = await h.call('albumSave', { token: admin, body: body(over) });
      expect({ over, message: res.json().message }).toEqual({ over, message });
    }
    const tooMany = await h.call('albumSave', { token: admin, body: body({ photos: Array.from({ length: 201 }, (_, i) => ({ url: `/p/${i}.jpg`, title: '' })) }) });
    expect(tooMany.statusCode).toBe(400);
    expect(await snapshot(h)).toEqual(before);
  });

  it('removes to the recycle bin, restores, and destroys from the recycle bin only', async () => {
    const { id } = (await h.call('albumSave', { token: admin, body: body({ title: '回收站相册' }) })).json().data;
    expect((await h.call('albumDestroy', { token: admin, query: { ids: String(id) } })).json().message).toBe(CONTENT_ERR.notInRecycleBin);
    expect((await h.call('albumRemove', { token: admin, query: { ids: String(id) } })).json().data).toEqual({ removed: 1 });
    const ids = async (disabled: boolean) => ((await h.call('albumList', { token: admin, query: { disabled } })).json().data.rows as any[]).map((a) => a.id);
    expect(await ids(false)).not.toContain(id);
    expect(await ids(true)).toContain(id);
    expect((await h.call('albumRestore', { token: admin, body: { ids: [id] } })).json().data).toEqual({ restored: 1 });
    expect(await ids(false)).toContain(id);
    await h.call('albumRemove', { token: admin, query: { ids: String(id) } });
    expect((await h.call('albumDestroy', { token: admin, query: { ids: String(id) } })).json().data).toEqual({ destroyed: 1 });
    expect((await h.call('albumRow', { token: admin, body: { id } })).statusCode).toBe(404);
  });

  it('needs album_list', async () => {
    const noAlbums = await tokenWith(h, ['article_list']);
    expect((await h.call('albumList', { token: noAlbums })).statusCode).toBe(403);
  });
});
