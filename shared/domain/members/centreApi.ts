// Wire shapes of the member centre's calls (issue 13 §5–6): the 会员中心设置 tab's four sections
// (admin/ucenterConfig) and the visitors' member pages (sitePlugin/member/*). No password, hash or
// code ever travels in an answer.
import type { LoginConfig, PasswordPolicy, PrivacyConfig, ProfileField, ProfileFieldMode, RegisterConfig, RegisterMethod, SmsSwitches } from './settings';

export interface RankOption {
  id: number;
  name: string;
  level: number;
  is_default: number;
}

/** GET registerConfig: the section, the site's ranks (默认等级) and whether SMS can verify phones. */
export interface RegisterConfigAnswer {
  /** The active site (the visitors' pages are /member/{siteId}/…). */
  siteId: number;
  config: RegisterConfig;
  ranks: RankOption[];
  smsRegisterOn: boolean;
}

export interface LoginConfigAnswer {
  config: LoginConfig;
  smsLoginOn: boolean;
}

export interface PrivacyVersion {
  version: number;
  operator: string;
  created_at: number;
}

export interface PrivacyConfigAnswer {
  config: PrivacyConfig;
  /** The newest versions first (at most 20). */
  versions: PrivacyVersion[];
}

export type PrivacySaveRequest = Pick<PrivacyConfig, 'agreement' | 'privacy' | 'mustAgree'>;

/** POST smsEquity: an empty body reads; switches in the body save them (then it answers the same). */
export interface SmsEquityAnswer {
  configured: boolean;
  /** 短信服务未配置，请联系管理员 or 短信余额不足，请联系管理员 when either holds. */
  message: string | null;
  quotaLeft: number;
  usedThisMonth: number;
  switches: SmsSwitches;
}

// ---- the visitors' pages ----------------------------------------------------------------------

export interface PublicMember {
  id: number;
  account: string;
  nickname: string;
  real_name: string;
  company: string;
  email: string;
  /** Masked except on the profile call (e.g. 138****8000). */
  phone: string;
  rank: string;
}

/** GET sitePlugin/member/config?siteId: what the pages need to honour the settings. */
export interface MemberPublicConfig {
  siteId: number;
  siteName: string;
  register: {
    open: boolean;
    methods: RegisterMethod[];
    /** The phone is verified by an SMS code (SMS configured and its switch on). */
    phoneVerify: boolean;
    /** Each profile field's mode on the form (a method's own field is required). */
    fields: Record<ProfileField, ProfileFieldMode>;
    password: PasswordPolicy;
    mustAgree: boolean;
  };
  login: { byPassword: boolean; bySms: boolean; rememberDays: number };
  /** 找回密码 by SMS code is available. */
  recover: boolean;
  privacy: { agreement: string; privacy: string; version: number };
  /** The member signed in on this site by the visitor's cookie, if any. */
  member: PublicMember | null;
}

export interface MemberRegisterRequest {
  siteId: number;
  method: RegisterMethod;
  account?: string;
  password: string;
  nickname?: string;
  real_name?: string;
  company?: string;
  email?: string;
  phone?: string;
  /** The SMS code when the phone is verified. */
  code?: string;
  agree?: boolean;
}

export interface MemberSmsSendRequest {
  siteId: number;
  phone: string;
  purpose: 'register' | 'login' | 'recover';
}

export interface MemberLoginRequest {
  siteId: number;
  method: 'password' | 'sms';
  /** Account, phone or e-mail (password sign-in). */
  identifier?: string;
  password?: string;
  phone?: string;
  code?: string;
  remember?: boolean;
}

export interface MemberRecoverRequest {
  siteId: number;
  phone: string;
  code: string;
  password: string;
}

export interface MemberProfileSaveRequest {
  siteId: number;
  nickname?: string;
  real_name?: string;
  company?: string;
  email?: string;
}
