import { createToken } from '../../kernel';
import type { HomeStore } from './store/HomeStore';

export const HOME_STORE = createToken<HomeStore>('home.store');
