// Seeds the library: the 广告法 forbidden words for every site (each switchable per site), the demo
// site's 30 keywords, and a paragraph holding 最佳 / 第一 in two of its seeded articles so its first
// detection finds them (the content module's own seed holds none; seedWords.ts says why not new ones).
import type { Kysely, Transaction } from 'kysely';
import { wordKey } from '../../../../shared/domain/seo/words';
import type { Database } from '../../../core/db/database';
import { SITE } from '../../../core/db/seedData';
import { appendToSeededArticle } from '../seedEdits';
import { DEMO_KEYWORDS, DEMO_PARAGRAPHS, FORBIDDEN_WORDS } from './seedWords';

type Db = Kysely<Database> | Transaction<Database>;

export async function seedWords(db: Db, now: number): Promise<void> {
  const sites = await db.selectFrom('sites').select('id').orderBy('id').execute();
  for (const site of sites) {
    const rows = FORBIDDEN_WORDS.map((word, i) => ({
      site_id: site.id, word, word_key: wordKey(word), kind: 'forbidden', enabled: 1, usage_count: null, created_at: now - 1000 + i, updated_at: now - 1000 + i,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await db.insertInto('seo_words').values(rows.slice(i, i + 200)).onConflict((oc) => oc.columns(['site_id', 'word_key']).doNothing()).execute();
    }
  }
  if (!sites.some((s) => s.id === SITE.corporate)) return;
  await db.insertInto('seo_words').values(DEMO_KEYWORDS.map(([word, kind], i) => ({
    site_id: SITE.corporate, word, word_key: wordKey(word), kind, enabled: 1, usage_count: null, created_at: now + i, updated_at: now + i,
  }))).onConflict((oc) => oc.columns(['site_id', 'word_key']).doNothing()).execute();

  for (const p of DEMO_PARAGRAPHS) await appendToSeededArticle(db, SITE.corporate, p.title, p.html);
}
