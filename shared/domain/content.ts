// Content rules shared by the console and the server: article types (§2 menu highlighting, api
// facts), the permission key each type's list needs (§6), field limits, and the optimistic lock.

export const ARTICLE_TYPES = [1, 2, 3, 4, 5, 11] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

export interface ArticleTypeInfo {
  type: ArticleType;
  /** Route segment of its list under /zhContent. */
  slug: 'news' | 'help' | 'case' | 'download' | 'album' | 'video';
  /** §6 key of its list. */
  permission: 'article_list' | 'help_list' | 'case_list' | 'download_list' | 'album_list' | 'video_list';
}

export const ARTICLE_TYPE_INFO: readonly ArticleTypeInfo[] = [
  { type: 1, slug: 'news', permission: 'article_list' },
  { type: 2, slug: 'help', permission: 'help_list' },
  { type: 3, slug: 'case', permission: 'case_list' },
  { type: 4, slug: 'download', permission: 'download_list' },
  { type: 5, slug: 'album', permission: 'album_list' },
  { type: 11, slug: 'video', permission: 'video_list' },
];

export function isArticleType(value: unknown): value is ArticleType {
  return typeof value === 'number' && (ARTICLE_TYPES as readonly number[]).includes(value);
}

export function articleTypeInfo(type: number): ArticleTypeInfo | undefined {
  return ARTICLE_TYPE_INFO.find((t) => t.type === type);
}

/**
 * The article types whose §6 list key a caller holds: what the cross-type views (recycle bin,
 * drafts) list and what the home counts, so a count never promises rows its view will not show.
 */
export function grantedArticleTypes(has: (key: string) => boolean): ArticleType[] {
  return ARTICLE_TYPE_INFO.filter((t) => has(t.permission)).map((t) => t.type);
}

/** Article statuses (api-facts): 1 published, 0 draft. */
export const ARTICLE_STATUS = { draft: 0, published: 1 } as const;

export const CONTENT_LIMITS = {
  title: 100,
  summary: 500,
  author: 50,
  seoTitle: 100,
  seoKeywords: 200,
  seoDescription: 500,
  /** Rich-text body, in characters of HTML. */
  content: 500_000,
  tagsPerArticle: 20,
  categoryName: 50,
  tagName: 30,
  albumPhotos: 200,
  /** Rows of one list page (the 1,000-row list view uses the maximum). */
  maxRows: 1000,
  batch: 100,
  jobTitle: 100,
} as const;

/** Upload limits of the image library. */
export const UPLOAD_LIMITS = {
  imageBytes: 10 * 1024 * 1024,
  fileBytes: 50 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  fileTypes: ['application/pdf', 'application/zip', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/plain', 'video/mp4'],
} as const;

/** The resource picker's file types (§9: file type 9 by default): 1 images only, 9 any file. */
export const FILE_TYPE = { image: 1, any: 9 } as const;

export const CONTENT_MSG = {
  titleRequired: '请输入标题',
  titleTooLong: '标题不能超过100个字符',
  lockConflict: '该内容已被他人修改，请刷新后再编辑，以免覆盖他人的修改',
  categoryNotEmpty: '该分类下还有内容或子分类，不能删除',
  tagExists: '标签已存在',
  noDownloadTypeOnly: '仅下载类内容可以设置禁止下载',
  urlRefused: '不允许采集该地址（仅支持公网 http/https 地址）',
  captureFailed: '采集失败：无法读取该网页',
  capturePageTooLarge: '采集失败：网页过大（超过 2 MB）',
  captureTooSlow: '采集失败：网页结构过于复杂，未能在限定时间内完成分析',
  captureBusy: '采集任务繁忙，请稍后再试',
  fileTooLarge: '文件过大',
  fileTypeRefused: '不支持该文件类型',
  folderNotEmpty: '文件夹不为空，不能删除',
} as const;

/** Nine watermark positions, row by row from the top left. */
export const WATERMARK_POSITIONS = ['top-left', 'top', 'top-right', 'left', 'center', 'right', 'bottom-left', 'bottom', 'bottom-right'] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

/**
 * The global image-gallery picker dialog (§2), contributed by the resources plugin and opened by
 * anyone through the DialogService: `dialogs.show<ImageRow[]>(GALLERY_PICKER_DIALOG, props)`.
 */
export const GALLERY_PICKER_DIALOG = 'resources.galleryPicker';

export interface GalleryPickerProps {
  /** How many files may be chosen (§9 default 1). */
  limit?: number;
  /** FILE_TYPE: 1 images only, 9 any file (§9 default 9). */
  fileType?: 1 | 9;
}

/**
 * An album's photos as stored (JSON text of { url, title }): what is not a list of photos with an
 * address reads as none. Content's album routes and the languages copier read them the same way.
 */
export function albumPhotosOf(text: string): { url: string; title: string }[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed.filter((p): p is { url: string; title?: unknown } => !!p && typeof p.url === 'string').map((p) => ({ url: p.url, title: String(p.title ?? '') })) : [];
  } catch {
    return [];
  }
}
