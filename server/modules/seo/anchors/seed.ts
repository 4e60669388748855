// The demo site's anchor text: ten anchors on words its seeded articles and products hold, and the
// feature switched on (articles and products, 3 links a record), so the first 全部更新 links them.
import type { Kysely, Transaction } from 'kysely';
import { anchorKey, DEFAULT_ANCHOR_SETTINGS } from '../../../../shared/domain/seo/anchors';
import type { Database } from '../../../core/db/database';
import { SITE } from '../../../core/db/seedData';
import { saveSettings } from './store';

type Db = Kysely<Database> | Transaction<Database>;

export const DEMO_ANCHORS: readonly [word: string, link: string, weight: number][] = [
  ['激光切割机', '/product/index.html', 10],
  ['智能制造', '/about/index.html', 8],
  ['生产线', '/case/index.html', 6],
  ['售后服务', '/contact/index.html', 6],
  ['自动化', '/news/index.html', 5],
  ['解决方案', '/case/index.html', 4],
  ['数控机床', '/product/index.html', 4],
  ['精度', '/news/index.html', 2],
  ['技术', '/about/index.html', 1],
  ['工业互联网', 'https://www.miit.gov.cn/', 0],
];

export async function seedAnchors(db: Db, now: number): Promise<void> {
  const site = await db.selectFrom('sites').select('id').where('id', '=', SITE.corporate).executeTakeFirst();
  if (!site) return;
  await db.insertInto('seo_anchors').values(DEMO_ANCHORS.map(([word, link, weight], i) => ({
    site_id: site.id, word, word_key: anchorKey(word), link, weight, created_at: now + i, updated_at: now + i,
  }))).onConflict((oc) => oc.columns(['site_id', 'word_key']).doNothing()).execute();
  await saveSettings(db as Kysely<Database>, site.id, { ...DEFAULT_ANCHOR_SETTINGS, enabled: true }, now);
}
