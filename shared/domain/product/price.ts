// Prices (issue 11 §3–4): typed as text, stored as whole fen, shown with §9's money format.
// 0 – 99,999,999.99 with at most two decimals; anything else (1e309, -1, 1.234, "12,8") is refused
// with one message, in the browser as typed and again on the server.
import { formatMoney } from '../constants';

/** The largest price, in fen: 99,999,999.99. */
export const MAX_PRICE_FEN = 9_999_999_999;

const PRICE_TEXT = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

export type PriceParse = { ok: true; fen: number | null } | { ok: false };

/**
 * The fen a typed price means; `fen: null` for an empty price. A number from JSON is read by its
 * shortest decimal form, so 1.234 and 1e309 (Infinity) fail as their text would.
 */
export function parsePrice(value: unknown): PriceParse {
  if (value === null || value === undefined) return { ok: true, fen: null };
  if (typeof value === 'number' && !Number.isFinite(value)) return { ok: false };
  if (typeof value !== 'string' && typeof value !== 'number') return { ok: false };
  const text = String(value).trim();
  if (text === '') return { ok: true, fen: null };
  const match = PRICE_TEXT.exec(text);
  if (!match) return { ok: false };
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fen <= MAX_PRICE_FEN ? { ok: true, fen } : { ok: false };
}

/** The text an input shows for stored fen: 1280000 → "12800.00"; null → "". */
export function priceText(fen: number | null | undefined): string {
  if (fen === null || fen === undefined) return '';
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** The list's price cell: ¥12,800.00, or 面议 when negotiable or unpriced. */
export function formatPrice(fen: number | null | undefined, negotiable = false): string {
  if (negotiable || fen === null || fen === undefined) return '面议';
  return `¥${formatMoney(fen / 100)}`;
}
