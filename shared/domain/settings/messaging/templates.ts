// The texts a site sends (issue 14 §4): mail templates (subject and body) and SMS templates, with
// placeholders such as {表单名称} and {留言内容} filled from the lead message. The preview in the
// console and the server's send render with the same function, so what is previewed is what is sent.
import type { MessagingRefusal } from './refusal';

export const MSG_TEMPLATE_CODES = ['lead', 'test'] as const;
export type MessageTemplateCode = (typeof MSG_TEMPLATE_CODES)[number];
export type MessageChannel = 'mail' | 'sms';

export const MSG_TEMPLATE_NAMES: Record<MessageTemplateCode, string> = { lead: '新留言通知', test: '测试消息' };

/** The placeholders each template may use. */
export const MSG_TEMPLATE_PLACEHOLDERS: Record<MessageTemplateCode, readonly string[]> = {
  lead: ['网站名称', '表单名称', '提交时间', '留言编号', '留言内容', '留言摘要'],
  test: ['网站名称', '发送时间'],
};

export const MAIL_TEMPLATE_LIMITS = { subject: 100, body: 5000 } as const;
/** An SMS of 70 characters is one message; longer texts are split and billed per 67 by the gateway. */
export const SMS_TEMPLATE_LIMITS = { content: 300, templateId: 64 } as const;

export const MSG_TEMPLATE_MSG = {
  unknownCode: '模板不存在',
  subjectRequired: '邮件主题不能为空',
  subjectLength: `邮件主题不能超过${MAIL_TEMPLATE_LIMITS.subject}个字符`,
  bodyRequired: '邮件正文不能为空',
  bodyLength: `邮件正文不能超过${MAIL_TEMPLATE_LIMITS.body}个字符`,
  contentRequired: '短信内容不能为空',
  contentLength: `短信内容不能超过${SMS_TEMPLATE_LIMITS.content}个字符`,
  contentBrackets: '短信内容不能包含【】，签名会自动加在开头',
  templateIdFormat: '模板ID只能包含字母、数字、下划线和短横线',
  unknownTemplatePlaceholder: (name: string) => `模板包含不支持的变量：{${name.slice(0, 20)}}`,
} as const;

export const MAIL_TEMPLATE_DEFAULTS: Record<MessageTemplateCode, { subject: string; body: string }> = {
  lead: {
    subject: '【{网站名称}】收到新留言：{表单名称}',
    body: '您好，\n\n网站“{网站名称}”的表单“{表单名称}”于 {提交时间} 收到一条新留言（编号 {留言编号}）：\n\n{留言内容}\n\n请登录管理控制台查看并及时回复。',
  },
  test: {
    subject: '【{网站名称}】测试邮件',
    body: '这是一封来自“{网站名称}”的测试邮件，发送于 {发送时间}。收到此邮件说明邮件设置正确。',
  },
};

export const SMS_TEMPLATE_DEFAULTS: Record<MessageTemplateCode, { content: string; templateId: string }> = {
  lead: { content: '您的网站“{表单名称}”于{提交时间}收到新留言：{留言摘要}，请及时处理。', templateId: '' },
  test: { content: '这是一条测试短信，发送于{发送时间}，收到说明短信设置正确。', templateId: '' },
};

const PLACEHOLDER = /\{([^{}\s]{1,20})\}/g;

export function isMessageTemplateCode(code: string): code is MessageTemplateCode {
  return (MSG_TEMPLATE_CODES as readonly string[]).includes(code);
}

/** The first placeholder of the text that the template does not offer. */
export function unknownTemplatePlaceholder(code: MessageTemplateCode, text: string): string | null {
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (!MSG_TEMPLATE_PLACEHOLDERS[code].includes(match[1])) return match[1];
  }
  return null;
}

/** Fills each known {name}; an unknown one stays as typed (the save refuses it anyway). */
export function renderMessageTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? values[name] : whole));
}

export function checkMailTemplate(code: MessageTemplateCode, t: { subject: string; body: string }): MessagingRefusal | null {
  const subject = t.subject.trim();
  if (subject === '') return { field: 'subject', message: MSG_TEMPLATE_MSG.subjectRequired };
  if (subject.length > MAIL_TEMPLATE_LIMITS.subject) return { field: 'subject', message: MSG_TEMPLATE_MSG.subjectLength };
  if (/[\r\n]/.test(subject)) return { field: 'subject', message: MSG_TEMPLATE_MSG.subjectLength };
  const bad = unknownTemplatePlaceholder(code, subject);
  if (bad) return { field: 'subject', message: MSG_TEMPLATE_MSG.unknownTemplatePlaceholder(bad) };
  if (t.body.trim() === '') return { field: 'body', message: MSG_TEMPLATE_MSG.bodyRequired };
  if (t.body.length > MAIL_TEMPLATE_LIMITS.body) return { field: 'body', message: MSG_TEMPLATE_MSG.bodyLength };
  const badBody = unknownTemplatePlaceholder(code, t.body);
  return badBody ? { field: 'body', message: MSG_TEMPLATE_MSG.unknownTemplatePlaceholder(badBody) } : null;
}

export function checkSmsTemplate(code: MessageTemplateCode, t: { content: string; templateId: string }): MessagingRefusal | null {
  const content = t.content.trim();
  if (content === '') return { field: 'content', message: MSG_TEMPLATE_MSG.contentRequired };
  if (content.length > SMS_TEMPLATE_LIMITS.content) return { field: 'content', message: MSG_TEMPLATE_MSG.contentLength };
  if (/[【】]/.test(content)) return { field: 'content', message: MSG_TEMPLATE_MSG.contentBrackets };
  const bad = unknownTemplatePlaceholder(code, content);
  if (bad) return { field: 'content', message: MSG_TEMPLATE_MSG.unknownTemplatePlaceholder(bad) };
  if (t.templateId !== '' && !/^[A-Za-z0-9_-]{1,64}$/.test(t.templateId)) return { field: 'templateId', message: MSG_TEMPLATE_MSG.templateIdFormat };
  return null;
}

/** Beijing time as 2026-11-28 15:04:05 (the sites' operators read Beijing time). */
export function messagingTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export interface MessageLead {
  siteName: string;
  formTitle: string;
  messageId: number;
  submittedAt: number;
  fields: readonly { label: string; value: string }[];
}

const SUMMARY_MAX = 60;

/** The lead template's values: every field a line of the body; a short one-line summary for SMS. */
export function leadMessageValues(lead: MessageLead): Record<string, string> {
  const filled = lead.fields.filter((f) => f.value.trim() !== '');
  const summary = filled.map((f) => `${f.label}：${f.value.replace(/\s+/g, ' ')}`).join('，');
  return {
    网站名称: lead.siteName,
    表单名称: lead.formTitle,
    提交时间: messagingTime(lead.submittedAt),
    留言编号: String(lead.messageId),
    留言内容: filled.map((f) => `${f.label}：${f.value}`).join('\n'),
    留言摘要: summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1)}…` : summary,
  };
}

export function testMessageValues(siteName: string, at: number): Record<string, string> {
  return { 网站名称: siteName, 发送时间: messagingTime(at) };
}

/** A sample lead for the console's preview. */
export const MSG_SAMPLE_LEAD: Omit<MessageLead, 'siteName'> = {
  formTitle: '在线留言', messageId: 1024, submittedAt: Date.UTC(2026, 10, 28, 2, 30, 0),
  fields: [{ label: '姓名', value: '张先生' }, { label: '手机', value: '13800138000' }, { label: '留言', value: '想了解贵公司的数控折弯机报价，请尽快联系。' }],
};

/** One mail template as the console reads it. */
export interface MailTemplateView {
  code: MessageTemplateCode;
  name: string;
  subject: string;
  body: string;
  placeholders: readonly string[];
  /** null: never saved (the default text). */
  updatedAt: number | null;
}

export interface SmsTemplateView {
  code: MessageTemplateCode;
  name: string;
  content: string;
  templateId: string;
  placeholders: readonly string[];
  updatedAt: number | null;
}
