// One pure function writes a section's every CSS declaration (issue 15 §2): the console's preview
// and the server's stylesheet both use it, so visitors see exactly what was previewed. Values come
// only from the catalogues or from checked colours and upload paths; each is checked again here, so
// even an unchecked style can never write anything but those (no injection through this function).
import { BORDER_SIDES, FONT_SIZES, FONT_STACKS, IMAGE_POSITIONS, LINE_HEIGHTS, LINE_TYPES, lineHeightCss, SCALE_MODES, SYSTEM_DEFINE, TEXT_ALIGNS, TILE_EFFECTS, type ImagePosition, type ScaleMode, type TileEffect } from './catalogues';
import { isCode } from './links';
import { isDesignColour, isUploadImagePath } from './values';
import type { SectionStyle } from './style';

export type Declaration = readonly [property: string, value: string];

/** The nine positions as background-position values ("left top" … "right bottom"). */
export const POSITION_CSS: Readonly<Record<ImagePosition, string>> = Object.freeze({
  'top-left': 'left top', top: 'center top', 'top-right': 'right top',
  left: 'left center', center: 'center center', right: 'right center',
  'bottom-left': 'left bottom', bottom: 'center bottom', 'bottom-right': 'right bottom',
});

/** Tile effects (scale_tiling): repeat and position; the size stays auto. */
export const TILE_CSS: Readonly<Record<TileEffect, { repeat: string; position: string }>> = Object.freeze({
  img_default: { repeat: 'repeat', position: 'left top' },
  img_zoom_tile: { repeat: 'round', position: 'left top' },
  img_top: { repeat: 'repeat-x', position: 'center top' },
  img_mid_horizontal: { repeat: 'repeat-x', position: 'center center' },
  img_bottom: { repeat: 'repeat-x', position: 'center bottom' },
  img_mid_vertical: { repeat: 'repeat-y', position: 'center top' },
  img_left: { repeat: 'repeat-y', position: 'left top' },
  img_right: { repeat: 'repeat-y', position: 'right top' },
});

export interface ImageLayout {
  size: string;
  repeat: string;
  position: string;
}

/**
 * A scale mode's background-size / repeat / position (issue 15 item 2): the tile effect matters only
 * to scale_tiling, the chosen position only to cover, contain and original (stretch is left top).
 * Unknown codes fall back to cover, the tile default and center.
 */
export function imageLayout(scale: ScaleMode, tile: TileEffect, position: ImagePosition): ImageLayout {
  const at = POSITION_CSS[isCode(IMAGE_POSITIONS, position) ? position : 'center'];
  switch (isCode(SCALE_MODES, scale) ? scale : 'scale_cover') {
    case 'scale_contain':
      return { size: 'contain', repeat: 'no-repeat', position: at };
    case 'scale_tiling':
      return { size: 'auto', ...TILE_CSS[isCode(TILE_EFFECTS, tile) ? tile : 'img_default'] };
    case 'scale_stretch':
      return { size: '100% 100%', repeat: 'no-repeat', position: 'left top' };
    case 'scale_original_image':
      return { size: 'auto', repeat: 'no-repeat', position: at };
    default:
      return { size: 'cover', repeat: 'no-repeat', position: at };
  }
}

const colourOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== SYSTEM_DEFINE && isDesignColour(value) ? value : null);
const angleOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 360 ? value : null);
const numberIn = (list: readonly number[], value: unknown): value is number => typeof value === 'number' && list.includes(value);

function background(bg: SectionStyle['background'] | undefined, out: Declaration[]): void {
  // systemDefine (跟随主题) leaves the whole background to the theme; default keeps its colour but
  // may still lay a picture over it; color writes the pattern.
  if (!bg || bg.type === SYSTEM_DEFINE) return;
  const images: string[] = [];
  if (typeof bg.image === 'string' && isUploadImagePath(bg.image)) images.push(`url('${bg.image}')`);
  if (bg.type === 'color') {
    if (bg.pattern === 'linear_gradient') {
      const from = colourOrNull(bg.gradientFrom);
      const to = colourOrNull(bg.gradientTo);
      const angle = angleOf(bg.gradientAngle);
      if (from && to && angle !== null) images.push(`linear-gradient(${angle}deg, ${from}, ${to})`);
    } else {
      const colour = colourOrNull(bg.color);
      if (colour) out.push(['background-color', colour]);
    }
  }
  if (images.length === 0) return;
  // The picture is the top layer, over the gradient; size, repeat and position are the picture's.
  out.push(['background-image', images.join(', ')]);
  if (!images[0].startsWith('url(')) return;
  const layout = imageLayout(bg.scale, bg.tile, bg.position);
  out.push(['background-size', layout.size], ['background-repeat', layout.repeat], ['background-position', layout.position]);
}

function border(b: SectionStyle['border'] | undefined, out: Declaration[]): void {
  if (!b || !Array.isArray(b.sides) || !isCode(LINE_TYPES, b.line)) return;
  const width = b.width;
  if (typeof width !== 'number' || !Number.isInteger(width) || width <= 0 || width > 20) return;
  // systemDefine: no colour in the shorthand, so the border takes the text's (the theme's) colour.
  const colour = colourOrNull(b.color);
  const value = colour ? `${width}px ${b.line} ${colour}` : `${width}px ${b.line}`;
  for (const side of BORDER_SIDES) if (b.sides.includes(side)) out.push([`border-${side}`, value]);
}

function text(t: SectionStyle['text'] | undefined, out: Declaration[]): void {
  if (!t) return;
  if (t.font !== SYSTEM_DEFINE && Object.prototype.hasOwnProperty.call(FONT_STACKS, t.font)) out.push(['font-family', FONT_STACKS[t.font]]);
  if (numberIn(FONT_SIZES, t.size)) out.push(['font-size', `${t.size}px`]);
  const colour = colourOrNull(t.color);
  if (colour) out.push(['color', colour]);
  if (isCode(TEXT_ALIGNS, t.align)) out.push(['text-align', t.align]);
  if (numberIn(LINE_HEIGHTS, t.lineHeight)) out.push(['line-height', lineHeightCss(t.lineHeight)]);
}

/** The declarations of one section's style, in a fixed order: background, border, text. */
export function sectionDeclarations(style: SectionStyle): ReadonlyArray<Declaration> {
  const out: Declaration[] = [];
  if (!style || typeof style !== 'object') return out;
  background(style.background, out);
  border(style.border, out);
  text(style.text, out);
  return out;
}

/** The same as CSS text ("property: value;" each), for a stylesheet rule or a style attribute. */
export function sectionCss(style: SectionStyle): string {
  return sectionDeclarations(style).map(([p, v]) => `${p}: ${v};`).join(' ');
}
