// The content seed: what a fresh database holds, that a restart adds nothing, and that a database
// seeded before migration 004 gets search terms and revisions for its articles (and the demo
// content) when it is upgraded.
import { AI_SEED_DRAFTS } from './support/aiSeed';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { connectDatabase } from '../../server/core/db/connect';
import type { Database } from '../../server/core/db/database';
import { INSTALLED } from '../../server/app';
import { SEED_ALBUM, SEED_CATEGORY, SEED_JOB, SEED_RESUMES, SEED_TAG } from '../../server/modules/content/seedLibrary';
import { SITE } from '../../server/core/db/seedData';
import { bigrams } from '../../server/core/db/fold';

const count = async (db: Kysely<Database>, table: keyof Database) =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

function tempConfig(dir: string) {
  return { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist') }), logLevel: 'silent' };
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-content-seed-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('seeds categories, tags, albums, jobs and resumes with fixed ids, and every article’s terms and first revision; a restart adds nothing', async () => {
  const first = await buildApp(tempConfig(dir));
  const db = first.db;
  const counts = async () => Object.fromEntries(await Promise.all((['categories', 'tags', 'article_tags', 'article_terms', 'article_revisions', 'albums', 'jobs', 'resumes'] as const)
    .map(async (t) => [t, await count(db, t)] as const)));
  const seeded = await counts();
  // The languages seed adds site 1003's English copies of one album, its category and one job (languages/seed.ts).
  expect(seeded).toMatchObject({ categories: 15 + 1, tags: 11, albums: 3 + 1, jobs: 4 + 1, resumes: 9 });
  expect(await db.selectFrom('categories').select(['id', 'site_id', 'type', 'parent_id']).where('id', 'in', [SEED_CATEGORY.honours, SEED_CATEGORY.globalNews]).orderBy('id').execute())
    .toEqual([{ id: SEED_CATEGORY.honours, site_id: SITE.corporate, type: 1, parent_id: SEED_CATEGORY.companyNews }, { id: SEED_CATEGORY.globalNews, site_id: SITE.global, type: 1, parent_id: 0 }]);
  expect((await db.selectFrom('tags').select('site_id').where('id', '=', SEED_TAG.globalExpo).executeTakeFirstOrThrow()).site_id).toBe(SITE.global);
  expect((await db.selectFrom('albums').select('site_id').where('id', '=', SEED_ALBUM.globalBooth).executeTakeFirstOrThrow()).site_id).toBe(SITE.global);
  expect((await db.selectFrom('jobs').select('site_id').where('id', '=', SEED_JOB.globalSales).executeTakeFirstOrThrow()).site_id).toBe(SITE.global);
  expect((await db.selectFrom('resumes').select('site_id').where('id', '=', SEED_RESUMES.globalResume).executeTakeFirstOrThrow()).site_id).toBe(SITE.global);

  const articles = await db.selectFrom('articles').selectAll().execute();
  const terms = await db.selectFrom('article_terms').selectAll().execute();
  const revisions = await db.selectFrom('article_revisions').selectAll().execute();
  for (const a of articles) {
    expect(terms.filter((t) => t.article_id === a.id).map((t) => t.term).sort()).toEqual(bigrams(a.title).sort());
    const revs = revisions.filter((r) => r.article_id === a.id);
    expect(revs).toHaveLength(1);
    expect(revs[0]).toMatchObject({ version: a.version, site_id: a.site_id, title: a.title });
    expect(a.updated_by).not.toBeNull();
  }
  // Site 1001's articles all have a category.
  expect(articles.filter((a) => a.site_id === SITE.corporate && a.category_id === 0)).toEqual([]);
  await first.close();

  const second = await buildApp(tempConfig(dir));
  expect(second.seeded).toBe(false);
  const again = Object.fromEntries(await Promise.all(Object.keys(seeded).map(async (t) => [t, await count(second.db, t as keyof Database)] as const)));
  expect(again).toEqual(seeded);
  await second.close();
}, 60_000);

it('upgrades a database seeded before migration 004: terms and revisions for every article, and the demo content', async () => {
  // A database as it was at 003: migrated that far, with a company, the two seed sites and two articles.
  const config = tempConfig(dir);
  const { db } = connectDatabase(config);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => INSTALLED.migrations } });
  const { error } = await migrator.migrateTo('003_forms');
  expect(error).toBeUndefined();
  const now = Date.now();
  await db.insertInto('companies').values({ id: 1, name: '老公司', logo_url: '', agent_type: null, buy_url: '', created_at: now }).execute();
  for (const [id, type] of [[SITE.corporate, 'zh'], [SITE.global, 'en']] as const) {
    await db.insertInto('sites').values({
      id, company_id: 1, site_name: `站点${id}`, site_type: type, lang: type === 'zh' ? 'zh-cn' : 'en-us', all_type: 'xys', product_record_id: -1, inline: 1,
      sys_end_time: Math.floor(now / 1000) + 86400, sys_version: 3, theme_name: '', is_new_xys: 1, is_dcl: 0, road_type: 0, trans_role: 0,
      open_first_url: '', open_third_url: '', language_type: 'zh-cn', created_at: now,
    }).execute();
  }
  for (const title of ['升级前的旧文章', '另一篇旧文章']) {
    await (db as Kysely<any>).insertInto('articles').values({
      site_id: SITE.corporate, category_id: 0, title, summary: '', content: '<p>旧</p>', img: '', author: '', type: 1, sort: 0, disabled: 0, status: 1,
      seo_title: '', seo_keywords: '', seo_description: '', tag_ids: '', version: 3, created_at: now, updated_at: now,
    }).execute();
  }
  await db.destroy();

  const upgraded = await buildApp(config);
  try {
    expect(upgraded.seeded).toBe(false);
    const all = await upgraded.db.selectFrom('articles').selectAll().execute();
    // The AI assistant's demo drafts arrive with its migrations; the rest are the two old articles.
    expect(all.filter((a) => AI_SEED_DRAFTS.includes(a.title)).map((a) => a.title).sort()).toEqual([...AI_SEED_DRAFTS].sort());
    const articles = all.filter((a) => !AI_SEED_DRAFTS.includes(a.title));
    expect(articles).toHaveLength(2);
    for (const a of articles) {
      const terms = await upgraded.db.selectFrom('article_terms').select('term').where('article_id', '=', a.id).execute();
      expect(terms.map((t) => t.term).sort()).toEqual(bigrams(a.title).sort());
      const revs = await upgraded.db.selectFrom('article_revisions').selectAll().where('article_id', '=', a.id).execute();
      expect(revs.map((r) => r.version)).toEqual([3]);
    }
    // With the English copies of one category and one job the languages seed adds (languages/seed.ts).
    expect(await count(upgraded.db, 'categories')).toBe(15 + 1);
    expect(await count(upgraded.db, 'jobs')).toBe(4 + 1);
  } finally {
    await upgraded.close();
  }
}, 60_000);
