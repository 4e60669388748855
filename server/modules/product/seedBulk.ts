// Many products at once, for the bench (test/bench/serve.ts --products N): the seeded catalogue's
// lines and models with a serial number each (names stay unique among the live products), spread
// over the seeded categories, with prices (some 面议), tags, custom values, a few in the bin and
// some 下架, times over three years; one transaction, with their search terms and tag links (no
// revisions: nobody saved these). Deterministic (fixed PRNG seed).
import { sql, SqliteAdapter, type Insertable, type Kysely } from 'kysely';
import { CUSTOM_FIELD_SLOTS } from '../../../shared/domain/product';
import type { Database } from '../../core/db/database';
import { mulberry32 } from '../../core/db/prng';
import { SEED_ACCOUNTS } from '../../core/db/seedData';
import { advanceSequences } from '../../core/db/sequences';
import { DAY_MS } from '../../core/services/dates';
import { searchTextOf, termsOf } from './search';
import { SEED_LINES } from './seedCatalogue';
import type { ProductsTable, ProductTagLinksTable, ProductTermsTable } from './tables';

interface BulkProduct {
  id: number;
  type_id: number;
  name: string;
  summary: string;
  specs: string;
  price_sell: number | null;
  price_market: number | null;
  price_negotiable: number;
  brand: string;
  model: string;
  origin: string;
  unit: string;
  pack: string;
  sort: number;
  recommend: number;
  status: number;
  disabled: number;
  created_at: number;
  updated_at: number;
  p_6: string;
  p_7: string;
  tags: number[];
}

/** Inserts `count` products for the site; returns how many term and tag rows came with them. */
export async function seedBulkProducts(db: Kysely<Database>, siteId: number, count: number, now: number): Promise<{ terms: number; links: number }> {
  const rand = mulberry32(200_000 + count);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const tagIds = (await db.selectFrom('product_tags').select('id').where('site_id', '=', siteId).orderBy('id').execute()).map((t) => t.id);
  const span = 3 * 365 * DAY_MS;
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  let terms = 0;
  let links = 0;
  const cacheBefore = sqlite ? (await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows[0]?.cache_size : undefined;
  if (sqlite) await sql`pragma cache_size = -262144`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      // SQLite: the indexes are dropped for the load and rebuilt from their stored definitions
      // afterwards (one sort per index instead of millions of random inserts).
      const indexes = sqlite
        ? (await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'index' and sql is not null
            and tbl_name in ('products', 'product_terms', 'product_tag_links')`.execute(trx)).rows
        : [];
      for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(trx);
      const first = Number((await trx.selectFrom('products').select((eb) => eb.fn.max<number>('id').as('m')).executeTakeFirstOrThrow()).m ?? 0) + 1;
      const CHUNK = sqlite ? 5_000 : 500;
      for (let start = 0; start < count; start += CHUNK) {
        const batch: BulkProduct[] = [];
        for (let i = start; i < Math.min(count, start + CHUNK); i++) {
          const line = pick(SEED_LINES);
          const v = pick(line.variants);
          const n = i + 1;
          const model = `${v.model}-${n}`;
          const name = line.named ? `${v.name}-${n}` : `${model} ${line.noun}`;
          const created = now - span + Math.floor((i / count) * span);
          const price = v.price === null || rand() < 0.1 ? null : Math.round(v.price * (0.8 + rand() * 0.4)) * 100;
          const chosen = new Set<number>();
          if (rand() < 0.3 && tagIds.length) {
            chosen.add(pick(tagIds));
            if (rand() < 0.5) chosen.add(pick(tagIds));
          }
          batch.push({
            id: first + i, type_id: line.category, name, summary: line.summary, specs: JSON.stringify(v.specs.map(([k, value]) => ({ name: k, value }))),
            price_sell: price, price_market: price === null ? null : Math.round(price * 1.18), price_negotiable: price === null ? 1 : 0,
            brand: line.brand, model, origin: line.origin, unit: line.unit, pack: line.pack, sort: Math.floor(rand() * 1000),
            recommend: rand() < 0.05 ? 1 : 0, status: rand() < 0.9 ? 1 : 0, disabled: rand() < 0.02 ? 1 : 0,
            created_at: created, updated_at: Math.min(now, created + Math.floor(rand() * 30 * DAY_MS)), p_6: line.warranty, p_7: line.industry, tags: [...chosen],
          });
        }
        const counted = sqlite ? await insertSqlite(trx, siteId, batch) : await insertPortable(trx, siteId, batch);
        terms += counted.terms;
        links += counted.links;
      }
      for (const index of indexes) await sql.raw(index.sql).execute(trx);
    });
  } finally {
    if (sqlite && cacheBefore !== undefined) await sql.raw(`pragma cache_size = ${Number(cacheBefore)}`).execute(db);
  }
  if (!sqlite) await advanceSequences(db, 'postgres', ['products']);
  // PostgreSQL plans from table statistics, and answers from an index alone only for pages its
  // visibility map marks all-visible: both are refreshed after a bulk load, as autovacuum would soon.
  if (!sqlite) await sql`vacuum (analyze) products, product_terms, product_tag_links`.execute(db);
  return { terms, links };
}

const termRowsOf = (batch: BulkProduct[]) => batch.flatMap((p) => termsOf(p).map((term) => [term, p.id] as const));

/** SQLite: one statement per table and chunk, the rows passed as one JSON parameter. */
async function insertSqlite(trx: Kysely<Database>, siteId: number, batch: BulkProduct[]): Promise<{ terms: number; links: number }> {
  const rows = JSON.stringify(batch.map((p) => [p.id, p.type_id, p.name, p.summary, p.specs, p.price_sell, p.price_market, p.price_negotiable, p.brand, p.model,
    p.origin, p.unit, p.pack, p.sort, p.recommend, p.status, p.disabled, p.created_at, p.updated_at, p.p_6, p.p_7, searchTextOf(p)]));
  await sql`insert into products (id, site_id, type_id, name, summary, content, specs, price_sell, price_market, price_negotiable, brand, model,
      origin, unit, pack, minimum, sort, recommend, status, disabled, seo_title, version, updated_by, created_at, updated_at, p_6, p_7, search_text)
    select value ->> 0, ${siteId}, value ->> 1, value ->> 2, value ->> 3, '<p>' || (value ->> 3) || '</p>', value ->> 4, value ->> 5, value ->> 6,
      value ->> 7, value ->> 8, value ->> 9, value ->> 10, value ->> 11, value ->> 12, 1, value ->> 13, value ->> 14, value ->> 15, value ->> 16,
      value ->> 2, 1, ${SEED_ACCOUNTS.admin.id}, value ->> 17, value ->> 18, value ->> 19, value ->> 20, value ->> 21
    from json_each(${rows})`.execute(trx);
  const tagRows = batch.flatMap((p) => p.tags.map((t) => [p.id, t]));
  if (tagRows.length) await sql`insert into product_tag_links (product_id, tag_id) select value ->> 0, value ->> 1 from json_each(${JSON.stringify(tagRows)})`.execute(trx);
  const termRows = termRowsOf(batch);
  await sql`insert into product_terms (site_id, term, product_id) select ${siteId}, value ->> 0, value ->> 1 from json_each(${JSON.stringify(termRows)})`.execute(trx);
  return { terms: termRows.length, links: tagRows.length };
}

/** Any dialect: ordinary multi-row inserts. */
async function insertPortable(trx: Kysely<Database>, siteId: number, batch: BulkProduct[]): Promise<{ terms: number; links: number }> {
  const empty = Object.fromEntries(CUSTOM_FIELD_SLOTS.map((slot) => [slot, '']));
  const rows = batch.map((p) => ({
    ...empty, id: p.id, site_id: siteId, type_id: p.type_id, name: p.name, summary: p.summary, content: `<p>${p.summary}</p>`, images: '[]', img: '', specs: p.specs,
    price_sell: p.price_sell, price_market: p.price_market, price_negotiable: p.price_negotiable, brand: p.brand, model: p.model, origin: p.origin,
    unit: p.unit, pack: p.pack, minimum: 1, sort: p.sort, recommend: p.recommend, status: p.status, disabled: p.disabled, related_ids: '[]',
    seo_title: p.name, seo_keywords: '', seo_description: '', version: 1, updated_by: SEED_ACCOUNTS.admin.id, created_at: p.created_at,
    updated_at: p.updated_at, p_6: p.p_6, p_7: p.p_7, search_text: searchTextOf(p),
  })) as Insertable<ProductsTable>[];
  await trx.insertInto('products').values(rows).execute();
  const termRows: Insertable<ProductTermsTable>[] = termRowsOf(batch).map(([term, productId]) => ({ site_id: siteId, term, product_id: productId }));
  for (let i = 0; i < termRows.length; i += 2000) await trx.insertInto('product_terms').values(termRows.slice(i, i + 2000)).execute();
  const tagRows: Insertable<ProductTagLinksTable>[] = batch.flatMap((p) => p.tags.map((tag_id) => ({ product_id: p.id, tag_id })));
  if (tagRows.length) await trx.insertInto('product_tag_links').values(tagRows).execute();
  return { terms: termRows.length, links: tagRows.length };
}
