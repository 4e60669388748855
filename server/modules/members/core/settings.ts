// Reads a site's member-centre settings (member_settings), section by section over the defaults of
// shared/domain/members/settings.ts, so a site that never saved a section — or a section saved before
// a setting existed — answers every setting. Writing is the centre area's (its routes check first).
import type { Kysely } from 'kysely';
import { DEFAULT_MEMBER_SETTINGS, type MemberSettings } from '../../../../shared/domain/members/settings';
import type { Database } from '../../../core/db/database';

function section<T extends object>(json: string | undefined, defaults: T): T {
  if (!json) return structuredClone(defaults);
  try {
    const saved = JSON.parse(json) as Partial<T>;
    return { ...structuredClone(defaults), ...(saved && typeof saved === 'object' ? saved : {}) };
  } catch {
    return structuredClone(defaults);
  }
}

export async function loadMemberSettings(db: Kysely<Database>, siteId: number): Promise<MemberSettings> {
  const row = await db.selectFrom('member_settings').selectAll().where('site_id', '=', siteId).executeTakeFirst();
  const d = DEFAULT_MEMBER_SETTINGS;
  return {
    register: section(row?.register_json, d.register),
    login: section(row?.login_json, d.login),
    privacy: section(row?.privacy_json, d.privacy),
    sms: section(row?.sms_json, d.sms),
  };
}

/** The rank new members get: the configured one if it is still the site's, else the default rank. */
export async function rankForNewMembers(db: Kysely<Database>, siteId: number, configured: number): Promise<number | null> {
  if (configured > 0) {
    const row = await db.selectFrom('member_ranks').select('id').where('site_id', '=', siteId).where('id', '=', configured).executeTakeFirst();
    if (row) return row.id;
  }
  const fallback = await db.selectFrom('member_ranks').select('id').where('site_id', '=', siteId)
    .orderBy('is_default', 'desc').orderBy('level').orderBy('id').executeTakeFirst();
  return fallback?.id ?? null;
}
