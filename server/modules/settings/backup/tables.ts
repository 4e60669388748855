// 网站备份's tables: each backup of a site (its archive under DATA_DIR/backups/<site>/), and one
// lock row per site while a backup or restore task holds it — the primary key is what makes "one
// task per site" hold when two requests race (已有备份任务正在进行), never a check-then-insert.
import type { Generated } from 'kysely';
import type { BackupSource } from '../../../../shared/domain/settings/backup';

export interface SiteBackupsTable {
  id: Generated<number>;
  site_id: number;
  /** Who started it (null: the account is gone). */
  account_id: number | null;
  source: BackupSource;
  /** Shown in the list: 网站备份_20261128_153000. */
  name: string;
  /** 'running' until its task ends; then 'ready' or 'failed'. */
  state: 'running' | 'ready' | 'failed';
  /** The archive, relative to DATA_DIR (null until it is written). */
  file: string | null;
  size: number;
  rows: number;
  files: number;
  task_id: number | null;
  error: string | null;
  created_at: number;
  finished_at: number | null;
}

export interface BackupLocksTable {
  site_id: number;
  /** Random: only its holder releases it. */
  token: string;
  kind: 'backup' | 'restore';
  /** The task holding it (null for the instant between the lock and the task's start). */
  task_id: number | null;
  created_at: number;
}

declare module '../../../core/db/database' {
  interface Database {
    site_backups: SiteBackupsTable;
    backup_locks: BackupLocksTable;
  }
}

export const BACKUP_TABLES = ['site_backups', 'backup_locks'] as const;
