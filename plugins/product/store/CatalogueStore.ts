// The site's product categories (one tree of at most three levels) and its product tags as the
// list page offers them: the tree beside the table (add, rename, delete — refused by the server
// while it holds products or subcategories — and drag to reorder or nest, saved whole by
// goodsType/saveAll), and the tags for the filter and the batch 设置标签 dialog.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../kernel';
import { MAX_PAGE_SIZE } from '../../../shared/domain';
import type { ProductCategory, ProductTag } from '../../../shared/domain/product';
import type { ProductApi } from '../api';
import { PRODUCT_API } from '../tokens';
import { categoryPath, findCategory, moveCategory, siblingOf, subtreeCounts, treeItems, type DropPlace } from './categoryTree';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

@injectable()
export class CatalogueStore {
  categories: ProductCategory[] = [];
  categoriesLoaded = false;
  categoriesLoading = false;
  categoriesError: string | null = null;
  /** A drag or a rename on its way to the server. */
  savingTree = false;

  /** The tags the filter and the dialogs offer (the first page; a search asks the server). */
  tags: ProductTag[] = [];
  tagsTotal = 0;

  constructor(
    @inject(PRODUCT_API) private readonly api: ProductApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    makeAutoObservable<CatalogueStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false });
  }

  /** Live products per category, its subcategories' included (what choosing it lists). */
  get counts(): Map<number, number> {
    return subtreeCounts(this.categories);
  }

  category(id: number): ProductCategory | undefined {
    return findCategory(this.categories, id);
  }

  /** "数控机床 / 折弯机" — the category with its ancestors ('' when unknown). */
  pathOf(id: number): string {
    return categoryPath(this.categories, id).join(' / ');
  }

  async loadCategories(): Promise<void> {
    this.categoriesLoading = true;
    this.categoriesError = null;
    try {
      const tree = await this.api.categories();
      runInAction(() => {
        this.categories = Array.isArray(tree) ? tree : [];
        this.categoriesLoaded = true;
      });
    } catch (error) {
      runInAction(() => {
        this.categoriesError = message(error);
      });
    } finally {
      runInAction(() => {
        this.categoriesLoading = false;
      });
    }
  }

  /** Adds (no id) or renames a category; the tree reloads on success. */
  async saveCategory(request: { id?: number; name: string; parent_id: number }): Promise<boolean> {
    const current = request.id ? this.category(request.id) : undefined;
    try {
      await this.api.saveCategory({ ...request, name: request.name.trim(), ...(current ? { sort: current.sort } : {}) });
      this.notifier.success(this.i18n.t('product.list.tree.saved'));
      await this.loadCategories();
      return true;
    } catch {
      // HttpService showed the server's reason.
      return false;
    }
  }

  /** Deletes a category after the operator confirms; the server refuses a non-empty one. */
  async removeCategory(node: Pick<ProductCategory, 'id' | 'name'>): Promise<boolean> {
    const content = this.i18n.t('product.list.tree.removeConfirm', { name: node.name });
    if (!(await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content, danger: true }))) return false;
    try {
      await this.api.removeCategory(node.id);
      this.notifier.success(this.i18n.t('product.list.tree.removed'));
      await this.loadCategories();
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Moves a category before, inside or after another (a drag). A move the rule book refuses (too
   * deep, into itself) is refused here with its message and nothing is sent; otherwise the tree
   * shows the move at once and goes back to the server's if the save is refused.
   */
  async moveCategory(dragId: number, targetId: number, place: DropPlace): Promise<boolean> {
    const moved = moveCategory(this.categories, dragId, targetId, place);
    if (!moved.ok) {
      this.notifier.warning(moved.message);
      return false;
    }
    const before = this.categories;
    this.categories = moved.tree;
    this.savingTree = true;
    try {
      await this.api.saveCategoryTree({ items: treeItems(moved.tree) });
      this.notifier.success(this.i18n.t('product.list.tree.moved'));
      return true;
    } catch {
      runInAction(() => {
        this.categories = before;
      });
      // Someone else may have changed the tree (treeStale): show the server's.
      await this.loadCategories();
      return false;
    } finally {
      runInAction(() => {
        this.savingTree = false;
      });
    }
  }

  /** 上移 / 下移: a move past the neighbouring sibling. */
  shiftCategory(id: number, step: -1 | 1): Promise<boolean> {
    const sibling = siblingOf(this.categories, id, step);
    if (!sibling) return Promise.resolve(false);
    return this.moveCategory(id, sibling.id, step < 0 ? 'before' : 'after');
  }

  /** The tags offered (the first MAX_PAGE_SIZE by the tags' order, or those matching a search). */
  async loadTags(keyword = ''): Promise<void> {
    try {
      const data = await this.api.tags({ page: 1, rows: MAX_PAGE_SIZE, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) });
      runInAction(() => {
        const rows = data.rows ?? [];
        // Keep the tags already known (a chosen one stays named while a search shows others).
        const known = new Map(this.tags.map((t) => [t.id, t]));
        for (const tag of rows) known.set(tag.id, tag);
        this.tags = keyword.trim() ? [...known.values()] : rows;
        if (!keyword.trim()) this.tagsTotal = data.total ?? rows.length;
      });
    } catch {
      // The filter keeps what it had; HttpService showed why.
    }
  }

  tagName(id: number): string | undefined {
    return this.tags.find((t) => t.id === id)?.name;
  }
}
