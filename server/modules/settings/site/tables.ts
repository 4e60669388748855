// The site area's tables (issue 14 §3, §8), merged into core's Database. Bound domains themselves
// are core's site_domains (its unique index on domain is what refuses a domain bound elsewhere);
// settings_site_domains holds what this area adds to each: the TXT token and the certificate.
import type { Generated } from 'kysely';

/** 网站信息 beyond the site's name (sites.site_name): one row per site, made on first save. */
export interface SettingsSiteInfoTable {
  site_id: number;
  logo: string;
  favicon: string;
  copyright: string;
  icp: string;
  police: string;
  stats_code: string;
  closed: number;
  primary_domain_id: number | null;
  /** An uploaded favicon's bytes (base64) and type; served at plugin/site/favicon. */
  favicon_data: string | null;
  favicon_type: string | null;
  updated_at: number;
}

export interface SettingsSiteDomainsTable {
  domain_id: number;
  site_id: number;
  verify_token: string;
  verified_at: number | null;
  cert_pem: string | null;
  /** The private key, sealed with core's secret box (never answered). */
  cert_key_sealed: string | null;
  cert_subject: string | null;
  cert_issuer: string | null;
  cert_valid_from: number | null;
  cert_valid_to: number | null;
  /** JSON array of the names the certificate covers. */
  cert_names: string | null;
  updated_at: number;
}

export interface SettingsSitePagesTable {
  site_id: number;
  kind: string;
  title: string;
  text: string;
  image: string;
  show_home_button: number;
  button_text: string;
  auto_return_seconds: number;
  updated_at: number;
}

export interface SettingsToutiaoFilesTable {
  site_id: number;
  file_name: string;
  content: string;
  updated_at: Generated<number>;
  /** 1: served (settings_041; the application centre's switch). */
  enabled: Generated<number>;
}

declare module '../../../core/db/database' {
  interface Database {
    settings_site_info: SettingsSiteInfoTable;
    settings_site_domains: SettingsSiteDomainsTable;
    settings_site_pages: SettingsSitePagesTable;
    settings_toutiao_files: SettingsToutiaoFilesTable;
  }
}

export const SITE_AREA_TABLES = ['settings_site_info', 'settings_site_domains', 'settings_site_pages', 'settings_toutiao_files'] as const;
