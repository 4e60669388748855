// 邮件设置 (issue 14 §4): how a site sends its mail — its own SMTP server or the platform's mail
// service — and who gets new lead messages. The console checks a save with checkMailConfig before
// sending it; the server checks the same body again with the same function.
import type { MessagingRefusal } from './refusal';

export const MAIL_MODES = ['smtp', 'platform'] as const;
export type MailMode = (typeof MAIL_MODES)[number];

export const MAIL_MAX_RECIPIENTS = 5;
export const MAIL_LIMITS = { host: 253, account: 100, password: 128, senderName: 50, address: 254 } as const;
export const MAIL_PORT_RANGE = [1, 65535] as const;
/** A test mail: at most one every 30 s and 50 a day per site (a mail server counts what it is sent). */
export const MAIL_TEST_INTERVAL_MS = 30_000;
export const MAIL_TEST_DAILY_MAX = 50;

export const MAIL_MSG = {
  sent: '发送成功',
  authFailed: '认证失败，请检查账号和授权码',
  unreachable: '无法连接邮件服务器',
  modeUnknown: '请选择发信方式',
  hostRequired: '请填写SMTP服务器地址',
  hostFormat: 'SMTP服务器地址格式不正确',
  portRange: `端口须为${MAIL_PORT_RANGE[0]}-${MAIL_PORT_RANGE[1]}之间的整数`,
  accountRequired: '请填写邮箱账号',
  passwordRequired: '请填写邮箱密码或授权码',
  senderRequired: '请填写发件人邮箱',
  senderFormat: '发件人邮箱格式不正确',
  senderNameFormat: `发件人名称不能超过${MAIL_LIMITS.senderName}个字符，且不能包含 < > " , ; 等符号`,
  recipientsMax: `收件人最多${MAIL_MAX_RECIPIENTS}个`,
  recipientsNeeded: '开启新留言邮件通知时，请至少填写一个收件人',
  recipientFormat: (address: string) => `收件人邮箱格式不正确：${address.slice(0, 60)}`,
  recipientTwice: (address: string) => `收件人邮箱重复：${address.slice(0, 60)}`,
  testToRequired: '请填写测试收件人邮箱',
  testToFormat: '测试收件人邮箱格式不正确',
  tooFrequent: `发送过于频繁，请${MAIL_TEST_INTERVAL_MS / 1000}秒后再试`,
  dailyMax: `今日测试邮件已达上限（${MAIL_TEST_DAILY_MAX}封），请明天再试`,
  passwordSet: '已设置',
} as const;

/** What a site's mail settings hold (the password is never part of what the console reads). */
export interface MailConfig {
  /** 新留言邮件通知: new lead messages are mailed to the recipients. */
  notifyLead: boolean;
  mode: MailMode;
  host: string;
  port: number;
  /** SSL/TLS from the first byte (port 465); off: STARTTLS when the server offers it. */
  ssl: boolean;
  account: string;
  senderName: string;
  senderAddress: string;
  recipients: string[];
}

/** The save (and the test mail's settings): a new password, or '' to keep the stored one. */
export interface MailConfigSave extends MailConfig {
  password: string;
}

export interface MailConfigAnswer {
  config: MailConfig;
  /** A password is stored (shown as 已设置; never sent back). */
  passwordSet: boolean;
  /** The platform's mail service (the server's SMTP_URL): configured, or why not. */
  platform: { configured: boolean; message: string | null };
}

export interface MailTestRequest extends MailConfigSave {
  to: string;
}

export const DEFAULT_MAIL_CONFIG: MailConfig = {
  notifyLead: false, mode: 'smtp', host: '', port: 465, ssl: true, account: '', senderName: '', senderAddress: '', recipients: [],
};

// A plain address (no display name, no list): what an SMTP envelope takes.
const ADDRESS = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;
const HOST_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST = new RegExp(`^${HOST_LABEL}(?:\\.${HOST_LABEL})*$`);
const NAME_FORBIDDEN = /[<>",;\r\n\\]/;

export function isMailAddress(text: string): boolean {
  return text.length <= MAIL_LIMITS.address && ADDRESS.test(text);
}

/** The recipients as saved: trimmed, empties dropped. */
export function normaliseMailRecipients(list: readonly string[]): string[] {
  return list.map((r) => r.trim()).filter((r) => r !== '');
}

function checkRecipients(recipients: readonly string[], notifyLead: boolean): MessagingRefusal | null {
  if (recipients.length > MAIL_MAX_RECIPIENTS) return { field: 'recipients', message: MAIL_MSG.recipientsMax };
  const seen = new Set<string>();
  for (const r of recipients) {
    if (!isMailAddress(r)) return { field: 'recipients', message: MAIL_MSG.recipientFormat(r) };
    if (seen.has(r.toLowerCase())) return { field: 'recipients', message: MAIL_MSG.recipientTwice(r) };
    seen.add(r.toLowerCase());
  }
  if (notifyLead && recipients.length === 0) return { field: 'recipients', message: MAIL_MSG.recipientsNeeded };
  return null;
}

/**
 * The first problem of a save, with the field it concerns, or null. `passwordSet`: a password is
 * already stored (an empty password keeps it). The SMTP fields are checked in 自定义SMTP mode only.
 */
export function checkMailConfig(c: MailConfigSave, { passwordSet }: { passwordSet: boolean }): MessagingRefusal | null {
  if (!(MAIL_MODES as readonly string[]).includes(c.mode)) return { field: 'mode', message: MAIL_MSG.modeUnknown };
  if (c.mode === 'smtp') {
    const host = c.host.trim();
    if (host === '') return { field: 'host', message: MAIL_MSG.hostRequired };
    if (host.length > MAIL_LIMITS.host || !HOST.test(host)) return { field: 'host', message: MAIL_MSG.hostFormat };
    if (!Number.isInteger(c.port) || c.port < MAIL_PORT_RANGE[0] || c.port > MAIL_PORT_RANGE[1]) return { field: 'port', message: MAIL_MSG.portRange };
    if (c.account.trim() === '') return { field: 'account', message: MAIL_MSG.accountRequired };
    if (c.password === '' && !passwordSet) return { field: 'password', message: MAIL_MSG.passwordRequired };
    if (c.senderAddress.trim() === '') return { field: 'senderAddress', message: MAIL_MSG.senderRequired };
    if (!isMailAddress(c.senderAddress.trim())) return { field: 'senderAddress', message: MAIL_MSG.senderFormat };
    if (c.senderName.length > MAIL_LIMITS.senderName || NAME_FORBIDDEN.test(c.senderName)) return { field: 'senderName', message: MAIL_MSG.senderNameFormat };
  }
  return checkRecipients(normaliseMailRecipients(c.recipients), c.notifyLead);
}

/** The test mail's recipient. */
export function checkMailTestRecipient(to: string): MessagingRefusal | null {
  const value = to.trim();
  if (value === '') return { field: 'to', message: MAIL_MSG.testToRequired };
  return isMailAddress(value) ? null : { field: 'to', message: MAIL_MSG.testToFormat };
}

/** The From header: "名称 <address>" or the bare address. */
export function mailFromHeader(senderName: string, senderAddress: string): string {
  const name = senderName.trim();
  return name ? `${name} <${senderAddress.trim()}>` : senderAddress.trim();
}
