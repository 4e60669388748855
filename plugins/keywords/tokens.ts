import { createToken } from '../../kernel';
import type { KeywordsApi } from './api';
import type { KeywordContentStore } from './store/KeywordContentStore';
import type { KeywordsStore } from './store/KeywordsStore';

export const KEYWORDS_API = createToken<KeywordsApi>('keywords.api');
export const KEYWORDS_STORE = createToken<KeywordsStore>('keywords.store');
export const KEYWORD_CONTENT_STORE = createToken<KeywordContentStore>('keywords.content');
