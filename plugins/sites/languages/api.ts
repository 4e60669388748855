// The languages area's calls (issue 17 §4–5): the active site and the company's foreign sites, the
// binding, a foreign site's versions, 已开通 n/m, the offered languages and adding one; the sync
// page's status, totals, list, batch task and 同步翻译 of chosen ids.
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type { Endpoint } from '../../../shared/domain/api/endpoint';
import type { ListData } from '../../../shared/domain/api/envelope';
import type { PcAndWapList, SiteEntry, SiteLanguages, UserDomainResult } from '../../../shared/domain/api/types';
import type {
  LanguageCount, LanguageOfferRow, SiteBinding, SyncLanguages, SyncList, SyncListQuery, SyncOpenStatus, SyncTotalRow, SyncType,
  TranslateSyncResult,
} from '../../../shared/domain/sites/languages';

/** 同步翻译's endpoint of each type (translateSync/{type}): the page calls the one of the chosen type. */
const TRANSLATE_CALL: Record<SyncType, Endpoint> = {
  article: API.translateSyncArticle, category: API.translateSyncCategory, product: API.translateSyncProduct,
  productCategory: API.translateSyncProductCategory, album: API.translateSyncAlbum, job: API.translateSyncJob, form: API.translateSyncForm,
};

export class LanguagesApi {
  constructor(private readonly http: HttpService) {}

  sites(): Promise<PcAndWapList> {
    return this.http.call<PcAndWapList>(API.pcAndWapList);
  }

  foreignSites(): Promise<ListData<SiteEntry>> {
    return this.http.call<ListData<SiteEntry>>(API.enSiteList);
  }

  domains(): Promise<UserDomainResult> {
    return this.http.call<UserDomainResult>(API.userDomain);
  }

  versions(): Promise<SiteLanguages> {
    return this.http.call<SiteLanguages>(API.siteLanguages);
  }

  count(): Promise<LanguageCount> {
    return this.http.call<LanguageCount>(API.languageCount);
  }

  offer(): Promise<{ rows: LanguageOfferRow[] }> {
    return this.http.call<{ rows: LanguageOfferRow[] }>(API.languageOffer);
  }

  /** oldSystem: the site is of the old system (pcApi/addLanuage). */
  addLanguage(lang: string, oldSystem: boolean): Promise<LanguageCount> {
    return this.http.call<LanguageCount>(oldSystem ? API.oldSiteAddLanguage : API.enSiteAddLanguage, { body: { lang } });
  }

  /** oldSystem: the Chinese site is of the old system (pcApi/binding). */
  bind(enTwebId: number, oldSystem: boolean): Promise<SiteBinding> {
    return this.http.call<SiteBinding>(oldSystem ? API.oldSiteBinding : API.enSiteBindPc, { body: { enTwebId } });
  }

  syncLanguages(): Promise<SyncLanguages> {
    return this.http.call<SyncLanguages>(API.syncLanguages);
  }

  openStatus(): Promise<SyncOpenStatus> {
    return this.http.call<SyncOpenStatus>(API.syncOpenStatus);
  }

  totals(): Promise<{ rows: SyncTotalRow[] }> {
    return this.http.call<{ rows: SyncTotalRow[] }>(API.syncTotal);
  }

  list(query: SyncListQuery): Promise<SyncList> {
    return this.http.call<SyncList>(API.syncList, { query: { ...query } });
  }

  /** silent: the page says 翻译失败! itself. */
  translate(type: SyncType, ids: number[]): Promise<TranslateSyncResult> {
    return this.http.call<TranslateSyncResult>(TRANSLATE_CALL[type], { body: { ids: ids.join(',') } }, { silent: true });
  }
}
