// The records a page's content may come from (issue 17 §8): the site's own article categories (with
// their article type), product categories and lead forms, read from the site's real records.
import type { MpPage } from './pages';

export interface MpSourceOption {
  id: number;
  name: string;
  /** Article categories: the article type (1 新闻 …); 0 otherwise. */
  articleType: number;
}

export interface MpSources {
  article: MpSourceOption[];
  product: MpSourceOption[];
  form: MpSourceOption[];
}

export interface MpPagesAnswer {
  pages: MpPage[];
  sources: MpSources;
}

/** The article types' names, for an article category's label (新闻 / 公司新闻). */
export const MP_ARTICLE_TYPE_LABEL: Readonly<Record<number, string>> = { 1: '新闻', 2: '帮助', 3: '案例', 4: '下载', 5: '相册', 11: '视频' };
