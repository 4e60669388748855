// 变更记录 (issue 13 §7): every change to a member, by an operator or the member, is written as one
// row per field — who, field, before → after, time and IP — in the same transaction as the change.
// Passwords (and anything secret) are written as ******.
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/database';

export const MASKED = '******';
/** Fields whose values are never written. */
const SECRET_FIELDS = new Set(['password', 'password_hash']);
const VALUE_MAX = 500;

export interface MemberActor {
  kind: 'operator' | 'member' | 'system';
  id: number;
  name: string;
  ip: string;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).slice(0, VALUE_MAX);
}

/** Writes the changed fields (those whose text differs) of one member; answers how many it wrote. */
export async function recordMemberChanges(
  db: Kysely<Database>, siteId: number, memberId: number, actor: MemberActor, changes: readonly FieldChange[], at: number,
): Promise<number> {
  const rows = changes
    .filter((c) => SECRET_FIELDS.has(c.field) || text(c.before) !== text(c.after))
    .map((c) => ({
      site_id: siteId,
      member_id: memberId,
      actor_kind: actor.kind,
      actor_id: actor.id,
      actor_name: actor.name.slice(0, 100),
      field: c.field,
      before_value: SECRET_FIELDS.has(c.field) ? MASKED : text(c.before),
      after_value: SECRET_FIELDS.has(c.field) ? MASKED : text(c.after),
      ip: actor.ip.slice(0, 64),
      created_at: at,
    }));
  if (rows.length > 0) await db.insertInto('member_changes').values(rows).execute();
  return rows.length;
}

/** The before → after pairs of the fields that differ between two records. */
export function diffFields<T extends object>(before: T, after: Partial<T>, fields: readonly (keyof T & string)[]): FieldChange[] {
  return fields
    .filter((f) => f in after && text(before[f]) !== text(after[f]))
    .map((f) => ({ field: f, before: before[f], after: after[f] }));
}
