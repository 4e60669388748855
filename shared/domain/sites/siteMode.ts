// §4: road type 1 is the PC-and-mobile mode (a PC template and a mobile template); road type 0 is
// the zh or foreign mode by the site's language (zh-cn is the Chinese mode). One rule, used by the
// console (which template lists /zhHome/template offers) and the server (which change it accepts).

export type SiteMode = 'pcMobile' | 'zh' | 'foreign';

export function siteMode(site: { road_type: number; lang: string }): SiteMode {
  if (site.road_type === 1) return 'pcMobile';
  return site.lang.toLowerCase() === 'zh-cn' ? 'zh' : 'foreign';
}
