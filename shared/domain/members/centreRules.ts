// The member centre (issue 13 §4 download power, §5–6): the settings' checks, SMS code timing, the
// login lock, canDownload and their messages. Pure functions over a clock (`now` in ms) so the console,
// the server and the unit tests (a fake clock) run the same rules.
import { ACCOUNT_PATTERN } from './memberRules';
import {
  PASSWORD_MIN_LENGTH_RANGE,
  PROFILE_FIELDS,
  REGISTER_METHODS,
  type LoginConfig,
  type PrivacyConfig,
  type ProfileFieldMode,
  type RegisterConfig,
  type RegisterMethod,
  type SmsSwitches,
} from './settings';

export const CENTRE_MSG = {
  registerClosed: '本站暂未开放会员注册',
  methodRequired: '请至少选择一种注册方式',
  methodUnknown: '注册方式不正确',
  fieldModeUnknown: '资料字段设置不正确',
  defaultRankMissing: '默认会员等级不存在',
  reservedNameFormat: '保留名称为1-20个字符，最多100个',
  passwordMinRange: '密码最小长度为6-20位',
  phoneVerifyNeedsPhone: '开启手机号短信验证需允许手机号注册或填写手机号',
  phoneVerifyNeedsSms: '开启手机号短信验证需先在短信权益中开启注册验证码',
  loginMethodRequired: '请至少选择一种登录方式',
  loginSmsNeedsSms: '短信验证码登录需先在短信权益中开启登录验证码',
  maxFailuresRange: '登录失败锁定次数为3-10次',
  lockMinutesRange: '锁定时长为5-1440分钟',
  rememberDaysRange: '记住我天数为1-30天',
  documentTooLong: '协议内容不能超过50000个字符',
  locked: '登录失败次数过多，请{n}分钟后再试',
  loginWrong: '账号或密码错误',
  loginMethodOff: '本站未开启该登录方式',
  smsUnconfigured: '短信服务未配置，请联系管理员',
  smsNoQuota: '短信余额不足，请联系管理员',
  smsTooFrequent: '发送过于频繁，请60秒后再试',
  smsDailyCap: '该手机号今日获取验证码次数已达上限，请明天再试',
  smsSwitchOff: '本站未开启短信验证码',
  smsRegisterInUse: '注册已开启手机号短信验证，请先在注册设置中关闭后再关闭注册验证码',
  smsLoginInUse: '登录方式包含短信验证码，请先在登录设置中取消后再关闭登录验证码',
  smsSent: '验证码已发送',
  codeFormat: '请输入6位数字验证码',
  codeWrong: '验证码错误',
  codeExpired: '验证码已失效，请重新获取',
  codeRequired: '请输入短信验证码',
  phoneRequired: '请输入手机号',
  phoneUnknown: '该手机号未注册',
  mustAgree: '请阅读并同意用户协议和隐私政策',
  fieldRequired: '请填写{label}',
  registered: '注册成功',
  registeredPending: '注册成功，账号审核中，请耐心等待',
  loggedIn: '登录成功',
  loggedOut: '已退出登录',
  passwordMismatch: '两次输入的密码不一致',
  recovered: '密码已重置，请使用新密码登录',
  profileSaved: '资料已保存',
  notSignedIn: '请先登录',
  siteClosed: '站点不存在或未上线',
  downloadLogin: '请登录会员后下载',
  downloadRank: '您的会员等级不足，无法下载',
} as const;

/** The Chinese names of the profile fields, as the forms and the messages show them. */
export const PROFILE_FIELD_LABEL = { nickname: '昵称', real_name: '真实姓名', company: '公司名称', email: '邮箱', phone: '手机号' } as const;
export const PROFILE_FIELD_MAX = { nickname: 30, real_name: 30, company: 100, email: 254, phone: 11 } as const;
export const FIELD_MODES: readonly ProfileFieldMode[] = ['hidden', 'optional', 'required'];

export const LOGIN_LIMITS = { maxFailures: [3, 10], lockMinutes: [5, 1440], rememberDays: [1, 30] } as const;
export const RESERVED_NAMES_MAX = 100;
export const RESERVED_NAME_MAX_LENGTH = 20;
export const DOCUMENT_MAX_LENGTH = 50_000;

/** A rule's refusal: the message and the settings field it is about. */
export interface CentreRefusal {
  field: string;
  message: string;
}

const inRange = (n: number, [lo, hi]: readonly [number, number]): boolean => Number.isInteger(n) && n >= lo && n <= hi;

/**
 * 注册 settings: ≥ 1 method, known modes, a default rank that is the site's (0 = the site's default),
 * reserved names 1–20 characters, password minimum 6–20; phone verification needs a phone on the form
 * and SMS's 注册验证码 switched on.
 */
export function checkRegisterConfig(c: RegisterConfig, site: { rankIds: readonly number[]; smsRegisterOn: boolean }): CentreRefusal | null {
  if (c.methods.length === 0) return { field: 'methods', message: CENTRE_MSG.methodRequired };
  if (c.methods.some((m) => !REGISTER_METHODS.includes(m)) || new Set(c.methods).size !== c.methods.length) return { field: 'methods', message: CENTRE_MSG.methodUnknown };
  if (PROFILE_FIELDS.some((f) => !FIELD_MODES.includes(c.fields[f]))) return { field: 'fields', message: CENTRE_MSG.fieldModeUnknown };
  if (c.defaultRankId !== 0 && !site.rankIds.includes(c.defaultRankId)) return { field: 'defaultRankId', message: CENTRE_MSG.defaultRankMissing };
  if (c.reservedNames.length > RESERVED_NAMES_MAX || c.reservedNames.some((n) => n.trim().length < 1 || n.trim().length > RESERVED_NAME_MAX_LENGTH)) {
    return { field: 'reservedNames', message: CENTRE_MSG.reservedNameFormat };
  }
  if (!inRange(c.password.minLength, PASSWORD_MIN_LENGTH_RANGE)) return { field: 'password', message: CENTRE_MSG.passwordMinRange };
  if (c.phoneVerify) {
    if (!c.methods.includes('phone') && c.fields.phone === 'hidden') return { field: 'phoneVerify', message: CENTRE_MSG.phoneVerifyNeedsPhone };
    if (!site.smsRegisterOn) return { field: 'phoneVerify', message: CENTRE_MSG.phoneVerifyNeedsSms };
  }
  return null;
}

/** 登录 settings: ≥ 1 method (SMS only with its switch on), lock 3–10 failures for 5–1,440 minutes, 记住我 1–30 days. */
export function checkLoginConfig(c: LoginConfig, site: { smsLoginOn: boolean }): CentreRefusal | null {
  if (!c.byPassword && !c.bySms) return { field: 'methods', message: CENTRE_MSG.loginMethodRequired };
  if (c.bySms && !site.smsLoginOn) return { field: 'bySms', message: CENTRE_MSG.loginSmsNeedsSms };
  if (!inRange(c.maxFailures, LOGIN_LIMITS.maxFailures)) return { field: 'maxFailures', message: CENTRE_MSG.maxFailuresRange };
  if (!inRange(c.lockMinutes, LOGIN_LIMITS.lockMinutes)) return { field: 'lockMinutes', message: CENTRE_MSG.lockMinutesRange };
  if (!inRange(c.rememberDays, LOGIN_LIMITS.rememberDays)) return { field: 'rememberDays', message: CENTRE_MSG.rememberDaysRange };
  return null;
}

/** 隐私 documents: bounded (the server sanitises them before it stores a new version). */
export function checkPrivacyConfig(c: Pick<PrivacyConfig, 'agreement' | 'privacy'>): CentreRefusal | null {
  if (c.agreement.length > DOCUMENT_MAX_LENGTH) return { field: 'agreement', message: CENTRE_MSG.documentTooLong };
  if (c.privacy.length > DOCUMENT_MAX_LENGTH) return { field: 'privacy', message: CENTRE_MSG.documentTooLong };
  return null;
}

/**
 * Switching SMS codes: on only when SMS is configured; off must not strand a setting that relies on
 * it (phone verification at registration, SMS the only way to sign in).
 */
export function checkSmsSwitches(next: SmsSwitches, site: { configured: boolean; register: RegisterConfig; login: LoginConfig }): CentreRefusal | null {
  if (!site.configured && (next.register || next.login || next.recover)) return { field: 'switches', message: CENTRE_MSG.smsUnconfigured };
  if (!next.register && site.register.phoneVerify) return { field: 'register', message: CENTRE_MSG.smsRegisterInUse };
  if (!next.login && site.login.bySms) return { field: 'login', message: CENTRE_MSG.smsLoginInUse };
  return null;
}

// ---- SMS codes -------------------------------------------------------------------------------

export const SMS_CODE = {
  length: 6,
  ttlMs: 5 * 60_000,
  resendMs: 60_000,
  dailyMax: 10,
  maxTries: 5,
} as const;
export const SMS_PURPOSES = ['register', 'login', 'recover'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export const CODE_PATTERN = /^\d{6}$/;

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The Beijing calendar day (days since the epoch) of a moment: the daily cap resets at 00:00 Beijing time. */
export const smsDay = (now: number): number => Math.floor((now + BEIJING_OFFSET_MS) / DAY_MS);
/** The month (YYYY-MM, Beijing time) the quota's 本月已用 counts in. */
export function smsMonth(now: number): string {
  const d = new Date(now + BEIJING_OFFSET_MS);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** What is known of one phone's recent codes. */
export interface PhoneSendHistory {
  /** When its last code was sent, or null. */
  lastSentAt: number | null;
  /** Codes sent to it on the Beijing day of `now`. */
  sentToday: number;
}

/** May a code be sent to this phone now? null, or the refusal (60 s apart, 10 a day). */
export function checkSendCode(history: PhoneSendHistory, now: number): string | null {
  if (history.lastSentAt !== null && now - history.lastSentAt < SMS_CODE.resendMs) return CENTRE_MSG.smsTooFrequent;
  if (history.sentToday >= SMS_CODE.dailyMax) return CENTRE_MSG.smsDailyCap;
  return null;
}

/** Seconds until another code may be asked for (the page's countdown). */
export const resendWaitSeconds = (lastSentAt: number | null, now: number): number =>
  lastSentAt === null ? 0 : Math.max(0, Math.ceil((lastSentAt + SMS_CODE.resendMs - now) / 1000));

/** A stored code's state as far as timing and tries go. */
export interface CodeState {
  sentAt: number;
  /** Wrong tries so far. */
  tries: number;
  /** Used (a code counts once). */
  used: boolean;
}

/** Can this code still be tried now? null, or 验证码已失效 (5 minutes past, used, or 5 wrong tries). */
export function checkCodeUsable(code: CodeState | null, now: number): string | null {
  if (!code || code.used || code.tries >= SMS_CODE.maxTries || now - code.sentAt >= SMS_CODE.ttlMs) return CENTRE_MSG.codeExpired;
  return null;
}

/** A random 6-digit code from the caller's random source (node's crypto in the server). */
export function newSmsCode(fill: (bytes: Uint32Array) => Uint32Array): string {
  // 4,294,967,296 mod 1,000,000 skews by far less than a millionth; rejection keeps it exact anyway.
  for (;;) {
    const [n] = fill(new Uint32Array(1));
    if (n < 4_294_000_000) return String(n % 1_000_000).padStart(SMS_CODE.length, '0');
  }
}

// ---- the login lock --------------------------------------------------------------------------

/** One account's (or phone's) failed sign-ins on a site. */
export interface LockState {
  failures: number;
  /** When the lock ends (ms), or 0 when not locked. */
  lockedUntil: number;
}

/** Whole minutes left of a lock (rounded up), or 0 when not locked now. */
export const lockMinutesLeft = (state: LockState, now: number): number =>
  state.lockedUntil > now ? Math.ceil((state.lockedUntil - now) / 60_000) : 0;

export const lockedMessage = (minutes: number): string => CENTRE_MSG.locked.replace('{n}', String(minutes));

/** The state after one more failure: the maxFailures-th locks the account for lockMinutes and starts a new count. */
export function afterFailure(state: LockState, now: number, c: Pick<LoginConfig, 'maxFailures' | 'lockMinutes'>): LockState {
  const failures = (state.lockedUntil !== 0 && state.lockedUntil <= now ? 0 : state.failures) + 1;
  if (failures >= c.maxFailures) return { failures: 0, lockedUntil: now + c.lockMinutes * 60_000 };
  return { failures, lockedUntil: state.lockedUntil > now ? state.lockedUntil : 0 };
}

// ---- registration ----------------------------------------------------------------------------

/** What the registration form's rules need of the 注册 settings (the visitors' page has only these). */
export type RegisterFormConfig = Pick<RegisterConfig, 'methods' | 'fields' | 'phoneVerify'>;

/**
 * How a profile field is asked on the registration form: as the settings say, except the chosen
 * method's own field (手机号 or 邮箱), which is required. A phone that is given is verified by SMS when
 * phoneVerify is on (checkRegisterFields leaves the code to the caller).
 */
export function registerFieldMode(c: RegisterFormConfig, field: (typeof PROFILE_FIELDS)[number], method?: RegisterMethod): ProfileFieldMode {
  if ((field === 'phone' && method === 'phone') || (field === 'email' && method === 'email')) return 'required';
  return c.fields[field];
}

/** The values a visitor's registration carries (profile fields as strings, '' when not given). */
export interface RegisterValues {
  method: 'account' | 'phone' | 'email';
  account: string;
  password: string;
  nickname: string;
  real_name: string;
  company: string;
  email: string;
  phone: string;
}

/** Required profile fields and lengths by the settings; null, or the refusal naming the field. */
export function checkRegisterFields(c: RegisterFormConfig, v: RegisterValues): CentreRefusal | null {
  if (!c.methods.includes(v.method)) return { field: 'method', message: CENTRE_MSG.methodUnknown };
  for (const field of PROFILE_FIELDS) {
    const mode = registerFieldMode(c, field, v.method);
    const value = v[field].trim();
    if (mode === 'required' && value === '') return { field, message: CENTRE_MSG.fieldRequired.replace('{label}', PROFILE_FIELD_LABEL[field]) };
    if (value.length > PROFILE_FIELD_MAX[field]) return { field, message: `${PROFILE_FIELD_LABEL[field]}不能超过${PROFILE_FIELD_MAX[field]}个字符` };
  }
  return null;
}

/** An account made for a member who registered by phone or e-mail (letters first, as checkAccount wants). */
export function generatedAccount(fill: (bytes: Uint8Array) => Uint8Array): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const account = `m_${Array.from(fill(new Uint8Array(10)), (b) => alphabet[b % alphabet.length]).join('')}`;
  return ACCOUNT_PATTERN.test(account) ? account : 'm_member';
}

// ---- download power (§3: all, member) --------------------------------------------------------

export const DOWNLOAD_POWERS = ['all', 'member'] as const;
export type DownloadPower = (typeof DOWNLOAD_POWERS)[number];
export const DOWNLOAD_POWER_LABEL: Record<DownloadPower, string> = { all: '所有人', member: '仅会员' };

/** The signed-in member as download power sees it (null: no member signed in). */
export interface DownloadMember {
  rankLevel: number;
  allowDownload: boolean;
}

/** May this visitor download? null, or 请登录会员后下载 / 您的会员等级不足，无法下载. minRankLevel 0 = any rank. */
export function canDownload(power: DownloadPower, minRankLevel: number, member: DownloadMember | null): string | null {
  if (power === 'all') return null;
  if (!member) return CENTRE_MSG.downloadLogin;
  if (!member.allowDownload || member.rankLevel < minRankLevel) return CENTRE_MSG.downloadRank;
  return null;
}

