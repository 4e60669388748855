// The content plugin's tabs of the site's recycle bin: articles of every type, albums and jobs.
// The bin's page (pages/RecycleBinPage.tsx) lists every plugin's tabs alike (kernel recycleBins).
import type { HttpService, RecycleBinSource } from '../../../kernel';
import { API, type ListData } from '../../../shared/domain';
import { ContentApi } from '../api';

interface Removed {
  id: number;
  title: string;
  updated_at: number;
}

export const articleBin: RecycleBinSource = {
  async list(http, query) {
    const data = await new ContentApi(http).recycle(query);
    // The type's name comes from the content plugin's strings, which are loaded with this module.
    return { total: data.total, rows: data.rows.map((r) => ({ id: r.id, title: r.title, label: `content.types.${r.type}`, updated_at: r.updated_at })) };
  },
  restore: (http, ids) => new ContentApi(http).restore(ids),
  destroy: (http, ids) => new ContentApi(http).destroy(ids),
};

export const albumBin: RecycleBinSource = {
  async list(http, query) {
    const data = await new ContentApi(http).albums({ ...query, disabled: true });
    return { total: data.total, rows: data.rows.map((r) => ({ id: r.id, title: r.title, updated_at: r.updated_at })) };
  },
  restore: (http, ids) => new ContentApi(http).restoreAlbums(ids),
  destroy: (http, ids) => new ContentApi(http).destroyAlbums(ids),
};

export const jobBin: RecycleBinSource = {
  async list(http: HttpService, query) {
    const data = await http.call<ListData<Removed>>(API.jobRecycle, { body: { page: query.page, rows: query.rows } });
    return { total: data.total, rows: data.rows.map((r) => ({ id: r.id, title: r.title, updated_at: r.updated_at })) };
  },
  restore: (http, ids) => http.call(API.jobRestore, { body: { ids } }),
  destroy: (http, ids) => http.call(API.jobDestroy, { body: { ids } }),
};
