// One small interface per outside service (DESIGN §4 Providers). Features depend on these, never on
// an implementation: providers.get('mail') hands out whichever the operator configured. Every
// method either answers what it promises or throws an ApiError with a Chinese message (errors.ts).
import type { ProviderKind } from '../../../shared/domain/api/providers';

export type { ProviderKind };

export interface MailMessage {
  to: string | readonly string[];
  subject: string;
  text: string;
  html?: string;
}

export interface MailProvider {
  /** rejected: recipients the server refused while it accepted others (all refused is a failure). */
  send(message: MailMessage): Promise<{ messageId: string; rejected?: string[] }>;
}

export interface SmsMessage {
  /** Mainland mobile number, as the gateway expects it. */
  phone: string;
  /** The gateway's template, when it sends templated messages only. */
  templateId?: string;
  text: string;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<{ id: string }>;
}

export interface PushRequest {
  /** The site as verified at Baidu, e.g. https://www.example.com. */
  site: string;
  /** The site's 准入密钥 (16 letters and digits). */
  token: string;
  urls: readonly string[];
  signal?: AbortSignal;
}

/** What Baidu answered: success URLs taken, today's quota left (null when not said), the refused ones. */
export interface PushAnswer {
  success: number;
  remain: number | null;
  notSameSite: string[];
  notValid: string[];
}

export interface PushProvider {
  /** Baidu's answer; a refused token throws PushTokenRefused (百度推送准入密钥无效). */
  push(request: PushRequest): Promise<PushAnswer>;
}

export interface IndexCheckRequest {
  engine: 'baidu';
  /** 1–100 addresses (indexCheck.ts). */
  urls: readonly string[];
  signal?: AbortSignal;
}

export interface IndexCheckProvider {
  /** The addresses the service knows about, each indexed or not; the others are still unknown. */
  check(request: IndexCheckRequest): Promise<{ results: { url: string; indexed: boolean }[] }>;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Tokens a call used, as the provider reported them. */
export interface ChatUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface ChatRequest {
  messages: readonly ChatMessage[];
  /** Aborting (the visitor left) stops the call upstream too. */
  signal?: AbortSignal;
  /** The most tokens the answer may have (sent as max_tokens). */
  maxTokens?: number;
  /**
   * Called with the usage the provider reports (stream_options.include_usage: normally once, in the
   * stream's last chunk before [DONE]; a server that reports running totals calls it per chunk — the
   * last call is the whole).
   */
  onUsage?(usage: ChatUsage): void;
}

export interface ChatProvider {
  complete(request: ChatRequest): Promise<{ text: string; usage?: ChatUsage }>;
  /** The answer's text in pieces as the model writes them; ends when the model is done. */
  stream(request: ChatRequest): AsyncIterable<string>;
}

export interface TranslateRequest {
  texts: readonly string[];
  /** Language codes, e.g. zh, en. */
  from: string;
  to: string;
}

export interface TranslateProvider {
  /** The translations, in the order of the texts given. */
  translate(request: TranslateRequest): Promise<{ texts: string[] }>;
}

export interface MiniProgramCall {
  platform: string;
  appId: string;
  appSecret: string;
}

export interface MiniProgramProvider {
  /** 提交审核: the platform's audit id. */
  submit(request: MiniProgramCall & { pages: readonly { path: string; title: string }[] }): Promise<{ auditId: string }>;
  /** The review's state; reason is the platform's words for a rejection ('' otherwise). */
  status(request: MiniProgramCall & { auditId: string }): Promise<{ status: 'reviewing' | 'approved' | 'rejected'; reason: string }>;
  /** 发布: the published mini-program's address. */
  release(request: MiniProgramCall & { auditId: string }): Promise<{ url: string }>;
}

export interface ProviderMap {
  mail: MailProvider;
  sms: SmsProvider;
  push: PushProvider;
  indexCheck: IndexCheckProvider;
  chat: ChatProvider;
  translate: TranslateProvider;
  miniprogram: MiniProgramProvider;
}

/** Compile-time check that ProviderMap names exactly the shared kinds. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _kindsMatch: Same<keyof ProviderMap, ProviderKind> = true;
void _kindsMatch;
