// New lead messages told to the site's people (issue 14 §4): the forms module emits leadSubmitted
// once the message is committed; the listener starts a task when 新留言邮件通知 or 新留言短信通知 is on,
// and the task mails the recipients (the site's SMTP or the platform's service) and texts the
// notification phones, each send written to the send log. The submission never waits for nor
// fails with any of this.
import type { Kysely } from 'kysely';
import {
  MAIL_TEMPLATE_DEFAULTS, leadMessageValues, renderMessageTemplate, smsText, type MessageLead,
} from '../../../../shared/domain/settings';
import type { Database } from '../../../core/db/database';
import type { EventContext, LeadSubmitted } from '../../../core/events/coreEvents';
import { ApiError } from '../../../core/http/envelope';
import { arr, id, int, obj, str } from '../../../core/http/schemas';
import { PROVIDER_FAILED_CODE } from '../../../core/providers/errors';
import { defineTaskKind, type TaskRunContext } from '../../../core/tasks/kind';
import { MAIL_KEY, SMS_KEY } from './keys';
import { loadMail, openPassword } from './mailSettings';
import { recordSend } from './sendLog';
import { sendSiteMail } from './siteMailer';
import { loadSms } from './smsSettings';
import { mailTemplates, smsTemplates } from './templateStore';

type LeadInput = Omit<LeadSubmitted, 'siteId' | 'fields'> & { fields: { label: string; value: string }[] };

type ChannelOutcome = 'off' | 'ok' | 'failed';

async function mailLead(ctx: TaskRunContext<LeadInput>, lead: MessageLead): Promise<{ outcome: ChannelOutcome; error?: string }> {
  const { deps, siteId } = ctx;
  const stored = await loadMail(ctx.db, siteId);
  if (!stored.config.notifyLead || stored.config.recipients.length === 0) return { outcome: 'off' };
  const template = (await mailTemplates(ctx.db, siteId)).find((t) => t.code === 'lead') ?? { ...MAIL_TEMPLATE_DEFAULTS.lead };
  const values = leadMessageValues(lead);
  const subject = renderMessageTemplate(template.subject, values);
  const recipients = stored.config.recipients;
  const at = deps.now();
  try {
    await sendSiteMail(deps, { config: stored.config, password: openPassword(deps, stored.passwordSealed) }, { to: recipients, subject, text: renderMessageTemplate(template.body, values) });
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await recordSend(ctx.db, { siteId, channel: 'mail', kind: 'lead', recipients, subject, result: 'failed', error, at });
    return { outcome: 'failed', error };
  }
  await recordSend(ctx.db, { siteId, channel: 'mail', kind: 'lead', recipients, subject, result: 'ok', at });
  return { outcome: 'ok' };
}

async function textLead(ctx: TaskRunContext<LeadInput>, lead: MessageLead): Promise<{ outcome: ChannelOutcome; error?: string }> {
  const { deps, siteId } = ctx;
  const { config } = await loadSms(ctx.db, siteId);
  // Unconfigured since it was switched on: nothing is sent, nothing recorded.
  if (!config.notifyLead || config.phones.length === 0 || !config.signature || !deps.providers.isConfigured('sms')) return { outcome: 'off' };
  const template = (await smsTemplates(ctx.db, siteId)).find((t) => t.code === 'lead')!;
  const text = smsText(config.signature, renderMessageTemplate(template.content, leadMessageValues(lead)));
  let error: string | undefined;
  let sent = 0;
  for (const phone of config.phones) {
    const at = deps.now();
    try {
      await deps.providers.get('sms').send({ phone, text, ...(template.templateId ? { templateId: template.templateId } : {}) });
      sent += 1;
      await recordSend(ctx.db, { siteId, channel: 'sms', kind: 'lead', recipients: [phone], subject: text, result: 'ok', at });
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      await recordSend(ctx.db, { siteId, channel: 'sms', kind: 'lead', recipients: [phone], subject: text, result: 'failed', error, at });
    }
  }
  return sent > 0 ? { outcome: 'ok' } : { outcome: 'failed', error };
}

export const leadNotifyKind = defineTaskKind<LeadInput>({
  kind: 'settings.leadNotify',
  permission: [MAIL_KEY, SMS_KEY],
  title: (input) => `新留言通知（${input.formTitle}）`,
  input: obj({
    formId: id(), formTitle: str(200), messageId: id(), submittedAt: int(0, Number.MAX_SAFE_INTEGER),
    fields: arr(obj({ label: str(200), value: str(10_000) }, ['label', 'value']), 0, 60),
  }, ['formId', 'formTitle', 'messageId', 'submittedAt', 'fields']),
  async run(ctx) {
    const site = await ctx.db.selectFrom('sites').select('site_name').where('id', '=', ctx.siteId).executeTakeFirst();
    const lead: MessageLead = { siteName: site?.site_name ?? '', ...ctx.input };
    ctx.progress(0, 2, '正在发送邮件');
    const mail = await mailLead(ctx, lead);
    ctx.progress(1, 2, '正在发送短信');
    const sms = await textLead(ctx, lead);
    ctx.progress(2, 2, '发送完成');
    // Every channel that was tried failed: the task fails with the reason (the log has each send).
    const tried = [mail, sms].filter((c) => c.outcome !== 'off');
    if (tried.length > 0 && tried.every((c) => c.outcome === 'failed')) throw new ApiError(PROVIDER_FAILED_CODE, tried[0].error ?? '发送失败');
    return { mail: mail.outcome, sms: sms.outcome };
  },
});

/** Who a site's notification task runs as: whoever saved the settings last, else the company's first account. */
async function notifierAccount(db: Kysely<Database>, siteId: number, savedBy: (number | null)[]): Promise<number | null> {
  const known = savedBy.find((id): id is number => id !== null);
  if (known !== undefined) {
    const exists = await db.selectFrom('accounts').select('id').where('id', '=', known).executeTakeFirst();
    if (exists) return known;
  }
  const first = await db.selectFrom('accounts').innerJoin('sites', 'sites.company_id', 'accounts.company_id')
    .select('accounts.id').where('sites.id', '=', siteId).orderBy('accounts.id').limit(1).executeTakeFirst();
  return first?.id ?? null;
}

/** The leadSubmitted listener: a task when either notification is on (nothing otherwise). */
export async function onLeadSubmitted(ctx: EventContext, event: LeadSubmitted): Promise<void> {
  const [mail, sms] = await Promise.all([loadMail(ctx.db, event.siteId), loadSms(ctx.db, event.siteId)]);
  const mailOn = mail.config.notifyLead && mail.config.recipients.length > 0;
  const smsOn = sms.config.notifyLead && sms.config.phones.length > 0;
  if (!mailOn && !smsOn) return;
  const accountId = await notifierAccount(ctx.db, event.siteId, [mailOn ? mail.updatedBy : null, smsOn ? sms.updatedBy : null]);
  if (accountId === null) return;
  await ctx.tasks.start({ siteId: event.siteId, accountId }, leadNotifyKind, {
    formId: event.formId, formTitle: event.formTitle.slice(0, 200), messageId: event.messageId, submittedAt: event.submittedAt,
    fields: event.fields.slice(0, 60).map((f) => ({ label: f.label.slice(0, 200), value: f.value.slice(0, 10_000) })),
  });
}
