import { createToken } from '../../../kernel';
import type { AiAccessApi } from './api';
import type { AiAccessStore } from './store/AiAccessStore';

export const AI_ACCESS_API = createToken<AiAccessApi>('ai.access.api');
/** One for the console: the frame shows it, and an area's store calls refreshQuota() after a model call. */
export const AI_ACCESS_STORE = createToken<AiAccessStore>('ai.access.store');
