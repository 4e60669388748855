// §3 design option catalogues for styling a section (issue 15): every code in §3's order. The
// labels (zh-CN and en-US, each entry a value with both) and the helpers are filled in by the
// catalogue work; the codes and types below are the contract the designer plugin, the server
// module and a vendor's page designer share. Link catalogues are in links.ts.

export const BACKGROUND_TYPES = ['color', 'default'] as const;
export type BackgroundType = (typeof BACKGROUND_TYPES)[number];

export const COLOUR_PATTERNS = ['pure_color', 'linear_gradient'] as const;
export type ColourPattern = (typeof COLOUR_PATTERNS)[number];

export const BORDER_SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type BorderSide = (typeof BORDER_SIDES)[number];

export const LINE_TYPES = ['solid', 'dotted', 'dashed'] as const;
export type LineType = (typeof LINE_TYPES)[number];

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** 12 to 20, rendered as line-height n/10 (px would overlap larger fonts). */
export const LINE_HEIGHTS = [12, 13, 14, 15, 16, 17, 18, 19, 20] as const;
export type LineHeight = (typeof LINE_HEIGHTS)[number];

/** px */
export const FONT_SIZES = [12, 14, 16, 18, 20, 24, 30, 36, 48, 60, 72, 84, 96, 108, 120] as const;
export type FontSize = (typeof FONT_SIZES)[number];

/** Font ids; each maps to a font-family stack ending in a generic family (catalogue work). */
export const ZH_FONTS = ['microsoft_yahei', 'simsun', 'simhei', 'kaiti', 'fangsong', 'source_han_sans'] as const;
export const EN_FONTS = ['arial', 'georgia', 'times_new_roman', 'verdana', 'courier_new'] as const;
export type FontId = (typeof ZH_FONTS)[number] | (typeof EN_FONTS)[number];

export const DOWNLOAD_POWERS = ['all', 'member'] as const;
export type DownloadPower = (typeof DOWNLOAD_POWERS)[number];

export const POP_VIDEO_FILE_TYPES = ['local_add', 'common_code', 'video_address'] as const;
export type VideoFileType = (typeof POP_VIDEO_FILE_TYPES)[number];

export const SCALE_MODES = ['scale_cover', 'scale_contain', 'scale_tiling', 'scale_stretch', 'scale_original_image'] as const;
export type ScaleMode = (typeof SCALE_MODES)[number];

export const TILE_EFFECTS = ['img_default', 'img_zoom_tile', 'img_top', 'img_mid_horizontal', 'img_bottom', 'img_mid_vertical', 'img_left', 'img_right'] as const;
export type TileEffect = (typeof TILE_EFFECTS)[number];

/** The nine image positions: the watermark's nine (shared/domain/content WATERMARK_POSITIONS), reused. */
export { WATERMARK_POSITIONS as IMAGE_POSITIONS, type WatermarkPosition as ImagePosition } from '../content';

/** 跟随主题: allowed for font, colour and background; emits nothing. */
export const SYSTEM_DEFINE = 'systemDefine' as const;
export type SystemDefine = typeof SYSTEM_DEFINE;

/** Where a picture came from, recorded with each image (§3 resource platform sources). */
export const RESOURCE_SOURCES = ['jpt', 'ztg', 'czh', 'ztb', 'st', 'zt', 'other'] as const;
export type ResourceSource = (typeof RESOURCE_SOURCES)[number];

// ─── Labelled catalogues ──────────────────────────────────────────────────────────────────────────
// Each catalogue is a frozen list of { value, label: { 'zh-CN', 'en-US' } } in §3's order, so a
// style panel (ours or a vendor's page designer) renders options without its own strings. The codes
// above stay the contract; these add what a person reads.

export type DesignLocale = 'zh-CN' | 'en-US';
export interface CatalogueEntry<T> {
  readonly value: T;
  readonly label: Readonly<Record<DesignLocale, string>>;
}
export type Catalogue<T> = ReadonlyArray<CatalogueEntry<T>>;

/** Codes with their zh-CN and en-US labels, frozen (one list per language keeps the file short). */
export function labelled<T>(values: readonly T[], zh: readonly string[], en: readonly string[]): Catalogue<T> {
  return Object.freeze(values.map((value, i) => Object.freeze({ value, label: Object.freeze({ 'zh-CN': zh[i], 'en-US': en[i] }) })));
}

/** The labels of a catalogue in one language, by code (for a select's options or a summary). */
export function labelOf<T>(catalogue: Catalogue<T>, value: T, locale: DesignLocale = 'zh-CN'): string {
  return catalogue.find((e) => e.value === value)?.label[locale] ?? String(value);
}

/** A font id's font-family stack: the named face first, a generic family last (never a bare name);
 * names in single quotes, so the CSS also fits inside a double-quoted style attribute. */
export const FONT_STACKS: Readonly<Record<FontId, string>> = Object.freeze({
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

/** A line height's CSS value: n/10 unitless (12 → 1.2), so it scales with the font size. */
export const lineHeightCss = (n: LineHeight): string => String(n / 10);
