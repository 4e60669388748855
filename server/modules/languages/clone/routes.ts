// 翻译克隆 (§4, key site_setting, shown per §6): POST translateZh/ensiteInfo counts what the chosen
// content would send and names the foreign site; POST translateZh/toTranslate starts the clone task
// and takes the site's trans_role at once (a second run is refused until a failed run gives it
// back); GET translateZh/status (ours) is the site's latest clone task, for the home card after a reload.
import { TRANSLATION_CHAR_THRESHOLD } from '../../../../shared/domain/constants';
import type { TaskStarted } from '../../../../shared/domain/api/tasks';
import { checkCloneChoice, CLONE_CONTENTS, type CloneContent, type CloneStatus, type TranslationInfo } from '../../../../shared/domain/sites/clone';
import { ApiError } from '../../../core/http/envelope';
import { route, signedIn, type AnyRoute, type RouteContext } from '../../../core/http/routeDef';
import { arr, bool, EMPTY, obj, oneOf } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { bindingOf } from '../sync/binding';
import { cloneKind, releaseClone } from './kind';
import { assertCloneVisible, CLONE_MSG, enEntitlementOf } from './rules';
import { cloneCharCount, holdsCopies } from './sources';

const ACCESS = { permission: 'site_setting' } as const;
/** Unknown kinds are refused by the schema; an empty list gets 请选择要翻译的内容 from the shared rule. */
const TYPES = arr(oneOf(CLONE_CONTENTS), 0, CLONE_CONTENTS.length);

export interface CloneInfoRequest { types: CloneContent[] }
export interface CloneStartRequest { types: CloneContent[]; force?: boolean }
/** The latest clone task, whether a clone may start, and the bound foreign site ('' when none). */

async function cloneSite(ctx: RouteContext<any, any>, types: readonly string[]) {
  const site = await activeSite(ctx);
  assertCloneVisible(site, signedIn(ctx).account);
  const refused = checkCloneChoice(types);
  if (refused) throw new ApiError(400, refused);
  return { site, types: [...new Set(types)] as CloneContent[] };
}

export const cloneRoutes: AnyRoute[] = [
  route<Record<string, never>, CloneInfoRequest, TranslationInfo>('cloneInfo', {
    access: ACCESS,
    mutates: false,
    schema: { querystring: EMPTY, body: obj({ types: TYPES }, ['types']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const { site, types } = await cloneSite(ctx, ctx.body.types);
      const binding = await bindingOf(db, site.id);
      const foreign = binding
        ? await db.selectFrom('sites').select(['open_first_url']).where('id', '=', binding.foreignSiteId).executeTakeFirst()
        : undefined;
      return {
        url: foreign?.open_first_url ?? '',
        wordNum: await cloneCharCount(db, site, types),
        site_name: binding?.foreignSiteName ?? '',
        equal: binding ? await holdsCopies(db, site.id, binding.foreignSiteId) : false,
      };
    },
  }),

  route<Record<string, never>, CloneStartRequest, TaskStarted>('cloneStart', {
    access: ACCESS,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ types: TYPES, force: bool() }, ['types']) },
    async handler(ctx) {
      const { db, providers, tasks } = ctx.deps;
      const { site, types } = await cloneSite(ctx, ctx.body.types);
      // Unconfigured translation: said before anything starts (trans_role unchanged).
      providers.get('translate');
      if (site.trans_role !== 1) throw new ApiError(409, CLONE_MSG.running);
      const binding = await bindingOf(db, site.id);
      if (!binding) await enEntitlementOf(db, site.company_id);
      const wordNum = await cloneCharCount(db, site, types);
      // §4 step 2: a bound foreign site and over the threshold needs 强制翻译 (force).
      if (binding && wordNum > TRANSLATION_CHAR_THRESHOLD && ctx.body.force !== true) throw new ApiError(409, CLONE_MSG.needsForce);
      // The site's one clone: taken by a conditional update, so two starts at once get one task.
      const taken = await db.updateTable('sites').set({ trans_role: 0 }).where('id', '=', site.id).where('trans_role', '=', 1).executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw new ApiError(409, CLONE_MSG.running);
      ctx.note({ detail: `翻译克隆（${types.map((t) => (t === 'admin' ? '后台数据' : '可视化界面')).join('、')}，${wordNum} 字）到 ${binding?.foreignSiteName ?? '新外文站'}` });
      try {
        const taskId = await tasks.start({ siteId: site.id, accountId: signedIn(ctx).account.id }, cloneKind, { types });
        return { taskId };
      } catch (err) {
        await releaseClone(db, site.id);
        throw err;
      }
    },
  }),

  route<Record<string, never>, undefined, CloneStatus>('cloneStatus', {
    access: ACCESS,
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const row = await ctx.deps.db.selectFrom('tasks').select('id').where('site_id', '=', site.id).where('kind', '=', cloneKind.kind)
        .orderBy('id', 'desc').executeTakeFirst();
      const binding = await bindingOf(ctx.deps.db, site.id);
      const foreign = binding ? await ctx.deps.db.selectFrom('sites').select('open_first_url').where('id', '=', binding.foreignSiteId).executeTakeFirst() : undefined;
      return { taskId: row?.id ?? null, transRole: site.trans_role === 1, foreignSiteName: binding?.foreignSiteName ?? '', foreignUrl: foreign?.open_first_url ?? '' };
    },
  }),
];
