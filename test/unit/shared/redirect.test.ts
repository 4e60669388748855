// The login page's redirect parameter: same-origin paths only.
import { safeRedirectPath } from '../../../shared/domain';

describe('safeRedirectPath', () => {
  it.each(['/a?b', '/zhContent/news?page=2&type=1', '/zhHome/index', '/a#top', '/%E4%B8%AD%E6%96%87'])('accepts %p', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/zhHome/index'],
    ['backslash', '/\\evil.com'],
    ['backslash later', '/a\\b'],
    ['absolute http', 'http://x'],
    ['absolute https', 'https://evil.com/'],
    ['javascript', 'javascript:alert(1)'],
    ['relative', 'zhHome/index'],
    ['encoded //', '/%2F%2Fevil.com'],
    ['encoded // without leading slash', '%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['newline', '/a\nb'],
    ['tab', '/\t/evil.com'],
    ['encoded newline', '/a%0Ab'],
    ['encoded NUL', '/a%00'],
    ['DEL', '/a\u007f'],
    ['malformed encoding', '/a%E0%A4%A'],
    ['empty', ''],
  ])('refuses %s', (_label, value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });

  it.each(['/login', '/login?redirect=%2FzhHome%2Findex', '/login/checklogin?token=x', '/LOGIN', '/%6Cogin'])('refuses the login loop %p', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });

  it('refuses non-strings and absurdly long values, answering the fallback given', () => {
    expect(safeRedirectPath(undefined, '/zhHome/index')).toBe('/zhHome/index');
    expect(safeRedirectPath(['/a'], '/x')).toBe('/x');
    expect(safeRedirectPath(`/${'a'.repeat(2000)}`, '/x')).toBe('/x');
    expect(safeRedirectPath('//evil.com', '/zhHome/index')).toBe('/zhHome/index');
  });
});
