// A server for the bench, in its own process so the load generator never shares its event loop.
//   --kind console  the real server (fresh database unless --data is given), serving dist/
//   --kind bare     a bare Fastify app with one route answering a small envelope (GET, and POST
//                   with a parsed JSON body)
//   --messages N    (console) N extra messages on the seeded 在线留言 form, inserted in one
//                   transaction before listening (the export figure reads them)
//   --articles N    (console) N extra articles on site 1001 with their search terms and tag links,
//                   in one transaction before listening (the content figures read them)
//   --products N    (console) N extra products on site 1001 with their search terms and tag links,
//                   in one transaction before listening (the product figures read them)
//   --pg URL        (console) PostgreSQL instead of SQLite: a fresh database on the server of this
//                   admin connection string, dropped when the bench server stops
//   --capture-allow A  (console) article capture may fetch from address A although it is not
//                   public (the capture figure serves its hostile page on 127.0.0.1)
// SUBMIT_RATE_LIMIT_PER_MINUTE and GROUP_COMMIT_MS are passed on from the environment; BENCH_DIST
// names the build to serve (dist/ by default).
// Prints one JSON line {"port", "coldStartMs", "seedMs"} once listening.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratchDatabase';
import type { Insertable, Kysely } from 'kysely';
import { checkSubmission } from '../../shared/domain/forms';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import type { Database } from '../../server/core/db/database';
import type { FormMessagesTable } from '../../server/modules/forms/tables';
import { LEAD_FORM, SITE } from '../../server/core/db/seedData';
import { seedLeadFields } from '../../server/modules/forms/seed';
import { seedBulkArticles } from '../../server/modules/content/seedBulk';
import { seedBulkProducts } from '../../server/modules/product/seedBulk';
import { searchTextOf } from '../../server/modules/forms/forms';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** N valid messages of 在线留言 over the past 60 days, in one transaction, 500 rows a statement. */
async function addMessages(db: Kysely<Database>, count: number, now: number): Promise<void> {
  const items = seedLeadFields('onlineMessage').contentList;
  const rows: Insertable<FormMessagesTable>[] = [];
  for (let i = 0; i < count; i++) {
    const check = checkSubmission(items, {
      username: `访客${i}`, phone: `139${String(i).padStart(8, '0')}`, ...(i % 4 === 0 ? { email: `visitor${i}@example.com` } : {}),
      title: `批量留言 ${i}`, field0: `这是第 ${i} 条留言，用于导出测试。${i % 50 === 0 ? '=SUM(A1:A2)' : ''}`,
    });
    if (!check.ok) throw new Error(check.message);
    rows.push({
      site_id: SITE.corporate, form_id: LEAD_FORM.onlineMessage, kind: 'lead', values: JSON.stringify(check.values),
      search_text: searchTextOf(items, check.values), read_status: i % 3 === 0 ? 0 : 1, ip: '192.0.2.1', user_agent: 'bench',
      created_at: now - Math.floor((i * 60 * 86_400_000) / Math.max(1, count)),
    });
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500) await trx.insertInto('form_messages').values(rows.slice(i, i + 500)).execute();
  });
}

/** --pg <admin url>: a database of this run's own on that server (dropped when it stops). */
async function freshPostgres(admin: string | undefined): Promise<ScratchDatabase | null> {
  return admin ? createScratchDatabase(admin, `console_bench_${process.pid}`) : null;
}

async function main() {
  const kind = arg('--kind');
  if (kind === 'bare') {
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ code: 200, message: '', data: { ok: true } }));
    app.post('/bare', async (request) => ({ code: 200, message: '', data: { ok: typeof request.body === 'object' } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, coldStartMs: 0 }));
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  const pg = await freshPostgres(arg('--pg'));
  const started = performance.now();
  const built = await buildApp(loadConfig({
    DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', STATIC_DIR: path.resolve(process.env.BENCH_DIST || path.join(__dirname, '../../dist')),
    DATABASE_URL: pg?.url,
    SUBMIT_RATE_LIMIT_PER_MINUTE: process.env.SUBMIT_RATE_LIMIT_PER_MINUTE,
    GROUP_COMMIT_MS: process.env.GROUP_COMMIT_MS,
  }), { safeFetch: { allowAddresses: arg('--capture-allow')?.split(',') } });
  const builtMs = performance.now() - started;
  // The extra messages are not part of the cold start.
  const messages = Number(arg('--messages') ?? 0);
  const seedStarted = performance.now();
  if (messages > 0) await addMessages(built.db, messages, Date.now());
  const articles = Number(arg('--articles') ?? 0);
  if (articles > 0) await seedBulkArticles(built.db, SITE.corporate, articles, Date.now());
  const products = Number(arg('--products') ?? 0);
  if (products > 0) await seedBulkProducts(built.db, SITE.corporate, products, Date.now());
  const seedMs = performance.now() - seedStarted;
  const listenStarted = performance.now();
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const coldStartMs = builtMs + (performance.now() - listenStarted);
  const address = built.app.server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, coldStartMs, seedMs }));
  const stop = async () => {
    const { batches, jobs } = built.deps.batcher.stats;
    if (jobs > 0) process.stderr.write(`  (group commit: ${jobs} writes in ${batches} commits, ${(jobs / batches).toFixed(1)} per commit)\n`);
    await built.close();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
