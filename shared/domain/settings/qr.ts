// Rules of 网站二维码 (issue 14 §6; spec §3 QR generator options, §5, §9), shared by the console's
// generator and the server's PNG: the options and their bounds, the clamps a form applies, the
// logo rule (never at level L: §5), the preview cap (300), and what a saved config must be.
export type QrLevel = 'L' | 'M' | 'Q' | 'H';
export const QR_LEVELS: readonly QrLevel[] = ['L', 'M', 'Q', 'H'];
/** What each level can lose and still read (the console's hint beside the choice). */
export const QR_LEVEL_TEXT: Readonly<Record<QrLevel, string>> = { L: 'L（7%）', M: 'M（15%）', Q: 'Q（25%）', H: 'H（30%）' };

export type QrGradientType = 'linear' | 'radial';
export type QrLabelPosition = 'top' | 'bottom';
export type QrLabelEffect = 'none' | 'shadow' | 'stroke' | 'glow';
export const QR_LABEL_EFFECTS: readonly QrLabelEffect[] = ['none', 'shadow', 'stroke', 'glow'];

export interface QrGradient {
  enabled: boolean;
  type: QrGradientType;
  from: string;
  to: string;
  /** Degrees, linear only. */
  angle: number;
}

export interface QrLogo {
  enabled: boolean;
  /** A picture of the site's library (/uploads/<site>/…); '' for none. */
  src: string;
  /** Percent of the code's width. */
  size: number;
  /** Padding around the picture, px. */
  border: number;
  borderColor: string;
  /** Corner radius of the padding, px. */
  radius: number;
  /** Outline around the padding, px (0: none). */
  stroke: number;
  strokeColor: string;
}

export interface QrLabel {
  /** Text shown above or below the code; '' for none. */
  text: string;
  position: QrLabelPosition;
  size: number;
  color: string;
  bold: boolean;
  effect: QrLabelEffect;
  effectColor: string;
}

export interface QrOptions {
  text: string;
  level: QrLevel;
  /** Width of the code with its margin, px. */
  width: number;
  /** Quiet zone around the modules, px. */
  margin: number;
  foreground: string;
  background: string;
  gradient: QrGradient;
  logo: QrLogo;
  label: QrLabel;
  /** Degrees clockwise. */
  rotate: number;
}

/** Number bounds (the number-input rules: whole numbers, clamped). */
export const QR_LIMITS = {
  width: { min: 100, max: 1000 },
  margin: { min: 0, max: 100 },
  angle: { min: 0, max: 359 },
  logoSize: { min: 10, max: 30 },
  logoBorder: { min: 0, max: 20 },
  logoRadius: { min: 0, max: 50 },
  logoStroke: { min: 0, max: 10 },
  labelSize: { min: 12, max: 48 },
  rotate: { min: 0, max: 359 },
} as const;
export const QR_TEXT_MAX = 500;
export const QR_LABEL_MAX = 30;
export const QR_LOGO_SRC_MAX = 300;
/** §5: the preview is never wider than this; the download keeps the chosen width. */
export const QR_PREVIEW_MAX = 300;

export const QR_MSG = {
  textRequired: '二维码内容不能为空',
  textTooLong: `二维码内容不能超过${QR_TEXT_MAX}个字符`,
  textTooDense: '二维码内容过长，请缩短内容或降低容错级别',
  badColor: '颜色格式不正确，应为 #RRGGBB',
  badLogo: '请从图片库选择本网站的图片作为图标',
  logoMissing: '所选图标不存在，请重新选择',
  logoAtL: '容错级别为 L 时不显示图标，请选择 M、Q 或 H',
} as const;

/** §9 defaults; the text defaults to the site's primary address (qrDefaults). */
export const QR_DEFAULTS: QrOptions = {
  text: '',
  level: 'L',
  width: 300,
  margin: 10,
  foreground: '#000000',
  background: '#ffffff',
  gradient: { enabled: false, type: 'linear', from: '#1677ff', to: '#722ed1', angle: 45 },
  logo: { enabled: false, src: '', size: 20, border: 4, borderColor: '#ffffff', radius: 6, stroke: 0, strokeColor: '#d9d9d9' },
  label: { text: '', position: 'bottom', size: 16, color: '#333333', bold: false, effect: 'none', effectColor: '#999999' },
  rotate: 0,
};

/** The defaults for a site: the code reads its primary address. */
export function qrDefaults(siteAddress: string): QrOptions {
  return { ...QR_DEFAULTS, text: siteAddress };
}

/** The address a site's code reads by default: its first bound domain, else ''. */
export function qrSiteAddress(domain: string | null | undefined): string {
  return domain ? `https://${domain}/` : '';
}

const COLOR = /^#[0-9a-fA-F]{6}$/;
export const QR_COLOR_PATTERN = '^#[0-9a-fA-F]{6}$';
export function isQrColor(value: unknown): value is string {
  return typeof value === 'string' && COLOR.test(value);
}

/** The first colour field (by its path, e.g. logo.borderColor) that is not #RRGGBB, or null. */
export function qrBadColorField(o: { foreground?: unknown; background?: unknown; gradient?: object; logo?: object; label?: object }): string | null {
  const fields: [string, unknown][] = [
    ['foreground', o.foreground], ['background', o.background],
    ['gradient.from', (o.gradient as Partial<QrGradient> | undefined)?.from], ['gradient.to', (o.gradient as Partial<QrGradient> | undefined)?.to],
    ['logo.borderColor', (o.logo as Partial<QrLogo> | undefined)?.borderColor], ['logo.strokeColor', (o.logo as Partial<QrLogo> | undefined)?.strokeColor],
    ['label.color', (o.label as Partial<QrLabel> | undefined)?.color], ['label.effectColor', (o.label as Partial<QrLabel> | undefined)?.effectColor],
  ];
  return fields.find(([, v]) => !isQrColor(v))?.[0] ?? null;
}

/** A picture of the site's own library, by its address (the server reads it from the uploads). */
export function isQrLogoSrc(src: string, siteId: number): boolean {
  return new RegExp(`^/uploads/${siteId}/\\d{4}-\\d{2}/[0-9a-f]{32}\\.(png|jpg|jpeg|gif|webp)$`).test(src);
}

/** The number-input rule (§5): not a number → the fallback, else whole and within bounds. */
export function clampQrNumber(value: unknown, bounds: { min: number; max: number }, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(n)));
}

function color(value: unknown, fallback: string): string {
  return isQrColor(value) ? value.toLowerCase() : fallback;
}

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

type Loose<T> = { [K in keyof T]?: T[K] extends object ? Partial<T[K]> : unknown };

/**
 * Any options (a stored config, a form's state) made whole and within bounds: missing parts take
 * the defaults, numbers are clamped, colours and choices outside their sets fall back.
 */
export function clampQrOptions(input: Loose<QrOptions> | null | undefined, base: QrOptions = QR_DEFAULTS): QrOptions {
  const o = input ?? {};
  const g = (o.gradient ?? {}) as Partial<QrGradient>;
  const l = (o.logo ?? {}) as Partial<QrLogo>;
  const t = (o.label ?? {}) as Partial<QrLabel>;
  const L = QR_LIMITS;
  return {
    text: typeof o.text === 'string' ? o.text.slice(0, QR_TEXT_MAX) : base.text,
    level: pick(o.level, QR_LEVELS, base.level),
    width: clampQrNumber(o.width, L.width, base.width),
    margin: clampQrNumber(o.margin, L.margin, base.margin),
    foreground: color(o.foreground, base.foreground),
    background: color(o.background, base.background),
    gradient: {
      enabled: typeof g.enabled === 'boolean' ? g.enabled : base.gradient.enabled,
      type: pick(g.type, ['linear', 'radial'] as const, base.gradient.type),
      from: color(g.from, base.gradient.from),
      to: color(g.to, base.gradient.to),
      angle: clampQrNumber(g.angle, L.angle, base.gradient.angle),
    },
    logo: {
      enabled: typeof l.enabled === 'boolean' ? l.enabled : base.logo.enabled,
      src: typeof l.src === 'string' ? l.src.slice(0, QR_LOGO_SRC_MAX) : base.logo.src,
      size: clampQrNumber(l.size, L.logoSize, base.logo.size),
      border: clampQrNumber(l.border, L.logoBorder, base.logo.border),
      borderColor: color(l.borderColor, base.logo.borderColor),
      radius: clampQrNumber(l.radius, L.logoRadius, base.logo.radius),
      stroke: clampQrNumber(l.stroke, L.logoStroke, base.logo.stroke),
      strokeColor: color(l.strokeColor, base.logo.strokeColor),
    },
    label: {
      text: typeof t.text === 'string' ? t.text.slice(0, QR_LABEL_MAX) : base.label.text,
      position: pick(t.position, ['top', 'bottom'] as const, base.label.position),
      size: clampQrNumber(t.size, L.labelSize, base.label.size),
      color: color(t.color, base.label.color),
      bold: typeof t.bold === 'boolean' ? t.bold : base.label.bold,
      effect: pick(t.effect, QR_LABEL_EFFECTS, base.label.effect),
      effectColor: color(t.effectColor, base.label.effectColor),
    },
    rotate: clampQrNumber(o.rotate, L.rotate, base.rotate),
  };
}

/** §5: the logo is drawn only when one is chosen and the level is not L. */
export function qrDrawsLogo(o: Pick<QrOptions, 'level' | 'logo'>): boolean {
  return o.level !== 'L' && o.logo.enabled && o.logo.src !== '';
}

/** §5: the preview's width, never more than QR_PREVIEW_MAX. */
export function qrPreviewWidth(width: number): number {
  return Math.min(width, QR_PREVIEW_MAX);
}

/** Why options cannot be saved (a Chinese message), or null. The form shows the same message. */
export function checkQrOptions(o: QrOptions, siteId: number): string | null {
  if (!o.text.trim()) return QR_MSG.textRequired;
  if (o.text.length > QR_TEXT_MAX) return QR_MSG.textTooLong;
  if (o.logo.enabled && o.logo.src && !isQrLogoSrc(o.logo.src, siteId)) return QR_MSG.badLogo;
  return null;
}

/** GET sysconfig/qrCodeConfig: the saved options (or the defaults) and the site's address. */
export interface QrConfigData {
  options: QrOptions;
  /** The site's primary address, the text's default. */
  site_address: string;
  /** Whether the site has saved options (else these are the defaults). */
  saved: boolean;
  updated_at: number | null;
}
