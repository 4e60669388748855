// A built site's preview pictures (sitePreviewPic, the finish page): its PC and phone mock-ups in
// its templates' colours with its name, drawn once per template pair (./pictures.ts).
import type { Kysely } from 'kysely';
import type { SitePreviewPictures } from '../../../../shared/domain/sites/templates';
import type { Database } from '../../../core/db/database';
import { cachedFile, drawPng, sitePreviewFile, sitePreviewName, sitePreviewUrl } from './pictures';
import type { ThemeRow } from './theme';

export async function ensurePreviews(db: Kysely<Database>, dataDir: string, site: { id: number; site_name: string }, theme: ThemeRow): Promise<SitePreviewPictures> {
  const ids = [theme.template_id, theme.mobile_template_id].filter((v): v is number => v !== null);
  const rows = await db.selectFrom('templates').select(['id', 'code', 'name', 'accent']).where('id', 'in', ids).execute();
  const pc = rows.find((r) => r.id === theme.template_id);
  const mobile = rows.find((r) => r.id === theme.mobile_template_id) ?? pc;
  const answer = { pc: '', mobile: '' };
  for (const [device, t] of [['pc', pc], ['mobile', mobile]] as const) {
    const name = sitePreviewName(theme.preview_token, theme.template_id, theme.mobile_template_id, device);
    await cachedFile(sitePreviewFile(dataDir, site.id, name), () => drawPng({
      title: site.site_name, subtitle: t ? `${t.code} · ${t.name}` : '', accent: t?.accent ?? '#1f6feb',
    }, device));
    answer[device] = sitePreviewUrl(site.id, name);
  }
  return answer;
}
