// The detection (task seo.wordDetect): one Aho–Corasick pass over the title, summary, body text and
// SEO fields of every live (not recycled) article and product of the site, with the site's enabled
// words. Records are read in batches by id (cancel and progress between batches); hits are written
// under the run's task id as they are found and become the site's results only when the whole site
// was read (a cancelled or failed run removes its own, the previous results stay). Usage counts —
// how many records hold each word — are stored with the results.
import type { Kysely } from 'kysely';
import { AhoCorasick, foldText } from '../../../../shared/domain/seo/ahoCorasick';
import { WORD_MSG, cleanWord, snippetOf, type HitField, type RecordKind } from '../../../../shared/domain/seo/words';
import type { Database } from '../../../core/db/database';
import { idBatches } from '../../../core/db/idBatches';
import { defineTaskKind } from '../../../core/tasks/kind';
import { obj } from '../../../core/http/schemas';
import { htmlText } from './htmlText';
import type { SeoWordHitsTable } from './tables';

type Db = Kysely<Database>;

export interface ScanWord {
  id: number;
  word: string;
  kind: string;
}

export interface Scanner {
  words: ScanWord[];
  matcher: AhoCorasick;
}

export async function loadScanner(db: Db, siteId: number): Promise<Scanner> {
  const words = await db.selectFrom('seo_words').select(['id', 'word', 'kind']).where('site_id', '=', siteId).where('enabled', '=', 1).orderBy('id').execute();
  return { words, matcher: new AhoCorasick(words.map((w) => foldText(cleanWord(w.word)))) };
}

/** What a detection reads of a record: its fields' texts (a body as its text). */
export interface ScanRecord {
  kind: RecordKind;
  id: number;
  type: number;
  title: string;
  version: number;
  fields: Record<HitField, string>;
}

export type HitInsert = Omit<SeoWordHitsTable, 'id'>;

const ARTICLE_COLUMNS = ['id', 'type', 'title', 'summary', 'content', 'seo_title', 'seo_keywords', 'seo_description', 'version'] as const;
const PRODUCT_COLUMNS = ['id', 'name', 'summary', 'content', 'seo_title', 'seo_keywords', 'seo_description', 'version'] as const;

type ArticleScanRow = Pick<Database['articles'], 'type' | 'title' | 'summary' | 'content' | 'seo_title' | 'seo_keywords' | 'seo_description' | 'version'> & { id: number };
type ProductScanRow = Pick<Database['products'], 'name' | 'summary' | 'content' | 'seo_title' | 'seo_keywords' | 'seo_description' | 'version'> & { id: number };

export function articleRecord(r: ArticleScanRow, withBody = true): ScanRecord {
  return {
    kind: 'article', id: r.id, type: r.type, title: r.title, version: r.version,
    fields: { title: r.title, summary: r.summary, body: withBody ? htmlText(r.content, false).text : '', seo_title: r.seo_title, seo_keywords: r.seo_keywords, seo_description: r.seo_description },
  };
}

export function productRecord(r: ProductScanRow): ScanRecord {
  return {
    kind: 'product', id: r.id, type: 0, title: r.name, version: r.version,
    fields: { title: r.name, summary: r.summary, body: htmlText(r.content, false).text, seo_title: r.seo_title, seo_keywords: r.seo_keywords, seo_description: r.seo_description },
  };
}

export async function readRecord(db: Db, siteId: number, kind: RecordKind, id: number): Promise<ScanRecord | null> {
  if (kind === 'article') {
    const r = await db.selectFrom('articles').select(ARTICLE_COLUMNS).where('site_id', '=', siteId).where('id', '=', id).where('disabled', '=', 0).executeTakeFirst();
    return r ? articleRecord(r) : null;
  }
  const r = await db.selectFrom('products').select(PRODUCT_COLUMNS).where('site_id', '=', siteId).where('id', '=', id).where('disabled', '=', 0).executeTakeFirst();
  return r ? productRecord(r) : null;
}

/** Every hit of the scanner's words in one record. */
export function scanRecord(scanner: Scanner, siteId: number, taskId: number, rec: ScanRecord, found: (hit: HitInsert) => void): void {
  for (const field of Object.keys(rec.fields) as HitField[]) {
    const text = rec.fields[field];
    if (!text) continue;
    scanner.matcher.scan(text, (pattern, start, end) => {
      const w = scanner.words[pattern];
      const s = snippetOf(text, start, end);
      found({
        site_id: siteId, task_id: taskId, record_kind: rec.kind, record_id: rec.id, record_type: rec.type, record_title: rec.title.slice(0, 200),
        record_version: rec.version, field, word_id: w.id, word: w.word, word_kind: w.kind, position: start, length: end - start,
        snippet_before: s.before, snippet_word: s.word, snippet_after: s.after,
      });
    });
  }
}

/** Rows per insert statement (17 columns each: far below both back ends' parameter limits). */
const INSERT_CHUNK = 500;
/** Records read per batch. */
const BATCH = 500;

export async function insertHits(db: Db, hits: HitInsert[]): Promise<void> {
  for (let i = 0; i < hits.length; i += INSERT_CHUNK) await db.insertInto('seo_word_hits').values(hits.slice(i, i + INSERT_CHUNK)).execute();
}

export interface DetectOptions {
  signal: AbortSignal;
  progress(done: number, total: number): void;
  now: () => number;
}

export interface DetectResult {
  records: number;
  hits: number;
  /** Records holding at least one hit. */
  recordsWithHits: number;
}

/** Runs the whole detection of a site under taskId (the task's body, also the bench's). */
export async function detectSite(db: Db, siteId: number, taskId: number, opts: DetectOptions): Promise<DetectResult> {
  const scanner = await loadScanner(db, siteId);
  const count = async (table: 'articles' | 'products') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', siteId).where('disabled', '=', 0).executeTakeFirstOrThrow()).n);
  const total = (await count('articles')) + (await count('products'));
  const usage = new Map<number, Set<string>>();
  const withHits = new Set<string>();
  let done = 0;
  let hitCount = 0;
  let pending: HitInsert[] = [];
  const found = (hit: HitInsert) => {
    pending.push(hit);
    hitCount++;
    const key = `${hit.record_kind}:${hit.record_id}`;
    withHits.add(key);
    let set = usage.get(hit.word_id);
    if (!set) usage.set(hit.word_id, (set = new Set()));
    set.add(key);
  };
  const flush = async () => {
    const batch = pending;
    pending = [];
    await insertHits(db, batch);
  };
  try {
    opts.progress(0, total);
    // The ids first (one indexed read), then the rows by id in batches.
    const idsOf = async (table: 'articles' | 'products') =>
      (await db.selectFrom(table).select('id').where('site_id', '=', siteId).where('disabled', '=', 0).orderBy('id').execute()).map((r) => r.id);
    // By primary key only (a site filter in the query lets the planner scan the site's index
    // instead); the site and the bin are checked on the rows. The next batch is read while this one
    // is scanned (core/db/idBatches.ts).
    const articles = idBatches(await idsOf('articles'), BATCH, (ids) => db.selectFrom('articles').select([...ARTICLE_COLUMNS, 'site_id', 'disabled']).where('id', 'in', ids).execute());
    for await (const batch of articles) {
      opts.signal.throwIfAborted();
      const rows = batch.filter((r) => r.site_id === siteId && r.disabled === 0);
      if (scanner.words.length) for (const r of rows) scanRecord(scanner, siteId, taskId, articleRecord(r), found);
      done += rows.length;
      if (pending.length >= INSERT_CHUNK) await flush();
      opts.progress(done, total);
    }
    const products = idBatches(await idsOf('products'), BATCH, (ids) => db.selectFrom('products').select([...PRODUCT_COLUMNS, 'site_id', 'disabled']).where('id', 'in', ids).execute());
    for await (const batch of products) {
      opts.signal.throwIfAborted();
      const rows = batch.filter((r) => r.site_id === siteId && r.disabled === 0);
      if (scanner.words.length) for (const r of rows) scanRecord(scanner, siteId, taskId, productRecord(r), found);
      done += rows.length;
      if (pending.length >= INSERT_CHUNK) await flush();
      opts.progress(done, total);
    }
    await flush();
    opts.signal.throwIfAborted();
    const at = opts.now();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('seo_word_hits').where('site_id', '=', siteId).where('task_id', '<>', taskId).execute();
      await trx.insertInto('seo_word_runs').values({ site_id: siteId, task_id: taskId, finished_at: at, hit_count: hitCount, record_count: withHits.size })
        .onConflict((oc) => oc.column('site_id').doUpdateSet({ task_id: taskId, finished_at: at, hit_count: hitCount, record_count: withHits.size })).execute();
      await trx.updateTable('seo_words').set({ usage_count: 0 }).where('site_id', '=', siteId).execute();
      // One statement per distinct count, not per word.
      const byCount = new Map<number, number[]>();
      for (const [wordId, records] of usage) {
        const ids = byCount.get(records.size);
        if (ids) ids.push(wordId);
        else byCount.set(records.size, [wordId]);
      }
      for (const [count, ids] of byCount) {
        for (let i = 0; i < ids.length; i += 500) {
          await trx.updateTable('seo_words').set({ usage_count: count }).where('site_id', '=', siteId).where('id', 'in', ids.slice(i, i + 500)).execute();
        }
      }
    });
    return { records: done, hits: hitCount, recordsWithHits: withHits.size };
  } catch (err) {
    // Leaves the previous results as they were.
    await db.deleteFrom('seo_word_hits').where('site_id', '=', siteId).where('task_id', '=', taskId).execute();
    throw err;
  }
}

export const wordDetectKind = defineTaskKind<Record<string, never>>({
  kind: 'seo.wordDetect',
  permission: 'seo_word',
  title: () => WORD_MSG.detectTitle,
  input: obj({}),
  concurrency: 1,
  async run(ctx) {
    const result = await detectSite(ctx.db, ctx.siteId, ctx.taskId, {
      signal: ctx.signal,
      progress: (done, total) => ctx.progress(done, total, WORD_MSG.detectStage),
      now: ctx.deps.now,
    });
    ctx.committed();
    return { ...result };
  },
});
