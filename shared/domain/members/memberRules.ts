// Members and ranks (issue 13 §3–5): account naming, phone and e-mail, the password policy, rank
// rules and their messages (verbatim from the issue). Each check answers the message to show, or null
// when the value is fine; the console's forms and the server's routes call the same functions.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH_RANGE, type PasswordPolicy } from './settings';
import { isCommonPassword } from './commonPasswords';

export const MEMBER_MSG = {
  accountFormat: '账号须为4-20位字母、数字或下划线，且以字母开头',
  accountTaken: '该账号已存在',
  accountReserved: '该账号为保留名称，不能使用',
  phoneFormat: '请输入11位手机号',
  phoneTaken: '该手机号已被注册',
  emailFormat: '邮箱格式不正确',
  emailTaken: '该邮箱已被注册',
  passwordLength: '密码长度为{min}-20位',
  passwordMix: '密码须同时包含字母和数字',
  passwordSimple: '密码过于简单',
  removeConfirm: '删除后该会员将无法登录且不可恢复，是否继续？',
  rankNameLength: '等级名称为1-20个字符',
  rankNameTaken: '等级名称已存在',
  rankLevelRange: '等级数值为1-99的整数',
  rankLevelTaken: '该等级数值已存在',
  rankLimit: '会员等级最多20个',
  rankHasMembers: '该等级下还有会员，不能删除',
  rankNotFound: '会员等级不存在',
  memberNotFound: '会员不存在',
  rankColor: '等级颜色须为#rrggbb格式的颜色值',
  rankDefaultRemove: '默认等级不能删除',
  rankDefaultChanged: '默认等级已被他人修改，请刷新后重试',
  passwordRequired: '请输入密码',
  rankRequired: '请选择会员等级',
  nicknameLength: '昵称不能超过50个字符',
  realNameLength: '真实姓名不能超过50个字符',
  companyLength: '公司名称不能超过100个字符',
  remarkLength: '备注不能超过500个字符',
  disabled: '该账号已被禁用，请联系网站管理员',
  pending: '账号审核中，请耐心等待',
} as const;

export const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const PHONE_PATTERN = /^1\d{10}$/;
// A practical address check (the server stores it lower-cased): local@domain.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/;
export const EMAIL_MAX_LENGTH = 254;
export const MAX_RANKS = 20;
export const RANK_NAME_MAX = 20;
export const RANK_LEVEL_RANGE = [1, 99] as const;
export const RANK_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** The longest profile texts a member may have. */
export const MEMBER_TEXT_MAX = { nickname: 50, real_name: 50, company: 100, remark: 500 } as const;

/** The account as stored for uniqueness (accounts are unique per site, whatever their case). */
export const accountKey = (account: string): string => account.trim().toLowerCase();

export function checkAccount(account: string, reservedNames: readonly string[] = []): string | null {
  const value = account.trim();
  if (!ACCOUNT_PATTERN.test(value)) return MEMBER_MSG.accountFormat;
  if (reservedNames.some((name) => name.trim().toLowerCase() === value.toLowerCase())) return MEMBER_MSG.accountReserved;
  return null;
}

/** '' is allowed (no phone); otherwise 11 digits starting with 1. */
export function checkPhone(phone: string): string | null {
  return phone === '' || PHONE_PATTERN.test(phone) ? null : MEMBER_MSG.phoneFormat;
}

/** '' is allowed (no e-mail). */
export function checkEmail(email: string): string | null {
  const value = email.trim();
  return value === '' || (value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)) ? null : MEMBER_MSG.emailFormat;
}

export function passwordLengthMessage(min: number): string {
  return MEMBER_MSG.passwordLength.replace('{min}', String(min));
}

/** A password policy as saved: min length within 6–20. */
export function normalisePolicy(policy: Partial<PasswordPolicy>): PasswordPolicy {
  const [lo, hi] = PASSWORD_MIN_LENGTH_RANGE;
  const min = Number.isInteger(policy.minLength) ? Math.min(hi, Math.max(lo, policy.minLength as number)) : 8;
  return { minLength: min, lettersAndDigits: policy.lettersAndDigits !== false };
}

/** The policy of §5: length, letters and digits, not the account, not a common password. */
export function checkPassword(password: string, policy: PasswordPolicy, account = ''): string | null {
  if (password.length < policy.minLength || password.length > PASSWORD_MAX_LENGTH) return passwordLengthMessage(policy.minLength);
  if (policy.lettersAndDigits && !(/[A-Za-z]/.test(password) && /\d/.test(password))) return MEMBER_MSG.passwordMix;
  if (account !== '' && password.toLowerCase() === account.trim().toLowerCase()) return MEMBER_MSG.passwordSimple;
  if (isCommonPassword(password)) return MEMBER_MSG.passwordSimple;
  return null;
}

const RANDOM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/**
 * 生成随机密码: a password that passes the policy, from the caller's random source (the browser's or
 * node's crypto.getRandomValues), so it is never predictable.
 */
export function randomPassword(policy: PasswordPolicy, fill: (bytes: Uint8Array) => Uint8Array): string {
  const length = Math.max(12, policy.minLength);
  for (;;) {
    const bytes = fill(new Uint8Array(length));
    const candidate = Array.from(bytes, (b) => RANDOM_ALPHABET[b % RANDOM_ALPHABET.length]).join('');
    if (checkPassword(candidate, policy) === null) return candidate;
  }
}

export function checkRankName(name: string): string | null {
  const value = name.trim();
  return value.length >= 1 && value.length <= RANK_NAME_MAX ? null : MEMBER_MSG.rankNameLength;
}

export function checkRankLevel(level: number): string | null {
  return Number.isInteger(level) && level >= RANK_LEVEL_RANGE[0] && level <= RANK_LEVEL_RANGE[1] ? null : MEMBER_MSG.rankLevelRange;
}

export function checkRankColor(color: string): string | null {
  return RANK_COLOR_PATTERN.test(color) ? null : MEMBER_MSG.rankColor;
}

/** A rank as the edit form and rankEdit check it: name, level and colour. */
export function checkRank(rank: { name: string; level: number; color: string }): { field: 'name' | 'level' | 'color'; message: string } | null {
  const name = checkRankName(rank.name);
  if (name) return { field: 'name', message: name };
  const level = checkRankLevel(rank.level);
  if (level) return { field: 'level', message: level };
  const color = checkRankColor(rank.color);
  return color ? { field: 'color', message: color } : null;
}

/** What the member form holds (addManagement), as the console and ucenterMember/add check it. */
export interface MemberFormValues {
  account: string;
  /** '' (or left out) when editing keeps the password. */
  password?: string;
  phone?: string;
  email?: string;
  nickname?: string;
  real_name?: string;
  company?: string;
  rank_id?: number;
  remark?: string;
}

export type MemberFormField = keyof MemberFormValues;

/**
 * The first problem of a member form, with the field it concerns, or null. Adding needs a
 * password; editing takes one only as a reset. The password follows the site's policy.
 */
export function checkMemberForm(values: MemberFormValues, policy: PasswordPolicy, adding: boolean): { field: MemberFormField; message: string } | null {
  const account = checkAccount(values.account);
  if (account) return { field: 'account', message: account };
  const password = values.password ?? '';
  if (adding && password === '') return { field: 'password', message: MEMBER_MSG.passwordRequired };
  if (password !== '') {
    const problem = checkPassword(password, policy, values.account);
    if (problem) return { field: 'password', message: problem };
  }
  const phone = checkPhone(values.phone ?? '');
  if (phone) return { field: 'phone', message: phone };
  const email = checkEmail(values.email ?? '');
  if (email) return { field: 'email', message: email };
  const texts: [MemberFormField & keyof typeof MEMBER_TEXT_MAX, string][] = [
    ['nickname', MEMBER_MSG.nicknameLength], ['real_name', MEMBER_MSG.realNameLength], ['company', MEMBER_MSG.companyLength], ['remark', MEMBER_MSG.remarkLength],
  ];
  for (const [field, message] of texts) {
    if ((values[field] ?? '').length > MEMBER_TEXT_MAX[field]) return { field, message };
  }
  if (!values.rank_id || !Number.isInteger(values.rank_id) || values.rank_id < 1) return { field: 'rank_id', message: MEMBER_MSG.rankRequired };
  return null;
}

/** 138****8000: a phone as an export shows it unless 导出完整手机号. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
