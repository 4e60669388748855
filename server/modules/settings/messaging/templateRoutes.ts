// 邮件模板 and 短信模板 (issue 14 §4; admin/SysConfig mailTemplateList, mailTemplate GET/POST,
// smsTemplateList, smsTemplate): the site's texts for a new lead's notification and for the test,
// each checked by the shared rule (placeholders the template offers, lengths) before it is stored.
import {
  MAIL_TEMPLATE_LIMITS, MSG_TEMPLATE_CODES, MSG_TEMPLATE_MSG, SMS_MSG, SMS_TEMPLATE_LIMITS, checkMailTemplate, checkSmsTemplate,
  type MailTemplateView, type MessageTemplateCode, type SmsTemplateView,
} from '../../../../shared/domain/settings';
import { diffChanges } from '../../../core/http/auditChanges';
import { ApiError } from '../../../core/http/envelope';
import { route, type AnyRoute } from '../../../core/http/routeDef';
import { EMPTY, obj, oneOf, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { MAIL_KEY, SMS_KEY } from './keys';
import { refuse } from './refuse';
import { mailTemplates, saveTemplate, smsTemplates } from './templateStore';

const CODE = oneOf(MSG_TEMPLATE_CODES);

function one<T extends { code: string }>(list: T[], code: string): T {
  const found = list.find((t) => t.code === code);
  if (!found) throw new ApiError(404, MSG_TEMPLATE_MSG.unknownCode);
  return found;
}

export const templateRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, { rows: MailTemplateView[]; total: number }>('mailTemplateList', {
    access: { permission: MAIL_KEY }, mutates: false, schema: { querystring: EMPTY },
    async handler(ctx) {
      const rows = await mailTemplates(ctx.deps.db, (await activeSite(ctx)).id);
      return { rows, total: rows.length };
    },
  }),

  route<{ code: MessageTemplateCode }, undefined, MailTemplateView>('mailTemplateGet', {
    access: { permission: MAIL_KEY }, mutates: false, schema: { querystring: obj({ code: CODE }, ['code']) },
    async handler(ctx) {
      return one(await mailTemplates(ctx.deps.db, (await activeSite(ctx)).id), ctx.query.code);
    },
  }),

  route<Record<string, never>, { code: MessageTemplateCode; subject: string; body: string }, MailTemplateView>('mailTemplateSave', {
    access: { permission: MAIL_KEY }, mutates: true,
    schema: { querystring: EMPTY, body: obj({ code: CODE, subject: str(MAIL_TEMPLATE_LIMITS.subject + 50), body: str(MAIL_TEMPLATE_LIMITS.body + 50) }, ['code', 'subject', 'body']) },
    async handler(ctx) {
      const { deps, body } = ctx;
      const site = await activeSite(ctx);
      refuse(checkMailTemplate(body.code, body));
      const before = one(await mailTemplates(deps.db, site.id), body.code);
      const after = { subject: body.subject.trim(), body: body.body };
      await saveTemplate(deps.db, site.id, 'mail', body.code, { ...after, templateId: '' }, deps.now());
      ctx.note({ detail: `保存邮件模板：${before.name}`, changes: diffChanges({ subject: before.subject, body: before.body }, after) });
      return one(await mailTemplates(deps.db, site.id), body.code);
    },
  }),

  route<Record<string, never>, undefined, { rows: SmsTemplateView[]; total: number }>('smsTemplateList', {
    access: { permission: SMS_KEY }, mutates: false, schema: { querystring: EMPTY },
    async handler(ctx) {
      const rows = await smsTemplates(ctx.deps.db, (await activeSite(ctx)).id);
      return { rows, total: rows.length };
    },
  }),

  route<Record<string, never>, { code: MessageTemplateCode; content: string; templateId: string }, SmsTemplateView>('smsTemplateSave', {
    access: { permission: SMS_KEY }, mutates: true,
    schema: { querystring: EMPTY, body: obj({ code: CODE, content: str(SMS_TEMPLATE_LIMITS.content + 50), templateId: str(SMS_TEMPLATE_LIMITS.templateId) }, ['code', 'content', 'templateId']) },
    async handler(ctx) {
      const { deps, body } = ctx;
      const site = await activeSite(ctx);
      // Unconfigured SMS: nothing about it is stored (短信服务未配置，请联系管理员).
      if (!deps.providers.isConfigured('sms')) throw new ApiError(409, SMS_MSG.unconfigured);
      refuse(checkSmsTemplate(body.code, body));
      const before = one(await smsTemplates(deps.db, site.id), body.code);
      const after = { content: body.content.trim(), templateId: body.templateId };
      await saveTemplate(deps.db, site.id, 'sms', body.code, { subject: '', body: after.content, templateId: after.templateId }, deps.now());
      ctx.note({ detail: `保存短信模板：${before.name}`, changes: diffChanges({ content: before.content, templateId: before.templateId }, after) });
      return one(await smsTemplates(deps.db, site.id), body.code);
    },
  }),
];
