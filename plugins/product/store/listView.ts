// What the product list shows — tab, keyword, filters, order, page — as the page's address reads it
// (/zhProduct/list?category=6&status=1&min=100&page=2), so a reload or a shared link opens the same
// list. Values the address cannot mean (a price parsePrice refuses, an unknown order) are dropped.
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../../../shared/domain';
import { parsePrice, type ProductListQuery, type ProductSort } from '../../../shared/domain/product';

export type ProductListTab = 'live' | 'bin';

export type ProductListFilters = Pick<ProductListQuery, 'type_id' | 'status' | 'tag_id' | 'price_min' | 'price_max' | 'sort'>;

export interface ProductListView {
  tab: ProductListTab;
  keyword: string;
  page: number;
  rows: number;
  /** The live tab's filters (the recycle bin has only the keyword). */
  filters: ProductListFilters;
}

export const PRODUCT_SORTS: readonly ProductSort[] = ['sort_asc', 'updated_desc', 'created_desc'];
export const PAGE_SIZES = [10, 20, 50, MAX_PAGE_SIZE] as const;

export const DEFAULT_VIEW: ProductListView = { tab: 'live', keyword: '', page: 1, rows: DEFAULT_PAGE_SIZE, filters: {} };

const positive = (text: string | null, max = Number.MAX_SAFE_INTEGER): number | undefined => {
  if (text === null || !/^\d{1,15}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= max ? n : undefined;
};
const flag = (text: string | null): 0 | 1 | undefined => (text === '1' ? 1 : text === '0' ? 0 : undefined);
const price = (text: string | null): string | undefined => {
  if (text === null || text.trim() === '') return undefined;
  const parsed = parsePrice(text);
  return parsed.ok && parsed.fen !== null ? text.trim() : undefined;
};

export function parseListView(search: string | URLSearchParams): ProductListView {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const tab: ProductListTab = q.get('tab') === 'bin' ? 'bin' : 'live';
  const rows = positive(q.get('rows'), MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE;
  const sort = q.get('sort') as ProductSort | null;
  const filters: ProductListFilters =
    tab === 'bin'
      ? {}
      : {
          type_id: positive(q.get('category')),
          status: flag(q.get('status')),
          tag_id: positive(q.get('tag')),
          price_min: price(q.get('min')),
          price_max: price(q.get('max')),
          sort: sort && PRODUCT_SORTS.includes(sort) && sort !== 'sort_asc' ? sort : undefined,
        };
  return {
    tab,
    keyword: (q.get('keyword') ?? '').trim().slice(0, 100),
    page: positive(q.get('page'), 100_000) ?? 1,
    rows: (PAGE_SIZES as readonly number[]).includes(rows) ? rows : DEFAULT_PAGE_SIZE,
    filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as ProductListFilters,
  };
}

/** The address's query for a view ('' for the default list); defaults are left out. */
export function listViewSearch(view: ProductListView): string {
  const q = new URLSearchParams();
  if (view.tab === 'bin') q.set('tab', 'bin');
  if (view.keyword.trim()) q.set('keyword', view.keyword.trim());
  const f = view.tab === 'bin' ? {} : view.filters;
  if (f.type_id !== undefined) q.set('category', String(f.type_id));
  if (f.status !== undefined) q.set('status', String(f.status));
  if (f.tag_id !== undefined) q.set('tag', String(f.tag_id));
  if (f.price_min) q.set('min', f.price_min);
  if (f.price_max) q.set('max', f.price_max);
  if (f.sort && f.sort !== 'sort_asc') q.set('sort', f.sort);
  if (view.page > 1) q.set('page', String(view.page));
  if (view.rows !== DEFAULT_PAGE_SIZE) q.set('rows', String(view.rows));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** Whether the live list is narrowed by anything (an empty answer then means "no match"). */
export function isFiltered(view: ProductListView): boolean {
  const { sort: _sort, ...narrowing } = view.filters;
  return view.keyword.trim() !== '' || Object.values(narrowing).some((v) => v !== undefined);
}
