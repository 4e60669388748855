// The product plugin's calls (§7 goods; admin_cms/goods, goodsType, goodsTag, goodsField).
import type { HttpService } from '../../kernel';
import { API, type ArticleType, type Category, type Keyword, type ListData } from '../../shared/domain';
import type {
  ProductCaptureResult,
  ProductCategory,
  ProductCategorySaveRequest,
  ProductCategoryTreeRequest,
  ProductEditResult,
  ProductField,
  ProductIntoArticlesRequest,
  ProductIntoArticlesResult,
  ProductFieldSaveRequest,
  ProductListQuery,
  ProductNameCheck,
  ProductRevisionDetail,
  ProductRevisionRow,
  ProductRow,
  ProductSaveRequest,
  ProductSaveResult,
  ProductTag,
  ProductTagSaveRequest,
} from '../../shared/domain/product';

/** Leaves out what the user did not set, so the server's defaults apply. */
function compact<T extends object>(query: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}

export class ProductApi {
  constructor(private readonly http: HttpService) {}

  // products
  list(query: ProductListQuery) {
    return this.http.call<ListData<ProductRow>>(API.goodsList, { body: compact(query) });
  }
  edit(id: number) {
    return this.http.call<ProductEditResult>(API.goodsEdit, { query: { id } }).then((r) => r.info);
  }
  save(request: ProductSaveRequest) {
    return this.http.call<ProductSaveResult>(API.goodsSave, { body: { ...request } });
  }
  /** Whether another live product of the site has the name (quiet: the form shows the answer). */
  checkName(name: string, id?: number) {
    return this.http.call<ProductNameCheck>(API.goodsCheckName, { query: compact({ name, id }) }, { silent: true });
  }
  remove(ids: readonly number[]) {
    return this.http.call<null>(API.goodsRemove, { body: { ids: [...ids] } });
  }
  restore(ids: readonly number[]) {
    return this.http.call<null>(API.goodsRestore, { body: { ids: [...ids] } });
  }
  destroy(ids: readonly number[]) {
    return this.http.call<null>(API.goodsDestroy, { body: { ids: [...ids] } });
  }
  /** 上架 (1) or 下架 (0) many. */
  setStatus(ids: readonly number[], status: 0 | 1) {
    return this.http.call<null>(API.goodsUpDown, { body: { ids: [...ids], status } });
  }
  setSort(id: number, sort: number) {
    return this.http.call<null>(API.goodsSetSort, { body: { id, sort } });
  }
  move(ids: readonly number[], typeId: number) {
    return this.http.call<null>(API.goodsMove, { body: { ids: [...ids], type_id: typeId } });
  }
  setTags(ids: readonly number[], tagIds: readonly number[], mode: 'add' | 'replace') {
    return this.http.call<null>(API.goodsSetTags, { body: { ids: [...ids], tag_ids: [...tagIds], mode } });
  }

  // categories (a tree of at most three levels)
  categories() {
    return this.http.call<ProductCategory[]>(API.goodsTypeList);
  }
  category(id: number) {
    return this.http.call<ProductCategory>(API.goodsTypeEdit, { query: { id } });
  }
  saveCategory(request: ProductCategorySaveRequest) {
    return this.http.call<{ id: number }>(API.goodsTypeSave, { body: { ...request } });
  }
  saveCategoryTree(request: ProductCategoryTreeRequest) {
    return this.http.call<null>(API.goodsTypeSaveAll, { body: { ...request } });
  }
  removeCategory(id: number) {
    return this.http.call<null>(API.goodsTypeRemove, { query: { id } });
  }

  // tags (apart from article tags)
  tags(query: { page?: number; rows?: number; keyword?: string } = {}) {
    return this.http.call<ListData<ProductTag>>(API.goodsTagList, { query: compact(query) });
  }
  saveTag(request: ProductTagSaveRequest) {
    return this.http.call<{ id: number }>(API.goodsTagSave, { body: { ...request } });
  }
  /** The tags in their new order. */
  sortTags(ids: readonly number[]) {
    return this.http.call<null>(API.goodsTagSort, { body: { ids: [...ids] } });
  }
  removeTag(id: number) {
    return this.http.call<null>(API.goodsTagRemove, { query: { id } });
  }
  tagProducts(id: number, page: number, rows: number) {
    return this.http.call<ListData<ProductRow>>(API.goodsTagProducts, { query: { id, page, rows } });
  }

  // custom fields (p_5 … p_40)
  fields() {
    return this.http.call<ProductField[]>(API.goodsFieldList);
  }
  saveField(request: ProductFieldSaveRequest) {
    return this.http.call<{ id: number; slot: string }>(API.goodsFieldSave, { body: { ...request } });
  }
  removeField(id: number) {
    return this.http.call<null>(API.goodsFieldRemove, { query: { id } });
  }

  // the site's recommended keywords (§7 admin/keyword), offered by the edit page's 推荐关键词 picker
  /** Quiet: without the recommend_keyword key the picker is simply not offered. */
  keywords(query: { keyword?: string; rows?: number } = {}) {
    return this.http.call<ListData<Keyword>>(API.keywordList, { body: compact({ page: 1, ...query }) }, { silent: true });
  }

  // 导入到文章 (issue 11 §8): the content categories of an article type, and the import itself
  articleCategories(type: ArticleType) {
    return this.http.call<Category[]>(API.categoryList, { query: { type } });
  }
  /** Quiet: the dialog shows the refusal in its own place. */
  intoArticles(request: ProductIntoArticlesRequest) {
    return this.http.call<ProductIntoArticlesResult>(API.articleImportFromGoods, { body: { ...request } }, { silent: true });
  }

  // capture (started as a task through the kernel's TaskService: API.goodsCapture) and history
  /** Each address of a capture task with its outcome so far. */
  captureResult(taskId: number) {
    return this.http.call<ProductCaptureResult>(API.goodsCaptureResult, { query: { id: taskId } });
  }
  history(id: number, page: number, rows: number) {
    return this.http.call<ListData<ProductRevisionRow>>(API.goodsHistory, { query: { id, page, rows } });
  }
  revision(id: number, rid: number) {
    return this.http.call<ProductRevisionDetail>(API.goodsHistoryInfo, { query: { id, rid } });
  }
  /** Quiet: the compare page words the lock conflict itself. */
  restoreRevision(id: number, rid: number, version: number) {
    return this.http.call<ProductSaveResult>(API.goodsHistoryRestore, { body: { id, rid, version } }, { silent: true });
  }
}
