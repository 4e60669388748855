import { createToken } from '../../kernel';
import type { SeoStore } from './store/SeoStore';
import type { TkdStore } from './store/TkdStore';

export const SEO_STORE = createToken<SeoStore>('seo.store');
export const TKD_STORE = createToken<TkdStore>('seo.tkdStore');
