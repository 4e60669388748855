// The log import task (spider.logImport): parses an uploaded log stored on disk, with progress in
// bytes of the file. Resumable: every batch commits with the number of lines done, so a run started
// again after a restart skips those lines. Cancelling keeps what is stored (the import says so).
import fsp from 'node:fs/promises';
import { ApiError } from '../../core/http/envelope';
import { obj, id, str } from '../../core/http/schemas';
import { defineTaskKind } from '../../core/tasks/kind';
import { importLogFile } from './importLog';
import { logPath } from './logFiles';
import { siteSettings } from './settings';

export interface LogImportInput {
  importId: number;
  file: string;
  fileName: string;
}

export const logImportKind = defineTaskKind<LogImportInput>({
  kind: 'spider.logImport',
  permission: 'spider',
  title: (input) => `导入蜘蛛日志（${input.fileName}）`,
  input: obj({ importId: id(), file: str(60), fileName: str(120) }, ['importId', 'file', 'fileName']),
  resumable: true,
  keepsDoneWork: true,
  concurrency: 1,
  async run(ctx) {
    const { db, input, siteId, signal } = ctx;
    const row = await db.selectFrom('spider_imports').selectAll().where('id', '=', input.importId).where('site_id', '=', siteId).executeTakeFirst();
    if (!row) throw new ApiError(404, '导入记录不存在');
    const full = logPath(ctx.deps.config.dataDir, input.file);
    const total = (await fsp.stat(full).catch(() => null))?.size;
    if (total === undefined) throw new ApiError(410, '日志文件已不存在，请重新上传');
    const settings = await siteSettings(db, siteId, ctx.deps.now());
    await db.updateTable('spider_imports').set({ state: 'running' }).where('id', '=', row.id).execute();
    ctx.progress(0, total, '解析日志');
    try {
      const counts = await importLogFile({
        db, bulk: ctx.deps.bulk, siteId, domain: row.domain, importId: row.id, file: full, reverseDns: settings.reverse_dns === 1,
        skipLines: Number(row.lines_done), signal, onBytes: (read) => ctx.progress(read, total, '解析日志'),
      });
      await db.updateTable('spider_imports').set({ state: 'done' }).where('id', '=', row.id).execute();
      ctx.committed();
      await fsp.rm(full, { force: true });
      return { accepted: counts.accepted, spiders: counts.spiders, rejected: counts.rejected };
    } catch (err) {
      const state = signal.aborted ? 'cancelled' : 'failed';
      await db.updateTable('spider_imports').set({ state }).where('id', '=', row.id).execute();
      // A shutdown also aborts, and the run resumes after the restart: the file stays for it (the
      // upload route sweeps files older than a day).
      if (!signal.aborted) await fsp.rm(full, { force: true }).catch(() => undefined);
      throw err;
    }
  },
});
