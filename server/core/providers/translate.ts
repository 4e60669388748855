// Machine translation through an HTTP API. The contract (README, Configuration):
//   POST TRANSLATE_API_URL, Authorization: Bearer TRANSLATE_API_KEY,
//   { "texts": ["你好", "世界"], "from": "zh", "to": "en" }  →  2xx { "texts": ["Hello", "World"] }
// with exactly one translation per text, in order. Any other answer is a failure; an adapter in
// front of a vendor's API (Baidu, Tencent, DeepL, …) maps its shape to this one.
import { ProviderFailure } from './errors';
import type { HttpServiceConfig } from './config';
import { bearer, JSON_HEADERS, requestJson, type HttpLimits } from './http';
import type { TranslateProvider } from './types';

export function createTranslateProvider(config: HttpServiceConfig, limits: HttpLimits): TranslateProvider {
  const headers = { ...JSON_HEADERS, ...bearer(config.apiKey) };
  return {
    async translate({ texts, from, to }) {
      if (texts.length === 0) return { texts: [] };
      const answer = await requestJson({ url: config.url, method: 'POST', headers, body: JSON.stringify({ texts, from, to }) }, limits);
      const out = (answer as { texts?: unknown } | null)?.texts;
      if (!Array.isArray(out) || out.length !== texts.length || !out.every((t) => typeof t === 'string')) {
        throw new ProviderFailure('garbage', `回答的 texts 不是 ${texts.length} 条文本`);
      }
      return { texts: out as string[] };
    },
  };
}
