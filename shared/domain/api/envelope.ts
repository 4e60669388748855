// The response envelope of DESIGN §4 and the codes of §8.

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  /** Some back ends answer msg instead of message (§7). */
  msg?: string;
  data: T;
}

/** Client-service responses use statuscode (§7). */
export interface ClientServiceEnvelope<T = unknown> {
  statuscode: number;
  msg: string;
  data: T;
}

export interface ListData<T> {
  rows: T[];
  total: number;
}

export const CODE = {
  ok: 200,
  okWithMessage: 610,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  /** Validation failure carrying an errorList. */
  validation: 510,
  dataWithMessage: 511,
  rejected: 502,
  serverError: 500,
} as const;

export interface ErrorListItem {
  field?: string;
  errorInfo: string;
}
