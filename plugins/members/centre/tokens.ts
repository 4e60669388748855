// The centre area's service tokens (bound in services.ts).
import { createToken } from '../../../kernel';
import type { CentreApi } from './api';
import type { CentreSettingsStore } from './store/CentreSettingsStore';

export const CENTRE_API = createToken<CentreApi>('members.centre.api');
export const CENTRE_SETTINGS = createToken<CentreSettingsStore>('members.centre.settings');
