// Body parsers. JSON: Fastify's own (it refuses __proto__ / constructor.prototype keys), except
// that an empty body means "no fields" rather than an error. Form-encoded: only the client-service
// route speaks it; values stay strings and a repeated name becomes a list, so the schema refuses it.
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { ApiError } from './envelope';
import type { AnyRoute } from './routeDef';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
export const FORM_TYPE = 'application/x-www-form-urlencoded';

export function installParsers(app: FastifyInstance): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJson(request, text, done);
  });
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    const out: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(body as string)) {
      if (FORBIDDEN_KEYS.has(key)) {
        done(new ApiError(400, `不支持的参数：${key}`), undefined);
        return;
      }
      const prev = Object.hasOwn(out, key) ? out[key] : undefined;
      out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
    done(null, out);
  });
}

/**
 * preValidation of the POST routes (registerRoutes mounts it): a POST without a body is an empty
 * object (the empty-body calls of §7), and a form-encoded body is refused on JSON routes.
 */
export function normaliseBody(def: AnyRoute): preValidationHookHandler {
  const formAllowed = def.protocol === 'clientService';
  return function normalise(request, _reply, done) {
    if (!formAllowed) {
      const type = request.headers['content-type'];
      if (type !== undefined && String(type).toLowerCase().startsWith(FORM_TYPE)) {
        done(new ApiError(415, '不支持的请求内容类型，请使用 application/json'));
        return;
      }
    }
    if (request.body === undefined) request.body = {};
    done();
  };
}
