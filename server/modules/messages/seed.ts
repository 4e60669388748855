// The messages module's seed: the same notices for every demo account, the newest unread.
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/database';
import { SEED_ACCOUNTS, SEED_MESSAGES, SEED_UNREAD_MESSAGES } from '../../core/db/seedData';
import { DAY_MS } from '../../core/services/dates';

export async function insertSeedMessages(trx: Kysely<Database>, now: number): Promise<void> {
  await trx.insertInto('messages').values(Object.values(SEED_ACCOUNTS).flatMap((a) => SEED_MESSAGES.map((m, i) => ({
    account_id: a.id, title: m.title, content: m.content,
    add_date: now - m.daysAgo * DAY_MS - (i * 37 + a.id * 11) * 60_000,
    read_status: i < SEED_UNREAD_MESSAGES ? 0 : 1,
  })))).execute();
}
