// §3's design catalogues as a style panel lists them (issue 15 item 1): every code in §3's order,
// each with a zh-CN and an en-US label, frozen; fonts as stacks ending in a generic family; line
// heights written as n/10. The expected lists are copied from the issue, not from the code.
import { DESIGN_CATALOGUES, FONT_STACKS, lineHeightCss, labelOf, SYSTEM_DEFINE, type Catalogue } from '../../../shared/domain/design';

const values = (c: Catalogue<unknown>) => c.map((e) => e.value);

it.each([
  ['backgroundType', ['color', 'default']],
  ['colourPattern', ['pure_color', 'linear_gradient']],
  ['borderSide', ['top', 'right', 'bottom', 'left']],
  ['lineType', ['solid', 'dotted', 'dashed']],
  ['textAlign', ['left', 'center', 'right', 'justify']],
  ['lineHeight', [12, 13, 14, 15, 16, 17, 18, 19, 20]],
  ['fontSize', [12, 14, 16, 18, 20, 24, 30, 36, 48, 60, 72, 84, 96, 108, 120]],
  ['zhFont', ['microsoft_yahei', 'simsun', 'simhei', 'kaiti', 'fangsong', 'source_han_sans']],
  ['enFont', ['arial', 'georgia', 'times_new_roman', 'verdana', 'courier_new']],
  ['linkType', ['none', 'inside_link', 'fun', 'outside_link']],
  ['insideLinkKind', ['section', 'product', 'article', 'product_type', 'article_type']],
  ['siteSection', ['index', 'product_index', 'article_index', 'contact_us', 'about_us']],
  ['functionAction', ['submit_form', 'customer_service', 'telephone_advisory', 'information_advisory', 'file_download', 'jump_section', 'pop_video']],
  ['downloadPower', ['all', 'member']],
  ['jumpType', ['cur_page', 'other_page']],
  ['videoFileType', ['local_add', 'common_code', 'video_address']],
  ['scaleMode', ['scale_cover', 'scale_contain', 'scale_tiling', 'scale_stretch', 'scale_original_image']],
  ['tileEffect', ['img_default', 'img_zoom_tile', 'img_top', 'img_mid_horizontal', 'img_bottom', 'img_mid_vertical', 'img_left', 'img_right']],
  ['imagePosition', ['top-left', 'top', 'top-right', 'left', 'center', 'right', 'bottom-left', 'bottom', 'bottom-right']],
  ['systemDefine', ['systemDefine']],
  ['resourceSource', ['jpt', 'ztg', 'czh', 'ztb', 'st', 'zt', 'other']],
] as const)('%s lists §3 in order, each with a Chinese and an English label', (name, expected) => {
  const catalogue = DESIGN_CATALOGUES[name] as Catalogue<unknown>;
  expect(values(catalogue)).toEqual(expected);
  for (const entry of catalogue) {
    expect(entry.label['zh-CN']).toMatch(/\S/);
    expect(entry.label['en-US']).toMatch(/\S/);
  }
});

it('has exactly the catalogues listed above (none forgotten by the test)', () => {
  expect(Object.keys(DESIGN_CATALOGUES)).toHaveLength(21);
});

it('names things the way an operator reads them', () => {
  expect(DESIGN_CATALOGUES.zhFont.map((e) => e.label['zh-CN'])).toEqual(['微软雅黑', '宋体', '黑体', '楷体', '仿宋', '思源黑体']);
  expect(DESIGN_CATALOGUES.enFont.map((e) => e.label['en-US'])).toEqual(['Arial', 'Georgia', 'Times New Roman', 'Verdana', 'Courier New']);
  expect(labelOf(DESIGN_CATALOGUES.siteSection, 'about_us')).toBe('关于我们');
  expect(labelOf(DESIGN_CATALOGUES.siteSection, 'about_us', 'en-US')).toBe('About us');
  expect(labelOf(DESIGN_CATALOGUES.systemDefine, SYSTEM_DEFINE)).toBe('跟随主题');
  expect(labelOf(DESIGN_CATALOGUES.fontSize, 48)).toBe('48px');
});

it('cannot be changed by whoever resolves it', () => {
  expect(Object.isFrozen(DESIGN_CATALOGUES)).toBe(true);
  expect(Object.isFrozen(DESIGN_CATALOGUES.scaleMode)).toBe(true);
  expect(Object.isFrozen(DESIGN_CATALOGUES.scaleMode[0])).toBe(true);
  expect(Object.isFrozen(DESIGN_CATALOGUES.scaleMode[0].label)).toBe(true);
  expect(() => (DESIGN_CATALOGUES.lineType as unknown as unknown[]).push('double')).toThrow();
});

it('maps every font to a stack naming the face and ending in a generic family', () => {
  expect(FONT_STACKS).toEqual({
    microsoft_yahei: "'Microsoft YaHei', '微软雅黑', sans-serif",
    simsun: "SimSun, '宋体', serif",
    simhei: "SimHei, '黑体', sans-serif",
    kaiti: "KaiTi, '楷体', STKaiti, serif",
    fangsong: "FangSong, '仿宋', STFangsong, serif",
    source_han_sans: "'Source Han Sans SC', 'Noto Sans CJK SC', '思源黑体', sans-serif",
    arial: 'Arial, Helvetica, sans-serif',
    georgia: "Georgia, 'Times New Roman', serif",
    times_new_roman: "'Times New Roman', Times, serif",
    verdana: 'Verdana, Geneva, sans-serif',
    courier_new: "'Courier New', Courier, monospace",
  });
  for (const stack of Object.values(FONT_STACKS)) expect(stack).toMatch(/, (sans-serif|serif|monospace)$/);
});

it('writes line heights 12 to 20 as n/10, never px', () => {
  expect(DESIGN_CATALOGUES.lineHeight.map((e) => lineHeightCss(e.value))).toEqual(['1.2', '1.3', '1.4', '1.5', '1.6', '1.7', '1.8', '1.9', '2']);
});
