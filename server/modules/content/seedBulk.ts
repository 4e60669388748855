// Many articles at once, for the bench (test/bench/serve.ts --articles N): realistic Chinese titles,
// the seeded categories and tags, drafts and recycled rows in plausible shares, times spread over
// three years; one transaction, with their search terms and tag links (no revisions: these were
// never saved by anyone). Deterministic (fixed PRNG seed).
import { sql, SqliteAdapter, type Insertable, type Kysely } from 'kysely';
import { DAY_MS } from '../../core/services/dates';
import { bigrams } from '../../core/db/fold';
import type { Database } from '../../core/db/database';
import type { ArticlesTable, ArticleTagsTable, ArticleTermsTable } from './tables';
import { mulberry32 } from '../../core/db/prng';
import { SEED_CATEGORY } from './seedLibrary';
import { SEED_ACCOUNTS } from '../../core/db/seedData';
import { advanceSequences } from '../../core/db/sequences';

const SUBJECTS = ['公司', '我司', '集团', '研发中心', '华东分公司', '智能制造事业部', '客户服务中心', '供应链团队', '华南办事处', '技术委员会', '质量管理部', '海外市场部'];
const EVENTS = ['荣获', '发布', '参加', '举办', '签约', '启动', '完成', '推出', '通过', '亮相', '召开', '入选'];
const OBJECTS = ['年度优秀供应商称号', '新一代工业传感器', '国际工业博览会', '客户答谢会', '战略合作协议', '数字化转型项目', 'ISO 9001 质量体系认证', '智能仓储系统',
  '高新技术企业认定', '安全生产月活动', '工业互联网平台', '职业技能竞赛', '新品发布会', '产学研合作基地', '绿色工厂评价', '年度经销商大会'];
const HELP = ['如何', '怎样', '为什么', '在哪里'];
const HELP_TOPICS = ['查询订单物流', '申请售后维修', '开具增值税发票', '修改收货地址', '绑定企业账号', '下载产品手册', '预约上门安装', '参加线上培训'];
const CASES = ['汽车零部件', '食品饮料', '医疗器械', '新能源', '连锁零售', '教育培训', '物流仓储', '电子制造'];

/** Type shares: news 70%, help 10%, case 10%, download 5%, video 5%. */
function typeOf(r: number): 1 | 2 | 3 | 4 | 11 {
  return r < 0.7 ? 1 : r < 0.8 ? 2 : r < 0.9 ? 3 : r < 0.95 ? 4 : 11;
}

const CATEGORIES: Record<number, number[]> = {
  1: [SEED_CATEGORY.companyNews, SEED_CATEGORY.industry, SEED_CATEGORY.notices, SEED_CATEGORY.honours],
  2: [SEED_CATEGORY.shoppingGuide, SEED_CATEGORY.afterSales],
  3: [SEED_CATEGORY.manufacturing, SEED_CATEGORY.retailService, SEED_CATEGORY.education],
  4: [SEED_CATEGORY.productDocs, SEED_CATEGORY.certificates],
  11: [SEED_CATEGORY.promoVideos],
};

interface BulkArticle {
  id: number;
  category_id: number;
  title: string;
  type: number;
  sort: number;
  disabled: number;
  status: number;
  created_at: number;
  updated_at: number;
  tags: number[];
}

const summaryOf = (title: string) => `${title}。详细内容请阅读全文。`;
const contentOf = (title: string, count: number) => `<p>${title}。</p><p>本文为批量生成的演示内容，用于检验 ${count} 篇内容下列表的速度。</p>`;

/** Inserts `count` articles for the site; returns how many term and tag rows came with them. */
export async function seedBulkArticles(db: Kysely<Database>, siteId: number, count: number, now: number): Promise<{ terms: number; links: number }> {
  const rand = mulberry32(100_000 + count);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const tagIds = (await db.selectFrom('tags').select('id').where('site_id', '=', siteId).orderBy('id').execute()).map((t) => t.id);
  const span = 3 * 365 * DAY_MS;
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  let terms = 0;
  let links = 0;
  // SQLite: a page cache big enough for the indexes while they grow (2 MB by default), for the
  // duration of the load only.
  const cacheBefore = sqlite ? (await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows[0]?.cache_size : undefined;
  if (sqlite) await sql`pragma cache_size = -262144`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      // SQLite: the tables' indexes are dropped for the load and rebuilt from their own stored
      // definitions afterwards (one sort per index instead of millions of random inserts).
      const indexes = sqlite
        ? (await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'index' and sql is not null
            and tbl_name in ('articles', 'article_terms', 'article_tags')`.execute(trx)).rows
        : [];
      for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(trx);
      const first = Number((await trx.selectFrom('articles').select((eb) => eb.fn.max<number>('id').as('m')).executeTakeFirstOrThrow()).m ?? 0) + 1;
      const CHUNK = sqlite ? 10_000 : 500;
      for (let start = 0; start < count; start += CHUNK) {
        const batch: BulkArticle[] = [];
        for (let i = start; i < Math.min(count, start + CHUNK); i++) {
          const type = typeOf(rand());
          const n = i + 1;
          const title = type === 2 ? `${pick(HELP)}${pick(HELP_TOPICS)}（${n}）`
            : type === 3 ? `${pick(CASES)}行业${pick(OBJECTS)}案例 ${n}`
              : type === 4 ? `${pick(OBJECTS)}资料下载 V${n % 10}.${n % 7}`
                : type === 11 ? `${pick(SUBJECTS)}${pick(EVENTS)}${pick(OBJECTS)}视频回顾 ${n}`
                  : `${pick(SUBJECTS)}${pick(EVENTS)}${pick(OBJECTS)}（第${n}期）`;
          // Ids grow with time, like real saves.
          const created = now - span + Math.floor((i / count) * span);
          const updated = Math.min(now, created + Math.floor(rand() * 30 * DAY_MS));
          const chosen = new Set<number>();
          const tagCount = Math.floor(rand() * 4);
          for (let t = 0; t < tagCount && tagIds.length; t++) chosen.add(pick(tagIds));
          batch.push({
            id: first + i, category_id: pick(CATEGORIES[type]), title, type, sort: Math.floor(rand() * 100), disabled: rand() < 0.02 ? 1 : 0,
            status: rand() < 0.9 ? 1 : 0, created_at: created, updated_at: updated, tags: [...chosen],
          });
        }
        const counted = sqlite ? await insertSqlite(trx, siteId, batch, count) : await insertPortable(trx, siteId, batch, count);
        terms += counted.terms;
        links += counted.links;
      }
      for (const index of indexes) await sql.raw(index.sql).execute(trx);
    });
  } finally {
    if (sqlite && cacheBefore !== undefined) await sql.raw(`pragma cache_size = ${Number(cacheBefore)}`).execute(db);
  }
  // Explicit ids do not move PostgreSQL's identity sequence.
  if (!sqlite) await advanceSequences(db, 'postgres', ['articles']);
  // PostgreSQL plans from table statistics: right after a bulk load (before autovacuum gets to it)
  // they still describe the small tables, and a list query can pick a plan thousands of times too
  // slow. A load refreshes them itself, as any import must.
  if (!sqlite) await sql`analyze articles, article_terms, article_tags`.execute(db);
  return { terms, links };
}

/** SQLite: one statement per table and chunk, the rows passed as one JSON parameter. */
async function insertSqlite(trx: Kysely<Database>, siteId: number, batch: BulkArticle[], count: number): Promise<{ terms: number; links: number }> {
  const rows = JSON.stringify(batch.map((a) => [a.id, a.category_id, a.title, a.type, a.sort, a.disabled, a.status, a.created_at, a.updated_at]));
  await sql`insert into articles (id, site_id, category_id, title, summary, content, img, author, type, sort, disabled, status, seo_title,
      seo_keywords, seo_description, tag_ids, version, updated_by, created_at, updated_at)
    select value ->> 0, ${siteId}, value ->> 1, value ->> 2, (value ->> 2) || '。详细内容请阅读全文。',
      '<p>' || (value ->> 2) || '。</p><p>本文为批量生成的演示内容，用于检验 ' || ${count} || ' 篇内容下列表的速度。</p>', '', '编辑部',
      value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 2, '', '', '', 1, ${SEED_ACCOUNTS.admin.id}, value ->> 7, value ->> 8
    from json_each(${rows})`.execute(trx);
  const tagRows = JSON.stringify(batch.flatMap((a) => a.tags.map((t) => [a.id, t])));
  const links = batch.reduce((n, a) => n + a.tags.length, 0);
  if (links) await sql`insert into article_tags (article_id, tag_id) select value ->> 0, value ->> 1 from json_each(${tagRows})`.execute(trx);
  const termRows = batch.flatMap((a) => bigrams(a.title).map((term) => [term, a.id]));
  await sql`insert into article_terms (site_id, term, article_id) select ${siteId}, value ->> 0, value ->> 1 from json_each(${JSON.stringify(termRows)})`.execute(trx);
  return { terms: termRows.length, links };
}

/** Any dialect: ordinary multi-row inserts. */
async function insertPortable(trx: Kysely<Database>, siteId: number, batch: BulkArticle[], count: number): Promise<{ terms: number; links: number }> {
  const rows: Insertable<ArticlesTable>[] = batch.map((a) => ({
    id: a.id, site_id: siteId, category_id: a.category_id, title: a.title, summary: summaryOf(a.title), content: contentOf(a.title, count), img: '', author: '编辑部',
    type: a.type, sort: a.sort, disabled: a.disabled, status: a.status, seo_title: a.title, seo_keywords: '', seo_description: '', tag_ids: '', version: 1,
    updated_by: SEED_ACCOUNTS.admin.id, created_at: a.created_at, updated_at: a.updated_at,
  }));
  await trx.insertInto('articles').values(rows).execute();
  const termRows: Insertable<ArticleTermsTable>[] = batch.flatMap((a) => bigrams(a.title).map((term) => ({ site_id: siteId, term, article_id: a.id })));
  for (let i = 0; i < termRows.length; i += 2000) await trx.insertInto('article_terms').values(termRows.slice(i, i + 2000)).execute();
  const tagRows: Insertable<ArticleTagsTable>[] = batch.flatMap((a) => a.tags.map((tag_id) => ({ article_id: a.id, tag_id })));
  if (tagRows.length) await trx.insertInto('article_tags').values(tagRows).execute();
  return { terms: termRows.length, links: tagRows.length };
}
