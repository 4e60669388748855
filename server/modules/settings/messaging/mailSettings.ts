// A site's mail settings as stored (settings_mail) and as the console reads them: the password is
// sealed at rest (core secretBox) and only ever answered as whether one is set.
import type { Kysely } from 'kysely';
import { DEFAULT_MAIL_CONFIG, MAIL_MODES, type MailConfig, type MailConfigAnswer, type MailMode } from '../../../../shared/domain/settings';
import type { Database } from '../../../core/db/database';
import type { AppDeps } from '../../../core/http/routeDef';
import { PROVIDER_MSG } from '../../../core/providers/messages';
import { secretBoxOf } from '../../../core/services/secretBox';

export interface StoredMail {
  config: MailConfig;
  passwordSealed: string;
  updatedBy: number | null;
}

function parseList(text: string): string[] {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export async function loadMail(db: Kysely<Database>, siteId: number): Promise<StoredMail> {
  const row = await db.selectFrom('settings_mail').selectAll().where('site_id', '=', siteId).executeTakeFirst();
  if (!row) return { config: { ...DEFAULT_MAIL_CONFIG, recipients: [] }, passwordSealed: '', updatedBy: null };
  const mode: MailMode = (MAIL_MODES as readonly string[]).includes(row.mode) ? (row.mode as MailMode) : 'smtp';
  return {
    config: {
      notifyLead: row.notify_lead === 1, mode, host: row.host, port: row.port, ssl: row.ssl === 1, account: row.account,
      senderName: row.sender_name, senderAddress: row.sender_address, recipients: parseList(row.recipients),
    },
    passwordSealed: row.password_sealed,
    updatedBy: row.updated_by,
  };
}

export async function saveMail(db: Kysely<Database>, siteId: number, config: MailConfig, passwordSealed: string, accountId: number, now: number): Promise<void> {
  const values = {
    notify_lead: config.notifyLead ? 1 : 0, mode: config.mode, host: config.host, port: config.port, ssl: config.ssl ? 1 : 0,
    account: config.account, password_sealed: passwordSealed, sender_name: config.senderName, sender_address: config.senderAddress,
    recipients: JSON.stringify(config.recipients), updated_by: accountId, updated_at: now,
  };
  await db.insertInto('settings_mail').values({ site_id: siteId, ...values })
    .onConflict((oc) => oc.column('site_id').doUpdateSet(values)).execute();
}

export function mailAnswer(deps: AppDeps, stored: StoredMail): MailConfigAnswer {
  const configured = deps.providers.isConfigured('mail');
  return {
    config: stored.config,
    passwordSet: stored.passwordSealed !== '',
    platform: { configured, message: configured ? null : PROVIDER_MSG.unconfigured.mail },
  };
}

export function sealPassword(deps: AppDeps, password: string): string {
  return secretBoxOf(deps.config).seal(password);
}

/** The stored password in clear, for sending; '' when none or sealed with another key. */
export function openPassword(deps: Pick<AppDeps, 'config'>, sealed: string): string {
  return sealed ? (secretBoxOf(deps.config).open(sealed) ?? '') : '';
}
