// Site status of §4, derived, never stored: starts 0; inline=0 gives 1; inline=1 gives 2;
// an end time earlier than now gives 3 and overrides the others.

export type SiteStatus = 0 | 1 | 2 | 3;
export const SITE_STATUS_EXPIRED: SiteStatus = 3;

export interface SiteStatusInput {
  inline?: number | null;
  /** End of the subscription, in seconds since the epoch. */
  sys_end_time?: number | null;
}

export function deriveSiteStatus(site: SiteStatusInput, nowMs: number = Date.now()): SiteStatus {
  if (typeof site.sys_end_time === 'number' && site.sys_end_time > 0 && site.sys_end_time * 1000 < nowMs) {
    return 3;
  }
  if (site.inline === 0) return 1;
  if (site.inline === 1) return 2;
  return 0;
}

/** Whole days from now until the end time (negative once expired). */
export function daysRemaining(sysEndTimeSeconds: number, nowMs: number = Date.now()): number {
  return Math.floor((sysEndTimeSeconds * 1000 - nowMs) / 86400000);
}
