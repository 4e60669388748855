// A tiny SVG writer for the seed's pictures: shapes appended in painting order, gradients declared
// once with ids unique within the picture. Numbers are rounded to one decimal to keep the text small.
import type { Dice } from './random';

export type Stop = [offset: number, color: string, opacity?: number];

/** Rounded to one decimal: the SVG's numbers. */
export const round1 = (v: number) => Math.round(v * 10) / 10;
const n = round1;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function stops(list: readonly Stop[]): string {
  return list.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
}

/** A colour lightened (amount > 0, towards white) or darkened (< 0, towards black); #rrggbb only. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const channel = (at: number) => Math.round(parseInt(hex.slice(at, at + 2), 16) * (1 - t) + target * t).toString(16).padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

export interface Glow {
  x: number;
  y: number;
  /** How far it reaches, in pixels. */
  radius: number;
  color: [number, number, number];
  /** 0–1: how much of the colour is added at its centre. */
  strength: number;
}

export class Canvas {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  /** Where the part in focus begins (null: all of it is). */
  private focusAt: number | null = null;
  private ids = 0;
  private readonly gradients = new Map<string, string>();

  /** A light in the picture that blooms over everything near it (the sun, a fire, a spotlight). */
  glow: Glow | null = null;

  constructor(readonly w: number, readonly h: number, readonly dice: Dice) {}

  /** A vertical gradient by default (x1 y1 → x2 y2 in the shape's box); answers url(#id). */
  linear(list: readonly Stop[], [x1, y1, x2, y2]: [number, number, number, number] = [0, 0, 0, 1]): string {
    return this.gradient(`<linearGradient id="@" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`);
  }

  /** A radial gradient centred in the shape's box unless told (cx, cy, r as fractions of it). */
  radial(list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.gradient(`<radialGradient id="@" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`);
  }

  /** Declares a gradient once (the same one used by many figures shares its id). */
  private gradient(markup: string): string {
    let url = this.gradients.get(markup);
    if (!url) {
      const id = `g${this.ids++}`;
      this.defs.push(markup.replace('id="@"', `id="${id}"`));
      url = `url(#${id})`;
      this.gradients.set(markup, url);
    }
    return url;
  }

  add(markup: string): void {
    this.parts.push(markup);
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = ''): void {
    this.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(0, r))}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.max(0, rx))}" ry="${n(Math.max(0, ry))}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  /** A closed polygon through the points. */
  poly(points: readonly (readonly [number, number])[], fill: string, extra = ''): void {
    this.add(`<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  path(d: string, fill: string, extra = ''): void {
    this.add(`<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): void {
    this.add(`<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ''}/>`);
  }

  text(x: number, y: number, text: string, size: number, fill: string, extra = ''): void {
    this.add(`<text x="${n(x)}" y="${n(y)}" font-family="WenQuanYi Micro Hei, Noto Sans CJK SC, sans-serif" font-size="${n(size)}" font-weight="bold" fill="${fill}" text-anchor="middle"${extra ? ` ${extra}` : ''}>${escapeXml(text)}</text>`);
  }

  /**
   * What is painted from here on is in focus; what was painted before is the background, which the
   * camera renders soft (drawn small and enlarged: a cheap depth of field).
   */
  focus(): void {
    this.focusAt = this.parts.length;
  }

  private svg(parts: readonly string[], scale: number, under = ''): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(this.w * scale)}" height="${Math.round(this.h * scale)}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${under}${parts.join('')}</svg>`;
  }

  /** The background alone, drawn at `scale` of the size (null when the whole picture is in focus). */
  background(scale: number): string | null {
    return this.focusAt === null ? null : this.svg(this.parts.slice(0, this.focusAt), scale);
  }

  /** The part in focus drawn at `scale` of the size, over the background image (a data: URL) when there is one. */
  foreground(scale: number, backgroundHref: string | null): string {
    if (this.focusAt === null || backgroundHref === null) return this.svg(this.parts, scale);
    const under = `<image href="${backgroundHref}" x="0" y="0" width="${this.w}" height="${this.h}" preserveAspectRatio="none"/>`;
    return this.svg(this.parts.slice(this.focusAt), scale, under);
  }
}

