// Seeds an empty database with the demonstration data: each installed module's seed in installed
// order, in one transaction. Idempotent: a database that already has a company is left alone, so
// restarts never duplicate or overwrite. A module installed after the database was seeded gets its
// rows through its seed's upgrade hook, when its migration is applied.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { SeedContext, ServerModule } from '../modules/defineServerModule';
import { analyzeTables, BULK_ROWS } from './analyzeLoaded';
import type { Database } from './database';
import { advanceSequences } from './sequences';

/** Rows into a table, 200 a statement; a bulk load of them is analysed (PostgreSQL, analyzeLoaded.ts). */
export async function insertChunked<T extends keyof Database>(trx: Kysely<Database> | Transaction<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await trx.insertInto(table).values(rows.slice(i, i + 200) as never).execute();
  }
  if (rows.length >= BULK_ROWS) await analyzeTables(trx, [table]);
}

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) > 0;
}

/** Seeds when empty; returns whether it did. */
export async function seedDatabase(db: Kysely<Database>, modules: readonly ServerModule[], ctx: SeedContext): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await db.transaction().execute(async (trx) => {
    for (const module of modules) await module.seed?.insert?.(trx, ctx);
  });
  await advanceSequences(db, ctx.dialect, modules.flatMap((m) => m.tables));
  for (const module of modules) await module.seed?.afterInsert?.(db, ctx);
  return true;
}

/** On a database seeded before: each module's upgrade seed for the migrations this start applied. */
export async function seedUpgrades(db: Kysely<Database>, modules: readonly ServerModule[], applied: readonly string[], ctx: SeedContext): Promise<void> {
  for (const module of modules) {
    for (const [migration, upgrade] of Object.entries(module.seed?.upgrade ?? {})) {
      if (applied.includes(migration)) await upgrade(db, ctx);
    }
  }
}
