import { createToken } from '../../kernel';
import type { MiniProgramApi } from './api';
import type { MiniProgramStore } from './store/MiniProgramStore';
import type { MpPagesStore } from './store/MpPagesStore';

export const MINIPROGRAM_API = createToken<MiniProgramApi>('miniprogram.api');
export const MINIPROGRAM_STORE = createToken<MiniProgramStore>('miniprogram.store');
export const MP_PAGES_STORE = createToken<MpPagesStore>('miniprogram.pages');
