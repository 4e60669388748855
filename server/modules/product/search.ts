// Keyword search of products. product_terms holds, for each product, every suffix (up to TERM_CHARS
// characters) of every run of letters and digits in its case-folded name, model and brand:
// "WE67K-100/3200" gives we67k, e67k, 67k, 7k, k, 100, 00, 0, 3200, 200 …. A keyword of one run is a
// substring of a product's text exactly when it begins one of those suffixes, so its products are one
// range of the (site, term) index — `term >= 'k' and term < 'k' || U+10FFFF`, byte order on both
// back ends — with no text to test afterwards, however rare: a model number is found at once. A
// keyword of several runs (WE67K-100) takes its longest run's range as candidates and then tests
// the text. A common keyword is tested on products.search_text instead, as the list's index is
// walked. The terms and the text are written in the transaction that writes the fields.
import { sql, SqliteAdapter, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../core/db/database';
import { containsPattern, foldCase } from '../../core/db/fold';
import { runsOf, TERM_CHARS } from '../../core/content/productWrites';

// The terms and the search text are written with the product (core/content/productWrites.ts).
export { SEARCHED, searchTextOf, TERM_CHARS, termsOf, writeTerms, type Searched } from '../../core/content/productWrites';

type Db = Kysely<Database>;

/**
 * At or below this many candidates a page is read from the candidates themselves (a few primary-key
 * reads and a small sort); above it the list's order index leads and the candidates are a test.
 */
export const DRIVE_LIMIT = 2_000;
/** Above every character: a range's upper end ("starts with k" is k ≤ term < k + MAX). */
const MAX_CHAR = String.fromCodePoint(0x10ffff);



/**
 * Many products' new terms in one statement (an import): the rows travel as one parameter per
 * column (PostgreSQL: arrays through unnest; SQLite: a JSON array through json_each) instead of
 * three parameters a row, which costs the server more to parse than to store.
 */
export async function insertTermRows(trx: Db, siteId: number, rows: readonly { term: string; product_id: number }[]): Promise<void> {
  if (!rows.length) return;
  if (trx.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`insert into product_terms (site_id, term, product_id)
      select ${siteId}, value ->> 0, value ->> 1 from json_each(${JSON.stringify(rows.map((r) => [r.term, r.product_id]))})`.execute(trx);
    return;
  }
  await sql`insert into product_terms (site_id, term, product_id)
    select ${siteId}, u.term, u.product_id from unnest(${rows.map((r) => r.term)}::text[], ${rows.map((r) => r.product_id)}::int[]) as u(term, product_id)`.execute(trx);
}

/** Candidate ids from an index (a tag's links, a keyword's terms) and about how many there are. */
export interface Candidates {
  /** Index entries (a product may hold a term twice), counted up to DRIVE_LIMIT + 1. */
  n: number;
  ids: SelectQueryBuilder<Database, any, { product_id: number }> | number[];
}

export interface KeywordPlan {
  candidates: Candidates;
  /** The candidates are exactly the matches: no text test is needed. */
  exact: boolean;
}

/**
 * The products a keyword can match, from the terms index; null when none can (nothing to list);
 * undefined when the keyword has no letter or digit (the text test alone decides).
 */
export async function keywordPlan(db: Db, siteId: number, keyword: string): Promise<KeywordPlan | null | undefined> {
  const runs = runsOf(keyword);
  if (!runs.length) return undefined;
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a));
  const prefix = longest.slice(0, TERM_CHARS).join('');
  const range = () => db.selectFrom('product_terms').select('product_id').where('site_id', '=', siteId)
    .where('term', '>=', prefix).where('term', '<', prefix + MAX_CHAR);
  const n = Number((await db.selectFrom(range().limit(DRIVE_LIMIT + 1).as('r')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  if (n === 0) return null;
  const exact = runs.length === 1 && longest.length <= TERM_CHARS && longest.join('') === foldCase(keyword.trim());
  return { candidates: { n, ids: range() }, exact };
}


/** The keyword in the name, the model or the brand (case-folded). */
export function keywordTest(keyword: string) {
  return sql<boolean>`${sql.ref('products.search_text')} like ${containsPattern(foldCase(keyword))} escape '\\'`;
}
