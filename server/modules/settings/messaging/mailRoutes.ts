// 邮件设置 (issue 14 §4; admin/SysConfig mailConfig GET/POST, mailTest, mailLog), email_setting,
// scoped to the caller's active site. Every save is checked by checkMailConfig (the page runs it
// first); the password is sealed and never answered; a test mail is throttled per site.
import { MAIL_LIMITS, MAIL_MODES, MAIL_MSG, MAIL_TEST_DAILY_MAX, MAIL_TEST_INTERVAL_MS, MSG_SEND_RESULTS, MAIL_TEMPLATE_DEFAULTS,
  checkMailConfig, checkMailTestRecipient, normaliseMailRecipients, renderMessageTemplate, testMessageValues,
  type MailConfig, type MailConfigAnswer, type MailConfigSave, type MailTestRequest, type MessageSendLogQuery,
} from '../../../../shared/domain/settings';
import type { ListData } from '../../../../shared/domain/api/envelope';
import type { MessageSendLogRow } from '../../../../shared/domain/settings';
import { diffChanges } from '../../../core/http/auditChanges';
import { PAGE_QUERY } from '../../../core/http/paging';
import { route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { arr, bool, EMPTY, int, obj, oneOf, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { MAIL_KEY } from './keys';
import { refuse } from './refuse';
import { loadMail, mailAnswer, openPassword, saveMail, sealPassword } from './mailSettings';
import { claimTestSlot } from './sendSlots';
import { listSends, recordSend } from './sendLog';
import { sendSiteMail } from './siteMailer';
import { checkSmtpHost } from './smtpHost';
import { mailTemplates } from './templateStore';

const access = { permission: MAIL_KEY } as const;

// Bounds only: the rule (checkMailConfig) gives each field its Chinese message.
const MAIL_FIELDS = {
  notifyLead: bool(), mode: oneOf(MAIL_MODES), host: str(MAIL_LIMITS.host + 50), port: int(0, 999_999), ssl: bool(),
  account: str(MAIL_LIMITS.account), password: str(MAIL_LIMITS.password), senderName: str(MAIL_LIMITS.senderName + 50),
  senderAddress: str(MAIL_LIMITS.address), recipients: arr(str(MAIL_LIMITS.address), 0, 20),
};
const MAIL_REQUIRED = Object.keys(MAIL_FIELDS);

/** The body as saved: texts trimmed, recipients trimmed and empties dropped. */
function cleaned(body: MailConfigSave): MailConfig {
  return {
    notifyLead: body.notifyLead, mode: body.mode, host: body.host.trim(), port: body.port, ssl: body.ssl, account: body.account.trim(),
    senderName: body.senderName.trim(), senderAddress: body.senderAddress.trim(), recipients: normaliseMailRecipients(body.recipients),
  };
}

const forLog = (c: MailConfig, password: string) => ({ ...c, recipients: c.recipients.join('、'), password });

export const mailRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, MailConfigAnswer>('mailConfigGet', {
    access, mutates: false, schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return mailAnswer(ctx.deps, await loadMail(ctx.deps.db, site.id));
    },
  }),

  route<Record<string, never>, MailConfigSave, MailConfigAnswer>('mailConfigSave', {
    access, mutates: true, schema: { querystring: EMPTY, body: obj(MAIL_FIELDS, MAIL_REQUIRED) },
    async handler(ctx) {
      const { deps } = ctx;
      const auth = signedIn(ctx);
      const site = await activeSite(ctx);
      const before = await loadMail(deps.db, site.id);
      refuse(checkMailConfig(ctx.body, { passwordSet: before.passwordSealed !== '' }));
      const config = cleaned(ctx.body);
      if (config.mode === 'smtp') await checkSmtpHost(deps, config.host, false);
      const sealed = ctx.body.password === '' ? before.passwordSealed : sealPassword(deps, ctx.body.password);
      await saveMail(deps.db, site.id, config, sealed, auth.account.id, deps.now());
      ctx.note({
        detail: `保存邮件设置（${config.mode === 'smtp' ? '自定义SMTP' : '平台邮件服务'}）`,
        changes: diffChanges(forLog(before.config, before.passwordSealed), forLog(config, sealed), { secret: ['password'] }),
      });
      return mailAnswer(deps, await loadMail(deps.db, site.id));
    },
  }),

  route<Record<string, never>, MailTestRequest, { message: string }>('mailTest', {
    access, mutates: true,
    schema: { querystring: EMPTY, body: obj({ ...MAIL_FIELDS, to: str(MAIL_LIMITS.address) }, [...MAIL_REQUIRED, 'to']) },
    async handler(ctx) {
      const { deps } = ctx;
      const site = await activeSite(ctx);
      const stored = await loadMail(deps.db, site.id);
      // The settings on the page (saved or not); recipients are not needed for a test.
      refuse(checkMailConfig({ ...ctx.body, notifyLead: false }, { passwordSet: stored.passwordSealed !== '' }));
      refuse(checkMailTestRecipient(ctx.body.to));
      const config = cleaned(ctx.body);
      if (config.mode === 'platform') deps.providers.get('mail'); // 未配置 → 409 before anything is counted
      else await checkSmtpHost(deps, config.host, true);
      const now = deps.now();
      await claimTestSlot(deps.db, site.id, 'mail', {
        intervalMs: MAIL_TEST_INTERVAL_MS, dailyMax: MAIL_TEST_DAILY_MAX, tooFrequent: MAIL_MSG.tooFrequent, dailyMaxMessage: MAIL_MSG.dailyMax,
      }, now);
      const template = (await mailTemplates(deps.db, site.id)).find((t) => t.code === 'test') ?? { ...MAIL_TEMPLATE_DEFAULTS.test };
      const values = testMessageValues(site.site_name, now);
      const subject = renderMessageTemplate(template.subject, values);
      const to = ctx.body.to.trim();
      const password = ctx.body.password !== '' ? ctx.body.password : openPassword(deps, stored.passwordSealed);
      ctx.note({ detail: `发送测试邮件至 ${to}` });
      try {
        await sendSiteMail(deps, { config, password }, { to, subject, text: renderMessageTemplate(template.body, values) },
          (detail) => ctx.request.log.warn({ detail }, '测试邮件发送失败'));
      } catch (err) {
        await recordSend(deps.db, { siteId: site.id, channel: 'mail', kind: 'test', recipients: [to], subject, result: 'failed', error: (err as Error).message, at: now });
        throw err;
      }
      await recordSend(deps.db, { siteId: site.id, channel: 'mail', kind: 'test', recipients: [to], subject, result: 'ok', at: now });
      return { message: MAIL_MSG.sent };
    },
  }),

  route<MessageSendLogQuery, undefined, ListData<MessageSendLogRow>>('mailLogList', {
    access, mutates: false, schema: { querystring: obj({ ...PAGE_QUERY, result: oneOf(MSG_SEND_RESULTS) }) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return listSends(ctx.deps.db, site.id, 'mail', ctx.query);
    },
  }),
];
