// What a copier is: for one synchronisable type, how its source rows are read, which of their texts
// are translated (plain texts and HTML fragments, in a fixed order), and how a translated copy is
// written into the bound foreign site. copy.ts drives every type the same way through these.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../core/db/database';
import type { AppDeps } from '../../../../core/http/routeDef';
import type { SyncTarget } from '../binding';

export type Db = Kysely<Database>;

export interface CopyContext {
  deps: Pick<AppDeps, 'db' | 'providers' | 'now'>;
  siteId: number;
  accountId: number;
  target: SyncTarget;
}

/** The texts of one item: plain (titles, names, labels) and HTML fragments (bodies), in the copier's order. */
export interface Texts {
  plain: string[];
  html: string[];
}

/** What a write needs of the call: whose items, who writes, and into which foreign site. */
export type WriteContext = Pick<CopyContext, 'siteId' | 'accountId' | 'target'>;

export interface WriteArgs<Row> {
  /** The call's transaction. */
  trx: Db;
  ctx: WriteContext;
  row: Row;
  /** The row's texts translated, in the order texts(row) gave them. */
  texts: Texts;
  /** The earlier copy in the foreign site, when it is still there: written over. */
  copyId: number | undefined;
  at: number;
}

export interface Copier<Row extends { id: number } = any> {
  /** The site's rows of these ids, in the order they are written (a tree's parents before their children). */
  load(db: Db, siteId: number, ids: readonly number[]): Promise<Row[]>;
  /** What the sync row keeps as the source's version (the list compares it: 已同步 / 已修改). */
  version(row: Row): number;
  texts(row: Row): Texts;
  /** Writes the copy (new, or over copyId); answers its id in the foreign site. */
  write(args: WriteArgs<Row>): Promise<number>;
  /** Characters of the texts of every item the clone copies (ensiteInfo's wordNum), as stored. */
  charCount(db: Db, siteId: number): Promise<number>;
}
