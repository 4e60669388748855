// 网站装修's store through the container (the designer plugin installed, a scripted server behind the
// real HttpService): the load into a draft kept across visits, an edit of one section, 恢复默认, a
// save sent from the version read and its answer taken, a bad colour refused before anything is sent
// (on its section and field), someone else's save meanwhile (nothing lost, 刷新 takes theirs), the
// server's refusal on its field, a new active site starting over, and the records of an inside link.
import { TOKENS } from '../../../kernel';
import { createTestKernel, type TestKernel } from '../../../kernel/testing/createTestKernel';
import designer from '../../../plugins/designer';
import { DECORATION_STORE } from '../../../plugins/designer/decoration/tokens';
import { defaultDecoration, defaultSectionStyle, DESIGN_MSG, sectionCss, type DecorationAnswer, type DecorationSections } from '../../../shared/domain/design';

const GET = 'decoration/get';
const SAVE = 'decoration/save';
const IMAGE = `/uploads/1001/2026-11/${'a'.repeat(32)}.png`;

const home = (twebId: number) => ({ twebId, siteType: 'zh', site_name: '示范企业官网', sysVersion: 3, language: 'zh-cn' });

function answer(sections: DecorationSections, version: number): DecorationAnswer {
  return { sections, version, updatedAt: version ? 1_700_000_000_000 : 0, template: { id: 7, name: '商务蓝' }, stylesheetUrl: '/api/app/site-admin-api/plugin/decoration/style.css?siteId=1001' };
}

/** The demo decoration as the server might answer it: 关于我们 with a grey background. */
function saved(): DecorationSections {
  const sections = defaultDecoration();
  sections.about_us = { ...sections.about_us, background: { ...sections.about_us.background, type: 'color', color: '#f5f5f5' } };
  return sections;
}

async function setup(siteId = 1001): Promise<TestKernel> {
  const kernel = createTestKernel();
  kernel.transport.reply('GET', 'admin/home', home(siteId));
  await kernel.get(TOKENS.site).loadHome();
  await kernel.install([designer]);
  expect(kernel.get(TOKENS.plugins).status('designer')?.state).toBe('ready');
  return kernel;
}

const bodyOf = (kernel: TestKernel, suffix: string) => kernel.transport.last(suffix)?.data as { sections: DecorationSections; version: number } | undefined;
const calls = (kernel: TestKernel, suffix: string) => kernel.transport.requests.filter((r) => r.url.endsWith(suffix)).length;

describe('网站装修 store', () => {
  it('loads the decoration, keeps the draft across visits, edits one section and saves it from the version read', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', GET, answer(saved(), 3));
    const store = kernel.get(DECORATION_STORE);
    // One store for the plugin: the full-size preview page gets the page's draft.
    expect(kernel.get(DECORATION_STORE)).toBe(store);
    await store.open();
    expect(store.draft).toEqual(saved());
    expect([store.answer?.version, store.answer?.template?.name, store.dirty]).toEqual([3, '商务蓝', false]);

    store.select('about_us');
    store.patch('background', { image: IMAGE, scale: 'scale_tiling', tile: 'img_top' });
    store.patch('text', { size: 18, align: 'center' });
    expect(store.dirty).toBe(true);
    // Only the chosen section changed, and the preview's CSS (the server's function) shows it.
    expect(store.draft?.index).toEqual(saved().index);
    const css = sectionCss(store.draft!.about_us);
    expect(css).toContain('background-repeat: repeat-x;');
    expect(css).toContain('background-position: center top;');
    expect(css).toContain('font-size: 18px;');

    // Back on the page (or on the preview page): the draft is kept, nothing is asked again.
    await store.open();
    expect(calls(kernel, GET)).toBe(1);
    expect(store.draft?.about_us.background.image).toBe(IMAGE);

    const stored = store.draft!;
    kernel.transport.reply('POST', SAVE, answer(stored, 4));
    expect(await store.save()).toBe(true);
    expect(bodyOf(kernel, SAVE)).toEqual({ sections: stored, version: 3 });
    expect([store.answer?.version, store.dirty, store.conflict]).toEqual([4, false, false]);
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '保存成功' });

    // The next save names the version the last one answered.
    store.patch('border', { sides: ['top', 'bottom'], width: 2, line: 'dashed', color: '#1677ff' });
    kernel.transport.reply('POST', SAVE, answer(store.draft!, 5));
    expect(await store.save()).toBe(true);
    expect(bodyOf(kernel, SAVE)?.version).toBe(4);
  });

  it('恢复默认 puts back the default style of one section only; 撤销修改 goes back to what was saved', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', GET, answer(saved(), 2));
    const store = kernel.get(DECORATION_STORE);
    await store.open();
    store.select('index');
    store.patch('text', { color: '#ff0000' });
    store.restoreDefault('about_us');
    expect(store.draft?.about_us).toEqual(defaultSectionStyle('about_us'));
    expect(store.draft?.index.text.color).toBe('#ff0000');
    store.discard();
    expect(store.draft).toEqual(saved());
    expect(store.dirty).toBe(false);
  });

  it('refuses an injected colour before sending anything, on its section and field, until the field changes', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', GET, answer(saved(), 1));
    const store = kernel.get(DECORATION_STORE);
    await store.open();
    store.select('about_us');
    store.patch('text', { color: 'red;}</style><script>' });
    store.select('index');
    expect(await store.save()).toBe(false);
    expect(store.problem?.path).toBe('about_us.text.color');
    expect(kernel.notifier.errors().at(-1)).toBe(store.problem?.message);
    expect(store.problem?.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(kernel.transport.last(SAVE)).toBeUndefined();
    // The page is taken to the section and the field is marked.
    expect(store.section).toBe('about_us');
    expect(store.sectionHasProblem('about_us')).toBe(true);
    expect(store.problemAt('text.color')).toBe(store.problem?.message);
    expect(store.problemAt('text.size')).toBeUndefined();
    // Nor does it reach the preview.
    expect(sectionCss(store.draft!.about_us)).not.toContain('script');

    store.patch('text', { color: '#333333' });
    expect(store.problem).toBeNull();
  });

  it('keeps the draft when someone else saved meanwhile, and 刷新 takes their decoration', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', GET, answer(saved(), 3));
    const store = kernel.get(DECORATION_STORE);
    await store.open();
    store.select('contact_us');
    store.patch('background', { type: 'color', pattern: 'linear_gradient', gradientFrom: '#ffffff', gradientTo: '#000000', gradientAngle: 90 });
    const mine = store.draft!;
    kernel.transport.reply('POST', SAVE, null, 409, DESIGN_MSG.conflict);
    expect(await store.save()).toBe(false);
    expect(store.conflict).toBe(true);
    expect(kernel.notifier.errors().at(-1)).toBe(DESIGN_MSG.conflict);
    // Nothing lost here: the draft is still the operator's.
    expect(store.draft).toEqual(mine);
    expect(store.dirty).toBe(true);

    const theirs = saved();
    theirs.index = { ...theirs.index, text: { ...theirs.index.text, size: 24 } };
    kernel.transport.reply('GET', GET, answer(theirs, 4));
    await store.open(true);
    expect([store.conflict, store.answer?.version, store.dirty]).toEqual([false, 4, false]);
    expect(store.draft).toEqual(theirs);
  });

  it('keeps the server’s refusal with the field it names', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', GET, answer(saved(), 1));
    const store = kernel.get(DECORATION_STORE);
    await store.open();
    store.select('article_index');
    store.patch('background', { image: IMAGE });
    store.select('index');
    kernel.transport.on('POST', SAVE, () => ({ data: { code: 404, message: '所选文件不存在或不属于当前网站', data: { field: 'article_index.background.image' } } }));
    expect(await store.save()).toBe(false);
    expect(store.problem).toEqual({ path: 'article_index.background.image', message: '所选文件不存在或不属于当前网站' });
    expect(store.section).toBe('article_index');
    expect(store.problemAt('background.image')).toBe('所选文件不存在或不属于当前网站');
    expect(store.conflict).toBe(false);
    expect(store.draft?.article_index.background.image).toBe(IMAGE);
  });

  it('starts over on another active site, and offers a retry when the load fails', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', GET, answer(saved(), 3));
    const store = kernel.get(DECORATION_STORE);
    await store.open();
    store.patch('text', { size: 30 });

    kernel.transport.reply('GET', 'admin/home', home(1002));
    await kernel.get(TOKENS.site).loadHome();
    kernel.transport.reply('GET', GET, null, 500, '系统错误');
    await store.open();
    expect(store.failed).toBe(true);
    kernel.transport.reply('GET', GET, answer(defaultDecoration(), 0));
    await store.open(true);
    expect([store.failed, store.siteId, store.answer?.version]).toEqual([false, 1002, 0]);
    expect(store.draft).toEqual(defaultDecoration());
  });

  it('finds the site’s records for an inside link by title', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', GET, answer(saved(), 1));
    const store = kernel.get(DECORATION_STORE);
    await store.open();
    kernel.transport.reply('GET', 'decoration/linkTargets', [{ kind: 'article', id: 12, title: '公司简介' }]);
    expect(await store.linkTargets('article', '  公司 ')).toEqual([{ kind: 'article', id: 12, title: '公司简介' }]);
    expect(kernel.transport.last('decoration/linkTargets')?.params).toEqual({ kind: 'article', keyword: '公司' });
  });
});
