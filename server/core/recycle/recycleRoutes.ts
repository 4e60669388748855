// The recycle bin of a site's records, once for every feature that has one (albums, jobs, products;
// videos next): remove moves records into the bin, restore takes them out, destroy deletes
// those in the bin for good. Each answers how many it touched and writes one op-log line naming
// them; a record of another site, or one that does not exist, answers 404 and changes nothing.
import { sql, type Kysely } from 'kysely';
import type { ApiName } from '../../../shared/domain/api/endpoints';
import { CONTENT_LIMITS } from '../../../shared/domain/content';
import { MSG } from '../../../shared/domain/messages';
import type { ContentKind } from '../content/hooks';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/dbErrors';
import { ApiError } from '../http/envelope';
import { route, type Access, type AnyRoute, type RouteContext } from '../http/routeDef';
import { arr, EMPTY, id, MAX_ID, obj, str } from '../http/schemas';
import { activeSite } from '../services/siteScope';

/** The tables with a bin: site-scoped rows with a title (or a name) and a `disabled` flag (1: in the bin). */
export type RecyclableTable = {
  [K in keyof Database]: Database[K] extends { site_id: number; disabled: number; updated_at: number } & ({ title: string } | { name: string }) ? K : never;
}[keyof Database];

/** The column a table's records are called by in messages: `title`, or `name` (products). */
export type TitleColumn = 'title' | 'name';

export const RECYCLE_MSG = { notInBin: '只能彻底删除回收站中的内容' } as const;

/** A "1,2,3" list of ids in the query (at most CONTENT_LIMITS.batch), or a body { ids: [1, 2] }. */
export const ID_LIST = str(1100, { pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${CONTENT_LIMITS.batch - 1}}$` });
export const ID_ARRAY = arr(id(), 1, CONTENT_LIMITS.batch);

export function parseIds(text: string): number[] {
  return [...new Set(text.split(',').map(Number))].filter((n) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID);
}

/** 「a」、「b」… for an op-log line, at most 120 characters. */
export const titles = (rows: { title: string }[]) => rows.map((r) => `「${r.title}」`).join('、').slice(0, 120);

/** The bin's tables share these columns; the title column varies, so they are queried loosely. */
type Bin = Kysely<Record<RecyclableTable, { id: number; site_id: number; disabled: number; updated_at: number }>>;

/** The site's records with these ids (404 unless every one is there), each with its title. */
export async function recordsOf(db: Kysely<Database>, table: RecyclableTable, siteId: number, ids: number[], titleColumn: TitleColumn = 'title') {
  const rows = await (db as unknown as Bin).selectFrom(table)
    .select(['id', sql<string>`${sql.ref(titleColumn)}`.as('title'), 'disabled'])
    .where('site_id', '=', siteId).where('id', 'in', ids).execute();
  if (rows.length !== new Set(ids).size) throw new ApiError(404, MSG.siteNotFound);
  return rows;
}

/** Moves the site's records into the bin (`removed`) or out, touching only those not there already. */
export async function setRemoved(db: Kysely<Database>, table: RecyclableTable, siteId: number, ids: number[], removed: boolean, at: number): Promise<number> {
  const result = await (db as unknown as Bin).updateTable(table).set({ disabled: removed ? 1 : 0, updated_at: at })
    .where('site_id', '=', siteId).where('id', 'in', ids).where('disabled', '=', removed ? 0 : 1).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface RecycleSpec {
  table: RecyclableTable;
  access: Access;
  /** What the op-log calls one record and counts it in: 相册 / 个. */
  noun: string;
  unit: string;
  /** The three routes of the API table, and where each takes its ids (the spec differs per feature). */
  routes: Record<'remove' | 'restore' | 'destroy', { name: ApiName; ids: 'query' | 'body' }>;
  /** What the records are called by in messages (default `title`). */
  titleColumn?: TitleColumn;
  /**
   * A unique index that holds only for records outside the bin (a product's name among the live
   * ones): restoring into a clash answers this 400 message, and nothing is restored.
   */
  restoreClash?: string;
  /** Records the content hooks hear about (products): a removal or restore is announced once committed. */
  contentKind?: ContentKind;
  /** Deletes what goes with destroyed records (a job's resumes): extra answer fields and a note. */
  onDestroy?(trx: Kysely<Database>, siteId: number, ids: number[]): Promise<{ answer: Record<string, number>; note: string }>;
}

type IdsCtx = RouteContext<{ ids?: string }, { ids?: number[] }>;
const idsOf = (ctx: IdsCtx, where: 'query' | 'body') => (where === 'query' ? parseIds(ctx.query.ids as string) : [...new Set(ctx.body.ids as number[])]);
const schemaOf = (where: 'query' | 'body') =>
  where === 'query' ? { querystring: obj({ ids: ID_LIST }, ['ids']) } : { querystring: EMPTY, body: obj({ ids: ID_ARRAY }, ['ids']) };

export function recycleRoutes(spec: RecycleSpec): AnyRoute[] {
  const { table, noun, unit, titleColumn = 'title' } = spec;
  const records = (trx: Kysely<Database>, siteId: number, ids: number[]) => recordsOf(trx, table, siteId, ids, titleColumn);
  const binRoute = (which: 'remove' | 'restore' | 'destroy', act: (trx: Kysely<Database>, ctx: IdsCtx, siteId: number, ids: number[]) => Promise<unknown>) => {
    const { name, ids: where } = spec.routes[which];
    return route<never, never, unknown>(name, {
      access: spec.access,
      mutates: true,
      schema: schemaOf(where),
      async handler(ctx) {
        const site = await activeSite(ctx);
        const ids = idsOf(ctx as IdsCtx, where);
        try {
          const answer = await ctx.deps.db.transaction().execute((trx) => act(trx, ctx as IdsCtx, site.id, ids));
          // A destroyed record was in the bin already: nothing live changed.
          if (spec.contentKind && which !== 'destroy') {
            ctx.deps.contentHooks.changed({ siteId: site.id, kind: spec.contentKind, ids, change: which === 'remove' ? 'removed' : 'restored', at: ctx.deps.now() });
          }
          return answer;
        } catch (err) {
          if (which === 'restore' && spec.restoreClash && isUniqueViolation(err)) throw new ApiError(400, spec.restoreClash);
          throw err;
        }
      },
    });
  };
  return [
    binRoute('remove', async (trx, ctx, siteId, ids) => {
      const rows = await records(trx, siteId, ids);
      const removed = await setRemoved(trx, table, siteId, ids, true, ctx.deps.now());
      ctx.note({ detail: `${noun}移入回收站 ${removed} ${unit}：${titles(rows)}` });
      return { removed };
    }),
    binRoute('restore', async (trx, ctx, siteId, ids) => {
      const rows = await records(trx, siteId, ids);
      const restored = await setRemoved(trx, table, siteId, ids, false, ctx.deps.now());
      ctx.note({ detail: `还原${noun} ${restored} ${unit}：${titles(rows)}` });
      return { restored };
    }),
    binRoute('destroy', async (trx, ctx, siteId, ids) => {
      const rows = await records(trx, siteId, ids);
      if (rows.some((r) => r.disabled !== 1)) throw new ApiError(400, RECYCLE_MSG.notInBin);
      const extra = (await spec.onDestroy?.(trx, siteId, ids)) ?? { answer: {}, note: '' };
      await (trx as unknown as Bin).deleteFrom(table).where('site_id', '=', siteId).where('id', 'in', ids).execute();
      ctx.note({ detail: `彻底删除${noun} ${rows.length} ${unit}${extra.note}：${titles(rows)}` });
      return { destroyed: rows.length, ...extra.answer };
    }),
  ];
}
