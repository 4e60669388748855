// The radar's demonstration data: companies 1 and 2 hold the service, 3 does not; site 1001's
// radar is open with 30 days of visits (about 160 visitors, some back several times, from the
// four engines, direct and outside links, scored by the shared rule). Repeatable (a seeded PRNG).
import type { Kysely } from 'kysely';
import {
  INTENT,
  isContactPage,
  parseReferrer,
  scoreIntent,
  VISIT_GAP_MS,
} from '../../../../shared/domain/members/radarRules';
import type { Database } from '../../../core/db/database';
import { mulberry32 } from '../../../core/db/prng';
import { COMPANY, SITE } from '../../../core/db/seedData';

const DAY_MS = 86_400_000;
export const SEED_RADAR_VISITORS = 160;
const ORIGIN = 'https://www.demo-corp.example.com';
const PAGES = [
  ['/', '示范企业官网 - 首页'], ['/product/list', '产品中心'], ['/product/1.html', '数控折弯机 WC67Y'], ['/product/2.html', '激光切割机'],
  ['/news/list', '新闻动态'], ['/news/3.html', '行业资讯：钣金加工趋势'], ['/about', '关于我们'], ['/contact', '联系我们'], ['/price', '价格与报价'],
] as const;
const REFERRERS = [
  'https://www.baidu.com/s?wd=%E6%95%B0%E6%8E%A7%E6%8A%98%E5%BC%AF%E6%9C%BA',
  'https://www.baidu.com/link?url=abc',
  'https://m.baidu.com/s?word=%E6%BF%80%E5%85%89%E5%88%87%E5%89%B2%E6%9C%BA%E4%BB%B7%E6%A0%BC',
  'https://www.sogou.com/web?query=%E9%92%A3%E9%87%91%E5%8A%A0%E5%B7%A5',
  'https://www.so.com/s?q=%E6%8A%98%E5%BC%AF%E6%9C%BA%E5%8E%82%E5%AE%B6',
  'https://cn.bing.com/search?q=press+brake+china',
  'https://www.1688.com/chanpin/zhewanji.html',
  'https://zhidao.baidu.com/question/1.html',
  '', '', '',
] as const;
const IPS = ['120.24.78.68', '223.5.5.5', '114.114.114.114', '202.96.209.5', '36.110.1.1', '61.135.169.121', '8.8.8.8', '81.2.69.142', '58.60.1.1', '113.108.1.1'];
const REGIONS: Record<string, string> = {
  '120.24.78.68': '广东省深圳市', '223.5.5.5': '浙江省杭州市', '114.114.114.114': '江苏省南京市', '202.96.209.5': '上海市', '36.110.1.1': '北京市',
  '61.135.169.121': '北京市', '8.8.8.8': '美国', '81.2.69.142': '英国', '58.60.1.1': '广东省深圳市', '113.108.1.1': '广东省广州市',
};
const AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

export async function seedRadar(db: Kysely<Database>, now: number): Promise<void> {
  // Only companies that are there (a database seeded before the radar may have others).
  const companies = await db.selectFrom('companies').select('id').where('id', 'in', [COMPANY.demoTech, COMPANY.demoExperience]).execute();
  if (companies.length > 0) await db.insertInto('radar_entitlements').values(companies.map((c) => ({ company_id: c.id, granted_at: now }))).execute();
  const site = await db.selectFrom('sites').select(['id', 'site_name']).where('id', '=', SITE.corporate).executeTakeFirst();
  if (!site) return;
  await db.insertInto('radar_sites').values({ site_id: site.id, open: 1, site_name: site.site_name, since: now - 30 * DAY_MS, updated_at: now }).execute();

  const rand = mulberry32(13_009);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  for (let n = 0; n < SEED_RADAR_VISITORS; n++) {
    const visitorKey = `seed${String(n).padStart(4, '0')}abcdefghijkl`;
    const ip = pick(IPS);
    const referrer = pick(REFERRERS);
    const facts = parseReferrer(referrer, 'www.demo-corp.example.com');
    const visits = rand() < 0.2 ? 2 + Math.floor(rand() * 3) : 1;
    const firstAt = now - Math.floor(rand() * 30 * DAY_MS) - 60_000;
    const views: { at: number; page: string; title: string; referrer: string; dwell: number; start: boolean }[] = [];
    let at = firstAt;
    for (let v = 0; v < visits; v++) {
      const pages = 1 + Math.floor(rand() * (rand() < 0.3 ? 8 : 3));
      for (let p = 0; p < pages; p++) {
        const [path, title] = p === 0 ? PAGES[Math.floor(rand() * 4)] : pick(PAGES);
        const dwell = Math.floor(5_000 + rand() * 90_000);
        views.push({ at, page: `${ORIGIN}${path}`, title, referrer: p === 0 && v === 0 ? referrer : '', dwell, start: p === 0 });
        at += dwell + Math.floor(rand() * 20_000);
      }
      at += VISIT_GAP_MS + Math.floor(rand() * 3 * DAY_MS);
    }
    const kept = views.filter((v) => v.at < now);
    if (kept.length === 0) continue;
    const lastAt = kept[kept.length - 1].at;
    const dwell = kept.reduce((s, v) => s + v.dwell, 0);
    const contact = kept.filter((v) => isContactPage(v.page)).length;
    const intent = scoreIntent({
      pages: kept.length, dwellMs: dwell, visits: kept.filter((v) => v.start).length, contactPages: contact,
      keyword: facts.keyword !== '', member: false, form: false,
    });
    const row = await db.insertInto('radar_visitors').values({
      site_id: site.id, visitor_key: visitorKey, first_at: kept[0].at, last_at: lastAt, ip, user_agent: AGENT, region: REGIONS[ip],
      source: facts.source, engine: facts.engine, keyword: facts.keyword, visits: kept.filter((v) => v.start).length, pages: kept.length,
      dwell_ms: dwell, contact_pages: contact, member_id: null, member_account: '', form_message_id: null, intent,
      lead_at: intent >= INTENT.mid ? lastAt : null, last_page: kept[kept.length - 1].page,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('radar_views').values(kept.map((v, i) => ({
      site_id: site.id, visitor_id: row.id, view_key: `${visitorKey.slice(0, 8)}v${i}`, at: v.at, page: v.page, title: v.title,
      referrer: v.referrer, dwell_ms: v.dwell, visit_start: v.start ? 1 : 0, region: REGIONS[ip],
    }))).execute();
  }
}
