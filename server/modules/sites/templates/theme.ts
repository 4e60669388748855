// A site's theme: its current templates (site_themes), the history of the templates it replaced,
// and a change written in one transaction — the theme row, sites.theme_name and the history —
// touching nothing else of the site (articles, navigation, settings stay as they are).
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { TEMPLATE_MSG, type ThemeHistoryEntry, type ThemeInfo } from '../../../../shared/domain/sites/templates';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import type { SiteRow } from '../../../core/services/siteScope';
import { cardsOf } from './cards';
import { modeOf } from './rules';
import type { SiteThemesTable } from './tables';

export type ThemeRow = Selectable<SiteThemesTable>;

export function themeOf(db: Kysely<Database>, siteId: number): Promise<ThemeRow | undefined> {
  return db.selectFrom('site_themes').selectAll().where('site_id', '=', siteId).executeTakeFirst();
}

const HISTORY_MAX = 50;

export async function themeInfo(db: Kysely<Database>, site: SiteRow, origin: string): Promise<ThemeInfo> {
  const theme = await themeOf(db, site.id);
  const history = await db.selectFrom('site_theme_history').innerJoin('templates', 'templates.id', 'site_theme_history.template_id')
    .select(['site_theme_history.template_id', 'templates.code', 'templates.name', 'site_theme_history.changed_at', 'site_theme_history.account_name'])
    .where('site_theme_history.site_id', '=', site.id).orderBy('site_theme_history.id', 'desc').limit(HISTORY_MAX).execute();
  const ids = [theme?.template_id, theme?.mobile_template_id].filter((v): v is number => typeof v === 'number');
  const cards = await cardsOf(db, ids, origin);
  const mode = modeOf(site);
  return {
    twebId: site.id,
    mode,
    roadType: site.road_type === 1 ? 1 : 0,
    template: cards.find((c) => c.id === theme?.template_id) ?? null,
    mobileTemplate: mode === 'pcMobile' ? cards.find((c) => c.id === theme?.mobile_template_id) ?? null : null,
    history: history.map((h): ThemeHistoryEntry => ({
      templateId: h.template_id, code: h.code, name: h.name, changedAt: Number(h.changed_at), account: h.account_name,
    })),
  };
}

export interface ThemeChange {
  templateId?: number;
  mobileTemplateId?: number;
}

/**
 * Changes a built site's template(s): the replaced ones go to the history. Conditional on the
 * theme being ready (a build or another change in between changes 0 rows → refused).
 */
export async function applyChange(db: Kysely<Database>, site: SiteRow, change: ThemeChange, account: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const theme = await trx.selectFrom('site_themes').selectAll().where('site_id', '=', site.id).executeTakeFirst();
    if (!theme) {
      // A site of the old system has a look (theme_name) but no template of this catalogue: its
      // first change gives it one; there is no earlier template to record.
      if (site.theme_name === '') throw new ApiError(409, TEMPLATE_MSG.notBuilt);
      if (change.templateId === undefined) throw new ApiError(400, TEMPLATE_MSG.chooseOne);
      const code = await trx.selectFrom('templates').select('code').where('id', '=', change.templateId).executeTakeFirstOrThrow();
      const inserted = await trx.insertInto('site_themes').values({
        site_id: site.id, template_id: change.templateId, mobile_template_id: change.mobileTemplateId ?? null, state: 'ready', build_task_id: 0,
        preview_token: randomBytes(16).toString('hex'), updated_at: now,
      }).onConflict((oc) => oc.column('site_id').doNothing()).executeTakeFirst();
      // Another change or a build got there first.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new ApiError(409, TEMPLATE_MSG.building);
      await trx.updateTable('sites').set({ theme_name: code.code }).where('id', '=', site.id).execute();
      return;
    }
    if (theme.state !== 'ready') throw new ApiError(409, TEMPLATE_MSG.building);
    const pc = change.templateId ?? theme.template_id;
    const mobile = change.mobileTemplateId ?? theme.mobile_template_id;
    if (pc === theme.template_id && mobile === theme.mobile_template_id) throw new ApiError(400, TEMPLATE_MSG.sameTemplate);
    const updated = await trx.updateTable('site_themes').set({ template_id: pc, mobile_template_id: mobile, updated_at: now })
      .where('site_id', '=', site.id).where('state', '=', 'ready').where('template_id', '=', theme.template_id).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new ApiError(409, TEMPLATE_MSG.building);
    if (pc !== theme.template_id) {
      await trx.insertInto('site_theme_history').values({ site_id: site.id, template_id: theme.template_id, device: 'pc', account_name: account, changed_at: now }).execute();
      const code = await trx.selectFrom('templates').select('code').where('id', '=', pc).executeTakeFirstOrThrow();
      await trx.updateTable('sites').set({ theme_name: code.code }).where('id', '=', site.id).execute();
    }
    if (mobile !== theme.mobile_template_id && theme.mobile_template_id !== null) {
      await trx.insertInto('site_theme_history').values({ site_id: site.id, template_id: theme.mobile_template_id, device: 'mobile', account_name: account, changed_at: now }).execute();
    }
  });
}

/**
 * A build whose task ended without finishing it (cancelled while queued, failed before it could
 * undo, pruned) leaves a 'building' row: it is removed here, so the site can be built again.
 */
export async function reconcileBuild(db: Kysely<Database>, siteId: number): Promise<void> {
  const theme = await themeOf(db, siteId);
  if (!theme || theme.state !== 'building' || theme.build_task_id === 0) return;
  const task = await db.selectFrom('tasks').select('state').where('id', '=', theme.build_task_id).executeTakeFirst();
  if (task && (task.state === 'queued' || task.state === 'running')) return;
  await db.deleteFrom('site_themes').where('site_id', '=', siteId).where('state', '=', 'building').where('build_task_id', '=', theme.build_task_id).execute();
}
