// The keyword library's rules: the Aho–Corasick matcher (every occurrence, overlapping ones and
// suffixes too, offsets in the original text after folding), the folding, the word and
// replacement rules, the import's lines, the snippet; and the server's text-only view of a body.
import { AhoCorasick, foldText } from '../../../../shared/domain/seo/ahoCorasick';
import { WORD_MSG, editorPathOf, importLines, replacementProblem, snippetOf, wordKey, wordProblem } from '../../../../shared/domain/seo/words';
import { htmlText, replaceInHtml } from '../../../../server/modules/seo/words/htmlText';

const found = (patterns: string[], text: string) =>
  new AhoCorasick(patterns.map(foldText)).findAll(text).map((m) => [patterns[m.pattern], m.start, text.slice(m.start, m.end)]);

describe('AhoCorasick', () => {
  it('finds every word in one pass, overlapping and nested ones too, with their offsets', () => {
    expect(found(['最佳', '最', '佳选', '第一', '第一品牌'], '最佳选择，第一品牌')).toEqual([
      ['最', 0, '最'], ['最佳', 0, '最佳'], ['佳选', 1, '佳选'], ['第一', 5, '第一'], ['第一品牌', 5, '第一品牌'],
    ]);
    expect(found(['aa'], 'aaaa').map((m) => m[1])).toEqual([0, 1, 2]);
    // Failure links: "he" is found inside "ushers" after the "us…" branch fails.
    expect(found(['he', 'she', 'his', 'hers'], 'ushers').map((m) => m[0])).toEqual(['she', 'he', 'hers']);
    expect(found([], '任何文本')).toEqual([]);
    expect(found(['', '词'], '一个词')).toEqual([['词', 2, '词']]);
  });

  it('matches after folding (case, full-width) while offsets stay those of the original text', () => {
    expect(found(['no.1', 'seo'], 'ＮＯ．１的SEO和Seo')).toEqual([['no.1', 0, 'ＮＯ．１'], ['seo', 5, 'SEO'], ['seo', 9, 'Seo']]);
    expect(foldText('ＡＢｃ１')).toBe('abc1');
    expect(foldText('😀x').length).toBe(3);
  });
});

describe('word rules', () => {
  it('keeps a word to 1–50 characters of text and folds it for uniqueness', () => {
    expect(wordProblem('  ')).toBe('wordRequired');
    expect(wordProblem('字'.repeat(50))).toBeNull();
    expect(wordProblem('字'.repeat(51))).toBe('wordTooLong');
    expect(wordProblem('a<b')).toBe('wordInvalid');
    expect(wordProblem('换\n行')).toBe('wordInvalid');
    expect(wordKey(' ＳＥＯ优化 ')).toBe(wordKey('seo优化'));
    expect(replacementProblem('')).toBeNull();
    expect(replacementProblem('<i>')).toBe('replacementInvalid');
    expect(WORD_MSG[replacementProblem('字'.repeat(51))!]).toBe('替换词不能超过50个字符');
  });

  it('reads an import file one word a line and cuts a snippet of ±15 characters', () => {
    expect(importLines('\uFEFF一\r\n 二 \n\n三\r')).toEqual(['一', '二', '三']);
    const text = '零一二三四五六七八九十一二三四五六七最佳八九十一二三四五六七八九十一二三';
    const at = text.indexOf('最佳');
    expect(snippetOf(text, at, at + 2)).toEqual({ before: text.slice(at - 15, at), word: '最佳', after: text.slice(at + 2, at + 17) });
    expect(snippetOf('最佳\n选择', 0, 2)).toEqual({ before: '', word: '最佳', after: ' 选择' });
    expect(editorPathOf('product', 7)).toBe('/zhProduct/add?id=7');
    expect(editorPathOf('article', 8, 3)).toBe('/zhContent/add?type=3&id=8');
  });
});

describe('a body as text', () => {
  const html = '<p class="最佳">一流&amp;最<b>佳</b>&nbsp;x</p><p><a href="/第一.html" title="唯一">链接</a></p><!-- 顶级 --><img alt="国家级">末';

  it('is its visible text: no tags, attributes, URLs or comments; blocks apart', () => {
    expect(htmlText(html).text).toBe('一流&最佳\u00a0x\n链接\n末');
    expect(htmlText(html, false).text).toBe(htmlText(html).text);
  });

  it('replaces text ranges only, even across an inline tag, escaping the replacement', () => {
    const map = htmlText(html);
    const at = map.text.indexOf('最佳');
    expect(replaceInHtml(html, map, [{ start: at, end: at + 2, replacement: 'A&B' }]))
      .toBe('<p class="最佳">一流&amp;A&amp;B<b></b>&nbsp;x</p><p><a href="/第一.html" title="唯一">链接</a></p><!-- 顶级 --><img alt="国家级">末');
    const amp = map.text.indexOf('&');
    expect(replaceInHtml(html, map, [{ start: amp, end: amp + 1, replacement: '与' }, { start: 0, end: 2, replacement: '' }]))
      .toBe('<p class="最佳">与最<b>佳</b>&nbsp;x</p><p><a href="/第一.html" title="唯一">链接</a></p><!-- 顶级 --><img alt="国家级">末');
  });
});
