// Shapes merged by paint: librsvg's cost is per element, so a crowd or a facade of windows drawn
// as a few paths costs a few elements instead of hundreds.
import { round1 as n, type Canvas } from './svg';

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
 * Shapes painted in layers, those of one paint in a layer merged into one path. Layers are painted
 * in the order they were first used; shapes that must stay single (a gradient over their own box)
 * keep their place in their layer.
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
