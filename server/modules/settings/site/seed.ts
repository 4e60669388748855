// Real-looking site settings for the demo sites: copyright and 备案号 lines, a statistics snippet,
// exception pages on the corporate site and a Toutiao file. No domains of its own: other features'
// tests count the seeded ones (www.demo-global.com, expiring in 20 days, shows the 30-day warning).
import type { Kysely } from 'kysely';
import { SITE_PAGE_DEFAULTS } from '../../../../shared/domain/settings/site';
import type { Database } from '../../../core/db/database';
import { SITE } from '../../../core/db/seedData';
import { ensureDomainRows } from './domains';

const STATS_SNIPPET = `<script>
var _hmt = _hmt || [];
(function() {
  var hm = document.createElement("script");
  hm.src = "https://hm.baidu.com/hm.js?3f2a9c0d7b1e4a6f8c5d2e0b9a7f6c41";
  var s = document.getElementsByTagName("script")[0];
  s.parentNode.insertBefore(hm, s);
})();
</script>`;

const INFO = [
  { site_id: SITE.corporate, copyright: '© 2016-2026 云建站示范科技有限公司 版权所有', icp: '京ICP备16032518号-1', police: '京公网安备11010502030143号', stats_code: STATS_SNIPPET },
  { site_id: SITE.marketingFree, copyright: '© 2026 云建站示范科技有限公司', icp: '京ICP备16032518号-2', police: '', stats_code: '' },
  { site_id: SITE.global, copyright: '© 2026 Demo Technology Co., Ltd. All rights reserved.', icp: '', police: '', stats_code: '' },
  { site_id: SITE.expired, copyright: '© 2019-2024 云建站示范科技有限公司', icp: '京ICP备16032518号-3', police: '', stats_code: '' },
];

export async function seedSiteArea(db: Kysely<Database>, now: number): Promise<void> {
  const sites = new Set((await db.selectFrom('sites').select('id').execute()).map((s) => s.id));
  const info = INFO.filter((i) => sites.has(i.site_id));
  if (info.length) {
    await db.insertInto('settings_site_info').values(info.map((i) => ({
      ...i, logo: '', favicon: '', closed: 0, primary_domain_id: null, favicon_data: null, favicon_type: null, updated_at: now,
    }))).onConflict((oc) => oc.column('site_id').doNothing()).execute();
  }
  if (!sites.has(SITE.corporate)) return;

  // Every seeded domain gets its TXT token (www.demo-global.com, expiring in 20 days, shows the warning).
  for (const id of sites) await ensureDomainRows(db, id, now);

  await db.insertInto('settings_site_pages').values([
    { site_id: SITE.corporate, kind: '404', title: '您访问的页面走丢了', text: '页面可能已被删除或地址有误，5 秒后将带您回到首页。', image: '', show_home_button: 1, button_text: '返回首页', auto_return_seconds: 5, updated_at: now },
    { site_id: SITE.corporate, kind: 'closed', title: '网站升级维护中', text: '为给您提供更好的服务，本站正在升级维护，预计 2 小时内恢复访问。咨询电话：400-800-1234。', image: '', show_home_button: 0, button_text: SITE_PAGE_DEFAULTS.closed.buttonText, auto_return_seconds: 0, updated_at: now },
  ]).onConflict((oc) => oc.columns(['site_id', 'kind']).doNothing()).execute();

  await db.insertInto('settings_toutiao_files').values({ site_id: SITE.corporate, file_name: 'toutiao_verify_8f3c2a1d.txt', content: 'toutiao-site-verification=8f3c2a1d6b7e4c0f9a5d3e2b1c7f6a40', updated_at: now })
    .onConflict((oc) => oc.column('site_id').doNothing()).execute();
}
