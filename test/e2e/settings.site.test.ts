// Site settings in Chromium against the real server (issue 14 §3, §8): 网站信息 saved and read back
// after a reload (关闭网站 asked first); a domain bound to another site refused on the add dialog (该域名已被其他网站绑定);
// a certificate for another name refused (证书与域名不匹配), the domain's own taken and downloaded as
// .pem; a cache cleared after its confirmation; an exception page previewed as it is typed.
// SITE_SHOTS=<dir> saves screenshots at 1280 and 1440 px.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SITE } from '../../server/core/db/seedData';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

const SHOTS = process.env.SITE_SHOTS;
const CERTS = path.join(__dirname, '../fixtures/certs');

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

it('saves 网站信息 and shows it after a reload; a bad 备案号 is refused on its field', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhSetting/site`);
    const icp = page.getByLabel('ICP备案号');
    await expect(icp.inputValue()).resolves.toBe('京ICP备16032518号-1');
    await shoot(page, 'site-info');

    await icp.fill('京ICP12345');
    await page.getByRole('button', { name: '保 存' }).or(page.getByRole('button', { name: '保存' })).first().click();
    await page.getByText('备案号格式不正确').first().waitFor();

    await icp.fill('京ICP备20260101号-2');
    await page.getByLabel('版权信息').fill('© 2026 示范科技 版权所有');
    // 关闭网站 asks first: cancelled, the switch stays off; confirmed, it turns on.
    const closed = page.getByRole('switch', { name: '关闭网站' });
    await closed.click();
    const ask = page.getByRole('dialog').filter({ hasText: '确定要关闭网站吗' });
    await ask.getByRole('button', { name: /取\s?消/ }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await closed.getAttribute('aria-checked')).toBe('false');
    await closed.click();
    await ask.getByRole('button', { name: /确\s?定|OK/ }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await closed.getAttribute('aria-checked')).toBe('true');
    // Wait out the 3 s click guard before the second save.
    const save = page.getByRole('button', { name: /保\s?存/ });
    await expect(save.isEnabled()).resolves.toBeDefined();
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => /保\s?存/.test(b.textContent ?? '') && !b.disabled));
    await save.click();
    await page.getByText('保存成功').first().waitFor();

    await page.reload();
    await expect(page.getByLabel('ICP备案号').inputValue()).resolves.toBe('京ICP备20260101号-2');
    await expect(page.getByLabel('版权信息').inputValue()).resolves.toBe('© 2026 示范科技 版权所有');
    const row = await stack.built.db.selectFrom('settings_site_info').select(['icp', 'copyright']).where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow();
    expect(row).toEqual({ icp: '京ICP备20260101号-2', copyright: '© 2026 示范科技 版权所有' });
    expect(await page.getByRole('switch', { name: '关闭网站' }).getAttribute('aria-checked')).toBe('true');
    const pub = await (await page.request.get(`${stack.baseUrl}/api/app/site-admin-api/plugin/site/pages?site_id=${SITE.corporate}`)).json();
    expect(pub.data.closed).toBe(true);
  } finally {
    await context.close();
  }
});

it('refuses a domain bound to another site and a certificate for another name, takes its own and downloads it', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    // A second address of the site, expiring in 25 days: the page warns about it.
    await stack.built.db.insertInto('site_domains').values({ site_id: SITE.corporate, domain: 'demo-site.cn', expire_at: Math.floor(Date.now() / 1000) + 25 * 86_400 }).execute();
    await page.goto(`${stack.baseUrl}/zhSetting/site2`);
    await page.getByRole('cell', { name: /www\.demo-site\.cn/ }).first().waitFor();
    await page.getByText(/30 天内到期/).waitFor();
    await shoot(page, 'site-domains');

    await page.getByRole('button', { name: '添加域名' }).click();
    const dialog = page.getByRole('dialog', { name: '添加域名' });
    await dialog.getByLabel('域名').fill('www.demo-global.com');
    await dialog.getByRole('button', { name: /保\s?存/ }).click();
    await dialog.getByText('该域名已被其他网站绑定').waitFor();
    await shoot(page, 'site-domain-taken');
    await dialog.getByRole('button', { name: /取\s?消/ }).click();

    const row = page.getByRole('row', { name: /www\.demo-site\.cn/ });
    await row.getByRole('button', { name: '上传证书' }).click();
    const certDialog = page.getByRole('dialog', { name: /上传 HTTPS 证书/ });
    await certDialog.getByLabel('证书（PEM）').fill(fs.readFileSync(path.join(CERTS, 'other.crt'), 'utf8'));
    await certDialog.getByLabel('私钥（PEM）').fill(fs.readFileSync(path.join(CERTS, 'other.key'), 'utf8'));
    await certDialog.getByRole('button', { name: /保\s?存/ }).click();
    await certDialog.getByText('证书与域名不匹配').first().waitFor();
    await shoot(page, 'site-cert-mismatch');
    const stored = await stack.built.db.selectFrom('settings_site_domains').select('cert_pem').where('site_id', '=', SITE.corporate).execute();
    expect(stored.every((r) => r.cert_pem === null)).toBe(true);

    // The domain's own certificate is taken, shown with its end date, and downloads as .pem.
    const goodCert = fs.readFileSync(path.join(CERTS, 'site.crt'), 'utf8');
    await certDialog.getByLabel('证书（PEM）').fill(goodCert);
    await certDialog.getByLabel('私钥（PEM）').fill(fs.readFileSync(path.join(CERTS, 'site.key'), 'utf8'));
    await page.waitForFunction(() => [...document.querySelectorAll('.ant-modal button')].some((b) => /保\s?存/.test(b.textContent ?? '') && !(b as HTMLButtonElement).disabled));
    await certDialog.getByRole('button', { name: /保\s?存/ }).click();
    await certDialog.waitFor({ state: 'hidden' });
    await row.getByText(/有效期至 21\d\d-/).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: '下载证书' }).click()]);
    expect(download.suggestedFilename()).toBe('www.demo-site.cn.pem');
    expect(fs.readFileSync(await download.path(), 'utf8').trim()).toBe(goodCert.trim());
  } finally {
    await context.close();
  }
});

it('clears a chosen cache after confirming and shows what was cleared', async () => {
  await stack.built.db.insertInto('seo_sitemap_files').values({ site_id: SITE.corporate, name: 'sitemap.xml', body: '<urlset>e2e</urlset>', url_count: 1, created_at: Date.now() }).execute();
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhSetting/clearCache`);
    const row = page.getByRole('row', { name: /网站地图/ });
    await row.getByRole('checkbox').check();
    await shoot(page, 'site-cache');
    await page.getByRole('button', { name: '清除所选缓存' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /确\s?定|OK/ }).click();
    await page.getByRole('status').getByText(/已清除：网站地图.*1 项/).waitFor();
    await shoot(page, 'site-cache-cleared');
    const left = await stack.built.db.selectFrom('seo_sitemap_files').select('id').where('site_id', '=', SITE.corporate).execute();
    expect(left).toEqual([]);
  } finally {
    await context.close();
  }
});

it('previews an exception page as it is typed and keeps it after saving; shows the Toutiao file’s address', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhSetting/anomaly`);
    await page.getByRole('tab', { name: '500 页面' }).click();
    const title = page.getByLabel('页面标题');
    await title.fill('系统升级中');
    const preview = page.getByLabel('效果预览');
    await preview.getByRole('heading', { name: '系统升级中' }).waitFor();
    const seconds = page.getByLabel('自动返回首页');
    await seconds.fill('8');
    await seconds.press('Enter');
    await preview.getByText('8 秒后自动返回首页').waitFor();
    await shoot(page, 'site-anomaly');
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('保存成功').first().waitFor();
    const pub = await (await page.request.get(`${stack.baseUrl}/api/app/site-admin-api/plugin/site/pages?site_id=${SITE.corporate}`)).json();
    expect(pub.data.pages['500']).toMatchObject({ title: '系统升级中', autoReturnSeconds: 8 });

    await page.goto(`${stack.baseUrl}/zhSetting/jrttyzm`);
    await page.getByText('http://www.demo-site.cn/toutiao_verify_8f3c2a1d.txt').waitFor();
    await shoot(page, 'site-toutiao');
  } finally {
    await context.close();
  }
});
