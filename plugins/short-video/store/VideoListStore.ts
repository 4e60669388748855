// /zhSmallVideo/samll_video_list: the live list (keyword, account, status and 旧版/新版 filters,
// paging, selection, batch 上架/下架 and removal to the recycle bin) and the recycle bin (restore,
// 彻底删除). Kept while the console runs, so filters and the tab survive leaving the page.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { VideoAccountRow, VideoListQuery, VideoRow } from '../../../shared/domain/product';
import { ListState } from '../../../shared/ui/list/ListState';
import type { ShortVideoApi } from '../api';
import { SHORT_VIDEO_API } from '../tokens';

export type VideoTab = 'live' | 'bin';
export type VideoFilters = Pick<VideoListQuery, 'account_id' | 'status' | 'legacy'>;
export type VideoAction = 'up' | 'down' | 'remove' | 'restore' | 'destroy';

/** How many accounts the filter and the form offer (a site has a handful). */
const ACCOUNT_CHOICES = 100;

@injectable()
export class VideoListStore {
  readonly live: ListState<VideoRow, VideoFilters>;
  readonly bin: ListState<VideoRow>;
  tab: VideoTab = 'live';
  selected: number[] = [];
  busy = false;
  accounts: VideoAccountRow[] = [];

  constructor(@inject(SHORT_VIDEO_API) private readonly api: ShortVideoApi) {
    this.live = new ListState<VideoRow, VideoFilters>((query) => this.api.videos(query));
    this.bin = new ListState<VideoRow>((query) => this.api.videos({ ...query, disabled: true }));
    makeAutoObservable<VideoListStore, 'api'>(this, { api: false, live: false, bin: false });
  }

  get list(): ListState<VideoRow, VideoFilters> | ListState<VideoRow> {
    return this.tab === 'live' ? this.live : this.bin;
  }

  /** Switches tab and refreshes it (the other tab's actions may have changed it). */
  setTab(tab: VideoTab) {
    this.tab = tab;
    this.selected = [];
    void this.list.load();
  }

  filter(patch: Partial<VideoFilters>) {
    this.selected = [];
    this.live.setFilters({ ...this.live.filters, ...patch });
  }

  /** The live list of one account's videos (from the accounts page). */
  showAccount(accountId: number) {
    this.tab = 'live';
    this.filter({ account_id: accountId });
  }

  select(ids: number[]) {
    this.selected = ids;
  }

  async loadAccounts(): Promise<void> {
    try {
      const data = await this.api.accounts({ page: 1, rows: ACCOUNT_CHOICES });
      runInAction(() => {
        this.accounts = data.rows ?? [];
      });
    } catch {
      // The filter keeps what it had; HttpService showed why.
    }
  }

  /** Runs an action on the given videos (default: the selection), then reloads the tab. */
  async run(action: VideoAction, ids: number[] = this.selected): Promise<boolean> {
    if (ids.length === 0 || this.busy) return false;
    this.busy = true;
    try {
      if (action === 'up' || action === 'down') await this.api.setStatus(ids, action === 'up' ? 1 : 0);
      else if (action === 'remove') await this.api.remove(ids);
      else if (action === 'restore') await this.api.restore(ids);
      else await this.api.destroy(ids);
      runInAction(() => {
        this.selected = this.selected.filter((id) => !ids.includes(id));
      });
      await this.list.load();
      return true;
    } catch {
      // HttpService showed the server's message.
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
