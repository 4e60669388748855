// Reading and writing a site's 熊掌号 row. The token is opened only where it is needed (never sent
// to the console: the answers carry its mask); a token sealed with another key reads as none.
import type { Kysely } from 'kysely';
import { maskToken, type BearspawAnswer, type BearspawFollowPosition, type BearspawSettings } from '../../../shared/domain/apps';
import type { Database } from '../../core/db/database';
import type { SecretBox } from '../../core/services/secretBox';

export interface StoredBearspaw extends BearspawSettings {
  token: string;
  updatedAt: number;
}

const DEFAULTS: BearspawSettings = { enabled: false, appid: '', jsonLd: true, followBar: false, followPosition: 'bottom' };

export async function readBearspaw(db: Kysely<Database>, box: SecretBox, siteId: number): Promise<StoredBearspaw> {
  const row = await db.selectFrom('app_bearspaw').selectAll().where('site_id', '=', siteId).executeTakeFirst();
  if (!row) return { ...DEFAULTS, token: '', updatedAt: 0 };
  return {
    enabled: row.enabled === 1,
    appid: row.appid,
    jsonLd: row.json_ld === 1,
    followBar: row.follow_bar === 1,
    followPosition: (row.follow_position === 'top' ? 'top' : 'bottom') as BearspawFollowPosition,
    token: row.token_sealed ? (box.open(row.token_sealed) ?? '') : '',
    updatedAt: Number(row.updated_at),
  };
}

export function bearspawAnswer(s: StoredBearspaw): BearspawAnswer {
  const { token, ...rest } = s;
  return { ...rest, tokenSet: token !== '', tokenMask: maskToken(token) };
}

export async function writeBearspaw(db: Kysely<Database>, box: SecretBox, siteId: number, s: BearspawSettings & { token: string }, now: number): Promise<void> {
  const values = {
    enabled: s.enabled ? 1 : 0, appid: s.appid, token_sealed: s.token ? box.seal(s.token) : '', json_ld: s.jsonLd ? 1 : 0,
    follow_bar: s.followBar ? 1 : 0, follow_position: s.followPosition, updated_at: now,
  };
  await db.insertInto('app_bearspaw').values({ site_id: siteId, ...values })
    .onConflict((oc) => oc.column('site_id').doUpdateSet(values)).execute();
}
