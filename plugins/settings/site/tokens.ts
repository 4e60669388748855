import { createToken } from '../../../kernel';
import type { SiteSettingsApi } from './api';
import type { CacheStore } from './stores/CacheStore';
import type { DomainsStore } from './stores/DomainsStore';
import type { PagesStore } from './stores/PagesStore';
import type { SiteInfoStore } from './stores/SiteInfoStore';
import type { ToutiaoStore } from './stores/ToutiaoStore';

export const SITE_SETTINGS_API = createToken<SiteSettingsApi>('settings.siteApi');
export const SITE_INFO_STORE = createToken<SiteInfoStore>('settings.siteInfo');
export const SITE_DOMAINS_STORE = createToken<DomainsStore>('settings.siteDomains');
export const SITE_PAGES_STORE = createToken<PagesStore>('settings.sitePages');
export const SITE_TOUTIAO_STORE = createToken<ToutiaoStore>('settings.siteToutiao');
export const SITE_CACHE_STORE = createToken<CacheStore>('settings.siteCache');
