// Turns every failure into a 4xx answer with a Chinese message, or, for a genuine fault, a logged
// 500 "系统错误". Parser, size, media-type and validation errors are the client's: they are named.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../../shared/domain/messages';
import { csFail, fail, isApiError } from './envelope';
import { describeAjvError } from './validation';
import { DB_UNAVAILABLE, isDatabaseUnavailable, isUniqueViolation, uniqueRuleOf } from '../db/dbErrors';

export interface Failure {
  code: number;
  message: string;
  data?: unknown;
}

const CLIENT_ERRORS: Record<string, Failure> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 400, message: '请求体不是合法的 JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 400, message: '请求体不是合法的 JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 413, message: '请求体过大' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 415, message: '不支持的请求内容类型，请使用 application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 400, message: '请求体长度与 Content-Length 不符' },
  FST_ERR_BAD_URL: { code: 400, message: '请求地址不合法' },
  FST_ERR_CTP_INVALID_TYPE: { code: 415, message: '不支持的请求内容类型，请使用 application/json' },
};

export function failureOf(error: unknown): Failure {
  if (isApiError(error)) return { code: error.apiCode, message: error.message, data: error.data };
  const e = error as Partial<FastifyError> & { validationContext?: string };
  if (e && Array.isArray(e.validation)) {
    // A value matching none of several shapes: name the value, not the first shape it missed.
    const errors = e.validation as { keyword?: string }[];
    const first = errors.find((x) => x.keyword === 'anyOf') ?? errors[0];
    return { code: 400, message: describeAjvError(first as never, e.validationContext ?? '') };
  }
  if (e?.code && CLIENT_ERRORS[e.code]) return CLIENT_ERRORS[e.code];
  // secure-json-parse refuses __proto__ / constructor.prototype keys with a SyntaxError.
  if (error instanceof SyntaxError && typeof e.statusCode === 'number' && e.statusCode < 500) {
    return { code: 400, message: '请求体不是合法的 JSON' };
  }
  // A unique index refused the write (the check before it raced another request): the check's answer.
  if (isUniqueViolation(error)) {
    const rule = uniqueRuleOf(error);
    return { code: rule.code, message: rule.message, data: rule.field ? { field: rule.field } : null };
  }
  if (isDatabaseUnavailable(error)) return DB_UNAVAILABLE;
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status === 429) return { code: 429, message: MSG.tooManyRequests };
  if (status >= 400 && status < 500) return { code: status, message: MSG.badRequest };
  return { code: 500, message: MSG.systemError };
}

export function sendFailure(request: FastifyRequest, reply: FastifyReply, f: Failure) {
  const def = request.routeOptions.config?.routeDef;
  reply.code(f.code >= 400 && f.code < 600 ? f.code : 400);
  // A file answer that failed before its first byte: the failure is an envelope, not the file.
  if (reply.hasHeader('content-disposition')) {
    reply.removeHeader('content-disposition');
    reply.type('application/json; charset=utf-8');
  }
  return def?.protocol === 'clientService' ? csFail(f.code, f.message) : fail(f.code, f.message, f.data ?? null);
}

/** 413 names the route's own limit (its own, or its kind's: public routes take small bodies). */
function withRouteLimit(request: FastifyRequest, f: Failure): Failure {
  const limit = request.routeOptions.bodyLimit;
  const smaller = limit !== undefined && limit < (request.server.initialConfig.bodyLimit ?? Infinity);
  // Only the framework's own "body too large": a route's own 413 (an upload) already says its limit.
  return f.code === 413 && smaller && f.message === CLIENT_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE.message
    ? { ...f, message: `${f.message}（不能超过 ${Math.round(limit / 1024)} KB）` } : f;
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const f = withRouteLimit(request, failureOf(error));
  if (f.code >= 500) request.log.error({ err: error }, f.code === 503 ? '数据库暂不可用' : '请求处理失败');
  // The access hook already recorded refusals; everything else on an audited route is a failure.
  if (request.auditState?.result !== 'refused') request.auditState = { result: 'failed', code: f.code, detail: f.message };
  return sendFailure(request, reply, f);
}
