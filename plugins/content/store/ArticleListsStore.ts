// The article list of each type: filters (category, status, sort, keyword), paging, selection and
// the batch actions (publish, unpublish, no-download, remove to the recycle bin).
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ArticleListQuery, ArticleRow, ArticleSort, ArticleType } from '../../../shared/domain';
import { ListState } from '../../../shared/ui/list/ListState';
import type { ContentApi } from '../api';
import { CONTENT_API } from '../tokens';

type Filters = Pick<ArticleListQuery, 'category_id' | 'status' | 'sort'>;

export class ArticleListState {
  readonly list: ListState<ArticleRow, Filters>;
  selected: number[] = [];
  busy = false;

  constructor(
    readonly type: ArticleType,
    private readonly api: ContentApi,
  ) {
    this.list = new ListState<ArticleRow, Filters>((query) => this.api.articles({ ...query, type: this.type }));
    makeAutoObservable<ArticleListState, 'api'>(this, { api: false, type: false, list: false });
  }

  get filters(): Partial<Filters> {
    return this.list.filters;
  }

  filter(patch: Partial<Filters>) {
    this.selected = [];
    this.list.setFilters({ ...this.list.filters, ...patch });
  }

  sortBy(sort: ArticleSort) {
    this.filter({ sort });
  }

  select(ids: number[]) {
    this.selected = ids;
  }

  /** Runs a batch action on the given rows (default: the selection), then reloads. */
  async run(action: 'publish' | 'unpublish' | 'nodownload' | 'download' | 'remove', ids: number[] = this.selected): Promise<boolean> {
    if (ids.length === 0) return false;
    this.busy = true;
    try {
      if (action === 'publish' || action === 'unpublish') await this.api.setStatus(ids, action === 'publish' ? 1 : 0);
      else if (action === 'nodownload' || action === 'download') await this.api.setNoDownload(ids, action === 'nodownload');
      else await this.api.remove(ids);
      runInAction(() => {
        this.selected = [];
      });
      await this.list.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}

@injectable()
export class ArticleListsStore {
  private readonly byType = new Map<ArticleType, ArticleListState>();

  constructor(@inject(CONTENT_API) private readonly api: ContentApi) {}

  /** One list state per type, kept while the console runs (filters survive leaving the page). */
  of(type: ArticleType): ArticleListState {
    let state = this.byType.get(type);
    if (!state) {
      state = new ArticleListState(type, this.api);
      this.byType.set(type, state);
    }
    return state;
  }
}
