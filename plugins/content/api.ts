// The content plugin's calls (§7 Content).
import type { HttpService } from '../../kernel';
import {
  API,
  type AlbumDetail,
  type AlbumRow,
  type AlbumSaveRequest,
  type ArticleEditResult,
  type ArticleListQuery,
  type ArticleRow,
  type ArticleSaveRequest,
  type ArticleSaveResult,
  type ArticleType,
  type CaptureRequest,
  type Category,
  type CategorySaveRequest,
  type DraftListQuery,
  type Job,
  type JobSaveRequest,
  type ListData,
  type RecycleListQuery,
  type RevisionDetail,
  type ResumeColumn,
  type ResumeDetail,
  type ResumeRow,
  type RevisionRow,
  type Tag,
} from '../../shared/domain';
import type { ProductCategory, ProductIntoArticlesRequest, ProductIntoArticlesResult, ProductListQuery, ProductRow } from '../../shared/domain/product';

function compact<T extends object>(query: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}
const joinIds = (ids: readonly number[]) => ids.join(',');

export class ContentApi {
  constructor(private readonly http: HttpService) {}

  // articles
  articles(query: ArticleListQuery) {
    return this.http.call<ListData<ArticleRow>>(API.articleList, { query: compact(query) });
  }
  recycle(query: RecycleListQuery) {
    return this.http.call<ListData<ArticleRow>>(API.articleRecycle, { query: compact(query) });
  }
  /** The drafts of every type the caller may list (the home's 草稿文章). */
  drafts(query: DraftListQuery) {
    return this.http.call<ListData<ArticleRow>>(API.articleDrafts, { query: compact(query) });
  }
  article(id: number) {
    return this.http.call<ArticleEditResult>(API.articleEdit, { query: { id } });
  }
  save(request: ArticleSaveRequest) {
    return this.http.call<ArticleSaveResult>(API.articleSave, { body: { ...request } }, { silent: true });
  }
  remove(ids: readonly number[]) {
    return this.http.call<null>(API.articleRemove, { query: { ids: joinIds(ids) } });
  }
  restore(ids: readonly number[]) {
    return this.http.call<null>(API.articleRestore, { query: { ids: joinIds(ids) } });
  }
  destroy(ids: readonly number[]) {
    return this.http.call<null>(API.articleDestroy, { query: { ids: joinIds(ids) } });
  }
  setStatus(ids: readonly number[], status: 0 | 1) {
    return this.http.call<null>(API.articleUpDown, { body: { ids: [...ids], status } });
  }
  setNoDownload(ids: readonly number[], nodownload: boolean) {
    return this.http.call<null>(API.articleNoDownload, { body: { ids: [...ids], nodownload } });
  }
  lastAuthor() {
    return this.http.call<{ author: string }>(API.articleLastAuthor, {}, { silent: true });
  }
  history(id: number, page: number, rows: number) {
    return this.http.call<ListData<RevisionRow>>(API.articleHistory, { query: { id, page, rows } });
  }
  revision(rid: number) {
    return this.http.call<RevisionDetail>(API.articleHistoryRow, { query: { rid } });
  }
  restoreRevision(id: number, rid: number, version: number) {
    return this.http.call<ArticleSaveResult>(API.articleHistoryRestore, { body: { id, rid, version } }, { silent: true });
  }
  capture(request: CaptureRequest) {
    return this.http.call<{ id: number }>(API.articleCapture, { body: { ...request } });
  }

  // categories and tags
  categories(type: ArticleType) {
    return this.http.call<Category[]>(API.categoryList, { query: { type } });
  }
  saveCategory(request: CategorySaveRequest) {
    return this.http.call<{ id: number }>(API.categorySave, { body: { ...request } });
  }
  removeCategory(id: number) {
    return this.http.call<null>(API.categoryRemove, { query: { id } });
  }
  tags(keyword?: string) {
    return this.http.call<ListData<Tag>>(API.tagList, { query: compact({ page: 1, rows: 100, keyword }) });
  }

  // 从产品导入 (issue 11 §8): the site's products and their categories, read from the product
  // module's endpoints, and the import into drafts
  products(query: ProductListQuery) {
    return this.http.call<ListData<ProductRow>>(API.goodsList, { body: compact(query) });
  }
  productCategories() {
    return this.http.call<ProductCategory[]>(API.goodsTypeList);
  }
  /** Quiet: the dialog shows the refusal in its own place. */
  importProducts(request: ProductIntoArticlesRequest) {
    return this.http.call<ProductIntoArticlesResult>(API.articleImportFromGoods, { body: { ...request } }, { silent: true });
  }

  // albums
  albums(query: { page?: number; rows?: number; keyword?: string; category_id?: number; disabled?: boolean }) {
    return this.http.call<ListData<AlbumRow>>(API.albumList, { query: compact(query) });
  }
  album(id: number) {
    return this.http.call<AlbumDetail>(API.albumRow, { body: { id } });
  }
  saveAlbum(request: AlbumSaveRequest) {
    return this.http.call<ArticleSaveResult>(API.albumSave, { body: { ...request } }, { silent: true });
  }
  removeAlbums(ids: readonly number[]) {
    return this.http.call<null>(API.albumRemove, { query: { ids: joinIds(ids) } });
  }
  restoreAlbums(ids: readonly number[]) {
    return this.http.call<null>(API.albumRestore, { body: { ids: [...ids] } });
  }
  destroyAlbums(ids: readonly number[]) {
    return this.http.call<null>(API.albumDestroy, { query: { ids: joinIds(ids) } });
  }

  // recruitment (§7 Content, /zhContent/recruitlist, addrecruit): jobs and resumes. Booleans in
  // queries travel as true/false; ids in POST bodies as arrays, in GET queries comma-separated.
  jobs(query: JobListQuery) {
    return this.http.call<ListData<Job>>(API.jobList, { query: compact(query) });
  }
  job(id: number) {
    return this.http.call<Job | { info: Job }>(API.jobDetail, { body: { id } }).then(unwrapInfo);
  }
  jobDefaults() {
    return this.http.call<Partial<JobSaveRequest> | { info: Partial<JobSaveRequest> }>(API.jobDefaults).then(unwrapInfo);
  }
  /** Silent: the edit page shows the server's refusal itself. */
  saveJob(request: JobSaveRequest) {
    return this.http.call<{ id: number }>(API.jobSave, { body: { ...request } }, { silent: true });
  }
  setJobEnabled(id: number, enabled: boolean) {
    return this.http.call<null>(API.jobEnable, { query: { id, enabled } });
  }
  /** To the recycle bin (restore and permanent deletion live on the recycle-bin page). */
  removeJobs(ids: readonly number[]) {
    return this.http.call<null>(API.jobRemove, { body: { ids: [...ids] } });
  }
  resumeColumns() {
    return this.http.call<ResumeColumn[] | { rows: ResumeColumn[] }>(API.resumeColumns).then((data) => (Array.isArray(data) ? data : (data?.rows ?? [])));
  }
  resumes(query: ResumeListQuery) {
    return this.http.call<ListData<ResumeRow>>(API.resumeList, { query: compact(query) });
  }
  resume(id: number) {
    return this.http.call<ResumeDetail | { info: ResumeDetail }>(API.resumeDetail, { query: { id } }).then(unwrapInfo);
  }
  removeResumes(ids: readonly number[]) {
    return this.http.call<null>(API.resumeRemove, { query: { ids: joinIds(ids) } });
  }
  setResumeDealt(id: number, dealt: boolean) {
    return this.http.call<null>(API.resumeDeal, { query: { id, dealt } });
  }
}

export interface JobListQuery {
  page?: number;
  rows?: number;
  keyword?: string;
  /** true: hiring (招聘中); false: stopped; omitted: all. */
  enabled?: boolean;
}

export interface ResumeListQuery {
  page?: number;
  rows?: number;
  keyword?: string;
  job_id?: number;
  /** true: dealt with; false: not yet; omitted: all. */
  dealt?: boolean;
}

/** Some detail calls answer the record under data.info (api-facts); accept both shapes. */
function unwrapInfo<T extends object>(data: T | { info: T }): T {
  return data && typeof data === 'object' && 'info' in data && data.info && typeof data.info === 'object' ? (data.info as T) : (data as T);
}
