// /zhProduct/tag: the site's product tags — search and paging, add and edit (the server decides
// uniqueness: 标签已存在 comes back to the dialog), deletion (confirmed, saying how many products
// lose the tag), their order (drag or 上移/下移, saved whole by goodsTag/sort) and a tag's products.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../kernel';
import { MAX_PAGE_SIZE } from '../../../shared/domain';
import type { ProductRow, ProductTag, ProductTagSaveRequest } from '../../../shared/domain/product';
import { ListState } from '../../../shared/ui/list/ListState';
import type { ProductApi } from '../api';
import { PRODUCT_API } from '../tokens';

export type TagSaveOutcome = { ok: true; id: number } | { ok: false; message: string };

/** `ids` with `moving` taken out and put where `target` was (after it when moving down). */
export function reorder(ids: readonly number[], moving: number, target: number): number[] {
  const from = ids.indexOf(moving);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const rest = ids.filter((id) => id !== moving);
  rest.splice(to, 0, moving);
  return rest;
}

@injectable()
export class ProductTagsStore {
  readonly list: ListState<ProductTag>;
  saving = false;
  /** A removal or a reorder on its way. */
  busy = false;
  /** The tag whose products the drawer shows. */
  productsOf: ProductTag | null = null;
  readonly products: ListState<ProductRow>;

  constructor(
    @inject(PRODUCT_API) private readonly api: ProductApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.list = new ListState<ProductTag>((query) => this.api.tags(query));
    this.products = new ListState<ProductRow>((query) => (this.productsOf ? this.api.tagProducts(this.productsOf.id, query.page, query.rows) : Promise.resolve({ rows: [], total: 0 })));
    makeAutoObservable<ProductTagsStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false, list: false, products: false });
  }

  private t(key: string, params?: Record<string, string | number>) {
    return this.i18n.t(`product.list.tags.${key}`, params);
  }

  /** Adds (no id) or updates a tag; the refusal's words go back to the dialog. */
  async save(request: ProductTagSaveRequest): Promise<TagSaveOutcome> {
    if (this.saving) return { ok: false, message: '' };
    this.saving = true;
    try {
      const { id } = await this.api.saveTag({ ...request, name: request.name.trim() });
      this.notifier.success(this.t('saved'));
      await this.list.load();
      return { ok: true, id: id ?? request.id ?? 0 };
    } catch (error) {
      // HttpService showed it too.
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** Deletes a tag after the operator confirms (the products keep existing, without it). */
  async remove(tag: ProductTag): Promise<boolean> {
    const content = tag.product_count > 0 ? this.t('removeConfirmLinked', { name: tag.name, count: tag.product_count }) : this.t('removeConfirm', { name: tag.name });
    if (!(await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content, danger: true }))) return false;
    this.busy = true;
    try {
      await this.api.removeTag(tag.id);
      this.notifier.success(this.t('removed'));
      if (this.productsOf?.id === tag.id) this.closeProducts();
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

  /** Every tag id in the tags' order (matching a keyword when given), read page by page. */
  private async allIds(keyword?: string): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const data = await this.api.tags({ page, rows: MAX_PAGE_SIZE, ...(keyword ? { keyword } : {}) });
      ids.push(...(data.rows ?? []).map((t) => t.id));
      if ((data.rows ?? []).length < MAX_PAGE_SIZE || ids.length >= (data.total ?? 0)) return ids;
    }
  }

  /** Puts `moving` where `target` is (a drag onto another row); the whole order is saved. */
  async moveTo(moving: number, target: number): Promise<boolean> {
    if (moving === target || this.busy) return false;
    this.busy = true;
    try {
      const order = reorder(await this.allIds(), moving, target);
      await this.api.sortTags(order);
      this.notifier.success(this.t('sorted'));
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

  /** 上移 / 下移: past the tag before or after it in the list as shown (searched or not). */
  async shift(tag: ProductTag, step: -1 | 1): Promise<boolean> {
    if (this.busy) return false;
    const keyword = this.list.keyword.trim();
    let neighbour: number | undefined;
    const index = this.list.rows.findIndex((t) => t.id === tag.id);
    neighbour = this.list.rows[index + step]?.id;
    if (neighbour === undefined) {
      // At the page's edge: the neighbour is on the page before or after.
      try {
        const shown = await this.allIds(keyword || undefined);
        neighbour = shown[shown.indexOf(tag.id) + step];
      } catch {
        return false;
      }
    }
    if (neighbour === undefined) return false;
    return this.moveTo(tag.id, neighbour);
  }

  /** Whether the tag is first (step -1) or last (step 1) of the whole list as shown. */
  atEdge(tag: ProductTag, step: -1 | 1): boolean {
    const index = this.list.rows.findIndex((t) => t.id === tag.id);
    const position = (this.list.page - 1) * this.list.rowsPerPage + index;
    return step < 0 ? position <= 0 : position >= this.list.total - 1;
  }

  openProducts(tag: ProductTag) {
    this.productsOf = tag;
    this.products.setPage(1);
  }

  closeProducts() {
    this.productsOf = null;
  }
}
