// Paging of every ordinary list: the query's page and rows (rows ≤ MAX_PAGE_SIZE) and the
// LIMIT/OFFSET they mean. One definition, so every list pages alike.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../shared/domain/constants';
import { int } from './schemas';

/** page and rows of an ordinary list (rows ≤ 100). */
export const PAGE_QUERY = { page: int(1, 100_000), rows: int(1, MAX_PAGE_SIZE) };

export function paging(q: { page?: number; rows?: number }): { limit: number; offset: number } {
  const rows = q.rows ?? DEFAULT_PAGE_SIZE;
  return { limit: rows, offset: ((q.page ?? 1) - 1) * rows };
}
