import { createToken } from '../../../kernel';
import type { DialogueApi } from './api';
import type { DialogueStore } from './store/DialogueStore';

export const DIALOGUE_API = createToken<DialogueApi>('ai.dialogue.api');
export const DIALOGUE_STORE = createToken<DialogueStore>('ai.dialogue.store');
