import { createToken } from '../../../kernel';
import type { DecorationApi } from './api';
import type { DecorationStore } from './store/DecorationStore';

export const DECORATION_API = createToken<DecorationApi>('designer.decorationApi');
/** One store for the plugin's life: the draft survives going to 全屏预览 and back. */
export const DECORATION_STORE = createToken<DecorationStore>('designer.decorationStore');
