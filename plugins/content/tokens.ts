import { createToken } from '../../kernel';
import type { ContentApi } from './api';
import type { ArticleListsStore } from './store/ArticleListsStore';
import type { CategoryStore } from './store/CategoryStore';
import type { RecruitStore } from './store/RecruitStore';

export const CONTENT_API = createToken<ContentApi>('content.api');
export const ARTICLE_LISTS = createToken<ArticleListsStore>('content.articleLists');
export const CATEGORIES = createToken<CategoryStore>('content.categories');
export const RECRUIT = createToken<RecruitStore>('content.recruit');
