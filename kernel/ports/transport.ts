// The wire behind a port: the browser's fetch, for request/response calls and server-sent events.
// Unit tests bind a fake transport over this token and script the server's answers.

export interface TransportRequest {
  /** PUT: the bare bytes to a presigned address of an object store (UploadService). */
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  params?: Record<string, unknown>;
  data?: unknown;
  timeout: number;
  responseType: 'json' | 'blob';
  withCredentials: boolean;
  signal?: AbortSignal;
  /** Upload progress of the body (a file): the request then goes over XMLHttpRequest (fetch reports none). */
  onUploadProgress?(loaded: number, total: number): void;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string>;
  data: unknown;
}

/** Thrown for failures below HTTP: network down, timeout, abort. */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'network' | 'aborted',
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface HttpTransport {
  request(request: TransportRequest): Promise<TransportResponse>;
  fetch(url: string, init: RequestInit): Promise<Response>;
}

/**
 * The browser's own fetch: no client library in the first load (axios cost 21 KB gzip and a
 * round trip before the first call). Timeouts and aborts map to the kinds HttpService expects.
 */
export class FetchTransport implements HttpTransport {
  async request(req: TransportRequest): Promise<TransportResponse> {
    // The upload path is its own chunk: only pages that upload a large file ever need it.
    if (req.onUploadProgress) return (await import(/* webpackChunkName: "kernel-xhr-upload" */ './xhrUpload')).xhrRequest(req);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, req.timeout);
    const abort = () => controller.abort();
    if (req.signal?.aborted) controller.abort();
    req.signal?.addEventListener('abort', abort);
    try {
      const res = await fetch(withQuery(req.url, req.params), {
        method: req.method,
        headers: bodyHeaders(req.headers, req.data),
        body: bodyOf(req.data),
        credentials: req.withCredentials ? 'include' : 'same-origin',
        signal: controller.signal,
      });
      const headers: Record<string, string> = {};
      res.headers.forEach((value, key) => (headers[key.toLowerCase()] = value));
      const data = req.responseType === 'blob' ? await res.blob() : parseBody(await res.text());
      return { status: res.status, headers, data };
    } catch (error) {
      if (timedOut) throw new TransportError('timeout', 'timeout');
      if (req.signal?.aborted) throw new TransportError('aborted', 'aborted');
      throw new TransportError((error as Error).message || 'network', 'network');
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', abort);
    }
  }

  fetch(url: string, init: RequestInit): Promise<Response> {
    return fetch(url, init);
  }
}

/** `url?k=v…`: empty values are left out, objects sent as JSON (as the server's schemas expect). */
export function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) query.append(key, item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

const isRawBody = (data: unknown) => typeof data === 'string' || data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams;

export function bodyOf(data: unknown): BodyInit | undefined {
  if (data === undefined) return undefined;
  return isRawBody(data) ? (data as BodyInit) : JSON.stringify(data);
}

/** Objects go as JSON unless the caller named another type (the client-service form encoding). */
export function bodyHeaders(headers: Record<string, string>, data: unknown): Record<string, string> {
  if (data === undefined || isRawBody(data) || Object.keys(headers).some((k) => k.toLowerCase() === 'content-type')) return headers;
  return { ...headers, 'Content-Type': 'application/json' };
}

/** JSON when it parses, the text otherwise (an HTML error page, an empty answer). */
export function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
