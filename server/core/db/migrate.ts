// Runs the versioned migrations with Kysely's Migrator. The migrations come from the installed
// modules (core's baseline 001, 007 and 008, then each module's own), composed by name: a static
// table, so the bundle and esbuild-register see every migration as a plain import.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';

export async function migrateToLatest(db: Kysely<Database>, migrations: Readonly<Record<string, Migration>>): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => ({ ...migrations }) };
  // Unordered: a migration that arrives after a later-named one already ran (a module installed
  // later, parallel work, a database rebuilt to an older state) is applied instead of refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? '未知';
    throw new Error(`数据库迁移失败（${failed}）：${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
