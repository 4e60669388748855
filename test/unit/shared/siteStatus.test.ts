// §4 site status, derived: 0 to start, inline=0 → 1, inline=1 → 2, an end time before now → 3.
import { daysRemaining, deriveSiteStatus } from '../../../shared/domain';

const NOW = Date.UTC(2025, 9, 23, 12, 0, 0);
const past = Math.floor(NOW / 1000) - 86400;
const future = Math.floor(NOW / 1000) + 86400;

describe('deriveSiteStatus', () => {
  it('starts at 0 without inline', () => {
    expect(deriveSiteStatus({}, NOW)).toBe(0);
    expect(deriveSiteStatus({ inline: null, sys_end_time: null }, NOW)).toBe(0);
  });

  it('inline 0 gives 1 and inline 1 gives 2', () => {
    expect(deriveSiteStatus({ inline: 0, sys_end_time: future }, NOW)).toBe(1);
    expect(deriveSiteStatus({ inline: 1, sys_end_time: future }, NOW)).toBe(2);
  });

  it('an end time earlier than now gives 3, overriding everything', () => {
    expect(deriveSiteStatus({ sys_end_time: past }, NOW)).toBe(3);
    expect(deriveSiteStatus({ inline: 0, sys_end_time: past }, NOW)).toBe(3);
    expect(deriveSiteStatus({ inline: 1, sys_end_time: past }, NOW)).toBe(3);
  });

  it('the end time is in seconds; exactly now is not yet expired', () => {
    const end = NOW / 1000;
    expect(deriveSiteStatus({ inline: 1, sys_end_time: end }, NOW)).toBe(2);
    expect(deriveSiteStatus({ inline: 1, sys_end_time: end }, NOW + 1)).toBe(3);
  });

  it('no end time (0) never expires', () => {
    expect(deriveSiteStatus({ inline: 1, sys_end_time: 0 }, NOW)).toBe(2);
  });

  it('uses the current time by default', () => {
    expect(deriveSiteStatus({ inline: 1, sys_end_time: Math.floor(Date.now() / 1000) - 10 })).toBe(3);
    expect(deriveSiteStatus({ inline: 1, sys_end_time: Math.floor(Date.now() / 1000) + 3600 })).toBe(2);
  });
});

describe('daysRemaining', () => {
  it('counts whole days, negative once expired', () => {
    expect(daysRemaining(Math.floor(NOW / 1000) + 10 * 86400, NOW)).toBe(10);
    expect(daysRemaining(Math.floor(NOW / 1000) + 10 * 86400 - 1, NOW)).toBe(9);
    expect(daysRemaining(past, NOW)).toBe(-1);
  });
});
