// §3 language table.
import { CHINESE_LANGUAGE, LANGUAGES, isKnownLanguage, languageInfo } from '../../../shared/domain';

describe('languages', () => {
  it.each([
    ['en-us', 'en', 1000],
    ['de-de', 'de', 1001],
    ['fr-fr', 'fr', 1002],
    ['ja-jp', 'ja', 1005],
    ['ko-kr', 'ko', 1012],
    ['zh-tw', 'tw', 1018],
  ])('%s has short code %s and numeric code %i', (code, short, numeric) => {
    expect(languageInfo(code)).toMatchObject({ code, short, numeric });
    expect(languageInfo(code)?.name).toBeTruthy();
  });

  it('zh-cn is the Chinese site language, without a numeric code', () => {
    expect(CHINESE_LANGUAGE).toBe('zh-cn');
    expect(languageInfo('zh-cn')).toMatchObject({ code: 'zh-cn', name: '中文简体' });
    expect(languageInfo('zh-cn')).not.toHaveProperty('numeric');
  });

  it('has about 50 distinct locale codes', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(45);
    expect(LANGUAGES.length).toBeLessThanOrEqual(55);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length);
  });

  it('looks codes up without regard to case', () => {
    expect(languageInfo('EN-US')?.numeric).toBe(1000);
    expect(isKnownLanguage('De-DE')).toBe(true);
    expect(isKnownLanguage('xx-yy')).toBe(false);
    expect(isKnownLanguage(42)).toBe(false);
  });
});
