// 网站备份's work: the per-site lock (one backup or restore task at a time, held by a row whose
// primary key is the site), the backup and restore task kinds, and keeping the newest N. What
// belongs to a site and the archive itself are core's (server/core/backup), driven by every
// installed module's declaration, so this area never reads another module's tables.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_MSG, BACKUP_STAGE, type BackupSource } from '../../../../shared/domain/settings/backup';
import { readSignedManifest, restoreSiteArchive, verifySiteArchive, writeSiteArchive, type ArchiveEnv } from '../../../core/backup/archive';
import { loadBackupPlan } from '../../../core/backup/scopes';
import { isUniqueViolation } from '../../../core/db/dbErrors';
import { ApiError } from '../../../core/http/envelope';
import type { AppDeps } from '../../../core/http/routeDef';
import { id, obj, str } from '../../../core/http/schemas';
import { secretBoxOf } from '../../../core/services/secretBox';
import { defineTaskKind, type TaskRunContext } from '../../../core/tasks/kind';

export const BACKUP_KEY = 'website_backup';
export const BACKUPS_DIR = 'backups';
/** A lock row without its task this long is what a crash between lock and start left. */
const ORPHAN_LOCK_MS = 60_000;
const FINISHED = ['succeeded', 'failed', 'cancelled'];

/** BACKUP_KEEP: the newest this many finished backups of a site are kept (default 5). */
export function backupKeep(): number {
  const raw = Number(process.env.BACKUP_KEEP);
  return Number.isInteger(raw) && raw >= 1 && raw <= 100 ? raw : 5;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** 网站备份_20261128_153000 (server local time). */
export function backupName(now: number, source: BackupSource): string {
  const d = new Date(now);
  const stamp = `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}_${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
  return `${source === 'before_restore' ? '恢复前备份' : source === 'uploaded' ? '上传的备份' : '网站备份'}_${stamp}`;
}

/** The absolute path of a backup's archive, refusing anything outside DATA_DIR/backups. */
export function archivePath(dataDir: string, relative: string): string {
  const root = path.resolve(dataDir, BACKUPS_DIR);
  const full = path.resolve(dataDir, relative);
  if (!full.startsWith(root + path.sep)) throw new ApiError(404, BACKUP_MSG.fileMissing);
  return full;
}

// ---- the lock ----------------------------------------------------------------------------------

/**
 * Takes the site's lock for a backup or restore: the insert either wins or meets the row another
 * task holds (已有备份任务正在进行). A row left by a task that has ended (a restart interrupted it)
 * or by a crash before its task started is taken back, by its token, and the insert tried again.
 */
export async function acquireLock(deps: AppDeps, siteId: number, kind: 'backup' | 'restore'): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const token = randomBytes(16).toString('hex');
    try {
      await deps.db.insertInto('backup_locks').values({ site_id: siteId, token, kind, task_id: null, created_at: deps.now() }).execute();
      return token;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    const held = await deps.db.selectFrom('backup_locks').leftJoin('tasks', 'tasks.id', 'backup_locks.task_id')
      .select(['backup_locks.token', 'backup_locks.task_id', 'backup_locks.created_at', 'tasks.state'])
      .where('backup_locks.site_id', '=', siteId).executeTakeFirst();
    if (!held) continue;
    const stale = held.task_id === null ? deps.now() - Number(held.created_at) > ORPHAN_LOCK_MS : held.state === null || FINISHED.includes(held.state);
    if (!stale) break;
    await deps.db.deleteFrom('backup_locks').where('site_id', '=', siteId).where('token', '=', held.token).execute();
  }
  throw new ApiError(409, BACKUP_MSG.busy);
}

export async function releaseLock(deps: Pick<AppDeps, 'db'>, siteId: number, token: string): Promise<void> {
  await deps.db.deleteFrom('backup_locks').where('site_id', '=', siteId).where('token', '=', token).execute();
}

/** The site's backup or restore task now running, if any. */
export async function activeTask(deps: Pick<AppDeps, 'db'>, siteId: number): Promise<{ id: number; kind: 'backup' | 'restore' } | null> {
  const row = await deps.db.selectFrom('backup_locks').innerJoin('tasks', 'tasks.id', 'backup_locks.task_id')
    .select(['tasks.id', 'backup_locks.kind']).where('backup_locks.site_id', '=', siteId).where('tasks.state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return row ? { id: row.id, kind: row.kind } : null;
}

// ---- the work ---------------------------------------------------------------------------------

interface TaskInput {
  backupId: number;
  lock: string;
}

const TASK_INPUT = obj({ backupId: id(), lock: str(32) }, ['backupId', 'lock']);

async function archiveEnv(ctx: TaskRunContext<TaskInput>): Promise<ArchiveEnv> {
  const deps = ctx.deps;
  return {
    db: deps.db,
    config: deps.config,
    plan: await loadBackupPlan(deps.db, deps.modules),
    box: secretBoxOf(deps.config),
    signal: ctx.signal,
    progress: (done, total, stage) => ctx.progress(done, total, stage),
  };
}

/** Writes the backup row's archive (the row is 'running'); marks it ready, or failed and throws. */
async function writeBackup(ctx: TaskRunContext<TaskInput>, backupId: number): Promise<{ rows: number; files: number; size: number }> {
  const { deps, siteId } = ctx;
  const site = await deps.db.selectFrom('sites').select(['id', 'site_name']).where('id', '=', siteId).executeTakeFirstOrThrow();
  const folder = path.join(deps.config.dataDir, BACKUPS_DIR, String(siteId));
  await fsp.mkdir(folder, { recursive: true });
  const finalName = `${backupId}-${randomBytes(8).toString('hex')}.zip`;
  const partial = path.join(folder, `${finalName}.partial`);
  try {
    const out = fs.createWriteStream(partial, { flags: 'wx' });
    const manifest = await writeSiteArchive(await archiveEnv(ctx), { id: site.id, name: site.site_name }, out, deps.now());
    // Durable before the row says ready.
    const handle = await fsp.open(partial, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fsp.rename(partial, path.join(folder, finalName));
    const size = (await fsp.stat(path.join(folder, finalName))).size;
    const rows = manifest.tables.reduce((a, t) => a + t.rows, 0);
    await deps.db.updateTable('site_backups').set({
      state: 'ready', file: path.join(BACKUPS_DIR, String(siteId), finalName), size, rows, files: manifest.files.length, error: null, finished_at: deps.now(),
    }).where('id', '=', backupId).execute();
    return { rows, files: manifest.files.length, size };
  } catch (err) {
    await fsp.rm(partial, { force: true }).catch(() => undefined);
    const message = err instanceof ApiError ? err.message : ctx.signal.aborted ? '备份已取消' : '备份失败，请稍后重试';
    await deps.db.updateTable('site_backups').set({ state: 'failed', error: message, finished_at: deps.now() }).where('id', '=', backupId).execute();
    throw err;
  }
}

/** Keeps the newest `keep` finished backups of the site; removes older ones and failed ones. */
export async function pruneBackups(deps: Pick<AppDeps, 'db' | 'config'>, siteId: number, keep: number, spare: readonly number[] = []): Promise<number> {
  const all = await deps.db.selectFrom('site_backups').leftJoin('tasks', 'tasks.id', 'site_backups.task_id')
    .select(['site_backups.id', 'site_backups.state', 'site_backups.file', 'tasks.state as task_state'])
    .where('site_backups.site_id', '=', siteId).orderBy('site_backups.id', 'desc').execute();
  // A row still 'running' whose task has ended was interrupted (a restart): failed.
  const rows = all.filter((r) => r.state !== 'running' || r.task_state === null || FINISHED.includes(r.task_state));
  let kept = 0;
  const gone: typeof rows = [];
  for (const row of rows) {
    if (row.state === 'ready' && (kept < keep || spare.includes(row.id))) {
      if (!spare.includes(row.id)) kept += 1;
      continue;
    }
    gone.push(row);
  }
  if (gone.length === 0) return 0;
  await deps.db.deleteFrom('site_backups').where('id', 'in', gone.map((r) => r.id)).execute();
  for (const row of gone) if (row.file) await fsp.rm(archivePath(deps.config.dataDir, row.file), { force: true }).catch(() => undefined);
  return gone.length;
}

export const backupKind = defineTaskKind<TaskInput>({
  kind: 'settings.backup',
  permission: BACKUP_KEY,
  title: () => '网站备份',
  input: TASK_INPUT,
  async run(ctx) {
    try {
      const made = await writeBackup(ctx, ctx.input.backupId);
      await pruneBackups(ctx.deps, ctx.siteId, backupKeep());
      return { backupId: ctx.input.backupId, ...made };
    } finally {
      await releaseLock(ctx.deps, ctx.siteId, ctx.input.lock);
    }
  },
});

export const restoreKind = defineTaskKind<TaskInput>({
  kind: 'settings.backupRestore',
  permission: BACKUP_KEY,
  title: () => '恢复网站备份',
  input: TASK_INPUT,
  async run(ctx) {
    const { deps, siteId } = ctx;
    try {
      const backup = await deps.db.selectFrom('site_backups').selectAll().where('id', '=', ctx.input.backupId).where('site_id', '=', siteId).executeTakeFirst();
      if (!backup) throw new ApiError(404, BACKUP_MSG.notFound);
      if (backup.state !== 'ready' || !backup.file) throw new ApiError(400, BACKUP_MSG.notReady);
      const file = archivePath(deps.config.dataDir, backup.file);
      if (!fs.existsSync(file)) throw new ApiError(404, BACKUP_MSG.fileMissing);
      const env = await archiveEnv(ctx);
      // 1. Everything checked before anything changes.
      const manifest = await verifySiteArchive(env, file, siteId);
      // 2. The current state, backed up first.
      ctx.progress(0, 0, BACKUP_STAGE.before);
      const now = deps.now();
      const before = await deps.db.insertInto('site_backups').values({
        site_id: siteId, account_id: ctx.accountId, source: 'before_restore', name: backupName(now, 'before_restore'), state: 'running',
        file: null, size: 0, rows: 0, files: 0, task_id: ctx.taskId, error: null, created_at: now, finished_at: null,
      }).returning('id').executeTakeFirstOrThrow();
      await writeBackup(ctx, before.id);
      // 3. The rows in one transaction, then the files.
      const restored = await restoreSiteArchive({ ...env, dialect: deps.config.databaseUrl ? 'postgres' : 'sqlite' }, file, manifest, () => ctx.committed());
      // What modules keep per site (rendered widgets, QR images …) is rebuilt from the restored rows.
      for (const cache of deps.siteCaches) {
        await cache.clear({ db: deps.db, dataDir: deps.config.dataDir, now: deps.now() }, siteId).catch(() => undefined);
      }
      await pruneBackups(deps, siteId, backupKeep(), [backup.id, before.id]);
      return { backupId: backup.id, beforeBackupId: before.id, ...restored };
    } finally {
      await releaseLock(deps, siteId, ctx.input.lock);
    }
  },
});

/** Checks an uploaded archive's signature and site before it is listed (its hashes at restore). */
export async function checkUploaded(deps: AppDeps, file: string, siteId: number): Promise<{ rows: number; files: number }> {
  const manifest = await readSignedManifest(file, secretBoxOf(deps.config));
  if (manifest.siteId !== siteId) throw new ApiError(400, BACKUP_MSG.foreignSite);
  return { rows: manifest.tables.reduce((a, t) => a + t.rows, 0), files: manifest.files.length };
}
