// A site's message templates: what it saved, else the defaults of shared/domain.
import type { Kysely } from 'kysely';
import {
  MAIL_TEMPLATE_DEFAULTS, MSG_TEMPLATE_CODES, MSG_TEMPLATE_NAMES, MSG_TEMPLATE_PLACEHOLDERS, SMS_TEMPLATE_DEFAULTS,
  type MailTemplateView, type MessageChannel, type MessageTemplateCode, type SmsTemplateView,
} from '../../../../shared/domain/settings';
import type { Database } from '../../../core/db/database';

async function savedOf(db: Kysely<Database>, siteId: number, channel: MessageChannel) {
  const rows = await db.selectFrom('settings_message_templates').selectAll().where('site_id', '=', siteId).where('channel', '=', channel).execute();
  return new Map(rows.map((r) => [r.code, r]));
}

export async function mailTemplates(db: Kysely<Database>, siteId: number): Promise<MailTemplateView[]> {
  const saved = await savedOf(db, siteId, 'mail');
  return MSG_TEMPLATE_CODES.map((code) => {
    const row = saved.get(code);
    return {
      code, name: MSG_TEMPLATE_NAMES[code], placeholders: MSG_TEMPLATE_PLACEHOLDERS[code],
      subject: row?.subject ?? MAIL_TEMPLATE_DEFAULTS[code].subject, body: row?.body ?? MAIL_TEMPLATE_DEFAULTS[code].body,
      updatedAt: row ? Number(row.updated_at) : null,
    };
  });
}

export async function smsTemplates(db: Kysely<Database>, siteId: number): Promise<SmsTemplateView[]> {
  const saved = await savedOf(db, siteId, 'sms');
  return MSG_TEMPLATE_CODES.map((code) => {
    const row = saved.get(code);
    return {
      code, name: MSG_TEMPLATE_NAMES[code], placeholders: MSG_TEMPLATE_PLACEHOLDERS[code],
      content: row?.body ?? SMS_TEMPLATE_DEFAULTS[code].content, templateId: row?.template_id ?? SMS_TEMPLATE_DEFAULTS[code].templateId,
      updatedAt: row ? Number(row.updated_at) : null,
    };
  });
}

export async function saveTemplate(
  db: Kysely<Database>, siteId: number, channel: MessageChannel, code: MessageTemplateCode,
  t: { subject: string; body: string; templateId: string }, now: number,
): Promise<void> {
  const values = { subject: t.subject, body: t.body, template_id: t.templateId, updated_at: now };
  await db.insertInto('settings_message_templates').values({ site_id: siteId, channel, code, ...values })
    .onConflict((oc) => oc.columns(['site_id', 'channel', 'code']).doUpdateSet(values)).execute();
}
