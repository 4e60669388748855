// Real-name verification (实名认证) of the company an account belongs to, as the account service
// reports it (queryAccountAndAuthInfoById). The console shows it; the account service decides it.

export type RealNameState = 'none' | 'pending' | 'verified' | 'rejected';
export type RealNameSubjectType = 'enterprise' | 'personal' | '';

export const REAL_NAME_LABELS: Readonly<Record<RealNameState, string>> = {
  none: '未实名认证',
  pending: '实名认证审核中',
  verified: '已实名认证',
  rejected: '实名认证未通过',
};

export interface RealNameInfo {
  state: RealNameState;
  type: RealNameSubjectType;
  /** The company's name in full; a person's name with all but its first character masked. */
  subject: string;
  /** When it was verified (ms), or null. */
  verifiedAt: number | null;
}

export function isRealNameState(value: unknown): value is RealNameState {
  return value === 'none' || value === 'pending' || value === 'verified' || value === 'rejected';
}

/** A person's name is private: 张三丰 → 张**. A company's name is public and shown whole. */
export function maskedSubject(type: RealNameSubjectType, subject: string): string {
  if (type !== 'personal') return subject;
  const chars = Array.from(subject);
  return chars.length === 0 ? '' : chars[0] + '*'.repeat(Math.max(1, chars.length - 1));
}
