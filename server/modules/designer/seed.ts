// The demo decoration of the corporate demo site (seedData SITE.corporate): a few styled sections
// (a gradient home, bordered product and contact sections, centred text, buttons linking to a
// section and out), valid by the shared rule, so 网站装修 and the site's stylesheet show something.
import type { Kysely, Transaction } from 'kysely';
import { defaultDecoration } from '../../../shared/domain/design/defaults';
import type { DecorationSections } from '../../../shared/domain/design/style';
import type { Database } from '../../core/db/database';
import { SITE } from '../../core/db/seedData';

export function demoDecoration(): DecorationSections {
  const d = defaultDecoration();
  d.index.background = { ...d.index.background, type: 'color', pattern: 'linear_gradient', gradientFrom: '#1e5bd8', gradientTo: '#4fa3ff', gradientAngle: 135 };
  d.index.text = { ...d.index.text, color: '#ffffff', align: 'center', size: 18, lineHeight: 16 };
  d.index.button = { ...d.index.button, text: '了解产品', link: 'inside_link', insideKind: 'section', section: 'product_index' };
  d.product_index.border = { sides: ['top', 'bottom'], line: 'solid', width: 1, color: '#e5e5e5' };
  d.product_index.text = { ...d.product_index.text, font: 'microsoft_yahei', size: 16 };
  d.contact_us.background = { ...d.contact_us.background, type: 'color', pattern: 'pure_color', color: '#f5f7fa' };
  d.contact_us.border = { sides: ['left'], line: 'dashed', width: 4, color: '#1e5bd8' };
  d.contact_us.button = { ...d.contact_us.button, text: '访问官网', link: 'outside_link', url: 'https://www.demo-site.cn/', jumpType: 'other_page' };
  d.about_us.text = { ...d.about_us.text, align: 'justify', lineHeight: 18, color: '#333' };
  return d;
}

export async function seedDecoration(db: Kysely<Database> | Transaction<Database>, now: number): Promise<void> {
  const site = await db.selectFrom('sites').select('id').where('id', '=', SITE.corporate).executeTakeFirst();
  if (!site) return;
  const sections = demoDecoration();
  await db.insertInto('site_decorations').values({ site_id: site.id, sections: JSON.stringify(sections), version: 1, updated_at: now, updated_by: null })
    .onConflict((oc) => oc.column('site_id').doNothing()).execute();
}
