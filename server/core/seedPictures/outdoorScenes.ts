// Scenes under the open sky: a team by a lake, setting off by coach, a team game on a meadow, a
// campfire at night, a cheer at sunset, a factory campus from above, a port, a school, a shop
// front and a city skyline at dusk. Each varies with the canvas's dice.
import { block, casual, cloud, group, person, pine, ridge, sky, sun, tree, windows, wash, type PersonStyle } from './figures';
import { Batch, pathOf } from './batch';
import type { Scene } from './scenes';
import type { Stop } from './svg';

const DAY_SKY: readonly Stop[] = [[0, '#5d8fd0'], [0.6, '#9cc3ea'], [1, '#dcebf7']];

/** A group photo on a lakeshore: mountains, water with glints, trees at the sides, two rows of people. */
export const lakeside: Scene = (c) => {
  const { w, h, dice: d } = c;
  const horizon = h * d.range(0.42, 0.5);
  sky(c, horizon, DAY_SKY);
  sun(c, w * d.range(0.6, 0.9), h * d.range(0.08, 0.2), h * 0.035);
  for (let i = 0; i < 4; i++) cloud(c, w * d.range(0, 1), h * d.range(0.06, 0.28), w * d.range(0.05, 0.09));
  ridge(c, horizon - h * 0.02, h * 0.16, '#8fa7c4', horizon + 4);
  ridge(c, horizon + 1, h * 0.09, '#5f7f78', horizon + 4);
  // The lake, lighter towards the far shore, with a few glints.
  c.rect(0, horizon, w, h * 0.3, c.linear([[0, '#9ec4dc'], [1, '#4f86a8']]));
  c.path(Array.from({ length: 40 }, () => pathOf.rect(w * d.next(), horizon + h * 0.3 * d.next() ** 1.5, w * d.range(0.01, 0.05), 1.2)).join(''), '#e8f4ff', 'fill-opacity="0.55"');
  const shore = horizon + h * 0.28;
  c.rect(0, shore, w, h - shore, c.linear([[0, '#7c9a4e'], [1, '#52733a']]));
  c.focus();
  for (const x of [w * 0.04, w * 0.13, w * 0.9, w * 0.98]) tree(c, x + d.range(-20, 20), shore + h * 0.04, h * d.range(0.45, 0.6));
  const back = d.int(5, 7);
  group(c, w * 0.24, w * 0.76, shore + h * 0.17, h * 0.38, back, () => casual(c));
  group(c, w * 0.2, w * 0.8, shore + h * 0.32, h * 0.4, back + 1, (i) => ({ ...casual(c), arms: i % 3 === 1 ? 'wave' : 'down' }));
};

/** Setting off: a coach in front of the office, people with bags gathering by it. */
export const departure: Scene = (c) => {
  const { w, h, dice: d } = c;
  const ground = h * 0.7;
  sky(c, ground, [[0, '#7fa7d6'], [1, '#e4eef6']]);
  cloud(c, w * 0.2, h * 0.12, w * 0.08);
  // The office behind: a glass tower and a lower wing.
  c.rect(w * 0.08, h * 0.08, w * 0.34, ground - h * 0.08, c.linear([[0, '#9fb8cc'], [1, '#5e7c96']], [0, 0, 1, 1]));
  windows(c, w * 0.08, h * 0.1, w * 0.34, ground - h * 0.14, 8, 10, '#3f5a73');
  c.rect(w * 0.42, h * 0.3, w * 0.5, ground - h * 0.3, '#c9c4bb');
  windows(c, w * 0.44, h * 0.34, w * 0.46, ground - h * 0.4, 10, 4, '#5a6b7a');
  c.rect(0, ground, w, h - ground, c.linear([[0, '#9a9a96'], [1, '#6f6f6c']]));
  c.focus();
  // The coach.
  const bx = w * d.range(0.3, 0.42);
  const by = ground + h * 0.12;
  const bw = w * 0.52;
  const bh = h * 0.3;
  c.rect(bx, by - bh, bw, bh, '#f4f4f2', `rx="${h * 0.03}"`);
  c.rect(bx + bw * 0.02, by - bh * 0.86, bw * 0.96, bh * 0.36, '#26313d', `rx="${h * 0.01}"`);
  c.rect(bx, by - bh * 0.36, bw, bh * 0.12, d.pick(['#d8432f', '#2f6fc0', '#1f8a5a']));
  for (const fx of [0.18, 0.8]) {
    c.circle(bx + bw * fx, by, bh * 0.17, '#1c1c1c');
    c.circle(bx + bw * fx, by, bh * 0.08, '#9a9a9a');
  }
  const count = d.int(6, 8);
  group(c, w * 0.06, w * 0.62, h * 0.98, h * 0.4, count, (i) => ({ ...casual(c), arms: i === 2 ? 'wave' : 'down' }));
  // Backpacks on a few.
  for (let i = 0; i < 3; i++) c.rect(w * d.range(0.05, 0.6), h * 0.98 - h * 0.2, h * 0.05, h * 0.08, '#3b3b3b', 'rx="4" fill-opacity="0.85"');
};

/** A team game on a meadow: a rope course frame, people in matching team shirts. */
export const teamGame: Scene = (c) => {
  const { w, h, dice: d } = c;
  const horizon = h * 0.38;
  sky(c, horizon, DAY_SKY);
  for (let i = 0; i < 3; i++) cloud(c, w * d.next(), h * d.range(0.05, 0.2), w * 0.07);
  ridge(c, horizon, h * 0.08, '#5d7d5a', horizon + 3);
  const pines = new Batch(c);
  for (let i = 0; i < 9; i++) pine(c, w * d.next(), horizon + 6, h * d.range(0.12, 0.2), undefined, pines);
  pines.flush();
  c.rect(0, horizon, w, h - horizon, c.linear([[0, '#8db35a'], [1, '#5d8a3a']]));
  c.focus();
  // The frame: two poles, a beam, a hanging rope net.
  const px = w * d.range(0.55, 0.7);
  c.rect(px, h * 0.18, h * 0.025, h * 0.5, '#7a5534');
  c.rect(px + w * 0.28, h * 0.18, h * 0.025, h * 0.5, '#7a5534');
  c.rect(px, h * 0.18, w * 0.29, h * 0.022, '#7a5534');
  const net = new Batch(c);
  for (let i = 0; i <= 6; i++) net.line('rope', px + w * 0.04 * i + w * 0.02, h * 0.2, px + w * 0.04 * i + w * 0.02, h * 0.5, '#e7dcc2', 2);
  for (let j = 0; j <= 5; j++) net.line('rope', px + w * 0.02, h * 0.22 + j * h * 0.055, px + w * 0.26, h * 0.22 + j * h * 0.055, '#e7dcc2', 2);
  net.flush();
  const team = d.pick(['#f08a24', '#e0483d', '#2f7fd0', '#25a06b']);
  group(c, w * 0.08, w * 0.5, h * 0.92, h * 0.42, d.int(5, 6), (i) => ({ ...casual(c, team), arms: i % 2 ? 'up' : 'down' }));
  person(c, w * 0.7, h * 0.98, h * 0.46, { ...casual(c, team), arms: 'wave' });
};

/** A campfire at night: stars, a tree line, the fire's glow on the people around it. */
export const campfire: Scene = (c) => {
  const { w, h, dice: d } = c;
  sky(c, h, [[0, '#0b1026'], [0.55, '#1c2547'], [1, '#3a2a3c']]);
  const stars = new Batch(c);
  for (let i = 0; i < 90; i++) {
    const r = d.range(0.5, 1.4);
    stars.fill('stars', '#fdf6e3', pathOf.ellipse(w * d.next(), h * 0.5 * d.next(), r, r), `fill-opacity="${d.pick(['0.45', '0.7', '0.95'])}"`);
  }
  stars.flush();
  ridge(c, h * 0.52, h * 0.1, '#0d1117', h * 0.62);
  const ground = h * 0.6;
  c.rect(0, ground, w, h - ground, c.linear([[0, '#1a1512'], [1, '#0d0a08']]));
  const fx = w * d.range(0.42, 0.58);
  const fy = h * 0.8;
  c.circle(fx, fy - h * 0.08, h * 0.55, c.radial([[0, '#ffb347', 0.75], [0.3, '#ff7b24', 0.35], [1, '#ff5a00', 0]]));
  c.glow = { x: fx, y: fy - h * 0.08, radius: h * 0.75, color: [255, 150, 60], strength: 0.45 };
  c.focus();
  // People around, lit warm from the fire.
  const warm = (i: number): PersonStyle => ({ shirt: d.pick(['#5a3a2a', '#6b4a33', '#7a3f2e', '#4a3a33']), pants: '#2a1f1a', skin: '#d98b57', hair: '#1a120e', arms: i % 4 === 0 ? 'up' : 'down' });
  group(c, w * 0.05, fx - w * 0.16, h * 0.86, h * 0.42, 3, warm);
  group(c, fx + w * 0.16, w * 0.95, h * 0.86, h * 0.42, 3, warm);
  // Logs and flames.
  c.line(fx - h * 0.09, fy + h * 0.03, fx + h * 0.09, fy - h * 0.01, '#3a2416', h * 0.03, 'stroke-linecap="round"');
  c.line(fx - h * 0.09, fy - h * 0.01, fx + h * 0.09, fy + h * 0.03, '#4a2e1b', h * 0.03, 'stroke-linecap="round"');
  for (const [color, size] of [['#ff6a1a', 1], ['#ffa31a', 0.72], ['#ffe27a', 0.42]] as const) {
    const fh = h * 0.2 * size;
    const fw = h * 0.08 * size;
    c.path(`M ${fx - fw} ${fy} Q ${fx - fw * 0.9} ${fy - fh * 0.55} ${fx} ${fy - fh} Q ${fx + fw * 0.2} ${fy - fh * 0.5} ${fx + fw} ${fy} Z`, color);
  }
  c.path(Array.from({ length: 25 }, () => {
    const r = d.range(0.6, 1.6);
    return pathOf.ellipse(fx + d.range(-1, 1) * h * 0.12, fy - h * d.range(0.15, 0.45), r, r);
  }).join(''), '#ffc46b');
};

/** Heading home at sunset: a warm sky, silhouettes cheering against it. */
export const sunsetCheer: Scene = (c) => {
  const { w, h, dice: d } = c;
  const horizon = h * 0.66;
  sky(c, horizon, [[0, '#3b3a6b'], [0.45, '#d9736b'], [0.8, '#f6b05a'], [1, '#ffd98e']]);
  sun(c, w * d.range(0.35, 0.65), horizon - h * 0.04, h * 0.06, '#fff1c4', '#ffb45a');
  for (let i = 0; i < 3; i++) c.ellipse(w * d.next(), h * d.range(0.15, 0.4), w * d.range(0.1, 0.2), h * 0.012, '#f8c6a0', 'fill-opacity="0.6"');
  ridge(c, horizon, h * 0.05, '#4b2f3a', horizon + 4);
  c.rect(0, horizon, w, h - horizon, c.linear([[0, '#f3a65c'], [0.25, '#8a5a4a'], [1, '#2a1d22']]));
  c.focus();
  const dark = '#1d1418';
  group(c, w * 0.1, w * 0.9, h * 0.96, h * 0.44, d.int(6, 8), () => ({ shirt: dark, pants: dark, skin: dark, hair: dark, arms: d.pick(['up', 'wave', 'up', 'down'] as const) }));
};

/** The factory campus from above: long halls with sawtooth roofs, an office block, roads and trees. */
export const campusAerial: Scene = (c, o) => {
  const { w, h, dice: d } = c;
  const horizon = h * 0.22;
  sky(c, horizon, [[0, '#8fb6df'], [1, '#e6eef3']]);
  ridge(c, horizon, h * 0.04, '#b4c3cf', horizon + 3);
  c.rect(0, horizon, w, h - horizon, c.linear([[0, '#a9b89a'], [1, '#6f9152']]));
  // Roads.
  c.poly([[w * 0.45, horizon], [w * 0.5, horizon], [w * 0.78, h], [w * 0.52, h]], '#8d8f92');
  c.poly([[0, h * 0.62], [w, h * 0.52], [w, h * 0.58], [0, h * 0.7]], '#8d8f92');
  // Halls, far to near.
  for (let i = 0; i < 4; i++) {
    const y = horizon + h * (0.1 + i * 0.14);
    const bw = w * d.range(0.24, 0.34) * (1 + i * 0.15);
    const x = d.chance(0.5) ? w * d.range(0.02, 0.12) : w * d.range(0.6, 0.7) - bw * 0.3;
    block(c, x, y, bw, h * 0.06 * (1 + i * 0.2), h * 0.12 * (1 + i * 0.2), '#d9dde0', '#aeb5bb', '#c6ccd1');
    c.path(Array.from({ length: 6 }, (_, k) => pathOf.line(x + bw * (k + 0.5) / 6, y - h * 0.06 * (1 + i * 0.2), x + bw * (k + 0.5) / 6 + h * 0.04, y - h * 0.08 * (1 + i * 0.2) - h * 0.02)).join(''), 'none', 'stroke="#7f97ad" stroke-width="3"');
  }
  // The office block with the sign.
  const ox = w * d.range(0.3, 0.4);
  block(c, ox, h * 0.86, w * 0.22, h * 0.34, h * 0.14, c.linear([[0, '#7fa3c2'], [1, '#3f6786']]), '#335773', '#c4ccd3');
  windows(c, ox, h * 0.54, w * 0.22, h * 0.3, 7, 6, '#2e4d66', { color: '#dce8f2', share: 0.3 });
  if (o.caption) {
    c.rect(ox, h * 0.52, w * 0.22, h * 0.06, '#1f3447');
    c.text(ox + w * 0.11, h * 0.565, o.caption, Math.min(h * 0.04, (w * 0.2) / o.caption.length), '#ffffff');
  }
  const trees = new Batch(c);
  for (let i = 0; i < 30; i++) tree(c, w * d.next(), horizon + (h - horizon) * d.range(0.1, 1), h * d.range(0.05, 0.09), undefined, trees);
  trees.flush();
  wash(c, '#dfe8f0', 0.08);
};

/** A container port: stacks of containers, gantry cranes, a ship at the quay. */
export const port: Scene = (c) => {
  const { w, h, dice: d } = c;
  const horizon = h * 0.5;
  sky(c, horizon, [[0, '#7aa3cf'], [1, '#dfe9f1']]);
  for (let i = 0; i < 3; i++) cloud(c, w * d.next(), h * d.range(0.06, 0.25), w * 0.08);
  c.rect(0, horizon, w, h * 0.12, c.linear([[0, '#6f95b5'], [1, '#3e6a8c']]));
  // The ship.
  c.poly([[w * 0.05, horizon + h * 0.02], [w * 0.62, horizon + h * 0.02], [w * 0.58, horizon + h * 0.1], [w * 0.08, horizon + h * 0.1]], '#2c3e50');
  const cargo = new Batch(c);
  for (let i = 0; i < 14; i++) cargo.fill('boxes', d.pick(['#c0392b', '#2471a3', '#d68910', '#1e8449', '#7d3c98']), pathOf.rect(w * (0.1 + i * 0.034), horizon - h * d.range(0.02, 0.08), w * 0.032, h * 0.1));
  cargo.flush();
  // Cranes.
  const cranes = new Batch(c);
  for (let i = 0; i < 3; i++) {
    const cx = w * (0.12 + i * 0.22);
    cranes.line('steel', cx, horizon + h * 0.12, cx, h * 0.12, '#c0392b', 6);
    cranes.line('steel', cx + w * 0.08, horizon + h * 0.12, cx + w * 0.08, h * 0.12, '#c0392b', 6);
    cranes.line('steel', cx - w * 0.06, h * 0.14, cx + w * 0.2, h * 0.14, '#c0392b', 6);
  }
  cranes.flush();
  c.focus();
  // The yard: container stacks in rows.
  const yard = horizon + h * 0.12;
  c.rect(0, yard, w, h - yard, '#9c9b97');
  for (let row = 0; row < 3; row++) {
    // Row by row, near over far; in a row, boxes by colour, then their ridges.
    const stacks = new Batch(c);
    const y = yard + h * (0.12 + row * 0.13);
    const cw = w * (0.09 + row * 0.02);
    for (let x = -d.range(0, cw); x < w; x += cw * 1.02) {
      const stack = d.int(1, 3);
      for (let s = 0; s < stack; s++) {
        const color = d.pick(['#b03a2e', '#1f618d', '#ca6f1e', '#196f3d', '#7b7d7d', '#a04000']);
        const ch = h * (0.05 + row * 0.012);
        stacks.fill('boxes', color, pathOf.rect(x, y - (s + 1) * ch, cw, ch * 0.96));
        for (let k = 1; k < 8; k++) stacks.line('ridges', x + (cw * k) / 8, y - (s + 1) * ch + 2, x + (cw * k) / 8, y - s * ch - 2, '#000000', 1, 'stroke-opacity="0.18"');
      }
    }
    stacks.flush();
  }
};

/** A school building with its entrance, a flag, trees and students. */
export const school: Scene = (c, o) => {
  const { w, h, dice: d } = c;
  const ground = h * 0.72;
  sky(c, ground, DAY_SKY);
  cloud(c, w * 0.75, h * 0.12, w * 0.09);
  c.rect(w * 0.1, h * 0.25, w * 0.8, ground - h * 0.25, '#e9dcc9');
  c.rect(w * 0.1, h * 0.22, w * 0.8, h * 0.04, '#b9574a');
  windows(c, w * 0.12, h * 0.3, w * 0.76, ground - h * 0.36, 14, 4, '#58758f');
  c.rect(w * 0.42, h * 0.14, w * 0.16, ground - h * 0.14, '#e2d2bb');
  c.rect(w * 0.46, ground - h * 0.16, w * 0.08, h * 0.16, '#4a3b30');
  if (o.caption) c.text(w * 0.5, h * 0.2, o.caption, h * 0.04, '#8a2e24');
  c.line(w * 0.06, ground, w * 0.06, h * 0.1, '#cfcfcf', 4);
  c.rect(w * 0.06, h * 0.1, w * 0.07, h * 0.045, '#d62d20');
  c.rect(0, ground, w, h - ground, c.linear([[0, '#bdb6aa'], [1, '#938c80']]));
  c.focus();
  const trees = new Batch(c);
  for (const x of [w * 0.2, w * 0.35, w * 0.65, w * 0.82]) tree(c, x, ground + 6, h * 0.3, undefined, trees);
  trees.flush();
  group(c, w * 0.15, w * 0.85, h * 0.97, h * 0.33, d.int(4, 6), () => casual(c, d.pick(['#2f5d8a', '#ffffff', '#2f5d8a'])));
};

/** A shop front on a street: big windows, an awning, the shop's sign, people passing. */
export const storefront: Scene = (c, o) => {
  const { w, h, dice: d } = c;
  const ground = h * 0.8;
  c.rect(0, 0, w, ground, c.linear([[0, '#d9d2c5'], [1, '#bfb6a6']]));
  c.rect(w * 0.06, h * 0.08, w * 0.88, h * 0.14, '#2d3a33');
  c.text(w * 0.5, h * 0.18, o.caption ?? '优选生活馆', h * 0.07, '#f5e6c8');
  // The awning.
  const stripes = 14;
  const awning = new Batch(c);
  for (let i = 0; i < stripes; i++) awning.fill('stripes', i % 2 ? '#f2efe8' : '#2f7a5a', pathOf.poly([[w * 0.06 + (w * 0.88 * i) / stripes, h * 0.22], [w * 0.06 + (w * 0.88 * (i + 1)) / stripes, h * 0.22], [w * 0.04 + (w * 0.92 * (i + 1)) / stripes, h * 0.3], [w * 0.04 + (w * 0.92 * i) / stripes, h * 0.3]]));
  awning.flush();
  // Windows with shelves and warm light inside.
  for (const [x, ww] of [[w * 0.07, w * 0.36], [w * 0.57, w * 0.36]] as const) {
    c.rect(x, h * 0.32, ww, ground - h * 0.36, c.linear([[0, '#f5d9a6'], [1, '#c99a5a']]));
    const shelves = new Batch(c);
    for (let s = 0; s < 3; s++) {
      const sy = h * (0.42 + s * 0.11);
      shelves.fill('shelf', '#8b6b45', pathOf.rect(x + 6, sy, ww - 12, 4));
      for (let k = 0; k < 9; k++) shelves.fill('goods', d.pick(['#c0392b', '#f4d03f', '#2e86c1', '#27ae60', '#ffffff', '#af7ac5']), pathOf.rect(x + 10 + k * (ww - 20) / 9, sy - h * d.range(0.03, 0.06), (ww - 20) / 12, h * 0.06));
    }
    shelves.flush();
    c.poly([[x, h * 0.32], [x + ww * 0.35, h * 0.32], [x + ww * 0.1, ground - h * 0.04], [x, ground - h * 0.04]], '#ffffff', 'fill-opacity="0.18"');
  }
  c.rect(w * 0.45, h * 0.32, w * 0.1, ground - h * 0.32, '#3b3128');
  c.rect(0, ground, w, h - ground, c.linear([[0, '#a7a39c'], [1, '#7e7a73']]));
  c.focus();
  for (let i = 0; i < 3; i++) person(c, w * d.range(0.1, 0.9), h * d.range(0.94, 0.99), h * d.range(0.5, 0.58), casual(c));
};

/** A city skyline at dusk: towers with lit windows, a river with their reflections. */
export const skyline: Scene = (c) => {
  const { w, h, dice: d } = c;
  const water = h * 0.7;
  sky(c, water, [[0, '#1d2653'], [0.5, '#6b4f8a'], [0.85, '#e08a6b'], [1, '#f4c18a']]);
  for (let i = 0; i < 22; i++) {
    const bw = w * d.range(0.04, 0.09);
    const bx = w * d.range(-0.02, 1);
    const bh = h * d.range(0.15, 0.55) * (1 - Math.abs(bx / w - 0.5));
    c.rect(bx, water - bh, bw, bh, d.pick(['#1c1f33', '#23263d', '#2a2d45', '#181a2b']));
    windows(c, bx, water - bh + 4, bw, bh - 6, Math.max(2, Math.round(bw / 14)), Math.max(3, Math.round(bh / 18)), '#2b2f4a', { color: '#ffd98a', share: 0.35 });
  }
  c.rect(0, water, w, h - water, c.linear([[0, '#3b3150'], [1, '#141428']]));
  c.glow = { x: w * 0.5, y: water, radius: w * 0.7, color: [255, 170, 110], strength: 0.3 };
  const ripples = new Batch(c);
  for (let i = 0; i < 60; i++) ripples.fill('light', '#ffd98a', pathOf.rect(w * d.next(), water + (h - water) * d.next(), w * d.range(0.01, 0.04), 1.5), `fill-opacity="${d.pick(['0.25', '0.4', '0.6'])}"`);
  ripples.flush();
  c.focus();
  // The promenade's railing and lamps, near the camera.
  c.rect(0, h * 0.9, w, h * 0.1, '#0e0e18');
  c.line(0, h * 0.84, w, h * 0.86, '#2a2a3a', 4);
  c.path(Array.from({ length: 12 }, (_, i) => pathOf.line(w * (0.05 + i * 0.08), h * 0.84, w * (0.05 + i * 0.08), h * 0.9)).join(''), 'none', 'stroke="#2a2a3a" stroke-width="3"');
  for (const x of [w * 0.12, w * 0.7]) {
    c.line(x, h * 0.9, x, h * 0.55, '#1a1a26', 5);
    c.circle(x, h * 0.55, h * 0.06, c.radial([[0, '#ffe7a8', 0.9], [1, '#ffe7a8', 0]]));
  }
};
