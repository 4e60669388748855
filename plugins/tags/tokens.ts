import { createToken } from '../../kernel';
import type { TagsApi } from './api';
import type { TagsStore } from './store/TagsStore';

export const TAGS_API = createToken<TagsApi>('tags.api');
export const TAGS_STORE = createToken<TagsStore>('tags.store');
