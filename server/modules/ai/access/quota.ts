// The company's monthly token quota (issue 16 §2). A model call reserves its estimate first, in
// one conditional UPDATE (used + reserved + estimate ≤ total), so concurrent calls can never spend
// more than the quota together; when the call ends it settles: the reservation goes and what the
// provider reported (or what we counted) is added to used. A reservation whose call died with its
// process is released once it is older than STALE_MS, by the next reservation of the company.
import type { Kysely } from 'kysely';
import type { AiQuotaAnswer } from '../../../../shared/domain/ai/access';
import { AI_MSG } from '../../../../shared/domain/ai/messages';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import { aiServiceOf } from './gate';
import { nextPeriodStart, quotaPeriod } from './period';

/** The quota ran out: a precondition, like the other AI refusals. */
export const QUOTA_SHORT_CODE = 409;
/** Longer than any call may run (the longest stream plus its timeouts). */
export const STALE_MS = 30 * 60 * 1000;

export interface QuotaReservation {
  id: number;
  companyId: number;
  period: string;
  tokens: number;
}

export class QuotaShort extends ApiError {
  constructor() {
    super(QUOTA_SHORT_CODE, AI_MSG.quotaShort);
  }
}

/** The month's row, made from the service's monthly tokens on first use (a racing insert is ignored). */
async function ensurePeriod(db: Kysely<Database>, companyId: number, period: string): Promise<boolean> {
  const service = await aiServiceOf(db, companyId);
  if (!service) return false;
  await db.insertInto('ai_quotas')
    .values({ company_id: companyId, period, total: service.monthly_tokens, used: 0, reserved: 0 })
    .onConflict((oc) => oc.columns(['company_id', 'period']).doNothing())
    .execute();
  return true;
}

/** Releases the company's reservations older than STALE_MS (their calls died with a process). */
async function releaseStale(db: Kysely<Database>, companyId: number, now: number): Promise<void> {
  const stale = await db.selectFrom('ai_reservations').select(['id']).where('company_id', '=', companyId).where('created_at', '<', now - STALE_MS).execute();
  for (const { id } of stale) await settleTokens(db, id, 0);
}

/** Reserves `estimate` tokens of this month's quota, or throws QuotaShort (AI额度不足…) and reserves nothing. */
export async function reserveTokens(db: Kysely<Database>, companyId: number, estimate: number, now: number): Promise<QuotaReservation> {
  const period = quotaPeriod(now);
  // A count gone wrong must not reserve nothing (NaN passes no comparison in SQL the same way everywhere).
  if (!Number.isFinite(estimate)) throw new Error(`预估的 token 数无效：${estimate}`);
  const tokens = Math.max(1, Math.ceil(estimate));
  if (!(await ensurePeriod(db, companyId, period))) throw new QuotaShort();
  await releaseStale(db, companyId, now);
  return db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('ai_quotas')
      .set((eb) => ({ reserved: eb('reserved', '+', tokens) }))
      .where('company_id', '=', companyId)
      .where('period', '=', period)
      .where((eb) => eb(eb(eb(eb.ref('used'), '+', eb.ref('reserved')), '+', tokens), '<=', eb.ref('total')))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new QuotaShort();
    const row = await trx.insertInto('ai_reservations').values({ company_id: companyId, period, tokens, created_at: now }).returning('id').executeTakeFirstOrThrow();
    return { id: row.id, companyId, period, tokens };
  });
}

/**
 * Ends a reservation: its tokens leave `reserved` and `used` grows by what was spent (0: nothing was
 * sent; not a number: the whole reservation). What a provider reports may exceed the estimate (its
 * tokenizer is not ours): it is still what was spent, and `remaining` never shows below 0.
 * Settling twice changes nothing the second time. Given the reservation itself (not only its id),
 * a call that outlived STALE_MS — its reservation already released by the sweep — still has what
 * it spent counted.
 */
export async function settleTokens(db: Kysely<Database>, reservation: number | QuotaReservation, spent: number): Promise<void> {
  const id = typeof reservation === 'number' ? reservation : reservation.id;
  await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('ai_reservations').where('id', '=', id).returningAll().executeTakeFirst();
    const used = Number.isFinite(spent) ? Math.max(0, Math.ceil(spent)) : (row?.tokens ?? 0);
    if (!row) {
      if (typeof reservation === 'number' || used === 0) return;
      await trx.updateTable('ai_quotas')
        .set((eb) => ({ used: eb('used', '+', used) }))
        .where('company_id', '=', reservation.companyId)
        .where('period', '=', reservation.period)
        .execute();
      return;
    }
    await trx.updateTable('ai_quotas')
      .set((eb) => ({ reserved: eb('reserved', '-', row.tokens), used: eb('used', '+', used) }))
      .where('company_id', '=', row.company_id)
      .where('period', '=', row.period)
      .execute();
  });
}

/** This month's quota as the console shows it. */
export async function quotaOf(db: Kysely<Database>, companyId: number, now: number): Promise<AiQuotaAnswer> {
  const period = quotaPeriod(now);
  const resetAt = nextPeriodStart(now);
  await ensurePeriod(db, companyId, period);
  const row = await db.selectFrom('ai_quotas').selectAll().where('company_id', '=', companyId).where('period', '=', period).executeTakeFirst();
  if (!row) return { total: 0, used: 0, remaining: 0, resetAt };
  return { total: row.total, used: row.used, remaining: Math.max(0, row.total - row.used - row.reserved), resetAt };
}
