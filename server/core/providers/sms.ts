// SMS through an HTTP gateway. The gateway contract (README, Configuration):
//   POST SMS_API_URL, Authorization: Bearer SMS_API_KEY,
//   { "phone": "13800138000", "templateId"?: "…", "text": "…" }  →  2xx { "id": "…" }
// (a string or number id of the accepted message). Anything else is a failure.
import type { HttpServiceConfig } from './config';
import { ProviderFailure } from './errors';
import { bearer, JSON_HEADERS, requestJson, type HttpLimits } from './http';
import type { SmsProvider } from './types';

export function createSmsProvider(config: HttpServiceConfig, limits: HttpLimits): SmsProvider {
  const headers = { ...JSON_HEADERS, ...bearer(config.apiKey) };
  return {
    async send({ phone, templateId, text }) {
      const body = JSON.stringify(templateId === undefined ? { phone, text } : { phone, templateId, text });
      const answer = await requestJson({ url: config.url, method: 'POST', headers, body }, limits);
      const id = (answer as { id?: unknown } | null)?.id;
      if ((typeof id !== 'string' || id === '') && !(typeof id === 'number' && Number.isFinite(id))) {
        throw new ProviderFailure('garbage', '回答缺少 id');
      }
      return { id: String(id) };
    },
  };
}
