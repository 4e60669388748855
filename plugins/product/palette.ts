// The command palette's product search: the recently changed products (or those whose name, model
// or brand matches), each opening its edit page. Loaded only when the palette first searches.
import type { RecordSource } from '../../kernel';
import { API, type ListData } from '../../shared/domain';
import type { ProductRow } from '../../shared/domain/product';

const ROWS = 8;

const searchProducts: RecordSource = async (query, { http, signal }) => {
  const body = { page: 1, rows: ROWS, sort: 'updated_desc', ...(query ? { keyword: query } : {}) };
  const data = await http.call<ListData<ProductRow>>(API.goodsList, { body }, { signal, silent: true });
  return (data.rows ?? []).map((row) => ({ title: row.name, path: `/zhProduct/add?id=${row.id}`, kind: 'product.palette.products' }));
};

export default searchProducts;
