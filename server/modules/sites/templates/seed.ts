// The catalogue's ~240 templates (catalogue.ts), the plus role for 云建站示范科技, and the current
// templates of the Chinese demo site (1001, with one earlier template in its history) and the
// foreign demo site (1003). theme_name of the seeded sites is left as it was (legacy names other
// areas show). Fixed ids and a fixed preview token: every fresh database is the same.
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/database';
import { COMPANY, SEED_ACCOUNTS, SITE } from '../../../core/db/seedData';
import type { SeedContext } from '../../../core/modules/defineServerModule';
import { generateTemplates, insertFilters, insertTemplates } from './catalogue';

export const SEED_TEMPLATE_COUNT = 240;
const DAY = 86_400_000;

/** The seeded sites' templates, by code (see generateTemplates: T1001 is a Chinese 企业官网 template). */
export const SEED_THEMES = {
  corporate: { current: 'T1001', earlier: 'T1013' },
  global: { current: 'T1005' },
} as const;

export async function seedTemplates(db: Kysely<Database>, ctx: Pick<SeedContext, 'now'>): Promise<void> {
  const existing = await db.selectFrom('templates').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await insertFilters(db);
  await insertTemplates(db, generateTemplates(SEED_TEMPLATE_COUNT), ctx.now);
  const company = await db.selectFrom('companies').select('id').where('id', '=', COMPANY.demoTech).executeTakeFirst();
  if (company) await db.insertInto('template_plus_companies').values({ company_id: company.id, granted_at: ctx.now }).execute();
  const idOf = async (code: string) => (await db.selectFrom('templates').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const sites = await db.selectFrom('sites').select('id').where('id', 'in', [SITE.corporate, SITE.global]).execute();
  const has = (id: number) => sites.some((s) => s.id === id);
  if (has(SITE.corporate)) {
    await db.insertInto('site_themes').values({
      site_id: SITE.corporate, template_id: await idOf(SEED_THEMES.corporate.current), mobile_template_id: null, state: 'ready', build_task_id: 0,
      preview_token: '5eed0000000000000000000000001001', updated_at: ctx.now - 30 * DAY,
    }).execute();
    await db.insertInto('site_theme_history').values({
      site_id: SITE.corporate, template_id: await idOf(SEED_THEMES.corporate.earlier), device: 'pc', account_name: SEED_ACCOUNTS.admin.loginName, changed_at: ctx.now - 30 * DAY,
    }).execute();
  }
  if (has(SITE.global)) {
    await db.insertInto('site_themes').values({
      site_id: SITE.global, template_id: await idOf(SEED_THEMES.global.current), mobile_template_id: null, state: 'ready', build_task_id: 0,
      preview_token: '5eed0000000000000000000000001003', updated_at: ctx.now - 60 * DAY,
    }).execute();
  }
}
