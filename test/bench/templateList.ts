// 模板列表's figure (issue 17 target): GET tweb/pub/tplist over 10,000 templates, p99 ≤ 20 ms. The
// server runs in this process on a real port with the catalogue grown to BENCH_TEMPLATES (10,000)
// by the seed's own generator; each request is a random mix of the console's filters (page,
// industry, colour, device, function tags, keyword) — one at a time (a user's wait), then 10
// connections at once (autocannon).
// Run alone: node -r esbuild-register test/bench/templateList.ts (SQLite; BENCH_PG_URL or TEST_PG_URL for PostgreSQL too).
import { sql } from 'kysely';
import { urlOf } from '../../server/core/http/register';
import { generateTemplates, insertTemplates } from '../../server/modules/sites/templates/catalogue';
import { API } from '../../shared/domain/api/endpoints';
import { onEachBackend, runAlone, withBenchApp } from './support/benchApp';
import { printListFigures, timeList, type ListFigures } from './support/listTiming';

const TEMPLATES = Number(process.env.BENCH_TEMPLATES || 10_000);
const SEQUENTIAL = Number(process.env.BENCH_TEMPLATE_REQUESTS || 2_000);
const TARGET_MS = 20;
const LIST = urlOf({ endpoint: API.templateList });

/** A random query of the selection page's filters (most carry one or two, some none). */
function randomQuery(industries: number[], colors: number[], tags: number[]): string {
  const q = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 20)), rows: '12' });
  const r = () => Math.random();
  if (r() < 0.4) q.set('industryId', String(industries[Math.floor(r() * industries.length)]));
  if (r() < 0.3) q.set('colorId', String(colors[Math.floor(r() * colors.length)]));
  if (r() < 0.2) q.set('device', ['responsive', 'pc', 'mobile'][Math.floor(r() * 3)]);
  if (r() < 0.3) q.set('funcTagIds', [...new Set([tags[Math.floor(r() * tags.length)], tags[Math.floor(r() * tags.length)]])].join(','));
  if (r() < 0.15) q.set('keyword', ['企业', '科技', '蓝色', 'T12', '手机', '商务'][Math.floor(r() * 6)]);
  return `${LIST}?${q}`;
}

export interface TemplateListFigures extends ListFigures {
  templates: number;
  insertMs: number;
}

export function measureTemplateList(pgUrl?: string): Promise<TemplateListFigures> {
  return withBenchApp('tplist', pgUrl, {}, async ({ db, listen }) => {
    const seeded = Number((await db.selectFrom('templates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const insertStarted = performance.now();
    await db.transaction().execute((trx) => insertTemplates(trx, generateTemplates(TEMPLATES - seeded, seeded), Date.now()));
    const insertMs = performance.now() - insertStarted;
    // PostgreSQL plans by its statistics: a live database has them (autovacuum analyses a table
    // grown this much); a bulk insert measured at once must gather them itself.
    if (pgUrl) await sql`analyze templates, template_tag_links`.execute(db);
    const templates = Number((await db.selectFrom('templates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const ids = async (table: 'template_industries' | 'template_colors' | 'template_func_tags') => (await db.selectFrom(table).select('id').execute()).map((r) => r.id);
    const [industries, colors, tags] = [await ids('template_industries'), await ids('template_colors'), await ids('template_func_tags')];
    const { base, headers } = await listen();
    return { templates, insertMs, ...(await timeList(base, headers, SEQUENTIAL, () => randomQuery(industries, colors, tags))) };
  });
}

export function printTemplateList(label: string, f: TemplateListFigures): void {
  console.log(`模板列表 tplist (${label}): ${f.templates} templates (inserted in ${(f.insertMs / 1000).toFixed(1)} s), random filters and pages`);
  printListFigures(f, TARGET_MS);
}

export const reportTemplateList = () => onEachBackend(measureTemplateList, printTemplateList);

if (require.main === module) runAlone(reportTemplateList);
