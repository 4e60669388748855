// The content of the seed beyond the articles themselves (seedContent.ts): categories and tags for
// site 1001 (and one of each on site 1003, for cross-site checks), the seeded articles' categories,
// tags, files and first revisions, two albums, three jobs and eight resumes. Ids are fixed and
// exported: the tests and the e2e suite rely on them.
import type { Insertable, Kysely } from 'kysely';
import type { AlbumPhoto, ResumeColumn } from '../../../shared/domain/api/content';
import { DAY_MS } from '../../core/services/dates';
import { bigrams } from '../../core/db/fold';
import type { DialectName } from '../../core/db/connect';
import type { Database } from '../../core/db/database';
import type { ArticleRevisionsTable, ArticleTermsTable } from './tables';
import { COMPANY, SEED_ACCOUNTS, SITE } from '../../core/db/seedData';
import { advanceSequences } from '../../core/db/sequences';

/** Tables whose PostgreSQL identity sequences must move past the seeded ids. */
export const CONTENT_TABLES = ['categories', 'tags', 'article_tags', 'article_terms', 'article_revisions', 'albums', 'jobs', 'resumes'] as const;

/** Category ids of the seed (site 1001 unless noted). */
export const SEED_CATEGORY = {
  companyNews: 1, industry: 2, notices: 3, honours: 4 /* under companyNews */,
  shoppingGuide: 5, afterSales: 6,
  manufacturing: 7, retailService: 8, education: 9 /* under retailService */,
  productDocs: 10, certificates: 11,
  events: 12, campus: 13,
  promoVideos: 14,
  /** Site 1003, type 1. */
  globalNews: 15,
} as const;

/** Tag ids of the seed (site 1001 unless noted). */
export const SEED_TAG = {
  smartManufacturing: 1, digital: 2, launch: 3, expo: 4, afterSales: 5, partnership: 6, cases: 7, downloads: 8,
  /** Hidden (show 0). */
  culture: 9,
  honours: 10,
  /** Site 1003. */
  globalExpo: 11,
} as const;

export const SEED_ALBUM = { teamBuilding: 1, newCampus: 2, /** Site 1003. */ globalBooth: 3 } as const;
export const SEED_JOB = { sales: 1, frontend: 2, admin: 3, /** Site 1003. */ globalSales: 4 } as const;
/** Resumes: ids 1–8 on site 1001 (3 dealt), 9 on site 1003. */
export const SEED_RESUMES = { corporate: 8, dealt: 3, globalResume: 9 } as const;

const CATEGORIES: readonly { id: number; site: number; type: number; parent: number; name: string; sort: number }[] = [
  { id: SEED_CATEGORY.companyNews, site: SITE.corporate, type: 1, parent: 0, name: '公司新闻', sort: 1 },
  { id: SEED_CATEGORY.industry, site: SITE.corporate, type: 1, parent: 0, name: '行业动态', sort: 2 },
  { id: SEED_CATEGORY.notices, site: SITE.corporate, type: 1, parent: 0, name: '通知公告', sort: 3 },
  { id: SEED_CATEGORY.honours, site: SITE.corporate, type: 1, parent: SEED_CATEGORY.companyNews, name: '荣誉资质', sort: 1 },
  { id: SEED_CATEGORY.shoppingGuide, site: SITE.corporate, type: 2, parent: 0, name: '购物指南', sort: 1 },
  { id: SEED_CATEGORY.afterSales, site: SITE.corporate, type: 2, parent: 0, name: '售后服务', sort: 2 },
  { id: SEED_CATEGORY.manufacturing, site: SITE.corporate, type: 3, parent: 0, name: '制造业案例', sort: 1 },
  { id: SEED_CATEGORY.retailService, site: SITE.corporate, type: 3, parent: 0, name: '零售与服务', sort: 2 },
  { id: SEED_CATEGORY.education, site: SITE.corporate, type: 3, parent: SEED_CATEGORY.retailService, name: '教育行业', sort: 1 },
  { id: SEED_CATEGORY.productDocs, site: SITE.corporate, type: 4, parent: 0, name: '产品资料', sort: 1 },
  { id: SEED_CATEGORY.certificates, site: SITE.corporate, type: 4, parent: 0, name: '资质证书', sort: 2 },
  { id: SEED_CATEGORY.events, site: SITE.corporate, type: 5, parent: 0, name: '企业活动', sort: 1 },
  { id: SEED_CATEGORY.campus, site: SITE.corporate, type: 5, parent: 0, name: '厂区风貌', sort: 2 },
  { id: SEED_CATEGORY.promoVideos, site: SITE.corporate, type: 11, parent: 0, name: '宣传视频', sort: 1 },
  { id: SEED_CATEGORY.globalNews, site: SITE.global, type: 1, parent: 0, name: 'Company News', sort: 1 },
];

const TAGS: readonly { id: number; site: number; name: string; show?: 0 }[] = [
  { id: SEED_TAG.smartManufacturing, site: SITE.corporate, name: '智能制造' },
  { id: SEED_TAG.digital, site: SITE.corporate, name: '数字化转型' },
  { id: SEED_TAG.launch, site: SITE.corporate, name: '新品发布' },
  { id: SEED_TAG.expo, site: SITE.corporate, name: '展会活动' },
  { id: SEED_TAG.afterSales, site: SITE.corporate, name: '售后服务' },
  { id: SEED_TAG.partnership, site: SITE.corporate, name: '合作共赢' },
  { id: SEED_TAG.cases, site: SITE.corporate, name: '客户案例' },
  { id: SEED_TAG.downloads, site: SITE.corporate, name: '资料下载' },
  { id: SEED_TAG.culture, site: SITE.corporate, name: '企业文化', show: 0 },
  { id: SEED_TAG.honours, site: SITE.corporate, name: '公司荣誉' },
  { id: SEED_TAG.globalExpo, site: SITE.global, name: 'Expo' },
];

/** What the seeded articles get, by site and title. */
const ARTICLE_EXTRAS: readonly { site: number; title: string; category: number; tags?: number[]; attachment?: [string, string]; video?: string; nodownload?: 1 }[] = [
  { site: SITE.corporate, title: '公司荣获年度数字化转型优秀企业称号', category: SEED_CATEGORY.honours, tags: [SEED_TAG.digital, SEED_TAG.honours] },
  { site: SITE.corporate, title: '新一代智能制造生产线正式投产', category: SEED_CATEGORY.companyNews, tags: [SEED_TAG.smartManufacturing, SEED_TAG.launch] },
  { site: SITE.corporate, title: '我司参加国际工业博览会', category: SEED_CATEGORY.companyNews, tags: [SEED_TAG.expo, SEED_TAG.launch] },
  { site: SITE.corporate, title: '关于春节假期安排的通知', category: SEED_CATEGORY.notices },
  { site: SITE.corporate, title: '公司与高校共建联合实验室', category: SEED_CATEGORY.companyNews, tags: [SEED_TAG.smartManufacturing, SEED_TAG.partnership] },
  { site: SITE.corporate, title: '年中客户答谢会筹备中', category: SEED_CATEGORY.companyNews },
  { site: SITE.corporate, title: '（已删除）旧版产品停产公告', category: SEED_CATEGORY.notices },
  { site: SITE.corporate, title: '如何查询订单物流信息', category: SEED_CATEGORY.shoppingGuide },
  { site: SITE.corporate, title: '产品保修政策说明', category: SEED_CATEGORY.afterSales, tags: [SEED_TAG.afterSales] },
  { site: SITE.corporate, title: '发票开具常见问题', category: SEED_CATEGORY.shoppingGuide },
  { site: SITE.corporate, title: '某汽车零部件企业数字化工厂改造案例', category: SEED_CATEGORY.manufacturing, tags: [SEED_TAG.smartManufacturing, SEED_TAG.digital, SEED_TAG.cases] },
  { site: SITE.corporate, title: '连锁零售品牌全渠道官网建设案例', category: SEED_CATEGORY.retailService, tags: [SEED_TAG.digital, SEED_TAG.cases] },
  { site: SITE.corporate, title: '医疗器械企业外贸独立站案例', category: SEED_CATEGORY.manufacturing, tags: [SEED_TAG.cases] },
  { site: SITE.corporate, title: '教育机构招生平台案例（待完善）', category: SEED_CATEGORY.education },
  { site: SITE.corporate, title: '产品选型手册（PDF）', category: SEED_CATEGORY.productDocs, tags: [SEED_TAG.downloads], attachment: ['/uploads/files/product-selection-guide.pdf', '产品选型手册.pdf'] },
  { site: SITE.corporate, title: '企业资质证书合集', category: SEED_CATEGORY.certificates, tags: [SEED_TAG.downloads, SEED_TAG.honours], attachment: ['/uploads/files/certificates.zip', '企业资质证书合集.zip'], nodownload: 1 },
  { site: SITE.corporate, title: '2025 年度团建活动相册', category: SEED_CATEGORY.events, tags: [SEED_TAG.culture] },
  { site: SITE.corporate, title: '新厂区落成典礼相册', category: SEED_CATEGORY.campus },
  { site: SITE.corporate, title: '企业宣传片', category: SEED_CATEGORY.promoVideos, tags: [SEED_TAG.culture], video: 'https://video.example.com/corporate/promo-2025.mp4' },
  { site: SITE.corporate, title: '（已删除）旧版产品演示视频', category: SEED_CATEGORY.promoVideos, video: 'https://video.example.com/corporate/legacy-demo.mp4' },
  { site: SITE.global, title: 'Company Attends Global Industry Expo', category: SEED_CATEGORY.globalNews, tags: [SEED_TAG.globalExpo] },
];

/** The account that "wrote" a seeded site's articles: the company's full account. */
const EDITOR_OF_COMPANY: Record<number, number> = {
  [COMPANY.demoTech]: SEED_ACCOUNTS.admin.id,
  [COMPANY.demoExperience]: SEED_ACCOUNTS.demo.id,
  [COMPANY.contest]: SEED_ACCOUNTS.contest.id,
};

/**
 * What a seeded album's photos are until its pictures are drawn (seedPictures.ts, right after the
 * seed): a file every install serves. Databases seeded before the pictures existed hold exactly
 * these, which is how an album nobody has touched is told from one an operator has edited.
 */
function placeholderPhotos(prefix: string, titles: string[]): AlbumPhoto[] {
  return titles.map((title, i) => ({ url: i % 2 === 0 ? '/favicon.svg' : `/favicon.svg?${prefix}=${i}`, title }));
}

/** The seeded albums (photos: their placeholders). */
export const SEED_ALBUMS = [
  { id: SEED_ALBUM.teamBuilding, site: SITE.corporate, title: '2025 年度团建活动', category: SEED_CATEGORY.events, status: 1, summary: '记录团队在千岛湖两天一夜的团建时光。',
    photos: placeholderPhotos('team', ['集合出发', '湖边合影', '拓展训练', '篝火晚会', '颁奖环节', '返程留念']), daysAgo: 20 },
  { id: SEED_ALBUM.newCampus, site: SITE.corporate, title: '新厂区落成典礼', category: SEED_CATEGORY.campus, status: 0, summary: '新厂区落成典礼现场照片，整理中。',
    photos: placeholderPhotos('campus', ['厂区全景', '剪彩仪式', '嘉宾致辞', '生产车间']), daysAgo: 8 },
  { id: SEED_ALBUM.globalBooth, site: SITE.global, title: 'Expo Booth 2025', category: 0, status: 1, summary: 'Our booth at the global industry expo.',
    photos: placeholderPhotos('booth', ['Booth', 'Team']), daysAgo: 30 },
] as const;

const JOB_TEXT = (duties: string[], needs: string[]) =>
  `<h3>岗位职责</h3><ol>${duties.map((d) => `<li>${d}</li>`).join('')}</ol><h3>任职要求</h3><ol>${needs.map((d) => `<li>${d}</li>`).join('')}</ol>`;

const JOBS = [
  { id: SEED_JOB.sales, site: SITE.corporate, title: '销售经理', department: '销售部', place: '上海', number: 3, salary: '15k-25k', education: '本科', experience: '3-5年', enabled: 1, endInDays: 60,
    content: JOB_TEXT(['负责华东区域工业客户的开发与维护', '完成季度销售目标，推进重点项目签约'], ['三年以上工业品销售经验', '良好的沟通与谈判能力']), daysAgo: 40 },
  { id: SEED_JOB.frontend, site: SITE.corporate, title: '前端开发工程师', department: '研发中心', place: '杭州', number: 2, salary: '20k-35k', education: '本科', experience: '3年以上', enabled: 1, endInDays: 90,
    content: JOB_TEXT(['负责建站平台后台控制台的开发', '参与组件库与性能优化'], ['熟悉 React 与 TypeScript', '有中后台项目经验者优先']), daysAgo: 25 },
  { id: SEED_JOB.admin, site: SITE.corporate, title: '行政专员', department: '行政部', place: '上海', number: 1, salary: '6k-8k', education: '大专', experience: '不限', enabled: 0, endInDays: null,
    content: JOB_TEXT(['负责办公室日常行政事务', '协助组织公司活动'], ['做事细致，责任心强']), daysAgo: 70 },
  { id: SEED_JOB.globalSales, site: SITE.global, title: 'Sales Representative (EU)', department: 'Sales', place: 'Berlin', number: 1, salary: 'Negotiable', education: 'Bachelor', experience: '2+ years', enabled: 1, endInDays: 45,
    content: '<p>Develop distributors across the EU.</p>', daysAgo: 15 },
] as const;

/** The resume columns (resumeColumn): name, phone and email are columns of their own, the rest live in fields. */
export const RESUME_COLUMNS: readonly ResumeColumn[] = [
  { name: 'name', title: '姓名' },
  { name: 'gender', title: '性别' },
  { name: 'age', title: '年龄' },
  { name: 'phone', title: '手机号码' },
  { name: 'email', title: '电子邮箱' },
  { name: 'education', title: '学历' },
  { name: 'school', title: '毕业院校' },
  { name: 'major', title: '专业' },
  { name: 'experience', title: '工作经验' },
  { name: 'expected_salary', title: '期望薪资' },
  { name: 'introduction', title: '自我介绍' },
];

const RESUMES: readonly { job: number; site: number; name: string; phone: string; email: string; dealt: 0 | 1; hoursAgo: number; fields: Record<string, string> }[] = [
  { job: SEED_JOB.sales, site: SITE.corporate, name: '王磊', phone: '13812345601', email: 'wanglei@163.com', dealt: 1, hoursAgo: 400,
    fields: { gender: '男', age: '32', education: '本科', school: '华东理工大学', major: '市场营销', experience: '6年', expected_salary: '20k', introduction: '六年工业自动化产品销售经验，熟悉华东客户。' } },
  { job: SEED_JOB.sales, site: SITE.corporate, name: '李娜', phone: '13912345602', email: 'lina@qq.com', dealt: 0, hoursAgo: 120,
    fields: { gender: '女', age: '29', education: '本科', school: '上海大学', major: '国际贸易', experience: '4年', expected_salary: '18k', introduction: '负责过多个百万级项目的跟进与签约。' } },
  { job: SEED_JOB.sales, site: SITE.corporate, name: '张伟', phone: '13612345603', email: 'zhangwei@126.com', dealt: 0, hoursAgo: 30,
    fields: { gender: '男', age: '35', education: '大专', school: '南京工业职业技术学院', major: '机电一体化', experience: '10年', expected_salary: '25k', introduction: '' } },
  { job: SEED_JOB.frontend, site: SITE.corporate, name: '陈静', phone: '15012345604', email: 'chenjing@foxmail.com', dealt: 1, hoursAgo: 300,
    fields: { gender: '女', age: '27', education: '硕士', school: '浙江大学', major: '计算机科学与技术', experience: '3年', expected_salary: '28k', introduction: '熟悉 React、TypeScript 与前端工程化。' } },
  { job: SEED_JOB.frontend, site: SITE.corporate, name: '刘洋', phone: '15112345605', email: 'liuyang@163.com', dealt: 0, hoursAgo: 200,
    fields: { gender: '男', age: '30', education: '本科', school: '杭州电子科技大学', major: '软件工程', experience: '6年', expected_salary: '32k', introduction: '主导过中后台组件库建设。' } },
  { job: SEED_JOB.frontend, site: SITE.corporate, name: '杨帆', phone: '15812345606', email: 'yangfan@qq.com', dealt: 0, hoursAgo: 50,
    fields: { gender: '男', age: '25', education: '本科', school: '浙江工业大学', major: '数字媒体技术', experience: '2年', expected_salary: '20k', introduction: '' } },
  { job: SEED_JOB.frontend, site: SITE.corporate, name: '黄丽', phone: '18612345607', email: 'huangli@sina.com', dealt: 0, hoursAgo: 6,
    fields: { gender: '女', age: '28', education: '本科', school: '宁波大学', major: '计算机科学与技术', experience: '5年', expected_salary: '26k', introduction: '做过可视化大屏与低代码平台。' } },
  { job: SEED_JOB.admin, site: SITE.corporate, name: '赵敏', phone: '18712345608', email: 'zhaomin@126.com', dealt: 1, hoursAgo: 800,
    fields: { gender: '女', age: '24', education: '大专', school: '上海思博职业技术学院', major: '文秘', experience: '1年', expected_salary: '7k', introduction: '' } },
  { job: SEED_JOB.globalSales, site: SITE.global, name: 'Anna Schmidt', phone: '4915112345678', email: 'anna.schmidt@example.de', dealt: 0, hoursAgo: 72,
    fields: { gender: 'Female', age: '31', education: 'Master', school: 'TU Berlin', major: 'Business', experience: '5 years', expected_salary: '60k EUR', introduction: '' } },
];

/** The demonstration content (into the empty content tables); the seeded articles must be there. */
async function insertDemoContent(db: Kysely<Database>, now: number): Promise<void> {
  await db.insertInto('categories').values(CATEGORIES.map((c) => ({
    id: c.id, site_id: c.site, type: c.type, parent_id: c.parent, name: c.name, sort: c.sort, created_at: now - 120 * DAY_MS, updated_at: now - 120 * DAY_MS,
  }))).execute();
  await db.insertInto('tags').values(TAGS.map((t, i) => ({
    id: t.id, site_id: t.site, name: t.name, show: t.show ?? 1, sort: i + 1, created_at: now - (100 - i) * DAY_MS,
  }))).execute();

  const articles = await db.selectFrom('articles').select(['id', 'site_id', 'title']).orderBy('id').execute();
  const links: { article_id: number; tag_id: number }[] = [];
  for (const extra of ARTICLE_EXTRAS) {
    const article = articles.find((a) => a.site_id === extra.site && a.title === extra.title);
    if (!article) continue;
    await db.updateTable('articles').set({
      category_id: extra.category,
      ...(extra.attachment ? { attachment_url: extra.attachment[0], attachment_name: extra.attachment[1] } : {}),
      ...(extra.video ? { video_url: extra.video } : {}),
      ...(extra.nodownload ? { nodownload: 1 } : {}),
    }).where('id', '=', article.id).execute();
    for (const tag of extra.tags ?? []) links.push({ article_id: article.id, tag_id: tag });
  }
  if (links.length) await db.insertInto('article_tags').values(links).execute();

  await db.insertInto('albums').values(SEED_ALBUMS.map((a) => ({
    id: a.id, site_id: a.site, title: a.title, category_id: a.category, cover: a.photos[0].url, summary: a.summary,
    photos: JSON.stringify(a.photos), photo_count: a.photos.length, status: a.status, disabled: 0, version: 1,
    updated_by: a.site === SITE.corporate ? SEED_ACCOUNTS.admin.id : null, created_at: now - a.daysAgo * DAY_MS, updated_at: now - a.daysAgo * DAY_MS,
  }))).execute();

  const dateIn = (days: number) => {
    const d = new Date(now + days * DAY_MS);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  await db.insertInto('jobs').values(JOBS.map((j) => ({
    id: j.id, site_id: j.site, title: j.title, department: j.department, place: j.place, number: j.number, salary: j.salary,
    education: j.education, experience: j.experience, content: j.content, enabled: j.enabled, end_date: j.endInDays === null ? '' : dateIn(j.endInDays),
    disabled: 0, created_at: now - j.daysAgo * DAY_MS, updated_at: now - j.daysAgo * DAY_MS,
  }))).execute();
  // Site 1001's oldest first (ids 1–8 grow with time), then site 1003's (id 9).
  const resumes = [...RESUMES].sort((a, b) => (a.site === b.site ? b.hoursAgo - a.hoursAgo : a.site === SITE.corporate ? -1 : 1));
  await db.insertInto('resumes').values(resumes.map((r) => ({
    site_id: r.site, job_id: r.job, name: r.name, phone: r.phone, email: r.email, fields: JSON.stringify(r.fields), dealt: r.dealt,
    created_at: now - r.hoursAgo * 3_600_000,
  }))).execute();
}

/**
 * Every article without search terms gets them, and every article without a revision gets its
 * current state as one (so history and search cover articles stored before migration 004).
 */
async function indexArticles(db: Kysely<Database>): Promise<void> {
  const articles = await db.selectFrom('articles').selectAll().orderBy('id').execute();
  if (!articles.length) return;
  const indexed = new Set((await db.selectFrom('article_terms').select('article_id').distinct().execute()).map((r) => r.article_id));
  const revised = new Set((await db.selectFrom('article_revisions').select('article_id').distinct().execute()).map((r) => r.article_id));
  const companyOf = new Map((await db.selectFrom('sites').select(['id', 'company_id']).execute()).map((s) => [s.id, s.company_id]));
  const tags = new Map<number, number[]>();
  for (const l of await db.selectFrom('article_tags').select(['article_id', 'tag_id']).orderBy('id').execute()) tags.set(l.article_id, [...(tags.get(l.article_id) ?? []), l.tag_id]);

  const terms: Insertable<ArticleTermsTable>[] = [];
  const revisions: Insertable<ArticleRevisionsTable>[] = [];
  for (const a of articles) {
    if (!indexed.has(a.id)) for (const term of bigrams(a.title)) terms.push({ site_id: a.site_id, term, article_id: a.id });
    if (revised.has(a.id)) continue;
    const editor = a.updated_by ?? EDITOR_OF_COMPANY[companyOf.get(a.site_id) ?? 0] ?? null;
    if (a.updated_by === null && editor !== null) await db.updateTable('articles').set({ updated_by: editor }).where('id', '=', a.id).execute();
    revisions.push({
      article_id: a.id, site_id: a.site_id, version: a.version, title: a.title, editor_id: editor, created_at: Number(a.updated_at),
      snapshot: JSON.stringify({
        type: a.type, title: a.title, category_id: a.category_id, status: a.status === 0 ? 0 : 1, sort: a.sort, author: a.author, img: a.img,
        tag_ids: tags.get(a.id) ?? [], summary: a.summary, content: a.content, seo_title: a.seo_title, seo_keywords: a.seo_keywords,
        seo_description: a.seo_description, attachment_url: a.attachment_url, attachment_name: a.attachment_name, video_url: a.video_url,
      }),
    });
  }
  for (let i = 0; i < terms.length; i += 500) await db.insertInto('article_terms').values(terms.slice(i, i + 500)).execute();
  for (let i = 0; i < revisions.length; i += 200) await db.insertInto('article_revisions').values(revisions.slice(i, i + 200)).execute();
}

/** Inserts the content seed (inside the seed's transaction, after the articles). */
export async function insertSeedContent(db: Kysely<Database>, now: number): Promise<void> {
  await insertDemoContent(db, now);
  await indexArticles(db);
}

/**
 * For a database seeded before migration 004 (applied on this start): every article gets its search
 * terms and a first revision; the demonstration content is added when the content tables are
 * empty and the seed's sites are there. Returns whether the demonstration content was added.
 */
export async function seedContentOnUpgrade(db: Kysely<Database>, dialect: DialectName, now: number): Promise<boolean> {
  const sites = await db.selectFrom('sites').select('id').where('id', 'in', [SITE.corporate, SITE.global]).execute();
  const count = async (table: (typeof CONTENT_TABLES)[number]) =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  let demo = sites.length === 2;
  for (const table of ['categories', 'tags', 'albums', 'jobs'] as const) if (demo && (await count(table)) > 0) demo = false;
  await db.transaction().execute(async (trx) => {
    if (demo) await insertDemoContent(trx, now);
    await indexArticles(trx);
  });
  await advanceSequences(db, dialect, CONTENT_TABLES);
  return demo;
}
