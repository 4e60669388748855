// Core content hooks (issue 12): a module declaring `contentHooks` takes part in the content and
// product modules' writes without either importing it — its rewrite is what gets stored (and kept
// in the revision), and it hears of every committed save, publish, unpublish, removal and restore,
// with the ids; a failing listener is logged and the save still succeeds.
import { defineServerModule } from '../../server/core/modules/defineServerModule';
import type { ContentChange } from '../../server/core/content/hooks';
import { startServer, type Harness } from './support/harness';
import { articleBody, createArticle, revisionsOf, storedArticle } from './support/content';
import { createProduct } from './support/product';

const heard: Pick<ContentChange, 'kind' | 'ids' | 'change'>[] = [];
let failNext = false;

const listener = defineServerModule({
  id: 'hook-probe',
  tables: [],
  contentHooks: {
    async rewriteBody({ html, kind, id }) {
      return `${html}<p data-probe="${kind}:${id ?? 'new'}">探针</p>`;
    },
    async afterChange(change) {
      if (failNext) {
        failNext = false;
        throw new Error('listener down');
      }
      heard.push({ kind: change.kind, ids: [...change.ids], change: change.change });
    },
  },
});

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer({}, { extraModules: [listener] });
  admin = await h.login('admin');
});
afterAll(() => h.close());

const settled = async () => h.built.deps.contentHooks.idle();
async function ok(res: { statusCode: number; body: string }) {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return JSON.parse(res.body).data;
}

beforeEach(() => {
  heard.length = 0;
});

describe('articles', () => {
  it('stores the rewritten body (new and existing) and keeps it in the revision; announces each save', async () => {
    const { id } = await createArticle(h, admin, { content: '<p>正文</p>', status: 1 });
    expect((await storedArticle(h, id))?.content).toBe('<p>正文</p><p data-probe="article:new">探针</p>');
    await ok(await h.call('articleSave', { token: admin, body: articleBody({ id, version: 1, content: '<p>改</p>', status: 1 }) }));
    expect((await storedArticle(h, id))?.content).toBe(`<p>改</p><p data-probe="article:${id}">探针</p>`);
    const revisions = await revisionsOf(h, id);
    expect(revisions.some((r) => JSON.parse(r.snapshot).content.includes(`data-probe="article:${id}"`))).toBe(true);
    await settled();
    expect(heard).toEqual([{ kind: 'article', ids: [id], change: 'saved' }, { kind: 'article', ids: [id], change: 'saved' }]);
  });

  it('announces publish, unpublish, removal and restore with the ids, after they are committed', async () => {
    const a = await createArticle(h, admin, { status: 0 });
    const b = await createArticle(h, admin, { status: 0 });
    await settled();
    heard.length = 0;
    await ok(await h.call('articleUpDown', { token: admin, body: { ids: [a.id, b.id], status: 1 } }));
    await ok(await h.call('articleUpDown', { token: admin, body: { ids: [a.id], status: 0 } }));
    await ok(await h.call('articleRemove', { token: admin, query: { ids: `${b.id}` } }));
    await ok(await h.call('articleRestore', { token: admin, query: { ids: `${b.id}` } }));
    await settled();
    expect(heard).toEqual([
      { kind: 'article', ids: [a.id, b.id], change: 'published' },
      { kind: 'article', ids: [a.id], change: 'unpublished' },
      { kind: 'article', ids: [b.id], change: 'removed' },
      { kind: 'article', ids: [b.id], change: 'restored' },
    ]);
  });

  it('tells nobody about a refused save', async () => {
    const res = await h.call('articleSave', { token: admin, body: articleBody({ id: 999_999, version: 1 }) });
    expect(res.statusCode).not.toBe(200);
    await settled();
    expect(heard).toEqual([]);
  });

  it('a failing listener does not fail the save', async () => {
    failNext = true;
    const { id } = await createArticle(h, admin, { status: 1 });
    await settled();
    expect((await storedArticle(h, id))?.title).toBeTruthy();
    expect(heard).toEqual([]);
  });
});

describe('products', () => {
  it('stores the rewritten body and announces save, 上架/下架, removal and restore', async () => {
    const { id } = await createProduct(h, admin, { name: '钩子探针产品', content: '<p>详情</p>' });
    const stored = await h.built.db.selectFrom('products').select('content').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.content).toBe('<p>详情</p><p data-probe="product:new">探针</p>');
    await ok(await h.call('goodsUpDown', { token: admin, body: { ids: [id], status: 0 } }));
    await ok(await h.call('goodsRemove', { token: admin, body: { ids: [id] } }));
    await ok(await h.call('goodsRestore', { token: admin, body: { ids: [id] } }));
    await settled();
    expect(heard).toEqual([
      { kind: 'product', ids: [id], change: 'saved' },
      { kind: 'product', ids: [id], change: 'unpublished' },
      { kind: 'product', ids: [id], change: 'removed' },
      { kind: 'product', ids: [id], change: 'restored' },
    ]);
  });
});
