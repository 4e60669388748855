// 翻译克隆's 可视化界面 (issue 17 item 6): what it sends (site name, navigation names, button texts,
// each once, counted exactly) through a local translation double, and what writeVisual leaves on the
// bound foreign site as its operator reads it back through the navigation's and the designer's own
// routes: the translated navigation in the same order and nesting, links to synced records pointing
// at their copies (others at their section), the decoration's buttons translated (a synced lead form
// kept as its copy, the Chinese site's library picture and file left out) and savable by the foreign
// site, its stylesheet cache emptied — and nothing at all when the transaction fails.
import type { DecorationAnswer } from '../../shared/domain/design/api';
import type { DecorationSections } from '../../shared/domain/design/style';
import type { NavItem, NavPosition } from '../../shared/domain/settings/navigation';
import { insertArticle } from '../../server/core/content/articleWrites';
import { SITE } from '../../server/core/db/seedData';
import { translateVisual, visualCharCount, visualTexts, writeVisual } from '../../server/modules/languages/clone/visual';
import { startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { english } from '../support/doubles/englishTranslation';
import { callsAs, startServer, type Harness } from './support/harness';

let translator: HttpDouble;
let h: Harness;
let admin: string;
/** The foreign site's lead form the Chinese site's form is synced to (set up by linkedRecords). */
let foreignFormId = 0;

beforeAll(async () => {
  translator = await startHttpDouble();
  translator.always(english);
  h = await startServer({ TRANSLATE_API_URL: `${translator.url}/translate`, TRANSLATE_API_KEY: 'tr-key', PROVIDER_TIMEOUT_MS: '1500' });
  admin = await h.login('admin');
}, 30_000);
afterAll(async () => {
  await h?.close();
  await translator?.close();
});

const { data: called } = callsAs(() => h, () => admin);
const data = (name: Parameters<typeof called>[0], opts: { query?: object; body?: object } = {}) => called(name, opts as never);
const onSite = (twebId: number) => data('siteActive', { query: { twebId } });
const POSITIONS: NavPosition[] = ['top', 'phone', 'bottom'];

/** A navigation as its list shows it: names nested, with where each links. */
type Shape = { name: string; link: string; children: Shape[] };
const shape = (items: NavItem[]): Shape[] => items.map((i) => ({
  name: i.name,
  link: i.link_type === 'inside_link' ? `${i.link_kind}:${i.link_kind === 'section' ? i.link_section : i.link_title}` : i.link_type,
  children: shape(i.children),
}));
const SYNC_TYPE = { article: 'article', article_type: 'category', product: 'product', product_type: 'productCategory' } as Record<string, string>;
const SECTION = { article: 'article_index', article_type: 'article_index', product: 'product_index', product_type: 'product_index' } as Record<string, string>;
/** The title of a record's copy on the foreign site by its sync row, if any (products and categories by name). */
async function copyTitle(kind: string, sourceId: number): Promise<string | undefined> {
  const db = h.built.db;
  const row = await db.selectFrom('language_syncs').select('target_id').where('site_id', '=', SITE.corporate).where('target_site_id', '=', SITE.global)
    .where('item_type', '=', SYNC_TYPE[kind]).where('source_id', '=', sourceId).executeTakeFirst();
  if (!row) return undefined;
  const id = row.target_id;
  if (kind === 'article') return (await db.selectFrom('articles').select('title').where('id', '=', id).where('disabled', '=', 0).executeTakeFirst())?.title;
  if (kind === 'product') return (await db.selectFrom('products').select('name').where('id', '=', id).where('disabled', '=', 0).executeTakeFirst())?.name;
  if (kind === 'article_type') return (await db.selectFrom('categories').select('name').where('id', '=', id).executeTakeFirst())?.name;
  return (await db.selectFrom('product_categories').select('name').where('id', '=', id).executeTakeFirst())?.name;
}
/** The Chinese navigation as the clone should leave it: names translated by the double, record links to their copies or sections. */
async function expectedShape(zh: NavItem[]): Promise<Shape[]> {
  const out: Shape[] = [];
  for (const i of zh) {
    let link = i.link_type === 'inside_link' ? `${i.link_kind}:${i.link_kind === 'section' ? i.link_section : ''}` : i.link_type;
    if (i.link_type === 'inside_link' && i.link_kind !== 'section') {
      const title = await copyTitle(i.link_kind, i.link_id);
      link = title !== undefined ? `${i.link_kind}:${title}` : `section:${SECTION[i.link_kind]}`;
    }
    out.push({ name: `[en] ${i.name}`.slice(0, 20), link, children: await expectedShape(i.children) });
  }
  return out;
}
async function navigation(siteId: number): Promise<Record<NavPosition, NavItem[]>> {
  await onSite(siteId);
  const out = {} as Record<NavPosition, NavItem[]>;
  for (const position of POSITIONS) out[position] = (await data('navList', { query: { position } })).rows;
  return out;
}
async function decoration(siteId: number): Promise<DecorationAnswer> {
  await onSite(siteId);
  return data('decorationGet');
}
const site = (id: number) => h.built.db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const articleFields = (title: string) => ({
  type: 1 as const, category_id: 0, title, summary: '', content: '<p>正文</p>', img: '', author: '', sort: 0, status: 1 as const,
  seo_title: '', seo_keywords: '', seo_description: '', tag_ids: [], attachment_url: '', attachment_name: '', video_url: '',
});

/** On the Chinese site: a synced article (its copy on the foreign site) and an unsynced one, both linked from 产品中心's children and a button. */
async function linkedRecords(): Promise<number> {
  const db = h.built.db;
  const now = Date.now();
  const synced = await insertArticle(db, SITE.corporate, articleFields('克隆导航测试文章'), 1, now);
  const unsynced = await insertArticle(db, SITE.corporate, articleFields('未同步的文章'), 1, now);
  const copy = await insertArticle(db, SITE.global, articleFields('[en] 克隆导航测试文章'), 1, now);
  await db.insertInto('language_syncs').values({
    site_id: SITE.corporate, target_site_id: SITE.global, item_type: 'article', source_id: synced.id, target_id: copy.id, source_version: 1, source_hash: 'x', synced_at: now,
  }).execute();
  await onSite(SITE.corporate);
  const top: NavItem[] = (await data('navList', { query: { position: 'top' } })).rows;
  const products = top.find((i) => i.name === '产品中心')!;
  const link = { icon: '', show: 1, link_type: 'inside_link', link_kind: 'article', link_section: '', link_url: '', jump_type: 'cur_page' };
  await data('navCreate', { body: { position: 'top', parent_id: products.id, name: '同步文章', link_id: synced.id, ...link } });
  await data('navCreate', { body: { position: 'top', parent_id: products.id, name: '未同步文章', link_id: unsynced.id, ...link } });
  // The decoration: a button to the synced article, a library picture of the Chinese site, a lead-form button.
  const current: DecorationAnswer = await data('decorationGet');
  const hex = 'ab'.repeat(16);
  const url = `/uploads/${SITE.corporate}/2026-01/${hex}.png`;
  await db.insertInto('images').values({
    site_id: SITE.corporate, dir_id: 0, name: 'bg.png', name_search: 'bg.png', stored_name: url.slice('/uploads/'.length), url, thumb_url: '',
    mime: 'image/png', kind: 'image', width: 10, height: 10, size: 100, created_at: now,
  }).execute();
  // A lead form with a copy on the foreign site (its sync row), and a library file that has none.
  const form = await db.selectFrom('forms').select('id').where('site_id', '=', SITE.corporate).orderBy('id').executeTakeFirstOrThrow();
  const foreignForm = await db.selectFrom('forms').select('id').where('site_id', '=', SITE.global).orderBy('id').executeTakeFirstOrThrow();
  await db.deleteFrom('language_syncs').where('site_id', '=', SITE.corporate).where('item_type', '=', 'form').where('source_id', '=', form.id).execute();
  await db.insertInto('language_syncs').values({
    site_id: SITE.corporate, target_site_id: SITE.global, item_type: 'form', source_id: form.id, target_id: foreignForm.id, source_version: 1, source_hash: 'x', synced_at: now,
  }).execute();
  const file = `/uploads/${SITE.corporate}/2026-01/${'cd'.repeat(16)}.pdf`;
  await db.insertInto('images').values({
    site_id: SITE.corporate, dir_id: 0, name: '手册.pdf', name_search: '手册.pdf', stored_name: file.slice('/uploads/'.length), url: file, thumb_url: '',
    mime: 'application/pdf', kind: 'file', width: 0, height: 0, size: 100, created_at: now,
  }).execute();
  const s: DecorationSections = structuredClone(current.sections);
  s.article_index.button = { ...s.article_index.button, text: '阅读文章', link: 'inside_link', insideKind: 'article', recordId: synced.id, recordTitle: '克隆导航测试文章' };
  s.about_us.background = { ...s.about_us.background, image: url };
  s.about_us.button = { ...s.about_us.button, text: '在线留言', link: 'fun', action: 'submit_form', formId: form.id };
  s.product_index.button = { ...s.product_index.button, text: '下载手册', link: 'fun', action: 'file_download', file };
  await data('decorationSave', { body: { sections: s, version: current.version } });
  return foreignForm.id;
}

describe('可视化界面 of the clone', () => {
  it('sends the site name, every navigation name and button text once, and counts exactly those', async () => {
    const corporate = await site(SITE.corporate);
    const texts = await visualTexts(h.built.db, corporate);
    expect(texts[0]).toBe('示范企业官网');
    // 首页 is in 顶部导航 and 手机导航: sent once; the hidden 人才招聘 too; the seeded buttons.
    expect(texts.filter((t) => t === '首页')).toHaveLength(1);
    expect(texts).toEqual(expect.arrayContaining(['产品中心', '人才招聘', '了解产品', '访问官网']));
    expect(texts).not.toContain('');
    expect(await visualCharCount(h.built.db, corporate)).toBe(texts.join('').length);
    const translated = await translateVisual(h.built.deps, h.built.db, corporate, 'zh', 'en');
    expect(translated.get('了解产品')).toBe('[en] 了解产品');
    expect(translated.get('示范企业官网')).toBe('[en] 示范企业官网');
  });

  it('a failure inside the clone’s transaction leaves the foreign site untouched', async () => {
    foreignFormId = await linkedRecords();
    const corporate = await site(SITE.corporate);
    const translated = await translateVisual(h.built.deps, h.built.db, corporate, 'zh', 'en');
    const navBefore = await navigation(SITE.global);
    const decorationBefore = await decoration(SITE.global);
    const nameBefore = (await site(SITE.global)).site_name;
    await expect(h.built.db.transaction().execute(async (trx) => {
      await writeVisual(trx, corporate, SITE.global, translated, Date.now());
      throw new Error('写入中途失败');
    })).rejects.toThrow('写入中途失败');
    expect(await navigation(SITE.global)).toEqual(navBefore);
    expect(await decoration(SITE.global)).toEqual(decorationBefore);
    expect((await site(SITE.global)).site_name).toBe(nameBefore);
  });

  it('writes the translated navigation, links and decoration; the foreign operator can save them', async () => {
    const corporate = await site(SITE.corporate);
    const translated = await translateVisual(h.built.deps, h.built.db, corporate, 'zh', 'en');
    const zhNav = await navigation(SITE.corporate);
    const zhDecoration = await decoration(SITE.corporate);
    const enDecorationBefore = await decoration(SITE.global);
    // A stylesheet cached from the foreign site's old decoration.
    await h.built.db.deleteFrom('decoration_stylesheets').where('site_id', '=', SITE.global).execute();
    await h.built.db.insertInto('decoration_stylesheets').values({ site_id: SITE.global, version: enDecorationBefore.version, css: '/* old */' }).execute();

    const written = await h.built.db.transaction().execute((trx) => writeVisual(trx, corporate, SITE.global, translated, Date.now()));

    const enNav = await navigation(SITE.global);
    for (const position of POSITIONS) expect(shape(enNav[position])).toEqual(await expectedShape(zhNav[position]));
    const count = (items: NavItem[]): number => items.reduce((n, i) => n + 1 + count(i.children), 0);
    expect(written.navItems).toBe(POSITIONS.reduce((n, p) => n + count(zhNav[p]), 0));
    // 产品中心's children in the Chinese order, the synced article's link to its copy.
    const products = enNav.top.find((i) => i.name === '[en] 产品中心')!;
    expect(products.children.map((c) => c.name).slice(-2)).toEqual(['[en] 同步文章', '[en] 未同步文章']);
    expect(products.children.every((c) => !c.link_missing)).toBe(true);
    const [synced, unsynced] = products.children.slice(-2);
    expect([synced.link_kind, synced.link_title]).toEqual(['article', '[en] 克隆导航测试文章']);
    expect([unsynced.link_kind, unsynced.link_section, unsynced.link_id]).toEqual(['section', 'article_index', 0]);

    expect((await site(SITE.global)).site_name).toBe('[en] 示范企业官网');
    const en = await decoration(SITE.global);
    expect(en.version).toBe(enDecorationBefore.version + 1);
    expect(en.sections.index.button).toEqual({ ...zhDecoration.sections.index.button, text: '[en] 了解产品' });
    expect(en.sections.contact_us.button.text).toBe('[en] 访问官网');
    expect(en.sections.index.background).toEqual(zhDecoration.sections.index.background);
    expect(en.sections.article_index.button).toMatchObject({ text: '[en] 阅读文章', link: 'inside_link', insideKind: 'article', recordTitle: '[en] 克隆导航测试文章' });
    // The lead form's button submits the form's copy; the Chinese site's picture and file have no
    // copy there: left out, the button's text kept.
    expect(en.sections.about_us.button).toMatchObject({ text: '[en] 在线留言', link: 'fun', action: 'submit_form', formId: foreignFormId });
    expect(en.sections.about_us.background.image).toBe('');
    expect(en.sections.product_index.button).toMatchObject({ text: '[en] 下载手册', link: 'none', file: '' });
    const cache = await h.built.db.selectFrom('decoration_stylesheets').select('css').where('site_id', '=', SITE.global).executeTakeFirst();
    expect(cache).toBeUndefined();
    // The foreign operator's next save of what the clone wrote is accepted.
    await onSite(SITE.global);
    const saved: DecorationAnswer = await data('decorationSave', { body: { sections: en.sections, version: en.version } });
    expect(saved.version).toBe(en.version + 1);
  });
});
