// Whether a search engine has indexed (收录) addresses. Baidu offers no public API for this, so the
// console speaks one small contract and an adapter in front of whatever answers it (a rank-tracking
// vendor, a site: query service) maps its shape to this one (README, Configuration):
//   POST SEO_INDEX_CHECK_URL, Authorization: Bearer SEO_INDEX_CHECK_KEY (when set),
//   { "engine": "baidu", "urls": ["https://www.example.com/news/1.html", …] }   (1–100 URLs)
//   →  2xx { "results": [ { "url": "https://www.example.com/news/1.html", "indexed": true }, … ] }
// indexed is true (收录) or false (未收录); a URL left out of results, or answered null, is not
// known yet and stays 未查询. URLs that were not asked are ignored. Any other answer is a failure.
import { ApiError } from '../http/envelope';
import type { HttpServiceConfig } from './config';
import { ProviderFailure } from './errors';
import { bearer, JSON_HEADERS, requestJson, type HttpLimits } from './http';
import type { IndexCheckProvider } from './types';

/** URLs asked in one call. */
export const INDEX_CHECK_MAX_URLS = 100;

export function createIndexCheckProvider(config: HttpServiceConfig, limits: HttpLimits): IndexCheckProvider {
  const headers = { ...JSON_HEADERS, ...bearer(config.apiKey) };
  return {
    async check({ engine, urls, signal }) {
      if (urls.length === 0) return { results: [] };
      if (urls.length > INDEX_CHECK_MAX_URLS) throw new ApiError(400, `一次最多查询 ${INDEX_CHECK_MAX_URLS} 个网址`);
      const answer = await requestJson({ url: config.url, method: 'POST', headers, body: JSON.stringify({ engine, urls }), signal }, limits);
      const results = (answer as { results?: unknown } | null)?.results;
      if (!Array.isArray(results)) throw new ProviderFailure('garbage', '回答缺少 results 列表');
      const asked = new Set(urls);
      const out = new Map<string, boolean>();
      for (const item of results) {
        const { url, indexed } = (item ?? {}) as { url?: unknown; indexed?: unknown };
        if (typeof url !== 'string' || (typeof indexed !== 'boolean' && indexed !== null && indexed !== undefined)) {
          throw new ProviderFailure('garbage', 'results 的每一项应为 { url, indexed: true | false }');
        }
        if (asked.has(url) && typeof indexed === 'boolean') out.set(url, indexed);
      }
      return { results: [...out].map(([url, indexed]) => ({ url, indexed })) };
    },
  };
}
