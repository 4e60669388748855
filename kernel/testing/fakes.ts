// Fakes for the kernel's ports, used by createTestKernel. They record what happened so tests can
// assert what a user would notice (a toast, a redirect, a cleared cookie).
import type { FileSaver } from '../ports/files';
import type { CookieOptions, CookieStore } from '../ports/cookies';
import type { ConfirmOptions, Notifier } from '../ports/notifier';
import type { Navigator } from '../ports/navigator';
import type { HttpTransport, TransportRequest, TransportResponse } from '../ports/transport';

export class FakeCookieStore implements CookieStore {
  /** Cookies by "domain|name" ("" domain = the current host). */
  readonly jar = new Map<string, string>();
  readonly removed: { name: string; domain?: string }[] = [];

  get(name: string) {
    return this.jar.get(`|${name}`);
  }
  set(name: string, value: string, options: CookieOptions = {}) {
    this.jar.set(`${options.domain ?? ''}|${name}`, value);
  }
  remove(name: string, options: { domain?: string } = {}) {
    this.jar.delete(`${options.domain ?? ''}|${name}`);
    this.removed.push({ name, domain: options.domain });
  }
}

export class RecordingNotifier implements Notifier {
  readonly toasts: { level: 'success' | 'error' | 'warning' | 'info'; message: string }[] = [];
  readonly confirms: ConfirmOptions[] = [];
  /** What the next confirm() answers. */
  answer = true;

  success(message: string) {
    this.toasts.push({ level: 'success', message });
  }
  error(message: string) {
    this.toasts.push({ level: 'error', message });
  }
  warning(message: string) {
    this.toasts.push({ level: 'warning', message });
  }
  info(message: string) {
    this.toasts.push({ level: 'info', message });
  }
  async confirm(options: ConfirmOptions) {
    this.confirms.push(options);
    return this.answer;
  }
  errors(): string[] {
    return this.toasts.filter((t) => t.level === 'error').map((t) => t.message);
  }
}

export class RecordingNavigator implements Navigator {
  path = '/zhHome/index';
  readonly visits: { path: string; replace: boolean }[] = [];
  readonly assigned: string[] = [];
  reloads = 0;

  current() {
    return this.path;
  }
  go(path: string, options?: { replace?: boolean }) {
    this.visits.push({ path, replace: options?.replace === true });
    this.path = path;
  }
  assign(url: string) {
    this.assigned.push(url);
  }
  reload() {
    this.reloads += 1;
  }
}

type Responder = (request: TransportRequest) => Partial<TransportResponse> | Promise<Partial<TransportResponse>>;

/**
 * A scripted server: `transport.on('POST', 'admin/menu/getlist', () => ({ data: envelope }))`.
 * Paths match by suffix of the request URL; unmatched calls answer 404 and are recorded.
 */
export class FakeTransport implements HttpTransport {
  readonly requests: TransportRequest[] = [];
  private readonly routes: { method: string; suffix: string; respond: Responder }[] = [];
  /** Unscripted streams answer 404. jsdom has no global Response, so a minimal one stands in. */
  fetchImpl: (url: string, init: RequestInit) => Promise<Response> = async () => ({ ok: false, status: 404, body: null }) as unknown as Response;

  on(method: TransportRequest['method'], suffix: string, respond: Responder): this {
    this.routes.unshift({ method, suffix, respond });
    return this;
  }

  /** Shorthand: answer an envelope { code, message, data }. */
  reply(method: 'GET' | 'POST', suffix: string, data: unknown, code = 200, message = ''): this {
    return this.on(method, suffix, () => ({ data: { code, message, data } }));
  }

  async request(request: TransportRequest): Promise<TransportResponse> {
    this.requests.push(request);
    const route = this.routes.find((r) => r.method === request.method && request.url.endsWith(r.suffix));
    if (!route) return { status: 404, headers: {}, data: { code: 404, message: '请求的接口不存在', data: null } };
    const answer = await route.respond(request);
    return { status: answer.status ?? 200, headers: answer.headers ?? { 'content-type': 'application/json' }, data: answer.data };
  }

  fetch(url: string, init: RequestInit): Promise<Response> {
    return this.fetchImpl(url, init);
  }

  last(suffix: string): TransportRequest | undefined {
    return [...this.requests].reverse().find((r) => r.url.endsWith(suffix));
  }
}

/** Records the files the console would have handed to the user. */
export class RecordingFileSaver implements FileSaver {
  readonly saved: { fileName: string; blob: Blob }[] = [];
  save(blob: Blob, fileName: string): void {
    this.saved.push({ fileName, blob });
  }
}
