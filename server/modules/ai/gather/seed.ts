// Two gathers on the demo site (issue 16 §7), each with the draft it made: what 公众号采集 shows as
// the latest gather and in its history on a fresh database. Fixed texts; no pictures (the seed
// fetches nothing).
import type { Kysely } from 'kysely';
import { GATHER_MSG } from '../../../../shared/domain/ai/gather';
import { insertArticle, type ArticleFields } from '../../../core/content/articleWrites';
import type { Database } from '../../../core/db/database';
import { SEED_ACCOUNTS, SITE } from '../../../core/db/seedData';

export const SEED_GATHERS = [
  {
    url: 'https://mp.weixin.qq.com/s/DemoGatherFactory2026A',
    title: '走进智能工厂：一条产线的数字化改造',
    account: '云建站示范科技',
    body: '<p>去年秋天，示范工厂开始对一条老产线进行数字化改造。</p><p>改造后，设备状态实时可见，换线时间缩短了三成。</p>',
    daysAgo: 3,
  },
  {
    url: 'https://mp.weixin.qq.com/s/DemoGatherService2026B',
    title: '客户服务月报：三月的五个改进',
    account: '云建站示范科技',
    body: '<p>三月，我们围绕响应速度和回访质量做了五项改进。</p><p>平均首次响应时间降到了十五分钟以内。</p>',
    daysAgo: 1,
  },
] as const;

const DAY = 86_400_000;

export async function seedGathers(db: Kysely<Database>, now: number): Promise<void> {
  const siteId = SITE.corporate;
  const accountId = SEED_ACCOUNTS.admin.id;
  // Filed like the site's other news: under 公司新闻 (a database without it keeps them uncategorised).
  const category = await db.selectFrom('categories').select('id').where('site_id', '=', siteId).where('type', '=', 1).where('name', '=', '公司新闻').executeTakeFirst();
  for (const g of SEED_GATHERS) {
    const at = now - g.daysAgo * DAY;
    const fields: ArticleFields = {
      type: 1, category_id: category?.id ?? 0, title: g.title, summary: '', content: `${g.body}<p>${GATHER_MSG.sourceLine}<a href="${g.url}" target="_blank">${g.url}</a></p>`,
      img: '', author: g.account, sort: 0, status: 0, seo_title: '', seo_keywords: '', seo_description: '', tag_ids: [], attachment_url: '', attachment_name: '', video_url: '',
    };
    const draft = await insertArticle(db, siteId, fields, accountId, at);
    await db.insertInto('ai_gathers').values({
      site_id: siteId, account_id: accountId, url: g.url, title: g.title, account_name: g.account, published_at: at - DAY, article_id: draft.id, article_type: 1,
      images_saved: 0, images_failed: 0, ai_summary: 0, ai_rewrite: 0, created_at: at,
    }).execute();
  }
}
