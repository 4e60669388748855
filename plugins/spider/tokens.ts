import { createToken } from '../../kernel';
import type { SpiderStore } from './store/SpiderStore';

export const SPIDER_STORE = createToken<SpiderStore>('spider.store');
