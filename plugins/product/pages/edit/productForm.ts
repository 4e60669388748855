// The edit page's form as the operator types it — prices, 起订量 and 排序 as text, so the rule
// book judges exactly what was typed — and its three translations: from the server's detail, to the
// rule book's input, and to goods/save's body (prices as text, custom values by slot). A stored
// draft is browser storage, not trusted input: draftValues keeps only what has the expected shape.
import {
  CUSTOM_FIELD_SLOTS,
  PRODUCT_LIMITS,
  priceText,
  type CustomFieldDef,
  type ProductDetail,
  type ProductInput,
  type ProductSaveRequest,
} from '../../../../shared/domain/product';

export interface ImageItem {
  url: string;
  alt: string;
}

/** A row of the specs table; `key` only keeps React's rows apart while they move. */
export interface SpecRow {
  key: number;
  name: string;
  value: string;
}

export interface ProductFormValues {
  name: string;
  /** 0: 未分类. */
  type_id: number;
  tag_ids: number[];
  images: ImageItem[];
  summary: string;
  content: string;
  specs: SpecRow[];
  price_sell: string;
  price_market: string;
  price_negotiable: 0 | 1;
  brand: string;
  model: string;
  origin: string;
  unit: string;
  pack: string;
  minimum: string;
  sort: string;
  recommend: 0 | 1;
  status: 0 | 1;
  related_ids: number[];
  seo_title: string;
  seo_keywords: string;
  seo_description: string;
  /** Values by slot (p_5 … p_40). */
  custom: Record<string, string>;
}

export type TextField = 'name' | 'summary' | 'price_sell' | 'price_market' | 'brand' | 'model' | 'origin' | 'unit' | 'pack' | 'minimum' | 'sort' | 'seo_title' | 'seo_keywords' | 'seo_description';

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  type_id: 0,
  tag_ids: [],
  images: [],
  summary: '',
  content: '',
  specs: [],
  price_sell: '',
  price_market: '',
  price_negotiable: 0,
  brand: '',
  model: '',
  origin: '',
  unit: '',
  pack: '',
  minimum: '1',
  sort: '0',
  recommend: 0,
  status: 1,
  related_ids: [],
  seo_title: '',
  seo_keywords: '',
  seo_description: '',
  custom: {},
};

let nextKey = 1;
export const specRow = (name = '', value = ''): SpecRow => ({ key: nextKey++, name, value });

/** The form of a stored product: fen become the text an input shows (1280000 → "12800.00"). */
export function formOf(detail: ProductDetail): ProductFormValues {
  return {
    name: detail.name,
    type_id: detail.type_id,
    tag_ids: [...detail.tag_ids],
    images: detail.images.map((i) => ({ url: i.url, alt: i.alt })),
    summary: detail.summary,
    content: detail.content,
    specs: detail.specs.map((s) => specRow(s.name, s.value)),
    price_sell: priceText(detail.price_sell),
    price_market: priceText(detail.price_market),
    price_negotiable: detail.price_negotiable,
    brand: detail.brand,
    model: detail.model,
    origin: detail.origin,
    unit: detail.unit,
    pack: detail.pack,
    minimum: String(detail.minimum),
    sort: String(detail.sort),
    recommend: detail.recommend,
    status: detail.status,
    related_ids: [...detail.related_ids],
    seo_title: detail.seo_title,
    seo_keywords: detail.seo_keywords,
    seo_description: detail.seo_description,
    custom: { ...detail.custom },
  };
}

const specsOf = (rows: SpecRow[]) => rows.map((r) => ({ name: r.name, value: r.value }));

/** What the rule book checks (validateProduct), exactly as typed. */
export function inputOf(v: ProductFormValues, id: number | undefined): ProductInput {
  return {
    ...(id !== undefined ? { id } : {}),
    name: v.name,
    type_id: v.type_id,
    tag_ids: v.tag_ids,
    images: v.images,
    summary: v.summary,
    content: v.content,
    specs: specsOf(v.specs),
    price_sell: v.price_sell,
    price_market: v.price_market,
    price_negotiable: v.price_negotiable,
    brand: v.brand,
    model: v.model,
    origin: v.origin,
    unit: v.unit,
    pack: v.pack,
    minimum: v.minimum.trim(),
    sort: v.sort.trim(),
    recommend: v.recommend,
    related_ids: v.related_ids,
    seo_title: v.seo_title,
    seo_keywords: v.seo_keywords,
    seo_description: v.seo_description,
    custom: v.custom,
  };
}

/**
 * goods/save's body: prices as the trimmed text typed (the server parses them by the same rule),
 * 起订量 and 排序 as numbers (empty: the server's default), and a value for each of the site's
 * fields by its slot — values of slots no field holds any more are not sent.
 */
export function requestOf(v: ProductFormValues, fields: readonly CustomFieldDef[], lock: { id?: number; version?: number }): ProductSaveRequest {
  const minimum = v.minimum.trim();
  const sort = v.sort.trim();
  return {
    ...(lock.id !== undefined ? { id: lock.id, version: lock.version } : {}),
    name: v.name.trim(),
    type_id: v.type_id,
    tag_ids: [...v.tag_ids],
    images: v.images.map((i) => ({ url: i.url, alt: i.alt.trim() })),
    summary: v.summary,
    content: v.content,
    specs: specsOf(v.specs).map((s) => ({ name: s.name.trim(), value: s.value.trim() })),
    price_sell: v.price_sell.trim(),
    price_market: v.price_market.trim(),
    price_negotiable: v.price_negotiable,
    brand: v.brand,
    model: v.model,
    origin: v.origin,
    unit: v.unit,
    pack: v.pack,
    ...(minimum ? { minimum: Number(minimum) } : {}),
    ...(sort ? { sort: Number(sort) } : {}),
    recommend: v.recommend,
    status: v.status,
    related_ids: [...v.related_ids],
    seo_title: v.seo_title,
    seo_keywords: v.seo_keywords,
    seo_description: v.seo_description,
    custom: Object.fromEntries(fields.map((f) => [f.slot, (v.custom[f.slot] ?? '').trim()])),
  };
}

/** What an autosaved draft holds: the form without the rows' keys. */
export type ProductDraft = Omit<ProductFormValues, 'specs'> & { specs: { name: string; value: string }[] };

export function draftOf(v: ProductFormValues): ProductDraft {
  return { ...v, specs: specsOf(v.specs) };
}

const isText = (x: unknown): x is string => typeof x === 'string';
const isFlag = (x: unknown): x is 0 | 1 => x === 0 || x === 1;
const isId = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) > 0;
const TEXT_KEYS: TextField[] = ['name', 'summary', 'price_sell', 'price_market', 'brand', 'model', 'origin', 'unit', 'pack', 'minimum', 'sort', 'seo_title', 'seo_keywords', 'seo_description'];

/** The form fields a stored draft gives back, each only when it has the form's type. */
export function draftValues(raw: unknown): Partial<ProductFormValues> {
  if (!raw || typeof raw !== 'object') return {};
  const d = raw as Record<string, unknown>;
  const out: Partial<ProductFormValues> = {};
  for (const key of TEXT_KEYS) if (isText(d[key])) out[key] = d[key] as string;
  if (isText(d.content)) out.content = d.content;
  if (Number.isSafeInteger(d.type_id) && (d.type_id as number) >= 0) out.type_id = d.type_id as number;
  for (const key of ['price_negotiable', 'recommend', 'status'] as const) if (isFlag(d[key])) out[key] = d[key];
  for (const key of ['tag_ids', 'related_ids'] as const) {
    const list = d[key];
    if (Array.isArray(list) && list.every(isId)) out[key] = [...list];
  }
  if (Array.isArray(d.images)) {
    out.images = d.images
      .filter((i): i is ImageItem => !!i && typeof i === 'object' && isText((i as ImageItem).url) && isText((i as ImageItem).alt ?? ''))
      .slice(0, PRODUCT_LIMITS.images)
      .map((i) => ({ url: i.url, alt: i.alt ?? '' }));
  }
  if (Array.isArray(d.specs)) {
    out.specs = d.specs
      .filter((s): s is { name: string; value: string } => !!s && typeof s === 'object' && isText((s as SpecRow).name) && isText((s as SpecRow).value))
      .slice(0, PRODUCT_LIMITS.specs)
      .map((s) => specRow(s.name, s.value));
  }
  if (d.custom && typeof d.custom === 'object' && !Array.isArray(d.custom)) {
    out.custom = Object.fromEntries(Object.entries(d.custom as Record<string, unknown>).filter(([slot, value]) => CUSTOM_FIELD_SLOTS.includes(slot) && isText(value))) as Record<string, string>;
  }
  return out;
}
