// Baidu's URL push (搜索资源平台 › 普通收录 › API提交):
//   POST {SEO_PUSH_BAIDU_URL}/urls?site=<the site as verified at Baidu>&token=<the site's 准入密钥>,
//   Content-Type: text/plain, one URL a line, at most 2,000
//   →  200 { "success": 2, "remain": 99998, "not_same_site": [], "not_valid": [] }
//   refusals, status 4xx/5xx with { "error": <the status>, "message": … }:
//     400 "site error" (not a verified site), "empty content", "only 2000 urls are allowed once",
//         "over quota" (today's quota is spent);
//     401 "token is not valid"; 404 "not found" (a wrong address); 500 "internal error, please try later".
// SEO_PUSH_BAIDU_URL is the base (http://data.zz.baidu.com); a base already ending in /urls is taken
// as it is. The token is each site's own (stored with the site's Baidu settings) and travels in the
// address, so the address is never logged or shown, and failure details have the token blotted out.
// "over quota" is an answer, not a failure: nothing taken, nothing remaining (success 0, remain 0).
import { ApiError } from '../http/envelope';
import { PROVIDER_FAILED_CODE, ProviderFailure, redact } from './errors';
import { requestJsonAnswer, statusFailure, type HttpLimits } from './http';
import { PROVIDER_MSG } from './messages';
import type { PushAnswer, PushProvider } from './types';

/** Baidu takes at most 2,000 URLs a request. */
export const PUSH_MAX_URLS = 2_000;

/** Baidu refused the site's 准入密钥: the operator fixes it on the page (not a configuration fault). */
export class PushTokenRefused extends ApiError {
  constructor() {
    super(PROVIDER_FAILED_CODE, PROVIDER_MSG.pushTokenInvalid);
  }
}

const count = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const texts = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The push address for a base: …/urls appended unless it is there. */
export function pushEndpoint(base: string): URL {
  const url = new URL(base);
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = /\/urls$/.test(path) ? path : `${path}/urls`;
  return url;
}

function answerOf(status: number, json: unknown): PushAnswer {
  const body = (json ?? {}) as Record<string, unknown>;
  const error = typeof body.error === 'number' ? body.error : undefined;
  const message = typeof body.message === 'string' ? body.message.slice(0, 200) : '';
  if (status === 401 || error === 401) throw new PushTokenRefused();
  if (/over\s*quota/i.test(message)) return { success: 0, remain: 0, notSameSite: [], notValid: [] };
  if (/site\s*error/i.test(message)) throw new ProviderFailure('siteNotVerified', `HTTP ${status} ${message}`);
  if (status < 200 || status > 299 || error !== undefined) {
    const shown = status >= 200 && status <= 299 ? error! : status;
    const failure = statusFailure(shown);
    throw new ProviderFailure(failure.reason, `${failure.detail} ${message}`.trim(), failure.params);
  }
  const { success, remain, not_same_site: notSameSite = [], not_valid: notValid = [] } = body;
  if (!count(success) || (remain !== undefined && !count(remain)) || !texts(notSameSite) || !texts(notValid)) {
    throw new ProviderFailure('garbage', '回答缺少 success / remain，或 not_same_site / not_valid 不是网址列表');
  }
  return { success, remain: remain === undefined ? null : remain, notSameSite, notValid };
}

export function createPushProvider(config: { url: string }, limits: HttpLimits): PushProvider {
  return {
    async push({ site, token, urls, signal }) {
      if (urls.length === 0) return { success: 0, remain: null, notSameSite: [], notValid: [] };
      if (urls.length > PUSH_MAX_URLS) throw new ApiError(400, `一次最多推送 ${PUSH_MAX_URLS} 个网址`);
      const url = pushEndpoint(config.url);
      url.searchParams.set('site', site);
      url.searchParams.set('token', token);
      try {
        const { status, json } = await requestJsonAnswer({
          url: url.toString(),
          method: 'POST',
          headers: { 'content-type': 'text/plain; charset=utf-8', accept: 'application/json' },
          body: urls.join('\n'),
          signal,
        }, limits);
        return answerOf(status, json);
      } catch (err) {
        // The registry blots out the configuration's secrets; the site's token is ours to hide.
        if (err instanceof ProviderFailure) throw new ProviderFailure(err.reason, redact(err.detail, [token]), err.params);
        throw err;
      }
    },
  };
}
