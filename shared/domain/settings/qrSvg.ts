// The one drawing of a site's QR code (issue 14 §6): an SVG built from the code's modules and the
// options. The console shows and downloads it (SVG, or drawn on a canvas as PNG) and the server
// turns the same SVG into its PNG, so both give the same picture. Pure text: no DOM, no Node.
import { qrDrawsLogo, type QrOptions } from './qr';

/** The modules of a code (qrcode's create(...).modules has this shape). */
export interface QrModules {
  size: number;
  get(row: number, col: number): boolean | number;
}

export interface QrPicture {
  svg: string;
  width: number;
  height: number;
}

const FONT = "'WenQuanYi Micro Hei','Microsoft YaHei','PingFang SC','Noto Sans CJK SC',sans-serif";

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

const num = (n: number) => String(Math.round(n * 100) / 100);

/** Height of the label band (0 without a label). */
export function qrLabelBand(o: QrOptions): number {
  return o.label.text.trim() ? Math.round(o.label.size * 2) : 0;
}

/** The picture's size once rotated: the rotated content's bounding box. */
export function qrRotatedSize(width: number, height: number, degrees: number): { width: number; height: number } {
  const r = (degrees * Math.PI) / 180;
  const c = Math.abs(Math.cos(r));
  const s = Math.abs(Math.sin(r));
  return { width: Math.ceil(width * c + height * s - 1e-9), height: Math.ceil(width * s + height * c - 1e-9) };
}

/** One path of the dark modules, a rectangle per run of dark modules in a row. */
function modulesPath(m: QrModules, x0: number, y0: number, cell: number): string {
  const parts: string[] = [];
  for (let row = 0; row < m.size; row++) {
    let col = 0;
    while (col < m.size) {
      if (!m.get(row, col)) { col++; continue; }
      const start = col;
      while (col < m.size && m.get(row, col)) col++;
      // A hair wider and taller, so anti-aliasing draws no seams between neighbours.
      parts.push(`M${num(x0 + start * cell)} ${num(y0 + row * cell)}h${num((col - start) * cell + 0.3)}v${num(cell + 0.3)}h-${num((col - start) * cell + 0.3)}z`);
    }
  }
  return parts.join('');
}

function gradientDef(o: QrOptions, x0: number, y0: number, size: number): string {
  const g = o.gradient;
  if (g.type === 'radial') {
    return `<radialGradient id="qrfill" gradientUnits="userSpaceOnUse" cx="${num(x0 + size / 2)}" cy="${num(y0 + size / 2)}" r="${num(size / Math.SQRT2)}">`
      + `<stop offset="0" stop-color="${g.from}"/><stop offset="1" stop-color="${g.to}"/></radialGradient>`;
  }
  const r = (g.angle * Math.PI) / 180;
  const dx = (Math.cos(r) * size) / 2;
  const dy = (Math.sin(r) * size) / 2;
  const cx = x0 + size / 2;
  const cy = y0 + size / 2;
  return `<linearGradient id="qrfill" gradientUnits="userSpaceOnUse" x1="${num(cx - dx)}" y1="${num(cy - dy)}" x2="${num(cx + dx)}" y2="${num(cy + dy)}">`
    + `<stop offset="0" stop-color="${g.from}"/><stop offset="1" stop-color="${g.to}"/></linearGradient>`;
}

function labelSvg(o: QrOptions, y: number): string {
  const t = o.label;
  const x = num(o.width / 2);
  const base = `x="${x}" y="${num(y)}" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="${t.size}"${t.bold ? ' font-weight="bold"' : ''}`;
  const text = esc(t.text.trim());
  const under: string[] = [];
  if (t.effect === 'shadow') {
    const d = Math.max(1, Math.round(t.size / 12));
    under.push(`<text ${base.replace(`x="${x}" y="${num(y)}"`, `x="${num(o.width / 2 + d)}" y="${num(y + d)}"`)} fill="${t.effectColor}" fill-opacity="0.6">${text}</text>`);
  } else if (t.effect === 'glow') {
    under.push(`<text ${base} fill="${t.effectColor}" stroke="${t.effectColor}" stroke-width="${Math.max(3, Math.round(t.size / 4))}" stroke-linejoin="round" stroke-opacity="0.45">${text}</text>`);
  }
  const stroke = t.effect === 'stroke' ? ` stroke="${t.effectColor}" stroke-width="${Math.max(1, Math.round(t.size / 10))}" paint-order="stroke" stroke-linejoin="round"` : '';
  return `${under.join('')}<text ${base} fill="${t.color}"${stroke}>${text}</text>`;
}

/**
 * The SVG of a code with the options (already clamped). `logoHref` is the logo as a data: URL (an
 * SVG drawn into a canvas or by the server loads nothing from outside); without it no logo is
 * drawn. The logo also needs qrDrawsLogo (never at level L).
 */
export function qrSvg(m: QrModules, o: QrOptions, logoHref?: string): QrPicture {
  const band = qrLabelBand(o);
  const w = o.width;
  const h = o.width + band;
  const codeTop = band > 0 && o.label.position === 'top' ? band : 0;
  const inner = Math.max(1, w - 2 * o.margin);
  const cell = inner / m.size;
  const x0 = o.margin;
  const y0 = codeTop + o.margin;
  const fill = o.gradient.enabled ? 'url(#qrfill)' : o.foreground;
  const parts: string[] = [];
  parts.push(`<rect x="0" y="0" width="${w}" height="${h}" fill="${o.background}"/>`);
  parts.push(`<path d="${modulesPath(m, x0, y0, cell)}" fill="${fill}" shape-rendering="crispEdges"/>`);
  if (logoHref && qrDrawsLogo(o)) {
    const size = (inner * o.logo.size) / 100;
    const lx = x0 + (inner - size) / 2;
    const ly = y0 + (inner - size) / 2;
    const b = o.logo.border;
    const stroke = o.logo.stroke > 0 ? ` stroke="${o.logo.strokeColor}" stroke-width="${o.logo.stroke}"` : '';
    parts.push(`<rect x="${num(lx - b)}" y="${num(ly - b)}" width="${num(size + 2 * b)}" height="${num(size + 2 * b)}" rx="${o.logo.radius}" fill="${o.logo.borderColor}"${stroke}/>`);
    parts.push(`<image x="${num(lx)}" y="${num(ly)}" width="${num(size)}" height="${num(size)}" preserveAspectRatio="xMidYMid meet" href="${esc(logoHref)}" xlink:href="${esc(logoHref)}"/>`);
  }
  if (band > 0) parts.push(labelSvg(o, o.label.position === 'top' ? band / 2 + o.margin / 2 : o.width + band / 2 - o.margin / 2));
  const out = qrRotatedSize(w, h, o.rotate);
  const content = o.rotate
    ? `<g transform="translate(${num(out.width / 2)} ${num(out.height / 2)}) rotate(${o.rotate}) translate(${num(-w / 2)} ${num(-h / 2)})">${parts.join('')}</g>`
    : parts.join('');
  const defs = o.gradient.enabled ? `<defs>${gradientDef(o, x0, y0, inner)}</defs>` : '';
  const back = o.rotate ? `<rect x="0" y="0" width="${out.width}" height="${out.height}" fill="${o.background}"/>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${out.width}" height="${out.height}" viewBox="0 0 ${out.width} ${out.height}">${defs}${back}${content}</svg>`;
  return { svg, width: out.width, height: out.height };
}
