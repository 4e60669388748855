import type { PermissionEntry, SiteType } from '../../../shared/domain';
import type { Guarded } from '../../plugin/filterRoutes';
import type { CompiledRoute } from '../../plugin/types';

export interface PermissionService {
  readonly loaded: boolean;
  readonly tree: readonly PermissionEntry[];
  readonly roles: ReadonlySet<string>;
  /** Fetches the ver-2 permission tree and derives the granted roles (and isQR_code). */
  load(): Promise<void>;
  has(role: string): boolean;
  /** The routes this user may open on a site of this type (menu and guard use the same answer). */
  filter(routes: readonly CompiledRoute[], siteType: SiteType): CompiledRoute[];
  /** The same rule for one item (a palette command or record source). */
  allows(item: Guarded, siteType: SiteType): boolean;
  reset(): void;
}
