// The messaging area's console calls (admin/SysConfig mail*, sms*; server/modules/settings/messaging).
// Saves and tests are silent: the page shows the server's refusal on its field or beside the button.
import type { HttpService } from '../../../kernel';
import type { ListData } from '../../../shared/domain/api/envelope';
import { API } from '../../../shared/domain/api/endpoints';
import type {
  MailConfigAnswer, MailConfigSave, MailTemplateView, MailTestRequest, MessageSendLogQuery, MessageSendLogRow, MessageTemplateCode,
  SmsConfig, SmsConfigAnswer, SmsTemplateView,
} from '../../../shared/domain/settings';

export type SendLogChannel = 'mail' | 'sms';

export class MessagingApi {
  constructor(private readonly http: HttpService) {}

  mailConfig() {
    return this.http.call<MailConfigAnswer>(API.mailConfigGet);
  }
  saveMailConfig(body: MailConfigSave) {
    return this.http.call<MailConfigAnswer>(API.mailConfigSave, { body: { ...body } }, { silent: true });
  }
  mailTest(body: MailTestRequest) {
    return this.http.call<{ message: string }>(API.mailTest, { body: { ...body } }, { silent: true });
  }
  mailTemplates() {
    return this.http.call<{ rows: MailTemplateView[] }>(API.mailTemplateList);
  }
  saveMailTemplate(code: MessageTemplateCode, subject: string, body: string) {
    return this.http.call<MailTemplateView>(API.mailTemplateSave, { body: { code, subject, body } }, { silent: true });
  }
  smsConfig() {
    return this.http.call<SmsConfigAnswer>(API.smsConfigGet);
  }
  saveSmsConfig(body: SmsConfig) {
    return this.http.call<SmsConfigAnswer>(API.smsConfigSave, { body: { ...body } }, { silent: true });
  }
  smsTest(phone: string) {
    return this.http.call<{ message: string }>(API.smsTest, { body: { phone } }, { silent: true });
  }
  smsTemplates() {
    return this.http.call<{ rows: SmsTemplateView[] }>(API.smsTemplateList);
  }
  saveSmsTemplate(code: MessageTemplateCode, content: string, templateId: string) {
    return this.http.call<SmsTemplateView>(API.smsTemplateSave, { body: { code, content, templateId } }, { silent: true });
  }
  sendLog(channel: SendLogChannel, query: MessageSendLogQuery) {
    const q: Record<string, string | number> = { page: query.page ?? 1, rows: query.rows ?? 10 };
    if (query.result) q.result = query.result;
    return this.http.call<ListData<MessageSendLogRow>>(channel === 'mail' ? API.mailLogList : API.smsLogList, { query: q });
  }
}
