// Product history (issue 11 §7): every save keeps a revision (the saved fields, prices in fen); the
// history pages list them and compare one with the product as it is now, field by field. Which
// fields differ is decided here, once, for the compare page and its tests.
import type { ProductImage, ProductSpec } from './validateProduct';

/** What a revision keeps of a product (server/modules/product: snapshotOf). Prices are whole fen. */
export interface ProductSnapshot {
  type_id: number;
  name: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
  images: Required<ProductImage>[];
  specs: ProductSpec[];
  price_sell: number | null;
  price_market: number | null;
  price_negotiable: 0 | 1;
  brand: string;
  model: string;
  origin: string;
  unit: string;
  pack: string;
  minimum: number;
  sort: number;
  recommend: 0 | 1;
  status: 0 | 1;
  related_ids: number[];
  tag_ids: number[];
  seo_title: string;
  seo_keywords: string;
  seo_description: string;
  /** Values by slot (p_5 … p_40); empty ones left out. */
  custom: Record<string, string>;
}

/** The compared fields, in the order the compare page shows them. */
export const HISTORY_FIELDS = [
  'name', 'type_id', 'price_sell', 'price_market', 'price_negotiable', 'specs', 'images', 'tag_ids', 'custom', 'summary', 'content',
  'brand', 'model', 'origin', 'unit', 'pack', 'minimum', 'sort', 'recommend', 'status', 'related_ids', 'seo_title', 'seo_keywords', 'seo_description',
] as const satisfies readonly (keyof ProductSnapshot)[];
export type HistoryField = (typeof HISTORY_FIELDS)[number];

/** Lists whose order carries no meaning (a product's tags, its related products). */
const SETS: readonly HistoryField[] = ['tag_ids', 'related_ids'];

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => JSON.stringify(x) === JSON.stringify(b[i]));
const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The custom slots whose values differ (an empty value and no value are the same). */
export function changedCustomSlots(a: Record<string, string>, b: Record<string, string>): string[] {
  const slots = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...slots].filter((slot) => (a[slot] ?? '') !== (b[slot] ?? '')).sort((x, y) => Number(x.slice(2)) - Number(y.slice(2)));
}

/**
 * The words of a description, a line per block: what the history compares and shows of it (the
 * editor rewrites markup it did not change, so markup alone is no change an operator would see).
 */
export function descriptionText(html: string): string {
  return html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<br\s*\/?>|<\/(p|div|li|h\d|tr|blockquote)>/gi, '\n').replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n');
}

/** The fields in which two snapshots differ, in HISTORY_FIELDS order. */
export function changedFields(a: ProductSnapshot, b: ProductSnapshot): HistoryField[] {
  return HISTORY_FIELDS.filter((field) => {
    if (field === 'custom') return changedCustomSlots(a.custom, b.custom).length > 0;
    if (field === 'content') return descriptionText(a.content) !== descriptionText(b.content);
    const x = a[field];
    const y = b[field];
    if (SETS.includes(field)) return !sameSet(x as number[], y as number[]);
    if (Array.isArray(x) && Array.isArray(y)) return !sameList(x, y);
    return x !== y;
  });
}

/** A snapshot as stored, made whole: a field an older revision lacks reads as empty. */
export function snapshotFrom(value: unknown): ProductSnapshot {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<Record<keyof ProductSnapshot, unknown>>;
  const text = (x: unknown) => (typeof x === 'string' ? x : '');
  const int = (x: unknown, fallback: number) => (typeof x === 'number' && Number.isSafeInteger(x) ? x : fallback);
  const fen = (x: unknown) => (typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 ? x : null);
  const flag = (x: unknown): 0 | 1 => (x === 1 ? 1 : 0);
  const ids = (x: unknown) => (Array.isArray(x) ? x.filter((n): n is number => Number.isSafeInteger(n) && n > 0) : []);
  const objects = (x: unknown) => (Array.isArray(x) ? x.filter((o): o is Record<string, unknown> => !!o && typeof o === 'object') : []);
  const custom = v.custom && typeof v.custom === 'object' ? (v.custom as Record<string, unknown>) : {};
  return {
    type_id: int(v.type_id, 0), name: text(v.name), summary: text(v.summary), content: text(v.content),
    images: objects(v.images).filter((i) => typeof i.url === 'string').map((i) => ({ url: String(i.url), alt: text(i.alt) })),
    specs: objects(v.specs).filter((s) => typeof s.name === 'string').map((s) => ({ name: String(s.name), value: text(s.value) })),
    price_sell: fen(v.price_sell), price_market: fen(v.price_market), price_negotiable: flag(v.price_negotiable),
    brand: text(v.brand), model: text(v.model), origin: text(v.origin), unit: text(v.unit), pack: text(v.pack),
    minimum: int(v.minimum, 1), sort: int(v.sort, 0), recommend: flag(v.recommend), status: v.status === 0 ? 0 : 1,
    related_ids: ids(v.related_ids), tag_ids: ids(v.tag_ids),
    seo_title: text(v.seo_title), seo_keywords: text(v.seo_keywords), seo_description: text(v.seo_description),
    custom: Object.fromEntries(Object.entries(custom).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')),
  };
}

export const HISTORY_MSG = {
  /** Restoring a revision whose category was deleted since. */
  categoryGone: '该版本所属的产品分类已被删除，不能恢复；请先编辑产品选择其他分类',
} as const;

// --- wire shapes (goods/historyList, historyInfo, historyRestore) --------------------------------------

/** A row of goods/historyList: one save of the product. */
export interface ProductRevisionRow {
  rid: number;
  product_id: number;
  /** The product's version this save produced. */
  version: number;
  name: string;
  /** Nickname of the account that saved, or ''. */
  editor: string;
  created_at: number;
}

/** goods/historyInfo?id=&rid=: the revision beside the product as it is now. */
export interface ProductRevisionDetail extends ProductRevisionRow {
  revision: ProductSnapshot;
  current: ProductSnapshot & { version: number; disabled: 0 | 1 };
  /** Names of the categories, tags and products either side refers to that still exist. */
  categories: Record<string, string>;
  tags: Record<string, string>;
  products: Record<string, string>;
  /** The site's custom fields now (a slot without one shows as the slot). */
  fields: { slot: string; name: string; kind: string }[];
}

/** POST goods/historyRestore. */
export interface ProductRevisionRestoreRequest {
  id: number;
  rid: number;
  /** The product's current version (the restore is a save, lock-checked). */
  version: number;
}
