// The watermark's rules (§6 watermark_list), written once: the watermark page checks a draft with
// them before saving and the server checks every save with them again.
import type { WatermarkSettings } from './api/content';
import { WATERMARK_POSITIONS } from './content';

export const WATERMARK_LIMITS = { text: 30, fontMin: 12, fontMax: 120, opacityMin: 0, opacityMax: 100 } as const;

export const DEFAULT_WATERMARK: WatermarkSettings = {
  enabled: false,
  type: 'text',
  text: '',
  font_size: 24,
  color: '#ffffff',
  image_id: null,
  position: 'bottom-right',
  opacity: 60,
};

export const WATERMARK_MSG = {
  textRequired: '请输入水印文字',
  textTooLong: `水印文字不能超过${WATERMARK_LIMITS.text}个字符`,
  textInvalid: '水印文字不能包含换行等控制字符',
  imageRequired: '请选择水印图片',
  /** Server only: the chosen image_id is not one of the site's images. */
  imageNotFound: '参数 image_id 指向的图片不存在或不是图片',
  colorInvalid: '请选择有效的颜色（#rrggbb）',
  fontSize: `字号须在 ${WATERMARK_LIMITS.fontMin}–${WATERMARK_LIMITS.fontMax} 之间`,
  opacity: `透明度须在 ${WATERMARK_LIMITS.opacityMin}–${WATERMARK_LIMITS.opacityMax} 之间`,
  position: '请选择水印位置',
} as const;

export const WATERMARK_COLOR = /^#[0-9a-fA-F]{6}$/;

const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The first broken rule's message, or null when the settings may be saved. */
export function checkWatermark(s: WatermarkSettings): string | null {
  if (!(WATERMARK_POSITIONS as readonly string[]).includes(s.position)) return WATERMARK_MSG.position;
  if (!whole(s.opacity, WATERMARK_LIMITS.opacityMin, WATERMARK_LIMITS.opacityMax)) return WATERMARK_MSG.opacity;
  if (!whole(s.font_size, WATERMARK_LIMITS.fontMin, WATERMARK_LIMITS.fontMax)) return WATERMARK_MSG.fontSize;
  if (!WATERMARK_COLOR.test(s.color)) return WATERMARK_MSG.colorInvalid;
  if ([...s.text].length > WATERMARK_LIMITS.text) return WATERMARK_MSG.textTooLong;
  if (/[\u0000-\u001f\u007f]/.test(s.text)) return WATERMARK_MSG.textInvalid;
  if (s.enabled && s.type === 'text' && s.text.trim() === '') return WATERMARK_MSG.textRequired;
  if (s.enabled && s.type === 'image' && !s.image_id) return WATERMARK_MSG.imageRequired;
  return null;
}

/** Distance of the watermark from the image's edges: 2% of the shorter side, at least 4 px. */
export function watermarkMargin(width: number, height: number): number {
  return Math.max(4, Math.round(Math.min(width, height) * 0.02));
}
