// The content contract (§7 Content, api-facts): articles of six types, categories, tags, albums,
// revisions, capture, jobs and resumes, and the image library with its watermark.
import type { ArticleType, WatermarkPosition } from '../content';
import type { ListData } from './envelope';

export interface Paged {
  page?: number;
  rows?: number;
}

export type ArticleSort = 'updated_desc' | 'created_desc' | 'sort_asc' | 'title_asc';

export interface ArticleListQuery extends Paged {
  type: ArticleType;
  /** false: the live list; true: the recycle bin (api-facts). */
  disabled?: boolean;
  category_id?: number;
  status?: 0 | 1;
  keyword?: string;
  tag_id?: number;
  sort?: ArticleSort;
}

/** Recycle bin across article types (type omitted). */
export interface RecycleListQuery extends Paged {
  keyword?: string;
}

/** article/drafts: the drafts (status 0, not removed) of every type the caller may list, newest change first. */
export interface DraftListQuery extends Paged {
  keyword?: string;
}

export interface ArticleRow {
  id: number;
  type: ArticleType;
  title: string;
  category_id: number;
  category_name: string;
  status: 0 | 1;
  sort: number;
  author: string;
  img: string;
  nodownload: boolean;
  tag_ids: number[];
  version: number;
  created_at: number;
  updated_at: number;
}

export interface ArticleDetail extends ArticleRow {
  summary: string;
  /** Sanitised HTML. */
  content: string;
  seo_title: string;
  seo_keywords: string;
  seo_description: string;
  /** Download articles: the file offered. */
  attachment_url: string;
  attachment_name: string;
  /** Video articles: the video address. */
  video_url: string;
  /** Download articles: 下载权限 (§3 download power). */
  download_power: 'all' | 'member';
  /** Download articles, 仅会员: the lowest rank level (0 = any member). */
  download_min_level: number;
}

/** edit?id= answers the record under data.info (api-facts). */
export interface ArticleEditResult {
  info: ArticleDetail;
}

export interface ArticleSaveRequest {
  id?: number;
  /** Required with id: the version the editor started from (optimistic lock). */
  version?: number;
  type: ArticleType;
  category_id: number;
  title: string;
  summary: string;
  content: string;
  img: string;
  author: string;
  sort: number;
  status: 0 | 1;
  seo_title: string;
  seo_keywords: string;
  seo_description: string;
  tag_ids: number[];
  attachment_url: string;
  attachment_name: string;
  video_url: string;
  /** Download articles (type 4): 下载权限; others ignore it. Unsent: kept as it is (a new article: all). */
  download_power?: 'all' | 'member';
  download_min_level?: number;
}

export interface ArticleSaveResult {
  id: number;
  version: number;
}

/** 409 answer of a save that lost the race: who saved in between, and when. */
export interface LockConflict {
  currentVersion: number;
  updatedBy: string;
  updated_at: number;
}

export interface IdsRequest {
  /** Comma-separated ids in GET queries (api-facts); arrays in bodies. */
  ids: number[];
}

export interface UpDownRequest {
  ids: number[];
  status: 0 | 1;
}

export interface NoDownloadRequest {
  ids: number[];
  nodownload: boolean;
}

export interface RevisionRow {
  rid: number;
  article_id: number;
  version: number;
  title: string;
  editor: string;
  created_at: number;
}

export interface RevisionDetail extends RevisionRow {
  article: Omit<ArticleDetail, 'id' | 'version' | 'created_at' | 'updated_at' | 'category_name' | 'nodownload' | 'download_power' | 'download_min_level'>;
}

export interface RevisionRestoreRequest {
  id: number;
  rid: number;
  /** The article's current version (the restore is a save). */
  version: number;
}

export interface CaptureRequest {
  url: string;
  type: ArticleType;
  category_id: number;
}

export interface Category {
  id: number;
  name: string;
  parent_id: number;
  type: ArticleType;
  sort: number;
  article_count: number;
  children: Category[];
}

export interface CategorySaveRequest {
  id?: number;
  name: string;
  parent_id: number;
  type: ArticleType;
  sort: number;
}

export interface Tag {
  id: number;
  name: string;
  article_count: number;
  show: boolean;
  sort: number;
  created_at: number;
}

export interface TagSaveRequest {
  id?: number;
  name: string;
  show: boolean;
  sort: number;
}

export interface AlbumPhoto {
  url: string;
  title: string;
}

export interface AlbumRow {
  id: number;
  title: string;
  category_id: number;
  cover: string;
  photo_count: number;
  status: 0 | 1;
  version: number;
  updated_at: number;
}

export interface AlbumDetail extends AlbumRow {
  summary: string;
  photos: AlbumPhoto[];
}

export interface AlbumSaveRequest {
  id?: number;
  version?: number;
  title: string;
  category_id: number;
  cover: string;
  summary: string;
  status: 0 | 1;
  photos: AlbumPhoto[];
}

export interface Job {
  id: number;
  title: string;
  department: string;
  place: string;
  number: number;
  salary: string;
  education: string;
  experience: string;
  /** Sanitised HTML. */
  content: string;
  enabled: boolean;
  end_date: string;
  resume_count: number;
  created_at: number;
  updated_at: number;
}

export type JobSaveRequest = Omit<Job, 'id' | 'resume_count' | 'created_at' | 'updated_at'> & { id?: number };

export interface ResumeColumn {
  name: string;
  title: string;
}

export interface ResumeRow {
  id: number;
  job_id: number;
  job_title: string;
  name: string;
  phone: string;
  email: string;
  dealt: boolean;
  created_at: number;
}

export interface ResumeDetail extends ResumeRow {
  fields: { name: string; title: string; value: string }[];
}

export interface ImageRow {
  id: number;
  name: string;
  url: string;
  thumb_url: string;
  mime: string;
  kind: 'image' | 'file';
  width: number;
  height: number;
  size: number;
  dir_id: number;
  created_at: number;
}

export interface ImageListQuery extends Paged {
  dir_id?: number;
  keyword?: string;
  /** FILE_TYPE: 1 images only, 9 any file (§9 default 9). */
  file_type?: 1 | 9;
}

export interface ImageFolder {
  id: number;
  name: string;
  parent_id: number;
  children: ImageFolder[];
}

export interface WatermarkSettings {
  enabled: boolean;
  type: 'text' | 'image';
  text: string;
  font_size: number;
  color: string;
  image_id: number | null;
  position: WatermarkPosition;
  /** 0 (invisible) to 100 (opaque). */
  opacity: number;
}

export type ArticleList = ListData<ArticleRow>;
