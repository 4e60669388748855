// The navigation area's API client and stores, bound into the settings plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { NavigationApi } from './api';
import { NavEditStore } from './store/NavEditStore';
import { NavTreeStore } from './store/NavTreeStore';
import { NAV_EDIT, NAV_TREE, NAVIGATION_API } from './tokens';

export function bindNavigationArea({ bind }: ContainerModuleLoadOptions): void {
  bind(NAVIGATION_API).toDynamicValue((ctx) => new NavigationApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(NAV_TREE).to(NavTreeStore).inSingletonScope();
  // One edit store; the add/edit page opens it afresh each time.
  bind(NAV_EDIT).to(NavEditStore).inSingletonScope();
}
