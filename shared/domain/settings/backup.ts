// Rules of 网站备份 (issue 14), shared by the console and the server.

/** Backups of a site kept: the newest this many finished ones (BACKUP_KEEP on the server). */
export const BACKUP_KEEP_DEFAULT = 5;

/** What the console and the server say, verbatim. */
export const BACKUP_MSG = {
  restoreConfirm: '恢复将覆盖当前网站的全部数据，是否继续？',
  removeConfirm: '确定删除该备份吗？删除后无法恢复。',
  busy: '已有备份任务正在进行',
  notFound: '备份不存在或已被删除',
  notReady: '该备份尚未完成，无法恢复或下载',
  fileMissing: '备份文件不存在，请删除该备份后重新备份',
  altered: '备份文件已损坏或被修改，无法恢复',
  foreignSite: '该备份属于其他网站，无法恢复到当前网站',
  schema: '备份的数据版本与当前系统不一致，无法恢复',
  conflict: '备份中的数据与其他网站的数据冲突，无法恢复',
  notZip: '请上传网站备份文件（.zip）',
} as const;

/** Stages of the backup and restore tasks, as the progress shows them. */
export const BACKUP_STAGE = {
  counting: '正在统计数据',
  rows: '正在备份数据',
  files: '正在备份文件',
  sealing: '正在生成备份文件',
  verifying: '正在校验备份文件',
  before: '正在备份当前数据',
  extracting: '正在解压文件',
  restoring: '正在恢复数据',
  swapping: '正在替换文件',
} as const;

/** How a backup came to be. */
export type BackupSource = 'manual' | 'before_restore' | 'uploaded';

export const BACKUP_SOURCE_TEXT: Record<BackupSource, string> = {
  manual: '手动备份',
  before_restore: '恢复前自动备份',
  uploaded: '上传的备份',
};

/** A backup's state as the list shows it (a running one follows its task). */
export type BackupStatus = 'running' | 'ready' | 'failed';

export const BACKUP_STATUS_TEXT: Record<BackupStatus, string> = {
  running: '备份中',
  ready: '可用',
  failed: '失败',
};

/** One row of backupList. */
export interface BackupRow {
  id: number;
  name: string;
  source: BackupSource;
  status: BackupStatus;
  /** Bytes of the archive (0 until it is finished). */
  size: number;
  /** Rows and files in it (0 until it is finished). */
  rows: number;
  files: number;
  /** Who started it (nick name, else login name). */
  operator: string;
  created_at: number;
  finished_at: number | null;
  /** The backup task (follow it while running). */
  task_id: number | null;
  /** Why it failed. */
  error: string | null;
}

/** backupList's answer: the rows, and the site's backup or restore task still running, if any. */
export interface BackupListData {
  rows: BackupRow[];
  total: number;
  keep: number;
  /** The task of the site's backup or restore now running (follow it after a reload). */
  activeTask: { id: number; kind: 'backup' | 'restore' } | null;
}

/** A readable size: 1.5 MB. */
export function backupSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? value.toFixed(0) : value.toFixed(1)} ${units[unit]}`;
}
