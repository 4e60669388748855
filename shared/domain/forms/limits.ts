// Length limits of input-type items (§5): minimum 1–99, maximum 1–100, defaults 1 and 100. A
// minimum that is not below the maximum resets to its lower bound, a maximum that is not above
// the minimum resets to 100, each with the §5 warning. A required item's minimum is at least 1.
import { INPUT_LENGTH_LIMITS as L } from '../constants';
import { FORM_MSG } from './messages';

export interface Limits {
  min: number;
  max: number;
}

export interface LimitOutcome extends Limits {
  /** The §5 warning to show when a value was reset. */
  warning?: string;
}

/** §5 number input: empty becomes 0, whole numbers only, clamped to [low, high]; junk reverts. */
export function clampWhole(raw: string | number | null | undefined, low: number, high: number, previous: number): number {
  if (raw === null || raw === undefined || raw === '') return Math.min(Math.max(0, low), high);
  const text = String(raw).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return previous;
  const value = Math.trunc(Number(text));
  return Math.min(Math.max(value, low), high);
}

export function changeMin(raw: string | number | null | undefined, current: Limits, require = false): LimitOutcome {
  const low = require ? Math.max(1, L.minLow) : L.minLow;
  const min = clampWhole(raw, low, L.minHigh, current.min);
  if (min >= current.max) return { min: low, max: current.max, warning: FORM_MSG.minOutOfRange(low, current.max) };
  return { min, max: current.max };
}

export function changeMax(raw: string | number | null | undefined, current: Limits): LimitOutcome {
  const max = clampWhole(raw, L.maxLow, L.maxHigh, current.max);
  if (max <= current.min) return { min: current.min, max: L.maxHigh, warning: FORM_MSG.maxOutOfRange(current.min, L.maxHigh) };
  return { min: current.min, max };
}

/** What the server (and the save button) checks: both in range and min below max. */
export function limitsProblem(limits: Limits, require = false): string | null {
  const low = require ? Math.max(1, L.minLow) : L.minLow;
  if (!Number.isInteger(limits.min) || limits.min < low || limits.min > L.minHigh || limits.min >= limits.max) return FORM_MSG.minOutOfRange(low, Math.min(limits.max, L.maxHigh));
  if (!Number.isInteger(limits.max) || limits.max < L.maxLow || limits.max > L.maxHigh) return FORM_MSG.maxOutOfRange(limits.min, L.maxHigh);
  return null;
}
