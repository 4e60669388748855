// The records import (task members.infoImport): the uploaded workbook read (importSheet), each row
// checked by the lookup's fields (checkInfoRecord), the good rows stored in one transaction a batch
// at a time through core's bulk insert, with the import's counts in its history row — all committed
// together; rows with errors are not stored and are listed, by row number, in the error file (the
// task's download). The uploaded file is removed when the run ends, however it ends. Between
// batches the run awaits what ctx.progress answers (nothing, normally): a test holds it mid-way.
import fsp from 'node:fs/promises';
import path from 'node:path';
import { checkInfoRecord, INFO_MSG, type InfoImportResult, type InfoValues } from '../../../../shared/domain/members';
import { ApiError } from '../../../core/http/envelope';
import { id, obj, str } from '../../../core/http/schemas';
import { defineTaskKind } from '../../../core/tasks/kind';
import { INFORMATION_KEY } from '../core/keys';
import { columnsOf, errorFileName, writeErrorFile } from './importFiles';
import { readSheet } from './importSheet';
import { fieldsOf } from './queries';
import { storedValues } from './records';

export interface InfoImportInput {
  /** "<site>/<32 hex>.xlsx" under importsRoot. */
  file: string;
  fileName: string;
  queryId: number;
  /** info_imports.id of this import's history row. */
  importId: number;
}

export const IMPORT_STAGE = { reading: '正在读取文件', checking: '正在检查数据', writing: '正在写入记录', report: '正在生成错误文件' } as const;
const BATCH = 1000;
const RESULT_ERRORS = 50;

export function importsRoot(dataDir: string): string {
  return path.join(dataDir, 'info-imports');
}

export const infoImportKind = defineTaskKind<InfoImportInput>({
  kind: 'members.infoImport',
  permission: INFORMATION_KEY,
  title: (input) => `导入查询记录（${input.fileName}）`,
  input: obj({ file: str(100, { pattern: '^[1-9][0-9]{0,9}/[0-9a-f]{32}\\.xlsx$' }), fileName: str(200), queryId: id(), importId: id() }, ['file', 'fileName', 'queryId', 'importId']),
  async run(ctx): Promise<InfoImportResult> {
    const { db, siteId, input, signal } = ctx;
    const file = path.join(importsRoot(ctx.deps.config.dataDir), input.file);
    const step = (done: number, total: number, stage: string) => ctx.progress(done, total, stage) as unknown as Promise<void> | void;
    try {
      if (!input.file.startsWith(`${siteId}/`)) throw new ApiError(400, INFO_MSG.importNotXlsx);
      const query = await db.selectFrom('info_queries').selectAll().where('id', '=', input.queryId).where('site_id', '=', siteId).executeTakeFirst();
      if (!query) throw new ApiError(404, INFO_MSG.queryNotFound);
      const fields = fieldsOf(query);
      await step(0, 0, IMPORT_STAGE.reading);
      const sheet = await readSheet(file, { signal, onRows: (n) => step(n, 0, IMPORT_STAGE.reading) });
      const columns = columnsOf(sheet.header, fields);
      const total = sheet.rows.length;
      const good: InfoValues[] = [];
      const errors: { row: number; reason: string }[] = [];
      await step(0, total, IMPORT_STAGE.checking);
      for (let i = 0; i < total; i++) {
        const row = sheet.rows[i];
        const input: Record<string, string> = {};
        columns.forEach((key, c) => {
          if (key) input[key] = row.texts[c] ?? '';
        });
        const check = checkInfoRecord(fields, input);
        if (check.ok) good.push(check.values);
        else errors.push({ row: row.number, reason: check.message });
        if ((i + 1) % BATCH === 0) {
          signal.throwIfAborted();
          await step(i + 1, total, IMPORT_STAGE.checking);
        }
      }
      const at = ctx.deps.now();
      await step(0, good.length, IMPORT_STAGE.writing);
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < good.length; start += BATCH) {
          signal.throwIfAborted();
          const batch = good.slice(start, start + BATCH).map((values) => {
            const s = storedValues(fields, values);
            return [siteId, query.id, s.vals, s.match_key, s.match_hash, s.search_text, at, at] as const;
          });
          await ctx.deps.bulk.insert(trx, {
            table: 'info_records',
            columns: [['site_id', 'int4'], ['query_id', 'int4'], ['vals', 'text'], ['match_key', 'text'], ['match_hash', 'text'], ['search_text', 'text'], ['created_at', 'int8'], ['updated_at', 'int8']],
          }, batch);
          await step(Math.min(start + BATCH, good.length), good.length, IMPORT_STAGE.writing);
        }
        await trx.updateTable('info_imports').set({ rows: total, added: good.length, failed: errors.length, finished_at: ctx.deps.now() })
          .where('id', '=', input.importId).where('site_id', '=', siteId).execute();
      });
      ctx.committed();
      const result: InfoImportResult = { rows: total, added: good.length, failed: errors.length, errors: errors.slice(0, RESULT_ERRORS) };
      if (errors.length) {
        await step(total, total, IMPORT_STAGE.report);
        await writeErrorFile(ctx.resultFile(errorFileName(ctx.deps.now())), errors, `共 ${total} 行，导入 ${good.length} 行，${errors.length} 行有错误未导入`);
      }
      return result;
    } finally {
      await fsp.rm(file, { force: true });
    }
  },
});
