import { createToken } from '../../../kernel';
import type { GatherApi } from './api';
import type { GatherStore } from './store/GatherStore';

export const GATHER_API = createToken<GatherApi>('ai.gather.api');
export const GATHER_STORE = createToken<GatherStore>('ai.gather.store');
