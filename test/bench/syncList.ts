// 同步翻译's list figure (issue 17 target): GET admin/SyncData/list over 100,000 items, p99 ≤ 20 ms.
// The server runs in this process on a real port; site 1001 is grown to BENCH_SYNC_ITEMS (100,000)
// articles (with their title search terms), every other one with a sync row into the bound foreign
// site (a tenth of those edited since: 已修改). Each request is a random mix of the page's filters (state, a title keyword, a
// page among the first 50) — one at a time (a user's wait), then 10 connections at once. Beside
// them, what the list reads once and keeps until an item or a sync row changes: the counts and the
// checkpoints deep pages seek from (the first request after a write pays them).
// Run alone: node -r esbuild-register test/bench/syncList.ts (SQLite; BENCH_PG_URL or TEST_PG_URL for PostgreSQL too).
import type { BulkTable } from '../../server/core/db/bulkInsert';
import { bigrams } from '../../server/core/db/fold';
import { insertChunked } from '../../server/core/db/seed';
import { SITE } from '../../server/core/db/seedData';
import { urlOf } from '../../server/core/http/register';
import { countStates, syncCheckpoints } from '../../server/modules/languages/sync/items';
import { API } from '../../shared/domain/api/endpoints';
import { onEachBackend, runAlone, withBenchApp } from './support/benchApp';
import { printListFigures, timeList, type ListFigures } from './support/listTiming';

const ITEMS = Number(process.env.BENCH_SYNC_ITEMS || 100_000);
const SEQUENTIAL = Number(process.env.BENCH_SYNC_REQUESTS || 2_000);
const TARGET_MS = 20;
const LIST = urlOf({ endpoint: API.syncList });
const WORDS = ['智能', '制造', '工业', '数字化', '新品', '客户', '案例', '展会'];

const TERMS: BulkTable<'article_terms'> = { table: 'article_terms', columns: [['site_id', 'int4'], ['term', 'text'], ['article_id', 'int4']] };

function randomQuery(): string {
  const r = Math.random;
  const q = new URLSearchParams({ type: 'article', page: String(1 + Math.floor(r() * 50)), rows: '20' });
  if (r() < 0.5) q.set('state', ['unsynced', 'synced', 'modified'][Math.floor(r() * 3)]);
  if (r() < 0.2) q.set('keyword', WORDS[Math.floor(r() * WORDS.length)]);
  return `${LIST}?${q}`;
}

export interface SyncListFigures extends ListFigures {
  items: number;
  insertMs: number;
  /** Reading the counts and the checkpoints once (ms). */
  countsMs: number;
  checkpointsMs: number;
}

export function measureSyncList(pgUrl?: string): Promise<SyncListFigures> {
  return withBenchApp('sync', pgUrl, {}, async ({ built, db, listen }) => {
    const { bulk } = built.deps;
    const seeded = Number((await db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow()).n);
    const insertStarted = performance.now();
    const now = Date.now();
    // insertChunked analyses what it bulk-loads on PostgreSQL (core/db/analyzeLoaded.ts), as autovacuum
    // would a minute later: without statistics the state filter is planned as a scan of every sync row.
    await db.transaction().execute(async (trx) => {
      const rows = Array.from({ length: ITEMS - seeded }, (_, i) => ({
        site_id: SITE.corporate, category_id: 0, title: `${WORDS[i % WORDS.length]}资讯第 ${i + 1} 篇：${WORDS[(i * 7) % WORDS.length]}动态`, summary: '', content: '<p>正文</p>',
        img: '', author: '', type: 1, sort: 0, disabled: 0, status: 1, seo_title: '', seo_keywords: '', seo_description: '', tag_ids: '', version: 1, created_at: now, updated_at: now,
      }));
      await insertChunked(trx, 'articles', rows);
      const all = await trx.selectFrom('articles').select(['id', 'version', 'title']).where('site_id', '=', SITE.corporate).orderBy('id').execute();
      // The title search index, as every save writes it (core/content/articleWrites writeTerms):
      // a title keyword reads its postings.
      const indexed = new Set((await trx.selectFrom('article_terms').select('article_id').distinct().where('site_id', '=', SITE.corporate).execute()).map((t) => t.article_id));
      await bulk.insert(trx, TERMS, all.filter((a) => !indexed.has(a.id)).flatMap((a) => bigrams(a.title).map((term) => [SITE.corporate, term, a.id])));
      const ids = all.filter((a) => a.id % 2 === 0);
      const synced = await trx.selectFrom('language_syncs').select('source_id').where('site_id', '=', SITE.corporate).execute();
      const done = new Set(synced.map((s) => s.source_id));
      await insertChunked(trx, 'language_syncs', ids.filter((a) => !done.has(a.id)).map((a, i) => ({
        site_id: SITE.corporate, target_site_id: SITE.global, item_type: 'article', source_id: a.id, target_id: a.id,
        // Every tenth synced item was edited since (its version moved on): 已修改.
        source_version: i % 10 === 0 ? a.version - 1 : a.version, source_hash: 'bench', synced_at: now,
      })));
    });
    const insertMs = performance.now() - insertStarted;
    const items = Number((await db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow()).n);
    const scope = { siteId: SITE.corporate, targetSiteId: SITE.global, type: 'article' as const };
    const timed = async (read: () => Promise<unknown>) => {
      const started = performance.now();
      await read();
      return performance.now() - started;
    };
    const countsMs = await timed(() => countStates(db, scope));
    const checkpointsMs = await timed(() => syncCheckpoints(db, scope, undefined));
    const { base, headers } = await listen();
    return { items, insertMs, countsMs, checkpointsMs, ...(await timeList(base, headers, SEQUENTIAL, randomQuery)) };
  });
}

export function printSyncList(label: string, f: SyncListFigures): void {
  console.log(`同步翻译 list (${label}): ${f.items.toLocaleString()} articles, half synced (inserted in ${(f.insertMs / 1000).toFixed(1)} s)`);
  printListFigures(f, TARGET_MS);
  console.log(`  read once and kept until a write: counts ${f.countsMs.toFixed(0)} ms, deep pages' checkpoints ${f.checkpointsMs.toFixed(0)} ms`);
}

export const reportSyncList = () => onEachBackend(measureSyncList, printSyncList);

if (require.main === module) runAlone(reportSyncList);
