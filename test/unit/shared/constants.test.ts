// §9 constants the kernel relies on, and the money format helper.
import { CLIENT_VERSION_HEADER, MESSAGE_PREVIEW_PAGE_SIZE, TIMEOUTS, TOKEN_CHECK_MS, TOKEN_COOKIE, TOKEN_REFRESH_MS, formatMoney } from '../../../shared/domain';

describe('§9 constants', () => {
  it('match the table', () => {
    expect(TIMEOUTS).toMatchObject({ mainApp: 50000, mainConsole: 100000, other: 300000, otherLong: 5000000, clientService: 50000 });
    expect(CLIENT_VERSION_HEADER).toBe('3.6.13');
    expect(TOKEN_COOKIE).toBe('X-Token');
    expect(TOKEN_REFRESH_MS).toBe(600000);
    expect(TOKEN_CHECK_MS).toBe(3000);
    expect(MESSAGE_PREVIEW_PAGE_SIZE).toBe(3);
  });
});

describe('formatMoney', () => {
  it.each([
    [1234567.891, '1,234,567.89'],
    [0, '0.00'],
    [5, '5.00'],
    [999.5, '999.50'],
    [1000, '1,000.00'],
    [-1234.5, '-1,234.50'],
    [0.126, '0.13'],
  ])('%p → %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('%p → 0.00', (value) => {
    expect(formatMoney(value)).toBe('0.00');
  });
});
