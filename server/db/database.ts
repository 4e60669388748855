// Typed shape of every table, for Kysely. Times are integers (milliseconds since the epoch, except
// sys_end_time and domain expiry, which the site-builder contract gives in seconds); flags are 0/1
// integers so the same schema works on SQLite and PostgreSQL.
import type { Generated } from 'kysely';
import type { TaskState } from '../../shared/domain/api/tasks';

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  logo_url: string;
  /** 0 or null: contact support for foreign sites; 1: show a buy link (§6). */
  agent_type: number | null;
  buy_url: string;
  created_at: number;
}

export interface AccountsTable {
  id: Generated<number>;
  company_id: number;
  login_name: string;
  password_hash: string;
  nick_name: string;
  avatar_url: string;
  login_biz_type: 'operation' | 'customer';
  is_competition: number;
  /** demonstrationTag: demonstration accounts cannot create sites. */
  is_demo: number;
  is_dcl: number;
  sequence: string;
  /** JSON array of granted §6 keys (normalised with expandGrants when read). */
  permissions: string;
  last_login_at: number | null;
  /** The site the account last switched to; a new session starts there. */
  last_site_id: number | null;
  created_at: number;
}

export interface SitesTable {
  /** twebId. */
  id: Generated<number>;
  company_id: number;
  site_name: string;
  site_type: 'zh' | 'en' | 'ydyl' | 'xcx' | 'shop';
  lang: string;
  /** 'xys' responsive, 'yxx' marketing. */
  all_type: string;
  /** -1 marks a free site. */
  product_record_id: number;
  inline: number;
  /** Seconds since the epoch. */
  sys_end_time: number;
  sys_version: number;
  theme_name: string;
  is_new_xys: number;
  is_dcl: number;
  road_type: number;
  trans_role: number;
  open_first_url: string;
  open_third_url: string;
  /** The language the console currently edits (setSiteParams). */
  language_type: string;
  created_at: number;
}

export interface SiteLanguagesTable {
  id: Generated<number>;
  site_id: number;
  lang: string;
  name: string;
}

export interface SiteDomainsTable {
  id: Generated<number>;
  site_id: number;
  domain: string;
  /** Seconds since the epoch, like sys_end_time. */
  expire_at: number;
}

export interface EntitlementsTable {
  /** ProductRecordID. */
  id: Generated<number>;
  company_id: number;
  service_code: 'pc' | 'en';
  name: string;
  /** The site that consumed it; null while unused. */
  site_id: number | null;
  created_at: number;
}

export interface SessionsTable {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  account_id: number;
  site_id: number | null;
  ip: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface MessagesTable {
  id: Generated<number>;
  account_id: number;
  title: string;
  content: string;
  add_date: number;
  read_status: number;
}

export interface StatsDailyTable {
  id: Generated<number>;
  site_id: number;
  /** YYYY-MM-DD (server local time). */
  date: string;
  pv: number;
  uv: number;
  ip: number;
}

export interface StatsHourlyTable {
  id: Generated<number>;
  site_id: number;
  date: string;
  hour: number;
  pv: number;
  uv: number;
  ip: number;
}

export interface StatsPagesTable {
  id: Generated<number>;
  site_id: number;
  url: string;
  title: string;
  pv: number;
}

export interface ArticlesTable {
  id: Generated<number>;
  site_id: number;
  category_id: number;
  title: string;
  summary: string;
  content: string;
  img: string;
  author: string;
  /** 1 news, 2 help, 3 case, 4 download, 5 album, 11 video. */
  type: number;
  sort: number;
  /** 1 = in the recycle bin. */
  disabled: number;
  /** 1 published, 0 draft. */
  status: number;
  seo_title: string;
  seo_keywords: string;
  seo_description: string;
  /** Comma-separated tag ids. */
  tag_ids: string;
  /** Optimistic lock: every save increments it. */
  version: number;
  created_at: number;
  updated_at: number;
  // --- 004_content ---
  /** Download articles: the file offered (http(s) or site-relative). */
  attachment_url: Generated<string>;
  attachment_name: Generated<string>;
  /** Video articles: the video address. */
  video_url: Generated<string>;
  /** Download articles: 1 = downloads switched off. */
  nodownload: Generated<number>;
  /** accounts.id of the last save (no foreign key; null for rows older than 004). */
  updated_by: number | null;
}

export type OpResult = 'ok' | 'failed' | 'refused';

export interface OpLogsTable {
  id: Generated<number>;
  account_id: number | null;
  site_id: number | null;
  action: string;
  method: string;
  path: string;
  ip: string;
  result: OpResult;
  code: number;
  detail: string;
  created_at: number;
  // --- 007_hardening ---
  /** Calls this row stands for (refused anonymous calls are folded per address and minute). */
  count: Generated<number>;
  /** Set on folded rows only: what identifies their address and minute (unique). */
  agg_key: string | null;
}

/** Login attempts per throttled key (services/loginThrottle.ts). */
export interface LoginThrottleTable {
  key: string;
  attempts: number;
  window_start: number;
  blocked_until: number;
  lockouts: number;
  updated_at: number;
}

/** SEO settings of a site (one row per site, created on first save). */
export interface SiteSeoTable {
  site_id: number;
  sitemap_auto: number;
  sitemap_changefreq: string;
  sitemap_priority: string;
  sitemap_generated_at: number | null;
  /** JSON array of the addresses in the last generated sitemap. */
  sitemap_urls: string;
  robots_txt: string;
  updated_at: number;
}

/** A lead form (§3) of a site. */
export interface FormsTable {
  id: Generated<number>;
  site_id: number;
  /** Chinese-site or foreign defaults (en for en/ydyl sites). */
  variant: 'zh' | 'en';
  title: string;
  /** JSON text of LeadFormFields (contentList and button settings), as checkLeadForm normalised it. */
  fields: string;
  /** 1: visitors can open and submit it. */
  published: number;
  created_at: number;
  updated_at: number;
}

/** A data form (§3, the responsive-site "xys" forms) of a site. */
export interface DataFormsTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  /** JSON text of DataFormItem[] (every item named, new-item ids dropped). */
  fields: string;
  created_at: number;
  updated_at: number;
  /** 1: visitors can open and submit it (007_hardening; lead forms have had it from the start). */
  published: Generated<number>;
}

/** A visitor's submission: a lead-form message or a data-form record (kind says which form table). */
export interface FormMessagesTable {
  id: Generated<number>;
  site_id: number;
  /** forms.id when kind is 'lead', data_forms.id when 'data'. */
  form_id: number;
  kind: 'lead' | 'data';
  /** JSON text of the checked values by item name (plain text, never HTML-interpreted). */
  values: string;
  /** The values' text, lower-cased, one per line: what the keyword filter matches (not the JSON keys). */
  search_text: string;
  read_status: number;
  ip: string;
  user_agent: string;
  created_at: number;
}

/** A folder of a site's image library (parent_id 0: top level). */
export interface ImageFoldersTable {
  id: Generated<number>;
  site_id: number;
  parent_id: number;
  name: string;
  created_at: number;
  updated_at: number;
}

/** A file of a site's image library: an image (width, height, thumbnail) or a document. */
export interface ImagesTable {
  id: Generated<number>;
  site_id: number;
  /** image_folders.id, or 0 for the root. */
  dir_id: number;
  /** Display name (the uploader's file name, renamable); never part of a path. */
  name: string;
  /** name lower-cased: what the keyword filter matches. */
  name_search: string;
  /** "<site>/<yyyy-mm>/<32 hex>.<ext>" under DATA_DIR/uploads. */
  stored_name: string;
  url: string;
  thumb_url: string;
  /** Detected from the content, never the declared type. */
  mime: string;
  kind: 'image' | 'file';
  width: number;
  height: number;
  size: number;
  created_at: number;
}

/** A site's watermark (one row per site, created on first save). */
export interface WatermarksTable {
  site_id: number;
  /** JSON text of WatermarkSettings. */
  settings: string;
  updated_at: number;
}

// --- content (004_content) ------------------------------------------------------------------------

/** An article category: a tree per site and article type (parent_id 0: top level). */
export interface CategoriesTable {
  id: Generated<number>;
  site_id: number;
  /** ArticleType (5 also holds the albums' categories). */
  type: number;
  parent_id: number;
  name: string;
  sort: number;
  created_at: number;
  updated_at: number;
}

/** A site's tag; the name is unique per site. */
export interface TagsTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  show: number;
  sort: number;
  created_at: number;
}

/** Article ↔ tag links (the source of an article's tag_ids; articles.tag_ids is no longer kept). */
export interface ArticleTagsTable {
  id: Generated<number>;
  article_id: number;
  tag_id: number;
}

/** Title search index: one row per distinct character bigram of an article's title (services/content.ts). */
export interface ArticleTermsTable {
  id: Generated<number>;
  site_id: number;
  term: string;
  article_id: number;
}

/** One row per article save: the saved fields as JSON (RevisionDetail.article). */
export interface ArticleRevisionsTable {
  id: Generated<number>;
  article_id: number;
  site_id: number;
  /** The article's version this save produced. */
  version: number;
  title: string;
  snapshot: string;
  /** accounts.id of the editor (null: unknown). */
  editor_id: number | null;
  created_at: number;
}

export interface AlbumsTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  /** A type-5 category, or 0. */
  category_id: number;
  cover: string;
  summary: string;
  /** JSON text of AlbumPhoto[]. */
  photos: string;
  photo_count: number;
  status: number;
  /** 1 = in the recycle bin. */
  disabled: number;
  /** Optimistic lock, as articles. */
  version: number;
  updated_by: number | null;
  created_at: number;
  updated_at: number;
}

/** A job opening (§7 admin/job). */
export interface JobsTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  department: string;
  place: string;
  /** Openings; 0 means "若干". */
  number: number;
  salary: string;
  education: string;
  experience: string;
  /** Sanitised HTML. */
  content: string;
  enabled: number;
  /** YYYY-MM-DD or '' (no end date). */
  end_date: string;
  /** 1 = in the recycle bin. */
  disabled: number;
  created_at: number;
  updated_at: number;
}

/** A resume sent for a job (§7 admin/resume). */
export interface ResumesTable {
  id: Generated<number>;
  site_id: number;
  job_id: number;
  name: string;
  phone: string;
  email: string;
  /** JSON object of the other resume columns by name (plain text values). */
  fields: string;
  dealt: number;
  created_at: number;
}

// --- recommended keywords (006_keywords) ----------------------------------------------------------

/** A site's recommended keyword; word_key (keywordKey of the word) is unique per site. */
export interface KeywordsTable {
  id: Generated<number>;
  site_id: number;
  word: string;
  /** keywordKey(word): case-folded and normalised; what duplicates and the list search compare. */
  word_key: string;
  /** '' (no link), an http(s) address or a site-relative path. */
  url: string;
  sort: number;
  created_at: number;
  updated_at: number;
}

/** Keyword ↔ article links (one per pair), of the keyword's site. */
export interface KeywordArticlesTable {
  id: Generated<number>;
  keyword_id: number;
  article_id: number;
  site_id: number;
  created_at: number;
}

// --- background tasks (008_tasks) -------------------------------------------------------------------

/** A background task of a site (server/core/tasks); TaskView is what the console sees of it. */
export interface TasksTable {
  id: Generated<number>;
  site_id: number;
  account_id: number;
  kind: string;
  title: string;
  /** JSON of the kind's input. */
  input: string;
  state: TaskState;
  done: number;
  total: number;
  stage: string;
  error: string | null;
  /** JSON object, or null. */
  result: string | null;
  result_name: string | null;
  /** Relative to DATA_DIR. */
  result_path: string | null;
  cancel_requested: number;
  attempts: number;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  updated_at: number;
}

export interface Database {
  companies: CompaniesTable;
  accounts: AccountsTable;
  sites: SitesTable;
  site_languages: SiteLanguagesTable;
  site_domains: SiteDomainsTable;
  entitlements: EntitlementsTable;
  sessions: SessionsTable;
  messages: MessagesTable;
  stats_daily: StatsDailyTable;
  stats_hourly: StatsHourlyTable;
  stats_pages: StatsPagesTable;
  articles: ArticlesTable;
  op_logs: OpLogsTable;
  site_seo: SiteSeoTable;
  forms: FormsTable;
  data_forms: DataFormsTable;
  form_messages: FormMessagesTable;
  categories: CategoriesTable;
  tags: TagsTable;
  article_tags: ArticleTagsTable;
  article_terms: ArticleTermsTable;
  article_revisions: ArticleRevisionsTable;
  albums: AlbumsTable;
  jobs: JobsTable;
  resumes: ResumesTable;
  image_folders: ImageFoldersTable;
  images: ImagesTable;
  watermarks: WatermarksTable;
  keywords: KeywordsTable;
  keyword_articles: KeywordArticlesTable;
  login_throttle: LoginThrottleTable;
  tasks: TasksTable;
}

export type TableName = keyof Database;

/** Every table, parents before children (the order seeding and snapshots use). */
export const TABLE_NAMES: readonly TableName[] = [
  'companies', 'accounts', 'sites', 'site_languages', 'site_domains', 'entitlements', 'sessions',
  'messages', 'stats_daily', 'stats_hourly', 'stats_pages', 'articles', 'op_logs', 'site_seo',
  'forms', 'data_forms', 'form_messages',
  'categories', 'tags', 'article_tags', 'article_terms', 'article_revisions', 'albums', 'jobs', 'resumes',
  'image_folders', 'images', 'watermarks',
  'keywords', 'keyword_articles', 'login_throttle',
  'tasks',
];
