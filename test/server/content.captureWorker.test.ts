// Article capture never stalls the server: a fetched page is parsed in a worker thread
// (services/capturePool.ts) with a time limit and a bounded queue. No timing is asserted: only
// which request answers first, what each answers, and what is stored.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CONTENT_MSG } from '../../shared/domain/content';
import { SEED_CATEGORY } from '../../server/modules/content/seedLibrary';
import type { AppDeps } from '../../server/core/http/routeDef';
import { CaptureBusy, CaptureTimeout, createCapturePool, type CapturePool } from '../../server/core/capture/capturePool';
import * as contentService from '../../server/modules/content/articles';
import { extractArticle } from '../../server/core/capture/contentCapture';
import type { Resolver } from '../../server/core/services/safeFetch';
import { snapshot, startServer, type Harness } from './support/harness';
import { storedArticle } from './support/content';

/** Hangs on a page holding "<hang>", else answers at once with its thread id as the title. */
const TEST_WORKER = path.join(__dirname, 'support/captureTestWorker.ts');

const PARAGRAPH = '<p>本周六，公司智能工厂迎来了首个开放日，两百余位客户和合作伙伴参观了自动化产线。</p>';
const ARTICLE = `<html><head><title>开放日</title></head><body><article><h1>智能工厂开放日</h1>${PARAGRAPH.repeat(5)}</article></body></html>`;
/**
 * A real article, then 20,000 unclosed headings and 50,000 unclosed comments (~350 KB). The old
 * regular-expression extractor rescanned the rest of the page from each of them: 6 s with the
 * event loop blocked on this machine. A parser reads it in about a second, in the worker.
 */
const HOSTILE = `${ARTICLE.replace('</body></html>', '')}${'<h1>x'.repeat(20_000)}${'<!--x'.repeat(50_000)}`;
/** Just under 2 MB of nested, never-closed <div>: minutes of parsing; only the time limit ends it. */
const RUNAWAY = `<html><body>${'<div>x'.repeat(340_000)}`;

let server: http.Server;
let port: number;

function site(request: http.IncomingMessage, response: http.ServerResponse) {
  const pages: Record<string, string> = { '/article': ARTICLE, '/hostile': HOSTILE, '/runaway': RUNAWAY, '/big': `<p>${'很长'.repeat(600_000)}</p>` };
  const page = pages[request.url ?? ''];
  response.writeHead(page === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(page ?? '');
}

const resolver: Resolver = async (hostname) => {
  if (hostname !== 'news.test') throw new Error('ENOTFOUND');
  return [{ address: '127.0.0.1', family: 4 }];
};
const url = (pagePath: string) => `http://news.test:${port}${pagePath}`;

beforeAll(async () => {
  server = http.createServer(site);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('capture pool', () => {
  it('extracts in a worker thread what extractArticle finds, and ends the thread on close', async () => {
    const pool = createCapturePool();
    try {
      expect(await pool.extract(ARTICLE, 'http://news.test/a')).toEqual(extractArticle(ARTICLE, 'http://news.test/a'));
      expect(await pool.extract('<html><body><nav><a href="/">首页</a></nav></body></html>', 'http://news.test/')).toBeNull();
      expect(pool.threads).toBe(1);
    } finally {
      await pool.close();
    }
    expect(pool.threads).toBe(0);
  });

  it('terminates a job past its time limit; a fresh worker takes the next one', async () => {
    const pool = createCapturePool({ entry: TEST_WORKER, timeoutMs: 200 });
    try {
      const first = (await pool.extract('a', 'http://x.test/'))?.title;
      await expect(pool.extract('<hang>', 'http://x.test/')).rejects.toBeInstanceOf(CaptureTimeout);
      const next = (await pool.extract('b', 'http://x.test/'))?.title;
      expect(next).toBeDefined();
      expect(next).not.toBe(first);
    } finally {
      await pool.close();
    }
  });

  it('refuses work beyond its queue with CaptureBusy; close() fails what is pending', async () => {
    const pool = createCapturePool({ entry: TEST_WORKER, workers: 1, maxQueue: 1, timeoutMs: 60_000 });
    const running = pool.extract('<hang>', 'http://x.test/');
    const waiting = pool.extract('<hang>', 'http://x.test/');
    await expect(pool.extract('c', 'http://x.test/')).rejects.toBeInstanceOf(CaptureBusy);
    const pending = Promise.allSettled([running, waiting]);
    await pool.close();
    expect((await pending).map((p) => p.status === 'rejected' && String(p.reason))).toEqual(['Error: 采集服务已关闭', 'Error: 采集服务已关闭']);
    await expect(pool.extract('d', 'http://x.test/')).rejects.toThrow('采集服务已关闭');
    expect(pool.threads).toBe(0);
  });

  it('fails the jobs of a worker that cannot start, without starting another', async () => {
    const pool = createCapturePool({ entry: path.join(__dirname, 'support/noSuchWorker.ts'), maxQueue: 2 });
    try {
      const jobs = [pool.extract('a', 'http://x.test/'), pool.extract('b', 'http://x.test/')];
      for (const job of jobs) await expect(job).rejects.toThrow(/Cannot find module/);
    } finally {
      await pool.close();
    }
    expect(pool.threads).toBe(0);
  });
});

describe('articleCapture off the event loop', () => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await startServer({}, { safeFetch: { resolve: resolver, allowAddresses: ['127.0.0.1'] } });
    admin = await h.login('admin');
  });
  afterAll(() => h.close());

  const capture = (pagePath: string) => h.call('articleCapture', { token: admin, body: { url: url(pagePath), type: 1, category_id: SEED_CATEGORY.companyNews } });

  /** Runs body with deps.capture replaced (the app's own pool is put back and the other closed). */
  async function withPool(pool: CapturePool, body: () => Promise<void>) {
    const deps = h.built.deps as AppDeps;
    const own = deps.capture;
    deps.capture = pool;
    try {
      await body();
    } finally {
      deps.capture = own;
      await pool.close();
    }
  }

  it('answers 20 other requests while a hostile page is parsed, all before its parsing ends', async () => {
    const deps = h.built.deps;
    const fetchPage = deps.fetchPage;
    const prepare = contentService.prepareArticleFields;
    const order: string[] = [];
    const others: Promise<void>[] = [];
    // The other requests leave the moment the page has been fetched, as its parsing begins...
    deps.fetchPage = async (address) => {
      const page = await fetchPage(address);
      for (let i = 0; i < 20; i++) {
        const name = i % 2 ? 'homeData' : 'articleList';
        const res = h.call(name, { token: admin, query: name === 'articleList' ? { type: 1, page: 1, rows: 10 } : undefined });
        others.push(res.then((r) => void order.push(`${name} ${r.statusCode}`)));
      }
      return page;
    };
    // ...and the parsing has ended when the route prepares the fields it found. Parsed on the
    // event loop (the old extractor), none of them could answer before that.
    const prepared = jest.spyOn(contentService, 'prepareArticleFields').mockImplementation((fields) => {
      order.push('parsed');
      return prepare(fields);
    });
    try {
      const res = await capture('/hostile');
      order.push('articleCapture');
      await Promise.all(others);
      expect(order).toEqual([...Array.from({ length: 20 }, () => expect.stringMatching(/^(homeData|articleList) 200$/)), 'parsed', 'articleCapture']);
      expect(res.json()).toMatchObject({ code: 200 });
      const stored = await storedArticle(h, res.json().data.id);
      expect(stored?.title).toBe('智能工厂开放日');
      expect(stored?.content).toContain('两百余位客户和合作伙伴');
    } finally {
      deps.fetchPage = fetchPage;
      prepared.mockRestore();
    }
  });

  it('a page past the time limit answers captureTooSlow, stores nothing, and the server carries on', async () => {
    await withPool(createCapturePool({ timeoutMs: 1_000 }), async () => {
      const before = await snapshot(h);
      const res = await capture('/runaway');
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { code: 400, message: CONTENT_MSG.captureTooSlow, data: null } });
      expect(await snapshot(h)).toEqual(before);
      expect((await h.call('homeData', { token: admin })).statusCode).toBe(200);
      // A fresh worker takes the next page.
      expect((await capture('/article')).json()).toMatchObject({ code: 200 });
    });
  });

  it('a full queue answers captureBusy at once; nothing is stored', async () => {
    const pool = createCapturePool({ entry: TEST_WORKER, maxQueue: 0, timeoutMs: 60_000 });
    let taken!: () => void;
    const tookFirst = new Promise<void>((resolve) => (taken = resolve));
    const watched: CapturePool = {
      extract: (html, pageUrl) => {
        taken();
        return pool.extract(`<hang>${html}`, pageUrl);
      },
      extractProduct: (html, pageUrl) => pool.extractProduct(html, pageUrl),
      extractWeixin: (html, pageUrl) => pool.extractWeixin(html, pageUrl),
      close: () => pool.close(),
      get threads() {
        return pool.threads;
      },
      get full() {
        return pool.full;
      },
    };
    await withPool(watched, async () => {
      const before = await snapshot(h);
      const first = capture('/article');
      await tookFirst;
      const second = await capture('/article');
      expect({ status: second.statusCode, body: second.json() }).toEqual({ status: 429, body: { code: 429, message: CONTENT_MSG.captureBusy, data: null } });
      await pool.close();
      expect((await first).json()).toMatchObject({ code: 400, message: CONTENT_MSG.captureFailed });
      expect(await snapshot(h)).toEqual(before);
    });
  });

  it('a page over 2 MB answers capturePageTooLarge', async () => {
    expect((await capture('/big')).json()).toMatchObject({ code: 400, message: CONTENT_MSG.capturePageTooLarge });
  });

  it('ends its worker thread when the app closes', async () => {
    const other = await startServer({}, { safeFetch: { resolve: resolver, allowAddresses: ['127.0.0.1'] } });
    const { capture: pool } = other.built.deps;
    try {
      const token = await other.login('admin');
      const res = await other.call('articleCapture', { token, body: { url: url('/article'), type: 1, category_id: 0 } });
      expect(res.json()).toMatchObject({ code: 200 });
      expect(pool.threads).toBe(1);
    } finally {
      await other.close();
    }
    expect(pool.threads).toBe(0);
  });
});
