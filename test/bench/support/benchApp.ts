// The server of a bench that runs in its own process: a fresh database (SQLite in a temporary folder,
// or a scratch PostgreSQL database given an admin URL), migrated and seeded by buildApp, listening on
// a free port with the seeded admin signed in; everything removed afterwards. Used by the issue-17
// figures (templateList.ts, syncList.ts, cloneSite.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/core/config';
import { urlOf } from '../../../server/core/http/register';
import { API } from '../../../shared/domain/api/endpoints';
import { createScratchDatabase } from '../../support/scratchDatabase';

/** PostgreSQL beside SQLite when an admin URL is given (BENCH_PG_URL, else TEST_PG_URL). */
export const BENCH_PG_URL = process.env.BENCH_PG_URL || process.env.TEST_PG_URL;

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;

export interface BenchApp {
  built: BuiltApp;
  db: BuiltApp['db'];
  /** Starts listening (once data is loaded) and signs the admin in: the base URL and the token's headers. */
  listen(): Promise<{ base: string; headers: Record<string, string> }>;
}

/** Runs `measure` against a fresh server (`name` names its temporary folder and database). */
export async function withBenchApp<T>(name: string, pgUrl: string | undefined, env: Record<string, string>, measure: (app: BenchApp) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `console-bench-${name}-`));
  const scratch = pgUrl ? await createScratchDatabase(pgUrl, `console_bench_${name.replace(/\W/g, '_')}_${process.pid}`) : null;
  try {
    const built = await buildApp(loadConfig({
      DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist'), LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'silent', ...env, ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    }));
    try {
      return await measure({ built, db: built.db, listen: () => listenAndSignIn(built) });
    } finally {
      await built.close();
    }
  } finally {
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function listenAndSignIn(built: BuiltApp): Promise<{ base: string; headers: Record<string, string> }> {
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${base}${urlOf({ endpoint: API.login })}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { base, headers: { 'x-token': token } };
}

/** Each back end's figures in turn: SQLite, then PostgreSQL when BENCH_PG_URL / TEST_PG_URL is set. */
export async function onEachBackend<F>(measure: (pgUrl?: string) => Promise<F>, print: (label: string, figures: F) => void): Promise<void> {
  print('SQLite', await measure());
  if (BENCH_PG_URL) print('PostgreSQL', await measure(BENCH_PG_URL));
}

/** The entry point of a bench file run alone (node -r esbuild-register test/bench/<file>.ts). */
export function runAlone(main: () => Promise<void>): void {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
