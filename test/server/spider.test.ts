// Spider analysis: keyed by `spider`, scoped to the active site; uploads parsed by a task into the
// charts; the public ingest refuses a forged token; duplicates and garbage handled in words.
import { gzipSync } from 'node:zlib';
import { SITE } from '../../server/core/db/seedData';
import { dayOf, dayText, addDays } from '../../shared/domain/spider';
import { BATCH_LINES } from '../../server/modules/spider/visitBatch';
import { multipart } from './support/multipart';
import { startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;
let today: string;
beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
  today = dayText(dayOf(h.built.deps.now()));
});
afterAll(() => h.close());

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A combined line at a Beijing day ('YYYY-MM-DD') and hour. */
function line(day: string, hour: number, agent: string, path = '/', status = 200, referer = '-'): string {
  const [y, m, d] = day.split('-');
  return `220.181.108.9 - - [${d}/${MONTHS[Number(m) - 1]}/${y}:${String(hour).padStart(2, '0')}:10:00 +0800] "GET ${path} HTTP/1.1" ${status} 512 "${referer}" "${agent}"`;
}
const BAIDU = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';
const GOOGLE = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HUMAN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

function upload(token: string, content: string | Buffer, fileName = 'access.log', domain?: string) {
  const parts = [{ name: 'file', value: content, fileName, type: 'application/octet-stream' }];
  if (domain) parts.unshift({ name: 'domain', value: domain } as never);
  return h.call('spiderUpload', { token, raw: multipart(parts) });
}

it('refuses the operator, who lacks the spider key', async () => {
  const operator = await h.login('operator');
  expect((await h.call('spiderOverview', { token: operator })).json().code).toBe(403);
  expect((await h.call('spiderCharts', { token: operator, query: { from: today, to: today } })).json().code).toBe(403);
  expect((await upload(operator, line(today, 1, BAIDU))).json().code).toBe(403);
  expect((await h.call('spiderDomainsAggregate', { token: operator, body: {} })).json().code).toBe(403);
  expect((await h.call('spiderKeywordWeek', { token: operator, body: {} })).json().code).toBe(403);
});

it('shows the seeded month: cards, domains and a token', async () => {
  const res = (await h.call('spiderOverview', { token: admin })).json();
  expect(res.code).toBe(200);
  expect(res.data.domains).toEqual(['www.demo-site.cn']);
  expect(res.data.token).toMatch(/^[0-9a-f]{48}$/);
  expect(res.data.yesterday).toBeGreaterThan(50);
  expect(res.data.avg30).toBeGreaterThan(50);
  const charts = (await h.call('spiderCharts', { token: admin, query: { from: addDays(today, -29), to: today } })).json().data;
  expect(charts.days).toHaveLength(30);
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  // Baiduspider has the largest share; some 404s and 500s.
  expect(sum(charts.perDay.baidu)).toBeGreaterThan(sum(charts.perDay.google) * 3);
  expect(charts.statuses.map((s: { status: number }) => s.status)).toEqual(expect.arrayContaining([200, 404, 500]));
});

it('validates ranges and domains in Chinese', async () => {
  const wide = await h.call('spiderCharts', { token: admin, query: { from: addDays(today, -92), to: today } });
  expect(wide.json()).toMatchObject({ code: 400, message: '查询时间范围不能超过 92 天' });
  expect((await h.call('spiderVisits', { token: admin, query: { from: today, to: addDays(today, -1) } })).json()).toMatchObject({ code: 400, message: '开始日期不能晚于结束日期' });
  expect((await h.call('spiderCharts', { token: admin, query: { from: today, to: today, domain: 'www.other.cn' } })).json()).toMatchObject({ code: 400, message: '该域名未绑定到当前网站' });
  expect((await h.call('spiderCharts', { token: admin, query: { from: 'x', to: today } })).json().code).toBe(400);
  expect((await h.call('spiderCharts', { token: admin, query: { from: today, to: today, extra: 1 } })).json().code).toBe(400);
  expect((await h.call('spiderSettings', { token: admin, body: { reverseDns: 'yes' } })).json().code).toBe(400);
});

it('imports an uploaded log through the task into the charts, counting garbage as rejected', async () => {
  const day = addDays(today, -2);
  const before = (await h.call('spiderCharts', { token: admin, query: { from: day, to: day } })).json().data;
  const log = [
    line(day, 3, BAIDU, '/news/1.html'), line(day, 3, BAIDU, '/news/1.html', 404), line(day, 4, GOOGLE, '/'),
    line(day, 5, HUMAN, '/', 200, 'https://www.baidu.com/s?wd=%E7%A4%BA%E8%8C%83'),
    'garbage line', '\u0000\u0001binary\u00ff', 'x'.repeat(10 * 1024 * 1024),
  ].join('\n');
  const res = await upload(admin, gzipSync(Buffer.from(log)), 'access.log.gz');
  expect(res.json().code).toBe(200);
  const { taskId, importId } = res.json().data;
  await h.built.deps.tasks.settled();
  const task = (await h.call('taskGet', { token: admin, query: { id: taskId } })).json().data;
  expect(task).toMatchObject({ kind: 'spider.logImport', state: 'succeeded', result: { accepted: 4, spiders: 3, rejected: 3 } });
  const imports = (await h.call('spiderImports', { token: admin })).json().data;
  expect(imports.rows[0]).toMatchObject({ id: importId, fileName: 'access.log.gz', state: 'done', accepted: 4, spiders: 3, rejected: 3 });
  const after = (await h.call('spiderCharts', { token: admin, query: { from: day, to: day } })).json().data;
  expect(after.perDay.baidu[0] - before.perDay.baidu[0]).toBe(2);
  expect(after.perDay.google[0] - before.perDay.google[0]).toBe(1);
  expect(after.perHour.baidu[3] - before.perHour.baidu[3]).toBe(2);
  const visits = (await h.call('spiderVisits', { token: admin, query: { from: day, to: day, spider: 'google', rows: 100 } })).json().data;
  expect(visits.rows.some((v: { path: string; status: number }) => v.path === '/' && v.status === 200)).toBe(true);

  // The same file again, by its content.
  const again = await upload(admin, gzipSync(Buffer.from(log)), 'renamed.gz');
  expect(again.json()).toMatchObject({ code: 409, message: '该日志文件已导入过' });
});

it('refuses a file that is not a log or not gzip inside, never with a 5xx', async () => {
  expect((await upload(admin, 'a', 'photo.png')).json()).toMatchObject({ code: 415, message: '请上传 .log 或 .gz 格式的访问日志' });
  const broken = Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00]), Buffer.from('not really gzip')]);
  const res = await upload(admin, broken, 'broken.gz');
  expect(res.statusCode).toBeLessThan(500);
  await h.built.deps.tasks.settled();
  const task = (await h.call('taskGet', { token: admin, query: { id: res.json().data.taskId } })).json().data;
  expect(task).toMatchObject({ state: 'failed', error: '日志文件不是有效的 gzip 压缩文件' });
  expect((await upload(admin, line(today, 1, BAIDU), 'a.log', 'www.other.cn')).json()).toMatchObject({ code: 400, message: '该域名未绑定到当前网站' });
});

it('stops a large import on cancel, keeping the batches already stored, and marks it cancelled', async () => {
  const day = addDays(today, -3);
  // A million lines (about 150 MB, a few hundred KB gzipped): long enough to cancel while it runs.
  const one = `${line(day, 2, BAIDU, '/news/cancel.html')}\n`;
  const res = await upload(admin, gzipSync(Buffer.from(one.repeat(1_000_000))), 'big.log.gz');
  expect(res.json().code).toBe(200);
  const { taskId, importId } = res.json().data;
  const view = async () => (await h.call('taskGet', { token: admin, query: { id: taskId } })).json().data as { state: string; done: number; total: number };
  // Cancel once the first bytes are read (progress is by bytes of the stored file).
  for (let v = await view(); v.state === 'queued' || (v.state === 'running' && v.done === 0); v = await view()) await new Promise((r) => setTimeout(r, 20));
  expect((await h.call('taskCancel', { token: admin, body: { id: taskId } })).json().code).toBe(200);
  await h.built.deps.tasks.settled();
  expect((await view()).state).toBe('cancelled');
  const row = await h.built.db.selectFrom('spider_imports').selectAll().where('id', '=', importId).executeTakeFirstOrThrow();
  expect(row.state).toBe('cancelled');
  // What is stored is whole batches, and the import says how many lines they hold (a resume skips them).
  const stored = Number((await h.built.db.selectFrom('spider_visits').select((eb) => eb.fn.countAll<number>().as('n')).where('import_id', '=', importId).executeTakeFirstOrThrow()).n);
  expect(stored).toBe(Number(row.lines_done));
  expect(stored).toBeLessThan(1_000_000);
  expect(stored % BATCH_LINES).toBe(0);
});

it('ingests with the site token, refuses a forged one, and a new token replaces the old', async () => {
  const { token } = (await h.call('spiderOverview', { token: admin })).json().data;
  const body = (t: string, content: string | Buffer) => multipart([{ name: 'token', value: t }, { name: 'file', value: content, fileName: 'batch.log' }]);
  const ok = await h.call('spiderIngest', { raw: body(token, gzipSync(Buffer.from([line(addDays(today, -40), 0, BAIDU, '/ingest.html'), 'junk'].join('\n')))) });
  expect(ok.json()).toMatchObject({ code: 200, data: { accepted: 1, spiders: 1, rejected: 1 } });
  const forged = await h.call('spiderIngest', { raw: body('0'.repeat(48), line(addDays(today, -40), 0, BAIDU, '/forged.html')) });
  expect(forged.json()).toMatchObject({ code: 403, message: '接入令牌无效' });
  const fresh = (await h.call('spiderTokenReset', { token: admin, body: {} })).json().data.token;
  expect(fresh).not.toBe(token);
  expect((await h.call('spiderIngest', { raw: body(token, line(today, 0, BAIDU, '/old.html')) })).json().code).toBe(403);
  const top = (await h.call('spiderTopPages', { token: admin, query: { from: addDays(today, -40), to: addDays(today, -40) } })).json().data;
  expect(top.map((p: { path: string }) => p.path)).toEqual(['/ingest.html']);
  expect(top.map((p: { path: string }) => p.path)).not.toContain('/forged.html');
});

it('keeps another site out: its charts are empty and its token is its own', async () => {
  await h.call('siteActive', { token: admin, query: { twebId: SITE.global } });
  try {
    const other = (await h.call('spiderCharts', { token: admin, query: { from: addDays(today, -29), to: today } })).json().data;
    expect(other.total).toBe(0);
    expect((await h.call('spiderVisits', { token: admin, query: { from: addDays(today, -29), to: today } })).json().data.total).toBe(0);
    expect((await h.call('spiderImports', { token: admin })).json().data.total).toBe(0);
    expect((await h.call('spiderCharts', { token: admin, query: { from: today, to: today, domain: 'www.demo-site.cn' } })).json().code).toBe(400);
  } finally {
    await h.call('siteActive', { token: admin, query: { twebId: SITE.corporate } });
  }
});

it('answers the §7 domain and keyword statistics', async () => {
  for (const name of ['spiderDomainsInsight', 'spiderDomainsAggregate'] as const) {
    const res = (await h.call(name, { token: admin, body: {} })).json();
    expect(res.code).toBe(200);
    expect(res.data[0]).toMatchObject({ domain: 'www.demo-site.cn', topSpider: 'baidu', lastCrawl: expect.any(Number) });
    expect(res.data[0].avg30).toBeGreaterThan(0);
  }
  const words = (await h.call('spiderKeywordWeek', { token: admin, body: {} })).json();
  expect(words.code).toBe(200);
  expect(Array.isArray(words.data)).toBe(true);
});

it('the daily cleanup removes raw visits past 90 days, domain by domain, and keeps the rollups', async () => {
  const db = h.built.db;
  const now = h.built.deps.now();
  const count = async (siteId: number) => Number((await db.selectFrom('spider_visits').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', siteId).executeTakeFirstOrThrow()).n);
  const rollupTotal = async () => Number((await db.selectFrom('spider_daily').select((eb) => eb.fn.sum<number>('visits').as('n')).executeTakeFirstOrThrow()).n);
  const seeded = await count(SITE.corporate);
  expect(seeded).toBeGreaterThan(0);
  // Another site's visits on its own domain, old and new, with their rollup row as an import leaves one.
  const other = await db.selectFrom('sites').select('id').where('id', '<>', SITE.corporate).orderBy('id').executeTakeFirstOrThrow();
  const visit = (siteId: number, domain: string, at: number) => ({
    site_id: siteId, domain, at, day: Number(dayOf(at)), spider: 'baidu', ip: '220.181.108.9', method: 'GET', path: '/', status: 200, bytes: 1, agent: BAIDU, suspicious: 0, import_id: null,
  });
  const old = now - 91 * 86_400_000;
  await db.insertInto('spider_visits').values([
    visit(SITE.corporate, 'old.demo-site.cn', old), visit(SITE.corporate, 'old.demo-site.cn', old - 1000),
    visit(other.id, 'other.example.cn', old), visit(other.id, 'other.example.cn', now - 1000),
  ]).execute();
  await db.insertInto('spider_daily').values([
    { site_id: SITE.corporate, domain: 'old.demo-site.cn', day: Number(dayOf(old)), spider: 'baidu', status: 200, visits: 2 },
    { site_id: other.id, domain: 'other.example.cn', day: Number(dayOf(old)), spider: 'baidu', status: 200, visits: 2 },
  ]).execute();
  const rollups = await rollupTotal();

  const removed = (await h.built.maintenance.run()).modules.spider;
  expect(removed).toBe(3);
  expect(await count(SITE.corporate)).toBe(seeded);
  expect(await count(other.id)).toBe(1);
  expect(await rollupTotal()).toBe(rollups);
  expect((await h.built.maintenance.run()).modules.spider).toBe(0);
});
