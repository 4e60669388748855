// 短信设置 (issue 14 §4; admin/SysConfig smsConfig GET/POST, smsTest, smsLog), sms_setting, scoped
// to the caller's active site. The provider is the platform's (the registry's SMS); unconfigured, a
// save or a test answers 短信服务未配置，请联系管理员 and nothing is stored or sent. A test SMS is
// claimed atomically: one per 60 s per site.
import type { ListData } from '../../../../shared/domain/api/envelope';
import {
  MSG_SEND_RESULTS, SMS_MAX_PHONES, SMS_MSG, SMS_TEST_DAILY_MAX, SMS_TEST_INTERVAL_MS, checkSmsConfig, checkSmsTestPhone,
  normaliseSmsSignature, renderMessageTemplate, smsText, testMessageValues,
  type MessageSendLogQuery, type MessageSendLogRow, type SmsConfig, type SmsConfigAnswer,
} from '../../../../shared/domain/settings';
import { diffChanges } from '../../../core/http/auditChanges';
import { ApiError } from '../../../core/http/envelope';
import { PAGE_QUERY } from '../../../core/http/paging';
import { route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { arr, bool, EMPTY, obj, oneOf, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { SMS_KEY } from './keys';
import { refuse } from './refuse';
import { claimTestSlot } from './sendSlots';
import { listSends, recordSend } from './sendLog';
import { loadSms, saveSms, smsAnswer } from './smsSettings';
import { smsTemplates } from './templateStore';

const access = { permission: SMS_KEY } as const;

function requireProvider(configured: boolean): void {
  if (!configured) throw new ApiError(409, SMS_MSG.unconfigured);
}

export const smsRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, SmsConfigAnswer>('smsConfigGet', {
    access, mutates: false, schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return smsAnswer(ctx.deps, site.id, (await loadSms(ctx.deps.db, site.id)).config);
    },
  }),

  route<Record<string, never>, SmsConfig, SmsConfigAnswer>('smsConfigSave', {
    access, mutates: true,
    schema: { querystring: EMPTY, body: obj({ signature: str(40), phones: arr(str(20), 0, SMS_MAX_PHONES + 15), notifyLead: bool() }, ['signature', 'phones', 'notifyLead']) },
    async handler(ctx) {
      const { deps } = ctx;
      const auth = signedIn(ctx);
      const site = await activeSite(ctx);
      requireProvider(deps.providers.isConfigured('sms'));
      refuse(checkSmsConfig(ctx.body));
      const config: SmsConfig = {
        signature: normaliseSmsSignature(ctx.body.signature),
        phones: ctx.body.phones.map((p) => p.trim()).filter((p) => p !== ''),
        notifyLead: ctx.body.notifyLead,
      };
      const before = (await loadSms(deps.db, site.id)).config;
      await saveSms(deps.db, site.id, config, auth.account.id, deps.now());
      const flat = (c: SmsConfig) => ({ ...c, phones: c.phones.join('、') });
      ctx.note({ detail: `保存短信设置（签名【${config.signature}】）`, changes: diffChanges(flat(before), flat(config)) });
      return smsAnswer(deps, site.id, config);
    },
  }),

  route<Record<string, never>, { phone: string }, { message: string }>('smsTest', {
    access, mutates: true, schema: { querystring: EMPTY, body: obj({ phone: str(20) }, ['phone']) },
    async handler(ctx) {
      const { deps } = ctx;
      const site = await activeSite(ctx);
      requireProvider(deps.providers.isConfigured('sms'));
      refuse(checkSmsTestPhone(ctx.body.phone));
      const { config } = await loadSms(deps.db, site.id);
      if (!config.signature) throw new ApiError(400, SMS_MSG.needSignature, { field: 'signature' });
      const now = deps.now();
      await claimTestSlot(deps.db, site.id, 'sms', {
        intervalMs: SMS_TEST_INTERVAL_MS, dailyMax: SMS_TEST_DAILY_MAX, tooFrequent: SMS_MSG.tooFrequent, dailyMaxMessage: SMS_MSG.dailyMax,
      }, now);
      const template = (await smsTemplates(deps.db, site.id)).find((t) => t.code === 'test')!;
      const text = smsText(config.signature, renderMessageTemplate(template.content, testMessageValues(site.site_name, now)));
      const phone = ctx.body.phone.trim();
      ctx.note({ detail: `发送测试短信至 ${phone}` });
      try {
        await deps.providers.get('sms').send({ phone, text, ...(template.templateId ? { templateId: template.templateId } : {}) });
      } catch (err) {
        await recordSend(deps.db, { siteId: site.id, channel: 'sms', kind: 'test', recipients: [phone], subject: text, result: 'failed', error: (err as Error).message, at: now });
        throw err;
      }
      await recordSend(deps.db, { siteId: site.id, channel: 'sms', kind: 'test', recipients: [phone], subject: text, result: 'ok', at: now });
      return { message: SMS_MSG.sent };
    },
  }),

  route<MessageSendLogQuery, undefined, ListData<MessageSendLogRow>>('smsLogList', {
    access, mutates: false, schema: { querystring: obj({ ...PAGE_QUERY, result: oneOf(MSG_SEND_RESULTS) }) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return listSends(ctx.deps.db, site.id, 'sms', ctx.query);
    },
  }),
];
