// One page of a site's titled records — searched by a keyword in the title (case- and
// width-folded), newest first — and their total: the list of lead forms, data forms, albums, and of
// every later feature with the same shape, from one query builder.
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { paging } from '../http/paging';
import type { Database } from './database';
import { foldedContains } from './fold';

/** The tables of a site's records with a title and both times. */
export type TitledTable = {
  [K in keyof Database]: Database[K] extends { site_id: number; title: string; created_at: number; updated_at: number } ? K : never;
}[keyof Database];

export interface TitledListQuery {
  page?: number;
  rows?: number;
  keyword?: string;
}

export interface TitledListOptions<T extends TitledTable> {
  /** Newest by creation (default) or by last change. */
  orderBy?: 'created_at' | 'updated_at';
  /** Further conditions of the feature (a category, the recycle bin). */
  narrow?: (q: SelectQueryBuilder<Database, T, object>) => SelectQueryBuilder<Database, T, object>;
}

export async function titledList<T extends TitledTable>(
  db: Kysely<Database>, table: T, siteId: number, query: TitledListQuery, options: TitledListOptions<T> = {},
): Promise<{ rows: Selectable<Database[T]>[]; total: number }> {
  // Generic over the table: Kysely cannot check column names of a table chosen by a type parameter.
  type Q = SelectQueryBuilder<Database, T, object>;
  let q = (db.selectFrom(table) as unknown as SelectQueryBuilder<any, any, object>).where('site_id', '=', siteId) as unknown as Q;
  if (options.narrow) q = options.narrow(q);
  const keyword = query.keyword?.trim();
  if (keyword) q = (q as unknown as SelectQueryBuilder<any, any, object>).where(foldedContains('title', keyword)) as unknown as Q;
  const loose = q as unknown as SelectQueryBuilder<any, any, object>;
  const total = Number((await loose.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() as { n: number }).n);
  const { limit, offset } = paging(query);
  const order = options.orderBy ?? 'created_at';
  const rows = await loose.selectAll().orderBy(order, 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return { rows: rows as Selectable<Database[T]>[], total };
}
