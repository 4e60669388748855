// The 营销中心 card of the members module (issue 13 §2): for each feature the caller holds, its state and
// today's figure, counted by the area that owns it (index.ts hands the areas over; this part never reads
// their tables itself). See ../part.ts.
import { MARKET_FEATURES, type MarketFeatureSummary, type MarketSummary } from '../../../../shared/domain/members/card';
import { route } from '../../../core/http/routeDef';
import { EMPTY } from '../../../core/http/schemas';
import { dateKey, startOfDay } from '../../../core/services/dates';
import { activeSite } from '../../../core/services/siteScope';
import { ANY_MARKETING_KEY } from '../core/keys';
import type { MarketFigure, ModulePart } from '../part';

export function cardPart(areas: readonly ModulePart[]): ModulePart {
  const figures = new Map<string, MarketFigure>(areas.flatMap((a) => (a.figure ? [[a.figure.key, a.figure] as const] : [])));
  return {
    tables: [],
    routes: [
      route<Record<string, never>, undefined, MarketSummary>('marketSummary', {
        access: { permission: ANY_MARKETING_KEY },
        mutates: false,
        schema: { querystring: EMPTY },
        async handler(ctx) {
          const { db, now } = ctx.deps;
          const site = await activeSite(ctx);
          const grants = ctx.auth?.grants ?? new Set<string>();
          const since = startOfDay(dateKey(now()));
          const held = MARKET_FEATURES.filter((f) => grants.has(f.permission) && figures.has(f.figure));
          const features = await Promise.all(held.map(async (f): Promise<MarketFeatureSummary> => {
            const figure = figures.get(f.figure)!;
            const state = figure.state ? await figure.state(db, { id: site.id, companyId: site.company_id }) : { status: 'on' as const };
            const today = state.status === 'unavailable' ? 0 : await figure.count(db, site.id, since);
            return { feature: f.feature, today, ...state };
          }));
          return { features };
        },
      }),
    ],
  };
}
