// The library's reads and writes for one site: the paged list, counts per kind, a save (the unique
// index on the folded key decides a clash, also under a race), removal, switching, and the import's
// insert that tells new words from ones already there.
import type { Kysely, Selectable } from 'kysely';
import { WORD_KINDS, WORD_MSG, cleanWord, wordKey, type WordKind, type WordListQuery, type WordRow, type WordStats } from '../../../../shared/domain/seo/words';
import type { Database } from '../../../core/db/database';
import { isUniqueViolation } from '../../../core/db/dbErrors';
import { containsPattern } from '../../../core/db/fold';
import { ApiError } from '../../../core/http/envelope';
import { paging } from '../../../core/http/paging';
import type { SeoWordsTable } from './tables';

type Db = Kysely<Database>;
type WordDbRow = Selectable<SeoWordsTable>;

export const KEYWORD_KINDS: WordKind[] = WORD_KINDS.filter((k) => k !== 'forbidden');

export function rowOf(r: WordDbRow): WordRow {
  return {
    id: r.id, word: r.word, kind: r.kind as WordKind, enabled: r.enabled === 1,
    usage_count: r.usage_count === null ? null : Number(r.usage_count), created_at: Number(r.created_at), updated_at: Number(r.updated_at),
  };
}

function filtered(db: Db, siteId: number, q: Omit<WordListQuery, 'page' | 'rows'>) {
  let base = db.selectFrom('seo_words').where('site_id', '=', siteId);
  if (q.kind) base = base.where('kind', '=', q.kind);
  if (q.group === 'forbidden') base = base.where('kind', '=', 'forbidden');
  if (q.group === 'keyword') base = base.where('kind', 'in', KEYWORD_KINDS);
  const keyword = q.keyword?.trim();
  if (keyword) base = base.where('word_key', 'like', containsPattern(wordKey(keyword)));
  return base;
}

export async function listWords(db: Db, siteId: number, q: WordListQuery): Promise<{ rows: WordRow[]; total: number }> {
  const base = filtered(db, siteId, q);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const { limit, offset } = paging(q);
  const rows = await base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return { rows: rows.map(rowOf), total };
}

export async function wordStats(db: Db, siteId: number): Promise<WordStats> {
  const rows = await db.selectFrom('seo_words').select(['kind', 'enabled', (eb) => eb.fn.countAll<number>().as('n')])
    .where('site_id', '=', siteId).groupBy(['kind', 'enabled']).execute();
  const stats = { ...(Object.fromEntries(WORD_KINDS.map((k) => [k, 0])) as Record<WordKind, number>), total: 0, enabled: 0 };
  for (const r of rows) {
    const n = Number(r.n);
    if ((WORD_KINDS as readonly string[]).includes(r.kind)) stats[r.kind as WordKind] += n;
    stats.total += n;
    if (r.enabled === 1) stats.enabled += n;
  }
  return stats;
}

export async function wordOf(db: Db, siteId: number, id: number): Promise<WordDbRow> {
  const row = await db.selectFrom('seo_words').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, WORD_MSG.notFound);
  return row;
}

/** A clash on (site_id, word_key) is the same 400 however it is found. */
async function guardKey<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(400, WORD_MSG.wordExists);
    throw err;
  }
}

export async function saveWord(db: Db, siteId: number, input: { id?: number; word: string; kind: WordKind; enabled: boolean }, at: number): Promise<WordRow> {
  const word = cleanWord(input.word);
  const values = { word, word_key: wordKey(word), kind: input.kind, enabled: input.enabled ? 1 : 0, updated_at: at };
  if (input.id === undefined) {
    const row = await guardKey(() => db.insertInto('seo_words').values({ site_id: siteId, ...values, usage_count: null, created_at: at }).returningAll().executeTakeFirstOrThrow());
    return rowOf(row);
  }
  const current = await wordOf(db, siteId, input.id);
  // A changed word's count no longer holds until the next detection.
  const usage = current.word_key === values.word_key ? {} : { usage_count: null };
  await guardKey(() => db.updateTable('seo_words').set({ ...values, ...usage }).where('site_id', '=', siteId).where('id', '=', input.id!).execute());
  return rowOf(await wordOf(db, siteId, input.id));
}

/** Removes the site's words among ids with their hits; answers how many went. */
export async function removeWords(db: Db, siteId: number, ids: number[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('seo_word_hits').where('site_id', '=', siteId).where('word_id', 'in', ids).execute();
    const res = await trx.deleteFrom('seo_words').where('site_id', '=', siteId).where('id', 'in', ids).executeTakeFirst();
    return Number(res.numDeletedRows);
  });
}

export async function setEnabled(db: Db, siteId: number, ids: number[], enabled: boolean, at: number): Promise<number> {
  const res = await db.updateTable('seo_words').set({ enabled: enabled ? 1 : 0, updated_at: at })
    .where('site_id', '=', siteId).where('id', 'in', ids).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Adds words of one kind, skipping those whose folded key the site (or an earlier line) already
 * has. Inserted with ON CONFLICT DO NOTHING, so a concurrent save cannot fail the import.
 */
export async function insertNewWords(db: Db, siteId: number, words: string[], kind: WordKind, at: number): Promise<{ added: number; duplicate: number }> {
  const byKey = new Map<string, string>();
  let duplicate = 0;
  for (const w of words) {
    const key = wordKey(w);
    if (byKey.has(key)) duplicate++;
    else byKey.set(key, cleanWord(w));
  }
  let added = 0;
  const entries = [...byKey.entries()];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < entries.length; i += 200) {
      const chunk = entries.slice(i, i + 200);
      const res = await trx.insertInto('seo_words')
        .values(chunk.map(([word_key, word]) => ({ site_id: siteId, word, word_key, kind, enabled: 1, usage_count: null, created_at: at, updated_at: at })))
        .onConflict((oc) => oc.columns(['site_id', 'word_key']).doNothing())
        .executeTakeFirst();
      added += Number(res.numInsertedOrUpdatedRows ?? 0);
    }
  });
  duplicate += entries.length - added;
  return { added, duplicate };
}
