// The sites' rendered PNGs, one file per site and options (DATA_DIR/cache/qr/<site>/<hash>.png):
// drawn once, served again until the options change or 清除缓存 empties it (ServerModule.siteCaches).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { QrOptions } from '../../../../shared/domain/settings/qr';
import type { SiteCache } from '../../../core/modules/defineServerModule';

export function qrCacheDir(dataDir: string, siteId: number): string {
  return path.join(dataDir, 'cache', 'qr', String(siteId));
}

function fileOf(dataDir: string, siteId: number, o: QrOptions): string {
  const hash = createHash('sha256').update(JSON.stringify(o)).digest('hex').slice(0, 32);
  return path.join(qrCacheDir(dataDir, siteId), `${hash}.png`);
}

/** The cached PNG's path, drawing it first when it is not there. */
export async function cachedQrPng(dataDir: string, siteId: number, o: QrOptions, render: () => Promise<Buffer>): Promise<string> {
  const file = fileOf(dataDir, siteId, o);
  if (fs.existsSync(file)) return file;
  const png = await render();
  await fsp.mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed: a reader never sees half a file.
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fsp.writeFile(temp, png);
  await fsp.rename(temp, file);
  return file;
}

/** Removes the site's PNGs (a save, 清除缓存). */
export async function clearQrCache(dataDir: string, siteId: number): Promise<void> {
  await fsp.rm(qrCacheDir(dataDir, siteId), { recursive: true, force: true });
}

export const qrSiteCache: SiteCache = {
  id: 'settings.qr',
  label: '网站二维码图片',
  async stat(ctx, siteId) {
    let entries = 0;
    let bytes = 0;
    try {
      for (const name of await fsp.readdir(qrCacheDir(ctx.dataDir, siteId))) {
        if (!name.endsWith('.png')) continue;
        entries++;
        bytes += (await fsp.stat(path.join(qrCacheDir(ctx.dataDir, siteId), name))).size;
      }
    } catch {
      // No folder: nothing cached.
    }
    return { entries, bytes };
  },
  clear: (ctx, siteId) => clearQrCache(ctx.dataDir, siteId),
};
