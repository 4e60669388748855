// HttpService: the §7 clients over one transport, with the §8 catalogue applied to every answer.
import { inject, injectable } from 'inversify';
import {
  CLIENT_VERSION_HEADER,
  COOKIE,
  MSG,
  TIMEOUTS,
  endpointPath,
  type Endpoint,
} from '../../../shared/domain';
import { TOKENS } from '../../tokens';
import type { KernelConfig } from '../../ports/config';
import type { CookieStore } from '../../ports/cookies';
import type { Navigator } from '../../ports/navigator';
import type { Notifier } from '../../ports/notifier';
import { TransportError, type HttpTransport, type TransportResponse } from '../../ports/transport';
import type { I18nService } from '../i18n/types';
import type { PreferencesService } from '../preferences/types';
import { clearSessionCookies, readToken } from '../session/sessionCookies';
import { loginLocation } from '../session/loginLocation';
import {
  interpretClientService,
  interpretMain,
  interpretWebHost,
  isPassThroughBlob,
  type Effect,
  type MainVariant,
  type Outcome,
} from './catalogue';
import { HttpError, type CallInput, type CallOptions, type Download, type HttpService, type StreamHandle, type StreamHandlers, type StreamOptions, type UploadOptions } from './types';
import { readServerSentEvents } from './sse';

const SITE_ADMIN_SERVICES = new Set(['admin', 'cms', 'ai', 'sitePlugin']);
/** Ticket sent by the legacy client-service variant when no ticket cookie exists (§7). */
const DEFAULT_TICKET = 'console-default-ticket';

@injectable()
export class HttpServiceImpl implements HttpService {
  /** §8: the login-expired confirm (and the logged-out dialog) show once, however many calls fail. */
  private loginDialogShown = false;

  constructor(
    @inject(TOKENS.config) private readonly config: KernelConfig,
    @inject(TOKENS.transport) private readonly transport: HttpTransport,
    @inject(TOKENS.cookies) private readonly cookies: CookieStore,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.navigator) private readonly navigator: Navigator,
    @inject(TOKENS.preferences) private readonly preferences: PreferencesService,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {}

  urlOf(endpoint: Endpoint): string {
    return `${this.config.apiBase}${endpointPath(endpoint, this.config.prefixes)}`;
  }

  imageReadUrl(fileId: string): string {
    const token = readToken(this.cookies) ?? '';
    return `${this.config.apiBase}${this.config.prefixes.clientService}file/readImage?fileId=${encodeURIComponent(fileId)}&token=${encodeURIComponent(token)}`;
  }

  async call<T>(endpoint: Endpoint, input: CallInput = {}, options: CallOptions = {}): Promise<T> {
    const silent = options.silent ?? endpoint.silent ?? false;
    const response = await this.send(endpoint, input, options, 'json', silent);
    const outcome = this.interpret(endpoint, response.data, options, silent);
    return this.settle<T>(outcome);
  }

  async download(endpoint: Endpoint, input: CallInput = {}, options: CallOptions = {}): Promise<Download> {
    const silent = options.silent ?? endpoint.silent ?? false;
    const response = await this.send(endpoint, input, options, 'blob', silent);
    const type = response.headers['content-type'];
    const isFile = options.anyFileType ? !isJsonType(type) : isPassThroughBlob(type);
    if (response.status === 200 && isFile && response.data instanceof Blob) {
      return { blob: response.data, fileName: fileNameOf(response.headers['content-disposition']) };
    }
    const message = this.i18n.t('kernel.http.blobNoPermission');
    if (!silent) this.notifier.error(message);
    throw new HttpError(message, response.status === 200 ? -1 : response.status);
  }

  async upload<T>(endpoint: Endpoint, form: FormData, options: UploadOptions = {}): Promise<T> {
    const silent = options.silent ?? endpoint.silent ?? false;
    const onUploadProgress = (loaded: number, total: number) => {
      if (total > 0) options.onProgress?.(Math.min(100, Math.round((loaded / total) * 100)));
    };
    const response = await this.send(endpoint, {}, options, 'json', silent, { data: form, onUploadProgress });
    const envelope = response.data !== null && typeof response.data === 'object' && 'code' in response.data;
    if (response.status === 413 && !envelope) {
      const message = options.tooLargeMessage ?? MSG.interfaceError;
      if (!silent) this.notifier.error(message);
      throw new HttpError(message, 413);
    }
    return this.settle<T>(this.interpret(endpoint, response.data, options, silent));
  }

  stream(path: string, body: unknown, handlers: StreamHandlers, options: StreamOptions = {}): StreamHandle {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeout ?? TIMEOUTS.otherLong);
    const done = (async () => {
      try {
        const response = await this.transport.fetch(`${this.config.apiBase}${path}`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'x-token': readToken(this.cookies) ?? '' },
          body: JSON.stringify(body ?? {}),
          signal: controller.signal,
        });
        if (!isEventStream(response)) throw await this.refusalOf(response, options.silent ?? false);
        await readServerSentEvents(response.body as ReadableStream<Uint8Array>, handlers.onMessage);
        handlers.onDone?.();
      } catch (error) {
        if (controller.signal.aborted) return;
        handlers.onError?.(error instanceof Error ? error : new Error(String(error)));
      } finally {
        clearTimeout(timer);
      }
    })();
    return { abort: () => controller.abort(), done };
  }

  /**
   * A stream's answer that is not a stream: a refusal sent before it (an envelope {code, message},
   * e.g. 409 上一个回答尚未结束, 401), read by the §8 catalogue as call() reads one — its toast
   * (unless silent), 401 signs out to the login page, 403 goes to the 403 page — or, without an
   * envelope, 接口异常. Answers the error the caller's onError gets.
   */
  private async refusalOf(response: Response, silent: boolean): Promise<HttpError> {
    // No body, or not JSON: no envelope.
    const envelope: unknown = await Promise.resolve().then(() => response.json()).catch(() => null);
    const record = envelope !== null && typeof envelope === 'object' ? (envelope as Record<string, unknown>) : undefined;
    const outcome = interpretMain(record, 'console', { silent });
    for (const effect of outcome.effects) void this.apply(effect);
    if (outcome.ok) {
      // An envelope that says all is well is still no stream: nothing to read.
      if (!silent) this.notifier.error(MSG.interfaceError);
      return new HttpError(MSG.interfaceError, response.status);
    }
    return new HttpError(outcome.message, outcome.code === -1 ? response.status : outcome.code, outcome.data);
  }

  // ---- internals -------------------------------------------------------------------------

  private variantOf(endpoint: Endpoint, options: CallOptions): MainVariant {
    if (options.variant) return options.variant;
    return SITE_ADMIN_SERVICES.has(endpoint.service) ? 'siteAdmin' : 'console';
  }

  private timeoutOf(endpoint: Endpoint, variant: MainVariant, options: CallOptions): number {
    if (options.timeout) return options.timeout;
    if (endpoint.client === 'webHost') return TIMEOUTS.other;
    if (endpoint.client === 'clientService') return TIMEOUTS.clientService;
    return variant === 'app' ? TIMEOUTS.mainApp : TIMEOUTS.mainConsole;
  }

  private headersOf(endpoint: Endpoint, variant: MainVariant): Record<string, string> {
    const token = readToken(this.cookies) ?? '';
    const prefs = this.preferences.values;
    if (endpoint.client === 'webHost') return token ? { token } : {};
    if (endpoint.client === 'clientService') {
      return {
        'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
        Ticket: this.cookies.get(COOKIE.ticket) ?? DEFAULT_TICKET,
        Token: token,
        AppVersion: CLIENT_VERSION_HEADER,
        ServerVersion: String(prefs.sysVersion || ''),
      };
    }
    const headers: Record<string, string> = { 'X-Server-Name': this.config.serverName };
    if (token) headers['X-Token'] = token;
    if (variant === 'siteAdmin' && Number(prefs.sysVersion) === 3) {
      const adminToken = this.cookies.get(COOKIE.adminToken);
      if (adminToken) headers['admin-token'] = adminToken;
      if (prefs.languageType) headers.language = prefs.languageType;
    }
    return headers;
  }

  private async send(
    endpoint: Endpoint,
    input: CallInput,
    options: CallOptions,
    responseType: 'json' | 'blob',
    silent: boolean,
    upload?: { data: FormData; onUploadProgress(loaded: number, total: number): void },
  ): Promise<TransportResponse> {
    const variant = this.variantOf(endpoint, options);
    const isForm = endpoint.client === 'clientService';
    const data = upload?.data ?? (endpoint.method === 'POST' ? (isForm ? formEncode(input.body ?? {}) : (input.body ?? {})) : undefined);
    try {
      return await this.transport.request({
        method: endpoint.method,
        url: this.urlOf(endpoint),
        headers: this.headersOf(endpoint, variant),
        params: input.query,
        data,
        timeout: this.timeoutOf(endpoint, variant, options),
        responseType,
        withCredentials: true,
        signal: options.signal,
        onUploadProgress: upload?.onUploadProgress,
      });
    } catch (error) {
      if (error instanceof TransportError && error.kind === 'aborted') throw new HttpError('aborted', -1);
      const key = error instanceof TransportError && error.kind === 'timeout' ? 'kernel.http.timeout' : 'kernel.http.network';
      const message = this.i18n.t(key);
      if (!silent) this.notifier.error(message);
      throw new HttpError(message, -1);
    }
  }

  private interpret(endpoint: Endpoint, body: unknown, options: CallOptions, silent: boolean): Outcome {
    const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
    if (endpoint.client === 'webHost') return interpretWebHost(record, Boolean(readToken(this.cookies)), { silent });
    if (endpoint.client === 'clientService') return interpretClientService(record, { silent });
    return interpretMain(record, this.variantOf(endpoint, options), { silent });
  }

  private settle<T>(outcome: Outcome): T {
    for (const effect of outcome.effects) void this.apply(effect);
    if (outcome.ok) return outcome.data as T;
    throw new HttpError(outcome.message, outcome.code, outcome.data);
  }

  private async apply(effect: Effect): Promise<void> {
    switch (effect.type) {
      case 'toast':
        this.notifier.error(effect.message);
        return;
      case 'logout':
        this.signOutLocally();
        this.goToLogin();
        return;
      case 'forbidden':
        this.navigator.go('/403', { replace: true });
        return;
      case 'webHostLogin':
        this.cookies.remove(COOKIE.phpSession);
        if (effect.clearSession) this.signOutLocally();
        this.goToLogin();
        return;
      case 'loginExpiredConfirm':
        if (this.loginDialogShown) return;
        this.loginDialogShown = true;
        await this.notifier.confirm({ title: MSG.loginExpiredTitle, content: this.i18n.t('kernel.http.loginExpired'), okText: this.i18n.t('kernel.http.relogin'), alert: true });
        this.cookies.remove(COOKIE.adminToken);
        this.signOutLocally();
        this.navigator.reload();
        return;
      case 'clientServiceLoggedOut':
        if (this.loginDialogShown) return;
        this.loginDialogShown = true;
        await this.notifier.confirm({ title: MSG.loginExpiredTitle, content: MSG.loggedOut, okText: this.i18n.t('kernel.http.relogin'), alert: true });
        this.signOutLocally();
        this.navigator.reload();
        return;
    }
  }

  private signOutLocally(): void {
    clearSessionCookies(this.cookies, this.config.host);
  }

  private goToLogin(): void {
    const current = this.navigator.current();
    if (current.startsWith('/login')) return;
    const target = loginLocation(this.config.loginPath, current);
    if (/^https?:/i.test(target)) this.navigator.assign(target);
    else this.navigator.go(target, { replace: true });
  }
}

function formEncode(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}

function fileNameOf(disposition: string | undefined): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : undefined;
}

/**
 * A 2xx answer with a body that is an event stream. A response without headers (a scripted one in
 * unit tests) is judged by its status alone.
 */
function isEventStream(response: Response): boolean {
  if (!response.ok || !response.body) return false;
  const type = typeof response.headers?.get === 'function' ? response.headers.get('content-type') : null;
  return type === null || /^\s*text\/event-stream\b/i.test(type);
}

/** A JSON answer (an envelope) rather than a file. */
function isJsonType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return type === '' || type === 'application/json' || type.endsWith('+json');
}
