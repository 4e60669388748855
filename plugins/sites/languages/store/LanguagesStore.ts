// /siteLanguage/index. A Chinese site: its foreign sites (the company's, with their addresses), its
// own domains and the one bound; 绑定 binds another. A foreign site: its language versions, 已开通
// n/m and the languages it may still add (§3 table, from the server); 添加 adds one. Old-system
// sites go through the old calls (the server says which).
import { makeAutoObservable, runInAction } from 'mobx';
import { isForeignSiteType } from '../../../../shared/domain/siteTypes';
import type { SiteEntry } from '../../../../shared/domain/api/types';
import type { LanguageCount, LanguageOfferRow, SiteBinding } from '../../../../shared/domain/sites/languages';
import type { LanguagesApi } from '../api';
import { trackLoad } from '../../../../shared/ui/load/trackLoad';

export type LanguagesMode = 'zh' | 'foreign' | 'other';

export class LanguagesStore {
  loading = false;
  loaded = false;
  error: string | null = null;
  mode: LanguagesMode = 'zh';
  site: SiteEntry | null = null;
  // A Chinese site.
  foreignSites: SiteEntry[] = [];
  domains: string[] = [];
  binding: SiteBinding | null = null;
  oldSystem = false;
  bindBusy = false;
  // A foreign site.
  versions: { code: string; name: string }[] = [];
  count: LanguageCount | null = null;
  offer: LanguageOfferRow[] = [];
  adding = false;

  constructor(private readonly api: LanguagesApi) {
    makeAutoObservable<LanguagesStore, 'api'>(this, { api: false });
  }

  /** The count allows one more and there is one to offer. */
  get canAdd(): boolean {
    return this.count !== null && this.count.opened < this.count.allowed && this.offer.length > 0;
  }

  async load(): Promise<void> {
    await trackLoad(this, async () => {
      const { siteInfo } = await this.api.sites();
      const mode: LanguagesMode = isForeignSiteType(siteInfo.siteType) ? 'foreign' : siteInfo.siteType === 'zh' ? 'zh' : 'other';
      if (mode === 'zh') {
        const [sites, domains, sync] = await Promise.all([this.api.foreignSites(), this.api.domains(), this.api.syncLanguages()]);
        runInAction(() => {
          this.foreignSites = sites.rows;
          this.domains = domains.domains;
          this.binding = sync.binding;
          this.oldSystem = sync.oldSystem;
        });
      } else if (mode === 'foreign') {
        const [versions, count, offer] = await Promise.all([this.api.versions(), this.api.count(), this.api.offer()]);
        runInAction(() => {
          this.versions = versions.list;
          this.count = count;
          this.oldSystem = count.oldSystem;
          this.offer = offer.rows;
        });
      }
      runInAction(() => {
        this.site = siteInfo;
        this.mode = mode;
      });
    });
  }

  /** 绑定: answers whether it was bound (a refusal was shown by the kernel). */
  async bind(foreignSiteId: number): Promise<boolean> {
    this.bindBusy = true;
    try {
      const binding = await this.api.bind(foreignSiteId, this.oldSystem);
      runInAction(() => {
        this.binding = binding;
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.bindBusy = false;
      });
    }
  }

  /** 添加 a language version: the count, versions and offer read again. */
  async addLanguage(code: string): Promise<boolean> {
    this.adding = true;
    try {
      const count = await this.api.addLanguage(code, this.oldSystem);
      const [versions, offer] = await Promise.all([this.api.versions(), this.api.offer()]);
      runInAction(() => {
        this.count = count;
        this.versions = versions.list;
        this.offer = offer.rows;
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.adding = false;
      });
    }
  }
}
