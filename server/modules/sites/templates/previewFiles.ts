// A site's preview pictures on disk (DATA_DIR/site-preview/<site>/): listed and emptied by 清除缓存
// (they are drawn again on the next sitePreviewPic), and the daily cleanup removes those of
// templates the site no longer has (a change draws new ones under a new name).
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { CleanupContext, SiteCache } from '../../../core/modules/defineServerModule';

const ROOT = 'site-preview';
const dirOf = (dataDir: string, siteId: number) => path.join(dataDir, ROOT, String(siteId));

async function namesIn(dir: string): Promise<string[]> {
  try {
    return (await fsp.readdir(dir)).filter((n) => n.endsWith('.png'));
  } catch {
    return [];
  }
}

export const sitePreviewCache: SiteCache = {
  id: 'sites.preview',
  label: '网站预览图',
  async stat(ctx, siteId) {
    let bytes = 0;
    const names = await namesIn(dirOf(ctx.dataDir, siteId));
    for (const name of names) bytes += (await fsp.stat(path.join(dirOf(ctx.dataDir, siteId), name)).catch(() => ({ size: 0 }))).size;
    return { entries: names.length, bytes };
  },
  clear: (ctx, siteId) => fsp.rm(dirOf(ctx.dataDir, siteId), { recursive: true, force: true }),
};

/** Removes preview pictures that are not of the site's current templates; answers how many. */
export async function cleanupPreviews(ctx: CleanupContext): Promise<number> {
  let sites: string[];
  try {
    sites = (await fsp.readdir(path.join(ctx.dataDir, ROOT))).filter((n) => /^\d{1,10}$/.test(n));
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of sites) {
    const siteId = Number(name);
    const theme = await ctx.db.selectFrom('site_themes').select(['template_id', 'mobile_template_id', 'preview_token', 'state']).where('site_id', '=', siteId).executeTakeFirst();
    if (theme?.state === 'building') continue;
    const current = theme ? `${theme.preview_token}-${theme.template_id}-${theme.mobile_template_id ?? 0}-` : null;
    for (const file of await namesIn(dirOf(ctx.dataDir, siteId))) {
      if (current && file.startsWith(current)) continue;
      await fsp.rm(path.join(dirOf(ctx.dataDir, siteId), file), { force: true });
      removed++;
    }
  }
  return removed;
}
