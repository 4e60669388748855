// SiteService: home data of §3, the site list grouped by type, site status (a shared/domain rule),
// site creation with the entitlement and demonstration-account rules, the language switcher.
import { inject, injectable } from 'inversify';
import { computed, makeObservable, observable, runInAction, observableRef } from 'mobx';
import {
  SHELL_API,
  DEFAULT_SITE_TYPE,

  SITE_TYPES,
  deriveSiteStatus,
  type AgentTypeResult,
  type DomainRemain,
  type Entitlement,
  type HomeData,
  type ListData,
  type SiteEntry,
  type SiteLanguages,
  type SiteStatus,
  type SiteType,
} from '../../../shared/domain';
import { TOKENS } from '../../tokens';
import type { Navigator } from '../../ports/navigator';
import type { KeyValueStore } from '../../ports/storage';
import type { HttpService } from '../http/types';
import type { I18nService } from '../i18n/types';
import type { PreferencesService } from '../preferences/types';
import type { CreateSiteCheck, SiteGroup, SiteService } from './types';

export const ACTIVE_SITE_KEY = 'activeSite';

@injectable()
export class SiteServiceImpl implements SiteService {
  home: HomeData | null = null;
  sites: SiteEntry[] = [];

  constructor(
    @inject(TOKENS.http) private readonly http: HttpService,
    @inject(TOKENS.preferences) private readonly preferences: PreferencesService,
    @inject(TOKENS.navigator) private readonly navigator: Navigator,
    @inject(TOKENS.sessionStorage) private readonly sessionStore: KeyValueStore,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    makeObservable(this, { home: observableRef, sites: observableRef, siteType: computed, groups: computed });
  }

  get siteType(): SiteType {
    return this.home?.siteType ?? DEFAULT_SITE_TYPE;
  }

  get groups(): SiteGroup[] {
    return SITE_TYPES.map((type) => ({ type, sites: this.sites.filter((s) => s.siteType === type) })).filter((g) => g.sites.length > 0);
  }

  async loadHome(): Promise<HomeData> {
    const home = await this.http.call<HomeData>(SHELL_API.homeData);
    this.preferences.update({
      sysVersion: Number(home.sysVersion) || 0,
      languageType: home.language,
      themeName: home.theme_name ?? '',
      isNewXys: Boolean(home.isNewXys),
    });
    this.sessionStore.setItem(ACTIVE_SITE_KEY, String(home.twebId));
    runInAction(() => {
      this.home = home;
    });
    return home;
  }

  async loadSites(): Promise<SiteEntry[]> {
    const list = await this.http.call<ListData<SiteEntry>>(SHELL_API.siteList);
    const rows = Array.isArray(list?.rows) ? list.rows : [];
    runInAction(() => {
      this.sites = rows;
    });
    return rows;
  }

  statusOf(site: Pick<SiteEntry, 'inline' | 'sys_end_time'>): SiteStatus {
    return deriveSiteStatus(site);
  }

  async checkCreateSite(kind: 'zh' | 'en'): Promise<CreateSiteCheck> {
    const home = this.home ?? (await this.loadHome());
    if (home.demonstrationTag) return { allowed: false, message: this.i18n.t('kernel.site.demoAccount') };
    const list = await this.http.call<ListData<Entitlement>>(SHELL_API.availableServices, { query: { serviceCode: kind === 'zh' ? 'pc' : 'en' } });
    const entitlements = Array.isArray(list?.rows) ? list.rows : [];
    if (entitlements.length > 0) return { allowed: true, entitlements };
    if (kind === 'zh') return { allowed: false, message: this.i18n.t('kernel.site.noZhEntitlement') };
    // §6: agent type 1 gives a buy link; 0 or null means contact support.
    const agent = await this.http.call<AgentTypeResult>(SHELL_API.agentType, { query: { agentFlag: 1 } }).catch(() => null);
    if (agent?.agentType === 1 && agent.buyUrl) return { allowed: false, message: this.i18n.t('kernel.site.noEnEntitlementBuy'), buyUrl: agent.buyUrl };
    return { allowed: false, message: this.i18n.t('kernel.site.noEnEntitlement') };
  }

  async createSite(kind: 'zh' | 'en', siteName: string, proId: number): Promise<SiteEntry> {
    const site = await this.http.call<SiteEntry>(SHELL_API.siteBuild, { body: { type: kind, site_name: siteName.trim(), proId } });
    await this.loadSites();
    return site;
  }

  async upgradeSite(siteId: number, proId: number, type: 'pc' | 'en'): Promise<SiteEntry> {
    const site = await this.http.call<SiteEntry>(SHELL_API.bindProductId, { query: { twebId: siteId, proId, type } });
    await this.loadSites();
    return site;
  }

  languages(): Promise<SiteLanguages> {
    return this.http.call<SiteLanguages>(SHELL_API.siteLanguages);
  }

  async setLanguage(code: string): Promise<void> {
    await this.http.call(SHELL_API.setSiteParams, { body: { languageType: code } });
    this.preferences.update({ languageType: code });
    this.navigator.reload();
  }

  domainRemain(): Promise<DomainRemain> {
    return this.http.call<DomainRemain>(SHELL_API.domainRemain, { body: {} });
  }
}

