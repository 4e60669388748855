// The site area's calls (SITE_CALLS), one method each, over the kernel's HttpService.
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type {
  SiteBaseConfigAnswer,
  SiteCacheCleared,
  SiteCacheRow,
  SiteDomainListAnswer,
  SiteDomainRow,
  SiteExceptionPage,
  SiteInfo,
  SitePagesAnswer,
  SiteToutiaoAnswer,
} from '../../../shared/domain/settings/site';

export class SiteSettingsApi {
  constructor(private readonly http: HttpService) {}

  baseConfig = () => this.http.call<SiteBaseConfigAnswer>(API.siteBaseConfigGet);
  saveBaseConfig = (info: SiteInfo) => this.http.call<SiteInfo>(API.siteBaseConfigSave, { body: { ...info } });
  uploadFavicon = (fileName: string, data: string) => this.http.call<{ url: string }>(API.siteFaviconUpload, { body: { fileName, data } });

  domains = () => this.http.call<SiteDomainListAnswer>(API.siteDomainList);
  addDomain = (domain: string, expireDate: string) => this.http.call<SiteDomainRow>(API.siteDomainAdd, { body: { domain, expireDate } });
  removeDomain = (id: number) => this.http.call<{ id: number }>(API.siteDomainRemove, { body: { id } });
  setPrimary = (id: number) => this.http.call<SiteDomainRow>(API.siteDomainPrimary, { body: { id } });
  verifyDomain = (id: number) => this.http.call<SiteDomainRow>(API.siteDomainVerify, { body: { id } });
  uploadCert = (id: number, cert: string, key: string) => this.http.call<SiteDomainRow>(API.siteCertUpload, { body: { id, cert, key } });
  removeCert = (id: number) => this.http.call<SiteDomainRow>(API.siteCertRemove, { body: { id } });
  downloadCert = (id: number) => this.http.download(API.siteCertDownload, { query: { id } });

  pages = () => this.http.call<SitePagesAnswer>(API.sitePagesGet);
  savePage = (page: SiteExceptionPage) => this.http.call<SiteExceptionPage>(API.sitePageSave, { body: { ...page } });

  toutiao = () => this.http.call<SiteToutiaoAnswer>(API.siteToutiaoGet);
  saveToutiao = (fileName: string, content: string) => this.http.call<SiteToutiaoAnswer>(API.siteToutiaoSave, { body: { fileName, content } });
  removeToutiao = () => this.http.call<SiteToutiaoAnswer>(API.siteToutiaoRemove, { body: {} });

  caches = () => this.http.call<{ rows: SiteCacheRow[]; total: number }>(API.siteCacheList);
  clearCaches = (ids: string[]) => this.http.call<SiteCacheCleared>(API.siteCacheClear, { body: { ids } });
}
