// The kernel's design token (issue 15 item 3) as a vendor's page designer uses it: a fixture vendor
// plugin, installed beside the designer and never importing it, resolves DESIGN_SERVICE from the
// container (the designer's services not loaded yet), lists the catalogues with their labels,
// writes a section's CSS, checks a decoration with the server's rule and searches the site's records.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement, useEffect, useState } from 'react';
import { definePlugin, DESIGN_SERVICE, resolveDesign, TOKENS, useContainer, type DesignService } from '../../../kernel';
import { ContainerProvider } from '../../../kernel/di/react';
import { createTestKernel } from '../../../kernel/testing/createTestKernel';
import designer from '../../../plugins/designer';
import { DESIGN_MSG, type SectionStyle } from '../../../shared/domain/design';

afterEach(cleanup);

/** The vendor's page: what it builds only from the token. */
function VendorDesignerPage() {
  const container = useContainer();
  const [design, setDesign] = useState<DesignService | null>(null);
  useEffect(() => {
    void resolveDesign(container).then(setDesign);
  }, [container]);
  if (!design) return createElement('p', null, '加载中');
  const style: SectionStyle = design.defaults.section('about_us');
  style.background = { ...style.background, image: `/uploads/7/2026-11/${'f'.repeat(32)}.webp`, scale: 'scale_tiling', tile: 'img_top' };
  return createElement(
    'div',
    null,
    createElement('select', { 'aria-label': '平铺效果' }, design.catalogues.tileEffect.map((e) => createElement('option', { key: e.value, value: e.value }, e.label['zh-CN']))),
    createElement('section', { 'data-testid': 'preview', style: { backgroundRepeat: new Map(design.sectionDeclarations(style)).get('background-repeat') } }, design.sectionCss(style)),
  );
}

const vendor = definePlugin({
  id: 'vendor-page-designer',
  title: 'vendorDesigner.plugin',
  routes: [{ path: '/vendorDesigner', title: 'vendorDesigner.menu', permission: 'site_decorate', page: async () => ({ default: VendorDesignerPage }) }],
  i18n: { 'zh-CN': { plugin: '页面设计器', menu: '页面设计器' } },
});

async function installBoth() {
  const kernel = createTestKernel();
  const host = kernel.get(TOKENS.plugins);
  // Registered only, as at start: the designer's services load when something needs them.
  await host.install([designer, vendor]);
  return kernel;
}

it('is not bound until something needs it, then the designer is loaded for it', async () => {
  const kernel = await installBoth();
  expect(kernel.container.isBound(DESIGN_SERVICE)).toBe(false);
  const design = await resolveDesign(kernel.container);
  expect(kernel.get(TOKENS.plugins).status('designer')?.state).toBe('ready');
  expect(design).toBe(kernel.get(DESIGN_SERVICE));
  // Twice, the same service (no second activation).
  expect(await resolveDesign(kernel.container)).toBe(design);
});

it('renders a vendor page from the catalogues and the one sectionCss', async () => {
  const kernel = await installBoth();
  await act(async () => {
    render(createElement(ContainerProvider, { container: kernel.container, children: createElement(VendorDesignerPage) }));
  });
  const preview = await screen.findByTestId('preview');
  expect(preview.style.backgroundRepeat).toBe('repeat-x');
  expect(preview.textContent).toContain('background-position: center top;');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['默认平铺', '缩放平铺', '顶部横向平铺', '居中横向平铺', '底部横向平铺', '居中纵向平铺', '左侧纵向平铺', '右侧纵向平铺']);
});

it("checks a decoration with the server's rule, and the defaults pass it", async () => {
  const design = await resolveDesign((await installBoth()).container);
  const sections = design.defaults.decoration();
  expect(design.checkDecoration(sections, 7)).toBeNull();
  sections.index.text = { ...sections.index.text, align: 'start' as never };
  expect(design.checkDecoration(sections, 7)).toEqual({ path: 'index.text.align', message: DESIGN_MSG.notInCatalogue });
  expect(design.checkSectionStyle({ ...sections.about_us, background: { ...sections.about_us.background, color: 'red;}</style>' } }, 7)?.path).toBe('background.color');
  expect(Object.isFrozen(design)).toBe(true);
});

it("searches the active site's records for an inside link through the kernel's HttpService", async () => {
  const kernel = await installBoth();
  kernel.transport.reply('GET', 'decoration/linkTargets', [{ kind: 'article', id: 12, title: '公司新闻' }]);
  const design = await resolveDesign(kernel.container);
  await expect(design.linkTargets('article', '  新闻 ')).resolves.toEqual([{ kind: 'article', id: 12, title: '公司新闻' }]);
  expect(kernel.transport.last('decoration/linkTargets')?.params).toEqual({ kind: 'article', keyword: '新闻' });
});

it('says so in Chinese when no plugin provides it', async () => {
  const kernel = createTestKernel();
  await kernel.get(TOKENS.plugins).install([vendor]);
  await expect(resolveDesign(kernel.container)).rejects.toThrow('网站装修服务不可用');
});
