// 替换 / 删除 of detected words: one hit, or every hit of a word. Each record is written once, in
// its own transaction, through core's text revision (the editors' lock, version + 1, a revision),
// from the version the detection read: a record saved since is not touched (one hit: the editors'
// conflict message; all of a word: counted as a conflict). Body hits are replaced in the text
// only (htmlText's source positions), never in a tag. The record is then scanned again, so its
// hits stay true to what is stored.
import type { Kysely, Selectable } from 'kysely';
import { foldText } from '../../../../shared/domain/seo/ahoCorasick';
import { WORD_MSG, type HitField, type HitReplaceResult, type RecordKind } from '../../../../shared/domain/seo/words';
import type { Database } from '../../../core/db/database';
import { lockConflict } from '../../../core/db/optimisticLock';
import { ApiError, isApiError } from '../../../core/http/envelope';
import { reviseArticleText, reviseProductText, type ArticleTextPatch } from '../../../core/content/textRevision';
import { loadScanner, readRecord, insertHits, scanRecord, type HitInsert, type Scanner } from './detect';
import { htmlText, replaceInHtml } from './htmlText';
import type { SeoWordHitsTable } from './tables';

type Db = Kysely<Database>;
type HitRow = Selectable<SeoWordHitsTable>;

const COLUMN: Record<HitField, keyof ArticleTextPatch> = {
  title: 'title', summary: 'summary', body: 'content', seo_title: 'seo_title', seo_keywords: 'seo_keywords', seo_description: 'seo_description',
};

export const REPLACE_MSG = {
  productName: '产品名称中的词请在产品编辑页修改',
} as const;

export async function currentRun(db: Db, siteId: number) {
  return db.selectFrom('seo_word_runs').selectAll().where('site_id', '=', siteId).executeTakeFirst();
}

/** The record's stored text fields (body as HTML), or null when it is gone or recycled. */
async function storedFields(trx: Db, siteId: number, kind: RecordKind, id: number) {
  const table = kind === 'article' ? 'articles' : 'products';
  const row = await trx.selectFrom(table).select(['summary', 'content', 'seo_title', 'seo_keywords', 'seo_description', 'version', 'updated_by', 'updated_at', 'disabled'])
    .where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  if (!row || row.disabled !== 0) return null;
  const title = kind === 'article'
    ? (await trx.selectFrom('articles').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title
    : (await trx.selectFrom('products').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
  return { ...row, title };
}

/** Replaces the given hits of one record (all found at the same version); answers the occurrences replaced. */
async function replaceInRecord(db: Db, siteId: number, taskId: number, hits: HitRow[], replacement: string, editorId: number, at: number, scanner: () => Promise<Scanner>): Promise<number> {
  const { record_kind: kind, record_id: id, record_version: version } = hits[0];
  // Loaded before the transaction: on SQLite it holds the one connection.
  const words = await scanner();
  return db.transaction().execute(async (trx) => {
    const stored = await storedFields(trx, siteId, kind as RecordKind, id);
    if (!stored) throw new ApiError(404, WORD_MSG.hitStale);
    if (stored.version !== version) throw await lockConflict(trx, stored);
    const patch: ArticleTextPatch = {};
    let replaced = 0;
    const byField = new Map<HitField, HitRow[]>();
    for (const h of hits) {
      if (kind === 'product' && h.field === 'title') throw new ApiError(400, REPLACE_MSG.productName);
      const list = byField.get(h.field as HitField) ?? [];
      list.push(h);
      byField.set(h.field as HitField, list);
    }
    for (const [field, list] of byField) {
      const column = COLUMN[field];
      const source = stored[column as keyof typeof stored] as string;
      const map = field === 'body' ? htmlText(source) : null;
      const text = map ? map.text : source;
      // Left to right, overlapping occurrences (of one word in itself) once.
      const ranges: { start: number; end: number; replacement: string }[] = [];
      let end = -1;
      for (const h of [...list].sort((a, b) => a.position - b.position)) {
        if (h.position < end) continue;
        if (foldText(text.slice(h.position, h.position + h.length)) !== foldText(h.snippet_word)) throw new ApiError(409, WORD_MSG.hitStale);
        ranges.push({ start: h.position, end: h.position + h.length, replacement });
        end = h.position + h.length;
      }
      let next: string;
      if (map) next = replaceInHtml(source, map, ranges);
      else {
        next = text;
        for (const r of [...ranges].reverse()) next = next.slice(0, r.start) + r.replacement + next.slice(r.end);
      }
      if (field === 'title') {
        next = next.trim();
        if (!next) throw new ApiError(400, WORD_MSG.titleEmpty);
      }
      patch[column] = next;
      replaced += ranges.length;
    }
    const written = kind === 'article'
      ? await reviseArticleText(trx, siteId, id, version, patch, editorId, at)
      : await reviseProductText(trx, siteId, id, version, patch, editorId, at);
    // The record's hits, found again in what is now stored.
    await trx.deleteFrom('seo_word_hits').where('site_id', '=', siteId).where('task_id', '=', taskId)
      .where('record_kind', '=', kind).where('record_id', '=', id).execute();
    const record = await readRecord(trx, siteId, kind as RecordKind, id);
    if (record) {
      const fresh: HitInsert[] = [];
      scanRecord(words, siteId, taskId, { ...record, version: written.version }, (h) => fresh.push(h));
      await insertHits(trx, fresh);
    }
    return replaced;
  });
}

async function recount(db: Db, siteId: number, taskId: number): Promise<void> {
  const hits = db.selectFrom('seo_word_hits').where('site_id', '=', siteId).where('task_id', '=', taskId);
  const n = Number((await hits.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const records = await hits.select(['record_kind', 'record_id']).distinct().execute();
  await db.updateTable('seo_word_runs').set({ hit_count: n, record_count: records.length }).where('site_id', '=', siteId).execute();
}

export async function replaceHits(db: Db, siteId: number, req: { hit_id?: number; word_id?: number; replacement: string }, editorId: number, at: number): Promise<HitReplaceResult> {
  const run = await currentRun(db, siteId);
  if (!run) throw new ApiError(404, WORD_MSG.hitNotFound);
  const base = db.selectFrom('seo_word_hits').selectAll().where('site_id', '=', siteId).where('task_id', '=', run.task_id);
  let cached: Scanner | null = null;
  const scanner = async () => (cached ??= await loadScanner(db, siteId));
  if (req.hit_id !== undefined) {
    const hit = await base.where('id', '=', req.hit_id).executeTakeFirst();
    if (!hit) throw new ApiError(404, WORD_MSG.hitNotFound);
    const replaced = await replaceInRecord(db, siteId, run.task_id, [hit], req.replacement, editorId, at, scanner);
    await recount(db, siteId, run.task_id);
    return { replaced, records: 1, conflicts: 0 };
  }
  const word = await db.selectFrom('seo_words').select('id').where('site_id', '=', siteId).where('id', '=', req.word_id!).executeTakeFirst();
  if (!word) throw new ApiError(404, WORD_MSG.notFound);
  const hits = await base.where('word_id', '=', req.word_id!).orderBy('id').execute();
  const groups = new Map<string, HitRow[]>();
  for (const h of hits) {
    // A product's name is its own form's; its hits stay listed.
    if (h.record_kind === 'product' && h.field === 'title') continue;
    const key = `${h.record_kind}:${h.record_id}`;
    groups.set(key, [...(groups.get(key) ?? []), h]);
  }
  const result: HitReplaceResult = { replaced: 0, records: 0, conflicts: 0 };
  for (const group of groups.values()) {
    try {
      result.replaced += await replaceInRecord(db, siteId, run.task_id, group, req.replacement, editorId, at, scanner);
      result.records++;
    } catch (err) {
      // Saved since the detection, gone, or changed under the hit: left as it is, counted.
      if (isApiError(err) && [400, 404, 409].includes(err.statusCode)) result.conflicts++;
      else throw err;
    }
  }
  await recount(db, siteId, run.task_id);
  return result;
}
