// What the seed's scenes are made of: skies, hills, trees, clouds, buildings and people. Each
// figure paints onto a Canvas; sizes are in pixels, positions where the figure touches the ground.
import { Batch, pathOf } from './batch';
import { round1 as n, shade, type Canvas, type Stop } from './svg';

export const SKIN = ['#f1c7a5', '#e8b48f', '#d9a27c', '#c98e6a'] as const;
export const HAIR = ['#1f1a17', '#2b211c', '#3a2c24', '#151515'] as const;
export const CLOTHES = ['#2f5d8a', '#b9473d', '#e9e4da', '#3d6b4f', '#f0b429', '#5a4a7a', '#d9d9d9', '#1f2937', '#7a8fa6', '#c2593b'] as const;
export const SUITS = ['#1f2430', '#2a2f3a', '#262b36', '#343a46'] as const;

/** The sky: a vertical gradient from zenith to horizon, down to `horizon` (px). */
export function sky(c: Canvas, horizon: number, stops: readonly Stop[]): void {
  c.rect(0, 0, c.w, horizon + 2, c.linear(stops));
}

/** The sun with its halo; its light blooms over the picture (Canvas.glow). */
export function sun(c: Canvas, x: number, y: number, r: number, color = '#fff6d8', halo = '#ffd58a'): void {
  c.circle(x, y, r * 5, c.radial([[0, halo, 0.55], [0.35, halo, 0.18], [1, halo, 0]]));
  c.circle(x, y, r, color);
  c.glow = { x, y, radius: c.w * 0.75, color: [255, 226, 180], strength: 0.3 };
}

/** A soft cloud: overlapping ellipses with feathered edges (no SVG filter: they are slow). */
export function cloud(c: Canvas, x: number, y: number, size: number, opacity = 0.85): void {
  const fill = c.radial([[0, '#ffffff', opacity], [0.7, '#ffffff', opacity * 0.7], [1, '#ffffff', 0]]);
  const d = c.dice;
  for (let i = 0; i < 4; i++) c.ellipse(x + d.range(-1, 1) * size, y + d.range(-0.25, 0.2) * size, size * d.range(0.6, 1.1), size * d.range(0.3, 0.5), fill);
}

/** A ridge line across the picture, filled down to `bottom`: smooth random heights around `base`. */
export function ridge(c: Canvas, base: number, amplitude: number, fill: string, bottom = c.h, points = 7): void {
  const d = c.dice;
  const step = c.w / (points - 1);
  const ys = Array.from({ length: points }, () => base - d.range(0, amplitude));
  let path = `M 0 ${n(bottom)} L 0 ${n(ys[0])}`;
  for (let i = 1; i < points; i++) {
    const x0 = (i - 1) * step;
    const x1 = i * step;
    path += ` C ${n(x0 + step / 2)} ${n(ys[i - 1])} ${n(x1 - step / 2)} ${n(ys[i])} ${n(x1)} ${n(ys[i])}`;
  }
  c.path(`${path} L ${c.w} ${n(bottom)} Z`, fill);
}

/** Runs `draw` on the given batch, or on one of its own painted at once. */
function batched(c: Canvas, given: Batch | undefined, draw: (b: Batch) => void): void {
  const b = given ?? new Batch(c);
  draw(b);
  if (!given) b.flush();
}

/** A broad-leaved tree standing at (x, y), `h` tall: a dark crown, leafy clusters lit from the upper left. */
export function tree(c: Canvas, x: number, y: number, h: number, green = c.dice.pick(['#3b6e3d', '#45773c', '#356b45']), batch?: Batch): void {
  const d = c.dice;
  const r = h * 0.3;
  const cy = y - h * 0.66;
  batched(c, batch, (b) => {
    b.fill('trunk', '#4a3526', pathOf.poly([[x - h * 0.045, y], [x + h * 0.045, y], [x + h * 0.025, cy], [x - h * 0.025, cy]]));
    for (let i = 0; i < 4; i++) b.fill('crown', shade(green, -0.3), pathOf.ellipse(x + d.range(-0.55, 0.55) * r, cy + d.range(-0.35, 0.45) * r, r * d.range(0.55, 0.75), r * d.range(0.55, 0.75)));
    for (let i = 0; i < 16; i++) {
      const angle = d.range(0, Math.PI * 2);
      const dist = r * Math.sqrt(d.next()) * 0.85;
      const dx = Math.cos(angle) * dist;
      const dy = Math.sin(angle) * dist * 0.9;
      // Upper-left clusters catch the light; tones in steps, so clusters of one tone share a path.
      const light = Math.round((-(dx + dy) / (r * 1.4)) * 4) / 4;
      const size = r * d.range(0.2, 0.32);
      b.fill('leaves', shade(green, light > 0 ? light * 0.35 : light * 0.4), pathOf.ellipse(x + dx, cy + dy, size, size));
    }
  });
}

/** A conifer: stacked triangles. */
export function pine(c: Canvas, x: number, y: number, h: number, color = '#24452c', batch?: Batch): void {
  batched(c, batch, (b) => {
    b.fill('trunk', '#3d2b1f', pathOf.rect(x - h * 0.03, y - h * 0.15, h * 0.06, h * 0.15));
    for (let i = 0; i < 3; i++) {
      const top = y - h + i * h * 0.22;
      const half = h * (0.16 + i * 0.07);
      b.fill('needles', color, pathOf.poly([[x, top], [x - half, top + h * 0.42], [x + half, top + h * 0.42]]));
    }
  });
}

export interface PersonStyle {
  shirt: string;
  pants: string;
  skin: string;
  hair: string;
  /** Both arms up (a cheer), one arm up (a wave), or down. */
  arms?: 'down' | 'up' | 'wave';
  /** A hard hat instead of hair (the factory). */
  helmet?: string;
  /** Only the upper body (behind a podium or counter). */
  bust?: boolean;
  /** A white shirt collar and a tie of this colour (a suit). */
  tie?: string;
}

/** A random everyday outfit. */
export function casual(c: Canvas, shirt?: string): PersonStyle {
  const d = c.dice;
  return { shirt: shirt ?? d.pick(CLOTHES), pants: d.pick(['#2b3446', '#3b3f46', '#1f2a3a', '#5b5147', '#2d3a4f']), skin: d.pick(SKIN), hair: d.pick(HAIR) };
}

/** A dark suit, white shirt collar. */
export function suit(c: Canvas): PersonStyle {
  const d = c.dice;
  const dark = d.pick(SUITS);
  return { shirt: dark, pants: dark, skin: d.pick(SKIN), hair: d.pick(HAIR), tie: d.pick(['#9b1c1c', '#1e3a8a', '#7a5b12', '#3f3f46']) };
}

/** Light from the upper left: a colour as a gradient from lit to shaded, across the shape. */
function lit(c: Canvas, color: string): string {
  return c.linear([[0, shade(color, 0.18)], [0.55, color], [1, shade(color, -0.3)]], [0, 0, 1, 0.3]);
}

/**
 * A standing person facing the camera, feet at (x, y), `h` tall, with a soft shadow on the ground.
 * Given a batch (a row of people), the parts of everyone in it are painted part by part.
 */
export function person(c: Canvas, x: number, y: number, h: number, s: PersonStyle, batch?: Batch): void {
  const headR = h * 0.068;
  const headY = y - h + headR;
  const shoulderY = headY + headR * 1.45;
  const sw = h * 0.125;
  const hipY = y - h * 0.47;
  const hw = h * 0.088;
  const armW = h * 0.055;
  const armEnd = (side: -1 | 1, up: boolean) => (up ? [x + side * sw * 1.55, shoulderY - h * 0.22] : [x + side * sw * 1.12, hipY + h * 0.03]);
  const arms = s.arms ?? 'down';
  const round = 'stroke-linecap="round"';
  batched(c, batch, (b) => {
    if (!s.bust) {
      b.single('shadow', `<ellipse cx="${n(x + h * 0.05)}" cy="${n(y)}" rx="${n(h * 0.17)}" ry="${n(h * 0.028)}" fill="${c.radial([[0, '#000000', 0.35], [1, '#000000', 0]])}"/>`);
      for (const side of [-1, 1] as const) {
        b.line('legs', x + side * hw * 0.5, hipY - h * 0.02, x + side * hw * 0.55, y - h * 0.02, side < 0 ? s.pants : shade(s.pants, -0.25), h * 0.075, round);
        b.fill('shoes', '#1b1b1b', pathOf.ellipse(x + side * hw * 0.62, y - h * 0.01, h * 0.045, h * 0.018));
      }
    }
    for (const side of [-1, 1] as const) {
      const up = arms === 'up' || (arms === 'wave' && side === 1);
      const [ex, ey] = armEnd(side, up);
      b.line('arms', x + side * sw * 0.82, shoulderY + h * 0.03, ex, ey, side < 0 ? s.shirt : shade(s.shirt, -0.22), armW, round);
      b.fill('hands', s.skin, pathOf.ellipse(ex, ey + (up ? -armW * 0.3 : armW * 0.3), armW * 0.55, armW * 0.55));
    }
    const bottom = s.bust ? y : hipY;
    b.single('torso', `<path d="M ${n(x - sw)} ${n(shoulderY + sw * 0.4)} Q ${n(x - sw)} ${n(shoulderY)} ${n(x - sw * 0.55)} ${n(shoulderY)} L ${n(x + sw * 0.55)} ${n(shoulderY)} Q ${n(x + sw)} ${n(shoulderY)} ${n(x + sw)} ${n(shoulderY + sw * 0.4)} L ${n(x + hw * 1.05)} ${n(bottom)} L ${n(x - hw * 1.05)} ${n(bottom)} Z" fill="${lit(c, s.shirt)}"/>`);
    if (s.tie) {
      b.fill('collar', '#f3f4f6', pathOf.poly([[x - sw * 0.32, shoulderY], [x + sw * 0.32, shoulderY], [x, shoulderY + h * 0.12]]));
      b.fill('tie', s.tie, pathOf.poly([[x - h * 0.012, shoulderY + h * 0.015], [x + h * 0.012, shoulderY + h * 0.015], [x + h * 0.016, shoulderY + h * 0.1], [x, shoulderY + h * 0.12], [x - h * 0.016, shoulderY + h * 0.1]]));
    }
    // Neck, head, hair (or a hard hat).
    b.fill('neck', shade(s.skin, -0.2), pathOf.rect(x - headR * 0.35, headY + headR * 0.6, headR * 0.7, headR * 0.9));
    b.single('head', `<ellipse cx="${n(x)}" cy="${n(headY)}" rx="${n(headR * 0.88)}" ry="${n(headR)}" fill="${c.radial([[0, shade(s.skin, 0.1)], [0.7, s.skin], [1, shade(s.skin, -0.25)]], 0.4, 0.45, 0.6)}"/>`);
    if (s.helmet) {
      b.fill('hair', s.helmet, `M ${n(x - headR * 1.1)} ${n(headY - headR * 0.15)} A ${n(headR * 1.1)} ${n(headR * 1.05)} 0 0 1 ${n(x + headR * 1.1)} ${n(headY - headR * 0.15)} Z${pathOf.rect(x - headR * 1.25, headY - headR * 0.22, headR * 2.5, headR * 0.18)}`);
    } else {
      b.fill('hair', s.hair, `M ${n(x - headR * 0.92)} ${n(headY)} A ${n(headR * 0.92)} ${n(headR * 1.02)} 0 0 1 ${n(x + headR * 0.92)} ${n(headY)} Q ${n(x)} ${n(headY - headR * 0.45)} ${n(x - headR * 0.92)} ${n(headY)} Z`);
    }
  });
}

/** A row of people side by side, heights varying a little; answers the x of each. */
export function group(c: Canvas, from: number, to: number, y: number, h: number, count: number, style: (i: number) => PersonStyle): number[] {
  const d = c.dice;
  const step = (to - from) / Math.max(1, count - 1);
  const xs: number[] = [];
  const row = new Batch(c);
  for (let i = 0; i < count; i++) {
    const x = from + step * i + d.range(-0.12, 0.12) * step;
    xs.push(x);
    person(c, x, y + d.range(-0.02, 0.02) * h, h * d.range(0.9, 1.05), style(i), row);
  }
  row.flush();
  return xs;
}

/** The backs of an audience's heads and shoulders along the bottom edge (the camera sits among them). */
export function audience(c: Canvas, y: number, size: number, colors: readonly string[] = ['#141820', '#1b2029', '#222733', '#10131a']): void {
  const d = c.dice;
  const b = new Batch(c);
  for (let x = -size * 0.5; x < c.w + size; x += size * d.range(0.85, 1.25)) {
    const yy = y + d.range(-0.15, 0.15) * size;
    const color = d.pick(colors);
    b.fill('people', color, pathOf.ellipse(x, yy + size * 0.95, size * 0.78, size * 0.6) + pathOf.ellipse(x, yy + size * 0.15, size * 0.34, size * 0.42));
  }
  b.flush();
}

/** A row of windows on a facade (lit ones warmer). */
export function windows(c: Canvas, x: number, y: number, w: number, h: number, cols: number, rows: number, glass: string, lit?: { color: string; share: number }): void {
  const d = c.dice;
  const gw = w / cols;
  const gh = h / rows;
  const b = new Batch(c);
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const on = lit && d.chance(lit.share);
      b.fill('panes', on ? lit.color : glass, pathOf.rect(x + k * gw + gw * 0.15, y + r * gh + gh * 0.18, gw * 0.7, gh * 0.62));
    }
  }
  b.flush();
}

/** A box seen a little from above and to the side: front face, side face, roof (2.5D). */
export function block(c: Canvas, x: number, y: number, w: number, h: number, depth: number, face: string, side: string, roof: string): void {
  const dx = depth * 0.6;
  const dy = depth * 0.35;
  c.poly([[x, y - h], [x + dx, y - h - dy], [x + w + dx, y - h - dy], [x + w, y - h]], roof);
  c.poly([[x + w, y], [x + w, y - h], [x + w + dx, y - h - dy], [x + w + dx, y - dy]], side);
  c.rect(x, y - h, w, h, face);
}

/** A wash of light over the picture (haze, a warm evening). */
export function wash(c: Canvas, color: string, opacity: number): void {
  c.rect(0, 0, c.w, c.h, color, `fill-opacity="${opacity}"`);
}
