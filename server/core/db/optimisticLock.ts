// The optimistic lock's refusal, alike for every record that carries a version (articles,
// products, short videos): 409 with who saved in between and when; the caller writes nothing.
import type { Kysely, Transaction } from 'kysely';
import type { LockConflict } from '../../../shared/domain/api/content';
import { CONTENT_MSG } from '../../../shared/domain/content';
import { ApiError } from '../http/envelope';
import type { Database } from './database';

type Db = Kysely<Database> | Transaction<Database>;

/** The account's nickname ('' for none, or an account since deleted). */
export async function nickNameOf(db: Db, accountId: number | null): Promise<string> {
  if (accountId === null) return '';
  const row = await db.selectFrom('accounts').select('nick_name').where('id', '=', accountId).executeTakeFirst();
  return row?.nick_name ?? '';
}

/** 409 with who saved in between and when; nothing is written. */
export async function lockConflict(db: Db, current: { version: number; updated_by: number | null; updated_at: number }): Promise<ApiError> {
  const data: LockConflict = { currentVersion: current.version, updatedBy: await nickNameOf(db, current.updated_by), updated_at: Number(current.updated_at) };
  return new ApiError(409, CONTENT_MSG.lockConflict, data);
}
