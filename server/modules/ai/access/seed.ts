// The demo company's AI service (issue 16 §7): 云建站示范科技 (admin's and the operator's company)
// has AI智能写作 for a year from seeding with 2,000,000 tokens a month, part of this month's
// already used; the other companies have none (their AI pages read 当前账号未开通AI服务…). On a
// database made before the AI assistant, the accounts that hold every other key (the
// administrators) get its keys too, as a fresh seed gives them.
import type { Kysely } from 'kysely';
import { ALL_PERMISSION_KEYS, PERMISSION_GROUPS } from '../../../../shared/domain/permissions';
import type { Database } from '../../../core/db/database';
import { COMPANY } from '../../../core/db/seedData';
import { quotaPeriod } from './period';

export const AI_SEED = {
  companyId: COMPANY.demoTech,
  name: 'AI智能写作',
  monthlyTokens: 2_000_000,
  /** This month's tokens already used when seeded. */
  used: 12_680,
} as const;

/** One year after `at`, same day and time (29 February → 1 March). */
export function aYearAfter(at: number): number {
  const d = new Date(at);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.getTime();
}

export async function seedAccess(db: Kysely<Database>, now: number): Promise<void> {
  const company = await db.selectFrom('companies').select('id').where('id', '=', AI_SEED.companyId).executeTakeFirst();
  if (!company) return;
  await db.insertInto('ai_services')
    .values({ company_id: AI_SEED.companyId, name: AI_SEED.name, expires_at: aYearAfter(now), monthly_tokens: AI_SEED.monthlyTokens })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute();
  await db.insertInto('ai_quotas')
    .values({ company_id: AI_SEED.companyId, period: quotaPeriod(now), total: AI_SEED.monthlyTokens, used: AI_SEED.used, reserved: 0 })
    .onConflict((oc) => oc.columns(['company_id', 'period']).doNothing())
    .execute();
}

const AI_KEYS: readonly string[] = ['ai_manage', ...PERMISSION_GROUPS.ai_manage];
const OTHER_KEYS = ALL_PERMISSION_KEYS.filter((k) => !AI_KEYS.includes(k));

/** The AI keys for every account that holds all the other keys (stored as a JSON array of keys). */
export async function grantAiKeys(db: Kysely<Database>): Promise<void> {
  const accounts = await db.selectFrom('accounts').select(['id', 'permissions']).execute();
  for (const account of accounts) {
    let keys: unknown;
    try {
      keys = JSON.parse(account.permissions);
    } catch {
      continue;
    }
    if (!Array.isArray(keys) || !OTHER_KEYS.every((k) => keys.includes(k))) continue;
    const missing = AI_KEYS.filter((k) => !keys.includes(k));
    if (missing.length === 0) continue;
    await db.updateTable('accounts').set({ permissions: JSON.stringify([...keys, ...missing]) }).where('id', '=', account.id).execute();
  }
}
