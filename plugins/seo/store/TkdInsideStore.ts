// TkdInsideStore: 站内TKD — the paged list of one kind of record with its filter, the inline edit
// of a record's own fields (under its version), 一键提取 for one record and, as a background task,
// for all with empty fields.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type HttpService } from '../../../kernel';
import type { Tkd, TkdInsideFilter, TkdInsideRow, TkdRecordKind } from '../../../shared/domain';
import { TkdApi } from '../api/tkd';

@injectable()
export class TkdInsideStore {
  kind: TkdRecordKind = 'article';
  filter: TkdInsideFilter = 'all';
  keyword = '';
  page = 1;
  rows = 20;
  list: TkdInsideRow[] = [];
  total = 0;
  loading = false;
  error: string | null = null;
  /** The extraction task this page started (shown on the page while it runs). */
  extractTaskId: number | null = null;
  private readonly api: TkdApi;

  constructor(@inject(TOKENS.http) http: HttpService) {
    this.api = new TkdApi(http);
    makeAutoObservable<TkdInsideStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const res = await this.api.inside({ kind: this.kind, filter: this.filter, keyword: this.keyword || undefined, page: this.page, rows: this.rows });
      runInAction(() => {
        this.list = res.rows;
        this.total = res.total;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => { this.error = (error as Error).message; });
    } finally {
      runInAction(() => { this.loading = false; });
    }
  }

  /** Opened from an address (检测报告's 去修改 of a category): a kind's tab searched for a name, all filters off. */
  openAt(kind: TkdRecordKind, keyword: string): Promise<void> { this.kind = kind; this.filter = 'all'; this.keyword = keyword.trim(); this.page = 1; return this.load(); }
  setKind(kind: TkdRecordKind): Promise<void> { this.kind = kind; this.page = 1; return this.load(); }
  setFilter(filter: TkdInsideFilter): Promise<void> { this.filter = filter; this.page = 1; return this.load(); }
  search(keyword: string): Promise<void> { this.keyword = keyword.trim(); this.page = 1; return this.load(); }
  setPage(page: number, rows: number): Promise<void> { this.page = page; this.rows = rows; return this.load(); }

  private replace(row: TkdInsideRow): void {
    this.list = this.list.map((r) => (r.id === row.id ? row : r));
  }

  async save(row: TkdInsideRow, own: Tkd): Promise<boolean> {
    try {
      const saved = await this.api.saveInside({ kind: row.kind, id: row.id, version: row.version, ...own });
      runInAction(() => this.replace(saved));
      return true;
    } catch {
      return false;
    }
  }

  async extract(row: TkdInsideRow): Promise<boolean> {
    try {
      const saved = await this.api.extract(row.kind, row.id, row.version);
      runInAction(() => this.replace(saved));
      return true;
    } catch {
      return false;
    }
  }

  async extractAll(): Promise<boolean> {
    try {
      const { taskId } = await this.api.extractAll(this.kind);
      runInAction(() => { this.extractTaskId = taskId; });
      return true;
    } catch {
      return false;
    }
  }
}
