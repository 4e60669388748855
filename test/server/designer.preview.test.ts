// 网站装修's preview pages (issue 15 §6): decorationPreview stores a draft (never public otherwise)
// and answers PC and mobile addresses carrying a 30-minute signed token; the page shows the five
// sections styled by the draft's CSS with the site's name and its latest published articles, every
// text escaped, no script, framed only by the console's own pages. An expired, tampered or other
// site's token answers 404 预览地址无效; expired drafts are purged by the daily cleanup.
import type { ApiName } from '../../shared/domain/api/endpoints';
import type { DecorationPreviewAnswer } from '../../shared/domain/design/api';
import { sectionCss } from '../../shared/domain/design/css';
import { DESIGN_MSG, type DecorationSections } from '../../shared/domain/design/style';
import { MSG } from '../../shared/domain/messages';
import { SITE } from '../../server/core/db/seedData';
import designer from '../../server/modules/designer';
import { DRAFTS_PER_SITE } from '../../server/modules/designer/drafts';
import { PREVIEW_TTL_MS, signPreviewToken } from '../../server/modules/designer/previewToken';
import { demoDecoration } from '../../server/modules/designer/seed';
import { tokenWith } from './support/content';
import { callsAs, CHINESE, snapshot, startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
  await h.call('siteActive', { token: admin, query: { twebId: SITE.corporate } });
}, 30_000);
afterAll(() => h.close());

const { call } = callsAs(() => h, () => admin);
const open = (url: string) => h.built.app.inject({ method: 'GET', url });
const page = (token: string, device = 'pc') => h.call('decorationPreviewPage', { query: { token, device } });

function draft(): DecorationSections {
  const d = demoDecoration();
  d.about_us.background = { ...d.about_us.background, type: 'color', pattern: 'pure_color', color: '#fedcba' };
  d.about_us.border = { sides: ['top', 'left'], line: 'dotted', width: 5, color: '#112233' };
  return d;
}

async function preview(sections: DecorationSections = draft(), token = admin): Promise<DecorationPreviewAnswer> {
  const res = await call('decorationPreview', { body: { sections } }, token);
  expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
  return res.json().data;
}

const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

describe('a draft’s preview pages', () => {
  it('answers PC and mobile addresses good for 30 minutes, the draft stored but nothing saved', async () => {
    const before = await snapshot(h);
    const t0 = Date.now();
    const answer = await preview();
    expect(answer.expiresAt).toBeGreaterThanOrEqual(t0 + PREVIEW_TTL_MS);
    expect(answer.expiresAt).toBeLessThanOrEqual(Date.now() + PREVIEW_TTL_MS);
    expect(answer.pcUrl).toMatch(/decoration\/previewPage\?token=.+&device=pc$/);
    expect(answer.mobileUrl).toBe(answer.pcUrl.replace('device=pc', 'device=mobile'));
    const after = await snapshot(h);
    // Only the draft is new: the saved decoration (and its stylesheet) did not move.
    expect(after.site_decorations).toEqual(before.site_decorations);
    expect(after.decoration_drafts.length).toBe(before.decoration_drafts.length + 1);
  });

  it('shows the five sections styled by the draft, with the site’s name and latest published articles, and no script', async () => {
    const title = `<script>alert("预览")</script> 最新文章 ${Date.now()}`;
    await h.built.db.insertInto('articles').values({
      site_id: SITE.corporate, category_id: 0, title, summary: '', content: '', img: '', author: '', type: 1, sort: 0, disabled: 0, status: 1,
      seo_title: '', seo_keywords: '', seo_description: '', tag_ids: '', version: 1, created_at: Date.now() + 60_000, updated_at: Date.now(),
    }).execute();
    const sections = draft();
    const { pcUrl, mobileUrl } = await preview(sections);
    const res = await open(pcUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBe('no-store');

    const html = res.body;
    for (const s of ['index', 'product_index', 'article_index', 'contact_us', 'about_us']) expect(html).toContain(`data-section="${s}"`);
    expect(html).toContain(`[data-section="about_us"] { ${sectionCss(sections.about_us)} }`);
    expect(sectionCss(sections.about_us)).toContain('#fedcba');
    expect(html).toContain('示范企业官网');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;预览&quot;)&lt;/script&gt; 最新文章');
    expect((html.match(/<li>/g) ?? []).length).toBeLessThanOrEqual(5);
    expect(html).toContain('.page { width: 1200px;');
    // The buttons as plain links: a section anchor and the outside address in a new page.
    expect(html).toContain('<a class="btn" href="#section-product_index">了解产品</a>');
    expect(html).toContain('<a class="btn" href="https://www.demo-site.cn/" target="_blank" rel="noopener noreferrer">访问官网</a>');

    // Only the preview page is framable and kept from caches its own way: the console's calls keep core's headers.
    const consoleCall = await call('decorationGet');
    expect([consoleCall.headers['x-frame-options'], consoleCall.headers['cache-control']]).toEqual(['DENY', 'no-store']);
    expect(String(consoleCall.headers['content-security-policy'])).toContain("frame-ancestors 'none'");

    const mobile = await open(mobileUrl);
    expect(mobile.statusCode).toBe(200);
    expect(mobile.body).toContain('.page { width: 375px;');
    expect(mobile.body).toContain('<body class="mobile">');
  });

  it('refuses an expired, tampered or other site’s token (404 预览地址无效), and malformed queries (400)', async () => {
    const { pcUrl } = await preview();
    const token = tokenOf(pcUrl);
    const [siteId, draftId, expiresAt, signature] = token.split('.');
    const config = h.config;
    const refused = [
      // Signed by this server, but expired.
      signPreviewToken(config, { siteId: Number(siteId), draftId: Number(draftId), expiresAt: Date.now() - 1 }),
      // Its parts changed: another site, another draft, a later expiry, another signature.
      [SITE.global, draftId, expiresAt, signature].join('.'),
      [siteId, Number(draftId) + 1, expiresAt, signature].join('.'),
      [siteId, draftId, Number(expiresAt) + 60_000, signature].join('.'),
      [siteId, draftId, expiresAt, `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`].join('.'),
      // Validly signed for another site, naming this site's draft: the draft is not that site's.
      signPreviewToken(config, { siteId: SITE.global, draftId: Number(draftId), expiresAt: Number(expiresAt) }),
      // Signed with another key.
      signPreviewToken({ dataDir: '/nonexistent-designer-key', secretKey: 'another key entirely' }, { siteId: Number(siteId), draftId: Number(draftId), expiresAt: Number(expiresAt) }),
      'garbage', '',
    ];
    for (const t of refused) {
      const res = await page(t);
      expect([t, res.statusCode, res.json().message]).toEqual([t, 404, DESIGN_MSG.previewInvalid]);
      expect(res.body).not.toContain('data-section');
    }
    // A draft whose row has expired, even with a token still in time.
    await h.built.db.updateTable('decoration_drafts').set({ expires_at: Date.now() - 1 }).where('id', '=', Number(draftId)).execute();
    expect((await page(token)).statusCode).toBe(404);

    for (const query of [{ token }, { token, device: 'tv' }, { device: 'pc' }, { token, device: 'pc', extra: '1' }] as Record<string, string>[]) {
      const res = await h.call('decorationPreviewPage', { query });
      expect([res.statusCode, CHINESE.test(res.json().message)]).toEqual([400, true]);
    }
  });

  it('validates a draft like a save (a Chinese message, nothing stored), and needs site_decorate', async () => {
    const navOnly = await tokenWith(h, ['nav_setting']);
    const before = await snapshot(h);
    const bad = draft();
    bad.index.background = { ...bad.index.background, color: 'red;}</style><script>alert(1)</script>' };
    const res = await call('decorationPreview', { body: { sections: bad } });
    expect([res.statusCode, CHINESE.test(res.json().message), res.json().data]).toEqual([400, true, { field: 'index.background.color' }]);
    const foreignImage = draft();
    foreignImage.index.background = { ...foreignImage.index.background, image: `/uploads/${SITE.corporate}/2026-01/${'d'.repeat(32)}.png` };
    const missing = await call('decorationPreview', { body: { sections: foreignImage } });
    expect([missing.statusCode, missing.json().message]).toEqual([404, '所选文件不存在或不属于当前网站']);
    const forbidden = await call('decorationPreview', { body: { sections: draft() } }, navOnly);
    expect([forbidden.statusCode, forbidden.json().message]).toEqual([403, MSG.forbidden]);
    expect(await snapshot(h)).toEqual(before);
  });

  it('keeps a site’s latest drafts only, and the daily cleanup purges expired ones', async () => {
    const first = await preview();
    for (let i = 0; i < DRAFTS_PER_SITE; i++) await preview();
    const kept = await h.built.db.selectFrom('decoration_drafts').select('id').where('site_id', '=', SITE.corporate).execute();
    expect(kept.length).toBe(DRAFTS_PER_SITE);
    // The oldest page is gone with its draft.
    expect((await open(first.pcUrl)).statusCode).toBe(404);

    const removed = await designer.cleanup!({ db: h.built.db, dataDir: h.dir, now: Date.now() + PREVIEW_TTL_MS + 1, log: { error() {} } });
    expect(removed).toBe(DRAFTS_PER_SITE);
    expect(await h.built.db.selectFrom('decoration_drafts').select('id').execute()).toEqual([]);
  });
});
