// GET admin/home/summary: the home page's first screen in one round trip. Each section is answered
// by the handler of the route that also serves it alone, so the two can never drift; a section
// that is refused (an ApiError) carries its message and the others still arrive.
import type { HomeSummary, HomeSummaryQuery, SummarySection } from '../../../shared/domain/api/homeSummary';
import { ApiError, EncodedJson } from '../../core/http/envelope';
import { route, type AnyRoute, type RouteContext } from '../../core/http/routeDef';
import { date, int, obj } from '../../core/http/schemas';
import { homeRoutes } from './homeRoutes';
import { statisticsRoutes } from './statisticsRoutes';

type Sections = { [K in keyof HomeSummary]: { route: string; query?: (q: Required<HomeSummaryQuery>) => object; post?: true } };

const SECTIONS: Sections = {
  count: { route: 'statCount', post: true },
  byDate: { route: 'statByDate', query: (q) => ({ startDate: q.startDate, endDate: q.endDate }) },
  byHour: { route: 'statByHour', query: (q) => ({ date: q.date }) },
  topPages: { route: 'statTopPages', query: (q) => ({ n: q.n }) },
  content: { route: 'homeArticles' },
  guide: { route: 'homeGuide' },
  tasks: { route: 'homeTasks' },
  domains: { route: 'domainRemain', post: true },
};

const byName = new Map<string, AnyRoute>([...homeRoutes, ...statisticsRoutes].map((r) => [r.name, r]));

/** Each section's route, checked once: the summary may not reach further than its own access. */
function sectionRoute(name: string): AnyRoute {
  const def = byName.get(name);
  if (!def) throw new Error(`home summary: no route ${name}`);
  if (!('session' in def.access) || def.mutates) throw new Error(`home summary: ${name} is not a read open to every session`);
  return def;
}
for (const { route: name } of Object.values(SECTIONS)) sectionRoute(name);

async function answer(ctx: RouteContext<Required<HomeSummaryQuery>, undefined>, key: keyof HomeSummary): Promise<SummarySection<unknown>> {
  const section = SECTIONS[key];
  try {
    const data = await sectionRoute(section.route).handler({ ...ctx, query: section.query?.(ctx.query) ?? {}, body: section.post ? {} : undefined });
    return { data: data instanceof EncodedJson ? JSON.parse(data.text) : data };
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
}

export const summaryRoute = route<Required<HomeSummaryQuery>, undefined, HomeSummary>('homeSummary', {
  access: { session: true },
  mutates: false,
  schema: { querystring: obj({ startDate: date(), endDate: date(), date: date(), n: int(1, 50, { default: 10 }) }, ['startDate', 'endDate', 'date']) },
  async handler(ctx) {
    const keys = Object.keys(SECTIONS) as (keyof HomeSummary)[];
    const answers = await Promise.all(keys.map((key) => answer(ctx, key)));
    return Object.fromEntries(keys.map((key, i) => [key, answers[i]])) as unknown as HomeSummary;
  },
});
