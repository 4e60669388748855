// The error catalogue of spec §8 as pure functions: given what a call answered, decide whether it
// succeeded and which effects the user sees. HttpService carries the effects out; tests check
// every code here without a network.
import { CODE, MSG } from '../../../shared/domain';

/** Variants of the main client (§8): the console's own calls, the app variant, site-admin calls. */
export type MainVariant = 'console' | 'app' | 'siteAdmin';

export type Effect =
  | { type: 'toast'; message: string }
  /** Clear the session and go to the login page. */
  | { type: 'logout' }
  /** Go to the 403 page. */
  | { type: 'forbidden' }
  /** Site-admin: a login-expired confirm (shown once), then remove the admin token and reload. */
  | { type: 'loginExpiredConfirm' }
  /** Web host: clear PHPSESSID (and the session when a token was sent) and go to login. */
  | { type: 'webHostLogin'; clearSession: boolean }
  /** Client service: the 你已被登出，请重新登录！ dialog with a re-login button. */
  | { type: 'clientServiceLoggedOut' };

export type Outcome =
  | { ok: true; data: unknown; message?: string; effects: Effect[] }
  | { ok: false; code: number; message: string; effects: Effect[]; data?: unknown };

interface Options {
  silent?: boolean;
}

type Body = Record<string, unknown> | null | undefined;

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** message, msg, data.msg or data.data.msg, falling back to 接口异常 (§8). */
export function extractMessage(body: Body): string {
  const data = asRecord(body?.data);
  return text(body?.message) ?? text(body?.msg) ?? text(data?.msg) ?? text(asRecord(data?.data)?.msg) ?? MSG.interfaceError;
}

function firstErrorInfo(body: Body): string {
  const list = body?.errorList ?? asRecord(body?.data)?.errorList;
  if (Array.isArray(list) && list.length > 0) {
    const info = text(asRecord(list[0])?.errorInfo);
    if (info) return info;
  }
  return extractMessage(body);
}

function finish(outcome: Outcome, options: Options): Outcome {
  if (!options.silent) return outcome;
  return { ...outcome, effects: outcome.effects.filter((e) => e.type !== 'toast') };
}

const fail = (code: number, message: string, effects: Effect[] = [], data?: unknown): Outcome => ({ ok: false, code, message, effects, data });
const toast = (message: string): Effect => ({ type: 'toast', message });

/** Main API client (console, app and site-admin variants). */
export function interpretMain(body: Body, variant: MainVariant, options: Options = {}): Outcome {
  const code = typeof body?.code === 'number' ? body.code : Number.NaN;
  const message = extractMessage(body);
  const hasMessage = text(body?.message) !== undefined || text(body?.msg) !== undefined;

  if (Number.isNaN(code)) return finish(fail(-1, MSG.interfaceError, [toast(MSG.interfaceError)]), options);
  if (code === CODE.ok) return { ok: true, data: body?.data, effects: [] };
  if ((code === CODE.okWithMessage || code === CODE.dataWithMessage) && hasMessage) {
    return { ok: true, data: body?.data, message, effects: [] };
  }
  if (code === CODE.unauthorized || (variant === 'siteAdmin' && code === 101)) {
    if (variant === 'siteAdmin') return fail(code, message, [{ type: 'loginExpiredConfirm' }]);
    // The app variant handles 401 silently; the console variant also tells the user why.
    // Silenced calls still log out; only the toast is dropped.
    return finish(fail(code, message, variant === 'app' ? [{ type: 'logout' }] : [toast(message), { type: 'logout' }]), options);
  }
  if (code === CODE.forbidden) {
    // Ignored in the app variant.
    return fail(code, message, variant === 'app' ? [] : [{ type: 'forbidden' }]);
  }
  if (code === CODE.validation) return finish(fail(code, firstErrorInfo(body), [toast(firstErrorInfo(body))]), options);
  if (code >= 201 && code <= 299) {
    // 201 rejects in the console variant; the rest of 2xx is passed on.
    if (code === 201 && variant !== 'app') return fail(code, message);
    return { ok: true, data: body?.data, message: hasMessage ? message : undefined, effects: [] };
  }
  if (code === CODE.rejected && variant !== 'app') return fail(code, message);
  const shown = variant === 'app' ? `${message}（${code}）` : message;
  // The refusal's data travels with the error (e.g. who saved in between on a 409).
  return finish(fail(code, shown, [toast(shown)], body?.data), options);
}

/** Web-host client (§8). */
export function interpretWebHost(body: Body, hadToken: boolean, options: Options = {}): Outcome {
  const code = typeof body?.code === 'number' ? body.code : Number.NaN;
  const message = text(body?.msg) ?? extractMessage(body);
  if (code === CODE.ok) return { ok: true, data: body?.data, effects: [] };
  if (code === CODE.unauthorized) return fail(code, message, [{ type: 'webHostLogin', clearSession: hadToken }]);
  if (code === CODE.forbidden || code === 211) return fail(code, message, [{ type: 'webHostLogin', clearSession: false }]);
  if (code === CODE.validation) return finish(fail(code, firstErrorInfo(body), [toast(firstErrorInfo(body))]), options);
  if (Number.isNaN(code)) return finish(fail(-1, MSG.interfaceError, [toast(MSG.interfaceError)]), options);
  return finish(fail(code, message, [toast(message)]), options);
}

/** Client-service client: statuscode instead of code (§7, §8). */
export function interpretClientService(body: Body, options: Options = {}): Outcome {
  const status = typeof body?.statuscode === 'number' ? body.statuscode : Number.NaN;
  if (status === 200) return { ok: true, data: body?.data, effects: [] };
  if (status === 101 || status === 401) return fail(status, MSG.loggedOut, [{ type: 'clientServiceLoggedOut' }]);
  const message = text(body?.msg) ?? extractMessage(body);
  return finish(fail(Number.isNaN(status) ? -1 : status, message, [toast(message)]), options);
}

/** Blob types that pass through untouched (§8: Excel, pem, zip and pdf). */
const PASS_THROUGH_BLOB = [
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/x-pem-file',
  'application/x-x509-ca-cert',
  'application/pkix-cert',
  'application/zip',
  'application/x-zip-compressed',
  'application/pdf',
];

export function isPassThroughBlob(contentType: string | undefined | null): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return PASS_THROUGH_BLOB.includes(type);
}
