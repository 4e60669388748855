// The site area's API client and stores, bound into the settings plugin's container module (../services.ts).
// Stores are not singletons: each visit to a page reads the server afresh.
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { SiteSettingsApi } from './api';
import { CacheStore } from './stores/CacheStore';
import { DomainsStore } from './stores/DomainsStore';
import { PagesStore } from './stores/PagesStore';
import { SiteInfoStore } from './stores/SiteInfoStore';
import { ToutiaoStore } from './stores/ToutiaoStore';
import { SITE_CACHE_STORE, SITE_DOMAINS_STORE, SITE_INFO_STORE, SITE_PAGES_STORE, SITE_SETTINGS_API, SITE_TOUTIAO_STORE } from './tokens';

export function bindSiteArea({ bind }: ContainerModuleLoadOptions): void {
  bind(SITE_SETTINGS_API).toDynamicValue((ctx) => new SiteSettingsApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(SITE_INFO_STORE).to(SiteInfoStore);
  bind(SITE_DOMAINS_STORE).to(DomainsStore);
  bind(SITE_PAGES_STORE).to(PagesStore);
  bind(SITE_TOUTIAO_STORE).to(ToutiaoStore);
  bind(SITE_CACHE_STORE).to(CacheStore);
}
