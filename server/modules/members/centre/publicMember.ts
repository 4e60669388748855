// The visitors' side's view of a member row: found on one site only (a member of another site does
// not exist here), answered without its hash, and a unique-index refusal named as its rule.
import type { Kysely, Selectable } from 'kysely';
import type { PublicMember } from '../../../../shared/domain/members/centreApi';
import { accountKey } from '../../../../shared/domain/members/memberRules';
import type { Database } from '../../../core/db/database';
import { uniqueViolationError } from '../../../core/db/dbErrors';
import type { MembersTable } from '../core/tables';

export type MemberRow = Selectable<MembersTable>;

/** The site's member signing in with an account, a phone or an e-mail (whichever the text is). */
export async function memberByIdentifier(db: Kysely<Database>, siteId: number, identifier: string): Promise<MemberRow | undefined> {
  const text = identifier.trim();
  if (text === '') return undefined;
  return db.selectFrom('members').selectAll().where('site_id', '=', siteId)
    .where((eb) => eb.or([eb('account_key', '=', accountKey(text)), eb('phone', '=', text), eb('email', '=', text.toLowerCase())]))
    .orderBy('id').limit(1).executeTakeFirst();
}

export async function memberByPhone(db: Kysely<Database>, siteId: number, phone: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('site_id', '=', siteId).where('phone', '=', phone).executeTakeFirst();
}

export const maskPhone = (phone: string): string => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);

export async function toPublicMember(db: Kysely<Database>, row: MemberRow, { fullPhone = false } = {}): Promise<PublicMember> {
  const rank = await db.selectFrom('member_ranks').select('name').where('id', '=', row.rank_id).executeTakeFirst();
  return {
    id: row.id, account: row.account, nickname: row.nickname, real_name: row.real_name, company: row.company, email: row.email,
    phone: fullPhone ? row.phone : maskPhone(row.phone), rank: rank?.name ?? '',
  };
}

/** A members unique index refused a row (two registrations raced): the same 400 its check gives (core's rules). */
export const memberUniqueError = uniqueViolationError;
