import { createToken } from '../../../kernel';
import type { NavigationApi } from './api';
import type { NavEditStore } from './store/NavEditStore';
import type { NavTreeStore } from './store/NavTreeStore';

export const NAVIGATION_API = createToken<NavigationApi>('settings.navigation.api');
export const NAV_TREE = createToken<NavTreeStore>('settings.navigation.tree');
export const NAV_EDIT = createToken<NavEditStore>('settings.navigation.edit');
