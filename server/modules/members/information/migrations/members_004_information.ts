// Information search's tables (information/tables.ts). An exact lookup is one walk of
// info_records_match_idx (site, lookup, hash of the condition values); the record list pages by
// (site, lookup, id); the lookup counter is keyed by (site, lookup, minute).
import type { Kysely } from 'kysely';
import { autoId } from '../../../../core/db/migrations/helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);

  await db.schema.createTable('info_queries')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('degree', 'text', (c) => c.notNull().defaultTo('exact'))
    .addColumn('permission', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('no_result', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('if_open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('info_queries_site_idx').on('info_queries').columns(['site_id', 'weight', 'id']).execute();

  await db.schema.createTable('info_query_ranks')
    .addColumn('query_id', 'integer', (c) => c.notNull().references('info_queries.id').onDelete('cascade'))
    .addColumn('rank_id', 'integer', (c) => c.notNull().references('member_ranks.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('info_query_ranks_pk', ['query_id', 'rank_id'])
    .execute();
  await db.schema.createIndex('info_query_ranks_rank_idx').on('info_query_ranks').columns(['rank_id']).execute();

  await db.schema.createTable('info_records')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('query_id', 'integer', (c) => c.notNull().references('info_queries.id').onDelete('cascade'))
    .addColumn('vals', 'text', (c) => c.notNull())
    .addColumn('match_key', 'text', (c) => c.notNull())
    .addColumn('match_hash', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('info_records_match_idx').on('info_records').columns(['site_id', 'query_id', 'match_hash']).execute();
  await db.schema.createIndex('info_records_list_idx').on('info_records').columns(['site_id', 'query_id', 'id']).execute();
  // The lookup's own records (its removal cascades; the foreign key wants an index on PostgreSQL).
  await db.schema.createIndex('info_records_query_idx').on('info_records').columns(['query_id']).execute();

  await db.schema.createTable('info_imports')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('query_id', 'integer', (c) => c.notNull().references('info_queries.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('added', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('info_imports_query_idx').on('info_imports').columns(['site_id', 'query_id', 'id']).execute();
  await db.schema.createIndex('info_imports_task_idx').on('info_imports').columns(['task_id']).execute();

  await db.schema.createTable('info_lookup_counts')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('query_id', 'integer', (c) => c.notNull())
    .addColumn('minute', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('info_lookup_counts_pk', ['site_id', 'query_id', 'minute'])
    .execute();
  await db.schema.createIndex('info_lookup_counts_site_idx').on('info_lookup_counts').columns(['site_id', 'minute']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['info_lookup_counts', 'info_imports', 'info_records', 'info_query_ranks', 'info_queries']) await db.schema.dropTable(table).ifExists().execute();
}
