// The content module's tables: their Kysely row types, merged into core's Database so every query is typed.
import type { Generated } from 'kysely';

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
  // --- content_002_download_power ---
  /** Download articles: 'all' (所有人) or 'member' (仅会员), §3's download power. */
  download_power: Generated<string>;
  /** Download articles, 仅会员: the lowest rank level allowed (0 = any). */
  download_min_level: Generated<number>;
}

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

declare module '../../core/db/database' {
  interface Database {
    articles: ArticlesTable;
    categories: CategoriesTable;
    tags: TagsTable;
    article_tags: ArticleTagsTable;
    article_terms: ArticleTermsTable;
    article_revisions: ArticleRevisionsTable;
    albums: AlbumsTable;
    jobs: JobsTable;
    resumes: ResumesTable;
    keywords: KeywordsTable;
    keyword_articles: KeywordArticlesTable;
  }
}

/** This module's tables, parents before children (the order of seeding and snapshots). */
export const CONTENT_TABLES = ['articles', 'categories', 'tags', 'article_tags', 'article_terms', 'article_revisions', 'albums', 'jobs', 'resumes', 'keywords', 'keyword_articles'] as const;
