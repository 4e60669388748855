// Server configuration from the environment. Parsed once at start-up and validated so a typo in an
// address or a number fails loudly instead of producing a half-working server.
import path from 'node:path';
import { loadProvidersConfig, type ProvidersConfig } from './providers/config';
import { loadTasksConfig, type TasksConfig } from './tasks/config';
import { loadS3Config, type S3Config } from './services/s3Config';

export type CookieSecure = 'auto' | boolean;

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when absent. */
  databaseUrl: string | null;
  /** The built console (webpack output); served when the folder exists. */
  staticDir: string;
  /** Login address per host pattern ("*" is the default), for hosts.ts loginUrlFor. */
  loginUrls: Record<string, string>;
  /**
   * API_BASES: the API address per console host pattern (hosts.ts apiBaseFor), written into the
   * page; those consoles' origins may call this server across origins (CORS with credentials).
   */
  apiBases: Record<string, string>;
  helpUrlNew: string;
  helpUrlOld: string;
  productDomains: string[];
  platformName: string;
  platformLogoUrl: string;
  sessionTtlHours: number;
  /** 'auto' marks the token cookie Secure when the request arrived over HTTPS. */
  cookieSecure: CookieSecure;
  /** Honour X-Forwarded-* from a reverse proxy (needed for https detection and client IPs). */
  trustProxy: boolean;
  /** Requests per minute per address across the API; 0 turns the limiter off. */
  rateLimitPerMinute: number;
  /** Public form submissions per minute per client address; 0 turns the limit off. */
  submitRateLimitPerMinute: number;
  /**
   * Group commit (SQLite): how long the first queued submission waits for others to share its
   * commit, in ms (0: until the event loop turns). Under load the commit itself is the real window:
   * what arrives while one batch commits shares the next. Measured on the bench: 1 ms.
   */
  groupCommitMs: number;
  /** pino level; 'silent' in tests. */
  logLevel: string;
  /** scrypt cost as log2 N (OWASP: 17). Lower only to speed up tests; stored hashes below it are upgraded at login. */
  passwordHashCost: number;
  /** Operation-log rows older than this many days are deleted by the daily cleanup (0 keeps them for ever). */
  opLogRetentionDays: number;
  /** Most time a request may take from its first byte to its answer (ms); slow senders are cut off. */
  requestTimeoutMs: number;
  /** Idle keep-alive connections are closed after this long (ms). */
  keepAliveTimeoutMs: number;
  /** Largest request header block (bytes); larger gets 431. */
  maxHeaderBytes: number;
  /** Open connections one client address may hold (slow-sender floods); 0: no limit. Off behind a proxy (TRUST_PROXY). */
  maxConnectionsPerAddress: number;
  /**
   * SECRET_KEY: what seals secrets stored in the database (SMTP passwords, certificate keys, app
   * tokens) and signs backup manifests (services/secretBox.ts). Unset: a random key kept in
   * DATA_DIR/secret.key, made at first use (several processes must then share DATA_DIR).
   */
  secretKey: string | null;
  /**
   * SITE_SMTP_ALLOW_PRIVATE: a site's own SMTP server (邮件设置) may be a loopback or private address.
   * Off by default, so an operator cannot use the test mail to probe the server's own network.
   */
  siteSmtpAllowPrivate: boolean;
  /** Outside services (mail, SMS, search-engine push, chat model, translation); core/providers/config.ts. */
  providers: ProvidersConfig;
  /** Background tasks: concurrency, orphan detection, retention; core/tasks/config.ts. */
  tasks: TasksConfig;
  /** S3_*: the object store direct uploads go to; null keeps them under DATA_DIR (services/s3Config.ts). */
  s3: S3Config | null;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_HELP_URL_NEW = 'https://help.example.com/jianzhan/v3/';
export const DEFAULT_HELP_URL_OLD = 'https://help.example.com/jianzhan/v2/';
export const DEFAULT_PLATFORM_NAME = '云建站管理平台';

function intFrom(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`配置 ${name} 必须是 ${min}–${max} 之间的整数，当前值：${raw}`);
  }
  return value;
}

function boolFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`配置 ${name} 只能是 true 或 false，当前值：${env[name]}`);
}

/** "console.example.com=https://sso.example.com/login,*=/login" → { host: url }. */
export function parseLoginUrls(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (raw ?? '').split(',')) {
    const item = part.trim();
    if (!item) continue;
    const eq = item.indexOf('=');
    if (eq <= 0 || eq === item.length - 1) throw new Error(`配置 LOGIN_URLS 的条目格式应为 主机=地址：${item}`);
    out[item.slice(0, eq).trim()] = item.slice(eq + 1).trim();
  }
  if (!out['*']) out['*'] = '/login';
  return out;
}

/**
 * API_BASES='{"vendor.example.com":"https://api.vendor.example.com/api/app/"}': a JSON object of
 * host pattern (as LOGIN_URLS: a host, or ".suffix") → absolute http(s) API base ending in "/".
 */
export function parseApiBases(raw: string | undefined): Record<string, string> {
  if (!raw?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`配置 API_BASES 必须是 JSON 对象（主机 → 接口地址），当前值：${raw}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('配置 API_BASES 必须是 JSON 对象（主机 → 接口地址）');
  const out: Record<string, string> = {};
  for (const [pattern, base] of Object.entries(parsed)) {
    if (!/^\.?[a-z0-9.-]+(?::\d+)?$/i.test(pattern) || pattern === '*') throw new Error(`配置 API_BASES 的主机格式不正确：${pattern}`);
    let url: URL | null = null;
    try {
      url = typeof base === 'string' ? new URL(base) : null;
    } catch {
      url = null;
    }
    if (!url || !/^https?:$/.test(url.protocol) || !String(base).endsWith('/') || url.search || url.hash || url.username) {
      throw new Error(`配置 API_BASES 中 ${pattern} 的地址必须是以 / 结尾的 http(s) 地址：${String(base)}`);
    }
    out[pattern.toLowerCase()] = String(base);
  }
  return out;
}

function listFrom(raw: string | undefined, fallback: string[]): string[] {
  const list = (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return list.length ? list : fallback;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR?.trim() || 'data');
  const secureRaw = env.COOKIE_SECURE?.trim().toLowerCase();
  const cookieSecure: CookieSecure = !secureRaw || secureRaw === 'auto' ? 'auto' : boolFrom(env, 'COOKIE_SECURE', false);
  return {
    port: intFrom(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    staticDir: path.resolve(env.STATIC_DIR?.trim() || 'dist'),
    loginUrls: parseLoginUrls(env.LOGIN_URLS),
    apiBases: parseApiBases(env.API_BASES),
    helpUrlNew: env.HELP_URL_NEW?.trim() || DEFAULT_HELP_URL_NEW,
    helpUrlOld: env.HELP_URL_OLD?.trim() || DEFAULT_HELP_URL_OLD,
    productDomains: listFrom(env.PRODUCT_DOMAINS, ['localhost', '127.0.0.1']),
    platformName: env.PLATFORM_NAME?.trim() || DEFAULT_PLATFORM_NAME,
    platformLogoUrl: env.PLATFORM_LOGO_URL?.trim() || '/favicon.svg',
    sessionTtlHours: intFrom(env, 'SESSION_TTL_HOURS', 24, 1, 24 * 365),
    cookieSecure,
    trustProxy: boolFrom(env, 'TRUST_PROXY', false),
    rateLimitPerMinute: intFrom(env, 'RATE_LIMIT_PER_MINUTE', 0, 0, 1_000_000),
    submitRateLimitPerMinute: intFrom(env, 'SUBMIT_RATE_LIMIT_PER_MINUTE', 10, 0, 1_000_000),
    groupCommitMs: intFrom(env, 'GROUP_COMMIT_MS', 1, 0, 100),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    passwordHashCost: intFrom(env, 'PASSWORD_HASH_COST', 17, 14, 20),
    opLogRetentionDays: intFrom(env, 'OPLOG_RETENTION_DAYS', 180, 0, 36_500),
    requestTimeoutMs: intFrom(env, 'REQUEST_TIMEOUT_MS', 60_000, 1_000, 600_000),
    keepAliveTimeoutMs: intFrom(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 1_000, 120_000),
    maxHeaderBytes: intFrom(env, 'MAX_HEADER_BYTES', 16 * 1024, 4 * 1024, 64 * 1024),
    maxConnectionsPerAddress: intFrom(env, 'MAX_CONNECTIONS_PER_ADDRESS', 64, 0, 100_000),
    secretKey: env.SECRET_KEY?.trim() || null,
    siteSmtpAllowPrivate: boolFrom(env, 'SITE_SMTP_ALLOW_PRIVATE', false),
    providers: loadProvidersConfig(env),
    tasks: loadTasksConfig(env),
    s3: loadS3Config(env),
  };
}

/** The SQLite file used when DATABASE_URL is not set. */
export function sqliteFileOf(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'console.sqlite');
}
