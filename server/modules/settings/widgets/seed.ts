// Real-looking widgets for the demo sites: 示范企业官网 shares to 微信/微博/QQ, shows 在线客服 with QQ
// and a phone, and a bottom bar of 电话, 地图导航 and 在线留言; its floating video is set up but
// switched off. The foreign demo site has 外文分享 and 外文客服 (WhatsApp, e-mail, its lead form).
import type { Kysely } from 'kysely';
import { WIDGET_DEFAULTS, type WidgetConfigs, type WidgetKind } from '../../../../shared/domain/settings/widgets';
import type { Database } from '../../../core/db/database';
import { SITE } from '../../../core/db/seedData';

type Seeded = { [K in WidgetKind]?: { enabled: boolean; config: WidgetConfigs[K] } };

const CORPORATE: Seeded = {
  share: { enabled: true, config: { channels: ['wechat', 'weibo', 'qq'], position: 'right' } },
  customer: { enabled: true, config: { side: 'right', qq: ['800012345', '2850012345'], wechatQr: '', phone: '400-800-1234', hours: '周一至周五 9:00-18:00' } },
  bottomBar: {
    enabled: true,
    config: {
      buttons: [
        { type: 'phone', label: '电话', value: '4008001234' },
        { type: 'map', label: '地图导航', value: '杭州市西湖区文三路 90 号' },
        { type: 'message', label: '在线留言', value: '/message' },
      ],
    },
  },
  video: { enabled: false, config: { ...WIDGET_DEFAULTS.video, url: 'https://video.example.com/corporate/promo-2025.mp4', corner: 'right-bottom', width: 320 } },
};

async function globalWidgets(db: Kysely<Database>): Promise<Seeded> {
  const form = await db.selectFrom('forms').select('id').where('site_id', '=', SITE.global).orderBy('id').executeTakeFirst();
  return {
    enShare: { enabled: true, config: { channels: ['facebook', 'x', 'whatsapp'], position: 'left' } },
    enMessage: { enabled: true, config: { side: 'right', whatsapp: '+8613800138000', email: 'sales@demo-global.com', formId: form?.id ?? 0, formButton: 'Send an inquiry' } },
  };
}

async function insertSite(db: Kysely<Database>, siteId: number, widgets: Seeded, now: number): Promise<void> {
  const exists = await db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
  if (!exists) return;
  const rows = Object.entries(widgets).map(([kind, w]) => ({ site_id: siteId, kind, enabled: w.enabled ? 1 : 0, config: JSON.stringify(w.config), updated_at: now }));
  if (!rows.length) return;
  await db.insertInto('site_widgets').values(rows).onConflict((oc) => oc.columns(['site_id', 'kind']).doNothing()).execute();
}

export async function seedWidgets(db: Kysely<Database>, now: number): Promise<void> {
  await insertSite(db, SITE.corporate, CORPORATE, now);
  await insertSite(db, SITE.global, await globalWidgets(db), now);
}
