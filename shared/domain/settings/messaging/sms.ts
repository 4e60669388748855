// 短信设置 (issue 14 §4): the SMS provider is the platform's (SMS_API_URL); a site sets its
// signature (【签名】 before every text), the phones told of new leads and whether they are. A test
// SMS may be sent at most once every 60 s per site.
import { PHONE_PATTERN } from '../../members/memberRules';
import type { MessagingRefusal } from './refusal';

export const SMS_MAX_PHONES = 5;
export const SMS_SIGNATURE_LENGTH = [2, 12] as const;
export const SMS_TEST_INTERVAL_MS = 60_000;
export const SMS_TEST_DAILY_MAX = 20;

export const SMS_MSG = {
  sent: '发送成功',
  unconfigured: '短信服务未配置，请联系管理员',
  tooFrequent: `发送过于频繁，请${SMS_TEST_INTERVAL_MS / 1000}秒后再试`,
  dailyMax: `今日测试短信已达上限（${SMS_TEST_DAILY_MAX}条），请明天再试`,
  signatureRequired: '请填写短信签名',
  signatureFormat: `短信签名须为${SMS_SIGNATURE_LENGTH[0]}-${SMS_SIGNATURE_LENGTH[1]}个汉字、字母或数字`,
  signatureBrackets: '短信签名只需填写【】中的文字',
  needSignature: '请先保存短信签名',
  phonesMax: `通知手机号最多${SMS_MAX_PHONES}个`,
  phonesNeeded: '开启新留言短信通知时，请至少填写一个通知手机号',
  phoneFormat: (phone: string) => `手机号格式不正确：${phone.slice(0, 20)}`,
  phoneTwice: (phone: string) => `手机号重复：${phone.slice(0, 20)}`,
  testPhoneRequired: '请填写接收测试短信的手机号',
  testPhoneFormat: '手机号格式不正确，请填写11位手机号',
} as const;

export interface SmsConfig {
  /** The text inside 【】, without the brackets. */
  signature: string;
  phones: string[];
  notifyLead: boolean;
}

export interface SmsConfigAnswer {
  config: SmsConfig;
  /** The platform's SMS service: configured, or 短信服务未配置，请联系管理员. */
  provider: { configured: boolean; message: string | null };
  /** When the next test SMS may be sent (ms since the epoch), or null. */
  nextTestAt: number | null;
}

export const DEFAULT_SMS_CONFIG: SmsConfig = { signature: '', phones: [], notifyLead: false };

const SIGNATURE = /^[\u4e00-\u9fa5A-Za-z0-9]+$/;

/** What a typed signature is saved as: trimmed, one pair of surrounding 【】 dropped. */
export function normaliseSmsSignature(text: string): string {
  const value = text.trim();
  const inner = /^【([^【】]*)】$/.exec(value);
  return inner ? inner[1].trim() : value;
}

export function checkSmsSignature(signature: string, required: boolean): MessagingRefusal | null {
  const value = normaliseSmsSignature(signature);
  if (value === '') return required ? { field: 'signature', message: SMS_MSG.signatureRequired } : null;
  if (/[【】[\]]/.test(value)) return { field: 'signature', message: SMS_MSG.signatureBrackets };
  const length = [...value].length;
  if (length < SMS_SIGNATURE_LENGTH[0] || length > SMS_SIGNATURE_LENGTH[1] || !SIGNATURE.test(value)) return { field: 'signature', message: SMS_MSG.signatureFormat };
  return null;
}

export function isSmsPhone(text: string): boolean {
  return PHONE_PATTERN.test(text);
}

export function checkSmsConfig(c: SmsConfig): MessagingRefusal | null {
  const signature = checkSmsSignature(c.signature, c.notifyLead);
  if (signature) return signature;
  const phones = c.phones.map((p) => p.trim()).filter((p) => p !== '');
  if (phones.length > SMS_MAX_PHONES) return { field: 'phones', message: SMS_MSG.phonesMax };
  const seen = new Set<string>();
  for (const p of phones) {
    if (!isSmsPhone(p)) return { field: 'phones', message: SMS_MSG.phoneFormat(p) };
    if (seen.has(p)) return { field: 'phones', message: SMS_MSG.phoneTwice(p) };
    seen.add(p);
  }
  if (c.notifyLead && phones.length === 0) return { field: 'phones', message: SMS_MSG.phonesNeeded };
  return null;
}

export function checkSmsTestPhone(phone: string): MessagingRefusal | null {
  const value = phone.trim();
  if (value === '') return { field: 'phone', message: SMS_MSG.testPhoneRequired };
  return isSmsPhone(value) ? null : { field: 'phone', message: SMS_MSG.testPhoneFormat };
}

/** The text the gateway sends: 【签名】 then the rendered content. */
export function smsText(signature: string, content: string): string {
  return `【${normaliseSmsSignature(signature)}】${content}`;
}
