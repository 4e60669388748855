// The member centre's settings of one site (issue 13 §5): what registration, login, the privacy
// documents and the SMS switches are set to. Stored per site by server/modules/members (one JSON per
// section in member_settings); a site that never saved a section gets these defaults. The rules that
// check a saved section live in centreRules.ts; the password policy's check in memberRules.ts.

export type ProfileFieldMode = 'hidden' | 'optional' | 'required';
/** Profile fields a registration form may ask for, in display order. */
export const PROFILE_FIELDS = ['nickname', 'real_name', 'company', 'email', 'phone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type RegisterMethod = 'account' | 'phone' | 'email';
export const REGISTER_METHODS: readonly RegisterMethod[] = ['account', 'phone', 'email'];

export interface PasswordPolicy {
  /** 6–20; the longest allowed is always 20. */
  minLength: number;
  /** 密码须同时包含字母和数字. */
  lettersAndDigits: boolean;
}

export const PASSWORD_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH_RANGE = [6, 20] as const;
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = Object.freeze({ minLength: 8, lettersAndDigits: true });

export interface RegisterConfig {
  open: boolean;
  methods: RegisterMethod[];
  /** The phone number is verified by an SMS code (needs SMS and its 注册验证码 switch). */
  phoneVerify: boolean;
  /** 注册审核: new members start 待审核. */
  review: boolean;
  /** member_ranks.id new members get; 0 = the site's default rank. */
  defaultRankId: number;
  fields: Record<ProfileField, ProfileFieldMode>;
  /** Accounts nobody may register (compared case-insensitively). */
  reservedNames: string[];
  password: PasswordPolicy;
}

export interface LoginConfig {
  byPassword: boolean;
  bySms: boolean;
  /** Failures before the account is locked: 3–10. */
  maxFailures: number;
  /** How long the lock lasts: 5–1,440 minutes. */
  lockMinutes: number;
  /** 记住我 keeps a member signed in this many days: 1–30. */
  rememberDays: number;
}

export interface PrivacyConfig {
  agreement: string;
  privacy: string;
  /** 注册时必须勾选. */
  mustAgree: boolean;
  /** Each saved change of either document is a new version (1, 2, …); 0 = never saved. */
  version: number;
}

export interface SmsSwitches {
  register: boolean;
  login: boolean;
  recover: boolean;
}

export interface MemberSettings {
  register: RegisterConfig;
  login: LoginConfig;
  privacy: PrivacyConfig;
  sms: SmsSwitches;
}

export const DEFAULT_MEMBER_SETTINGS: MemberSettings = Object.freeze({
  register: {
    open: true,
    methods: ['account'],
    phoneVerify: false,
    review: false,
    defaultRankId: 0,
    fields: { nickname: 'optional', real_name: 'hidden', company: 'hidden', email: 'optional', phone: 'optional' },
    reservedNames: ['admin', 'administrator', 'root', 'system'],
    password: { ...DEFAULT_PASSWORD_POLICY },
  },
  login: { byPassword: true, bySms: false, maxFailures: 5, lockMinutes: 30, rememberDays: 7 },
  privacy: { agreement: '', privacy: '', mustAgree: true, version: 0 },
  sms: { register: false, login: false, recover: false },
}) as MemberSettings;

/** Member status (members.status). */
export const MEMBER_STATUS = { disabled: 0, active: 1, pending: 2 } as const;
export type MemberStatus = (typeof MEMBER_STATUS)[keyof typeof MEMBER_STATUS];
/** Where a member came from (members.source): 前台注册 or 后台添加. */
export const MEMBER_SOURCE = { site: 1, console: 2 } as const;
export type MemberSource = (typeof MEMBER_SOURCE)[keyof typeof MEMBER_SOURCE];
