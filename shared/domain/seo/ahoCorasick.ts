// Many words found in one pass over a text (Aho–Corasick): the detection of the keyword library
// (issue 12 §4) reads every article and product once, whatever the number of words. Written here
// rather than taken from npm: it is ~100 lines, must fold characters exactly as the library folds
// words (foldChar) with offsets kept 1:1 in UTF-16 units, and the console and server share it.

/**
 * One UTF-16 unit folded the way words are compared: compatibility-normalised (full-width "Ｓ" is
 * "s") and lower-cased, when that stays one unit; otherwise the unit itself. Folding unit by unit
 * keeps a match's offset in the folded text equal to its offset in the original.
 */
let FOLD: Uint16Array | null = null;
function foldTable(): Uint16Array {
  if (FOLD) return FOLD;
  const table = new Uint16Array(0x10000);
  for (let c = 0; c < 0x10000; c++) {
    table[c] = c;
    // Surrogates alone do not normalise; ASCII only needs lower-casing.
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const folded = String.fromCharCode(c).normalize('NFKC').toLowerCase();
    if (folded.length === 1) table[c] = folded.charCodeAt(0);
  }
  FOLD = table;
  return table;
}

export function foldChar(code: number): number {
  return foldTable()[code];
}

/** A text folded unit by unit (same length as the original). */
export function foldText(text: string): string {
  const table = foldTable();
  let out = '';
  for (let i = 0; i < text.length; i++) out += String.fromCharCode(table[text.charCodeAt(i)]);
  return out;
}

export interface AcMatch {
  /** Index of the pattern in the list the matcher was built from. */
  pattern: number;
  /** UTF-16 offset of the match's first unit in the text. */
  start: number;
  /** UTF-16 offset just past the match. */
  end: number;
}

/** A matcher built once from patterns (folded with foldText), then run over any number of texts. */
export class AhoCorasick {
  /** Transitions: node * 65536 + folded unit → node (one Map: fast and compact for thousands of words). */
  private readonly next = new Map<number, number>();
  private readonly fail: number[] = [0];
  /** Per node: the patterns ending there, its own and (through fail links) its suffixes'. */
  private readonly out: number[][] = [[]];
  private readonly lengths: number[];

  constructor(patterns: readonly string[]) {
    this.lengths = patterns.map((p) => p.length);
    const table = foldTable();
    patterns.forEach((pattern, index) => {
      if (!pattern) return;
      let node = 0;
      for (let i = 0; i < pattern.length; i++) {
        const key = node * 0x10000 + table[pattern.charCodeAt(i)];
        let child = this.next.get(key);
        if (child === undefined) {
          child = this.fail.length;
          this.fail.push(0);
          this.out.push([]);
          this.next.set(key, child);
        }
        node = child;
      }
      this.out[node].push(index);
    });
    this.link();
  }

  /** Breadth-first: each node's fail link is the longest proper suffix that is also a prefix. */
  private link(): void {
    const children = new Map<number, [number, number][]>();
    for (const [key, child] of this.next) {
      const parent = Math.floor(key / 0x10000);
      const unit = key % 0x10000;
      let list = children.get(parent);
      if (!list) children.set(parent, (list = []));
      list.push([unit, child]);
    }
    const queue: number[] = [];
    for (const [, child] of children.get(0) ?? []) queue.push(child);
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head];
      for (const [unit, child] of children.get(node) ?? []) {
        let f = this.fail[node];
        let target = this.next.get(f * 0x10000 + unit);
        while (target === undefined && f !== 0) {
          f = this.fail[f];
          target = this.next.get(f * 0x10000 + unit);
        }
        this.fail[child] = target !== undefined && target !== child ? target : 0;
        if (this.out[this.fail[child]].length) this.out[child] = [...this.out[child], ...this.out[this.fail[child]]];
        queue.push(child);
      }
    }
  }

  get size(): number {
    return this.lengths.length;
  }

  /** Every occurrence of every pattern in text (overlapping ones too), in order of their end. */
  findAll(text: string): AcMatch[] {
    const found: AcMatch[] = [];
    this.scan(text, (pattern, start, end) => found.push({ pattern, start, end }));
    return found;
  }

  /** Calls hit for each occurrence, without building a list (the detection's hot loop). */
  scan(text: string, hit: (pattern: number, start: number, end: number) => void): void {
    const table = foldTable();
    const next = this.next;
    const fail = this.fail;
    const out = this.out;
    let node = 0;
    for (let i = 0; i < text.length; i++) {
      const unit = table[text.charCodeAt(i)];
      let target = next.get(node * 0x10000 + unit);
      while (target === undefined && node !== 0) {
        node = fail[node];
        target = next.get(node * 0x10000 + unit);
      }
      node = target ?? 0;
      const ends = out[node];
      for (let k = 0; k < ends.length; k++) {
        const p = ends[k];
        hit(p, i + 1 - this.lengths[p], i + 1);
      }
    }
  }
}
