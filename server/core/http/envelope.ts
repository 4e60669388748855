// The response envelope of DESIGN §4: { code, message, data }. Errors carry the same number as the
// HTTP status, so both the status-reading and the code-reading clients of §8 react the same way.
import type { ClientServiceEnvelope, Envelope } from '../../../shared/domain/api/envelope';
import { MSG } from '../../../shared/domain/messages';

export function ok<T>(data: T, message: string = MSG.ok): Envelope<T> {
  return { code: 200, message, data };
}

export function fail<T = null>(code: number, message: string, data: T = null as T): Envelope<T> {
  return { code, message, data };
}

/** The client-service protocol answers statuscode/msg instead of code/message (§7). */
export function csOk<T>(data: T): ClientServiceEnvelope<T> {
  return { statuscode: 200, msg: MSG.ok, data };
}

export function csFail(code: number, message: string): ClientServiceEnvelope<null> {
  return { statuscode: code, msg: message, data: null };
}

/** An expected refusal: answered with its code and Chinese message, never logged as a fault. */
export class ApiError extends Error {
  readonly statusCode: number;

  /** `data` rides in the envelope (e.g. { field } naming the submitted field a rule refused). */
  constructor(readonly apiCode: number, message: string, readonly data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = apiCode;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A `data` value serialised once (a cached read): the route answers the envelope around its text
 * as bytes, byte for byte what JSON.stringify(ok(value)) would give, without serialising per request.
 * T is the type of the value it stands for, so a handler's declared result stays checked.
 */
export class EncodedJson<T = unknown> {
  declare private readonly _type: T;
  private envelopeBody: Buffer | undefined;
  private clientServiceBody: Buffer | undefined;

  constructor(readonly text: string) {}

  /** The whole answer body for the route's protocol. */
  body(protocol: 'envelope' | 'clientService'): Buffer {
    if (protocol === 'clientService') return (this.clientServiceBody ??= wrap(CS_OK, this.text));
    return (this.envelopeBody ??= wrap(OK, this.text));
  }
}

export function encodeJson<T>(value: T): EncodedJson<T> {
  return new EncodedJson<T>(JSON.stringify(value));
}

/** The text of an envelope around a marker, split at the marker: what surrounds `data`. */
function frame(make: (data: string) => unknown): [string, string] {
  const marker = '\u0000data\u0000';
  const [head, tail] = JSON.stringify(make(marker)).split(JSON.stringify(marker));
  return [head, tail];
}

const OK = frame((d) => ok(d));
const CS_OK = frame((d) => csOk(d));

function wrap([head, tail]: [string, string], text: string): Buffer {
  return Buffer.from(head + text + tail, 'utf8');
}
