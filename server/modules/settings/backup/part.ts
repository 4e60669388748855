// 网站备份 (issue 14 §7): backups of the active site — every installed module's rows and the site's
// files in one signed .zip (core/backup) — made, restored, downloaded and removed, as tasks that
// one lock row per site keeps to one at a time. See ../part.ts.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { ModulePart } from '../part';
import { backupKind, BACKUPS_DIR, restoreKind } from './backups';
import * as m010 from './migrations/settings_010_backups';
import { backupRoutes } from './routes';
import { BACKUP_TABLES } from './tables';

const DAY_MS = 24 * 3600 * 1000;

export const backupPart: ModulePart = {
  tables: BACKUP_TABLES,
  migrations: { settings_010_backups: m010 },
  routes: backupRoutes,
  tasks: [backupKind, restoreKind],
  // The backups themselves are not restored (a restore would forget the backup it came from), nor is the lock.
  backup: { tables: { site_backups: 'skip', backup_locks: 'skip' } },
  // Archives of runs that died (a .partial), and a restore's staging or replaced folders, a day old.
  async cleanup(ctx) {
    const root = path.join(ctx.dataDir, BACKUPS_DIR);
    let removed = 0;
    const sweep = async (dir: string, match: (name: string) => boolean) => {
      let names: string[];
      try {
        names = await fsp.readdir(dir);
      } catch {
        return;
      }
      for (const name of names.filter(match)) {
        const full = path.join(dir, name);
        const stat = await fsp.stat(full).catch(() => null);
        if (stat && ctx.now - stat.mtimeMs > DAY_MS) {
          await fsp.rm(full, { recursive: true, force: true });
          removed += 1;
        }
      }
    };
    await sweep(root, (name) => name.startsWith('.staging-') || name.startsWith('.replaced-'));
    for (const site of await fsp.readdir(root).catch(() => [] as string[])) {
      if (/^\d+$/.test(site)) await sweep(path.join(root, site), (name) => name.endsWith('.partial'));
    }
    return removed;
  },
};
