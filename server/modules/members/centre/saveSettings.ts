// Writes one section of a site's member-centre settings (member_settings; read by core/settings.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/database';

type Column = 'register_json' | 'login_json' | 'privacy_json' | 'sms_json';

export async function saveSettingsSection(db: Kysely<Database>, siteId: number, column: Column, value: object, now: number): Promise<void> {
  const json = JSON.stringify(value);
  await db.insertInto('member_settings').values({ site_id: siteId, [column]: json, updated_at: now } as never)
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ [column]: json, updated_at: now } as never))
    .execute();
}
