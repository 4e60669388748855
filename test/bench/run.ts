// npm run bench: every figure next to what it is compared with, measured in the same run.
// Never used by tests (no timing is ever asserted); see README "Performance".
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { chromium, type Page } from 'playwright-core';
import { benchArticleHtml, readKeypressProbe, startKeypressProbe, type KeypressStats } from '../../shared/ui/editor/bench';
import { SEED_FORM_MESSAGES } from '../../server/core/db/seedData';
import { reportCapture } from './capture';
import { reportBackends } from './backends';
import { reportLogin } from './login';
import { reportProducts } from './products';
import { reportProductExcel } from './productExcel';
import { reportTasks } from './tasks';
import { reportAiDialogue } from './aiDialogue';
import { reportAiDialogueRender } from './aiDialogueRender';
import { reportAiGather } from './aiGather';
import { reportSpider } from './spider';
import { reportSitemap } from './sitemap';
import { reportWords } from './words';
import { reportScore } from './score';
import { reportInformation } from './membersInformation';
import { reportMembersList } from './membersList';
import { reportOplog } from './oplog';
import { reportRadar } from './membersRadar';
import { reportBackup } from './backup';
import { reportDesign } from './design';
import { reportStylesheet } from './designerStylesheet';
import { reportTemplateList } from './templateList';
import { reportSyncList } from './syncList';
import { reportClone } from './cloneSite';
import { markOf, measureNetwork, printNetwork, recorder, watchMilestones, type Timed } from './network';

const ROOT = path.resolve(__dirname, '../..');
/** BENCH_DIST: a build elsewhere (npx webpack --output-path …), so the bench need not rebuild dist/. */
const DIST = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(ROOT, 'dist');
const ASSETS = path.join(DIST, 'assets');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DURATION = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 10;
/**
 * BENCH_ONLY=api, frontend, network (the login and home screens over a slow line), forms, content,
 * product (goods/getlist over 100,000 products; the Excel import and export, BENCH_PRODUCT_PART=list or excel for one), capture, backends (SQLite next to PostgreSQL, with
 * BENCH_PG_URL), login, tasks or words (keyword detection; PostgreSQL with TEST_PG_URL) runs one part
 * (the README's full run does all of them; frontend includes network).
 */
const ONLY = process.env.BENCH_ONLY ?? 'all';
/** Extra messages seeded for the forms export figure. */
const EXPORT_MESSAGES = Number(process.env.BENCH_EXPORT_MESSAGES || 10_000);
/** Articles seeded on site 1001 for the content figures. */
const CONTENT_ARTICLES = Number(process.env.BENCH_ARTICLES || 100_000);

interface Served {
  port: number;
  coldStartMs: number;
  seedMs?: number;
  wallMs: number;
  child: ChildProcess;
}

export function serve(kind: 'console' | 'bare', extraArgs: string[] = [], env: Record<string, string> = {}): Promise<Served> {
  const started = Date.now();
  const child = spawn(process.execPath, ['-r', 'esbuild-register', path.join(__dirname, 'serve.ts'), '--kind', kind, ...extraArgs], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      const info = JSON.parse(line) as { port: number; coldStartMs: number; seedMs?: number };
      resolve({ ...info, wallMs: Date.now() - started, child });
    });
    child.once('exit', (code) => reject(new Error(`bench server (${kind}) exited with ${code}`)));
  });
}

export function stop(served: Served): Promise<void> {
  return new Promise((resolve) => {
    served.child.removeAllListeners('exit');
    served.child.once('exit', () => resolve());
    served.child.kill('SIGTERM');
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - [...text].length));

function gzipSizeOf(file: string): number {
  const full = path.join(ASSETS, file);
  if (fs.existsSync(`${full}.gz`)) return fs.statSync(`${full}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
}

function brotliSizeOf(file: string): number {
  const full = path.join(ASSETS, file);
  if (fs.existsSync(`${full}.br`)) return fs.statSync(`${full}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(full)).length;
}

interface LoadFigures {
  files: string[];
  gzip: number;
  brotli: number;
}

function figuresOf(files: string[]): LoadFigures {
  return { files, gzip: files.reduce((n, f) => n + gzipSizeOf(f), 0), brotli: files.reduce((n, f) => n + brotliSizeOf(f), 0) };
}

const launchBrowser = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

/** The script files a page requests, in order. */
function track(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) files.push(path.basename(url.pathname));
  });
  return files;
}

const isEditorVendor = (file: string) => /^vendor-wangeditor\./.test(file);

/** The script files among `requests`, in the order they were asked for. */
const scriptsOf = (requests: Timed[]) => [...requests].sort((a, b) => a.asked - b.asked).map((r) => r.asset).filter((f): f is string => !!f && f.endsWith('.js'));

async function firstLoads(baseUrl: string) {
  const browser = await launchBrowser();
  try {
    // Login page: a fresh visitor. "First load" is what the page asks for until its form is on
    // screen; what it fetches afterwards for the next screen (while the user types) is listed apart.
    const loginContext = await browser.newContext();
    const loginPage = await loginContext.newPage();
    await loginPage.addInitScript(watchMilestones);
    const loginRequests = recorder(loginPage, baseUrl);
    await loginPage.goto(`${baseUrl}/login`);
    const formAt = await markOf(loginPage, 'loginForm');
    await loginPage.waitForLoadState('networkidle');
    const login = figuresOf(scriptsOf(loginRequests.filter((r) => r.asked <= formAt)));
    const loginLater = figuresOf(scriptsOf(loginRequests.filter((r) => r.asked > formAt)));
    await loginContext.close();

    // Home page: a signed-in operator opening the console afresh. "First load" is what the page
    // asks for until its numbers (site status and traffic figures) are on screen; lazy widgets
    // that arrive afterwards (the chart) are listed separately.
    const res = await fetch(`${baseUrl}/api/app/site-admin-api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const homeContext = await browser.newContext();
    await homeContext.addCookies([{ name: 'X-Token', value: token, url: baseUrl }]);
    const homePage = await homeContext.newPage();
    await homePage.addInitScript(watchMilestones);
    const homeRequests = recorder(homePage, baseUrl);
    await homePage.goto(`${baseUrl}/zhHome/index`);
    const numbersAt = await markOf(homePage, 'homeNumbers');
    await markOf(homePage, 'chart');
    await homePage.waitForLoadState('networkidle');
    const home = figuresOf(scriptsOf(homeRequests.filter((r) => r.asked <= numbersAt)));
    const later = figuresOf(scriptsOf(homeRequests.filter((r) => r.asked > numbersAt)));
    await homeContext.close();
    return { login, loginLater, home, later };
  } finally {
    await browser.close();
  }
}

export async function load(url: string, headers: Record<string, string>, method: 'GET' | 'POST' = 'GET', body?: string) {
  // Warm-up, then the measured run.
  await autocannon({ url, headers, method, body, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, headers, method, body, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, bytes: result.requests.total ? result.throughput.total / result.requests.total : 0 };
}

async function main() {
  console.log('建站管理控制台 — npm run bench');
  console.log(`node ${process.version}, ${require('node:os').cpus().length} cores, autocannon ${CONNECTIONS} connections × ${DURATION} s per route\n`);
  if (ONLY === 'forms') {
    await reportForms();
    return;
  }
  if (ONLY === 'content') {
    await reportContent();
    return;
  }
  if (ONLY === 'product') {
    // BENCH_PRODUCT_PART=list or excel runs one of the two.
    const part = process.env.BENCH_PRODUCT_PART;
    if (part !== 'excel') await reportProducts();
    if (part !== 'list') await reportProductExcel();
    return;
  }
  if (ONLY === 'capture') {
    await reportCapture();
    return;
  }
  if (ONLY === 'backends') {
    await reportBackends();
    return;
  }
  if (ONLY === 'login') {
    await reportLogin();
    return;
  }
  if (ONLY === 'tasks') {
    await reportTasks();
    return;
  }
  // BENCH_ONLY=ai-dialogue: AI对话's token estimate, time added per token and 100 streams at once
  // (test/bench/aiDialogue.ts; PostgreSQL too with BENCH_PG_URL), then a 20,000-character answer
  // rendering in Chromium (aiDialogueRender.ts).
  if (ONLY === 'ai-dialogue') {
    await reportAiDialogue();
    await reportAiDialogueRender();
    return;
  }
  // BENCH_ONLY=ai-gather: 公众号采集 of a 2 MB article with 30 pictures (test/bench/aiGather.ts; PostgreSQL too with BENCH_PG_URL).
  if (ONLY === 'ai-gather') {
    await reportAiGather();
    return;
  }
  // BENCH_ONLY=sitemap: GET /sitemap.xml over 100,000 articles (test/bench/sitemap.ts; PostgreSQL with TEST_PG_URL).
  if (ONLY === 'sitemap') {
    await reportSitemap();
    return;
  }
  // BENCH_ONLY=spider: a generated log parsed and stored (BENCH_SPIDER_MB, default 1024) and the charts
  // over 92 days of BENCH_SPIDER_VISITS visits (test/bench/spider.ts; PostgreSQL with TEST_PG_URL).
  if (ONLY === 'spider') {
    await reportSpider();
    return;
  }
  if (ONLY === 'words') {
    await reportWords();
    return;
  }
  // BENCH_ONLY=score: 检测报告's evaluation over 100,000 articles and the article list's p99 meanwhile
  // (test/bench/score.ts; PostgreSQL with TEST_PG_URL).
  if (ONLY === 'score') {
    await reportScore();
    return;
  }
  // BENCH_ONLY=information: a 50,000-record import and exact lookups over 100,000 records (test/bench/membersInformation.ts).
  if (ONLY === 'information') {
    await reportInformation();
    return;
  }
  // BENCH_ONLY=members: the member list over 100,000 members by keyword and by rank (test/bench/membersList.ts).
  if (ONLY === 'members') {
    await reportMembersList();
    return;
  }
  // BENCH_ONLY=oplog: 操作日志 over 1,000,000 rows filtered by date and action (test/bench/oplog.ts).
  if (ONLY === 'oplog') {
    await reportOplog();
    return;
  }
  // BENCH_ONLY=backup: 网站备份 of 10,000 articles and 500 MB of uploads, and its restore (test/bench/backup.ts).
  if (ONLY === 'backup') {
    await reportBackup();
    return;
  }
  // BENCH_ONLY=radar: the visitors' beacon under load, beside its 2,000 a second (test/bench/membersRadar.ts).
  if (ONLY === 'radar') {
    await reportRadar();
    return;
  }
  // BENCH_ONLY=stylesheet: 网站装修's stylesheet route under load, beside its p99 ≤ 5 ms (test/bench/designerStylesheet.ts).
  if (ONLY === 'stylesheet') {
    await reportStylesheet();
    return;
  }
  // BENCH_ONLY=template-list: tplist over 10,000 templates, p99 beside its 20 ms (test/bench/templateList.ts; PostgreSQL too with BENCH_PG_URL).
  if (ONLY === 'template-list') {
    await reportTemplateList();
    return;
  }
  // BENCH_ONLY=sync-list: 同步翻译's list over 100,000 articles, p99 beside its 20 ms (test/bench/syncList.ts; PostgreSQL too with BENCH_PG_URL).
  if (ONLY === 'sync-list') {
    await reportSyncList();
    return;
  }
  // BENCH_ONLY=clone: 翻译克隆 of ~350,000 characters with an instant translation double, beside its 60 s (test/bench/cloneSite.ts; PostgreSQL too with TEST_PG_URL).
  if (ONLY === 'clone') {
    await reportClone();
    return;
  }
  // BENCH_ONLY=design: the design catalogues' gzip size and a style change's cost to CSS (test/bench/design.ts).
  if (ONLY === 'design') {
    await reportDesign();
    return;
  }
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/ is missing: run npm run build first (npm run bench does).');

  const consoleServer = await serve('console');
  const base = `http://127.0.0.1:${consoleServer.port}`;
  try {
    console.log('Server cold start (fresh database: migrate + seed + listen)');
    console.log(`  ${pad('in process', 28)}${consoleServer.coldStartMs.toFixed(0)} ms   target ≤ 2000 ms`);
    console.log(`  ${pad('wall, incl. TS loading', 28)}${consoleServer.wallMs} ms\n`);

    if (ONLY === 'network') printNetwork(await measureNetwork(base));
    else if (ONLY !== 'api') await reportFrontend(base);
    if (ONLY !== 'frontend' && ONLY !== 'network') await reportApi(base);
  } finally {
    await stop(consoleServer);
  }
  if (ONLY === 'all') {
    await reportForms();
    await reportContent();
    await reportProducts();
    await reportCapture();
    await reportLogin();
    await reportBackends();
    await reportTasks();
    await reportAiDialogue();
    await reportAiDialogueRender();
    await reportAiGather();
    await reportTemplateList();
    await reportSyncList();
    await reportClone();
  }
}

/**
 * Content: articleList over CONTENT_ARTICLES articles of one site (news is 70% of them), page 1
 * and a deep page of 10 rows and the 1,000-row view, each next to a bare Fastify GET; then pages
 * the list cache cannot have (a random page each request, so the query runs) and single cold
 * requests of the filtered lists. A server of its own, with the extra articles.
 */
async function reportContent() {
  const contentServer = await serve('console', ['--articles', String(CONTENT_ARTICLES)]);
  const bareServer = await serve('bare');
  const base = `http://127.0.0.1:${contentServer.port}`;
  try {
    const res = await fetch(`${base}/api/app/site-admin-api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const headers = { 'x-token': token };
    const listUrl = (query: string) => `${base}/api/app/site-admin-api/admin_cms/article/getlist?${query}`;

    // Single requests before anything is cached: the first of a filter (count and page) and then
    // another page of it (the count cached, the page read).
    const once = async (query: string) => {
      const started = performance.now();
      const answer = await fetch(listUrl(query), { headers });
      const body = (await answer.json()) as { code: number; data: { rows: { title: string }[]; total: number } };
      if (body.code !== 200) throw new Error(`articleList ${query} answered ${body.code}`);
      return { ms: performance.now() - started, rows: body.data.rows, total: body.data.total };
    };
    // Another type's list first, so the code paths are warm and what follows times the database work.
    await once('type=2&page=1&rows=10');
    const rare = /第\d+期/.exec((await once('type=1&page=3000&rows=1')).rows[0]?.title ?? '')?.[0] ?? '第12345期';
    const colds: [string, string][] = [
      ['news, newest first', 'type=1'],
      ['news, keyword 博览会 (5% of titles)', 'type=1&keyword=%E5%8D%9A%E8%A7%88%E4%BC%9A'],
      [`news, keyword ${rare} (one title)`, `type=1&keyword=${encodeURIComponent(rare)}`],
      ['news, tag 3', 'type=1&tag_id=3'],
      ['news, category 1 and its child', 'type=1&category_id=1'],
      ['news, drafts by title', 'type=1&status=0&sort=title_asc'],
    ];
    const coldFigures: { name: string; first: number; other: number; total: number; otherPage: number }[] = [];
    for (const [name, query] of colds) {
      const first = await once(`${query}&page=1&rows=10`);
      const otherPage = Math.max(1, Math.min(2000, Math.ceil(first.total / 10)));
      const other = await once(`${query}&page=${otherPage}&rows=10`);
      coldFigures.push({ name, first: first.ms, other: other.ms, total: first.total, otherPage });
    }
    const newsTotal = coldFigures[0].total;

    // The seeding left a large heap behind: settle the server (collections, compiled paths) first.
    await autocannon({ url: listUrl('type=1&page=1&rows=10'), headers, connections: CONNECTIONS, duration: 3 });
    const bare = await load(`http://127.0.0.1:${bareServer.port}/bare`, {});
    const first = await load(listUrl('type=1&page=1&rows=10'), headers);
    const deep = await load(listUrl('type=1&page=2000&rows=10'), headers);
    const wide = await load(listUrl('type=1&page=1&rows=1000'), headers);
    // A random page of 10 each request: the page cache (per page) misses, the count cache holds.
    const pages = Math.floor((newsTotal - 1) / 10) + 1;
    const randomPath = () => `/api/app/site-admin-api/admin_cms/article/getlist?type=1&rows=10&page=${1 + Math.floor(Math.random() * pages)}`;
    await autocannon({ url: base, headers, connections: CONNECTIONS, duration: 1, requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: randomPath() }) }] });
    const randomRun = await autocannon({ url: base, headers, connections: CONNECTIONS, duration: DURATION, requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: randomPath() }) }] });
    if (randomRun.non2xx > 0 || randomRun.errors > 0) throw new Error(`random pages: ${randomRun.non2xx} non-2xx, ${randomRun.errors} errors`);
    const random = { rps: randomRun.requests.average, p99: randomRun.latency.p99, p50: randomRun.latency.p50 };

    console.log(`${ONLY === 'all' ? '\n' : ''}Content (SQLite; ${CONTENT_ARTICLES} extra articles on site 1001 seeded in ${contentServer.seedMs?.toFixed(0)} ms, one transaction; news list total ${newsTotal})`);
    const row = (name: string, r: { rps: number; p99: number; p50: number }, note = '') =>
      console.log(`  ${pad(name, 40)}${pad(`${r.rps.toFixed(0)} req/s`, 14)}${pad(`p50 ${r.p50} ms, p99 ${r.p99} ms`, 24)}${((r.rps / bare.rps) * 100).toFixed(0)}% of bare${note}`);
    row('bare Fastify route (reference)', bare);
    row('GET articleList type 1, page 1', first, '; target p99 ≤ 20 ms, ≥ 50% of bare');
    row('GET articleList type 1, page 2000', deep, '; target p99 ≤ 20 ms, ≥ 50% of bare');
    row('GET articleList rows=1000', wide, ` (${kb(wide.bytes)} a page)`);
    row('GET articleList random page (query runs)', random);
    console.log('  single requests before anything was cached (10 rows): page 1 (count + page), then a far page (page only)');
    for (const f of coldFigures) {
      console.log(`    ${pad(f.name, 40)}${pad(`${f.first.toFixed(1)} ms`, 11)}${pad(`page ${f.otherPage}: ${f.other.toFixed(1)} ms`, 24)}${f.total} matches`);
    }

    if (fs.existsSync(path.join(DIST, 'index.html'))) await reportContentInBrowser(base, token);
    else console.log('  (browser figures skipped: dist/ is missing, run npm run build first)');
  } finally {
    await stop(bareServer);
    await stop(contentServer);
  }
}

/**
 * Content in Chromium against the same server (100,000 articles): the news list switched to 1,000
 * rows a page (from the click on "1000 条/页" to the rows drawn and the main thread free, then a
 * scroll to the last row), the editor's keypress latency in an article of about 36,000 characters,
 * and where the editor's chunks load (only on an editing page).
 */
async function reportContentInBrowser(base: string, token: string) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'X-Token', value: token, url: base }]);
    const page = await context.newPage();
    const files = track(page);
    const idleAt = () => page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))));

    // The list, first at its default 10 rows; then 1,000.
    await page.goto(`${base}/zhContent/news`);
    const table = page.getByTestId('article-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor().catch(async (error) => {
      await page.screenshot({ path: path.join(require('node:os').tmpdir(), 'bench-content-list.png') });
      throw error;
    });
    await page.waitForLoadState('networkidle');
    const listFiles = [...files];
    const runs: { draw: number; scroll: number }[] = [];
    for (const size of [1000, 10, 1000, 10, 1000]) {
      await page.locator('.ant-pagination-options .ant-select').click();
      const option = page.locator('.ant-select-item-option', { hasText: `${size} 条/页` });
      await option.waitFor();
      await page.evaluate(() => {
        const host = window as unknown as { __benchClick?: number };
        document.addEventListener('pointerdown', (event) => (host.__benchClick = event.timeStamp), { capture: true, once: true });
      });
      await option.click();
      await page.waitForFunction((n) => document.querySelector('.ant-pagination-options')?.textContent?.includes(`${n} 条/页`) && !document.querySelector('[data-testid="article-table"] .ant-spin-spinning'), size);
      await table.locator('.ant-table-row').first().waitFor();
      const drawn = await idleAt();
      const clicked = await page.evaluate(() => (window as unknown as { __benchClick: number }).__benchClick);
      if (size !== 1000) continue;
      // Scroll the virtual body to its end: the 1,000th row on screen.
      const scrollStart = await page.evaluate(() => {
        const holder = document.querySelector('[data-testid="article-table"] .ant-table-tbody-virtual-holder') as HTMLElement | null;
        if (!holder) throw new Error('the 1,000-row table is not virtual');
        const started = performance.now();
        holder.scrollTop = holder.scrollHeight;
        return started;
      });
      const scrolled = await idleAt();
      const total = await page.evaluate(() => document.querySelector('.ant-pagination-options')?.textContent ?? '');
      if (!total.includes('1000')) throw new Error('page size did not switch to 1000');
      runs.push({ draw: drawn - clicked, scroll: scrolled - scrollStart });
    }

    // The editor: an article of about 36,000 characters, opened for editing.
    const html = benchArticleHtml();
    const saved = await fetch(`${base}/api/app/site-admin-api/admin_cms/article/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': token },
      body: JSON.stringify({ type: 1, category_id: 0, title: '编辑器基准长文', summary: '', content: html, img: '', author: '基准', sort: 0, status: 0, seo_title: '', seo_keywords: '', seo_description: '', tag_ids: [], attachment_url: '', attachment_name: '', video_url: '' }),
    });
    const savedBody = (await saved.json()) as { code: number; msg?: string; data: { id: number } };
    if (savedBody.code !== 200) throw new Error(`article save answered ${savedBody.code} ${savedBody.msg ?? ''}`);
    const before = files.length;
    const opened = performance.now();
    await page.goto(`${base}/zhContent/add?type=1&id=${savedBody.data.id}`);
    const body = page.locator('[data-slate-editor]');
    await body.locator('strong').last().waitFor();
    const editorReadyMs = performance.now() - opened;
    const editFiles = files.slice(before);
    await body.locator('strong').last().click();
    await page.keyboard.press('End');
    await page.evaluate(startKeypressProbe);
    for (const ch of 'abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmn') await page.keyboard.type(ch, { delay: 40 });
    await page.waitForTimeout(500);
    const keys: KeypressStats = await page.evaluate(readKeypressProbe);
    const textLength = await body.evaluate((el) => (el.textContent ?? '').length);
    await context.close();

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const editorGzip = figuresOf(editFiles.filter((f) => isEditorVendor(f) || /^widget-editor\./.test(f))).gzip;
    console.log('  in Chromium (same server)');
    console.log(`    ${pad('news list → 1,000 rows a page', 40)}${pad(`${median(runs.map((r) => r.draw)).toFixed(0)} ms`, 14)}${pad(`runs ${runs.map((r) => r.draw.toFixed(0)).join(' / ')} ms`, 24)}target ≤ 1000 ms (click to rows drawn, main thread free; Strapi's admin: 34 s for 2,000)`);
    console.log(`    ${pad('  then scroll to row 1,000', 40)}${pad(`${median(runs.map((r) => r.scroll)).toFixed(0)} ms`, 14)}virtual rows`);
    console.log(`    ${pad(`editor keypress, ${textLength} chars`, 40)}${pad(`median ${keys.median.toFixed(0)} ms`, 14)}${pad(`p95 ${keys.p95.toFixed(0)} ms, max ${keys.max.toFixed(0)} ms`, 24)}target ≤ 50 ms (${keys.count} keys, keydown to next frame)`);
    console.log(`    ${pad('edit page open to text shown', 40)}${editorReadyMs.toFixed(0)} ms`);
    console.log(`    ${pad('editor chunks on the list page', 40)}${listFiles.some(isEditorVendor) ? 'YES' : 'no'}`);
    console.log(`    ${pad('editor chunks on the edit page', 40)}${editFiles.some(isEditorVendor) ? 'yes' : 'NO'}${pad('', 10)}${kb(editorGzip)} gzip (vendor-wangeditor + widget-editor); brief: ~270 KB, only on editing pages`);
  } finally {
    await browser.close();
  }
}

/**
 * Forms: the public submission endpoint under load (rate limit lifted; every answer must be 200)
 * next to a bare Fastify POST, and the .xlsx export of EXPORT_MESSAGES messages (wall time, time
 * to first byte, size), each next to its target. A server of its own, with the extra messages.
 */
async function reportForms() {
  const formsServer = await serve('console', ['--messages', String(EXPORT_MESSAGES)], { SUBMIT_RATE_LIMIT_PER_MINUTE: '0' });
  const bareServer = await serve('bare');
  const base = `http://127.0.0.1:${formsServer.port}`;
  try {
    const res = await fetch(`${base}/api/app/site-admin-api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) });
    const token = ((await res.json()) as { data: { token: string } }).data.token;

    // The export first, so it holds exactly the seeded messages plus the extra ones. Twice: the
    // first export of a process also loads ExcelJS (~0.5 s).
    const exportOnce = async () => {
      const started = performance.now();
      const download = await fetch(`${base}/api/app/site-admin-api/admin/form/msgExport?formId=1`, { headers: { 'x-token': token } });
      if (download.status !== 200 || !download.body) throw new Error(`export answered ${download.status}`);
      let firstByteMs = 0;
      let bytes = 0;
      const reader = download.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += value.byteLength;
      }
      return { ms: performance.now() - started, firstByteMs, bytes };
    };
    const coldExport = await exportOnce();
    const warmExport = await exportOnce();

    const submission = JSON.stringify({
      formId: 1, kind: 'lead',
      values: { username: '压测访客', phone: '13812345678', email: 'bench@example.com', title: '性能测试', field0: '这是一条压测留言，检查、存储并组提交。' },
    });
    const json = { 'content-type': 'application/json' };
    const bare = await load(`http://127.0.0.1:${bareServer.port}/bare`, json, 'POST', submission);
    const submit = await load(`${base}/api/app/site-admin-api/plugin/form/submit`, json, 'POST', submission);

    console.log(`${ONLY === 'all' ? '\n' : ''}Forms (SQLite, WAL, synchronous=FULL; rate limit lifted; ${EXPORT_MESSAGES} extra messages seeded in ${formsServer.seedMs?.toFixed(0)} ms)`);
    const row = (name: string, r: { rps: number; p99: number; p50: number }, note: string) =>
      console.log(`  ${pad(name, 34)}${pad(`${r.rps.toFixed(0)} req/s`, 14)}${pad(`p50 ${r.p50} ms, p99 ${r.p99} ms`, 24)}${note}`);
    row('bare Fastify POST (reference)', bare, '');
    row('POST plugin/form/submit (public)', submit, `${((submit.rps / bare.rps) * 100).toFixed(0)}% of bare; target ≥ 1000 submissions/s, all 200`);
    const exported = EXPORT_MESSAGES + SEED_FORM_MESSAGES.onlineMessage.total;
    const exportRow = (name: string, e: { ms: number; firstByteMs: number; bytes: number }) =>
      console.log(`  ${pad(name, 34)}${pad(`${(e.ms / 1000).toFixed(2)} s`, 14)}${pad(`first byte ${e.firstByteMs.toFixed(0)} ms, ${kb(e.bytes)}`, 34)}target ≤ 3 s, streamed`);
    exportRow(`export ${exported} messages, first`, coldExport);
    exportRow(`export ${exported} messages, again`, warmExport);
  } finally {
    await stop(bareServer);
    await stop(formsServer);
  }
}

async function reportFrontend(base: string) {
  {
    const loads = await firstLoads(base);
    const assets = fs.readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
    const initial = assets.filter((f) => f.startsWith('main.'));
    console.log('First-load JavaScript (gzip; brotli as actually served in brackets)');
    console.log(`  ${pad('login page', 28)}${pad(kb(loads.login.gzip), 10)} (${kb(loads.login.brotli)})   target ≤ 150 KB; ant-design-pro v6 645 KB, react-admin demo 721 KB`);
    console.log(`  ${pad('home page', 28)}${pad(kb(loads.home.gzip), 10)} (${kb(loads.home.brotli)})   target ≤ 250 KB; ant-design-pro v6 966 KB, react-admin demo 920 KB`);
    console.log(`  ${pad('login, fetched for the next', 28)}${pad(kb(loads.loginLater.gzip), 10)} (${kb(loads.loginLater.brotli)})   after the form is on screen: ${loads.loginLater.files.join(', ') || '—'}`);
    console.log(`  ${pad('home, lazy after first load', 28)}${pad(kb(loads.later.gzip), 10)} (${kb(loads.later.brotli)})   ${loads.later.files.join(', ') || '—'}`);
    const heavy = (files: string[]) => files.some((f) => /^vendor-(echarts|wangeditor)\./.test(f));
    console.log(`  ${pad('chart/editor in first load', 28)}${heavy(loads.login.files) || heavy(loads.home.files) ? 'YES' : 'no'}`);
    console.log(`  ${pad('files, login', 28)}${loads.login.files.join(', ')}`);
    console.log(`  ${pad('files, home', 28)}${loads.home.files.join(', ')}`);
    const pages = assets.filter((f) => f.startsWith('page-'));
    console.log(`\nBuild: ${assets.length} JS files, ${initial.length} initial, ${assets.length - initial.length} lazy chunks (${pages.length} page chunks: ${pages.map((p) => p.split('.')[0].slice(5)).join(', ')})\n`);
    printNetwork(await measureNetwork(base), { login: loads.login.gzip, home: loads.home.gzip });
  }
}

async function reportApi(base: string) {
  {

    const token = await (async () => {
      const res = await fetch(`${base}/api/app/site-admin-api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) });
      return ((await res.json()) as { data: { token: string } }).data.token;
    })();
    const bareServer = await serve('bare');
    try {
      const bare = await load(`http://127.0.0.1:${bareServer.port}/bare`, {});
      const home = await load(`${base}/api/app/site-admin-api/admin/home`, { 'x-token': token });
      const sites = await load(`${base}/api/app/obor-nginx-php/tweb/site/weblist`, { token });
      const messages = await load(`${base}/api/app/aggregateservice-web/api/message/listMessage`, { 'x-token': token, 'content-type': 'application/json' }, 'POST', JSON.stringify({ pageIndex: 1, pageSize: 10 }));
      console.log('API throughput on loopback (authenticated, permission-checked, validated, from the database)');
      const row = (name: string, r: { rps: number; p99: number; p50: number }) =>
        console.log(`  ${pad(name, 34)}${pad(`${r.rps.toFixed(0)} req/s`, 14)}${pad(`p50 ${r.p50} ms, p99 ${r.p99} ms`, 24)}${((r.rps / bare.rps) * 100).toFixed(0)}% of bare`);
      row('bare Fastify route (reference)', bare);
      row('GET admin/home', home);
      row('GET tweb/site/weblist (list)', sites);
      row('POST message/listMessage (list)', messages);
      console.log('  target: an authenticated list route ≥ 50% of the bare route');
    } finally {
      await stop(bareServer);
    }
  }
}

// Only as the entry point: the parts import pad / serve from here, which must not start a run.
if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
