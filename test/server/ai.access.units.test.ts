// The AI access area's pure parts (no database): the quota's month in Asia/Shanghai (UTC+8, no
// daylight saving) and its reset, the seed's expiry a year on, and token counts with gpt-tokenizer
// (Chinese and English, the encodings AI_TOKENIZER may name, a chat's per-message overhead).
import { nextPeriodStart, quotaPeriod } from '../../server/modules/ai/access/period';
import { aYearAfter } from '../../server/modules/ai/access/seed';
import { tokenCounter } from '../../server/modules/ai/access/tokens';

describe('the quota month (Asia/Shanghai)', () => {
  it('turns at 00:00 in Shanghai, which is 16:00 UTC the day before', () => {
    // 2026-01-31 15:59:59.999 UTC is 23:59:59.999 in Shanghai: still January.
    expect(quotaPeriod(Date.UTC(2026, 0, 31, 15, 59, 59, 999))).toBe('2026-01');
    expect(quotaPeriod(Date.UTC(2026, 0, 31, 16, 0, 0, 0))).toBe('2026-02');
    // 1 March 07:59 UTC is already March in Shanghai, and was February in UTC the evening before.
    expect(quotaPeriod(Date.UTC(2026, 1, 28, 16, 0))).toBe('2026-03');
    expect(quotaPeriod(Date.UTC(2026, 1, 28, 15, 59))).toBe('2026-02');
  });

  it('the year turns too; a leap February has 29 days', () => {
    expect(quotaPeriod(Date.UTC(2026, 11, 31, 15, 59))).toBe('2026-12');
    expect(quotaPeriod(Date.UTC(2026, 11, 31, 16, 0))).toBe('2027-01');
    expect(quotaPeriod(Date.UTC(2028, 1, 28, 16, 0))).toBe('2028-02');
    expect(quotaPeriod(Date.UTC(2028, 1, 29, 16, 0))).toBe('2028-03');
  });

  it('resets at the next month’s first 00:00 Shanghai time, from any moment of the month', () => {
    const marchFirstShanghai = Date.UTC(2026, 1, 28, 16, 0);
    expect(nextPeriodStart(Date.UTC(2026, 1, 1, 0, 0))).toBe(marchFirstShanghai);
    expect(nextPeriodStart(Date.UTC(2026, 0, 31, 16, 0))).toBe(marchFirstShanghai);
    expect(nextPeriodStart(marchFirstShanghai - 1)).toBe(marchFirstShanghai);
    expect(nextPeriodStart(Date.UTC(2026, 11, 15))).toBe(Date.UTC(2026, 11, 31, 16, 0));
    // The reset is the first moment of the next period.
    expect(quotaPeriod(nextPeriodStart(Date.UTC(2026, 6, 10)))).toBe('2026-08');
    expect(quotaPeriod(nextPeriodStart(Date.UTC(2026, 6, 10)) - 1)).toBe('2026-07');
  });

  it('the seeded service expires a year on, same day and time', () => {
    expect(aYearAfter(Date.UTC(2026, 10, 28, 21, 0))).toBe(Date.UTC(2027, 10, 28, 21, 0));
    expect(new Date(aYearAfter(Date.UTC(2028, 1, 29))).toISOString()).toBe('2029-03-01T00:00:00.000Z');
  });
});

describe('token counts', () => {
  const o200k = tokenCounter();
  const cl100k = tokenCounter('cl100k_base');

  it('English and Chinese text, o200k_base by default (a Chinese phrase costs half what cl100k_base counts)', () => {
    expect(o200k.text('')).toBe(0);
    expect(o200k.text('Hello, world!')).toBe(4);
    expect(o200k.text('The quick brown fox jumps over the lazy dog.')).toBe(10);
    expect(o200k.text('你好')).toBe(1);
    expect(o200k.text('为一家激光设备公司写一句欢迎语')).toBe(10);
    expect(cl100k.text('为一家激光设备公司写一句欢迎语')).toBe(20);
    expect(cl100k.text('Hello, world!')).toBe(4);
  });

  it('a chat costs its texts plus 4 a message plus 3 for the reply', () => {
    expect(o200k.messages([])).toBe(3);
    const messages = [
      { role: 'system' as const, content: 'Hello, world!' },
      { role: 'user' as const, content: '为一家激光设备公司写一句欢迎语' },
      { role: 'assistant' as const, content: '' },
    ];
    expect(o200k.messages(messages)).toBe(3 + (4 + 4) + (4 + 10) + (4 + 0));
    expect(cl100k.messages(messages)).toBe(3 + (4 + 4) + (4 + 20) + 4);
  });
});
