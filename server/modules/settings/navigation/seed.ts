// 导航设置's demonstration data: each seeded site that has the settings pages (Chinese, foreign and
// foreign-trade sites) gets a 顶部导航 — 首页, 产品中心 with two of its product categories below it,
// 新闻资讯, 案例展示, 关于我们, 联系我们 —, a shorter 手机导航 and a 底部导航 with an outside link
// and a hidden item. Links point at the site's own seeded records when it has them (found by
// name), else at the fixed sections. English names on foreign sites.
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/database';
import { SEED_SITES } from '../../../core/db/seedData';
import type { SeedContext } from '../../../core/modules/defineServerModule';
import type { NavFields, NavPosition } from '../../../../shared/domain/settings/navigation';

type Db = Kysely<Database>;
type Link = Pick<NavFields, 'link_type' | 'link_kind' | 'link_section' | 'link_id' | 'link_url' | 'jump_type'>;

interface SeedItem {
  name: string;
  link: Link;
  show?: 0 | 1;
  children?: SeedItem[];
}

const section = (s: NavFields['link_section']): Link => ({ link_type: 'inside_link', link_kind: 'section', link_section: s, link_id: 0, link_url: '', jump_type: 'cur_page' });
const record = (kind: 'product_type' | 'article_type', id: number): Link => ({ link_type: 'inside_link', link_kind: kind, link_section: '', link_id: id, link_url: '', jump_type: 'cur_page' });
const outside = (url: string): Link => ({ link_type: 'outside_link', link_kind: '', link_section: '', link_id: 0, link_url: url, jump_type: 'other_page' });

/** The sites whose operators see 导航设置 (the settings plugin's site types). */
export const NAV_SEED_SITES = SEED_SITES.filter((s) => s.type === 'zh' || s.type === 'en' || s.type === 'ydyl').map((s) => s.id);

async function trees(db: Db, siteId: number, english: boolean): Promise<Record<NavPosition, SeedItem[]>> {
  const productTypes = await db.selectFrom('product_categories').select(['id', 'name']).where('site_id', '=', siteId).where('parent_id', '=', 0).orderBy('sort').orderBy('id').limit(2).execute();
  const caseType = await db.selectFrom('categories').select('id').where('site_id', '=', siteId).where('type', '=', 3).where('parent_id', '=', 0).orderBy('sort').orderBy('id').executeTakeFirst();
  const t = (zh: string, en: string) => (english ? en : zh);
  const products: SeedItem = { name: t('产品中心', 'Products'), link: section('product_index'), children: productTypes.map((c) => ({ name: c.name.slice(0, 20), link: record('product_type', c.id) })) };
  const cases: SeedItem = { name: t('案例展示', 'Cases'), link: caseType ? record('article_type', caseType.id) : section('article_index') };
  return {
    top: [
      { name: t('首页', 'Home'), link: section('index') },
      products,
      { name: t('新闻资讯', 'News'), link: section('article_index') },
      cases,
      { name: t('关于我们', 'About Us'), link: section('about_us') },
      { name: t('联系我们', 'Contact Us'), link: section('contact_us') },
    ],
    phone: [
      { name: t('首页', 'Home'), link: section('index') },
      { name: t('产品', 'Products'), link: section('product_index') },
      { name: t('新闻', 'News'), link: section('article_index') },
      { name: t('联系我们', 'Contact'), link: section('contact_us') },
    ],
    bottom: [
      { name: t('关于我们', 'About Us'), link: section('about_us') },
      { name: t('产品中心', 'Products'), link: section('product_index') },
      { name: t('联系我们', 'Contact Us'), link: section('contact_us') },
      { name: t('官方微博', 'LinkedIn'), link: outside(english ? 'https://www.linkedin.com/' : 'https://weibo.com/') },
      { name: t('人才招聘', 'Careers'), link: { link_type: 'none', link_kind: '', link_section: '', link_id: 0, link_url: '', jump_type: 'cur_page' }, show: 0 },
    ],
  };
}

async function insertItems(db: Db, siteId: number, position: NavPosition, items: SeedItem[], parentId: number, now: number): Promise<void> {
  for (const [index, item] of items.entries()) {
    const row = await db.insertInto('nav_items').values({
      site_id: siteId, position, parent_id: parentId, sort: index + 1, name: item.name, icon: '', show: item.show ?? 1, ...item.link, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    if (item.children?.length) await insertItems(db, siteId, position, item.children, row.id, now);
  }
}

/** The seeded navigations (after the content and product seeds, whose categories they link to). */
export async function insertNavigationSeed(db: Db, ctx: Pick<SeedContext, 'now'>): Promise<void> {
  const sites = await db.selectFrom('sites').select(['id', 'site_type']).where('id', 'in', NAV_SEED_SITES).execute();
  for (const site of sites) {
    // A site that has a navigation already (an upgrade run twice) keeps it.
    if (await db.selectFrom('nav_items').select('id').where('site_id', '=', site.id).executeTakeFirst()) continue;
    const english = site.site_type === 'en' || site.site_type === 'ydyl';
    for (const [position, items] of Object.entries(await trees(db, site.id, english)) as [NavPosition, SeedItem[]][]) {
      await insertItems(db, site.id, position, items, 0, ctx.now);
    }
  }
}
