// The short-video plugin's calls (admin_cms/smallVideo, server/modules/short-video), plus the two
// reads of other modules its form needs: the site's article tags and, for 关联产品, the products.
import type { HttpService } from '../../kernel';
import { API, type ArticleSaveResult, type ListData, type Tag } from '../../shared/domain';
import type {
  ProductEditResult,
  ProductRow,
  VideoAccountRow,
  VideoAccountSaveRequest,
  VideoListQuery,
  VideoPlatform,
  VideoRow,
  VideoSaveRequest,
} from '../../shared/domain/product';

export interface AccountListQuery {
  page?: number;
  rows?: number;
  keyword?: string;
  platform?: VideoPlatform;
}

function compact<T extends object>(query: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}

export class ShortVideoApi {
  constructor(private readonly http: HttpService) {}

  // videos
  videos(query: VideoListQuery) {
    return this.http.call<ListData<VideoRow>>(API.smallVideoList, { query: compact(query) });
  }
  video(id: number) {
    return this.http.call<VideoRow>(API.smallVideoRow, { query: { id } });
  }
  /** Silent: the edit page shows the server's refusal (and the lock conflict) itself. */
  save(request: VideoSaveRequest) {
    return this.http.call<ArticleSaveResult>(API.smallVideoSave, { body: { ...request } }, { silent: true });
  }
  setStatus(ids: readonly number[], status: 0 | 1) {
    return this.http.call<{ updated: number }>(API.smallVideoUpDown, { body: { ids: [...ids], status } });
  }
  remove(ids: readonly number[]) {
    return this.http.call<unknown>(API.smallVideoRemove, { body: { ids: [...ids] } });
  }
  restore(ids: readonly number[]) {
    return this.http.call<unknown>(API.smallVideoRestore, { body: { ids: [...ids] } });
  }
  destroy(ids: readonly number[]) {
    return this.http.call<{ destroyed: number }>(API.smallVideoDestroy, { body: { ids: [...ids] } });
  }

  // accounts
  accounts(query: AccountListQuery) {
    return this.http.call<ListData<VideoAccountRow>>(API.smallVideoAccountList, { query: compact(query) });
  }
  /** Silent: the dialog shows the server's refusal on its form. */
  saveAccount(request: VideoAccountSaveRequest) {
    return this.http.call<VideoAccountRow>(API.smallVideoAccountSave, { body: { ...request } }, { silent: true });
  }
  /** Not silent: a refusal (该账号下还有短视频，不能删除) is shown as the server words it. */
  removeAccount(id: number) {
    return this.http.call<{ removed: number }>(API.smallVideoAccountRemove, { body: { id } });
  }
  showAccount(id: number, shown: 0 | 1) {
    return this.http.call<VideoAccountRow>(API.smallVideoAccountShow, { body: { id, shown } });
  }

  // what the form picks from: the site's article tags, and its products (关联产品)
  tags() {
    return this.http.call<ListData<Tag>>(API.tagList, { query: { page: 1, rows: 100 } });
  }
  products(keyword: string, rows = 20) {
    return this.http.call<ListData<ProductRow>>(API.goodsList, { body: compact({ page: 1, rows, keyword: keyword.trim() }) }, { silent: true });
  }
  product(id: number) {
    return this.http.call<ProductEditResult>(API.goodsEdit, { query: { id } }, { silent: true });
  }
}
