// The demo: the corporate Chinese site (1001) bound to the seeded foreign site (1003), and about half
// of its seeded content of every type synchronised — English copies written into 1003 by the same
// path a translation takes (insertArticle for the articles; each type's copier for the others), with
// their sync rows at the source's version and hash, so the sync page opens on a mix of 已同步 and
// 未同步. The English texts are fixed (SEED_TRANSLATIONS, seedGlossary.ts).
import type { Kysely } from 'kysely';
import type { SyncType } from '../../../shared/domain/sites/languages';
import { seedEnglish } from './seedGlossary';
import { COPIERS } from './sync/copiers';
import { articleCopier } from './sync/copiers/articles';
import type { WriteContext } from './sync/copiers/types';
import { hashOfTexts } from './sync/copy';
import { SOURCES } from './sync/itemSources';
import { insertArticle } from '../../core/content/articleWrites';
import type { Database } from '../../core/db/database';
import { advanceSequences } from '../../core/db/sequences';
import { SEED_ACCOUNTS, SITE } from '../../core/db/seedData';
import type { SeedContext } from '../../core/modules/defineServerModule';

/** Chinese title → English title and summary. */
export const SEED_TRANSLATIONS: readonly { zh: string; title: string; summary: string }[] = [
  { zh: '公司荣获年度数字化转型优秀企业称号', title: 'Company Named an Outstanding Enterprise in Digital Transformation', summary: 'At this year\'s industry summit, the company was recognised for its achievements in digital development.' },
  { zh: '新一代智能制造生产线正式投产', title: 'New-Generation Smart Manufacturing Line Goes into Production', summary: 'The new line introduces automated inspection equipment and raises capacity by about 30%.' },
  { zh: '我司参加国际工业博览会', title: 'We Take Part in the International Industry Fair', summary: 'During the fair the company presented several new products that drew many visitors.' },
  { zh: '关于春节假期安排的通知', title: 'Notice on the Spring Festival Holiday Arrangements', summary: 'The customer hotline stays open during the Spring Festival; order shipments are postponed.' },
  { zh: '公司与高校共建联合实验室', title: 'Company and University Build a Joint Laboratory', summary: 'Both sides will cooperate long-term in new materials and industrial software.' },
  { zh: '如何查询订单物流信息', title: 'How to Check the Shipping Status of an Order', summary: 'Sign in to the member centre and open My Orders to see the shipping details.' },
  { zh: '产品保修政策说明', title: 'Product Warranty Policy', summary: 'The whole unit is under warranty for one year, core parts for three years.' },
  { zh: '发票开具常见问题', title: 'Invoicing FAQ', summary: 'Both ordinary and special VAT invoices are available.' },
  { zh: '某汽车零部件企业数字化工厂改造案例', title: 'Case: Digital Factory Upgrade for an Auto Parts Maker', summary: 'With production-line data collection, overall equipment effectiveness rose by 18%.' },
];

export async function seedLanguages(db: Kysely<Database>, ctx: Pick<SeedContext, 'now' | 'dialect'>): Promise<void> {
  const sites = await db.selectFrom('sites').select('id').where('id', 'in', [SITE.corporate, SITE.global]).execute();
  if (sites.length !== 2) return;
  const at = ctx.now;
  await db.insertInto('site_bindings').values({ site_id: SITE.corporate, foreign_site_id: SITE.global, created_at: at }).execute();
  const sources = await db.selectFrom('articles').selectAll().where('site_id', '=', SITE.corporate).where('disabled', '=', 0)
    .where('title', 'in', SEED_TRANSLATIONS.map((t) => t.zh)).orderBy('id').execute();
  for (const a of sources) {
    const en = SEED_TRANSLATIONS.find((t) => t.zh === a.title)!;
    const copy = await insertArticle(db, SITE.global, {
      type: a.type as 1, category_id: 0, title: en.title, summary: en.summary, content: `<p>${en.summary}</p>`, img: a.img, author: 'Admin',
      sort: a.sort, status: a.status as 0 | 1, seo_title: en.title, seo_keywords: '', seo_description: en.summary,
      tag_ids: [], attachment_url: a.attachment_url, attachment_name: a.attachment_name, video_url: a.video_url,
    }, SEED_ACCOUNTS.admin.id, at);
    await db.insertInto('language_syncs').values({
      site_id: SITE.corporate, target_site_id: SITE.global, item_type: 'article', source_id: a.id, target_id: copy.id,
      source_version: a.version, source_hash: hashOfTexts(articleCopier.texts(a)), synced_at: at,
    }).execute();
  }
  const into: WriteContext = {
    siteId: SITE.corporate, accountId: SEED_ACCOUNTS.admin.id,
    target: { binding: { siteId: SITE.corporate, foreignSiteId: SITE.global, foreignSiteName: '', foreignLang: 'en-us', boundAt: at }, from: 'zh', to: 'en' },
  };
  // The modules seeded before this one gave their rows fixed ids: PostgreSQL's sequences are moved past them first.
  await advanceSequences(db, ctx.dialect, ['categories', 'product_categories', 'products', 'product_terms', 'product_revisions', 'albums', 'jobs', 'forms']);
  // Categories before the items filed in them, so each copy is filed in its category's copy.
  for (const type of ['category', 'productCategory', 'product', 'album', 'job', 'form'] as const) await seedCopies(db, into, type, at);
}

/** Copies of the live items of a type whose every text has fixed English (seedGlossary.ts), in id order. */
async function seedCopies(db: Kysely<Database>, ctx: WriteContext, type: SyncType, at: number): Promise<void> {
  const copier = COPIERS[type];
  let q = (db as Kysely<any>).selectFrom(SOURCES[type].table).select('id').where('site_id', '=', SITE.corporate);
  if (SOURCES[type].liveOnly) q = q.where('disabled', '=', 0);
  const ids = (await q.orderBy('id').execute()).map((r: { id: number }) => Number(r.id));
  for (const row of await copier.load(db, SITE.corporate, ids)) {
    const texts = copier.texts(row);
    const plain = texts.plain.map(seedEnglish);
    const html = texts.html.map(seedEnglish);
    if ([...plain, ...html].some((t) => t === null)) continue;
    const targetId = await copier.write({ trx: db, ctx, row, texts: { plain: plain as string[], html: html as string[] }, copyId: undefined, at });
    await db.insertInto('language_syncs').values({
      site_id: SITE.corporate, target_site_id: SITE.global, item_type: type, source_id: row.id, target_id: targetId,
      source_version: copier.version(row), source_hash: hashOfTexts(texts), synced_at: at,
    }).execute();
  }
}
