// A binding's life (issue 17 §8): 未绑定 → 已绑定 → 提交审核 → 审核中 → 审核通过 → 发布 → 已发布, or
// 审核驳回 with the platform's reason (then fixed and submitted again). Which buttons a status
// allows is decided here once, for the console's buttons and the server's refusals alike.

export const MP_STATUSES = ['unbound', 'bound', 'reviewing', 'approved', 'rejected', 'published'] as const;
export type MpStatus = (typeof MP_STATUSES)[number];

export const MP_STATUS_LABEL: Readonly<Record<MpStatus, string>> = {
  unbound: '未绑定',
  bound: '已绑定',
  reviewing: '审核中',
  approved: '审核通过',
  rejected: '审核驳回',
  published: '已发布',
};

export type MpAction = 'submit' | 'refresh' | 'publish' | 'unbind' | 'rebind';

/** The statuses each action may start from. */
const ALLOWED: Readonly<Record<MpAction, readonly MpStatus[]>> = {
  // A published mini-program is submitted again for its next version.
  submit: ['bound', 'rejected', 'published'],
  refresh: ['reviewing'],
  publish: ['approved'],
  // Not while the platform is reviewing: the review would be left without its binding.
  unbind: ['bound', 'approved', 'rejected', 'published'],
  rebind: ['unbound', 'bound', 'approved', 'rejected', 'published'],
};

export function mpActionAllowed(action: MpAction, status: MpStatus): boolean {
  return ALLOWED[action].includes(status);
}
