// The short videos' tab of the site's recycle bin (/zhRecycle/index), beside the articles: the same
// calls as the video list's own 回收站 tab.
import type { RecycleBinSource } from '../../../kernel';
import { ShortVideoApi } from '../api';

const videoBin: RecycleBinSource = {
  async list(http, query) {
    const data = await new ShortVideoApi(http).videos({ ...query, disabled: true });
    return { total: data.total, rows: data.rows.map((r) => ({ id: r.id, title: r.title, updated_at: r.updated_at })) };
  },
  restore: (http, ids) => new ShortVideoApi(http).restore(ids),
  destroy: (http, ids) => new ShortVideoApi(http).destroy(ids),
};

export default videoBin;
