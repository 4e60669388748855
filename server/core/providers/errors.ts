// How a configured service's failure reaches the caller: implementations throw ProviderFailure (a
// reason and a technical detail); the registry turns it into an ApiError 424 with the Chinese text
// of messages.ts, logs the detail with every secret blotted out, and never lets a 500 through.
import { ApiError } from '../http/envelope';
import { failureText, PROVIDER_MSG, type FailureParams, type FailureReason } from './messages';
import type { ProviderKind } from './types';

/**
 * An upstream service failed: 424 (Failed Dependency — not a fault of ours, nor of the input). Not
 * 502: the console rejects code 502 without a toast (spec §8), and the operator must read why.
 */
export const PROVIDER_FAILED_CODE = 424;
/** Unconfigured: the precondition of the call is not met, as elsewhere answered 409. */
export const PROVIDER_UNCONFIGURED_CODE = 409;
/** The caller aborted (nginx's "client closed request"): a 4xx, not logged as a fault. */
export const PROVIDER_CANCELLED_CODE = 499;

export class ProviderFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    /** For the log only (may name hosts, codes); never shown to the user. */
    readonly detail: string,
    readonly params: FailureParams = {},
  ) {
    super(detail);
    this.name = 'ProviderFailure';
  }
}

/** The caller's AbortSignal fired. */
export class ProviderCancelled extends Error {
  constructor() {
    super(PROVIDER_MSG.cancelled);
    this.name = 'ProviderCancelled';
  }
}

export function unconfigured(kind: ProviderKind): ApiError {
  return new ApiError(PROVIDER_UNCONFIGURED_CODE, PROVIDER_MSG.unconfigured[kind]);
}

export type ProviderLog = (entry: { provider: ProviderKind; reason: string; detail: string }, message: string) => void;

/** Replaces every secret (and its URL-encoded form) in text with ***. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join('***');
  }
  return out;
}

/**
 * Any error out of a configured provider → what the caller gets. ApiErrors (a refusal of the
 * input, made on purpose) pass unchanged; everything else becomes a 424 with a Chinese reason.
 */
export function toApiError(kind: ProviderKind, err: unknown, secrets: readonly string[], log: ProviderLog): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof ProviderCancelled) return new ApiError(PROVIDER_CANCELLED_CODE, PROVIDER_MSG.cancelled);
  const failure = err instanceof ProviderFailure ? err : new ProviderFailure('failed', err instanceof Error ? `${err.name}: ${err.message}` : String(err));
  log({ provider: kind, reason: failure.reason, detail: redact(failure.detail, secrets) }, '外部服务调用失败');
  return new ApiError(PROVIDER_FAILED_CODE, failureText(kind, failure.reason, failure.params));
}
