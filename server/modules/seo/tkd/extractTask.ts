// 一键提取 for all: every live record of a kind with an empty own field gets its empty fields filled
// (articles and products as revisions under their lock), in batches with progress and cancel; a
// record an editor saved meanwhile is skipped (its lock moved), never overwritten.
import { TKD_RECORD_KINDS, type TkdRecordKind } from '../../../../shared/domain/seo/tkd';
import { ApiError } from '../../../core/http/envelope';
import { obj, oneOf } from '../../../core/http/schemas';
import { defineTaskKind } from '../../../core/tasks/kind';
import { extractFor, keywordLibrary, loadRecords, writeOwnTkd } from './inside';

export const EXTRACT_MSG = {
  title: '一键提取TKD',
  working: '正在提取',
} as const;

/** Records written between two cancel checks. */
const BATCH = 50;

export const tkdExtractKind = defineTaskKind<{ kind: TkdRecordKind }>({
  kind: 'seo.tkdExtract',
  permission: 'seo_zntkd',
  title: () => EXTRACT_MSG.title,
  input: obj({ kind: oneOf(TKD_RECORD_KINDS) }, ['kind']),
  keepsDoneWork: true,
  async run(ctx) {
    const { db, siteId, input, signal } = ctx;
    const empty = (await loadRecords(db, siteId, input.kind)).filter((r) => !r.own.title.trim() || !r.own.keywords.trim() || !r.own.description.trim());
    const library = await keywordLibrary(db, siteId);
    let filled = 0;
    let skipped = 0;
    ctx.progress(0, empty.length, EXTRACT_MSG.working);
    for (let i = 0; i < empty.length; i++) {
      if (i % BATCH === 0 && signal.aborted) break;
      const r = empty[i];
      try {
        const tkd = await extractFor(db, siteId, input.kind, r.id, r.own, library);
        await writeOwnTkd(db, siteId, input.kind, r.id, r.version, tkd, ctx.accountId, ctx.deps.now());
        filled++;
      } catch (e) {
        // Removed or saved by someone meanwhile: left as it is.
        if (!(e instanceof ApiError)) throw e;
        skipped++;
      }
      ctx.progress(i + 1, empty.length, EXTRACT_MSG.working);
    }
    return { filled, skipped };
  },
});
