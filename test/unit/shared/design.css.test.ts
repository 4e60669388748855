// The exact CSS of a section (issue 15 item 2): one table of all 5 scale modes × 8 tile effects × 9
// positions → (background-size, repeat, position), written out from the issue; then gradients,
// borders and text, and systemDefine writing nothing. The preview and the stylesheet share this.
import { defaultSectionStyle, imageLayout, sectionCss, sectionDeclarations, type ImagePosition, type ScaleMode, type SectionStyle, type TileEffect } from '../../../shared/domain/design';

const IMAGE = `/uploads/1001/2026-11/${'0123456789abcdef'.repeat(2)}.jpg`;

// From the issue, literally.
const POSITIONS: [ImagePosition, string][] = [
  ['top-left', 'left top'], ['top', 'center top'], ['top-right', 'right top'],
  ['left', 'left center'], ['center', 'center center'], ['right', 'right center'],
  ['bottom-left', 'left bottom'], ['bottom', 'center bottom'], ['bottom-right', 'right bottom'],
];
const EFFECTS: [TileEffect, string, string][] = [
  ['img_default', 'repeat', 'left top'],
  ['img_zoom_tile', 'round', 'left top'],
  ['img_top', 'repeat-x', 'center top'],
  ['img_mid_horizontal', 'repeat-x', 'center center'],
  ['img_bottom', 'repeat-x', 'center bottom'],
  ['img_mid_vertical', 'repeat-y', 'center top'],
  ['img_left', 'repeat-y', 'left top'],
  ['img_right', 'repeat-y', 'right top'],
];
const MODES: ScaleMode[] = ['scale_cover', 'scale_contain', 'scale_tiling', 'scale_stretch', 'scale_original_image'];

function expected(mode: ScaleMode, effect: [TileEffect, string, string], position: string): [string, string, string] {
  if (mode === 'scale_cover') return ['cover', 'no-repeat', position];
  if (mode === 'scale_contain') return ['contain', 'no-repeat', position];
  if (mode === 'scale_tiling') return ['auto', effect[1], effect[2]];
  if (mode === 'scale_stretch') return ['100% 100%', 'no-repeat', 'left top'];
  return ['auto', 'no-repeat', position];
}

const TABLE = MODES.flatMap((mode) => EFFECTS.flatMap((effect) => POSITIONS.map(([pos, css]) => [mode, effect[0], pos, ...expected(mode, effect, css)] as const)));

function withImage(scale: ScaleMode, tile: TileEffect, position: ImagePosition): SectionStyle {
  const style = defaultSectionStyle('about_us');
  return { ...style, background: { ...style.background, image: IMAGE, scale, tile, position } };
}

it('has 360 rows', () => expect(TABLE).toHaveLength(5 * 8 * 9));

it.each(TABLE)('%s × %s × %s → size %s, repeat %s, position %s', (mode, tile, pos, size, repeat, position) => {
  expect(imageLayout(mode, tile, pos)).toEqual({ size, repeat, position });
  const declarations = new Map(sectionDeclarations(withImage(mode, tile, pos)));
  expect(declarations.get('background-image')).toBe(`url('${IMAGE}')`);
  expect(declarations.get('background-size')).toBe(size);
  expect(declarations.get('background-repeat')).toBe(repeat);
  expect(declarations.get('background-position')).toBe(position);
});

it('writes the whole style in one fixed order', () => {
  const style = withImage('scale_tiling', 'img_top', 'center');
  style.background = { ...style.background, type: 'color', color: '#f5f5f5' };
  style.border = { sides: ['bottom', 'top'], line: 'dashed', width: 2, color: 'rgba(0, 0, 0, 0.5)' };
  style.text = { font: 'microsoft_yahei', size: 24, color: '#333', align: 'center', lineHeight: 18 };
  expect(sectionCss(style)).toBe(
    `background-color: #f5f5f5; background-image: url('${IMAGE}'); background-size: auto; background-repeat: repeat-x; background-position: center top; ` +
      'border-top: 2px dashed rgba(0, 0, 0, 0.5); border-bottom: 2px dashed rgba(0, 0, 0, 0.5); ' +
      "font-family: 'Microsoft YaHei', '微软雅黑', sans-serif; font-size: 24px; color: #333; text-align: center; line-height: 1.8;",
  );
});

it('draws a linear gradient from two colours at an angle, under a picture when there is one', () => {
  const style = defaultSectionStyle('index');
  style.background = { ...style.background, type: 'color', pattern: 'linear_gradient', gradientFrom: '#fff', gradientTo: '#1677ff', gradientAngle: 90 };
  expect(sectionDeclarations(style).slice(0, 1)).toEqual([['background-image', 'linear-gradient(90deg, #fff, #1677ff)']]);
  style.background.image = IMAGE;
  expect(new Map(sectionDeclarations(style)).get('background-image')).toBe(`url('${IMAGE}'), linear-gradient(90deg, #fff, #1677ff)`);
});

it('leaves to the theme whatever follows it (systemDefine) and the default background colour', () => {
  const style = defaultSectionStyle('index');
  // The defaults: background default, no border, font and colour following the theme.
  expect(sectionCss(style)).toBe('font-size: 14px; text-align: left; line-height: 1.5;');
  style.background = { ...style.background, type: 'systemDefine', image: IMAGE };
  expect(sectionCss(style)).not.toContain('background');
  style.background = { ...style.background, type: 'color', color: 'systemDefine' };
  expect(sectionCss(style)).toBe(`background-image: url('${IMAGE}'); background-size: cover; background-repeat: no-repeat; background-position: center center; font-size: 14px; text-align: left; line-height: 1.5;`);
  // A border whose colour follows the theme takes the text colour (no colour in the shorthand).
  style.border = { sides: ['left'], line: 'solid', width: 1, color: 'systemDefine' };
  expect(new Map(sectionDeclarations(style)).get('border-left')).toBe('1px solid');
});

it('draws no border without a side or a width', () => {
  const style = defaultSectionStyle('index');
  style.border = { sides: [], line: 'solid', width: 3, color: '#000' };
  expect(sectionCss(style)).not.toContain('border');
  style.border = { sides: ['top', 'right', 'bottom', 'left'], line: 'dotted', width: 0, color: '#000' };
  expect(sectionCss(style)).not.toContain('border');
  style.border.width = 20;
  expect(sectionDeclarations(style).filter(([p]) => p.startsWith('border')).map(([p]) => p)).toEqual(['border-top', 'border-right', 'border-bottom', 'border-left']);
});
