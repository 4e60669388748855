// Scenes of events and work: an award on a lit stage, a guest speaking at a podium, a ribbon
// cutting, an expo booth, a production hall, a laboratory and a warehouse. Each varies with the
// canvas's dice; captions go on the backdrop, banner or booth fascia.
import { audience, casual, person, suit, windows, type PersonStyle } from './figures';
import { Batch, pathOf } from './batch';
import type { Scene } from './scenes';
import type { Canvas } from './svg';

/** Light beams from the ceiling down onto the stage. */
function beams(c: Canvas, count: number, floor: number, color: string): void {
  const d = c.dice;
  for (let i = 0; i < count; i++) {
    const x = c.w * (i + 0.5) / count + d.range(-20, 20);
    const spread = c.w * d.range(0.06, 0.1);
    const target = x + d.range(-0.15, 0.15) * c.w;
    c.poly([[x - 4, 0], [x + 4, 0], [target + spread, floor], [target - spread, floor]], c.linear([[0, color, 0.5], [1, color, 0]]));
    c.circle(x, 4, 10, c.radial([[0, '#ffffff', 1], [1, color, 0]]));
  }
}

/** An LED backdrop with the event's name. */
function backdrop(c: Canvas, x: number, y: number, w: number, h: number, colors: [string, string], caption?: string): void {
  c.rect(x, y, w, h, c.linear([[0, colors[0]], [1, colors[1]]], [0, 0, 1, 1]));
  c.ellipse(x + w * 0.7, y + h * 0.4, w * 0.4, h * 0.5, c.radial([[0, '#ffffff', 0.25], [1, '#ffffff', 0]]));
  c.path(Array.from({ length: 5 }, (_, i) => pathOf.line(x, y + h * (0.2 + i * 0.16), x + w, y + h * (0.1 + i * 0.2))).join(''), 'none', 'stroke="#ffffff" stroke-width="1.5" stroke-opacity="0.15"');
  if (caption) c.text(x + w / 2, y + h * 0.42, caption, Math.min(h * 0.2, (w * 0.85) / caption.length * 1.1), '#ffe9a8');
}

/** Awards on stage: a backdrop with the event's name, beams, winners holding plaques, the audience. */
export const awardStage: Scene = (c, o) => {
  const { w, h, dice: d } = c;
  c.rect(0, 0, w, h, '#0b0d14');
  const stage = h * 0.74;
  backdrop(c, w * 0.08, h * 0.08, w * 0.84, h * 0.46, d.pick([['#7a0f1a', '#d13b2a'], ['#0d2a6b', '#2d6fd1'], ['#3a0d5c', '#b5325f']] as [string, string][]), o.caption ?? '年度表彰大会');
  c.rect(0, stage, w, h - stage, c.linear([[0, '#2a1d1a'], [1, '#0f0b0a']]));
  c.rect(0, stage - 3, w, 6, '#c9a55a');
  beams(c, 4, stage, '#fff4d6');
  c.glow = { x: w * 0.5, y: 0, radius: h * 0.9, color: [255, 230, 190], strength: 0.22 };
  c.focus();
  const winners = d.int(4, 5);
  const xs = Array.from({ length: winners }, (_, i) => w * (0.22 + (0.56 * i) / (winners - 1)));
  const row = new Batch(c);
  for (const x of xs) {
    person(c, x, stage + h * 0.02, h * 0.44, { ...suit(c), arms: 'down' }, row);
    // The plaque (red, gold edge) held in front.
    row.fill('plaque', '#c8a24a', pathOf.rect(x - h * 0.04, stage - h * 0.27, h * 0.08, h * 0.1));
    row.fill('plaque face', '#9c1b1b', pathOf.rect(x - h * 0.033, stage - h * 0.263, h * 0.066, h * 0.086));
  }
  row.flush();
  audience(c, h * 0.86, h * 0.085);
};

/** A guest at a podium: backdrop, the podium with flowers, a spotlight on the speaker. */
export const podium: Scene = (c, o) => {
  const { w, h, dice: d } = c;
  c.rect(0, 0, w, h, '#15181f');
  backdrop(c, 0, 0, w, h * 0.72, d.pick([['#8c1414', '#d9412b'], ['#0f3b7a', '#3a7bd5']] as [string, string][]), o.caption);
  c.rect(0, h * 0.72, w, h * 0.28, c.linear([[0, '#6b1e1e'], [1, '#3a0f0f']]));
  const px = w * d.range(0.28, 0.4);
  c.circle(px, h * 0.42, h * 0.4, c.radial([[0, '#fff6df', 0.35], [1, '#fff6df', 0]]));
  c.glow = { x: px, y: h * 0.3, radius: h * 0.7, color: [255, 240, 210], strength: 0.28 };
  c.focus();
  person(c, px, h * 0.72, h * 0.5, { ...suit(c), bust: true });
  // The podium: wood, a gold plate, a microphone.
  c.poly([[px - h * 0.14, h * 0.5], [px + h * 0.14, h * 0.5], [px + h * 0.11, h * 0.95], [px - h * 0.11, h * 0.95]], c.linear([[0, '#8a5a34'], [1, '#5b3a21']], [0, 0, 1, 0]));
  c.rect(px - h * 0.05, h * 0.6, h * 0.1, h * 0.05, '#d4b36a');
  c.line(px, h * 0.5, px + h * 0.04, h * 0.4, '#222222', 3);
  // Flowers beside it.
  const fx = px + h * 0.24;
  c.rect(fx - h * 0.05, h * 0.8, h * 0.1, h * 0.15, '#e7e1d5');
  const flowers = new Batch(c);
  for (let i = 0; i < 18; i++) flowers.fill('petals', d.pick(['#e84a5f', '#ff847c', '#fecea8', '#f6d743', '#ffffff']), pathOf.ellipse(fx + d.range(-1, 1) * h * 0.08, h * (0.8 - d.range(0, 0.12)), h * 0.02, h * 0.02));
  flowers.flush();
};

/** A ribbon cutting in front of the new building: a banner, balloons, dignitaries with a red ribbon. */
export const ribbonCutting: Scene = (c, o) => {
  const { w, h, dice: d } = c;
  c.rect(0, 0, w, h, c.linear([[0, '#a9c6e0'], [1, '#e5edf2']]));
  // The building's glass facade.
  c.rect(w * 0.02, h * 0.04, w * 0.96, h * 0.6, c.linear([[0, '#8fb1cc'], [1, '#51718c']], [0, 0, 1, 1]));
  windows(c, w * 0.02, h * 0.04, w * 0.96, h * 0.6, 16, 5, '#4d6f8c');
  c.rect(w * 0.14, h * 0.1, w * 0.72, h * 0.13, '#b3121a');
  c.text(w * 0.5, h * 0.195, o.caption ?? '落成典礼', h * 0.075, '#ffe27a');
  c.rect(0, h * 0.64, w, h * 0.36, c.linear([[0, '#b9b3a8'], [1, '#8f897f']]));
  c.poly([[w * 0.25, h * 0.64], [w * 0.75, h * 0.64], [w * 0.95, h], [w * 0.05, h]], '#a3161c');
  c.focus();
  // Balloon columns on both sides.
  const balloons = new Batch(c);
  for (const x of [w * 0.05, w * 0.95]) for (let i = 0; i < 9; i++) balloons.fill('balloons', d.pick(['#e63946', '#f1c40f', '#ffffff']), pathOf.ellipse(x + (i % 2 ? 8 : -8), h * (0.3 + i * 0.055), h * 0.035, h * 0.035));
  balloons.flush();
  const count = d.int(5, 6);
  const xs: number[] = [];
  const row = new Batch(c);
  for (let i = 0; i < count; i++) {
    const x = w * (0.17 + (0.66 * i) / (count - 1));
    xs.push(x);
    person(c, x, h * 0.96, h * 0.5, { ...suit(c), arms: 'down' }, row);
  }
  row.flush();
  // The ribbon at hand height, a red silk flower between each two people.
  const ry = h * 0.96 - h * 0.24;
  let path = `M ${w * 0.1} ${ry}`;
  for (const x of [...xs, w * 0.9]) path += ` Q ${x - w * 0.06} ${ry + h * 0.03} ${x} ${ry}`;
  c.path(path, 'none', `stroke="#d1141c" stroke-width="${h * 0.016}"`);
  for (let i = 0; i < xs.length - 1; i++) {
    const x = (xs[i] + xs[i + 1]) / 2;
    c.circle(x, ry + h * 0.012, h * 0.035, c.radial([[0, '#ff4a4a'], [1, '#a60d12']]));
  }
};

/** An expo booth: the hall's ceiling lights, the booth's fascia with the company's name, screens, visitors. */
export const expoBooth: Scene = (c, o) => {
  const { w, h, dice: d } = c;
  c.rect(0, 0, w, h, c.linear([[0, '#20242c'], [1, '#3b3f47']]));
  c.path(Array.from({ length: 36 }, (_, k) => pathOf.ellipse(w * ((k % 12) + 0.5) / 12 + Math.floor(k / 12) * 10, h * (0.04 + Math.floor(k / 12) * 0.05), 10 - Math.floor(k / 12) * 2, 3)).join(''), '#fff8e1');
  const brand = d.pick(['#0b5ed7', '#d9480f', '#0ca678', '#7048e8']);
  // The booth: back wall, fascia, light boxes, a screen.
  c.rect(w * 0.06, h * 0.22, w * 0.88, h * 0.5, '#f2f2f0');
  c.rect(w * 0.06, h * 0.16, w * 0.88, h * 0.1, brand);
  c.text(w * 0.5, h * 0.235, o.caption ?? '云建站示范科技', h * 0.06, '#ffffff');
  c.rect(w * 0.1, h * 0.32, w * 0.22, h * 0.28, c.linear([[0, brand], [1, '#0b1b3a']], [0, 0, 1, 1]));
  c.rect(w * 0.4, h * 0.3, w * 0.24, h * 0.2, '#111418');
  c.rect(w * 0.41, h * 0.31, w * 0.22, h * 0.18, c.linear([[0, '#3da5ff'], [1, '#7c4dff']], [0, 0, 1, 1]));
  c.rect(w * 0.7, h * 0.32, w * 0.2, h * 0.28, '#dfe3e8');
  for (let i = 0; i < 3; i++) c.rect(w * 0.72, h * (0.35 + i * 0.08), w * 0.16, h * 0.05, d.pick(['#adb5bd', brand, '#495057']));
  // Carpet and counter.
  c.rect(0, h * 0.72, w, h * 0.28, c.linear([[0, '#5c5f66'], [1, '#2e3036']]));
  c.rect(w * 0.38, h * 0.56, w * 0.28, h * 0.18, '#ffffff', `rx="${h * 0.02}"`);
  c.rect(w * 0.38, h * 0.56, w * 0.28, h * 0.03, brand);
  person(c, w * 0.52, h * 0.6, h * 0.36, { ...casual(c, brand), bust: true });
  c.focus();
  const visitor = (): PersonStyle => ({ ...casual(c), arms: d.chance(0.2) ? 'wave' : 'down' });
  for (let i = 0; i < d.int(4, 6); i++) {
    const x = w * d.range(0.04, 0.96);
    if (x > w * 0.36 && x < w * 0.68) continue;
    person(c, x, h * d.range(0.9, 1), h * d.range(0.5, 0.6), visitor());
  }
};

/** Depth in a one-point perspective hall: t = 0 at the camera, 1 at the vanishing point. */
function toward(from: number, vanish: number, t: number): number {
  return from + (vanish - from) * t;
}

/** A production hall: lanes converging, lights along the ceiling, machines and robot arms, a conveyor, workers. */
export const workshop: Scene = (c) => {
  const { w, h, dice: d } = c;
  const vx = w * d.range(0.32, 0.68);
  const vy = h * d.range(0.36, 0.46);
  const [floorNear, floorFar] = d.pick([['#5f7f6c', '#9bb0a2'], ['#6c7a89', '#a9b4bf'], ['#8c7b5e', '#c2b59b']] as const);
  const machines = d.pick([['#e8ecef', '#d5dde3', '#5b7fa6'], ['#f1f3f5', '#2f9e44', '#ced4da'], ['#e9ecef', '#1c7ed6', '#adb5bd'], ['#f8f9fa', '#e67700', '#dee2e6']] as const);
  const armColor = d.pick(['#f08c00', '#fab005', '#e03131', '#f1f3f5']);
  c.rect(0, 0, w, h, d.pick(['#c9cdd1', '#d6d3cc', '#bfc8d2']));
  c.poly([[0, 0], [w, 0], [vx + w * 0.05, vy - h * 0.06], [vx - w * 0.05, vy - h * 0.06]], d.pick(['#7b8590', '#5c6670', '#8a8f96']));
  c.poly([[0, h], [w, h], [vx + w * 0.05, vy + h * 0.04], [vx - w * 0.05, vy + h * 0.04]], c.linear([[0, floorFar], [1, floorNear]]));
  // Yellow lane lines and ceiling light strips, converging.
  const strips = d.int(2, 4);
  for (const side of [-1, 1]) {
    c.line(vx + side * w * 0.2, h, vx + side * w * 0.02, vy + h * 0.04, '#f2c230', 5);
    for (let i = 0; i < strips; i++) c.line(vx + side * w * (0.14 + i * 0.16), 0, vx + side * w * 0.01 * (i + 1), vy - h * 0.06, '#fffbe8', 4 - i * 0.8, 'stroke-opacity="0.9"');
  }
  // A conveyor down the middle, with boxes on it.
  const conveyor = d.chance(0.5);
  if (conveyor) {
    c.poly([[vx - w * 0.12, h], [vx + w * 0.12, h], [vx + w * 0.01, vy + h * 0.04], [vx - w * 0.01, vy + h * 0.04]], '#495057');
    for (let k = 1; k < 7; k++) {
      const t = 1 - k / 7;
      const bw = w * 0.1 * t + 2;
      c.rect(vx - bw / 2, toward(h, vy + h * 0.04, 1 - t) - bw * 0.7, bw, bw * 0.7, d.pick(['#c9a173', '#b88a58', '#dee2e6']));
    }
  }
  // Machines along both sides, far to near.
  const count = d.int(5, 8);
  for (const side of [-1, 1] as const) {
    for (let k = count - 1; k >= 0; k--) {
      const t = k / count;
      const size = (1 - t) * h * d.range(0.3, 0.4) + h * 0.03;
      const x = toward(side < 0 ? w * 0.1 : w * 0.9, vx, t) - (side < 0 ? size * 0.6 : size * 0.4);
      const y = toward(h * 0.95, vy + h * 0.04, t);
      c.rect(x, y - size, size, size, d.pick(machines));
      c.rect(x + size * 0.1, y - size * 0.8, size * 0.35, size * 0.25, '#2b3a4a');
      c.rect(x, y - size * 0.12, size, size * 0.12, '#343a40');
      if (d.chance(0.45)) {
        // A robot arm over the machine.
        const ax = x + size * 0.7;
        const ay = y - size;
        const reach = d.range(0.6, 0.9);
        c.line(ax, ay, ax - side * size * 0.3, ay - size * 0.5 * reach, armColor, size * 0.12, 'stroke-linecap="round"');
        c.line(ax - side * size * 0.3, ay - size * 0.5 * reach, ax - side * size * 0.7, ay - size * 0.2, armColor, size * 0.09, 'stroke-linecap="round"');
        c.circle(ax - side * size * 0.3, ay - size * 0.5 * reach, size * 0.08, '#343a40');
      }
    }
  }
  c.focus();
  const worker = (): PersonStyle => ({ ...casual(c, d.pick(['#2b5c9e', '#1f3b63', '#3d6b4f'])), pants: '#233a5e', helmet: d.pick(['#ffffff', '#f5c400', '#e03131']) });
  const people = d.int(1, 3);
  for (let i = 0; i < people; i++) {
    const t = d.range(0, 0.55);
    const side = d.chance(0.5) ? -1 : 1;
    person(c, toward(vx + side * w * d.range(0.12, 0.22), vx, t), toward(h * 0.98, vy + h * 0.04, t), h * 0.5 * (1 - t), worker());
  }
};

/** A laboratory: bright benches, instruments and screens, researchers in white coats. */
export const laboratory: Scene = (c) => {
  const { w, h, dice: d } = c;
  c.rect(0, 0, w, h, c.linear([[0, '#eef3f7'], [1, '#d6e0e8']]));
  c.rect(w * 0.6, h * 0.08, w * 0.34, h * 0.42, c.linear([[0, '#cfe6f7'], [1, '#a8cbe5']]));
  for (let i = 1; i < 4; i++) c.line(w * (0.6 + i * 0.085), h * 0.08, w * (0.6 + i * 0.085), h * 0.5, '#ffffff', 4);
  for (let i = 0; i < 5; i++) c.rect(w * (0.05 + i * 0.19), h * 0.02, w * 0.12, 6, '#ffffff');
  // Shelves with bottles.
  c.rect(w * 0.04, h * 0.22, w * 0.46, 5, '#b7c3cc');
  const bottles = new Batch(c);
  for (let i = 0; i < 12; i++) bottles.fill('glass', d.pick(['#9fd3c7', '#f7d794', '#c8d6e5', '#ffffff']), pathOf.rect(w * (0.05 + i * 0.036), h * 0.22 - h * d.range(0.05, 0.09), w * 0.022, h * 0.09), 'fill-opacity="0.85"');
  bottles.flush();
  // The bench and its instruments.
  const bench = h * 0.66;
  c.rect(0, bench, w, h * 0.04, '#3d4b57');
  c.rect(0, bench + h * 0.04, w, h - bench, '#e9edf0');
  for (let i = 0; i < 4; i++) {
    const x = w * (0.06 + i * 0.24) + d.range(-10, 10);
    const ih = h * d.range(0.1, 0.2);
    c.rect(x, bench - ih, w * 0.12, ih, d.pick(['#f8f9fa', '#dee2e6', '#ced4da']), 'rx="6"');
    c.rect(x + w * 0.015, bench - ih + h * 0.02, w * 0.06, h * 0.04, d.pick(['#228be6', '#12b886', '#212529']));
  }
  c.focus();
  const coat = (): PersonStyle => ({ ...casual(c, '#fbfbfb'), pants: '#4a5563', bust: true });
  person(c, w * d.range(0.25, 0.35), bench + h * 0.06, h * 0.5, coat());
  person(c, w * d.range(0.62, 0.72), bench + h * 0.06, h * 0.55, coat());
};

/** A warehouse aisle: tall racks of boxes on both sides, a forklift, a worker. */
export const warehouse: Scene = (c) => {
  const { w, h, dice: d } = c;
  const vx = w * d.range(0.45, 0.55);
  const vy = h * 0.45;
  c.rect(0, 0, w, h, '#6d7580');
  c.poly([[0, h], [w, h], [vx + w * 0.04, vy], [vx - w * 0.04, vy]], c.linear([[0, '#b8b4ab'], [1, '#8e8a82']]));
  for (const side of [-1, 1] as const) {
    for (let k = 7; k >= 0; k--) {
      const t = k / 8;
      const x = toward(side < 0 ? 0 : w, vx + side * w * 0.04, t);
      const x2 = toward(side < 0 ? 0 : w, vx + side * w * 0.04, (k + 1) / 8);
      const top = toward(0, vy - h * 0.2, t);
      const bottom = toward(h * 0.92, vy, t);
      c.line(x, top, x, bottom, '#e8590c', Math.max(2, 9 * (1 - t)));
      for (let level = 0; level < 4; level++) {
        const ly = toward(bottom, top, level / 4);
        const ly2 = toward(toward(h * 0.92, vy, (k + 1) / 8), toward(0, vy - h * 0.2, (k + 1) / 8), level / 4);
        c.poly([[x, ly], [x2, ly2], [x2, ly2 - 4], [x, ly - 4]], '#1c5fa8');
        const boxTop = toward(ly, toward(bottom, top, (level + 1) / 4), 0.7);
        c.poly([[x, ly - 4], [x2, ly2 - 4], [x2, toward(ly2, boxTop, 1) + (ly2 - ly)], [x, boxTop]], d.pick(['#c9a173', '#b88a58', '#d4b48c']));
      }
    }
  }
  c.focus();
  // The forklift.
  const fx = vx - w * 0.02;
  const fy = h * 0.9;
  c.rect(fx, fy - h * 0.2, w * 0.14, h * 0.15, '#f2b705', 'rx="6"');
  c.rect(fx + w * 0.02, fy - h * 0.34, w * 0.08, h * 0.14, 'none', 'stroke="#333" stroke-width="4"');
  c.rect(fx - w * 0.04, fy - h * 0.3, 6, h * 0.3, '#333333');
  c.rect(fx - w * 0.08, fy - h * 0.06, w * 0.06, 6, '#333333');
  for (const dx of [0.02, 0.11]) c.circle(fx + w * dx, fy - h * 0.04, h * 0.04, '#1d1d1d');
  person(c, fx + w * 0.06, fy - h * 0.2, h * 0.22, { ...casual(c, '#f08c00'), bust: true, helmet: '#f5c400' });
  person(c, w * d.range(0.15, 0.3), h * 0.97, h * 0.45, { ...casual(c, '#f08c00'), helmet: '#ffffff' });
};
