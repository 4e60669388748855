// The site's watermark (§6 watermark_list): settings stored per site, checked on save, and drawn
// onto every image uploaded while it is enabled — text rendered by sharp (Pango markup) or one of
// the site's images scaled down, at one of the nine positions, with the chosen opacity.
import type { Kysely } from 'kysely';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { WATERMARK_POSITIONS, type WatermarkPosition } from '../../../shared/domain/content';
import type { WatermarkSettings } from '../../../shared/domain/api/content';
import { DEFAULT_WATERMARK, WATERMARK_COLOR, WATERMARK_LIMITS, watermarkMargin } from '../../../shared/domain/watermark';
import type { Database } from '../../core/db/database';

function inRange(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** Stored JSON → settings; anything unreadable falls back to the default, field by field. */
export function parseWatermark(json: string | null | undefined): WatermarkSettings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
  } catch {
    raw = {};
  }
  const d = DEFAULT_WATERMARK;
  return {
    enabled: typeof raw.enabled === 'boolean' ? raw.enabled : d.enabled,
    type: raw.type === 'image' || raw.type === 'text' ? raw.type : d.type,
    text: typeof raw.text === 'string' ? raw.text.slice(0, WATERMARK_LIMITS.text) : d.text,
    font_size: inRange(raw.font_size, WATERMARK_LIMITS.fontMin, WATERMARK_LIMITS.fontMax, d.font_size),
    color: typeof raw.color === 'string' && WATERMARK_COLOR.test(raw.color) ? raw.color : d.color,
    image_id: typeof raw.image_id === 'number' && Number.isInteger(raw.image_id) && raw.image_id > 0 ? raw.image_id : null,
    position: (WATERMARK_POSITIONS as readonly unknown[]).includes(raw.position) ? (raw.position as WatermarkPosition) : d.position,
    opacity: inRange(raw.opacity, WATERMARK_LIMITS.opacityMin, WATERMARK_LIMITS.opacityMax, d.opacity),
  };
}

export async function loadWatermark(db: Kysely<Database>, siteId: number): Promise<WatermarkSettings> {
  const row = await db.selectFrom('watermarks').select('settings').where('site_id', '=', siteId).executeTakeFirst();
  return parseWatermark(row?.settings);
}


/** Top-left corner of an overlay at one of the nine positions (row by row from the top left). */
export function positionOf(position: WatermarkPosition, base: { width: number; height: number }, overlay: { width: number; height: number }, margin: number): { left: number; top: number } {
  const index = WATERMARK_POSITIONS.indexOf(position);
  const col = index % 3;
  const row = Math.floor(index / 3);
  const x = [margin, Math.round((base.width - overlay.width) / 2), base.width - overlay.width - margin][col];
  const y = [margin, Math.round((base.height - overlay.height) / 2), base.height - overlay.height - margin][row];
  return { left: Math.max(0, x), top: Math.max(0, y) };
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** What is drawn: the settings plus, for an image watermark, that image's bytes. */
export interface ActiveWatermark {
  settings: WatermarkSettings;
  image: Buffer | null;
}

export interface Overlay {
  data: Buffer;
  width: number;
  height: number;
}

/** Alpha scaled by opacity (0–100): every pixel's own transparency is kept and multiplied. */
async function withOpacity(input: Sharp, opacity: number): Promise<Overlay> {
  const a = Math.max(0, Math.min(100, opacity)) / 100;
  const { data: raw, info } = await input.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 3; i < raw.length; i += 4) raw[i] = Math.round(raw[i] * a);
  const data = await sharp(raw, { raw: { width: info.width, height: info.height, channels: 4 } }).png().toBuffer();
  return { data, width: info.width, height: info.height };
}

/**
 * The overlay for a frame of width × height, or null when there is nothing to draw (text empty,
 * the image unreadable, the frame too small for any watermark).
 */
export async function renderOverlay(mark: ActiveWatermark, width: number, height: number): Promise<Overlay | null> {
  const { settings } = mark;
  const margin = watermarkMargin(width, height);
  const maxW = width - 2 * margin;
  const maxH = height - 2 * margin;
  if (maxW < 4 || maxH < 4) return null;
  let base: Sharp;
  if (settings.type === 'text') {
    const text = settings.text.trim();
    if (!text) return null;
    // dpi 72: the font size in points is the size in pixels of the uploaded image.
    base = sharp({ text: { text: `<span foreground="${settings.color}">${escapeMarkup(text)}</span>`, font: `sans ${settings.font_size}`, dpi: 72, rgba: true } });
  } else {
    if (!mark.image) return null;
    // A logo takes at most a quarter of the width and a third of the height, never enlarged.
    base = sharp(mark.image, { limitInputPixels: 40_000_000 }).rotate().resize({
      width: Math.max(1, Math.round(width / 4)), height: Math.max(1, Math.round(height / 3)), fit: 'inside', withoutEnlargement: true,
    });
  }
  let overlay = await withOpacity(base, settings.opacity);
  if (overlay.width > maxW || overlay.height > maxH) {
    // Long text on a small picture: shrink to fit inside the margins.
    const { data, info } = await sharp(overlay.data).resize({ width: maxW, height: maxH, fit: 'inside' }).png().toBuffer({ resolveWithObject: true });
    overlay = { data, width: info.width, height: info.height };
  }
  return overlay;
}

/**
 * Composite entries placing the overlay on every frame: an animated image is one tall strip of
 * `pages` frames of pageHeight rows, so the overlay is repeated at each frame's offset.
 */
export async function watermarkComposites(mark: ActiveWatermark, frame: { width: number; pageHeight: number; pages: number }): Promise<OverlayOptions[]> {
  const overlay = await renderOverlay(mark, frame.width, frame.pageHeight);
  if (!overlay) return [];
  const margin = watermarkMargin(frame.width, frame.pageHeight);
  const at = positionOf(mark.settings.position, { width: frame.width, height: frame.pageHeight }, overlay, margin);
  return Array.from({ length: frame.pages }, (_, page) => ({ input: overlay.data, left: at.left, top: at.top + page * frame.pageHeight }));
}
