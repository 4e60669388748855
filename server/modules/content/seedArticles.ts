// The seeded articles (content statistics, the guide and the task list read them).
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/database';
import { insertChunked } from '../../core/db/seed';
import { SITE } from '../../core/db/seedData';
import { DAY_MS } from '../../core/services/dates';

export interface SeedArticle {
  siteId: number;
  type: 1 | 2 | 3 | 4 | 5 | 11;
  title: string;
  summary: string;
  status?: 0 | 1;
  disabled?: 0 | 1;
  author?: string;
}

const corporate = SITE.corporate;

/** Site 1001: 20 articles across the types; 3 drafts, 2 in the recycle bin. */
export const SEED_ARTICLES: readonly SeedArticle[] = [
  { siteId: corporate, type: 1, title: '公司荣获年度数字化转型优秀企业称号', summary: '在本年度行业峰会上，公司凭借在数字化建设方面的成果获得表彰。' },
  { siteId: corporate, type: 1, title: '新一代智能制造生产线正式投产', summary: '新生产线引入自动化检测设备，产能提升约三成。' },
  { siteId: corporate, type: 1, title: '我司参加国际工业博览会', summary: '展会期间，公司展示了多款新产品，吸引众多客户驻足交流。' },
  { siteId: corporate, type: 1, title: '关于春节假期安排的通知', summary: '春节期间客服热线正常值守，订单发货时间顺延。' },
  { siteId: corporate, type: 1, title: '公司与高校共建联合实验室', summary: '双方将在新材料与工业软件领域开展长期合作。' },
  { siteId: corporate, type: 1, title: '年中客户答谢会筹备中', summary: '答谢会议程与嘉宾名单正在确认中。', status: 0 },
  { siteId: corporate, type: 1, title: '（已删除）旧版产品停产公告', summary: '该公告已过期。', disabled: 1 },
  { siteId: corporate, type: 2, title: '如何查询订单物流信息', summary: '登录会员中心后，在“我的订单”中即可查看物流详情。' },
  { siteId: corporate, type: 2, title: '产品保修政策说明', summary: '整机保修一年，核心部件保修三年。' },
  { siteId: corporate, type: 2, title: '发票开具常见问题', summary: '支持增值税普通发票与专用发票。' },
  { siteId: corporate, type: 3, title: '某汽车零部件企业数字化工厂改造案例', summary: '通过产线数据采集，设备综合效率提升 18%。' },
  { siteId: corporate, type: 3, title: '连锁零售品牌全渠道官网建设案例', summary: '统一品牌形象，线上咨询量增长两倍。' },
  { siteId: corporate, type: 3, title: '医疗器械企业外贸独立站案例', summary: '多语言站点覆盖 12 个国家和地区。' },
  { siteId: corporate, type: 3, title: '教育机构招生平台案例（待完善）', summary: '案例素材整理中。', status: 0 },
  { siteId: corporate, type: 4, title: '产品选型手册（PDF）', summary: '涵盖全系列产品参数与选型建议。' },
  { siteId: corporate, type: 4, title: '企业资质证书合集', summary: '营业执照、体系认证及专利证书。' },
  { siteId: corporate, type: 5, title: '2025 年度团建活动相册', summary: '记录团队的精彩瞬间。' },
  { siteId: corporate, type: 5, title: '新厂区落成典礼相册', summary: '照片整理中。', status: 0 },
  { siteId: corporate, type: 11, title: '企业宣传片', summary: '三分钟了解我们。' },
  { siteId: corporate, type: 11, title: '（已删除）旧版产品演示视频', summary: '已被新版视频替代。', disabled: 1 },

  { siteId: SITE.marketingFree, type: 1, title: '欢迎来到营销型体验站', summary: '草稿：站点介绍。', status: 0 },
  { siteId: SITE.marketingFree, type: 3, title: '客户案例草稿', summary: '待补充。', status: 0 },
  { siteId: SITE.global, type: 1, title: 'Company Attends Global Industry Expo', summary: 'Our latest products were showcased to partners from 30 countries.' },
  { siteId: SITE.global, type: 1, title: 'New Distribution Centre Opens in Europe', summary: 'Faster delivery across the EU.' },
  { siteId: SITE.global, type: 2, title: 'How to Track Your Order', summary: 'Sign in and open My Orders.' },
  { siteId: SITE.foreignTrade, type: 1, title: 'Wholesale Price List Updated', summary: 'New prices take effect next month.' },
  { siteId: SITE.foreignTrade, type: 3, title: 'Case Study: Retail Chain in Brazil', summary: 'Supplying 40 stores since 2023.' },
  { siteId: SITE.miniProgram, type: 1, title: '小程序商城上线公告', summary: '扫码即可下单。' },
  { siteId: SITE.shop, type: 1, title: '旗舰店开业促销活动', summary: '全场满减。' },
  { siteId: SITE.expired, type: 1, title: '旧版官网公告', summary: '本站已停止更新。' },
  { siteId: SITE.demo, type: 1, title: '演示站点新闻一', summary: '演示内容。' },
  { siteId: SITE.demo, type: 1, title: '演示站点新闻二', summary: '演示内容。' },
  { siteId: SITE.demo, type: 2, title: '演示站点帮助文档', summary: '演示内容。', status: 0 },
  { siteId: SITE.contest, type: 1, title: '竞赛站点首篇文章', summary: '竞赛使用。' },
  { siteId: SITE.contest, type: 3, title: '竞赛案例展示', summary: '竞赛使用。', status: 0 },
];


/** Seeds the fixture articles, oldest first, two days apart. */
export async function insertSeedArticles(trx: Kysely<Database>, now: number): Promise<void> {
  const rows = SEED_ARTICLES.map((a, i) => {
    const created = now - (SEED_ARTICLES.length - i) * 2 * DAY_MS;
    return {
      site_id: a.siteId, category_id: 0, title: a.title, summary: a.summary,
      content: `<p>${a.summary}</p>`, img: '', author: a.author ?? '管理员', type: a.type, sort: 0,
      disabled: a.disabled ?? 0, status: a.status ?? 1, seo_title: a.title, seo_keywords: '', seo_description: a.summary,
      tag_ids: '', version: 1, created_at: created, updated_at: created,
    };
  });
  await insertChunked(trx, 'articles', rows);
}
