// The two calls every AI page makes before it is used (issue 16 §2): judgeAiProduct says whether
// the company has the service and the model is configured — and REPORTS why AI cannot be used
// (refusal), so a page can show it instead of its form — and getRemaining answers the month's
// token quota (that one refuses like every AI route, through the gate).
import type { AiProductAnswer, AiQuotaAnswer } from '../../../../shared/domain/ai/access';
import { route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { EMPTY } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { aiGate, aiRefusal, aiServiceOf } from './gate';
import { quotaOf } from './quota';

/** Any of the AI pages' keys: each page asks both calls. */
const access = { permission: ['ai_gather', 'ai_task', 'ai_dialogue'] } as const;

export const accessRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, AiProductAnswer>('aiProduct', {
    access, mutates: false, schema: { querystring: EMPTY },
    async handler(ctx) {
      const { account } = signedIn(ctx);
      await activeSite(ctx);
      const { deps } = ctx;
      const service = await aiServiceOf(deps.db, account.company_id);
      const refusal = await aiRefusal(deps, account, true);
      return {
        enabled: service !== undefined && Number(service.expires_at) > deps.now(),
        name: service?.name ?? null,
        expiresAt: service ? Number(service.expires_at) : null,
        configured: deps.providers.isConfigured('chat'),
        refusal: refusal?.message ?? null,
      };
    },
  }),

  route<Record<string, never>, undefined, AiQuotaAnswer>('aiQuota', {
    access, mutates: false, schema: { querystring: EMPTY },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: false });
      return quotaOf(ctx.deps.db, caller.companyId, ctx.deps.now());
    },
  }),
];
