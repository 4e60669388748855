// Articles whose titles may hold a keyword, read from the title search index (article_terms: the
// bigrams of every title, written by core/content/articleWrites): the candidates a substring test
// then settles. Shared by content's article list and the languages module's sync list, so a title
// search over 100,000 articles reads postings, not every title.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/database';
import { bigrams } from '../db/fold';

type Db = Kysely<Database>;

/**
 * Above this many candidates a page is read by walking the list's order index and testing each row
 * against the candidates; at or below it, from the candidates themselves (a few primary-key reads
 * and a small sort). Either way an index leads.
 */
export const DRIVE_LIMIT = 2_000;

/** How many of a keyword's terms are intersected at most (the substring test settles the rest). */
const INTERSECT_TERMS = 6;

/** Candidate ids from an index (a tag's links, a keyword's postings) and how many there are. */
export interface Candidates {
  n: number;
  ids: SelectQueryBuilder<Database, any, { article_id: number }> | number[];
}

/**
 * The articles whose titles hold every term of a keyword, as candidates for the substring test;
 * null when some term is in no title (nothing can match); undefined for a keyword too short to
 * have a term. Each term's postings are counted only up to DRIVE_LIMIT + 1 (a common term costs no
 * more than a rare one). The rarest small set leads; when every term is common (the digits of
 * 第4821期), their intersection usually is small and leads instead.
 */
export async function keywordCandidates(db: Db, siteId: number, keyword: string): Promise<Candidates | null | undefined> {
  const terms = bigrams(keyword);
  if (!terms.length) return undefined;
  const postings = (term: string) => db.selectFrom('article_terms').select('article_id').where('site_id', '=', siteId).where('term', '=', term);
  // (A term that is in no title counts 0 and has no name: max() of nothing.)
  const capped = terms.map((term) => db.selectFrom(postings(term).select('term').limit(DRIVE_LIMIT + 1).as('p'))
    .select([(eb) => eb.fn.max('p.term').as('term'), (eb) => eb.fn.countAll<number>().as('n')]));
  const counted = (await capped.slice(1).reduce((all, one) => all.unionAll(one), capped[0]).execute()).map((c) => ({ term: c.term as string, n: Number(c.n) }));
  if (counted.some((c) => c.n === 0)) return null;
  const rarest = counted.reduce((a, b) => (b.n < a.n ? b : a));
  if (rarest.n <= DRIVE_LIMIT || terms.length === 1) return { n: rarest.n, ids: postings(rarest.term) };
  const lists = terms.slice(0, INTERSECT_TERMS).map(postings);
  const common = (await db.selectFrom(lists.slice(1).reduce((all, list) => all.intersect(list), lists[0]).as('common')).select('article_id').limit(DRIVE_LIMIT + 1).execute()).map((r) => r.article_id);
  if (common.length === 0) return null;
  return common.length <= DRIVE_LIMIT ? { n: common.length, ids: common } : { n: rarest.n, ids: postings(rarest.term) };
}
