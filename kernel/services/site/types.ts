import type { DomainRemain, Entitlement, HomeData, SiteEntry, SiteLanguages, SiteStatus, SiteType } from '../../../shared/domain';

export interface SiteGroup {
  type: SiteType;
  sites: SiteEntry[];
}

export type CreateSiteCheck =
  | { allowed: true; entitlements: Entitlement[] }
  | { allowed: false; message: string; buyUrl?: string };

export interface SiteService {
  readonly home: HomeData | null;
  /** Site type of the active site (zh until home data arrives, §2 route behaviour 5). */
  readonly siteType: SiteType;
  readonly sites: readonly SiteEntry[];
  /** Sites grouped by type, in the order of §9 (zh, en, ydyl, xcx, shop). */
  readonly groups: readonly SiteGroup[];
  loadHome(): Promise<HomeData>;
  loadSites(): Promise<SiteEntry[]>;
  statusOf(site: Pick<SiteEntry, 'inline' | 'sys_end_time'>): SiteStatus;
  /** §5/§6: demonstration accounts are blocked; creating a site needs an entitlement. */
  checkCreateSite(kind: 'zh' | 'en'): Promise<CreateSiteCheck>;
  createSite(kind: 'zh' | 'en', siteName: string, proId: number): Promise<SiteEntry>;
  /** Upgrades a free site (product_record_id -1) with an entitlement. */
  upgradeSite(siteId: number, proId: number, type: 'pc' | 'en'): Promise<SiteEntry>;
  languages(): Promise<SiteLanguages>;
  /** Foreign sites: saves the language choice and reloads (§4). */
  setLanguage(code: string): Promise<void>;
  domainRemain(): Promise<DomainRemain>;
}
