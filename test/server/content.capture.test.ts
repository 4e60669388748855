// Article capture without the network: the address checks as pure functions, the safe fetcher
// against a local HTTP server on 127.0.0.1 (allowed only here, through allowAddresses) with an
// injected resolver, and articleCapture through the app.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { CONTENT_MSG } from '../../shared/domain/content';
import { SEED_CATEGORY } from '../../server/modules/content/seedLibrary';
import {
  checkFetchUrl,
  createSafeFetch,
  FetchFailed,
  FetchRefused,
  isForbiddenAddress,
  type ResolvedAddress,
  type Resolver,
} from '../../server/core/services/safeFetch';
import { extractArticle } from '../../server/core/capture/contentCapture';
import { snapshot, startServer, type Harness } from './support/harness';
import { storedArticle, tokenWith } from './support/content';

describe('address checks', () => {
  it('refuses loopback, private, link-local, unique-local, CGNAT, this-network, multicast and reserved addresses', () => {
    const refused = [
      '127.0.0.1', '127.255.255.254', '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.0.1', '192.168.255.255',
      '169.254.169.254', '169.254.0.1', '100.64.0.1', '100.127.255.255', '0.0.0.0', '0.1.2.3', '224.0.0.1', '239.255.255.250',
      '240.0.0.1', '255.255.255.255', '192.0.2.10', '198.51.100.7', '203.0.113.9', '198.18.0.1',
      '::1', '::', 'fe80::1', 'fe80::1%eth0', 'febf:ffff::1', 'fc00::1', 'fd12:3456:789a::1', 'ff02::1', 'ff05::1:3', 'fec0::1',
      // IPv4-mapped, -compatible and -translated forms of the refused IPv4 ranges
      '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.1.2.3', '::ffff:a01:203', '::ffff:192.168.1.1', '::ffff:169.254.169.254',
      '::127.0.0.1', '::ffff:0:10.0.0.1', '0:0:0:0:0:ffff:7f00:0001', '[::ffff:127.0.0.1]',
      // NAT64, 6to4 and Teredo embeddings, documentation
      '64:ff9b::a00:1', '64:ff9b::7f00:1', '64:ff9b:1::1', '2002:c0a8:0101::1', '2002:7f00:1::', '2001::1', '2001:db8::1',
      'not-an-address', '', '1.2.3', '1.2.3.256',
    ];
    const allowed = ['1.1.1.1', '8.8.8.8', '93.184.216.34', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1', '192.169.0.1',
      '2606:4700:4700::1111', '2400:3200::1', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'];
    expect(refused.filter((a) => !isForbiddenAddress(a))).toEqual([]);
    expect(allowed.filter((a) => isForbiddenAddress(a))).toEqual([]);
  });

  it('takes http and https URLs only, without credentials', () => {
    for (const bad of ['ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,x', 'gopher://example.com/', 'http://user:pw@example.com/', 'not a url', '//example.com/']) {
      expect(() => checkFetchUrl(bad)).toThrow(FetchRefused);
    }
    expect(checkFetchUrl(' https://example.com/a?b=1 ').hostname).toBe('example.com');
    // The URL parser's normalisation is what gets checked: these are all 127.0.0.1.
    for (const sneaky of ['http://2130706433/', 'http://0x7f.1/', 'http://017700000001/', 'http://127.1/']) expect(checkFetchUrl(sneaky).hostname).toBe('127.0.0.1');
  });
});

// --- a local site ----------------------------------------------------------------------------------

const ARTICLE_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>示范新闻 - 新闻中心</title><script>var tracker = 1;</script></head>
<body><nav><a href="/">首页</a><a href="/news">新闻</a><a href="/about">关于我们</a></nav>
<div class="sidebar"><a href="/a">链接一</a><a href="/b">链接二</a></div>
<article><h1>智能工厂开放日圆满举行</h1>
<p>本周六，公司智能工厂迎来了首个开放日，两百余位客户和合作伙伴参观了自动化产线。</p>
<p>参观者现场体验了数字孪生系统，并与工程师进行了深入交流。<img src="/img/line.png" onerror="alert(1)" alt="产线"></p>
<p><a href="/news/2.html">相关新闻</a> <a href="javascript:alert(1)">恶意链接</a></p><script>alert('x')</script>
</article><footer>版权所有 © 2025</footer></body></html>`;

const DIV_PAGE = `<html><head><title>旧版页面</title></head><body><div id="menu"><a href="/">首页</a> <a href="/x">产品</a></div>
<div id="main"><div class="content"><p>这是一段没有 article 元素的正文，正文足够长，用来检验按文字密度选出主体。</p><p>第二段正文，继续补充足够多的文字内容。</p></div></div>
<div id="footer">联系电话 400-000-0000</div></body></html>`;

// "你好世界" in GBK.
const GBK_TITLE = Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0xca, 0xc0, 0xbd, 0xe7]);
const GBK_PAGE = Buffer.concat([
  Buffer.from('<html><head><meta http-equiv="Content-Type" content="text/html; charset=gbk"><title>'), GBK_TITLE,
  Buffer.from('</title></head><body><article><h1>'), GBK_TITLE, Buffer.from('</h1><p>'), GBK_TITLE, GBK_TITLE, GBK_TITLE, GBK_TITLE, GBK_TITLE, GBK_TITLE,
  Buffer.from('</p></article></body></html>'),
]);

let server: http.Server;
let port: number;
const hits: string[] = [];

function site(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = request.url ?? '/';
  hits.push(url);
  const html = (body: string | Buffer, headers: Record<string, string> = {}) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(body);
  };
  const redirect = (location: string) => {
    response.writeHead(302, { location });
    response.end();
  };
  const chain = /^\/r\/(\d+)$/.exec(url);
  if (chain) return Number(chain[1]) === 0 ? html(ARTICLE_PAGE) : redirect(`/r/${Number(chain[1]) - 1}`);
  switch (url) {
    case '/article': return html(ARTICLE_PAGE);
    case '/div': return html(DIV_PAGE);
    case '/gbk': return html(GBK_PAGE, { 'content-type': 'text/html' });
    case '/gzip': return html(zlib.gzipSync(ARTICLE_PAGE), { 'content-encoding': 'gzip' });
    case '/to-internal': return redirect('http://internal.test/secret');
    case '/to-mixed': return redirect(`http://mixed.test:${port}/article`);
    case '/to-loopback2': return redirect(`http://127.0.0.2:${port}/article`);
    case '/to-mapped': return redirect(`http://[::ffff:127.0.0.1]:${port}/article`);
    case '/to-ftp': return redirect('ftp://example.com/file');
    case '/to-metadata': return redirect('http://169.254.169.254/latest/meta-data/');
    case '/json':
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('{"a":1}');
    case '/big': {
      // No content-length: the cap applies while reading.
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = `<p>${'很长的内容'.repeat(10_000)}</p>`;
      for (let i = 0; i < 20; i++) response.write(chunk);
      return response.end();
    }
    case '/big-declared':
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(5 * 1024 * 1024) });
      return response.end();
    case '/slow':
      setTimeout(() => html(ARTICLE_PAGE), 1500);
      return undefined;
    case '/empty': return html('<html><body><nav><a href="/">首页</a></nav></body></html>');
    default:
      response.writeHead(404, { 'content-type': 'text/html' });
      return response.end('<h1>404</h1>');
  }
}

/** news.test → the local server; internal.test → a private address; mixed.test → public and private. */
const resolved: string[] = [];
const resolver: Resolver = async (hostname) => {
  resolved.push(hostname);
  const table: Record<string, ResolvedAddress[]> = {
    'news.test': [{ address: '127.0.0.1', family: 4 }],
    'internal.test': [{ address: '10.0.0.5', family: 4 }],
    'mixed.test': [{ address: '93.184.216.34', family: 4 }, { address: '192.168.1.20', family: 4 }],
    'metadata.test': [{ address: '::ffff:169.254.169.254', family: 6 }],
  };
  const found = table[hostname];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};

beforeAll(async () => {
  server = http.createServer(site);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('safeFetch', () => {
  const testFetch = (extra = {}) => createSafeFetch({ resolve: resolver, allowAddresses: ['127.0.0.1'], ...extra });
  const page = (path: string) => `http://news.test:${port}${path}`;

  it('refuses the local server by default (loopback), by name and by address', async () => {
    const fetchPage = createSafeFetch({ resolve: resolver });
    await expect(fetchPage(page('/article'))).rejects.toThrow(FetchRefused);
    await expect(fetchPage(`http://127.0.0.1:${port}/article`)).rejects.toThrow(FetchRefused);
    await expect(fetchPage(`http://[::1]:${port}/article`)).rejects.toThrow(FetchRefused);
  });

  it('reads an allowed page, decompressing and decoding its charset', async () => {
    const fetchPage = testFetch();
    const plain = await fetchPage(page('/article'));
    expect(plain.html).toContain('智能工厂开放日圆满举行');
    expect(plain.url).toBe(page('/article'));
    expect((await fetchPage(page('/gzip'))).html).toContain('智能工厂开放日圆满举行');
    expect((await fetchPage(page('/gbk'))).html).toContain('你好世界');
  });

  it('follows up to three redirects, checking each one', async () => {
    const fetchPage = testFetch();
    expect((await fetchPage(page('/r/3'))).url).toBe(page('/r/0'));
    await expect(fetchPage(page('/r/4'))).rejects.toThrow(FetchFailed);
    hits.length = 0;
    resolved.length = 0;
    await expect(fetchPage(page('/to-internal'))).rejects.toThrow(FetchRefused);
    // The private name was resolved and refused: no request went anywhere but the first page.
    expect(resolved).toEqual(['news.test', 'internal.test']);
    expect(hits).toEqual(['/to-internal']);
    await expect(fetchPage(page('/to-mixed'))).rejects.toThrow(FetchRefused);
    await expect(fetchPage(page('/to-loopback2'))).rejects.toThrow(FetchRefused);
    await expect(fetchPage(page('/to-mapped'))).rejects.toThrow(FetchRefused);
    await expect(fetchPage(page('/to-ftp'))).rejects.toThrow(FetchRefused);
    await expect(fetchPage(page('/to-metadata'))).rejects.toThrow(FetchRefused);
    await expect(fetchPage('http://metadata.test/')).rejects.toThrow(FetchRefused);
  });

  it('fails on other types, errors, size and time', async () => {
    const fetchPage = testFetch();
    await expect(fetchPage(page('/json'))).rejects.toThrow(FetchFailed);
    await expect(fetchPage(page('/missing'))).rejects.toThrow(FetchFailed);
    await expect(fetchPage(page('/big'))).rejects.toThrow('网页过大');
    await expect(fetchPage(page('/big-declared'))).rejects.toThrow('网页过大');
    await expect(testFetch({ timeoutMs: 300 })(page('/slow'))).rejects.toThrow('超时');
    await expect(fetchPage('http://unknown.test/')).rejects.toThrow(FetchFailed);
  });
});

describe('extractArticle', () => {
  it('takes the heading as the title and the article as the body, sanitised, addresses made absolute', () => {
    const a = extractArticle(ARTICLE_PAGE, 'http://news.test/news/1.html');
    expect(a?.title).toBe('智能工厂开放日圆满举行');
    expect(a?.content).toContain('<p>本周六，公司智能工厂迎来了首个开放日');
    expect(a?.content).toContain('<img src="http://news.test/img/line.png" alt="产线" />');
    expect(a?.content).toContain('<a href="http://news.test/news/2.html">相关新闻</a>');
    expect(a?.content).not.toMatch(/script|onerror|javascript|首页|版权/);
    expect(a?.summary.startsWith('本周六')).toBe(true);
  });

  it('falls back to the container with the most text, and to <title>', () => {
    const a = extractArticle(DIV_PAGE, 'http://old.test/');
    expect(a?.title).toBe('旧版页面');
    expect(a?.content).toContain('没有 article 元素的正文');
    expect(a?.content).not.toContain('首页');
    expect(a?.content).not.toContain('400-000-0000');
    expect(extractArticle('<html><body><nav><a href="/">首页</a></nav></body></html>', 'http://x.test/')).toBeNull();
  });

  it('reads pages that leave out <html>, <head> or <body>, and resolves addresses against their <base>', () => {
    const text = '这是一段足够长的正文内容，用来检验省略了标签的网页。';
    for (const page of [`<!doctype html><title>省略标签</title><p>${text}</p>`, `<html><head><title>省略标签</title></head><p>${text}</p></html>`, `<title>省略标签</title><p>${text}</p>`]) {
      const a = extractArticle(page, 'http://old.test/');
      expect(a?.title).toBe('省略标签');
      expect(a?.content).toContain(`<p>${text}</p>`);
      expect(a?.content).not.toContain('省略标签');
    }
    const based = extractArticle(`<html><head><base href="/sub/"></head><body><article><p>${text}<a href="y.html">链接</a><img src="i.png"></p></article></body></html>`, 'http://news.test/dir/page.html');
    expect(based?.content).toContain('<a href="http://news.test/sub/y.html">链接</a><img src="http://news.test/sub/i.png" />');
    const badBase = extractArticle(`<html><head><base href="javascript:alert(1)//"></head><body><article><p>${text}<a href="y.html">链接</a></p></article></body></html>`, 'http://news.test/dir/page.html');
    expect(badBase?.content).toContain('<a href="http://news.test/dir/y.html">链接</a>');
  });

  it('keeps the text of broken markup nested thousands deep (an unclosed <font> in every paragraph)', () => {
    const paragraphs = Array.from({ length: 6000 }, (_, i) => `<p><font color="#333">第${i + 1}段正文，旧网站常见的没有闭合的字体标签。`).join('');
    const a = extractArticle(`<html><head><title>旧网站</title></head><body>${paragraphs}</body></html>`, 'http://old.test/');
    expect(a?.title).toBe('旧网站');
    expect(a?.content).toContain('第1段正文');
    expect(a?.content).toContain('第6000段正文');
  });
});

describe('articleCapture', () => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await startServer({}, { safeFetch: { resolve: resolver, allowAddresses: ['127.0.0.1'] } });
    admin = await h.login('admin');
  });
  afterAll(() => h.close());

  const capture = (url: string, token = admin, type: number = 1, category_id: number = SEED_CATEGORY.companyNews) =>
    h.call('articleCapture', { token, body: { url, type, category_id } });

  it('stores the captured page as a sanitised draft with a first revision', async () => {
    const res = await capture(`http://news.test:${port}/article`);
    expect(res.statusCode).toBe(200);
    const { id } = res.json().data;
    const stored = await storedArticle(h, id);
    expect(stored).toMatchObject({ site_id: 1001, type: 1, title: '智能工厂开放日圆满举行', status: 0, disabled: 0, category_id: SEED_CATEGORY.companyNews, version: 1 });
    expect(stored?.content).toContain(`src="http://news.test:${port}/img/line.png"`);
    expect(stored?.content).not.toMatch(/script|onerror|javascript:/);
    expect(await h.built.db.selectFrom('article_revisions').select('version').where('article_id', '=', id).execute()).toEqual([{ version: 1 }]);
    const log = await h.built.db.selectFrom('op_logs').selectAll().where('action', '=', 'articleCapture').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ result: 'ok', site_id: 1001 });
  });

  it('refuses private addresses, also behind a redirect, with urlRefused; other failures with captureFailed; nothing stored', async () => {
    const before = await snapshot(h);
    const cases: [string, string][] = [
      ['http://10.0.0.1/', CONTENT_MSG.urlRefused],
      ['http://169.254.169.254/latest/meta-data/', CONTENT_MSG.urlRefused],
      ['http://[::ffff:127.0.0.2]/', CONTENT_MSG.urlRefused],
      ['file:///etc/passwd', CONTENT_MSG.urlRefused],
      ['javascript:alert(1)', CONTENT_MSG.urlRefused],
      [`http://news.test:${port}/to-internal`, CONTENT_MSG.urlRefused],
      [`http://news.test:${port}/to-metadata`, CONTENT_MSG.urlRefused],
      [`http://news.test:${port}/missing`, CONTENT_MSG.captureFailed],
      [`http://news.test:${port}/json`, CONTENT_MSG.captureFailed],
      [`http://news.test:${port}/empty`, CONTENT_MSG.captureFailed],
      ['http://unknown.test/', CONTENT_MSG.captureFailed],
    ];
    for (const [url, message] of cases) {
      const res = await capture(url);
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({ url, status: 400, message });
    }
    expect(await snapshot(h)).toEqual(before);
  });

  it('needs content_capture and the type’s key', async () => {
    const noCapture = await tokenWith(h, ['article_list']);
    expect((await capture(`http://news.test:${port}/article`, noCapture)).statusCode).toBe(403);
    const helpCapture = await tokenWith(h, ['help_list', 'content_capture']);
    expect((await capture(`http://news.test:${port}/article`, helpCapture, 1, 0)).statusCode).toBe(403);
    expect((await capture(`http://news.test:${port}/article`, helpCapture, 2, 0)).statusCode).toBe(200);
  });

  it('refuses the local server in an app built without the test allowance', async () => {
    const plain = await startServer({}, { safeFetch: { resolve: resolver } });
    try {
      const token = await plain.login('admin');
      const res = await plain.call('articleCapture', { token, body: { url: `http://news.test:${port}/article`, type: 1, category_id: 0 } });
      expect(res.json()).toMatchObject({ code: 400, message: CONTENT_MSG.urlRefused });
    } finally {
      await plain.close();
    }
  }, 20_000);
});
