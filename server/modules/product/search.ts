// Keyword search of products: product_terms holds the distinct character bigrams (db/fold.ts) of each
// product's name, model and brand, written in the transaction that writes those fields. A keyword's
// candidates are read from the postings of its terms — the rarest term's, or the intersection of
// several when each is common — and the list then keeps the candidates whose text really holds the
// keyword. The same scheme as the articles' title search (content's migration 004).
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../core/db/database';
import { bigrams, foldedContains } from '../../core/db/fold';

type Db = Kysely<Database>;

/** What a keyword is matched against. */
export const SEARCHED = ['name', 'model', 'brand'] as const;
export type Searched = Record<(typeof SEARCHED)[number], string>;

/**
 * At or below this many candidates a page is read from the candidates themselves (a few primary-key
 * reads and a small sort); above it the list's order index leads and the candidates are a test.
 */
export const DRIVE_LIMIT = 2_000;
/** How many of a keyword's terms are intersected at most (the substring test settles the rest). */
const INTERSECT_TERMS = 6;

/** The distinct bigrams of a product's searched text. */
export function termsOf(p: Searched | null): string[] {
  if (!p) return [];
  return [...new Set(SEARCHED.flatMap((field) => bigrams(p[field])))];
}

/** Replaces a product's terms (old text → new text) inside the caller's transaction. */
export async function writeTerms(trx: Db, siteId: number, productId: number, before: Searched | null, after: Searched | null): Promise<void> {
  const old = termsOf(before);
  const next = new Set(termsOf(after));
  const gone = old.filter((t) => !next.has(t));
  const kept = new Set(old);
  const added = [...next].filter((t) => !kept.has(t));
  for (let i = 0; i < gone.length; i += 200) {
    await trx.deleteFrom('product_terms').where('site_id', '=', siteId).where('term', 'in', gone.slice(i, i + 200)).where('product_id', '=', productId).execute();
  }
  for (let i = 0; i < added.length; i += 200) {
    await trx.insertInto('product_terms').values(added.slice(i, i + 200).map((term) => ({ site_id: siteId, term, product_id: productId }))).execute();
  }
}

/** Candidate ids from an index (a tag's links, a keyword's postings) and how many there are. */
export interface Candidates {
  n: number;
  ids: SelectQueryBuilder<Database, any, { product_id: number }> | number[];
}

/**
 * The products whose text holds every term of the keyword, as candidates for the substring test;
 * null when some term is in no product (nothing can match); undefined for a keyword too short to
 * have a term. Postings are counted only up to DRIVE_LIMIT + 1, so a common term costs no more
 * than a rare one.
 */
export async function keywordCandidates(db: Db, siteId: number, keyword: string): Promise<Candidates | null | undefined> {
  const terms = bigrams(keyword);
  if (!terms.length) return undefined;
  const postings = (term: string) => db.selectFrom('product_terms').select('product_id').where('site_id', '=', siteId).where('term', '=', term);
  // (A term in no product counts 0 and has no name: max() of nothing.)
  const capped = terms.map((term) => db.selectFrom(postings(term).select('term').limit(DRIVE_LIMIT + 1).as('p'))
    .select([(eb) => eb.fn.max('p.term').as('term'), (eb) => eb.fn.countAll<number>().as('n')]));
  const counted = (await capped.slice(1).reduce((all, one) => all.unionAll(one), capped[0]).execute()).map((c) => ({ term: c.term as string, n: Number(c.n) }));
  if (counted.some((c) => c.n === 0)) return null;
  const rarest = counted.reduce((a, b) => (b.n < a.n ? b : a));
  if (rarest.n <= DRIVE_LIMIT || terms.length === 1) return { n: rarest.n, ids: postings(rarest.term) };
  const lists = terms.slice(0, INTERSECT_TERMS).map(postings);
  const common = (await db.selectFrom(lists.slice(1).reduce((all, list) => all.intersect(list), lists[0]).as('common'))
    .select('product_id').limit(DRIVE_LIMIT + 1).execute()).map((r) => r.product_id);
  if (common.length === 0) return null;
  return common.length <= DRIVE_LIMIT ? { n: common.length, ids: common } : { n: rarest.n, ids: postings(rarest.term) };
}

/** The keyword in the name, the model or the brand (case-folded). */
export function keywordTest(keyword: string) {
  return sql<boolean>`(${sql.join(SEARCHED.map((field) => foldedContains(`products.${field}`, keyword)), sql` or `)})`;
}
