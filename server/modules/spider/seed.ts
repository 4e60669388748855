// Demo data: 30 days of spider visits for the demo site's first domain, with shares close to a
// Chinese site's (Baiduspider most), a few 404s and 500s, some forged agents, and search referrals
// — raw visits and the rollups written through the same writer as an import.
import type { Kysely } from 'kysely';
import { SITE } from '../../core/db/seedData';
import type { Database } from '../../core/db/database';
import { mulberry32 } from '../../core/db/prng';
import { recordPath } from '../../../shared/domain/seo/recordPaths';
import { newToken, siteDomains } from './settings';
import { VisitWriter } from './visitWriter';

const AGENTS: readonly (readonly [number, string, string])[] = [
  [45, 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)', '220.181.108.'],
  [14, 'Mozilla/5.0 (compatible; Bytespider; spider-feedback@bytedance.com) AppleWebKit/537.36', '110.249.201.'],
  [10, 'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)', '123.126.113.'],
  [9, 'Mozilla/5.0 (Windows NT 10.0; WOW64) 360Spider', '180.153.232.'],
  [7, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', '66.249.66.'],
  [6, 'Mozilla/5.0 (compatible; YisouSpider; +http://yisou.com)', '106.11.155.'],
  [5, 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', '40.77.167.'],
  [4, 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', '54.36.148.'],
];
const HUMAN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const PATHS = ['/', '/news/index.html', '/product/index.html', '/about/index.html', '/contact/index.html', '/case/index.html'];
const SEARCHES = ['企业官网建设', '示范科技', '网站建设 价格', '营销型网站'];
const PER_DAY = 120;

const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function logTime(at: number): string {
  const d = new Date(at + 8 * 3600_000);
  return `${pad(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0800`;
}

export async function insertSpiderSeed(db: Kysely<Database>, now: number): Promise<void> {
  const siteId = SITE.corporate;
  await db.insertInto('spider_sites').values({ site_id: siteId, token: newToken(), reverse_dns: 0, updated_at: now }).execute();
  const domain = (await siteDomains(db, siteId))[0];
  if (!domain) return;
  const articles = await db.selectFrom('articles').select(['id', 'type']).where('site_id', '=', siteId).where('disabled', '=', 0).orderBy('id').limit(20).execute();
  const paths = [...PATHS, ...articles.map((a) => recordPath('article', a.id, a.type))];
  const random = mulberry32(20261125);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const weightTotal = AGENTS.reduce((s, a) => s + a[0], 0);
  const writer = new VisitWriter({ db, siteId, domain, importId: null });
  // Today's visits up to now, and the 30 days before.
  for (let back = 30; back >= 0; back--) {
    const count = Math.round(PER_DAY * (0.7 + random() * 0.6));
    for (let i = 0; i < count; i++) {
      const at = now - back * 86_400_000 - Math.floor(random() * 86_400_000);
      if (at > now) continue;
      let w = random() * weightTotal;
      const agent = AGENTS.find((a) => (w -= a[0]) < 0) ?? AGENTS[0];
      const r = random();
      const status = r < 0.05 ? 404 : r < 0.07 ? 500 : r < 0.1 ? 304 : 200;
      const ip = `${agent[2]}${1 + Math.floor(random() * 250)}`;
      await writer.line(`${ip} - - [${logTime(at)}] "GET ${pick(paths)} HTTP/1.1" ${status} ${status === 200 ? 1000 + Math.floor(random() * 30000) : 0} "-" "${agent[1]}"`);
    }
    for (let i = 0; i < 8; i++) {
      const at = now - back * 86_400_000 - Math.floor(random() * 86_400_000);
      const ref = `https://www.baidu.com/s?wd=${encodeURIComponent(pick(SEARCHES))}`;
      await writer.line(`183.14.22.${i + 1} - - [${logTime(Math.min(at, now))}] "GET / HTTP/1.1" 200 5120 "${ref}" "${HUMAN}"`);
    }
  }
  await writer.flush();
}
