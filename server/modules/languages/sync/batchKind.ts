// 批量同步翻译 (task kind languages.batchTranslate): every 未同步 and 已修改 item of a type, in id
// order, BATCH items a call (each batch its own transaction: a cancel or a failure keeps the
// batches written). Resumable: after a restart it goes on with what is still pending, which no
// longer includes what was written.
import { LANGUAGE_MSG, SYNC_TYPE_LABELS, SYNC_TYPES, type SyncType } from '../../../../shared/domain/sites/languages';
import { ApiError } from '../../../core/http/envelope';
import { obj, oneOf } from '../../../core/http/schemas';
import { defineTaskKind } from '../../../core/tasks/kind';
import { syncTarget } from './binding';
import { copyItems } from './copy';
import { pendingCount, pendingIds } from './items';

const BATCH = 10;

export interface BatchTranslateInput {
  type: SyncType;
}

export const batchTranslateKind = defineTaskKind<BatchTranslateInput>({
  kind: 'languages.batchTranslate',
  permission: 'site_setting',
  title: (input) => `${LANGUAGE_MSG.batchTitle}（${SYNC_TYPE_LABELS[input.type]}）`,
  input: obj({ type: oneOf(SYNC_TYPES) }, ['type']),
  keepsDoneWork: true,
  resumable: true,
  concurrency: 1,
  async run(ctx) {
    const { db, deps, siteId, signal } = ctx;
    const site = await db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirst();
    if (!site) throw new ApiError(404, LANGUAGE_MSG.idsNotFound);
    // The binding or the service may have gone since the task was queued.
    const target = await syncTarget(db, site);
    deps.providers.get('translate');
    const scope = { siteId, targetSiteId: target.binding.foreignSiteId, type: ctx.input.type };
    const total = await pendingCount(db, scope);
    let done = 0;
    let after = 0;
    ctx.progress(0, total, LANGUAGE_MSG.batchStage);
    for (;;) {
      signal.throwIfAborted();
      const ids = await pendingIds(db, scope, after, BATCH);
      if (ids.length === 0) break;
      done += await copyItems({ deps, siteId, accountId: ctx.accountId, target }, ctx.input.type, ids);
      after = ids[ids.length - 1];
      ctx.progress(done, Math.max(total, done), LANGUAGE_MSG.batchStage);
    }
    return { translated: done };
  },
});
