import { createToken } from '../../../kernel';
import type { PreviewBoxApi } from './api';
import type { PreviewBoxStore } from './store/PreviewBoxStore';

export const PREVIEW_BOX_API = createToken<PreviewBoxApi>('designer.previewBoxApi');
export const PREVIEW_BOX_STORE = createToken<PreviewBoxStore>('designer.previewBoxStore');
