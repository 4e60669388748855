// The anchor text rule (shared/domain/seo/anchors.ts) over the server's real tokenizer (htmlparser2).
import {
  ANCHOR_MSG,
  anchorKey,
  applyAnchorTokens,
  checkAnchor,
  clearAnchorTokens,
  countAnchorLinks,
  parseAnchorLine,
  renderTokens,
  type AnchorRuleOptions,
} from '../../../../shared/domain/seo/anchors';
import { tokenizeHtml } from '../../../../server/modules/seo/anchors/tokenize';

const settings = { max_per_record: 3, once_per_word: true, new_window: false, nofollow_external: false };
const opts = (over: Partial<AnchorRuleOptions['settings']> = {}, rest: Partial<Omit<AnchorRuleOptions, 'settings'>> = {}): AnchorRuleOptions => ({
  settings: { ...settings, ...over }, siteHosts: ['demo.example.com'], selfPaths: [], ...rest,
});
const apply = (html: string, anchors: { id: number; word: string; link: string; weight: number }[], o = opts()) => applyAnchorTokens(tokenizeHtml(html), anchors, o);
const clear = (html: string) => renderTokens(clearAnchorTokens(tokenizeHtml(html)).tokens);
/** The links in some HTML, as [text, href, data-anchor]. */
function links(html: string): [string, string, string][] {
  const out: [string, string, string][] = [];
  const re = /<a ([^>]*)>(.*?)<\/a>/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const href = /href="([^"]*)"/.exec(m[1])?.[1] ?? '';
    const mark = /data-anchor="([^"]*)"/.exec(m[1])?.[1] ?? '';
    out.push([m[2], href, mark]);
  }
  return out;
}

describe('anchor text rule', () => {
  it('the tokenizer writes any HTML back unchanged', () => {
    const src = '<p>a &amp; b<br>c<img src="x"/><a href="/x" data-anchor="1">w</a><!-- c --></p><h2>t</h2>tail &lt; 中文';
    expect(renderTokens(tokenizeHtml(src))).toBe(src);
    // Tags after entities are cut where they are (the parser's own entity decoding misplaces them).
    const escaped = '<p><a href="/x?a=1&amp;b=2" data-anchor="12">&lt;b&gt;危险&lt;/b&gt;</a> 与 <b>x</b></p>';
    expect(tokenizeHtml(escaped).map((t) => t.raw)).toEqual(['<p>', '<a href="/x?a=1&amp;b=2" data-anchor="12">', '&lt;b&gt;危险&lt;/b&gt;', '</a>', ' 与 ', '<b>', 'x', '</b>', '</p>']);
    expect(tokenizeHtml(escaped)[2]).toMatchObject({ kind: 'text', text: '<b>危险</b>' });
  });

  it('links a word at its first place, marked with the anchor id', () => {
    const r = apply('<p>我们做网站建设，网站建设找我们。</p>', [{ id: 7, word: '网站建设', link: '/about', weight: 0 }]);
    expect(r.html).toBe('<p>我们做<a href="/about" data-anchor="7">网站建设</a>，网站建设找我们。</p>');
    expect(r.used.get(7)).toBe(1);
  });

  it('heavier anchors win over lighter ones when the limit is reached', () => {
    const anchors = [
      { id: 1, word: '甲', link: '/a', weight: 1 },
      { id: 2, word: '乙', link: '/b', weight: 9 },
    ];
    const r = apply('<p>甲乙</p>', anchors, opts({ max_per_record: 1 }));
    expect(links(r.html)).toEqual([['乙', '/b', '2']]);
  });

  it('of equal weight, the longer word takes the place first', () => {
    const anchors = [
      { id: 1, word: 'SEO', link: '/seo', weight: 5 },
      { id: 2, word: 'SEO优化', link: '/seo-opt', weight: 5 },
    ];
    const r = apply('<p>SEO优化服务</p>', anchors);
    expect(links(r.html)).toEqual([['SEO优化', '/seo-opt', '2']]);
    // The shorter word finds another place if there is one.
    const r2 = apply('<p>SEO优化服务，懂 seo 的团队</p>', anchors);
    expect(links(r2.html)).toEqual([['SEO优化', '/seo-opt', '2'], ['seo', '/seo', '1']]);
  });

  it('never inside a, h1–h6, pre or code', () => {
    const html = '<h1>建站</h1><h3>建站</h3><pre>建站</pre><p><code>建站</code><a href="/x">建站</a></p>';
    expect(apply(html, [{ id: 1, word: '建站', link: '/j', weight: 0 }]).html).toBe(html);
    const r = apply(`${html}<p>建站</p>`, [{ id: 1, word: '建站', link: '/j', weight: 0 }]);
    expect(links(r.html).filter((l) => l[2] === '1')).toEqual([['建站', '/j', '1']]);
    expect(r.html.endsWith('<p><a href="/j" data-anchor="1">建站</a></p>')).toBe(true);
  });

  it('never inside attributes', () => {
    const html = '<p title="建站 alt"><img src="/u/建站.png" alt="建站"></p>';
    expect(apply(html, [{ id: 1, word: '建站', link: '/j', weight: 0 }]).html).toBe(html);
  });

  it('never links a record to itself (path or the site\'s own URL)', () => {
    const anchors = [{ id: 1, word: '案例', link: 'http://demo.example.com/case/5.html', weight: 0 }, { id: 2, word: '新闻', link: '/news/5.html/', weight: 0 }];
    const r = apply('<p>案例与新闻</p>', anchors, opts({}, { selfPaths: ['/case/5.html', '/news/5.html'] }));
    expect(links(r.html)).toEqual([]);
    expect(links(apply('<p>案例与新闻</p>', anchors).html)).toHaveLength(2);
  });

  it('places at most N links per record', () => {
    const anchors = ['一', '二', '三', '四', '五'].map((word, i) => ({ id: i + 1, word, link: `/${i}`, weight: 0 }));
    expect(links(apply('<p>一二三四五</p>', anchors, opts({ max_per_record: 3 })).html)).toHaveLength(3);
    expect(links(apply('<p>一二三四五</p>', anchors, opts({ max_per_record: 5 })).html)).toHaveLength(5);
  });

  it('links each word once, or at every place when once_per_word is off (still within N)', () => {
    const a = [{ id: 1, word: '云', link: '/y', weight: 0 }];
    expect(links(apply('<p>云，云，云，云</p>', a).html)).toHaveLength(1);
    expect(links(apply('<p>云，云，云，云</p>', a, opts({ once_per_word: false })).html)).toHaveLength(3);
  });

  it('matches ignoring case, keeping the text as written', () => {
    expect(links(apply('<p>About Cloud</p>', [{ id: 1, word: 'cloud', link: '/c', weight: 0 }]).html)).toEqual([['Cloud', '/c', '1']]);
  });

  it('opens in a new window and adds nofollow only outside the site', () => {
    const anchors = [{ id: 1, word: '外', link: 'https://other.com/x', weight: 0 }, { id: 2, word: '内', link: 'http://demo.example.com/y', weight: 0 }, { id: 3, word: '站', link: '/z', weight: 0 }];
    const r = apply('<p>外内站</p>', anchors, opts({ new_window: true, nofollow_external: true }));
    expect(r.html).toContain('<a href="https://other.com/x" data-anchor="1" target="_blank" rel="noopener noreferrer nofollow">外</a>');
    expect(r.html).toContain('<a href="http://demo.example.com/y" data-anchor="2" target="_blank" rel="noopener noreferrer">内</a>');
    expect(r.html).toContain('<a href="/z" data-anchor="3" target="_blank" rel="noopener noreferrer">站</a>');
  });

  it('is idempotent: applying again changes nothing, and changed anchors replace the old links', () => {
    const anchors = [{ id: 1, word: '网站', link: '/w', weight: 1 }, { id: 2, word: '建设', link: '/j', weight: 0 }];
    const html = '<p>网站建设 &amp; 网站维护</p><p>建设</p>';
    const once = apply(html, anchors).html;
    expect(apply(once, anchors).html).toBe(once);
    const changed = apply(once, [{ id: 2, word: '建设', link: '/new', weight: 0 }]).html;
    expect(links(changed)).toEqual([['建设', '/new', '2']]);
  });

  it('clears exactly the links it added, keeping their text and every other link', () => {
    const html = '<p>看<a href="/mine">手写链接</a>和网站建设</p>';
    const applied = apply(html, [{ id: 3, word: '网站建设', link: '/w', weight: 0 }]).html;
    expect(applied).not.toBe(html);
    expect(clear(applied)).toBe(html);
    expect(countAnchorLinks(tokenizeHtml(applied))).toEqual(new Map([[3, 1]]));
  });

  it('escapes the word and link it writes: script in anchors is inert', () => {
    const anchors = [{ id: 1, word: '<b>', link: '/x?a=1&b="2"', weight: 0 }];
    const r = apply('<p>a &lt;b&gt; c &lt;/b&gt;</p>', anchors);
    expect(r.html).toBe('<p>a <a href="/x?a=1&amp;b=&quot;2&quot;" data-anchor="1">&lt;b&gt;</a> c &lt;/b&gt;</p>');
    expect(r.html).not.toContain('<b>');
    expect(apply(r.html, anchors).html).toBe(r.html);
  });

  it('checks an anchor: word 1–50, a site path or http(s) link, an integer weight', () => {
    expect(checkAnchor({ word: ' 网站 ', link: '/x', weight: 3 })).toEqual({ ok: true, value: { word: '网站', link: '/x', weight: 3 } });
    expect(checkAnchor({ word: '', link: '/x' })).toMatchObject({ ok: false, message: ANCHOR_MSG.wordRequired });
    expect(checkAnchor({ word: '词'.repeat(51), link: '/x' })).toMatchObject({ ok: false, message: ANCHOR_MSG.wordTooLong });
    expect(checkAnchor({ word: '词'.repeat(50), link: '/x' }).ok).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.com', 'x.html', 'ftp://a.com', '/a b', '/a"onmouseover="x', 'https://']) {
      expect(checkAnchor({ word: 'w', link: bad })).toMatchObject({ ok: false, field: 'link', message: ANCHOR_MSG.linkInvalid });
    }
    expect(checkAnchor({ word: 'w', link: 'https://a.com/x?y=1' }).ok).toBe(true);
    expect(checkAnchor({ word: 'w', link: '/x', weight: 1.5 })).toMatchObject({ ok: false, field: 'weight' });
    expect(anchorKey('ＳＥＯ')).toBe(anchorKey('seo'));
  });

  it('reads import lines 词,链接,权重', () => {
    expect(parseAnchorLine('网站,/w,5')).toEqual({ ok: true, value: { word: '网站', link: '/w', weight: 5 } });
    expect(parseAnchorLine('网站，https://a.com')).toEqual({ ok: true, value: { word: '网站', link: 'https://a.com', weight: 0 } });
    expect(parseAnchorLine('   ')).toBeNull();
    expect(parseAnchorLine('只有词')?.ok).toBe(false);
    expect(parseAnchorLine('网站,/w,abc')?.ok).toBe(false);
  });
});
