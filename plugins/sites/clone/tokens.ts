import { createToken } from '../../../kernel';
import type { CloneApi } from './api';
import type { CloneStore } from './store/CloneStore';

export const CLONE_API = createToken<CloneApi>('sites.clone.api');
/** Fresh per card. */
export const CLONE_STORE = createToken<CloneStore>('sites.clone.store');
