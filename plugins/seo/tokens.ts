import { createToken } from '../../kernel';
import type { SeoStore } from './store/SeoStore';

export const SEO_STORE = createToken<SeoStore>('seo.store');
