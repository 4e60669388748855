// 导入到文章 from the product list (issue 11 §8): the selected products, the article type (only
// the types whose list key the user holds), a content category of that type, then the server's
// answer — how many drafts were made, how many products were skipped as imported before, and the
// drafts themselves. One store per opening of the dialog.
import { makeAutoObservable, runInAction } from 'mobx';
import type { PermissionService } from '../../../../kernel';
import { articleTypeInfo, type ArticleType, type Category } from '../../../../shared/domain';
import { INTO_ARTICLE_TYPES, type ProductIntoArticlesResult } from '../../../../shared/domain/product';
import type { ProductApi } from '../../api';

export class IntoArticlesStore {
  ids: number[] = [];
  type: ArticleType | null = null;
  categoryId = 0;
  categories: Category[] = [];
  categoriesLoading = false;
  busy = false;
  /** The server's refusal, in its words. */
  error: string | null = null;
  result: ProductIntoArticlesResult | null = null;
  /** The type the result's drafts are of (the choice may change after). */
  resultType: ArticleType | null = null;
  private categoryTicket = 0;

  constructor(
    private readonly api: ProductApi,
    private readonly permission: PermissionService,
  ) {
    makeAutoObservable<IntoArticlesStore, 'api' | 'permission' | 'categoryTicket'>(this, { api: false, permission: false, categoryTicket: false });
  }

  /** The types a product may become that this user may list (the server asks for the same key). */
  get types(): ArticleType[] {
    return INTO_ARTICLE_TYPES.filter((t) => {
      const info = articleTypeInfo(t);
      return !!info && this.permission.has(info.permission);
    });
  }

  get canSubmit(): boolean {
    return this.ids.length > 0 && this.type !== null && !this.busy;
  }

  /** Starts over for these products, with the first type offered. */
  open(ids: readonly number[]): void {
    this.ids = [...ids];
    this.result = null;
    this.resultType = null;
    this.error = null;
    this.busy = false;
    this.chooseType(this.types[0] ?? null);
  }

  chooseType(type: ArticleType | null): void {
    this.type = type;
    this.categoryId = 0;
    this.categories = [];
    this.error = null;
    if (type !== null) void this.loadCategories(type);
  }

  chooseCategory(id: number): void {
    this.categoryId = id;
  }

  private async loadCategories(type: ArticleType): Promise<void> {
    const ticket = ++this.categoryTicket;
    this.categoriesLoading = true;
    try {
      const tree = await this.api.articleCategories(type);
      if (ticket === this.categoryTicket) runInAction(() => (this.categories = tree));
    } catch {
      // Without its categories the import still works, into 未分类.
    } finally {
      if (ticket === this.categoryTicket) runInAction(() => (this.categoriesLoading = false));
    }
  }

  /** Imports; true when the server answered (the result is shown in place of the form). */
  async submit(): Promise<boolean> {
    const type = this.type;
    if (!this.canSubmit || type === null) return false;
    this.busy = true;
    this.error = null;
    try {
      const result = await this.api.intoArticles({ ids: this.ids, type, category_id: this.categoryId });
      runInAction(() => {
        this.result = result;
        this.resultType = type;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.error = error instanceof Error ? error.message : String(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
