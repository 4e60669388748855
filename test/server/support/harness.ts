// Test harness: a real app (migrated, seeded) on a fresh temporary DATA_DIR, driven with inject.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { API, type ApiName } from '../../../shared/domain/api/endpoints';
import { buildApp, type BuildOptions, type BuiltApp } from '../../../server/app';
import { createScratchDatabase, type ScratchDatabase } from '../../support/scratchDatabase';
import { seededCopy } from '../../support/seededTemplate';
import { loadConfig, type ServerConfig } from '../../../server/core/config';
import type { TableName } from '../../../server/core/db/database';
import { SEED_ACCOUNTS, type SeedAccountKey } from '../../../server/core/db/seedData';
import { urlOf } from '../../../server/core/http/register';
import type { AnyRoute } from '../../../server/core/http/routeDef';
import { scryptParams } from '../../../server/core/services/passwords';

/**
 * PASSWORD_HASH_COST 14: scrypt at OWASP's 2^17 costs ~0.4 s a login on this machine and the suite
 * logs in hundreds of times; auth.passwords.test.ts checks the default and the upgrade.
 */
const TEST_HASH_COST = '14';

export interface CallOptions {
  token?: string;
  query?: Record<string, string | number | boolean | string[]>;
  body?: unknown;
  /** Raw payload with its own content type (bypasses JSON encoding of body). */
  raw?: { payload: string | Buffer; contentType: string };
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

export interface Harness {
  built: BuiltApp;
  config: ServerConfig;
  dir: string;
  call(target: ApiName | AnyRoute, options?: CallOptions): Promise<LightMyRequestResponse>;
  login(who: SeedAccountKey | { loginName: string; password: string }): Promise<string>;
  close(): Promise<void>;
}

/** A test server's own PostgreSQL database's name (TEST_PG_URL), dropped on close. */
const scratchName = () => `console_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;

export interface HarnessOptions {
  /** Migrate and seed this start itself rather than copy the seeded template (a test of seeding). */
  fresh?: boolean;
}

/**
 * TEST_PG_URL (a PostgreSQL admin connection string) runs the suite on PostgreSQL: each harness
 * gets a database of its own, dropped on close. Without it, SQLite in the temporary DATA_DIR. A start
 * whose seed would be the usual one begins from a copy of a seeded template (support/seededTemplate);
 * one given its own folder or database, clock or modules migrates and seeds as production does.
 */
export async function startServer(env: Record<string, string> = {}, options: BuildOptions = {}, harness: HarnessOptions = {}): Promise<Harness> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-server-'));
  const admin = process.env.TEST_PG_URL;
  const copy = !harness.fresh && !env.DATA_DIR && !env.DATABASE_URL && !options.now && !options.extraModules;
  const cost = env.PASSWORD_HASH_COST ?? TEST_HASH_COST;
  const pg: ScratchDatabase | null = copy ? await seededCopy(dir, cost, admin, scratchName()) : admin ? await createScratchDatabase(admin, scratchName()) : null;
  const config = {
    ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist'), PASSWORD_HASH_COST: TEST_HASH_COST, ...(pg ? { DATABASE_URL: pg.url } : {}), ...env }),
    logLevel: 'silent',
  };
  let built: BuiltApp;
  try {
    built = await buildApp(config, options);
  } catch (err) {
    await pg?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }

  const call: Harness['call'] = (target, o = {}) => {
    const def = typeof target === 'string' ? { endpoint: API[target] } : target;
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers['x-token'] = o.token;
    const req: InjectOptions = { method: def.endpoint.method, url: urlOf(def), headers, cookies: o.cookies };
    if (o.query) req.query = Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, Array.isArray(v) ? v : String(v)]));
    if (o.raw) {
      req.payload = o.raw.payload;
      headers['content-type'] = o.raw.contentType;
    } else if (o.body !== undefined) {
      req.payload = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    return built.app.inject(req);
  };

  const login: Harness['login'] = async (who) => {
    const creds = typeof who === 'string' ? { loginName: SEED_ACCOUNTS[who].loginName, password: SEED_ACCOUNTS[who].password } : who;
    const res = await call('login', { body: { account: creds.loginName, password: creds.password } });
    if (res.statusCode !== 200) throw new Error(`登录失败 ${res.statusCode} ${res.body}`);
    return res.json().data.token as string;
  };

  return {
    built, config, dir, call, login,
    async close() {
      try {
        await built.close();
      } finally {
        await pg?.drop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The password cost the harness runs with: what test accounts are hashed with (hashPassword(p, TEST_HASHING)). */
export const TEST_HASHING = scryptParams(Number(TEST_HASH_COST));

/** Tables whose primary key is not "id" (others without one are ordered by all their columns). */
const ORDER_KEY: Partial<Record<TableName, string>> = { sessions: 'token_hash', site_seo: 'site_id', seo_anchor_settings: 'site_id', watermarks: 'site_id', login_throttle: 'key' };

/** Every row of every table (op_logs optional), for "nothing changed" assertions. */
export async function snapshot(h: Harness, { includeOpLogs = false } = {}): Promise<Record<string, unknown[]>> {
  // A task started by an earlier call (an export) would still be moving: wait until it has ended.
  await h.built.deps.tasks.settled();
  const out: Record<string, unknown[]> = {};
  // A table without an id (one row per site, or keyed by several columns) is ordered by all its columns.
  const columns = new Map((await h.built.db.introspection.getTables()).map((t) => [t.name, t.columns.map((c) => c.name)]));
  for (const table of h.built.composed.tables) {
    if (table === 'op_logs' && !includeOpLogs) continue;
    // Ordered, so PostgreSQL's physical row order cannot make equal tables look different.
    const own = columns.get(table) ?? ['id'];
    const keys = ORDER_KEY[table] ? [ORDER_KEY[table]] : own.includes('id') ? ['id'] : own;
    let query = h.built.db.selectFrom(table).selectAll();
    for (const key of keys) query = query.orderBy(key as never);
    out[table] = await query.execute();
  }
  return out;
}

export async function opLogs(h: Harness) {
  return h.built.db.selectFrom('op_logs').selectAll().orderBy('id').execute();
}

/** Has at least one CJK ideograph: the message is Chinese, not an English framework default. */
export const CHINESE = /[\u4e00-\u9fff]/;

/**
 * A test file's calling pair, signed in as `token()` unless told otherwise: `call` answers the
 * reply; `data` expects 200 (failing with the call's name and body) and answers the envelope's data.
 * Getters, because the harness and the token are made in beforeAll.
 */
export function callsAs(harness: () => Harness, token: () => string) {
  const call = (name: ApiName, options: CallOptions = {}, as = token()) => harness().call(name, { token: as, ...options });
  const data = async (name: ApiName, options: CallOptions = {}, as = token()) => {
    const res = await call(name, options, as);
    expect({ name, status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ name, status: 200, body: '' });
    return res.json().data;
  };
  return { call, data };
}
