// The product list of one page: the view its address describes (tab, keyword, filters, order,
// page), paged by the server (goods/getlist), the selection and what is done to it — 上架/下架,
// 移动到分类, 设置标签, 移到回收站; in the recycle bin 恢复 and 彻底删除 — and the row's own
// controls: the status switch and the inline sort value. Each page makes its own (one per open
// page tab); what it shows lives in the address.
import { makeAutoObservable, runInAction } from 'mobx';
import type { I18nService, Notifier } from '../../../kernel';
import type { ProductListQuery, ProductRow } from '../../../shared/domain/product';
import { ListState } from '../../../shared/ui/list/ListState';
import type { ProductApi } from '../api';
import type { CatalogueStore } from './CatalogueStore';
import { DEFAULT_VIEW, listViewSearch, type ProductListFilters, type ProductListView } from './listView';

export type ProductAction = 'up' | 'down' | 'remove' | 'restore' | 'destroy';

type ListFilters = ProductListFilters & Pick<ProductListQuery, 'disabled'>;

const DONE: Record<ProductAction, string> = { up: 'upDone', down: 'downDone', remove: 'removed', restore: 'restored', destroy: 'destroyed' };

export class ProductListStore {
  readonly list: ListState<ProductRow, ListFilters>;
  view: ProductListView = DEFAULT_VIEW;
  /** Whether the list has answered once (before: a skeleton, not an empty state). */
  loaded = false;
  selected: number[] = [];
  busy = false;
  /** Rows whose switch or sort value is on its way to the server. */
  saving = new Set<number>();
  private shown: string | null = null;

  constructor(
    private readonly api: ProductApi,
    private readonly catalogue: CatalogueStore,
    private readonly notifier: Notifier,
    private readonly i18n: I18nService,
  ) {
    this.list = new ListState<ProductRow, ListFilters>((query) => this.api.list(query));
    makeAutoObservable<ProductListStore, 'api' | 'catalogue' | 'notifier' | 'i18n' | 'shown'>(this, { api: false, catalogue: false, notifier: false, i18n: false, list: false, shown: false });
  }

  get live(): boolean {
    return this.view.tab === 'live';
  }

  /** Shows a view (from the address); the same view again changes nothing. */
  async show(view: ProductListView): Promise<void> {
    const key = listViewSearch(view);
    if (key === this.shown) return;
    this.shown = key;
    this.view = view;
    this.selected = [];
    await this.list.setQuery({
      page: view.page,
      rowsPerPage: view.rows,
      keyword: view.keyword,
      filters: view.tab === 'bin' ? { disabled: true } : view.filters,
    });
    this.settle();
  }

  /** Reloads what is shown (after an action, or the error's 重试). */
  async reload(): Promise<void> {
    await this.list.load();
    this.settle();
  }

  /** After an answer: a page past the end (its last rows removed) stepped back; the view follows. */
  private settle() {
    this.loaded = true;
    if (this.list.page !== this.view.page) {
      this.view = { ...this.view, page: this.list.page };
      this.shown = listViewSearch(this.view);
    }
  }

  select(ids: number[]) {
    this.selected = ids;
  }

  private t(key: string, params?: Record<string, string | number>) {
    return this.i18n.t(`product.list.${key}`, params);
  }

  /**
   * Runs an action on the given products (default: the selection). Removal and 彻底删除 ask
   * first; a refusal (a restored name now taken: 产品名称已存在) is shown as the server words it.
   */
  async run(action: ProductAction, ids: number[] = this.selected): Promise<boolean> {
    if (ids.length === 0 || this.busy) return false;
    if (action === 'remove' || action === 'destroy') {
      const content = this.t(action === 'remove' ? 'removeConfirm' : 'destroyConfirm', { count: ids.length });
      if (!(await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content, danger: true }))) return false;
    }
    return this.batch(DONE[action], ids, () => {
      if (action === 'up' || action === 'down') return this.api.setStatus(ids, action === 'up' ? 1 : 0);
      if (action === 'remove') return this.api.remove(ids);
      if (action === 'restore') return this.api.restore(ids);
      return this.api.destroy(ids);
    }, action !== 'up' && action !== 'down');
  }

  /** 移动到分类 (0: 未分类). */
  move(typeId: number, ids: number[] = this.selected): Promise<boolean> {
    return this.batch('moved', ids, () => this.api.move(ids, typeId), true);
  }

  /** 设置标签: added to each product's, or replacing them. */
  setTags(tagIds: number[], mode: 'add' | 'replace', ids: number[] = this.selected): Promise<boolean> {
    return this.batch('tagged', ids, () => this.api.setTags(ids, tagIds, mode), false);
  }

  private async batch(done: string, ids: number[], call: () => Promise<unknown>, countsChange: boolean): Promise<boolean> {
    if (ids.length === 0 || this.busy) return false;
    this.busy = true;
    try {
      await call();
      runInAction(() => {
        this.selected = this.selected.filter((id) => !ids.includes(id));
      });
      this.notifier.success(this.t(done));
      // The tree's counts follow products moving, leaving or coming back.
      await Promise.all([this.reload(), countsChange ? this.catalogue.loadCategories() : undefined]);
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

  /** The row's 上架/下架 switch: shown at once, put back if the server refuses. */
  async setStatus(row: ProductRow, status: 0 | 1): Promise<boolean> {
    if (this.saving.has(row.id) || row.status === status) return false;
    const before = row.status;
    this.saving.add(row.id);
    this.patch(row.id, { status });
    try {
      await this.api.setStatus([row.id], status);
      this.notifier.success(this.t(status === 1 ? 'upDone' : 'downDone'));
      return true;
    } catch {
      runInAction(() => this.patch(row.id, { status: before }));
      return false;
    } finally {
      runInAction(() => this.saving.delete(row.id));
    }
  }

  /**
   * The inline sort value (smaller first). Under the 排序 order the rows are re-read, since the
   * product may now belong elsewhere on the page or on another page.
   */
  async setSort(row: ProductRow, sort: number): Promise<boolean> {
    if (this.saving.has(row.id) || row.sort === sort) return false;
    const before = row.sort;
    this.saving.add(row.id);
    this.patch(row.id, { sort });
    try {
      await this.api.setSort(row.id, sort);
      this.notifier.success(this.t('sortSaved'));
      if ((this.view.filters.sort ?? 'sort_asc') === 'sort_asc') await this.reload();
      return true;
    } catch {
      runInAction(() => this.patch(row.id, { sort: before }));
      return false;
    } finally {
      runInAction(() => this.saving.delete(row.id));
    }
  }

  private patch(id: number, patch: Partial<ProductRow>) {
    const row = this.list.rows.find((r) => r.id === id);
    if (row) Object.assign(row, patch);
  }
}
