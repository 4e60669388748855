// The three §7 statistics calls the page shows: the caller's domains (yesterday, 30-day average,
// top spider, last crawl) and keywords by week (search referrals and spider visits to pages whose
// title holds the word). The keywords are the site's recommended keywords (content's table): the
// SEO keyword library is not on main yet.
import { sql, type Kysely } from 'kysely';
import type { SpiderKey } from '../../../shared/domain/spider/agents';
import type { SpiderDomainSummary, SpiderKeywordWeek } from '../../../shared/domain/spider/api';
import { addDays, dayNumber, dayOf, dayText } from '../../../shared/domain/spider/rules';
import type { Database } from '../../core/db/database';
import { cards } from './queries';
import { siteDomains } from './settings';

export async function domainSummaries(db: Kysely<Database>, siteId: number, now: number): Promise<SpiderDomainSummary[]> {
  const today = dayText(dayOf(now));
  const out: SpiderDomainSummary[] = [];
  for (const domain of await siteDomains(db, siteId)) {
    const c = await cards(db, { siteId, domain }, now);
    const top = await db.selectFrom('spider_daily').select(['spider', (eb) => eb.fn.sum<number>('visits').as('n')])
      .where('site_id', '=', siteId).where('domain', '=', domain)
      .where('day', '>=', dayNumber(addDays(today, -30))).where('day', '<=', dayNumber(today))
      .groupBy('spider').orderBy((eb) => eb.fn.sum('visits'), 'desc').orderBy('spider').limit(1).executeTakeFirst();
    const last = await db.selectFrom('spider_visits').select('at').where('site_id', '=', siteId).where('domain', '=', domain)
      .orderBy('at', 'desc').limit(1).executeTakeFirst();
    out.push({ domain, yesterday: c.yesterday, avg30: c.avg30, topSpider: (top?.spider as SpiderKey) ?? null, lastCrawl: last ? Number(last.at) : null });
  }
  return out;
}

const likeEscape = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** column LIKE pattern with backslash escapes, spelled the same on SQLite and PostgreSQL. */
const holds = (column: string, pattern: string) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
const ARTICLE_DIRS: Record<number, string> = { 1: 'news', 2: 'help', 3: 'case', 4: 'download', 5: 'album', 11: 'video' };
/** Keywords answered per call; records looked at per keyword. */
const MAX_KEYWORDS = 50;
const MAX_PAGES = 500;

async function pathsHolding(db: Kysely<Database>, siteId: number, word: string): Promise<string[]> {
  const like = likeEscape(word);
  const [articles, products] = await Promise.all([
    db.selectFrom('articles').select(['id', 'type']).where('site_id', '=', siteId).where('disabled', '=', 0)
      .where(holds('title', like)).limit(MAX_PAGES).execute(),
    db.selectFrom('products').select('id').where('site_id', '=', siteId).where('disabled', '=', 0)
      .where(holds('name', like)).limit(MAX_PAGES).execute(),
  ]);
  return [...articles.map((a) => `/${ARTICLE_DIRS[a.type ?? 1] ?? 'news'}/${a.id}.html`), ...products.map((p) => `/product/${p.id}.html`)];
}

export async function keywordWeeks(db: Kysely<Database>, siteId: number, now: number): Promise<SpiderKeywordWeek[]> {
  const today = dayText(dayOf(now));
  const weeks = [
    [dayNumber(addDays(today, -6)), dayNumber(today)],
    [dayNumber(addDays(today, -13)), dayNumber(addDays(today, -7))],
  ] as const;
  const words = await db.selectFrom('keywords').select('word').where('site_id', '=', siteId).orderBy('sort').orderBy('id').limit(MAX_KEYWORDS).execute();
  const out: SpiderKeywordWeek[] = [];
  for (const { word } of words) {
    const like = likeEscape(word);
    const paths = await pathsHolding(db, siteId, word);
    const counts = await Promise.all(weeks.flatMap(([lo, hi]) => [
      db.selectFrom('spider_referral_daily').select((eb) => eb.fn.sum<number>('visits').as('n'))
        .where('site_id', '=', siteId).where('day', '>=', lo).where('day', '<=', hi).where(holds('keyword', like)).executeTakeFirst(),
      paths.length === 0 ? Promise.resolve({ n: 0 }) : db.selectFrom('spider_page_daily').select((eb) => eb.fn.sum<number>('visits').as('n'))
        .where('site_id', '=', siteId).where('day', '>=', lo).where('day', '<=', hi).where('path', 'in', paths).executeTakeFirst(),
    ]));
    const n = counts.map((c) => Number(c?.n ?? 0));
    out.push({ keyword: word, thisWeekReferrals: n[0], thisWeekSpiderVisits: n[1], lastWeekReferrals: n[2], lastWeekSpiderVisits: n[3] });
  }
  return out;
}
