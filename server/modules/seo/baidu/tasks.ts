// The two long runs of 百度收录, as tasks followed on the page:
//   seo.baiduPush — 推送全部未推送: every never-pushed live record, kind by kind in id order, in
//     batches of ≤ 2,000 (one Baidu request each), stopping when Baidu's remain reaches 0 (the
//     reason is the result's `stopped`); a cancel keeps the batches pushed; resumed after a restart
//     (what was pushed is no longer unpushed).
//   seo.indexCheck — 查询收录: the records named, or every live one, 100 addresses a call; a cancel
//     keeps the answers stored, a restart asks again from the start.
import {
  BAIDU_LIMITS, BAIDU_MSG, BAIDU_RECORD_KINDS,
  type BaiduPushAllResult, type BaiduRef, type IndexCheckResult,
} from '../../../../shared/domain/seo/baidu';
import { ApiError } from '../../../core/http/envelope';
import { arr, id, int, obj, oneOf } from '../../../core/http/schemas';
import { defineTaskKind } from '../../../core/tasks/kind';
import { pushRecords, pushTarget } from './pushUrls';
import { addressOf, countLive, countUnpushed, findLive, nextLive, nextUnpushed, type LiveRecord } from './records';
import { pushDomain, recordIndexStates, settingsOf } from './store';

const KEY = 'baidu_included';

/** A closed list of records (the selection of 查询收录). */
export const REFS_SCHEMA = { ...arr(obj({ kind: oneOf(BAIDU_RECORD_KINDS), id: id() }, ['kind', 'id']), 1, BAIDU_LIMITS.selection), uniqueItems: true };

/** batchSize: URLs a request, 2,000 unless a test asks for fewer. */
export interface BaiduPushInput {
  batchSize?: number;
}

export const baiduPushKind = defineTaskKind<BaiduPushInput>({
  kind: 'seo.baiduPush',
  permission: KEY,
  title: () => BAIDU_MSG.pushTitle,
  input: obj({ batchSize: int(1, BAIDU_LIMITS.pushBatch) }),
  keepsDoneWork: true,
  resumable: true,
  concurrency: 1,
  async run(ctx) {
    const { db, siteId, signal, deps } = ctx;
    // The key or the service may have gone since the task was queued: refused before anything is sent.
    const target = await pushTarget(deps, siteId);
    const size = ctx.input.batchSize ?? BAIDU_LIMITS.pushBatch;
    const total = await countUnpushed(db, siteId);
    if (total === 0) return { sent: 0, success: 0, batches: 0, remain: null, stopped: BAIDU_MSG.nothingToPush } satisfies BaiduPushAllResult;
    const out: BaiduPushAllResult = { sent: 0, success: 0, batches: 0, remain: null, stopped: null };
    ctx.progress(0, total, BAIDU_MSG.pushStage);
    let batch: LiveRecord[] = [];
    const flush = async (): Promise<boolean> => {
      if (batch.length === 0) return true;
      signal.throwIfAborted();
      const answer = await pushRecords(deps, siteId, target, batch, { source: 'task', accountId: ctx.accountId, taskId: ctx.taskId }, signal);
      out.sent += answer.sent;
      out.success += answer.success;
      out.batches += 1;
      out.remain = answer.remain;
      batch = [];
      ctx.progress(out.sent, Math.max(total, out.sent), BAIDU_MSG.pushStage);
      if (answer.remain === 0) {
        out.stopped = BAIDU_MSG.quotaSpent;
        return false;
      }
      return true;
    };
    for (const kind of BAIDU_RECORD_KINDS) {
      let after = 0;
      for (;;) {
        signal.throwIfAborted();
        const rows = await nextUnpushed(db, siteId, kind, after, size);
        for (const row of rows) {
          batch.push(row);
          if (batch.length === size && !(await flush())) return { ...out };
        }
        if (rows.length < size) break;
        after = rows[rows.length - 1].id;
      }
    }
    await flush();
    return { ...out };
  },
});

export interface IndexCheckInput {
  /** The records to check; all live ones when left out. */
  refs?: BaiduRef[];
}

export const indexCheckKind = defineTaskKind<IndexCheckInput>({
  kind: 'seo.indexCheck',
  permission: KEY,
  title: () => BAIDU_MSG.checkTitle,
  input: obj({ refs: REFS_SCHEMA }),
  keepsDoneWork: true,
  // After a restart it asks again from the start: answers are stored as they come, so nothing is lost.
  resumable: true,
  concurrency: 1,
  async run(ctx) {
    const { db, siteId, signal, deps } = ctx;
    const checker = deps.providers.get('indexCheck');
    const settings = await settingsOf(db, siteId);
    const { domain } = await pushDomain(db, siteId, settings.domain);
    if (!domain) throw new ApiError(409, BAIDU_MSG.noDomain);
    const out: IndexCheckResult = { checked: 0, indexed: 0, notIndexed: 0, unknown: 0 };
    const refs = ctx.input.refs;
    const total = refs ? refs.length : await countLive(db, siteId);
    ctx.progress(0, total, BAIDU_MSG.checkStage);
    const check = async (records: readonly LiveRecord[]) => {
      signal.throwIfAborted();
      const byUrl = new Map(records.map((r) => [addressOf(r, domain), r]));
      const { results } = await checker.check({ engine: 'baidu', urls: [...byUrl.keys()], signal });
      const known = results.flatMap((x) => {
        const r = byUrl.get(x.url);
        return r ? [{ kind: r.kind, id: r.id, url: x.url, indexed: x.indexed }] : [];
      });
      await recordIndexStates(db, siteId, known, deps.now());
      out.checked += records.length;
      out.indexed += known.filter((k) => k.indexed).length;
      out.notIndexed += known.filter((k) => !k.indexed).length;
      out.unknown += records.length - known.length;
      ctx.progress(out.checked, Math.max(total, out.checked), BAIDU_MSG.checkStage);
    };
    const step = BAIDU_LIMITS.checkBatch;
    if (refs) {
      // Records gone since they were selected are skipped, not fatal: the rest are still worth knowing.
      const found = await findLive(db, siteId, refs);
      const live = refs.flatMap((ref) => found.get(`${ref.kind}:${ref.id}`) ?? []);
      out.unknown += refs.length - live.length;
      for (let i = 0; i < live.length; i += step) await check(live.slice(i, i + step));
      return { ...out };
    }
    // Kind after kind, each call filled to 100 addresses.
    let pending: LiveRecord[] = [];
    for (const kind of BAIDU_RECORD_KINDS) {
      for (let after = 0; ;) {
        const rows = await nextLive(db, siteId, kind, after, step);
        pending.push(...rows);
        while (pending.length >= step) {
          await check(pending.slice(0, step));
          pending = pending.slice(step);
        }
        if (rows.length < step) break;
        after = rows[rows.length - 1].id;
      }
    }
    if (pending.length) await check(pending);
    return { ...out };
  },
});
