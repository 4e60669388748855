// 网站备份's routes (admin/System, key website_backup), each scoped to the caller's active site: a
// backup of another site answers 404 like one that does not exist.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_MSG, type BackupListData, type BackupRow, type BackupStatus } from '../../../../shared/domain/settings/backup';
import { ApiError } from '../../../core/http/envelope';
import { PAGE_QUERY, paging } from '../../../core/http/paging';
import { FileAnswer, route, signedIn, type AnyRoute, type RouteContext } from '../../../core/http/routeDef';
import { EMPTY, id, obj } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { UPLOAD_MSG, multipartRoute } from '../../../core/services/uploads';
import { acquireLock, activeTask, archivePath, BACKUP_KEY, backupKeep, backupKind, backupName, BACKUPS_DIR, checkUploaded, pruneBackups, releaseLock, restoreKind } from './backups';

/** The largest archive one may upload (BACKUP_UPLOAD_MAX_MB, default 2048). */
function uploadMaxBytes(): number {
  const mb = Number(process.env.BACKUP_UPLOAD_MAX_MB);
  return (Number.isInteger(mb) && mb >= 1 ? mb : 2048) * 1024 * 1024;
}

/** Streams the form's one `file` part to `full` (never whole in memory); answers its size. */
async function receiveArchive(ctx: RouteContext<unknown, unknown>, full: string, maxBytes: number): Promise<number> {
  const request = ctx.request;
  if (!request.isMultipart()) throw new ApiError(415, UPLOAD_MSG.notMultipart);
  let bytes = -1;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 20 } })) {
      if (part.type !== 'file' || part.fieldname !== 'file') {
        if (part.type === 'file') part.file.resume();
        throw new ApiError(400, `不支持的参数：${part.fieldname.slice(0, 40)}`);
      }
      if (!/\.zip$/i.test(part.filename ?? '')) {
        part.file.resume();
        throw new ApiError(415, BACKUP_MSG.notZip);
      }
      const handle = await fsp.open(full, 'wx');
      bytes = 0;
      try {
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          bytes += chunk.length;
          await handle.write(chunk);
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      if ((part.file as { truncated?: boolean }).truncated) throw new ApiError(413, '备份文件过大');
    }
  } catch (err) {
    await fsp.rm(full, { force: true });
    if (err instanceof ApiError || (err instanceof Error && 'syscall' in err)) throw err;
    const code = (err as { code?: string })?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, '备份文件过大');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiError(415, UPLOAD_MSG.notMultipart);
    throw new ApiError(400, UPLOAD_MSG.malformed);
  }
  if (bytes < 0) throw new ApiError(400, UPLOAD_MSG.noFile);
  if (bytes === 0) {
    await fsp.rm(full, { force: true });
    throw new ApiError(400, UPLOAD_MSG.empty);
  }
  return bytes;
}

const ID_BODY = obj({ id: id() }, ['id']);
const FINISHED = ['succeeded', 'failed', 'cancelled'];

const notFound = () => new ApiError(404, BACKUP_MSG.notFound);

async function backupOf(ctx: RouteContext<unknown, unknown>, backupId: number) {
  const site = await activeSite(ctx);
  const row = await ctx.deps.db.selectFrom('site_backups').selectAll().where('id', '=', backupId).where('site_id', '=', site.id).executeTakeFirst();
  if (!row) throw notFound();
  return { site, row };
}

export const backupRoutes: AnyRoute[] = [
  route<{ page?: number; rows?: number }, undefined, BackupListData>('backupList', {
    access: { permission: BACKUP_KEY },
    mutates: false,
    schema: { querystring: obj(PAGE_QUERY) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { limit, offset } = paging(ctx.query);
      const db = ctx.deps.db;
      const rows = await db.selectFrom('site_backups')
        .leftJoin('accounts', 'accounts.id', 'site_backups.account_id')
        .leftJoin('tasks', 'tasks.id', 'site_backups.task_id')
        .select([
          'site_backups.id', 'site_backups.name', 'site_backups.source', 'site_backups.state', 'site_backups.size', 'site_backups.rows',
          'site_backups.files', 'site_backups.task_id', 'site_backups.error', 'site_backups.created_at', 'site_backups.finished_at',
          'accounts.nick_name', 'accounts.login_name', 'tasks.state as task_state', 'tasks.error as task_error',
        ])
        .where('site_backups.site_id', '=', site.id)
        .orderBy('site_backups.id', 'desc').limit(limit).offset(offset).execute();
      const total = Number((await db.selectFrom('site_backups').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', site.id).executeTakeFirstOrThrow()).n);
      return {
        rows: rows.map((r): BackupRow => {
          // A backup still marked running whose task has ended was interrupted (a restart): failed, with the task's reason.
          const interrupted = r.state === 'running' && r.task_id !== null && (r.task_state === null || FINISHED.includes(r.task_state));
          const status: BackupStatus = interrupted ? 'failed' : r.state;
          return {
            id: r.id, name: r.name, source: r.source, status, size: Number(r.size), rows: r.rows, files: r.files,
            operator: r.nick_name || r.login_name || '', created_at: Number(r.created_at), finished_at: r.finished_at === null ? null : Number(r.finished_at),
            task_id: r.task_id, error: interrupted ? r.task_error ?? '备份已中断' : r.error,
          };
        }),
        total,
        keep: backupKeep(),
        activeTask: await activeTask(ctx.deps, site.id),
      };
    },
  }),

  route<Record<string, never>, Record<string, never>, { taskId: number; backupId: number }>('backupAdd', {
    access: { permission: BACKUP_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { deps } = ctx;
      const account = signedIn(ctx).account;
      const lock = await acquireLock(deps, site.id, 'backup');
      let backupId: number | null = null;
      try {
        const now = deps.now();
        backupId = (await deps.db.insertInto('site_backups').values({
          site_id: site.id, account_id: account.id, source: 'manual', name: backupName(now, 'manual'), state: 'running',
          file: null, size: 0, rows: 0, files: 0, task_id: null, error: null, created_at: now, finished_at: null,
        }).returning('id').executeTakeFirstOrThrow()).id;
        const taskId = await deps.tasks.start({ siteId: site.id, accountId: account.id }, backupKind, { backupId, lock });
        await deps.db.updateTable('site_backups').set({ task_id: taskId }).where('id', '=', backupId).execute();
        await deps.db.updateTable('backup_locks').set({ task_id: taskId }).where('site_id', '=', site.id).where('token', '=', lock).execute();
        ctx.note({ detail: `开始网站备份（备份 ${backupId}）` });
        return { taskId, backupId };
      } catch (err) {
        if (backupId !== null) await deps.db.deleteFrom('site_backups').where('id', '=', backupId).where('task_id', 'is', null).execute();
        await releaseLock(deps, site.id, lock);
        throw err;
      }
    },
  }),

  route<Record<string, never>, { id: number }, { removed: number }>('backupRemove', {
    access: { permission: BACKUP_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: ID_BODY },
    async handler(ctx) {
      const { row } = await backupOf(ctx, ctx.body.id);
      const { deps } = ctx;
      if (row.state === 'running') {
        const task = row.task_id === null ? null : await deps.db.selectFrom('tasks').select('state').where('id', '=', row.task_id).executeTakeFirst();
        if (!task || !FINISHED.includes(task.state)) throw new ApiError(409, '备份进行中，请在完成后再删除');
      }
      await deps.db.deleteFrom('site_backups').where('id', '=', row.id).execute();
      if (row.file) await fsp.rm(archivePath(deps.config.dataDir, row.file), { force: true }).catch(() => undefined);
      ctx.note({ detail: `删除网站备份：${row.name}` });
      return { removed: 1 };
    },
  }),

  route<Record<string, never>, { id: number }, { taskId: number }>('backupRestore', {
    access: { permission: BACKUP_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: ID_BODY },
    async handler(ctx) {
      const { site, row } = await backupOf(ctx, ctx.body.id);
      const { deps } = ctx;
      if (row.state !== 'ready' || !row.file) throw new ApiError(400, BACKUP_MSG.notReady);
      if (!fs.existsSync(archivePath(deps.config.dataDir, row.file))) throw new ApiError(404, BACKUP_MSG.fileMissing);
      const account = signedIn(ctx).account;
      const lock = await acquireLock(deps, site.id, 'restore');
      try {
        const taskId = await deps.tasks.start({ siteId: site.id, accountId: account.id }, restoreKind, { backupId: row.id, lock });
        await deps.db.updateTable('backup_locks').set({ task_id: taskId }).where('site_id', '=', site.id).where('token', '=', lock).execute();
        ctx.note({ detail: `恢复网站备份：${row.name}` });
        return { taskId };
      } catch (err) {
        await releaseLock(deps, site.id, lock);
        throw err;
      }
    },
  }),

  route<{ id: number }, undefined, never>('backupDownload', {
    access: { permission: BACKUP_KEY },
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const { row } = await backupOf(ctx, ctx.query.id);
      if (row.state !== 'ready' || !row.file) throw new ApiError(400, BACKUP_MSG.notReady);
      const full = archivePath(ctx.deps.config.dataDir, row.file);
      if (!fs.existsSync(full)) throw new ApiError(404, BACKUP_MSG.fileMissing);
      return new FileAnswer(fs.createReadStream(full), 'application/zip', `${row.name}.zip`, `site-backup-${row.id}.zip`) as never;
    },
  }),

  // An archive made here before, or on another server sharing SECRET_KEY: its signature and site are
  // checked now (listed only when they hold), every entry's hash when it is restored.
  multipartRoute(route<Record<string, never>, Record<string, never>, { id: number }>('backupUpload', {
    access: { permission: BACKUP_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { deps } = ctx;
      const max = uploadMaxBytes();
      if (Number(ctx.request.headers['content-length'] ?? 0) > max + 64 * 1024) throw new ApiError(413, '备份文件过大');
      const folder = path.join(deps.config.dataDir, BACKUPS_DIR, String(site.id));
      await fsp.mkdir(folder, { recursive: true });
      const name = `up-${randomBytes(8).toString('hex')}.zip`;
      const full = path.join(folder, `${name}.partial`);
      const size = await receiveArchive(ctx, full, max);
      try {
        const counts = await checkUploaded(deps, full, site.id);
        await fsp.rename(full, path.join(folder, name));
        const now = deps.now();
        const row = await deps.db.insertInto('site_backups').values({
          site_id: site.id, account_id: signedIn(ctx).account.id, source: 'uploaded', name: backupName(now, 'uploaded'), state: 'ready',
          file: path.join(BACKUPS_DIR, String(site.id), name), size, rows: counts.rows, files: counts.files, task_id: null, error: null, created_at: now, finished_at: now,
        }).returning('id').executeTakeFirstOrThrow();
        await pruneBackups(deps, site.id, backupKeep(), [row.id]);
        ctx.note({ detail: `上传网站备份（备份 ${row.id}）` });
        return { id: row.id };
      } catch (err) {
        await fsp.rm(full, { force: true });
        throw err;
      }
    },
  })),
];
