// Download articles' 下载权限 (issue 13 §4; §3's download power: all, member): who may download the
// file, and for 仅会员 the lowest rank level allowed (0 = any member whose rank allows downloads).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('articles').addColumn('download_power', 'text', (c) => c.notNull().defaultTo('all')).execute();
  await db.schema.alterTable('articles').addColumn('download_min_level', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
