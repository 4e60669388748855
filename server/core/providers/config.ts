// Outside services from the environment (README, Configuration). Parsed once with the rest of the
// server's configuration: a malformed address or number stops the start with a message naming the
// variable — never its value, which may hold a password or a token. A kind whose address is unset
// is unconfigured (providers.get answers its 未配置 message); a key set without its address is a
// mistake and refused too.

type Env = Record<string, string | undefined>;

export interface SmtpConfig {
  host: string;
  /** Absent: nodemailer's default for the scheme (465 for smtps, 587 for smtp). */
  port: number | undefined;
  /** smtps: TLS from the first byte; smtp: STARTTLS when the server offers it. */
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
  /**
   * The name the TLS certificate must be for, when `host` is the address already resolved and
   * checked (a site's own SMTP server: connecting to the checked address, not a second lookup).
   */
  servername?: string;
}

export interface HttpServiceConfig {
  url: string;
  /** Sent as Authorization: Bearer …; absent when the service needs none. */
  apiKey: string | undefined;
}

/** The encodings gpt-tokenizer ships that AI_TOKENIZER may name. */
export const CHAT_TOKENIZERS = ['o200k_base', 'cl100k_base'] as const;
export type ChatTokenizer = (typeof CHAT_TOKENIZERS)[number];

export interface ChatConfig extends HttpServiceConfig {
  model: string;
  /** A stream's answer must begin within this (ms): headers and its first bytes (AI_FIRST_BYTE_TIMEOUT_MS). */
  firstByteTimeoutMs: number;
  /** A stream may go this long without a new chunk once it has begun (AI_IDLE_TIMEOUT_MS). */
  idleTimeoutMs: number;
  /**
   * A whole (non-streamed) answer's deadline (AI_COMPLETE_TIMEOUT_MS): such an answer arrives only
   * once the model has written all of it, which for an article takes far longer than other services.
   */
  completeTimeoutMs: number;
  /** How prompts and answers are counted when the provider reports no usage (AI_TOKENIZER). */
  tokenizer: ChatTokenizer;
  /** The most tokens of dialogue history sent as context (AI_CONTEXT_TOKENS). */
  contextTokens: number;
}

export interface ProvidersConfig {
  /** Most time one call may take (ms); a stream may go this long without a new chunk. */
  timeoutMs: number;
  /** Largest answer read from a service (bytes); a stream's total. */
  maxResponseBytes: number;
  mail: SmtpConfig | null;
  sms: HttpServiceConfig | null;
  /** Baidu's URL push: the base address (…/urls is appended); each site's 准入密钥 travels with its push. */
  push: { url: string } | null;
  /** Whether a search engine has indexed addresses (indexCheck.ts documents the shape). */
  indexCheck: HttpServiceConfig | null;
  chat: ChatConfig | null;
  translate: HttpServiceConfig | null;
  /** The mini-program platforms' review and release (miniprogram.ts documents the contract). */
  miniprogram: HttpServiceConfig | null;
}

export const PROVIDER_DEFAULTS = { timeoutMs: 10_000, maxResponseBytes: 1024 * 1024 } as const;
export const AI_DEFAULTS = { firstByteTimeoutMs: 30_000, idleTimeoutMs: 30_000, completeTimeoutMs: 120_000 } as const;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function intFrom(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`配置 ${name} 必须是 ${min}–${max} 之间的整数，当前值：${raw}`);
  return value;
}

/** An http(s) address without credentials (those go in the *_KEY / *_TOKEN variables). */
function httpUrlFrom(env: Env, name: string): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`配置 ${name} 不是合法的地址（应为 http:// 或 https:// 开头）`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`配置 ${name} 只支持 http:// 或 https:// 地址`);
  if (url.username || url.password) throw new Error(`配置 ${name} 不能包含用户名或密码，请改用对应的密钥变量`);
  return url.toString();
}

/** A variable that only makes sense with another one set. */
function orphan(env: Env, name: string, needs: string): void {
  if (text(env, name) !== undefined) throw new Error(`配置 ${name} 已设置，但缺少 ${needs}`);
}

function required(env: Env, name: string, because: string): string {
  const value = text(env, name);
  if (value === undefined) throw new Error(`配置 ${name} 不能为空（已设置 ${because}）`);
  return value;
}

/** smtp(s)://user:pass@host:port → its parts; user and password percent-decoded. */
export function parseSmtpUrl(raw: string, name = 'SMTP_URL'): Omit<SmtpConfig, 'from'> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`配置 ${name} 不是合法的地址（应为 smtp://用户名:密码@主机:端口 或 smtps://…）`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`配置 ${name} 只支持 smtp:// 或 smtps:// 地址`);
  if (!url.hostname) throw new Error(`配置 ${name} 缺少主机名`);
  if (url.pathname && url.pathname !== '/') throw new Error(`配置 ${name} 不应包含路径`);
  const port = url.port ? Number(url.port) : undefined;
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      throw new Error(`配置 ${name} 的用户名或密码编码不正确（特殊字符请用 %XX 转义）`);
    }
  };
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port,
    secure: url.protocol === 'smtps:',
    user: url.username ? decode(url.username) : undefined,
    pass: url.password ? decode(url.password) : undefined,
  };
}

/** "站点通知 <noreply@example.com>" or a bare address. */
const MAIL_FROM = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function mailFrom(env: Env): SmtpConfig | null {
  const raw = text(env, 'SMTP_URL');
  if (raw === undefined) {
    orphan(env, 'MAIL_FROM', 'SMTP_URL');
    return null;
  }
  const from = required(env, 'MAIL_FROM', 'SMTP_URL');
  if (!MAIL_FROM.test(from)) throw new Error(`配置 MAIL_FROM 应为邮箱地址，如 站点通知 <noreply@example.com>，当前值：${from}`);
  return { ...parseSmtpUrl(raw), from };
}

function httpService(env: Env, urlName: string, keyName: string): HttpServiceConfig | null {
  const url = httpUrlFrom(env, urlName);
  if (url === undefined) {
    orphan(env, keyName, urlName);
    return null;
  }
  return { url, apiKey: text(env, keyName) };
}

const PUSH_TOKEN_NOTE = '（百度推送的准入密钥在“百度收录”页面按网站填写）';

/** Variables of earlier releases: set, they would be silently ignored, so the start names the new one. */
function retired(env: Env, old: string, now?: string, note = ''): void {
  if (text(env, old) !== undefined) throw new Error(`配置 ${old} 已不再使用${now ? `，请改用 ${now}` : ''}${note}`);
}

function tokenizerFrom(env: Env): ChatTokenizer {
  const name = text(env, 'AI_TOKENIZER') ?? 'o200k_base';
  if (!(CHAT_TOKENIZERS as readonly string[]).includes(name)) throw new Error(`配置 AI_TOKENIZER 只支持 ${CHAT_TOKENIZERS.join('、')}，当前值：${name}`);
  return name as ChatTokenizer;
}

export function loadProvidersConfig(env: Env): ProvidersConfig {
  retired(env, 'PUSH_API_URL', 'SEO_PUSH_BAIDU_URL', PUSH_TOKEN_NOTE);
  retired(env, 'PUSH_API_TOKEN', undefined, PUSH_TOKEN_NOTE);
  // The chat model's variables were renamed with the AI assistant (issue 16).
  retired(env, 'CHAT_API_URL', 'AI_BASE_URL');
  retired(env, 'CHAT_API_KEY', 'AI_API_KEY');
  retired(env, 'CHAT_MODEL', 'AI_MODEL');
  const pushUrl = httpUrlFrom(env, 'SEO_PUSH_BAIDU_URL');
  const chat = httpService(env, 'AI_BASE_URL', 'AI_API_KEY');
  if (!chat) orphan(env, 'AI_MODEL', 'AI_BASE_URL');
  return {
    timeoutMs: intFrom(env, 'PROVIDER_TIMEOUT_MS', PROVIDER_DEFAULTS.timeoutMs, 100, 600_000),
    maxResponseBytes: intFrom(env, 'PROVIDER_MAX_BYTES', PROVIDER_DEFAULTS.maxResponseBytes, 1024, 64 * 1024 * 1024),
    mail: mailFrom(env),
    sms: httpService(env, 'SMS_API_URL', 'SMS_API_KEY'),
    push: pushUrl === undefined ? null : { url: pushUrl },
    indexCheck: httpService(env, 'SEO_INDEX_CHECK_URL', 'SEO_INDEX_CHECK_KEY'),
    chat: chat && {
      ...chat,
      model: required(env, 'AI_MODEL', 'AI_BASE_URL'),
      tokenizer: tokenizerFrom(env),
      contextTokens: intFrom(env, 'AI_CONTEXT_TOKENS', 8_000, 500, 1_000_000),
      firstByteTimeoutMs: intFrom(env, 'AI_FIRST_BYTE_TIMEOUT_MS', AI_DEFAULTS.firstByteTimeoutMs, 100, 600_000),
      idleTimeoutMs: intFrom(env, 'AI_IDLE_TIMEOUT_MS', AI_DEFAULTS.idleTimeoutMs, 100, 600_000),
      completeTimeoutMs: intFrom(env, 'AI_COMPLETE_TIMEOUT_MS', AI_DEFAULTS.completeTimeoutMs, 100, 1_800_000),
    },
    translate: httpService(env, 'TRANSLATE_API_URL', 'TRANSLATE_API_KEY'),
    miniprogram: httpService(env, 'MINIPROGRAM_PLATFORM_URL', 'MINIPROGRAM_PLATFORM_KEY'),
  };
}

/** Every secret of the configuration, to be blotted out of anything logged. */
export function secretsOf(config: ProvidersConfig): string[] {
  const all = [config.mail?.pass, config.sms?.apiKey, config.indexCheck?.apiKey, config.chat?.apiKey, config.translate?.apiKey, config.miniprogram?.apiKey];
  return all.filter((s): s is string => typeof s === 'string' && s.length > 0);
}
