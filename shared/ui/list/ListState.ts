// Paging, search and loading state of a server-paged list (any plugin's list store builds on it).
import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_PAGE_SIZE, type ListData } from '../../domain';

export class ListState<T, Q extends object = Record<string, never>> {
  rows: T[] = [];
  total = 0;
  page = 1;
  rowsPerPage = DEFAULT_PAGE_SIZE;
  keyword = '';
  loading = false;
  error: string | null = null;
  filters: Partial<Q> = {};
  private request = 0;

  constructor(private readonly fetch: (query: { page: number; rows: number; keyword?: string } & Partial<Q>) => Promise<ListData<T>>) {
    makeAutoObservable<ListState<T, Q>, 'fetch' | 'request'>(this, { fetch: false, request: false });
  }

  async load(): Promise<void> {
    const ticket = ++this.request;
    this.loading = true;
    this.error = null;
    try {
      const data = await this.fetch({ page: this.page, rows: this.rowsPerPage, keyword: this.keyword.trim() || undefined, ...this.filters });
      // A slower, older answer never overwrites a newer one.
      if (ticket !== this.request) return;
      runInAction(() => {
        this.rows = data.rows ?? [];
        this.total = data.total ?? 0;
        this.loading = false;
        // Deleting the last row of the last page steps back a page.
        if (this.rows.length === 0 && this.page > 1 && this.total > 0) {
          this.page = Math.max(1, Math.ceil(this.total / this.rowsPerPage));
          void this.load();
        }
      });
    } catch (error) {
      if (ticket !== this.request) return;
      runInAction(() => {
        this.loading = false;
        this.error = error instanceof Error ? error.message : String(error);
      });
    }
  }

  setPage(page: number, rowsPerPage = this.rowsPerPage) {
    this.page = page;
    this.rowsPerPage = rowsPerPage;
    void this.load();
  }

  search(keyword: string) {
    this.keyword = keyword;
    this.page = 1;
    void this.load();
  }

  /** Sets page, size, keyword and filters at once (a list restored from its page's address), then loads. */
  setQuery(query: { page: number; rowsPerPage: number; keyword: string; filters: Partial<Q> }): Promise<void> {
    this.page = query.page;
    this.rowsPerPage = query.rowsPerPage;
    this.keyword = query.keyword;
    this.filters = query.filters;
    return this.load();
  }

  setFilters(filters: Partial<Q>) {
    this.filters = filters;
    this.page = 1;
    void this.load();
  }
}
