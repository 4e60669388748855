// Runs the versioned migrations with Kysely's Migrator. The provider is a static table (no
// directory scanning), so the bundle and esbuild-register see every migration as a plain import.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import * as m001 from './migrations/001_initial';
import * as m002 from './migrations/002_site_seo';
import * as m003 from './migrations/003_forms';
import * as m004 from './migrations/004_content';
import * as m005 from './migrations/005_images';
import * as m006 from './migrations/006_keywords';
import * as m007 from './migrations/007_hardening';
import * as m008 from './migrations/008_tasks';

/** Name → migration, in order. A new migration is a new file plus one line here. */
export const MIGRATIONS: Record<string, Migration> = {
  '001_initial': m001,
  '002_site_seo': m002,
  '003_forms': m003,
  '004_content': m004,
  '005_images': m005,
  '006_keywords': m006,
  '007_hardening': m007,
  '008_tasks': m008,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Unordered: a migration that arrives after a later-numbered one already ran (parallel work, or
  // a database rebuilt to an older state) is applied instead of refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? '未知';
    throw new Error(`数据库迁移失败（${failed}）：${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
