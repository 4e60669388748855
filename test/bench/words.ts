// BENCH_ONLY=words, the keyword detection (issue 12's target: 100,000 articles × 2,000 words
// ≤ 20 s): BENCH_WORD_ARTICLES articles of about 1,500 characters of HTML each (paragraphs, links,
// an image, a few forbidden words in text and some in attributes) and BENCH_WORD_COUNT enabled
// words on site 1001, then one detection run (the task's own body, detectSite) timed from start to
// its results stored. SQLite always; PostgreSQL beside it with TEST_PG_URL (a scratch database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import type { Database } from '../../server/core/db/database';
import { SITE } from '../../server/core/db/seedData';
import { detectSite } from '../../server/modules/seo/words/detect';
import { wordKey } from '../../shared/domain/seo/words';
import { createScratchDatabase } from '../support/scratchDatabase';
import { pad } from './run';

const ARTICLES = Number(process.env.BENCH_WORD_ARTICLES || 100_000);
const WORDS = Number(process.env.BENCH_WORD_COUNT || 2_000);
const TARGET_S = 20;
const PG_URL = process.env.TEST_PG_URL;

const SYLLABLES = '数控机床激光切割折弯剪板焊接自动化生产线智能制造液压伺服精密加工钣金模具检测设备工业软件质量服务客户交付'.split('');

/** A deterministic pseudo-random word of 2–6 characters. */
function wordOf(i: number): string {
  const len = 2 + (i % 5);
  let s = '';
  for (let k = 0; k < len; k++) s += SYLLABLES[(i * 31 + k * 17 + (i >> 3)) % SYLLABLES.length];
  return `${s}${i}`;
}

function articleHtml(i: number): string {
  const para = (k: number) => `<p>第${k}段：公司${SYLLABLES[(i + k) % SYLLABLES.length]}产品采用${SYLLABLES[(i * 3 + k) % SYLLABLES.length]}工艺，${i % 7 === k ? '是行业最佳的选择' : '为客户提供可靠方案'}，产能提升约三成，交付周期缩短。</p>`;
  return `${para(0)}<p><a href="/product/${i}.html" title="第一品牌">查看详情</a></p>${para(1)}${para(2)}<img src="/uploads/${i}.jpg" alt="最佳">${para(3)}${para(4)}${para(5)}${para(6)}`
    + `<p>${i % 11 === 0 ? '销量第一，' : ''}更多信息请联系我们的销售团队，我们将在一个工作日内回复。</p>`.repeat(4);
}

/**
 * `count` published articles of about 1,500 characters of HTML on site 1001 (paragraphs, a link, an
 * image, forbidden words in text and attributes, a library word in every title and a third of the
 * keywords), in one transaction, then settled as a live database is (SQLite's write-ahead log
 * checkpointed, PostgreSQL's statistics taken). Also the site score's bench (score.ts).
 */
export async function seedBenchArticles(db: Kysely<Database>, backend: 'sqlite' | 'postgres', count: number, words: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i += 500) {
      await trx.insertInto('articles').values(Array.from({ length: Math.min(500, count - i) }, (_, k) => {
        const n = i + k;
        return {
          site_id: SITE.corporate, category_id: 0, title: `检测基准文章 ${n} ${wordOf(n % (words * 3))}`, summary: `第 ${n} 篇的摘要，${n % 5 === 0 ? '首选方案' : '常规方案'}。`,
          content: articleHtml(n), img: '', author: '基准', type: 1, sort: 0, disabled: 0, status: 1,
          seo_title: '', seo_keywords: n % 3 === 0 ? wordOf(n % words) : '', seo_description: '', tag_ids: '', version: 1, created_at: now, updated_at: now,
        };
      })).execute();
    }
  });
  // As a live database is: its write-ahead log checkpointed (the seed wrote ~250 MB into it at once),
  // or PostgreSQL vacuumed and its statistics taken, as autovacuum does after a bulk insert (its
  // planner would otherwise see the table as just created, and its index-only scans visit the heap).
  if (backend === 'sqlite') await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  else await sql`vacuum analyze articles`.execute(db);
}

async function run(backend: 'sqlite' | 'postgres'): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-words-'));
  const pg = backend === 'postgres' ? await createScratchDatabase(PG_URL as string, `bench_words_${process.pid}`) : null;
  const config = { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist'), ...(pg ? { DATABASE_URL: pg.url } : {}) }), logLevel: 'silent' as const };
  const built = await buildApp(config);
  const db = built.db;
  try {
    const now = Date.now();
    const seedStarted = Date.now();
    const words = Array.from({ length: WORDS }, (_, i) => wordOf(i));
    for (let i = 0; i < words.length; i += 500) {
      await db.insertInto('seo_words').values(words.slice(i, i + 500).map((word) => ({
        site_id: SITE.corporate, word, word_key: wordKey(word), kind: 'core', enabled: 1, usage_count: null, created_at: now, updated_at: now,
      }))).onConflict((oc) => oc.columns(['site_id', 'word_key']).doNothing()).execute();
    }
    await seedBenchArticles(db, backend, ARTICLES, WORDS, now);
    const seedMs = Date.now() - seedStarted;
    const enabled = Number((await db.selectFrom('seo_words').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', SITE.corporate).where('enabled', '=', 1).executeTakeFirstOrThrow()).n);
    const started = Date.now();
    const result = await detectSite(db, SITE.corporate, 999_999, { signal: new AbortController().signal, progress: () => {}, now: Date.now });
    const seconds = (Date.now() - started) / 1000;
    console.log(`  ${pad(backend === 'sqlite' ? 'SQLite' : 'PostgreSQL', 12)} ${pad(`${result.records} records × ${enabled} words`, 34)} ${pad(`${seconds.toFixed(1)} s`, 9)} target ≤ ${TARGET_S} s   (${result.hits} hits in ${result.recordsWithHits} records; seeded in ${(seedMs / 1000).toFixed(1)} s)`);
  } finally {
    await built.close();
    await pg?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function reportWords(): Promise<void> {
  console.log(`Keyword detection (one Aho–Corasick pass over titles, summaries, body text and SEO fields; ${ARTICLES} articles of ~1,500 chars of HTML)`);
  await run('sqlite');
  if (PG_URL) await run('postgres');
  else console.log('  PostgreSQL   (TEST_PG_URL not set: not measured)');
}
