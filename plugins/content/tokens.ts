import { createToken } from '../../kernel';
import type { ContentApi } from './api';
import type { FromProductsStore } from './pages/fromProducts/FromProductsStore';
import type { ArticleListsStore } from './store/ArticleListsStore';
import type { CategoryStore } from './store/CategoryStore';
import type { RecruitStore } from './store/RecruitStore';

export const CONTENT_API = createToken<ContentApi>('content.api');
export const ARTICLE_LISTS = createToken<ArticleListsStore>('content.articleLists');
export const CATEGORIES = createToken<CategoryStore>('content.categories');
export const RECRUIT = createToken<RecruitStore>('content.recruit');
/** Makes the 从产品导入 dialog's store: one per dialog (its products, selection, category and result). */
export const FROM_PRODUCTS = createToken<() => FromProductsStore>('content.fromProducts');
