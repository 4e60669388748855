import { createToken } from '../../../kernel';
import type { LanguagesApi } from './api';
import type { LanguagesStore } from './store/LanguagesStore';
import type { SyncStore } from './store/SyncStore';

export const LANGUAGES_API = createToken<LanguagesApi>('sites.languages.api');
/** Fresh per page visit. */
export const LANGUAGES_STORE = createToken<LanguagesStore>('sites.languages.store');
export const SYNC_STORE = createToken<SyncStore>('sites.languages.sync');
