// The keyword rules written once in shared/domain (the keywords page and the server both apply them).
import {
  checkKeyword,
  KEYWORD_LIMITS,
  KEYWORD_MSG,
  keywordKey,
  keywordSortProblem,
  keywordUrlProblem,
  keywordWordProblem,
} from '../../../shared/domain';

describe('keyword rules', () => {
  it('wants a trimmed word of at most 30 characters without control characters', () => {
    expect(keywordWordProblem('')).toBe('wordRequired');
    expect(keywordWordProblem(' \t ')).toBe('wordRequired');
    expect(keywordWordProblem('智能制造')).toBeNull();
    expect(keywordWordProblem(`  ${'词'.repeat(KEYWORD_LIMITS.word)}  `)).toBeNull();
    expect(keywordWordProblem('词'.repeat(KEYWORD_LIMITS.word + 1))).toBe('wordTooLong');
    // Characters, not UTF-16 units.
    expect(keywordWordProblem('😀'.repeat(KEYWORD_LIMITS.word))).toBeNull();
    expect(keywordWordProblem('换行\n词')).toBe('wordInvalid');
    expect(keywordWordProblem('a\u0000b')).toBe('wordInvalid');
    expect(keywordWordProblem('a\u2028b')).toBe('wordInvalid');
  });

  it('takes no link, an http(s) address or a site path', () => {
    for (const ok of ['', '  ', 'https://www.example.com/a?b=1', 'http://example.com', '/news/1.html', ' /a ']) expect(keywordUrlProblem(ok)).toBeNull();
    for (const bad of ['not a url', 'www.example.com', 'javascript:alert(1)', 'ftp://example.com/x', '//evil.example.com', '/\\evil.com', 'https://a b.com', 'https://localhost"x']) {
      expect([bad, keywordUrlProblem(bad)]).toEqual([bad, 'urlInvalid']);
    }
    expect(keywordUrlProblem(`https://example.com/${'a'.repeat(KEYWORD_LIMITS.url)}`)).toBe('urlTooLong');
  });

  it('wants a whole sort value from 0 to 999999', () => {
    expect([0, 5, 999_999].map(keywordSortProblem)).toEqual([null, null, null]);
    expect([-1, 1.5, 1_000_000, Number.NaN].map(keywordSortProblem)).toEqual(['sortInvalid', 'sortInvalid', 'sortInvalid', 'sortInvalid']);
  });

  it('answers the first broken rule with its field and the server’s message, or the cleaned keyword', () => {
    expect(checkKeyword({ word: ' SEO ', url: ' /seo.html ', sort: 3 })).toEqual({ ok: true, value: { word: 'SEO', url: '/seo.html', sort: 3 } });
    expect(checkKeyword({ word: '', url: 'bad', sort: -1 })).toEqual({ ok: false, field: 'word', problem: 'wordRequired', message: KEYWORD_MSG.wordRequired });
    expect(checkKeyword({ word: 'SEO', url: 'bad', sort: -1 })).toEqual({ ok: false, field: 'url', problem: 'urlInvalid', message: KEYWORD_MSG.urlInvalid });
    expect(checkKeyword({ word: 'SEO', url: '', sort: -1 })).toMatchObject({ ok: false, field: 'sort', message: KEYWORD_MSG.sortInvalid });
  });

  it('folds case and width for uniqueness', () => {
    expect(keywordKey(' Cloud SITE ')).toBe('cloud site');
    expect(keywordKey('ＣＬＯＵＤ')).toBe('cloud');
    expect(keywordKey('智能制造')).toBe('智能制造');
  });
});
