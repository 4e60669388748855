// 同步翻译's list over a few thousand articles, on both back ends: every page of every state (with
// and without a title keyword) holds the rows the operator expects, in the list's order (the most
// recently updated first, ties by id), with their states — deep pages too, which start from the
// list's checkpoints — and an edit or a sync shows on every page at once, however deep.
import { SYNC_STATES, type SyncListRow, type SyncState } from '../../shared/domain/sites/languages';
import { SITE } from '../../server/core/db/seedData';
import { insertArticle } from '../../server/core/content/articleWrites';
import { SYNC_CHECKPOINT_EVERY } from '../../server/modules/languages/sync/checkpoints';
import { syncCheckpoints } from '../../server/modules/languages/sync/items';
import { startServer, type Harness } from './support/harness';

// More than DRIVE_LIMIT titles hold the keyword: its pages walk the list and test each title.
const ADDED = 2_300;
const ROWS = 50;
const KEYWORD = '甲类';
const scope = { siteId: SITE.corporate, targetSiteId: SITE.global, type: 'article' as const };

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer({ TRANSLATE_API_URL: 'http://127.0.0.1:9/translate', TRANSLATE_API_KEY: 'unused' });
  admin = await h.login('admin');
  await h.call('siteActive', { token: admin, query: { twebId: SITE.corporate } });
  const db = h.built.db;
  const base = Date.now() - 10_000_000;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < ADDED; i++) {
      // Three articles share each moment (ties are broken by id); nine in ten carry the keyword.
      const title = `${i % 10 === 0 ? '乙类' : KEYWORD}资讯第 ${i} 篇`;
      const { id } = await insertArticle(trx, SITE.corporate, {
        type: 1, category_id: 0, title, summary: '', content: '<p>正文</p>', img: '', author: '', sort: 0, status: 1,
        seo_title: '', seo_keywords: '', seo_description: '', tag_ids: [], attachment_url: '', attachment_name: '', video_url: '',
      }, 1, base + Math.floor(i / 3) * 1000);
      // Some were saved again since (version 2); some have a sync row, of the current version or an older one.
      const version = i % 4 === 0 ? 2 : 1;
      if (version === 2) await trx.updateTable('articles').set({ version }).where('id', '=', id).execute();
      const synced = i % 2 === 0 ? version : i % 7 === 0 ? version - 1 : null;
      if (synced !== null) {
        await trx.insertInto('language_syncs').values({
          site_id: SITE.corporate, target_site_id: SITE.global, item_type: 'article', source_id: id, target_id: id, source_version: synced, source_hash: 'test', synced_at: base,
        }).execute();
      }
    }
  });
});
afterAll(() => h?.close());

/** The list as the operator should see it, read from the tables without the list's queries. */
async function expected(state?: SyncState, keyword?: string): Promise<{ id: number; state: SyncState }[]> {
  const db = h.built.db;
  const items = await db.selectFrom('articles').select(['id', 'title', 'version', 'updated_at'])
    .where('site_id', '=', SITE.corporate).where('disabled', '=', 0).execute();
  const syncs = new Map((await db.selectFrom('language_syncs').select(['source_id', 'source_version'])
    .where('site_id', '=', SITE.corporate).where('target_site_id', '=', SITE.global).where('item_type', '=', 'article').execute())
    .map((s) => [s.source_id, Number(s.source_version)]));
  return items
    .filter((a) => !keyword || a.title.includes(keyword))
    .sort((a, b) => Number(b.updated_at) - Number(a.updated_at) || b.id - a.id)
    .map((a) => ({ id: a.id, state: (!syncs.has(a.id) ? 'unsynced' : syncs.get(a.id) === Number(a.version) ? 'synced' : 'modified') as SyncState }))
    .filter((a) => !state || a.state === state);
}

async function page(query: Record<string, string | number>): Promise<{ rows: SyncListRow[]; total: number }> {
  const res = await h.call('syncList', { token: admin, query: { type: 'article', rows: ROWS, ...query } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Every page of a filter, one past the end included: the rows and states in order, and the total. */
async function expectEveryPage(state?: SyncState, keyword?: string) {
  const want = await expected(state, keyword);
  const pages = Math.ceil(want.length / ROWS) + 1;
  const got: { id: number; state: SyncState }[] = [];
  for (let p = 1; p <= pages; p++) {
    const answer = await page({ page: p, ...(state ? { state } : {}), ...(keyword ? { keyword } : {}) });
    expect(answer.total).toBe(want.length);
    got.push(...answer.rows.map((r) => ({ id: r.id, state: r.state })));
  }
  expect(got).toEqual(want);
}

it('every page of every state, with and without a title keyword, in order and with its state', async () => {
  // Enough of each state that deep pages start after a checkpoint.
  for (const state of SYNC_STATES) expect((await expected(state)).length).toBeGreaterThan(2 * ROWS);
  expect((await expected()).length).toBeGreaterThan(2 * SYNC_CHECKPOINT_EVERY);
  for (const keyword of [undefined, KEYWORD]) {
    await expectEveryPage(undefined, keyword);
    for (const state of SYNC_STATES) await expectEveryPage(state, keyword);
  }
});

it('checkpoints: every SYNC_CHECKPOINT_EVERY-th item and the last, with the items of each state up to it', async () => {
  const all = await expected();
  const checkpoints = await syncCheckpoints(h.built.db, scope, undefined);
  expect(checkpoints.map((c) => c.n)).toEqual([...Array.from({ length: Math.floor(all.length / SYNC_CHECKPOINT_EVERY) }, (_, i) => (i + 1) * SYNC_CHECKPOINT_EVERY), all.length]);
  for (const c of checkpoints) {
    const upTo = all.slice(0, c.n);
    expect({ id: c.id, synced: c.synced, modified: c.modified }).toEqual({
      id: upTo[c.n - 1].id, synced: upTo.filter((a) => a.state === 'synced').length, modified: upTo.filter((a) => a.state === 'modified').length,
    });
  }
});

it('an edit and a sync show at once on the deep pages (the kept checkpoints are dropped)', async () => {
  // Read deep pages first, so the checkpoints are kept.
  await expectEveryPage('modified');
  const deepSynced = (await expected('synced')).slice(-3);
  const deepUnsynced = (await expected('unsynced')).slice(-2);
  const db = h.built.db;
  // Edited since its sync: 已同步 → 已修改.
  for (const a of deepSynced) await db.updateTable('articles').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', a.id).execute();
  // Translated now: 未同步 → 已同步.
  for (const a of deepUnsynced) {
    const { version } = await db.selectFrom('articles').select('version').where('id', '=', a.id).executeTakeFirstOrThrow();
    await db.insertInto('language_syncs').values({
      site_id: SITE.corporate, target_site_id: SITE.global, item_type: 'article', source_id: a.id, target_id: a.id, source_version: version, source_hash: 'test', synced_at: Date.now(),
    }).execute();
  }
  for (const state of SYNC_STATES) await expectEveryPage(state);
  const modified = await expected('modified');
  for (const a of deepSynced) expect(modified.map((m) => m.id)).toContain(a.id);
});
