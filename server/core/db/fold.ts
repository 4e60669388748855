// Case folding for searches, the same on SQLite and PostgreSQL. A search compares
// console_fold(column) with the folded keyword: console_fold is JavaScript's toLowerCase on SQLite
// (a function the connection registers, db/connect.ts) and ICU's root-locale lower() on PostgreSQL
// (migration 007), which agree (É → é, final Σ → ς, İ → i̇). SQLite's own lower() folds ASCII only
// and PostgreSQL's depends on the database's locale, so neither is used for searching.
import { sql, type RawBuilder } from 'kysely';

export const FOLD_FUNCTION = 'console_fold';

export function foldCase(text: string): string {
  return text.toLowerCase();
}

/** A LIKE pattern matching `text` anywhere, its %, _ and \ taken literally (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `console_fold(column) LIKE %keyword%`, the keyword folded the same way. */
export function foldedContains(column: string, keyword: string): RawBuilder<boolean> {
  return sql<boolean>`console_fold(${sql.ref(column)}) like ${containsPattern(foldCase(keyword))} escape '\\'`;
}

/** `console_fold(expression) LIKE %keyword%`, for a computed value (a JSON field of a message). */
export function foldedContainsExpr(expression: RawBuilder<unknown>, keyword: string): RawBuilder<boolean> {
  return sql<boolean>`console_fold(${expression}) like ${containsPattern(foldCase(keyword))} escape '\\'`;
}

const WORD_CHAR = /^[\p{L}\p{N}]$/u;

function pairs(chars: string[]): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) {
    if (WORD_CHAR.test(chars[i]) && WORD_CHAR.test(chars[i + 1])) out.add(chars[i] + chars[i + 1]);
  }
  return [...out];
}

/**
 * The distinct character bigrams of a text (case-folded) made of letters and digits only: what
 * article_terms holds for a title. Pairs with a space or punctuation are left out (nobody searches
 * for "（第"); a keyword made only of those, or of one character, is matched without the index.
 */
export function bigrams(text: string): string[] {
  return pairs(Array.from(foldCase(text)));
}

/** The bigrams written before migration 007 (ASCII folding only), to find the titles to re-index. */
export function legacyBigrams(text: string): string[] {
  return pairs(Array.from(text.replace(/[A-Z]/g, (c) => c.toLowerCase())));
}
