// Deterministic randomness for the seed's pictures: the same seed string draws the same picture on
// every machine and every start, so tests and screenshots are stable while no two photos repeat.
import { mulberry32 } from '../db/prng';

export interface Dice {
  /** [0, 1). */
  next(): number;
  /** [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

/** FNV-1a over the string's UTF-16 units: a 32-bit seed for mulberry32. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function dice(seed: string): Dice {
  const next = mulberry32(hash(seed));
  const range = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}
