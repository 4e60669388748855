// The demo site's QR config: its address at level M with a caption under it.
import type { Kysely } from 'kysely';
import { clampQrOptions } from '../../../../shared/domain/settings/qr';
import type { Database } from '../../../core/db/database';
import { SITE } from '../../../core/db/seedData';

export async function insertQrSeed(trx: Kysely<Database>, now: number): Promise<void> {
  const options = clampQrOptions({
    text: 'https://www.demo-site.cn/', level: 'M', width: 300, margin: 10, foreground: '#1f2d3d',
    label: { text: '扫码访问示范企业官网', position: 'bottom', size: 16, color: '#1f2d3d', bold: true, effect: 'none' },
  });
  await trx.insertInto('qr_configs').values({ site_id: SITE.corporate, options: JSON.stringify(options), account_id: 0, updated_at: now }).execute();
}
