// Helpers the copiers share: clipping a translation to its column's limit, the copy of a synced
// parent or category in the foreign site, a tree's parents first, and counting stored characters.
import { sql, type Kysely } from 'kysely';
import type { SyncType } from '../../../../../shared/domain/sites/languages';
import type { Db, WriteContext } from './types';

/** At most max characters (code points): a translation may be longer than its source. */
export const clip = (text: string, max: number) => [...text].slice(0, max).join('');

/** A required text (a title, a name) the provider answered empty keeps its source text. */
export const orSource = (translated: string, source: string) => (translated.trim() ? translated : source);

/** Hands out a translated list's texts in the order they were asked for. */
export function reader(texts: readonly string[]): () => string {
  let i = 0;
  return () => texts[i++] ?? '';
}

/**
 * The copy in the foreign site of a synced source item (a category, a parent), or 0 when it has
 * none (never synced, or the copy removed since): read in the call's transaction, so a parent
 * written earlier in the same call is found.
 */
export async function copyOf(trx: Db, ctx: WriteContext, type: SyncType, table: 'categories' | 'product_categories', sourceId: number): Promise<number> {
  if (sourceId === 0) return 0;
  const foreignId = ctx.target.binding.foreignSiteId;
  const row = await (trx as Kysely<any>).selectFrom('language_syncs as s').innerJoin(`${table} as c`, 'c.id', 's.target_id')
    .select('c.id').where('s.site_id', '=', ctx.siteId).where('s.target_site_id', '=', foreignId)
    .where('s.item_type', '=', type).where('s.source_id', '=', sourceId).where('c.site_id', '=', foreignId)
    .executeTakeFirst();
  return row ? Number(row.id) : 0;
}

/** A tree's rows with every parent that is among them before its children (then by id). */
export function parentsFirst<R extends { id: number; parent_id: number }>(rows: readonly R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const depth = (r: R): number => {
    let d = 0;
    for (let p = byId.get(r.parent_id); p && d <= rows.length; p = byId.get(p.parent_id)) d++;
    return d;
  };
  return rows.map((r) => ({ r, d: depth(r) })).sort((a, b) => a.d - b.d || a.r.id - b.r.id).map((x) => x.r);
}

/** The summed character length of columns of a site's rows (live only when asked), in SQL. */
export async function storedLength(db: Db, table: string, columns: readonly string[], siteId: number, liveOnly: boolean): Promise<number> {
  const sum = sql.join(columns.map((c) => sql`coalesce(sum(length(${sql.ref(c)})), 0)`), sql` + `);
  let q = (db as Kysely<any>).selectFrom(table).select(sql<number>`${sum}`.as('n')).where('site_id', '=', siteId);
  if (liveOnly) q = q.where('disabled', '=', 0);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Characters of texts as the clone counts them (code points, as SQL's length). */
export const lengthOf = (texts: readonly string[]) => texts.reduce((n, t) => n + [...t].length, 0);
