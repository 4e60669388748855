// A tiny SVG writer for the seed's pictures: shapes appended in painting order, gradients declared
// once with ids unique within the picture. Numbers are rounded to one decimal to keep the text small.
import type { Dice } from './random';

export type Stop = [offset: number, color: string, opacity?: number];

const n = (v: number) => Math.round(v * 10) / 10;

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

/** Path data of shapes, all drawn clockwise (so shapes merged into one path never cut holes in each other). */
export const pathOf = {
  rect: (x: number, y: number, w: number, h: number) => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`,
  ellipse: (cx: number, cy: number, rx: number, ry: number) =>
    `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 1 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 1 ${n(-2 * rx)} 0z`,
  poly(points: readonly (readonly [number, number])[]): string {
    // In SVG's downward y, a positive shoelace sum is clockwise.
    const area = points.reduce((sum, [x, y], i) => sum + x * points[(i + 1) % points.length][1] - points[(i + 1) % points.length][0] * y, 0);
    const ordered = area < 0 ? [...points].reverse() : points;
    return `M${ordered.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}z`;
  },
  line: (x1: number, y1: number, x2: number, y2: number) => `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`,
};

/**
 * Shapes painted in layers, those of one paint in a layer merged into one path: librsvg's cost is
 * per element, so a crowd or a facade of windows costs a few elements instead of hundreds. Layers
 * are painted in the order they were first used; shapes that must stay single (a gradient over
 * their own box) keep their place in their layer.
 */
export class Batch {
  private readonly layers = new Map<string, Map<string, string[] | string>>();
  private singles = 0;

  constructor(private readonly canvas: Canvas) {}

  private layer(name: string): Map<string, string[] | string> {
    let layer = this.layers.get(name);
    if (!layer) this.layers.set(name, (layer = new Map()));
    return layer;
  }

  /** Path data filled (or stroked) with these attributes, merged with the layer's others alike. */
  add(layer: string, attributes: string, d: string): void {
    const shapes = this.layer(layer);
    const list = shapes.get(attributes);
    if (Array.isArray(list)) list.push(d);
    else shapes.set(attributes, [d]);
  }

  fill(layer: string, fill: string, d: string, extra = ''): void {
    this.add(layer, `fill="${fill}"${extra ? ` ${extra}` : ''}`, d);
  }

  line(layer: string, x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): void {
    this.add(layer, `fill="none" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ''}`, pathOf.line(x1, y1, x2, y2));
  }

  /** A shape of its own (markup), painted in its layer's place. */
  single(layer: string, markup: string): void {
    this.layer(layer).set(`#${this.singles++}`, markup);
  }

  /** Paints everything onto the canvas and empties the batch. */
  flush(): void {
    for (const shapes of this.layers.values()) {
      for (const [attributes, shape] of shapes) {
        this.canvas.add(typeof shape === 'string' ? shape : `<path d="${shape.join('')}" ${attributes}/>`);
      }
    }
    this.layers.clear();
  }
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

  /** Shapes to merge by paint (see Batch); nothing is painted until its flush(). */
  batch(): Batch {
    return new Batch(this);
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

export { n as round1 };
