// A migrated and seeded database made once per test process and copied for each test server, instead
// of migrating and seeding every time: a folder copy on SQLite, CREATE DATABASE … TEMPLATE on
// PostgreSQL. The seed is deterministic given the password cost (its only input from the
// configuration besides the clock), so a copy is what a fresh start would have made; its timestamps are
// at most one test process old. Jest loads this module afresh for every test file, so the template
// is found again by name (the process id is the worker's), never kept in a variable.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { adminRun, createScratchDatabase, type ScratchDatabase } from './scratchDatabase';

const DIR_PREFIX = 'console-tpl-';
const DB_PREFIX = 'console_tpl_';
const READY = '.template-ready';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Templates of test processes that have ended (an interrupted run leaves them behind). */
async function removeStale(admin: string | undefined): Promise<void> {
  for (const entry of fs.readdirSync(os.tmpdir())) {
    const pid = Number(entry.startsWith(DIR_PREFIX) ? entry.slice(DIR_PREFIX.length).split('-')[0] : NaN);
    if (Number.isInteger(pid) && pid !== process.pid && !alive(pid)) fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
  }
  if (!admin) return;
  const names = await adminRun<{ datname: string }>(admin, `SELECT datname FROM pg_database WHERE datname LIKE '${DB_PREFIX}%'`);
  for (const { datname } of names) {
    const pid = Number(datname.slice(DB_PREFIX.length).split('_')[0]);
    if (Number.isInteger(pid) && pid !== process.pid && !alive(pid)) await adminRun(admin, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

const templateDb = (cost: string) => `${DB_PREFIX}${process.pid}_${cost}`;

/** Templates being made by this test file: two servers started at once wait for the same one. */
const making = new Map<string, Promise<string>>();

/** The template's folder, made (migrated and seeded, then closed) on the first call of this process. */
function template(cost: string, admin: string | undefined): Promise<string> {
  const key = `${cost}-${admin ? 'pg' : 'sqlite'}`;
  if (!making.has(key)) making.set(key, makeTemplate(cost, admin).finally(() => making.delete(key)));
  return making.get(key)!;
}

async function makeTemplate(cost: string, admin: string | undefined): Promise<string> {
  const dir = path.join(os.tmpdir(), `${DIR_PREFIX}${process.pid}-${cost}-${admin ? 'pg' : 'sqlite'}`);
  if (fs.existsSync(path.join(dir, READY))) return dir;
  await removeStale(admin);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const pg = admin ? await createScratchDatabase(admin, templateDb(cost)) : null;
  const config = { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist'), PASSWORD_HASH_COST: cost, ...(pg ? { DATABASE_URL: pg.url } : {}) }), logLevel: 'silent' as const };
  const built = await buildApp(config);
  await built.close();
  // No connections may be open to a template; autovacuum stays away from a database that refuses them.
  if (admin) await adminRun(admin, `ALTER DATABASE ${templateDb(cost)} WITH ALLOW_CONNECTIONS false`);
  fs.writeFileSync(path.join(dir, READY), '');
  return dir;
}

/**
 * Fills `dir` (empty) with a copy of the seeded template and, on PostgreSQL, makes a database copied
 * from the template's: start a server on them and it finds a seeded database (built.seeded false).
 */
export async function seededCopy(dir: string, cost: string, admin: string | undefined, name: string): Promise<ScratchDatabase | null> {
  const from = await template(cost, admin);
  fs.cpSync(from, dir, { recursive: true, filter: (src) => path.basename(src) !== READY });
  return admin ? createScratchDatabase(admin, name, templateDb(cost)) : null;
}
