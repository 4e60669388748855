// Schema pieces and helpers shared by the content routes (articles, categories, tags, albums, jobs).
import type { Kysely } from 'kysely';
import { MAX_PAGE_SIZE } from '../../../shared/domain/constants';
import { CONTENT_LIMITS } from '../../../shared/domain/content';
import type { Database } from '../../core/db/database';
import { arr, id, int, MAX_ID, str } from '../../core/http/schemas';

/** page and rows of an ordinary list (rows ≤ 100). */
export { PAGE_QUERY as PAGE } from '../../core/http/paging';
/** page and rows of the article lists (the 1,000-row list view). */
export const ARTICLE_PAGE = { page: int(1, 1_000_000), rows: int(1, CONTENT_LIMITS.maxRows) };

/** "1,2,3" in GET queries (api-facts): at most CONTENT_LIMITS.batch ids. */
export const ID_LIST = str(1100, { pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${CONTENT_LIMITS.batch - 1}}$` });
/** Arrays of ids in POST bodies. */
export const ID_ARRAY = arr(id(), 1, CONTENT_LIMITS.batch);

export function parseIds(text: string): number[] {
  return [...new Set(text.split(',').map(Number))].filter((n) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID);
}

export const URL_FIELD = str(1000);

/** 0 (none) or a database id. */
export const OPTIONAL_ID = int(0, MAX_ID);

/** Titles for an audit line: 「a」、「b」… cut at 120 characters. */
export const titles = (rows: { title: string }[]) => rows.map((r) => `「${r.title}」`).join('、').slice(0, 120);

/** The tables with a recycle bin (a `disabled` flag: 1 removed, 0 live). */
export type RecyclableTable = 'articles' | 'albums' | 'jobs';

/**
 * Moves the site's records into the recycle bin (`removed` true) or back out, touching only those
 * not there already; answers how many moved.
 */
export async function setRemoved(trx: Kysely<Database>, table: RecyclableTable, siteId: number, ids: number[], removed: boolean, at: number): Promise<number> {
  const result = await (trx as Kysely<Pick<Database, RecyclableTable>>)
    .updateTable(table)
    .set({ disabled: removed ? 1 : 0, updated_at: at })
    .where('site_id', '=', siteId)
    .where('id', 'in', ids)
    .where('disabled', '=', removed ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
