import { createToken } from '../../kernel';
import type { SeoStore } from './store/SeoStore';
import type { AnchorStore } from './store/AnchorStore';
import type { TkdStore } from './store/TkdStore';
import type { TkdInsideStore } from './store/TkdInsideStore';
import type { WordsStore } from './store/WordsStore';
import type { ScoreStore } from './store/ScoreStore';
import type { BaiduStore } from './store/BaiduStore';

export const SEO_STORE = createToken<SeoStore>('seo.store');
export const ANCHOR_STORE = createToken<AnchorStore>('seo.anchorStore');
export const TKD_STORE = createToken<TkdStore>('seo.tkdStore');
export const TKD_INSIDE_STORE = createToken<TkdInsideStore>('seo.tkdInsideStore');
export const WORDS_STORE = createToken<WordsStore>('seo.wordsStore');
export const SCORE_STORE = createToken<ScoreStore>('seo.scoreStore');
export const BAIDU_STORE = createToken<BaiduStore>('seo.baiduStore');
