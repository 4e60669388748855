// HTTP to an operator-configured service, bounded like the capture fetcher (services/safeFetch.ts)
// but without its private-address refusal: these addresses come from the operator, not from a
// user, and may well be on the local network (tests use loopback doubles). Per call:
//   - one deadline (timeoutMs) for headers and body; a stream instead may not go silent longer;
//   - at most maxBytes of body, counted as it arrives (declared Content-Length checked first);
//   - redirects are never followed (a 3xx is a failure like any non-2xx);
//   - the caller's AbortSignal cancels the request upstream.
// Every failure is a ProviderFailure (or ProviderCancelled), never a raw network error.
import { ProviderCancelled, ProviderFailure } from './errors';

export interface HttpLimits {
  timeoutMs: number;
  maxBytes: number;
}

export interface HttpCall {
  url: string;
  method: 'POST' | 'GET';
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** Streams: timeoutMs is the longest silence between chunks, not a deadline for the whole. */
  idleTimeout?: boolean;
  /**
   * Streams: the answer's first body bytes must arrive within this (ms) of sending; only then does
   * the idle limit (timeoutMs) take over. Absent: the idle limit runs from the headers on.
   */
  firstByteMs?: number;
}

export interface OpenAnswer {
  status: number;
  contentType: string;
  /** The body in chunks, within the limits; throws ProviderFailure / ProviderCancelled. */
  chunks(): AsyncGenerator<Uint8Array>;
  /** The whole body, within the limits. */
  bytes(): Promise<Buffer>;
  /** Stops the request (nothing more is read). */
  close(): void;
}

type Stop = 'timeout' | 'cancelled' | 'tooLarge' | 'closed';

/** Error code of a fetch failure, e.g. ECONNREFUSED (undici wraps it in `cause`). */
function codeOf(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}

export async function openHttp(call: HttpCall, limits: HttpLimits): Promise<OpenAnswer> {
  const controller = new AbortController();
  let stopped: Stop | null = null;
  const stop = (why: Stop) => {
    if (stopped) return;
    stopped = why;
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onAbort);
    controller.abort();
  };
  const onAbort = () => stop('cancelled');
  const firstByte = call.idleTimeout && call.firstByteMs !== undefined;
  /** Whether the first body bytes have arrived (the idle limit runs from then). */
  let begun = !firstByte;
  let timer = setTimeout(() => stop('timeout'), firstByte ? (call.firstByteMs as number) : limits.timeoutMs);
  const rearm = () => {
    if (!call.idleTimeout || stopped || !begun) return;
    clearTimeout(timer);
    timer = setTimeout(() => stop('timeout'), limits.timeoutMs);
  };
  /** The failure for the way the request was stopped, or for err. */
  const failure = (err: unknown): Error => {
    if (stopped === 'cancelled') return new ProviderCancelled();
    if (stopped === 'timeout') {
      if (!call.idleTimeout) return new ProviderFailure('timeout', `超过 ${limits.timeoutMs} ms 未完成`);
      return new ProviderFailure('timeout', begun ? `超过 ${limits.timeoutMs} ms 没有新数据` : `超过 ${call.firstByteMs} ms 未开始回答`);
    }
    if (stopped === 'tooLarge') return new ProviderFailure('tooLarge', `超过 ${limits.maxBytes} 字节`);
    if (err instanceof ProviderFailure || err instanceof ProviderCancelled) return err;
    return new ProviderFailure('unreachable', codeOf(err));
  };

  if (call.signal?.aborted) throw new ProviderCancelled();
  call.signal?.addEventListener('abort', onAbort, { once: true });
  let response: Response;
  try {
    response = await fetch(call.url, { method: call.method, headers: call.headers, body: call.body, redirect: 'manual', signal: controller.signal });
  } catch (err) {
    const out = failure(err);
    stop('closed');
    throw out;
  }
  rearm();
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    stop('tooLarge');
    throw failure(null);
  }

  async function* chunks(): AsyncGenerator<Uint8Array> {
    let size = 0;
    try {
      if (!response.body) return;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.length;
        if (size > limits.maxBytes) {
          stop('tooLarge');
          break;
        }
        begun = true;
        rearm();
        yield chunk;
      }
      // A stop while reading ends the loop quietly or with an AbortError: either way, say why.
      if (stopped && stopped !== 'closed') throw failure(null);
    } catch (err) {
      throw failure(err);
    } finally {
      stop('closed');
    }
  }

  return {
    status: response.status,
    contentType: (response.headers.get('content-type') ?? '').toLowerCase(),
    chunks,
    async bytes() {
      const parts: Uint8Array[] = [];
      for await (const chunk of chunks()) parts.push(chunk);
      return Buffer.concat(parts);
    },
    close: () => stop('closed'),
  };
}

const isJson = (type: string) => /^\s*application\/([\w.+-]+\+)?json\b/.test(type);

/** The status line as the user sees it, e.g. HTTP 500 (401/403: the service refused our credentials). */
export function statusFailure(status: number): ProviderFailure {
  const reason = status === 401 || status === 403 ? 'auth' : 'status';
  return new ProviderFailure(reason, `HTTP ${status}`, { status: `HTTP ${status}`, httpStatus: status });
}

/** A 2xx JSON answer, parsed; anything else (status, type, syntax) is a ProviderFailure. */
export async function requestJson(call: HttpCall, limits: HttpLimits): Promise<unknown> {
  const answer = await openHttp(call, limits);
  if (answer.status < 200 || answer.status > 299) {
    answer.close();
    throw statusFailure(answer.status);
  }
  if (!isJson(answer.contentType)) {
    answer.close();
    throw new ProviderFailure('garbage', `内容类型 ${answer.contentType || '（无）'}，不是 JSON`);
  }
  const body = await answer.bytes();
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new ProviderFailure('garbage', `不是合法的 JSON（${body.length} 字节）`);
  }
}

/**
 * The status and the JSON body of an answer of any status, for a service that explains its refusals
 * in JSON (Baidu's push: 401 { error, message }). json is undefined when a refusal carries no JSON;
 * a 2xx without JSON, and a redirect, are ProviderFailures as in requestJson.
 */
export async function requestJsonAnswer(call: HttpCall, limits: HttpLimits): Promise<{ status: number; json: unknown }> {
  const answer = await openHttp(call, limits);
  const ok = answer.status >= 200 && answer.status <= 299;
  if (answer.status >= 300 && answer.status <= 399) {
    answer.close();
    throw statusFailure(answer.status);
  }
  if (!isJson(answer.contentType)) {
    answer.close();
    if (ok) throw new ProviderFailure('garbage', `内容类型 ${answer.contentType || '（无）'}，不是 JSON`);
    return { status: answer.status, json: undefined };
  }
  const body = await answer.bytes();
  try {
    return { status: answer.status, json: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)) };
  } catch {
    if (ok) throw new ProviderFailure('garbage', `不是合法的 JSON（${body.length} 字节）`);
    return { status: answer.status, json: undefined };
  }
}

/** A 2xx answer of the given content type, open for streaming; otherwise a ProviderFailure. */
export async function openStream(call: HttpCall, limits: HttpLimits, type: RegExp): Promise<OpenAnswer> {
  const answer = await openHttp({ ...call, idleTimeout: true }, limits);
  if (answer.status < 200 || answer.status > 299) {
    answer.close();
    throw statusFailure(answer.status);
  }
  if (!type.test(answer.contentType)) {
    answer.close();
    throw new ProviderFailure('garbage', `内容类型 ${answer.contentType || '（无）'}`);
  }
  return answer;
}

/** Authorization: Bearer key, when the service has one. */
export function bearer(apiKey: string | undefined): Record<string, string> {
  return apiKey ? { authorization: `Bearer ${apiKey}` } : {};
}

export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' } as const;
