import { createToken } from '../../kernel';
import type { AppCenterApi } from './api';
import type { AppCenterStore } from './store/AppCenterStore';
import type { BearspawStore } from './store/BearspawStore';

export const APP_CENTER_API = createToken<AppCenterApi>('appCenter.api');
export const APP_CENTER_STORE = createToken<AppCenterStore>('appCenter.store');
export const BEARSPAW_STORE = createToken<BearspawStore>('appCenter.bearspaw');
