// 网站装修 on the server (issue 15 §6): get and save behind site_decorate on the active site only;
// every value checked by the shared rule (catalogues, colours, the site's uploads) so CSS injection,
// script and a 1 MB style are refused with a Chinese message and nothing stored; another site's
// picture, form or record refused; two saves from one version — the second is told 装修已被他人修改
// and the first's data stays; the link targets; the visitors' stylesheet written by sectionCss,
// updated by a save and emptied by 清除缓存.
import type { ApiName } from '../../shared/domain/api/endpoints';
import type { DecorationAnswer } from '../../shared/domain/design/api';
import { sectionCss } from '../../shared/domain/design/css';
import { defaultDecoration } from '../../shared/domain/design/defaults';
import { DESIGN_MSG, type DecorationSections, type SectionStyle } from '../../shared/domain/design/style';
import { checkDecoration } from '../../shared/domain/design/validate';
import { MSG } from '../../shared/domain/messages';
import { SITE } from '../../server/core/db/seedData';
import { demoDecoration } from '../../server/modules/designer/seed';
import { tokenWith } from './support/content';
import { callsAs, CHINESE, opLogs, snapshot, startServer, type CallOptions, type Harness } from './support/harness';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
}, 30_000);
afterAll(() => h.close());

const { call, data } = callsAs(() => h, () => admin);
const switchSite = (twebId: number, token = admin) => data('siteActive', { query: { twebId } }, token);
const get = (token = admin): Promise<DecorationAnswer> => data('decorationGet', {}, token);
const save = (sections: unknown, version: number, token = admin) => call('decorationSave', { body: { sections, version } }, token);
const stylesheet = (siteId: number, headers: Record<string, string> = {}) => h.call('decorationStylesheet', { query: { siteId }, headers });

/** A decoration with one section changed. */
function withSection(base: DecorationSections, name: keyof DecorationSections, change: (s: SectionStyle) => SectionStyle): DecorationSections {
  return { ...base, [name]: change(structuredClone(base[name])) };
}

/** A picture filed in a site's library (the images table), as an upload would leave it. */
async function libraryImage(siteId: number, hex: string): Promise<string> {
  const url = `/uploads/${siteId}/2026-01/${hex.repeat(32).slice(0, 32)}.png`;
  await h.built.db.insertInto('images').values({
    site_id: siteId, dir_id: 0, name: `${hex}.png`, name_search: `${hex}.png`, stored_name: url.slice('/uploads/'.length), url, thumb_url: '',
    mime: 'image/png', kind: 'image', width: 10, height: 10, size: 100, created_at: Date.now(),
  }).execute();
  return url;
}

describe('the seeded demo decoration', () => {
  it('answers the corporate site’s styled sections, its version, template and stylesheet address', async () => {
    await switchSite(SITE.corporate);
    const answer = await get();
    expect(answer.sections).toEqual(demoDecoration());
    // Valid by the rule a save runs: the page can save it back unchanged.
    expect(checkDecoration(answer.sections, SITE.corporate)).toBeNull();
    expect(answer.version).toBe(1);
    expect(answer.template).toEqual({ id: 0, name: 'xys_business_blue' });
    expect(answer.stylesheetUrl).toMatch(new RegExp(`decoration/style\\.css\\?siteId=${SITE.corporate}$`));
    const css = await stylesheet(SITE.corporate);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain(`[data-section="index"] { ${sectionCss(demoDecoration().index)} }`);
    expect(css.body).toContain('linear-gradient(135deg');
  });

  it('answers the defaults and version 0 for a site that never saved one', async () => {
    const token = await h.login('admin');
    await switchSite(SITE.global, token);
    const answer = await get(token);
    expect({ sections: answer.sections, version: answer.version, updatedAt: answer.updatedAt }).toEqual({ sections: defaultDecoration(), version: 0, updatedAt: 0 });
  });
});

describe('keys', () => {
  it('refuses every admin/decoration route without site_decorate (403), and without a session (401)', async () => {
    const navOnly = await tokenWith(h, ['nav_setting'], '导航专员');
    const calls: [ApiName, CallOptions][] = [
      ['decorationGet', {}],
      ['decorationSave', { body: { sections: defaultDecoration(), version: 1 } }],
      ['decorationLinkTargets', { query: { kind: 'article' } }],
      ['decorationPreview', { body: { sections: defaultDecoration() } }],
    ];
    const before = await snapshot(h);
    for (const [name, options] of calls) {
      const refused = await call(name, options, navOnly);
      expect([name, refused.statusCode, refused.json().message]).toEqual([name, 403, MSG.forbidden]);
      const anonymous = await h.call(name, options);
      expect([name, anonymous.statusCode]).toEqual([name, 401]);
    }
    expect(await snapshot(h)).toEqual(before);
    const decorator = await tokenWith(h, ['site_decorate'], '装修专员');
    expect((await get(decorator)).version).toBeGreaterThanOrEqual(1);
  });
});

describe('bad input: a Chinese message, nothing stored, no 5xx', () => {
  const base = () => demoDecoration();
  const cases: [string, () => unknown, string][] = [
    ['a colour closing the style element', () => withSection(base(), 'about_us', (s) => ({ ...s, background: { ...s.background, color: 'red;}</style><script>alert(1)</script>' } })), '颜色格式不正确'],
    ['a colour with url(javascript:…)', () => withSection(base(), 'index', (s) => ({ ...s, text: { ...s.text, color: 'url(javascript:alert(1))' } })), '颜色格式不正确'],
    ['a colour with expression()', () => withSection(base(), 'index', (s) => ({ ...s, border: { ...s.border, color: 'expression(alert(1))' } })), '颜色格式不正确'],
    ['an image address with javascript:', () => withSection(base(), 'index', (s) => ({ ...s, background: { ...s.background, image: 'javascript:alert(1)' } })), '图片'],
    ['an image of another host', () => withSection(base(), 'index', (s) => ({ ...s, background: { ...s.background, image: 'https://evil.example.com/a.png' } })), '图片'],
    ['a scale mode outside the catalogue', () => withSection(base(), 'index', (s) => ({ ...s, background: { ...s.background, scale: 'scale_huge' as never } })), DESIGN_MSG.notInCatalogue],
    ['a font size outside the catalogue', () => withSection(base(), 'index', (s) => ({ ...s, text: { ...s.text, size: 13 as never } })), DESIGN_MSG.notInCatalogue],
    ['a font outside the catalogue', () => withSection(base(), 'index', (s) => ({ ...s, text: { ...s.text, font: 'Comic Sans' as never } })), DESIGN_MSG.notInCatalogue],
    ['a border width of 21', () => withSection(base(), 'index', (s) => ({ ...s, border: { ...s.border, width: 21 } })), '边框宽度'],
    ['an outside link to javascript:', () => withSection(base(), 'contact_us', (s) => ({ ...s, button: { ...s.button, url: 'javascript:alert(1)' } })), '链接地址'],
    ['an unknown field in a section', () => withSection(base(), 'index', (s) => ({ ...s, script: 'x' } as never)), `${MSG.unknownField}：sections.index.script`],
    ['a sixth section', () => ({ ...base(), footer: base().index }), `${MSG.unknownField}：sections.footer`],
    ['a missing section', () => { const d: Partial<DecorationSections> = base(); delete d.about_us; return d; }, 'about_us'],
  ];

  it.each(cases)('refuses %s', async (_label, sections, message) => {
    const before = await snapshot(h);
    const version = (await get()).version;
    const res = await save(sections(), version);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(CHINESE.test(res.json().message)).toBe(true);
    expect(await snapshot(h)).toEqual(before);
  });

  it('refuses a 1 MB style (413) and a style too large for the rule, storing nothing', async () => {
    const before = await snapshot(h);
    const version = (await get()).version;
    const huge = withSection(base(), 'index', (s) => ({ ...s, button: { ...s.button, recordTitle: 'x'.repeat(1_000_000) } }));
    const res = await save(huge, version);
    expect(res.statusCode).toBe(413);
    expect(CHINESE.test(res.json().message)).toBe(true);
    const big = withSection(base(), 'index', (s) => ({ ...s, button: { ...s.button, video: 'x'.repeat(1_900) } }));
    const bigger = { ...big, about_us: { ...big.about_us, button: { ...big.about_us.button, recordTitle: '标'.repeat(200) } } };
    const refused = await save(bigger, version);
    expect(refused.statusCode).toBe(400);
    expect(CHINESE.test(refused.json().message)).toBe(true);
    expect(await snapshot(h)).toEqual(before);
  });

  it('refuses a version that is not a number and a body that is not an object, with no 5xx', async () => {
    for (const body of [{ sections: base(), version: 'x' }, { sections: 'x', version: 1 }, { version: 1 }, { sections: base(), version: -1 }]) {
      const res = await call('decorationSave', { body });
      expect([res.statusCode, CHINESE.test(res.json().message)]).toEqual([400, true]);
    }
  });
});

describe('site scope', () => {
  it('takes the site’s own library picture, refuses another site’s (404) and one that is not in the library', async () => {
    const token = await h.login('admin');
    await switchSite(SITE.corporate, token);
    const own = await libraryImage(SITE.corporate, 'a');
    const foreign = await libraryImage(SITE.global, 'b');
    const { version } = await get(token);
    const before = await snapshot(h);

    // Another site's picture: its address names the other site, refused by the rule.
    const other = await save(withSection(demoDecoration(), 'about_us', (s) => ({ ...s, background: { ...s.background, image: foreign } })), version, token);
    expect([other.statusCode, CHINESE.test(other.json().message)]).toEqual([400, true]);
    // An address of this site that no upload left: 404, as for any file not the site's.
    const missing = `/uploads/${SITE.corporate}/2026-01/${'c'.repeat(32)}.png`;
    const absent = await save(withSection(demoDecoration(), 'about_us', (s) => ({ ...s, background: { ...s.background, image: missing } })), version, token);
    expect([absent.statusCode, absent.json().message, absent.json().data]).toEqual([404, '所选文件不存在或不属于当前网站', { field: 'about_us.background.image' }]);
    expect(await snapshot(h)).toEqual(before);

    const tiled = withSection(demoDecoration(), 'about_us', (s) => ({ ...s, background: { ...s.background, type: 'color', image: own, scale: 'scale_tiling', tile: 'img_top' } }));
    const saved: DecorationAnswer = (await save(tiled, version, token)).json().data;
    expect(saved.sections.about_us.background.image).toBe(own);
    expect(saved.version).toBe(version + 1);
    const css = (await stylesheet(SITE.corporate)).body;
    expect(css).toContain('background-repeat: repeat-x');
    expect(css).toContain('background-position: center top');
    expect(css).toContain(own);
  });

  it('refuses another site’s lead form and record (404), and keeps each site’s decoration apart', async () => {
    const token = await h.login('admin');
    await switchSite(SITE.corporate, token);
    const { version } = await get(token);
    const foreignForm = await h.built.db.selectFrom('forms').select('id').where('site_id', '!=', SITE.corporate).executeTakeFirstOrThrow();
    const before = await snapshot(h);
    const form = await save(withSection(demoDecoration(), 'contact_us', (s) => ({ ...s, button: { ...s.button, text: '留言', link: 'fun', action: 'submit_form', formId: foreignForm.id } })), version, token);
    expect([form.statusCode, form.json().data]).toEqual([404, { field: 'contact_us.button.formId' }]);
    const foreignArticle = await h.built.db.selectFrom('articles').select('id').where('site_id', '!=', SITE.corporate).executeTakeFirst();
    const recordId = foreignArticle?.id ?? 999_999;
    const record = await save(withSection(demoDecoration(), 'index', (s) => ({ ...s, button: { ...s.button, link: 'inside_link', insideKind: 'article', recordId } })), version, token);
    expect([record.statusCode, record.json().data]).toEqual([404, { field: 'index.button.recordId' }]);
    expect(await snapshot(h)).toEqual(before);

    // The site's own form is taken.
    const ownForm = await h.built.db.selectFrom('forms').select('id').where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow();
    const withForm = withSection(demoDecoration(), 'contact_us', (s) => ({ ...s, button: { ...s.button, text: '留言', link: 'fun', action: 'submit_form', formId: ownForm.id } }));
    expect((await save(withForm, version, token)).statusCode).toBe(200);

    // Another site of the company: its own decoration, untouched by the corporate site's saves.
    await switchSite(SITE.global, token);
    expect((await get(token)).version).toBe(0);
    // Another company's account sees its own active site only.
    const demo = await h.login('demo');
    const theirs = await get(demo);
    expect(theirs.stylesheetUrl).not.toContain(`siteId=${SITE.corporate}`);
    expect(theirs.sections).toEqual(defaultDecoration());
  });
});

describe('the optimistic lock', () => {
  it('refuses the second of two saves from one version with 装修已被他人修改，请刷新后重试; the first’s data stays', async () => {
    const token = await h.login('admin');
    await switchSite(SITE.corporate, token);
    const { version } = await get(token);
    const mine = withSection(demoDecoration(), 'index', (s) => ({ ...s, text: { ...s.text, color: '#123456' } }));
    const theirs = withSection(demoDecoration(), 'index', (s) => ({ ...s, text: { ...s.text, color: '#abcdef' } }));
    const [a, b] = await Promise.all([save(mine, version, token), save(theirs, version, admin)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe(DESIGN_MSG.conflict);
    const winner = a.statusCode === 200 ? mine : theirs;
    const after = await get(token);
    expect(after.sections).toEqual(winner);
    expect(after.version).toBe(version + 1);
    // A stale save afterwards is refused too, and nothing changes.
    const before = await snapshot(h);
    const stale = await save(theirs, version, token);
    expect([stale.statusCode, stale.json().message]).toEqual([409, DESIGN_MSG.conflict]);
    expect(await snapshot(h)).toEqual(before);
  });

  it('lets only one of two first saves (version 0) in', async () => {
    const token = await h.login('admin');
    await switchSite(SITE.shop, token);
    const first = withSection(defaultDecoration(), 'index', (s) => ({ ...s, text: { ...s.text, align: 'center' } }));
    const second = withSection(defaultDecoration(), 'index', (s) => ({ ...s, text: { ...s.text, align: 'right' } }));
    const results = await Promise.all([save(first, 0, token), save(second, 0, token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await get(token)).version).toBe(1);
  });

  it('writes each changed field’s before and after to the operation log', async () => {
    const token = await h.login('admin');
    await switchSite(SITE.corporate, token);
    const current = await get(token);
    const next = withSection(current.sections, 'product_index', (s) => ({ ...s, border: { ...s.border, width: 3 } }));
    expect((await save(next, current.version, token)).statusCode).toBe(200);
    const row = (await opLogs(h)).filter((r) => r.action === 'decorationSave').at(-1)!;
    expect(JSON.parse(String(row.changes))).toEqual([{ field: 'product_index.border.width', before: current.sections.product_index.border.width, after: 3 }]);
  });
});

describe('link targets', () => {
  it('answers the site’s records of a kind, newest first, at most 20, searched by title; another site’s never', async () => {
    const token = await h.login('admin');
    await switchSite(SITE.corporate, token);
    const rows = await h.built.db.selectFrom('articles').select(['id', 'title']).where('site_id', '=', SITE.corporate).where('disabled', '=', 0).orderBy('id', 'desc').execute();
    expect(rows.length).toBeGreaterThan(0);
    const all = await data('decorationLinkTargets', { query: { kind: 'article' } }, token);
    expect(all).toEqual(rows.slice(0, 20).map((r) => ({ kind: 'article', id: r.id, title: r.title })));
    const word = [...rows[rows.length - 1].title].slice(0, 2).join('');
    const found: { title: string }[] = await data('decorationLinkTargets', { query: { kind: 'article', keyword: word } }, token);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const foreign = await h.built.db.selectFrom('products').select('id').where('site_id', '!=', SITE.corporate).execute();
    const products: { id: number }[] = await data('decorationLinkTargets', { query: { kind: 'product' } }, token);
    expect(products.some((p) => foreign.some((f) => f.id === p.id))).toBe(false);
    const refused = await call('decorationLinkTargets', { query: { kind: 'section' } }, token);
    expect([refused.statusCode, CHINESE.test(refused.json().message)]).toEqual([400, true]);
  });
});

describe('the stylesheet', () => {
  it('answers 404 for an unknown, offline or expired site', async () => {
    for (const siteId of [999_999, SITE.expired, SITE.marketingFree]) {
      const res = await stylesheet(siteId);
      expect([siteId, res.statusCode, CHINESE.test(res.json().message)]).toEqual([siteId, 404, true]);
    }
  });

  it('revalidates by ETag, changes with a save, and is rebuilt after 清除缓存 empties it', async () => {
    const token = await h.login('admin');
    await switchSite(SITE.corporate, token);
    const first = await stylesheet(SITE.corporate);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const again = await stylesheet(SITE.corporate, { 'if-none-match': etag });
    expect([again.statusCode, again.body]).toEqual([304, '']);

    const current = await get(token);
    const next = withSection(current.sections, 'contact_us', (s) => ({ ...s, background: { ...s.background, type: 'color', pattern: 'pure_color', color: '#0a0b0c' } }));
    expect((await save(next, current.version, token)).statusCode).toBe(200);
    const changed = await stylesheet(SITE.corporate, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('#0a0b0c');

    const listed = await data('siteCacheList', {}, token);
    const entry = listed.rows.find((r: { id: string }) => r.id === 'designer.stylesheet');
    expect(entry).toMatchObject({ entries: 1 });
    await data('siteCacheClear', { body: { ids: ['designer.stylesheet'] } }, token);
    expect(await h.built.db.selectFrom('decoration_stylesheets').select('css').where('site_id', '=', SITE.corporate).execute()).toEqual([]);
    expect((await data('siteCacheList', {}, token)).rows.find((r: { id: string }) => r.id === 'designer.stylesheet')).toMatchObject({ entries: 0, bytes: 0 });
    // The next visitor gets the same stylesheet, written again from the saved decoration.
    const rebuilt = await stylesheet(SITE.corporate);
    expect(rebuilt.body).toBe(changed.body);
  });
});
