// PermissionService: the ver-2 tree → granted roles → one pure route filter.
import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction, observableRef } from 'mobx';
import { SHELL_API, grantedRolesOf, isQrCodeGranted, type PermissionEntry, type SiteType } from '../../../shared/domain';
import { TOKENS } from '../../tokens';
import type { HttpService } from '../http/types';
import type { PreferencesService } from '../preferences/types';
import { filterRoutes, isAllowed, type Guarded } from '../../plugin/filterRoutes';
import type { CompiledRoute } from '../../plugin/types';
import type { PermissionService } from './types';

@injectable()
export class PermissionServiceImpl implements PermissionService {
  loaded = false;
  tree: PermissionEntry[] = [];
  roles: ReadonlySet<string> = new Set();

  constructor(
    @inject(TOKENS.http) private readonly http: HttpService,
    @inject(TOKENS.preferences) private readonly preferences: PreferencesService,
  ) {
    makeObservable(this, { loaded: observable, tree: observableRef, roles: observableRef, reset: action });
  }

  async load(): Promise<void> {
    const tree = await this.http.call<PermissionEntry[]>(SHELL_API.permissions, { body: { ver: 2 } });
    const roles = grantedRolesOf(Array.isArray(tree) ? tree : []);
    runInAction(() => {
      this.tree = Array.isArray(tree) ? tree : [];
      this.roles = roles;
      this.loaded = true;
    });
    this.preferences.update({ isQR_code: isQrCodeGranted(roles) });
  }

  has(role: string): boolean {
    return this.roles.has(role);
  }

  filter(routes: readonly CompiledRoute[], siteType: SiteType): CompiledRoute[] {
    return filterRoutes(routes, { roles: this.roles, siteType });
  }

  allows(item: Guarded, siteType: SiteType): boolean {
    return isAllowed(item, { roles: this.roles, siteType });
  }

  reset(): void {
    this.loaded = false;
    this.tree = [];
    this.roles = new Set();
  }
}
