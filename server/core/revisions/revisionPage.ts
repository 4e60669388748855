// The history of a site's records, once for every feature that keeps one (articles, products): each
// save writes a revision row — the record's id, the version the save produced, its title or name, the
// saved fields as JSON, the editor and the time. Listing a record's revisions (newest first, with the
// editor's nickname) and reading one of them are the same for all of them; what a snapshot holds and
// how it is restored stay with the feature.
import { sql, type Kysely } from 'kysely';
import type { ListData } from '../../../shared/domain/api/envelope';
import type { Database } from '../db/database';
import { paging } from '../http/paging';

/** The tables that keep revisions: a site's rows with a version, a JSON snapshot, an editor and a time. */
export type RevisionTable = {
  [K in keyof Database]: Database[K] extends { site_id: number; version: number; snapshot: string; editor_id: number | null; created_at: number } ? K : never;
}[keyof Database];

/** Where a feature keeps its revisions: the table, the column naming the record, the one holding its title. */
export interface RevisionSource {
  table: RevisionTable;
  /** article_id, product_id. */
  owner: string;
  /** title, name. */
  title: string;
}

/** One revision as the history list shows it. */
export interface RevisionListRow {
  rid: number;
  owner_id: number;
  version: number;
  title: string;
  /** The editor's nickname, or ''. */
  editor: string;
  created_at: number;
}

export interface StoredRevision extends RevisionListRow {
  snapshot: string;
}

/** The revision tables share these columns; the owner and title columns vary, so they are queried loosely. */
type Revisions = Kysely<Record<RevisionTable, { id: number; site_id: number; version: number; snapshot: string; editor_id: number | null; created_at: number }> & Pick<Database, 'accounts'>>;

const loose = (db: Kysely<Database>) => db as unknown as Revisions;

/** A page of a record's revisions, newest first. */
export async function revisionPage(db: Kysely<Database>, source: RevisionSource, siteId: number, ownerId: number, q: { page?: number; rows?: number }): Promise<ListData<RevisionListRow>> {
  const base = loose(db).selectFrom(source.table).where(sql.ref(`${source.table}.${source.owner}`), '=', ownerId).where(`${source.table}.site_id` as 'site_id', '=', siteId);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const { limit, offset } = paging(q);
  const rows = await base.leftJoin('accounts', 'accounts.id', `${source.table}.editor_id` as 'accounts.id')
    .select([
      `${source.table}.id as rid` as 'id', sql<number>`${sql.ref(`${source.table}.${source.owner}`)}`.as('owner_id'), `${source.table}.version` as 'version', sql<string>`${sql.ref(`${source.table}.${source.title}`)}`.as('title'),
      `${source.table}.created_at` as 'created_at', 'accounts.nick_name',
    ])
    .orderBy(`${source.table}.id` as 'id', 'desc').limit(limit).offset(offset).execute();
  return {
    rows: rows.map((r) => {
      const row = r as unknown as { rid: number; owner_id: number; version: number; title: string; created_at: number; nick_name: string | null };
      return { rid: row.rid, owner_id: Number(row.owner_id), version: row.version, title: row.title, editor: row.nick_name ?? '', created_at: Number(row.created_at) };
    }),
    total,
  };
}

/** One revision of the site (of one record when ownerId is given), or null. */
export async function revisionOf(db: Kysely<Database>, source: RevisionSource, siteId: number, rid: number, ownerId?: number): Promise<StoredRevision | null> {
  let q = loose(db).selectFrom(source.table).leftJoin('accounts', 'accounts.id', `${source.table}.editor_id` as 'accounts.id')
    .select([
      `${source.table}.id as rid` as 'id', sql<number>`${sql.ref(`${source.table}.${source.owner}`)}`.as('owner_id'), `${source.table}.version` as 'version', sql<string>`${sql.ref(`${source.table}.${source.title}`)}`.as('title'),
      `${source.table}.snapshot` as 'snapshot', `${source.table}.created_at` as 'created_at', 'accounts.nick_name',
    ])
    .where(`${source.table}.id` as 'id', '=', rid).where(`${source.table}.site_id` as 'site_id', '=', siteId);
  if (ownerId !== undefined) q = q.where(sql.ref(`${source.table}.${source.owner}`), '=', ownerId);
  const found = (await q.executeTakeFirst()) as unknown as { rid: number; owner_id: number; version: number; title: string; snapshot: string; created_at: number; nick_name: string | null } | undefined;
  if (!found) return null;
  return { rid: found.rid, owner_id: Number(found.owner_id), version: found.version, title: found.title, snapshot: found.snapshot, editor: found.nick_name ?? '', created_at: Number(found.created_at) };
}
