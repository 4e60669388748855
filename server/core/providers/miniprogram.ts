// The mini-program platform service (issue 17 §8): 提交审核, the review's state and 发布 for a
// binding on 微信/百度/支付宝/抖音. One contract for every platform (README, Configuration); an
// adapter in front of the platforms' own APIs maps theirs to it:
//   POST {MINIPROGRAM_PLATFORM_URL}/submit   { platform, appId, appSecret, pages: [{ path, title }] }
//        → 2xx { "auditId": "…" }
//   POST {MINIPROGRAM_PLATFORM_URL}/status   { platform, appId, appSecret, auditId }
//        → 2xx { "status": "reviewing" | "approved" | "rejected", "reason"?: "…" }
//   POST {MINIPROGRAM_PLATFORM_URL}/release  { platform, appId, appSecret, auditId }
//        → 2xx { "url": "https://…" }   (the published mini-program's address, for its QR code)
// Authorization: Bearer MINIPROGRAM_PLATFORM_KEY when set. Anything else is a failure.
import type { HttpServiceConfig } from './config';
import { ProviderFailure } from './errors';
import { bearer, JSON_HEADERS, requestJson, type HttpLimits } from './http';
import type { MiniProgramProvider } from './types';

const REASON_MAX = 500;
const URL_MAX = 500;

function join(base: string, leaf: string): string {
  return `${base.replace(/\/+$/, '')}/${leaf}`;
}

export function createMiniProgramProvider(config: HttpServiceConfig, limits: HttpLimits): MiniProgramProvider {
  const headers = { ...JSON_HEADERS, ...bearer(config.apiKey) };
  const post = (leaf: string, body: unknown) => requestJson({ url: join(config.url, leaf), method: 'POST', headers, body: JSON.stringify(body) }, limits);
  return {
    async submit(request) {
      const answer = (await post('submit', request)) as { auditId?: unknown } | null;
      const auditId = answer?.auditId;
      if ((typeof auditId !== 'string' || !auditId || auditId.length > 100) && !(typeof auditId === 'number' && Number.isFinite(auditId))) {
        throw new ProviderFailure('garbage', '回答缺少 auditId');
      }
      return { auditId: String(auditId) };
    },
    async status(request) {
      const answer = (await post('status', request)) as { status?: unknown; reason?: unknown } | null;
      const status = answer?.status;
      if (status !== 'reviewing' && status !== 'approved' && status !== 'rejected') throw new ProviderFailure('garbage', '回答的 status 无法识别');
      const reason = typeof answer?.reason === 'string' ? answer.reason.trim().slice(0, REASON_MAX) : '';
      return { status, reason };
    },
    async release(request) {
      const answer = (await post('release', request)) as { url?: unknown } | null;
      const url = answer?.url;
      if (typeof url !== 'string' || url.length > URL_MAX || !/^https?:\/\/[^\s]+$/.test(url)) throw new ProviderFailure('garbage', '回答的 url 无法识别');
      return { url };
    },
  };
}
