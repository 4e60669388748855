// The XSS corpus: every payload goes through articleSave; what is stored (and what articleEdit
// answers) is parsed with the same HTML parser sanitize-html uses and must hold no executable
// construct: no script/style/object/... elements, no iframe srcdoc, no on* attribute, no URL
// attribute with a scheme other than http/https/mailto (or site-relative), no quote or angle bracket
// inside a URL (the wangEditor re-render hole), no CSS that loads or evaluates anything. Harmless
// formatting survives.
import path from 'node:path';
import { sanitizeRichText } from '../../server/core/services/sanitize';
import { startServer, type Harness } from './support/harness';
import { createArticle, storedArticle } from './support/content';

// The parser sanitize-html itself uses (htmlparser2 12, nested under sanitize-html).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Parser } = require(require.resolve('htmlparser2', { paths: [path.dirname(require.resolve('sanitize-html'))] })) as typeof import('htmlparser2');

const PAYLOADS: readonly string[] = [
  // script elements in every spelling
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<script/xss src="https://evil.example/x.js"></script>',
  '<<script>alert(1);//<</script>',
  '<script>alert(1)',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<p>ok</p><plaintext><script>alert(1)</script>',
  // event handlers
  '<img src=x onerror=alert(1)>',
  '<img src="https://a.example/x.png" onerror="alert(1)">',
  "<img src='x' onerror='alert(1)'//>",
  '<body onload=alert(1)>',
  '<div onclick="alert(1)">x</div>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" onmouseover=alert(1)>x</a>',
  '<details open ontoggle=alert(1)>x</details>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<video poster="https://a.example/p.png" onerror=alert(1) src="https://a.example/v.mp4"></video>',
  '<iframe src="https://player.example/v" onload="alert(1)"></iframe>',
  '<p ONCLICK="alert(1)" OnMouseOver="alert(2)">x</p>',
  // javascript:, vbscript:, data: and friends, plain and encoded
  "<IMG SRC=javascript:alert('XSS')>",
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
  '<img src="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+">',
  '<img src=`javascript:alert(1)`>',
  '<img srcset="javascript:alert(1) 1x, https://a.example/x.png 2x" src="https://a.example/x.png">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java&#0000010;script:alert(1)">x</a>',
  '<a href="&#x6a;avascript:alert(1)">x</a>',
  '<a href="javas&Tab;cript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">protocol-relative</a>',
  '<a href="mailto:a@b.example?body=<script>alert(1)</script>">m</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<video src="javascript:alert(1)" poster="javascript:alert(2)"></video>',
  '<video><source src="javascript:alert(1)" onerror="alert(1)"></video>',
  '<table background="javascript:alert(1)"><tr><td background="javascript:alert(2)">x</td></tr></table>',
  // the wangEditor hole: a quote smuggled into an attribute value
  '<img src="x&quot; onerror=&quot;alert(1)">',
  '"><img src=x onerror=alert(1)>',
  '<img src="https://a.example/x.png&quot; onerror=&quot;alert(1)">',
  '<img src="https://a.example/x.png\\"onerror=\\"alert(1)">',
  '<img src="https://a.example/x.png" alt="&quot; onerror=&quot;alert(1)">',
  '<img src="https://a.example/x.png" title="&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
  '<a href="https://ok.example/&#34;onmouseover=&#34;alert(1)">x</a>',
  '<img src="https://a.example/x.png" width="100 onerror=alert(1)">',
  // SVG and MathML
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  "<svg><style>{font-family:'<iframe/onload=confirm(1)>'}</style></svg>",
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">CLICK</math>',
  // frames, objects, forms, document-level elements
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<applet code="javascript:alert(1)"></applet>',
  // CSS
  "<style>@import 'javascript:alert(1)';</style>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<p style="color: red; behavior: url(x.htc)">x</p>',
  '<span style="font-family:\'a\';}</style><script>alert(1)</script>">x</span>',
  '<img src="https://a.example/x.png" style="width:10px;background-image:url(javascript:alert(1))">',
  '<a href="https://ok.example" style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</a>',
  '<p style="color:\\65xpression(alert(1))">x</p>',
  // comments, raw-text elements, nesting and unclosed tags
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<textarea><script>alert(1)</script></textarea>',
  '<template><script>alert(1)</script></template>',
  '<xmp><script>alert(1)</script></xmp>',
  '<div><p><b><i>unclosed <a href="javascript:alert(1)">x',
  '<table><tr><td><img src=x onerror=alert(1)></td></tr>',
  '<<img src=x onerror=alert(1)//>',
  // the editor's own markers and attributes, abused
  '<img src="https://a.example/x.png" data-href="javascript:alert(1)">',
  '<img src="https://a.example/x.png" data-href="https://ok.example/&quot;&gt;&lt;script&gt;">',
  '<div data-w-e-type="video&quot; onclick=&quot;alert(1)" data-w-e-is-void="x"><iframe src="https://player.example/v" allow="camera; microphone; geolocation"></iframe></div>',
  '<video width="auto onerror=alert(1)" controls="true"><source src="https://a.example/v.mp4" type="video/mp4" onerror="alert(1)"></video>',
];

const EXECUTABLE_ELEMENTS = new Set(['script', 'style', 'object', 'embed', 'applet', 'form', 'input', 'button', 'textarea', 'select', 'base', 'meta',
  'link', 'svg', 'math', 'frame', 'frameset', 'template', 'noscript', 'xmp', 'plaintext', 'isindex', 'marquee', 'body', 'html', 'head', 'title']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'action', 'formaction', 'background', 'cite', 'data', 'xlink:href', 'codebase', 'longdesc', 'lowsrc', 'dynsrc', 'data-href']);
const FORBIDDEN_ATTRIBUTES = new Set(['srcdoc', 'srcset', 'formaction', 'xlink:href', 'action', 'background', 'data', 'http-equiv']);

/** Every problem found in stored HTML (an empty list: nothing executable). */
function problemsOf(html: string): string[] {
  const problems: string[] = [];
  const parser = new Parser({
    onopentag(name, attribs) {
      if (EXECUTABLE_ELEMENTS.has(name)) problems.push(`元素 <${name}>`);
      for (const [attr, value] of Object.entries(attribs)) {
        if (attr.startsWith('on')) problems.push(`事件属性 ${name}.${attr}`);
        if (FORBIDDEN_ATTRIBUTES.has(attr)) problems.push(`属性 ${name}.${attr}`);
        if (URL_ATTRIBUTES.has(attr)) {
          if (/[\s"'<>\\`\u0000-\u001f]/.test(value)) problems.push(`地址含引号/尖括号/空白 ${name}.${attr}=${value}`);
          const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
          if (scheme && !['http', 'https', 'mailto'].includes(scheme)) problems.push(`协议 ${scheme}: ${name}.${attr}`);
          if (value.startsWith('//')) problems.push(`协议相对地址 ${name}.${attr}`);
          if ((name === 'img' || name === 'video' || name === 'source' || name === 'iframe') && !/^(https?:\/\/|\/(?!\/))/i.test(value)) {
            problems.push(`媒体地址不是 http(s) 或站内路径 ${name}.${attr}=${value}`);
          }
        }
        if (attr === 'style' && /url\s*\(|expression|javascript:|behavior|@import|\\|position/i.test(value)) problems.push(`样式 ${name}: ${value}`);
        if ((attr === 'alt' || attr === 'title') && /["<>]/.test(value)) problems.push(`文本属性含引号或尖括号 ${name}.${attr}`);
      }
    },
  }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  parser.write(html);
  parser.end();
  if (/<\s*\/?\s*(script|style|iframe[^>]*srcdoc|object|embed|svg|math|base|meta|form)\b/i.test(html)) problems.push('原文含可执行标签');
  return problems;
}

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

it('has a corpus of at least 50 payloads', () => {
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
});

it('stores and answers no executable construct for any payload', async () => {
  const failures: { payload: string; stored: string; problems: string[] }[] = [];
  for (const [i, payload] of PAYLOADS.entries()) {
    const { id } = await createArticle(h, admin, { title: `XSS ${i}`, content: `<p>前</p>${payload}<p>后</p>` });
    const stored = (await storedArticle(h, id))?.content ?? '';
    const answered = (await h.call('articleEdit', { token: admin, query: { id } })).json().data.info.content;
    expect(answered).toBe(stored);
    const problems = problemsOf(stored);
    if (problems.length) failures.push({ payload, stored, problems });
    // The text around the payload is kept.
    expect(stored).toContain('<p>前</p>');
  }
  expect(failures).toEqual([]);
});

it('the checker itself catches what it is meant to catch', () => {
  expect(problemsOf('<img src=x onerror=alert(1)>')).not.toEqual([]);
  expect(problemsOf('<a href="javascript:alert(1)">x</a>')).not.toEqual([]);
  expect(problemsOf('<iframe srcdoc="x"></iframe>')).not.toEqual([]);
  expect(problemsOf('<img src="x&quot; onerror=&quot;alert(1)">')).not.toEqual([]);
  expect(problemsOf('<p style="background:url(x)">x</p>')).not.toEqual([]);
  expect(problemsOf('<p><a href="https://ok.example/">ok</a></p>')).toEqual([]);
});

it('keeps harmless formatting', () => {
  const keep: [string, string][] = [
    ['<p><strong>粗体</strong> <em>斜体</em> <u>下划线</u> <s>删除线</s></p>', '<p><strong>粗体</strong> <em>斜体</em> <u>下划线</u> <s>删除线</s></p>'],
    ['<h2>标题</h2><h3>小标题</h3>', '<h2>标题</h2><h3>小标题</h3>'],
    ['<ul><li>一</li><li>二</li></ul><ol><li>甲</li></ol>', '<ul><li>一</li><li>二</li></ul><ol><li>甲</li></ol>'],
    ['<blockquote>引用</blockquote><pre><code class="language-js">const a = 1;</code></pre>', '<blockquote>引用</blockquote><pre><code class="language-js">const a = 1;</code></pre>'],
    ['<p style="text-align:center"><span style="color:#ff0000;background-color:rgb(255, 255, 0);font-size:16px">彩色</span></p>',
      '<p style="text-align:center"><span style="color:#ff0000;background-color:rgb(255, 255, 0);font-size:16px">彩色</span></p>'],
    ['<a href="https://example.com/a?b=1&amp;c=2" target="_blank">外链</a>', '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">外链</a>'],
    ['<a href="/news/1.html">站内</a> <a href="mailto:hr@example.com">邮件</a> <a href="#top">锚点</a>', '<a href="/news/1.html">站内</a> <a href="mailto:hr@example.com">邮件</a> <a href="#top">锚点</a>'],
    ['<img src="https://cdn.example.com/a.png" alt="产品图" width="300" height="200" style="width:300px;float:left">',
      '<img src="https://cdn.example.com/a.png" alt="产品图" width="300" height="200" style="width:300px;float:left" />'],
    ['<img src="/uploads/1001/2025-01/a.png">', '<img src="/uploads/1001/2025-01/a.png" />'],
    ['<table border="1"><tbody><tr><th colspan="2">表头</th></tr><tr><td style="text-align:right">1</td><td>2</td></tr></tbody></table>',
      '<table border="1"><tbody><tr><th colspan="2">表头</th></tr><tr><td style="text-align:right">1</td><td>2</td></tr></tbody></table>'],
    ['<video src="https://video.example.com/a.mp4" poster="https://video.example.com/a.jpg" controls width="500" height="400"></video>',
      '<video src="https://video.example.com/a.mp4" poster="https://video.example.com/a.jpg" controls width="500" height="400"></video>'],
    ['<iframe src="https://player.example.com/embed/1" width="500" height="400" frameborder="0" allowfullscreen></iframe>',
      '<iframe src="https://player.example.com/embed/1" width="500" height="400" frameborder="0" allowfullscreen></iframe>'],
    ['<p>a &lt; b &amp;&amp; c &gt; d</p>', '<p>a &lt; b &amp;&amp; c &gt; d</p>'],
    // What the rich-text editor (shared/ui/editor) writes comes back unchanged, so it can read it again.
    ['<img src="https://cdn.example.com/a.png" alt="图" title="图" data-href="https://example.com/p" style="width: 300px;float: left;"/>',
      '<img src="https://cdn.example.com/a.png" alt="图" title="图" data-href="https://example.com/p" style="width:300px;float:left" />'],
    ['<div data-w-e-type="video" data-w-e-is-void>\n<video poster="https://v.example.com/p.jpg" controls="true" width="500" height="400" autoplay="autoplay" muted="muted" playsinline="playsinline"><source src="https://v.example.com/a.mp4" type="video/mp4"/></video>\n</div>',
      '<div data-w-e-type="video" data-w-e-is-void>\n<video poster="https://v.example.com/p.jpg" controls="true" width="500" height="400" autoplay="autoplay" muted="muted" playsinline="playsinline"><source src="https://v.example.com/a.mp4" type="video/mp4" /></video>\n</div>'],
    ['<div data-w-e-type="video" data-w-e-is-void>\n<iframe src="https://player.example.com/e/1" width="auto" height="auto" frameborder="0" allowfullscreen="true" allow="autoplay; fullscreen"></iframe>\n</div>',
      '<div data-w-e-type="video" data-w-e-is-void>\n<iframe src="https://player.example.com/e/1" width="auto" height="auto" frameborder="0" allowfullscreen="true" allow="autoplay; fullscreen"></iframe>\n</div>'],
  ];
  for (const [input, expected] of keep) expect(sanitizeRichText(input)).toBe(expected);
});

it('keeps formatting through the route as well', async () => {
  const content = '<h2>公司简介</h2><p><strong>示范科技</strong>成立于 2010 年。</p><img src="https://cdn.example.com/logo.png" alt="logo">';
  const { id } = await createArticle(h, admin, { title: '格式保留', content });
  expect((await storedArticle(h, id))?.content).toBe('<h2>公司简介</h2><p><strong>示范科技</strong>成立于 2010 年。</p><img src="https://cdn.example.com/logo.png" alt="logo" />');
});

it('sanitises job descriptions the same way', async () => {
  const res = await h.call('jobSave', { token: admin, body: { title: 'XSS 职位', content: '<p>职责</p><img src=x onerror=alert(1)><script>alert(1)</script>' } });
  const job = await h.built.db.selectFrom('jobs').selectAll().where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
  expect(job.content).toBe('<p>职责</p>');
});
