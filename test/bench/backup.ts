// 网站备份 (BENCH_ONLY=backup): a backup of a site with 10,000 articles (BENCH_BACKUP_ARTICLES) and
// 500 MB of uploads (BENCH_BACKUP_MB, pictures' worth of incompressible bytes in 2 MB files) started
// through the route and run to the end as a task, on SQLite (or PostgreSQL with BENCH_PG_URL). Targets
// (issue 14): ≤ 60 s, and the process's RSS grows by ≤ 100 MB meanwhile (rows and files stream into
// the zip, never held whole). The restore of the same archive is timed beside it (no target).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { SEED_ACCOUNTS, SITE } from '../../server/core/db/seedData';
import { urlOf } from '../../server/core/http/register';
import { API } from '../../shared/domain/api/endpoints';
import { createScratchDatabase } from '../support/scratchDatabase';

const ARTICLES = Number(process.env.BENCH_BACKUP_ARTICLES || 10_000);
const MEGABYTES = Number(process.env.BENCH_BACKUP_MB || 500);
const FILE_MB = 2;
const PG_URL = process.env.BENCH_PG_URL;

const mb = (bytes: number) => bytes / 1024 / 1024;
const pad = (text: string, n: number) => text + ' '.repeat(Math.max(1, n - [...text].length * (/[\u4e00-\u9fff]/.test(text) ? 2 : 1)));

export async function reportBackup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-backup-'));
  const scratch = PG_URL ? await createScratchDatabase(PG_URL, `console_bench_backup_${process.pid}`) : null;
  const config = { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist'), PASSWORD_HASH_COST: '14', ...(scratch ? { DATABASE_URL: scratch.url } : {}) }), logLevel: 'silent' };
  const built = await buildApp(config);
  try {
    const db = built.db;
    // The site's articles: the seeded ones' shape, each with a few KB of body.
    const sample = await db.selectFrom('articles').selectAll().where('site_id', '=', SITE.corporate).orderBy('id').executeTakeFirstOrThrow();
    const body = `<p>${'智能制造产业链协同创新，数控机床与工业机器人应用案例。'.repeat(60)}</p>`;
    const have = Number((await db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow()).n);
    await db.transaction().execute(async (trx) => {
      for (let i = have; i < ARTICLES; i += 500) {
        const rows = Array.from({ length: Math.min(500, ARTICLES - i) }, (_, j) => {
          const { id: _id, ...rest } = sample;
          return { ...rest, title: `基准文章 ${i + j + 1}`, content: body, sort: i + j };
        });
        await trx.insertInto('articles').values(rows).execute();
      }
    });
    // The uploads: incompressible bytes, as pictures and videos are.
    const folder = path.join(dir, 'uploads', String(SITE.corporate), 'bench');
    fs.mkdirSync(folder, { recursive: true });
    for (let written = 0, n = 0; written < MEGABYTES; written += FILE_MB, n++) {
      fs.writeFileSync(path.join(folder, `${String(n).padStart(5, '0')}.jpg`), randomBytes(Math.min(FILE_MB, MEGABYTES - written) * 1024 * 1024));
    }

    const login = await built.app.inject({ method: 'POST', url: urlOf({ endpoint: API.login }), payload: { account: 'admin', password: SEED_ACCOUNTS.admin.password } });
    const token = login.json().data.token as string;
    const call = (name: 'backupAdd' | 'backupRestore', body: unknown) =>
      built.app.inject({ method: 'POST', url: urlOf({ endpoint: API[name] }), headers: { 'x-token': token, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

    const run = async (name: 'backupAdd' | 'backupRestore', body: unknown) => {
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 50);
      const started = performance.now();
      const res = await call(name, body);
      const { taskId, backupId } = res.json().data as { taskId: number; backupId?: number };
      await built.deps.tasks.settled();
      const ms = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      const task = await db.selectFrom('tasks').select(['state', 'error']).where('id', '=', taskId).executeTakeFirstOrThrow();
      if (task.state !== 'succeeded') throw new Error(`${name} 任务未成功：${task.state} ${task.error ?? ''}`);
      return { ms, growth: mb(peak - rssBefore), backupId };
    };

    const made = await run('backupAdd', {});
    const row = await db.selectFrom('site_backups').select(['size', 'rows', 'files']).where('id', '=', made.backupId!).executeTakeFirstOrThrow();
    const restored = await run('backupRestore', { id: made.backupId });

    const backend = scratch ? 'PostgreSQL' : 'SQLite';
    console.log(`网站备份 (${backend}): ${ARTICLES.toLocaleString('en')} articles, ${MEGABYTES} MB of uploads in ${FILE_MB} MB files`);
    console.log(`  ${pad('backup, route to task end', 44)}${(made.ms / 1000).toFixed(1)} s   target ≤ 60 s`);
    console.log(`  ${pad('RSS growth during the backup', 44)}${made.growth.toFixed(0)} MB   target ≤ 100 MB`);
    console.log(`  ${pad('archive', 44)}${mb(Number(row.size)).toFixed(0)} MB, ${row.rows} rows, ${row.files} files`);
    console.log(`  ${pad('restore (verify, back up first, replace)', 34)}${(restored.ms / 1000).toFixed(1)} s   (no target)`);
    console.log(`  ${pad('RSS growth during the restore', 44)}${restored.growth.toFixed(0)} MB\n`);
  } finally {
    await built.close();
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  void reportBackup().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
