// Which outside services (mail, SMS, Baidu push, index check, chat model, translation) the operator
// has configured, for the caller's active site: each kind's Chinese name, a flag, and for an
// unconfigured one the message a call needing it would answer. Never an address or a key.
// Session-only, like the other site-wide reads (home, messages): a page that needs a service
// asks this to explain up front why a button will not work, whatever §6 key the page itself needs.
import type { ProviderStatusResult } from '../../../shared/domain/api/providers';
import { route, type AnyRoute } from '../http/routeDef';
import { EMPTY } from '../http/schemas';
import { activeSite } from '../services/siteScope';

export const providerRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, ProviderStatusResult>('providerStatus', {
    access: { session: true },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return { siteId: site.id, providers: ctx.deps.providers.status() };
    },
  }),
];
