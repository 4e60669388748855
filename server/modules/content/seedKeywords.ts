// The recommended keywords of the seed (a fresh database only): six on the corporate site (1001),
// most associated with a few of its seeded articles — one of them with an article in the recycle
// bin, one with none — and one on site 1003 for cross-site checks. Ids are fixed and exported: the
// tests and the e2e suite rely on them. Runs inside the seed's transaction, after the articles.
import type { Kysely } from 'kysely';
import { keywordKey } from '../../../shared/domain/api/keywords';
import { DAY_MS } from '../../core/services/dates';
import type { Database } from '../../core/db/database';
import { SITE } from '../../core/db/seedData';

/** Tables whose PostgreSQL identity sequences must move past the seeded ids. */
export const KEYWORD_TABLES = ['keywords', 'keyword_articles'] as const;

/** Keyword ids of the seed (site 1001 unless noted). */
export const SEED_KEYWORD = {
  smartManufacturing: 1, digital: 2, expo: 3, afterSales: 4, foreignTrade: 5,
  /** No associations. */
  website: 6,
  /** Site 1003. */
  globalExpo: 7,
} as const;

const KEYWORDS: readonly { id: number; site: number; word: string; url: string; sort: number; daysAgo: number; articles: string[] }[] = [
  { id: SEED_KEYWORD.smartManufacturing, site: SITE.corporate, word: '智能制造', url: '/solutions/smart-manufacturing.html', sort: 1, daysAgo: 60,
    articles: ['新一代智能制造生产线正式投产', '某汽车零部件企业数字化工厂改造案例', '公司与高校共建联合实验室'] },
  { id: SEED_KEYWORD.digital, site: SITE.corporate, word: '数字化转型', url: 'https://www.example.com/solutions/digital', sort: 2, daysAgo: 55,
    articles: ['公司荣获年度数字化转型优秀企业称号', '连锁零售品牌全渠道官网建设案例'] },
  { id: SEED_KEYWORD.expo, site: SITE.corporate, word: '工业博览会', url: '/news/expo.html', sort: 3, daysAgo: 40,
    articles: ['我司参加国际工业博览会', '（已删除）旧版产品停产公告'] },
  { id: SEED_KEYWORD.afterSales, site: SITE.corporate, word: '售后服务', url: '/help/after-sales.html', sort: 4, daysAgo: 30,
    articles: ['产品保修政策说明'] },
  { id: SEED_KEYWORD.foreignTrade, site: SITE.corporate, word: '外贸独立站', url: '', sort: 5, daysAgo: 20,
    articles: ['医疗器械企业外贸独立站案例'] },
  { id: SEED_KEYWORD.website, site: SITE.corporate, word: '企业官网建设', url: '/service/website.html', sort: 6, daysAgo: 10, articles: [] },
  { id: SEED_KEYWORD.globalExpo, site: SITE.global, word: 'Industry Expo', url: '/news/expo.html', sort: 1, daysAgo: 30,
    articles: ['Company Attends Global Industry Expo'] },
];

export async function insertSeedKeywords(db: Kysely<Database>, now: number): Promise<void> {
  await db.insertInto('keywords').values(KEYWORDS.map((k) => ({
    id: k.id, site_id: k.site, word: k.word, word_key: keywordKey(k.word), url: k.url, sort: k.sort,
    created_at: now - k.daysAgo * DAY_MS, updated_at: now - k.daysAgo * DAY_MS,
  }))).execute();
  const articles = await db.selectFrom('articles').select(['id', 'site_id', 'title'])
    .where('site_id', 'in', [...new Set(KEYWORDS.map((k) => k.site))]).orderBy('id').execute();
  const links = KEYWORDS.flatMap((k) => k.articles.flatMap((title, i) => {
    const article = articles.find((a) => a.site_id === k.site && a.title === title);
    return article ? [{ keyword_id: k.id, article_id: article.id, site_id: k.site, created_at: now - k.daysAgo * DAY_MS + (i + 1) * 3_600_000 }] : [];
  }));
  if (links.length) await db.insertInto('keyword_articles').values(links).execute();
}
