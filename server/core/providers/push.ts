// Search-engine URL push, Baidu's 普通收录 API (ziyuan.baidu.com › 普通收录 › API 提交):
//   POST PUSH_API_URL?site=<siteDomain>&token=<PUSH_API_TOKEN>, Content-Type: text/plain,
//   one URL per line  →  2xx { "success": 2, "remain": 99998, "not_same_site"?: [], "not_valid"?: [] }
//   refusals: 4xx { "error": 401, "message": "token is not valid" }.
// PUSH_API_URL is normally http://data.zz.baidu.com/urls. The token travels in the address, so the
// address is never logged or shown (errors.ts blots the token out of failure details).
import { ApiError } from '../http/envelope';
import { ProviderFailure } from './errors';
import { requestJson, type HttpLimits } from './http';
import type { PushProvider } from './types';

/** Baidu takes at most 2,000 URLs a request. */
export const PUSH_MAX_URLS = 2_000;

const count = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export function createPushProvider(config: { url: string; token: string }, limits: HttpLimits): PushProvider {
  return {
    async push({ siteDomain, urls }) {
      if (urls.length === 0) return { accepted: 0 };
      if (urls.length > PUSH_MAX_URLS) throw new ApiError(400, `一次最多推送 ${PUSH_MAX_URLS} 个网址`);
      const url = new URL(config.url);
      url.searchParams.set('site', siteDomain);
      url.searchParams.set('token', config.token);
      const answer = await requestJson({
        url: url.toString(),
        method: 'POST',
        headers: { 'content-type': 'text/plain; charset=utf-8', accept: 'application/json' },
        body: urls.join('\n'),
      }, limits);
      const { success, remain } = (answer ?? {}) as { success?: unknown; remain?: unknown };
      if (!count(success) || (remain !== undefined && !count(remain))) throw new ProviderFailure('garbage', '回答缺少 success / remain');
      return remain === undefined ? { accepted: success } : { accepted: success, remaining: remain };
    },
  };
}
