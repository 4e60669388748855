// The products' tab of the site's recycle bin (/zhRecycle/index), beside the articles: the same
// calls as the product list's own 回收站 tab.
import type { RecycleBinSource } from '../../../kernel';
import { ProductApi } from '../api';

const productBin: RecycleBinSource = {
  async list(http, query) {
    const data = await new ProductApi(http).list({ ...query, disabled: true });
    return { total: data.total, rows: data.rows.map((r) => ({ id: r.id, title: r.name, updated_at: r.updated_at })) };
  },
  restore: (http, ids) => new ProductApi(http).restore(ids),
  destroy: (http, ids) => new ProductApi(http).destroy(ids),
};

export default productBin;
