// 从产品导入 on an article list (issue 11 §8): the site's products as goods/getlist pages them
// (keyword, product category with its subcategories via goodsType/getlist, paging), a selection
// that is kept across pages and searches, the article category of the list's type, then the import
// and the server's answer. One store per opening of the dialog.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ArticleType } from '../../../../shared/domain';
import { INTO_ARTICLES_MAX, type ProductCategory, type ProductIntoArticlesResult, type ProductRow } from '../../../../shared/domain/product';
import { ListState } from '../../../../shared/ui/list/ListState';
import type { ContentApi } from '../../api';

type Filters = { type_id: number };

export class FromProductsStore {
  readonly list: ListState<ProductRow, Filters>;
  type: ArticleType = 1;
  /** The chosen products, on whichever page they were chosen: id → name. */
  selected = new Map<number, string>();
  productCategories: ProductCategory[] = [];
  /** The article category the drafts go into (0: none). */
  categoryId = 0;
  busy = false;
  /** The server's refusal, in its words. */
  error: string | null = null;
  result: ProductIntoArticlesResult | null = null;

  constructor(private readonly api: ContentApi) {
    this.list = new ListState<ProductRow, Filters>((query) => this.api.products(query));
    makeAutoObservable<FromProductsStore, 'api'>(this, { api: false, list: false });
  }

  get selectedIds(): number[] {
    return [...this.selected.keys()];
  }

  get tooMany(): boolean {
    return this.selected.size > INTO_ARTICLES_MAX;
  }

  get canSubmit(): boolean {
    return this.selected.size > 0 && !this.tooMany && !this.busy;
  }

  /** Starts over for an article type: the first page of every product, nothing chosen. */
  open(type: ArticleType): Promise<void> {
    this.type = type;
    this.selected = new Map();
    this.categoryId = 0;
    this.error = null;
    this.result = null;
    this.busy = false;
    void this.loadProductCategories();
    return this.list.setQuery({ page: 1, rowsPerPage: this.list.rowsPerPage, keyword: '', filters: {} });
  }

  private async loadProductCategories(): Promise<void> {
    try {
      const tree = await this.api.productCategories();
      runInAction(() => (this.productCategories = tree));
    } catch {
      // The filter is then offered without categories; the list itself still works.
    }
  }

  search(keyword: string): void {
    this.list.search(keyword);
  }

  /** A product category (its subcategories' products too), or undefined for all. */
  filterCategory(typeId: number | undefined): void {
    this.list.setFilters(typeId === undefined ? {} : { type_id: typeId });
  }

  /**
   * The table's selection: the keys it holds (those of other pages are kept as they are). A name
   * comes from the rows shown, or from when it was chosen.
   */
  select(ids: readonly number[]): void {
    const names = new Map(this.list.rows.map((r) => [r.id, r.name]));
    this.selected = new Map(ids.map((id) => [id, names.get(id) ?? this.selected.get(id) ?? String(id)]));
    this.error = null;
  }

  unselect(id: number): void {
    const next = new Map(this.selected);
    next.delete(id);
    this.selected = next;
  }

  chooseCategory(id: number): void {
    this.categoryId = id;
  }

  /** Imports the chosen products; true when the server answered (the result replaces the form). */
  async submit(): Promise<boolean> {
    if (!this.canSubmit) return false;
    this.busy = true;
    this.error = null;
    try {
      const result = await this.api.importProducts({ ids: this.selectedIds, type: this.type, category_id: this.categoryId });
      runInAction(() => (this.result = result));
      return true;
    } catch (error) {
      runInAction(() => (this.error = error instanceof Error ? error.message : String(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
