// A database created before the server was split into modules starts as it is: nothing migrated
// again, nothing seeded again, every row where it was, and the demo accounts sign in; only the
// migrations added since are applied (the demo albums, untouched, get their pictures). The fixtures
// (test/fixtures/legacy/) were made by the server at commit a1cb481 on a fresh database — a SQLite
// file, and a pg_dump of the PostgreSQL database — so this runs on whichever back end the suite runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import { API } from '../../shared/domain/api/endpoints';
import { buildApp, INSTALLED } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import type { Database } from '../../server/core/db/database';
import { SEED_ACCOUNTS } from '../../server/core/db/seedData';
import { urlOf } from '../../server/core/http/register';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratchDatabase';

const FIXTURES = path.resolve(__dirname, '../fixtures/legacy');
const RECORDED = ['001_initial', '002_site_seo', '003_forms', '004_content', '005_images', '006_keywords', '007_hardening', '008_tasks'];
/** Added since the fixtures were made: applied on the first start, then recorded like the rest. */
const ADDED = [
  '009_oplog_changes', '010_real_name', 'ai_001_access', 'ai_002_dialogues', 'ai_003_tasks', 'ai_004_gathers', 'appcenter_001_bearspaw', 'content_001_demo_pictures', 'content_002_download_power', 'content_003_jobs_updated_order', 'designer_001_decorations', 'forms_001_updated_order', 'languages_001_sync',
  'members_001_core', 'members_002_members', 'members_003_centre', 'members_004_information', 'members_005_radar', 'miniprogram_001_bindings',
  'product_001_catalogue', 'product_002_article_imports', 'product_003_keyword_links', 'product_004_capture_results', 'product_005_categories_updated_order',
  'seo_001_sitemap_files', 'seo_002_tkd', 'seo_003_words', 'seo_004_anchors', 'seo_005_score', 'seo_006_baidu', 'settings_010_backups', 'settings_030_navigation', 'settings_040_site', 'settings_041_toutiao_enabled', 'settings_050_messaging', 'settings_060_widgets', 'settings_070_qr_configs', 'short_video_001_tables', 'sites_001_templates', 'sites_002_template_list_order', 'spider_001_tables',
  'spider_002_baidu_path', 'spider_003_baidu_last', 'spider_004_visits_time_index', 'spider_005_hours', 'uploads_001_uploads',
];
const admin = process.env.TEST_PG_URL;

async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of INSTALLED.tables) {
    out[table] = Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  }
  return out;
}

async function recordedMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

it(`starts a database made before the modules without migrating or seeding it again (${admin ? 'PostgreSQL' : 'SQLite'})`, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-legacy-'));
  let scratch: ScratchDatabase | null = null;
  try {
    if (admin) {
      scratch = await createScratchDatabase(admin, `console_legacy_${process.pid}`);
      const { Client } = await import('pg');
      const client = new Client({ connectionString: scratch.url });
      await client.connect();
      try {
        await client.query(zlib.gunzipSync(fs.readFileSync(path.join(FIXTURES, 'console-before-modules.pg.sql.gz'))).toString('utf8'));
      } finally {
        await client.end();
      }
    } else {
      fs.writeFileSync(path.join(dir, 'console.sqlite'), zlib.gunzipSync(fs.readFileSync(path.join(FIXTURES, 'console-before-modules.sqlite.gz'))));
    }
    const config = {
      ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist'), PASSWORD_HASH_COST: '14', ...(scratch ? { DATABASE_URL: scratch.url } : {}) }),
      logLevel: 'silent',
    };

    // The first start after the move.
    const built = await buildApp(config);
    try {
      expect(built.seeded).toBe(false);
      expect(await recordedMigrations(built.db)).toEqual([...RECORDED, ...ADDED]);
      const before = await rowCounts(built.db);
      expect(before.companies).toBeGreaterThan(0);
      expect(before.articles).toBeGreaterThan(0);
      expect(before.forms).toBeGreaterThan(0);

      // The data is the old data: the demo admin signs in (hash made by the old server) and reads it.
      const login = await built.app.inject({ method: 'POST', url: urlOf({ endpoint: API.login }), payload: { account: 'admin', password: SEED_ACCOUNTS.admin.password } });
      expect(login.statusCode).toBe(200);
      expect(login.json().code).toBe(200);
      // The demo albums the fixture holds untouched now show photos, served from the uploads.
      for (const album of await built.db.selectFrom('albums').select(['cover', 'photos']).execute()) {
        expect(album.cover).toMatch(/^\/uploads\//);
        for (const photo of JSON.parse(album.photos) as { url: string }[]) {
          const res = await built.app.inject({ method: 'GET', url: photo.url });
          expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/jpeg']);
        }
      }
      await built.close();

      // A second start changes nothing either (only the sign-in's session and op-log rows are new).
      const again = await buildApp(config);
      try {
        expect(again.seeded).toBe(false);
        expect(await recordedMigrations(again.db)).toEqual([...RECORDED, ...ADDED]);
        const after = await rowCounts(again.db);
        expect({ ...after, sessions: 0, op_logs: 0, login_throttle: 0 }).toEqual({ ...before, sessions: 0, op_logs: 0, login_throttle: 0 });
      } finally {
        await again.close();
      }
    } catch (err) {
      await built.close().catch(() => undefined);
      throw err;
    }
  } finally {
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
