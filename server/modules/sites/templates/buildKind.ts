// The core task that builds a new site from its template (kind sites.build): the theme row was
// written 'building' by the route; the run draws the site's preview pictures, then in one
// transaction sets sites.theme_name and marks the theme ready. A cancel or a failure before that
// removes the theme row (and nothing else was written), so 重新选择模板 starts clean; a restart runs it
// again from the start (each step is idempotent).
import { SITE_BUILD_TASK_KIND, TEMPLATE_MSG } from '../../../../shared/domain/sites/templates';
import { ApiError } from '../../../core/http/envelope';
import { id, obj, str } from '../../../core/http/schemas';
import { defineTaskKind } from '../../../core/tasks/kind';
import { TaskStopped } from '../../../core/tasks/runner';
import { ensurePreviews } from './previews';

export interface SiteBuildInput {
  twebId: number;
  templateId: number;
  /** For the task's title. */
  code: string;
  siteName: string;
}

const STEPS = 3;

export const siteBuildKind = defineTaskKind<SiteBuildInput>({
  kind: SITE_BUILD_TASK_KIND,
  permission: 'site_decorate',
  title: (input) => TEMPLATE_MSG.buildTitle(input.siteName, input.code),
  input: obj({ twebId: id(), templateId: id(), code: str(32), siteName: str(100) }, ['twebId', 'templateId', 'code', 'siteName']),
  resumable: true,
  async run(ctx) {
    const { db, deps, signal } = ctx;
    const { twebId, templateId } = ctx.input;
    const building = () => db.selectFrom('site_themes').selectAll().where('site_id', '=', twebId).where('state', '=', 'building')
      .where('template_id', '=', templateId).executeTakeFirst();
    const undo = () => db.deleteFrom('site_themes').where('site_id', '=', twebId).where('state', '=', 'building').where('template_id', '=', templateId).execute();
    try {
      ctx.progress(0, STEPS, TEMPLATE_MSG.stageApply);
      const theme = await building();
      if (!theme) return { skipped: true };
      if (theme.build_task_id === 0) await db.updateTable('site_themes').set({ build_task_id: ctx.taskId }).where('site_id', '=', twebId).execute();
      const site = await db.selectFrom('sites').select(['id', 'site_name']).where('id', '=', twebId).executeTakeFirst();
      const template = await db.selectFrom('templates').select('code').where('id', '=', templateId).executeTakeFirst();
      if (!site || !template) throw new ApiError(404, TEMPLATE_MSG.templateNotFound);
      ctx.progress(1, STEPS, TEMPLATE_MSG.stagePictures);
      const pictures = await ensurePreviews(db, deps.config.dataDir, site, theme);
      if (signal.aborted) throw signal.reason;
      ctx.progress(2, STEPS, TEMPLATE_MSG.stageHistory);
      await db.transaction().execute(async (trx) => {
        const done = await trx.updateTable('site_themes').set({ state: 'ready', updated_at: deps.now() })
          .where('site_id', '=', twebId).where('state', '=', 'building').where('template_id', '=', templateId).executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw new ApiError(409, TEMPLATE_MSG.building);
        await trx.updateTable('sites').set({ theme_name: template.code }).where('id', '=', twebId).execute();
      });
      ctx.committed();
      ctx.progress(STEPS, STEPS, TEMPLATE_MSG.stageDone);
      return { twebId, template: template.code, pc: pictures.pc, mobile: pictures.mobile };
    } catch (err) {
      // A shutdown leaves the row building: the restarted run finishes it.
      const shutdown = signal.aborted && signal.reason instanceof TaskStopped && signal.reason.reason !== 'cancel';
      if (!shutdown) await undo();
      throw err;
    }
  },
});
