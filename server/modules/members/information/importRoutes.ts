// A lookup's Excel import (admin/information: importTemplate, import, importHistory), behind
// information_search. The template is the lookup's field names; an import is a multipart upload
// (`query_id`, `file`) that must be an .xlsx by its bytes (an .exe named .xlsx is refused in words,
// nothing stored), ≤ INFO_LIMITS.importBytes, answered with { taskId } of members.infoImport; the
// history lists each import's file, counts, operator and time with its task's state.
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ListData } from '../../../../shared/domain/api/envelope';
import type { TaskStarted } from '../../../../shared/domain/api/tasks';
import { INFO_LIMITS, INFO_MSG, type InfoImportRow } from '../../../../shared/domain/members';
import { ApiError } from '../../../core/http/envelope';
import { PAGE_QUERY, paging } from '../../../core/http/paging';
import { FileAnswer, route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { id, MAX_ID, obj, str } from '../../../core/http/schemas';
import { XLSX_TYPE } from '../../../core/services/spreadsheet';
import { displayName, integerField, multipartRoute, receiveUpload, sweepIncoming } from '../../../core/services/uploads';
import { activeSite } from '../../../core/services/siteScope';
import { INFORMATION_KEY } from '../core/keys';
import { importTemplate, templateName } from './importFiles';
import { importsRoot, infoImportKind, type InfoImportInput } from './importTask';
import { isWorkbookZip } from '../../../core/services/xlsxSheet';
import { fieldsOf, queryOf } from './queries';

const KEY = { permission: INFORMATION_KEY } as const;
const FORM_OVERHEAD = 64 * 1024;
const STALE_MS = 24 * 3600_000;
const UPLOAD_FIELDS = { query_id: integerField(1, MAX_ID, '参数 query_id 须为查询的编号') };

/** This site's uploads whose task never ran (the server stopped first), after a day. */
async function sweep(root: string, siteId: number, now: number): Promise<void> {
  await sweepIncoming(root, now);
  const folder = path.join(root, String(siteId));
  for (const name of await fsp.readdir(folder).catch(() => [] as string[])) {
    const file = path.join(folder, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs > STALE_MS) await fsp.rm(file, { force: true });
  }
}

export const importRoutes: AnyRoute[] = [
  route<{ query_id: number }, undefined, FileAnswer>('infoImportTemplate', {
    access: KEY,
    mutates: false,
    schema: { querystring: obj({ query_id: id() }, ['query_id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const query = await queryOf(ctx.deps.db, site.id, ctx.query.query_id);
      const file = await importTemplate(fieldsOf(query));
      return new FileAnswer(Readable.from(file), XLSX_TYPE, templateName(query.title), 'lookup-import-template.xlsx');
    },
  }),

  multipartRoute(route<Record<string, never>, { query_id?: string }, TaskStarted>('infoImport', {
    access: KEY,
    mutates: true,
    // multipart/form-data: query_id and the workbook in `file`; a JSON body passes the schema and is then refused.
    schema: { querystring: obj({}), body: obj({ query_id: str(12) }) },
    async handler(ctx) {
      const { config, db, now, tasks } = ctx.deps;
      const site = await activeSite(ctx);
      const auth = signedIn(ctx);
      if (Number(ctx.request.headers['content-length'] ?? 0) > INFO_LIMITS.importBytes + FORM_OVERHEAD) throw new ApiError(413, INFO_MSG.importTooLarge);
      const root = importsRoot(config.dataDir);
      await sweep(root, site.id, now());
      const upload = await receiveUpload(ctx.request, root, UPLOAD_FIELDS);
      try {
        if (upload.fields.query_id === undefined) throw new ApiError(400, '请选择要导入的查询');
        const query = await queryOf(db, site.id, upload.fields.query_id);
        if (upload.content.sniffed.size > INFO_LIMITS.importBytes) throw new ApiError(413, INFO_MSG.importTooLarge);
        // By its bytes: a ZIP with a workbook's parts (an .exe or a .docx named .xlsx is not).
        if (upload.content.sniffed.document?.ext !== 'xlsx') throw new ApiError(415, INFO_MSG.importNotXlsx);
        const stored = `${site.id}/${randomBytes(16).toString('hex')}.xlsx`;
        const full = path.join(root, stored);
        await upload.content.place(root, stored);
        try {
          if (!(await isWorkbookZip(full))) throw new ApiError(415, INFO_MSG.importNotXlsx);
          const fileName = displayName(upload.fileName, 'xlsx');
          const { id: importId } = await db.insertInto('info_imports').values({
            site_id: site.id, query_id: query.id, task_id: 0, file_name: fileName, account_id: auth.account.id,
            operator: auth.account.nick_name || auth.account.login_name, rows: 0, added: 0, failed: 0, created_at: now(), finished_at: null,
          }).returning('id').executeTakeFirstOrThrow();
          const input: InfoImportInput = { file: stored, fileName, queryId: query.id, importId };
          try {
            const taskId = await tasks.start({ siteId: site.id, accountId: auth.account.id }, infoImportKind, input);
            await db.updateTable('info_imports').set({ task_id: taskId }).where('id', '=', importId).execute();
            ctx.note({ detail: `信息查询「${query.title}」导入「${fileName}」：任务 ${taskId}` });
            return { taskId };
          } catch (err) {
            await db.deleteFrom('info_imports').where('id', '=', importId).execute();
            throw err;
          }
        } catch (err) {
          await fsp.rm(full, { force: true });
          throw err;
        }
      } finally {
        await upload.content.discard();
      }
    },
  })),

  route<{ query_id: number; page?: number; rows?: number }, undefined, ListData<InfoImportRow>>('infoImportHistory', {
    access: KEY,
    mutates: false,
    schema: { querystring: obj({ query_id: id(), ...PAGE_QUERY }, ['query_id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const query = await queryOf(db, site.id, ctx.query.query_id);
      const base = db.selectFrom('info_imports as i').where('i.site_id', '=', site.id).where('i.query_id', '=', query.id).where('i.task_id', '>', 0);
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const { limit, offset } = paging(ctx.query);
      const rows = await base.leftJoin('tasks as t', 't.id', 'i.task_id')
        .select(['i.id', 'i.task_id', 'i.file_name', 'i.operator', 'i.rows', 'i.added', 'i.failed', 'i.created_at', 'i.finished_at', 't.state', 't.result_name', 't.finished_at as task_finished'])
        .orderBy('i.id', 'desc').limit(limit).offset(offset).execute();
      return {
        total,
        rows: rows.map((r) => ({
          id: r.id, task_id: r.task_id, file_name: r.file_name, operator: r.operator, state: r.state ?? 'succeeded', rows: r.rows, added: r.added, failed: r.failed,
          has_errors: Boolean(r.result_name), created_at: Number(r.created_at),
          finished_at: r.finished_at !== null ? Number(r.finished_at) : r.task_finished !== null && r.task_finished !== undefined ? Number(r.task_finished) : null,
        })),
      };
    },
  }),
];
