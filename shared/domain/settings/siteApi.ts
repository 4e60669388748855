// Wire shapes of the site area's calls (SITE_CALLS in api/settingsEndpoints.ts).
import type { SiteInfo } from './siteInfo';
import type { SiteExceptionPage, SitePageKind } from './sitePages';

/** GET SysConfig/getBaseConfig. */
export type SiteBaseConfigAnswer = SiteInfo;

/** Where 全站TKD (the SEO plugin's page, key seo_qztkd) is, for the link on 网站信息. */
export const SITE_TKD_PATH = '/seoSetting/total';

/** POST SysConfig/setBaseConfig (every field of SiteInfo). */
export type SiteBaseConfigSave = SiteInfo;

/** POST SysConfig/uploadFavicon: the file's bytes as base64. Answers { url }. */
export interface SiteFaviconUpload {
  fileName: string;
  data: string;
}

export interface SiteCertInfo {
  subject: string;
  issuer: string;
  /** Seconds since the epoch. */
  validFrom: number;
  validTo: number;
  names: string[];
}

/** A row of SysConfig/domainList. */
export interface SiteDomainRow {
  id: number;
  domain: string;
  /** Seconds since the epoch. */
  expireAt: number;
  primary: boolean;
  /** The TXT record to add, and when it was last found (ms), or null. */
  verifyHost: string;
  verifyValue: string;
  verifiedAt: number | null;
  cert: SiteCertInfo | null;
}

export interface SiteDomainListAnswer {
  rows: SiteDomainRow[];
  total: number;
  /** Now on the server (ms): the expiry warnings are computed against it. */
  now: number;
}

/** POST SysConfig/domainAdd: the expiry as YYYY-MM-DD. */
export interface SiteDomainAdd {
  domain: string;
  expireDate: string;
}

export interface SiteCertUpload {
  id: number;
  cert: string;
  key: string;
}

/** GET SysConfig/exceptionPages, POST saveExceptionPage (one page a save). */
export interface SitePagesAnswer {
  pages: SiteExceptionPage[];
}

/** The public read of a site's pages (plugin/site/pages?site_id=). */
export interface SitePublicPages {
  closed: boolean;
  siteName: string;
  pages: Record<SitePageKind, SiteExceptionPage>;
}

/** GET SysConfig/toutiaoFile; null file when none. */
export interface SiteToutiaoAnswer {
  fileName: string;
  content: string;
  /** Addresses where the file is served (the site's bound domains). */
  urls: string[];
}

/** GET SysConfig/cacheList. */
export interface SiteCacheRow {
  id: string;
  label: string;
  entries: number;
  bytes: number;
}

/** POST SysConfig/clearCache { ids } → what each held before. */
export interface SiteCacheCleared {
  cleared: SiteCacheRow[];
}
