// The §6 keys of the site area's pages; the Toutiao page is also the application centre's.
export const SITE_KEYS = {
  info: 'site_setting',
  domains: 'site_setting_2',
  pages: 'exception_page',
  toutiao: ['app_ttyz', 'app_center'],
  cache: 'clear_cache',
} as const;
