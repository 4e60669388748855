// 导入到文章 (issue 11 §8; §7 POST admin_cms/article/importFromGoods): products become draft
// articles of one type. The wire shapes, the types offered and the words of the answer — read by
// the product list's dialog, the article lists' 从产品导入 dialog and the server alike.
import type { ArticleType } from '../content';

/** The article types a product may become: those with an article list (相册 holds albums, not articles). */
export const INTO_ARTICLE_TYPES: readonly ArticleType[] = [1, 2, 3, 4, 11];

/** At most this many products in one import (the batch limit of the lists). */
export const INTO_ARTICLES_MAX = 100;

/** POST article/importFromGoods. */
export interface ProductIntoArticlesRequest {
  /** 1–100 live products of the active site; any other id refuses the whole import (404). */
  ids: number[];
  type: ArticleType;
  /** A category of that type on the site; 0 or absent: none. */
  category_id?: number;
}

export interface ProductIntoArticlesResult {
  /** Drafts made now. */
  imported: number;
  /** Products already imported into that type (their article still exists), left alone. */
  skipped: number;
  /** The drafts made now, by ascending product id. */
  articles: { id: number; title: string }[];
}

export const INTO_ARTICLES_MSG = {
  productsGone: '所选产品不存在或已删除，请刷新后重试',
  contentTooLong: (name: string) => `产品「${name}」的详情过长，无法导入为文章`,
} as const;

/** 参数名 / 参数值: the head of the spec table an imported article's body ends with. */
export const SPEC_TABLE_HEAD = ['参数名', '参数值'] as const;

/** Where a draft is edited (the content plugin's edit page, §2 /zhContent/add). */
export const draftEditPath = (type: ArticleType, id: number) => `/zhContent/add?type=${type}&id=${id}`;
