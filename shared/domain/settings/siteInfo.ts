// 网站信息 (issue 14 §3): what the site page saves, and the rules the console and the server both
// apply to it (备案号, 公安备案号, the statistics code's length, the favicon's size and type).

export const SITE_INFO_LIMITS = {
  name: 50,
  copyright: 200,
  icp: 40,
  police: 40,
  /** The statistics code is stored as text and never run in the console. */
  statsCode: 10_000,
  url: 500,
  /** 200 KB: a favicon is a few KB; anything near a megabyte is a mistaken upload. */
  faviconBytes: 200 * 1024,
} as const;

export const SITE_INFO_MSG = {
  nameRequired: '网站名称不能为空',
  nameTooLong: `网站名称不能超过${SITE_INFO_LIMITS.name}个字符`,
  copyrightTooLong: `版权信息不能超过${SITE_INFO_LIMITS.copyright}个字符`,
  icpInvalid: '备案号格式不正确',
  policeInvalid: '公安备案号格式不正确',
  statsTooLong: `统计代码不能超过${SITE_INFO_LIMITS.statsCode}个字符`,
  imageInvalid: '图片地址不正确',
  faviconTooLarge: `网站图标不能超过${SITE_INFO_LIMITS.faviconBytes / 1024}KB`,
  faviconType: '网站图标仅支持 ICO、PNG、SVG 格式',
  faviconUnsafe: '网站图标（SVG）不能包含脚本或外部链接',
  saved: '保存成功',
} as const;

/** The fields of 网站信息. */
export interface SiteInfo {
  name: string;
  logo: string;
  favicon: string;
  copyright: string;
  /** ICP备案号, e.g. 京ICP备12345678号-1; empty when none. */
  icp: string;
  /** 公安备案号, e.g. 京公网安备11010502030143号; empty when none. */
  police: string;
  statsCode: string;
  /** 关闭网站: visitors see the 网站已关闭 page. */
  closed: boolean;
}

/** 京ICP备12345678号, 粤ICP备2021012345号-3: a province's one-character abbreviation, 4–10 digits, an optional -n. */
const ICP = /^[\u4e00-\u9fa5]ICP备\d{4,10}号(-\d{1,3})?$/;
/** 京公网安备11010502030143号 (a space after 备 is common): 14 digits. */
const POLICE = /^[\u4e00-\u9fa5]公网安备\s?\d{14}号$/;

export function siteIcpValid(text: string): boolean {
  return text === '' || ICP.test(text);
}

export function sitePoliceValid(text: string): boolean {
  return text === '' || POLICE.test(text);
}

/** A picture address: one of the site's uploads or an http(s) address; empty for none. */
export function siteImageUrlValid(url: string): boolean {
  if (url === '') return true;
  if (url.length > SITE_INFO_LIMITS.url) return false;
  if (/^\/(uploads|api)\/[^\s"'<>\\]*$/.test(url) && !url.includes('..')) return true;
  return /^https?:\/\/[^\s"'<>\\]+$/i.test(url);
}

export interface SiteRefusal {
  field: string;
  message: string;
}

/** The first rule 网站信息 breaks (values already trimmed), or null. */
export function checkSiteInfo(info: SiteInfo): SiteRefusal | null {
  if (!info.name) return { field: 'name', message: SITE_INFO_MSG.nameRequired };
  if ([...info.name].length > SITE_INFO_LIMITS.name) return { field: 'name', message: SITE_INFO_MSG.nameTooLong };
  if (!siteImageUrlValid(info.logo)) return { field: 'logo', message: SITE_INFO_MSG.imageInvalid };
  if (!siteImageUrlValid(info.favicon)) return { field: 'favicon', message: SITE_INFO_MSG.imageInvalid };
  if ([...info.copyright].length > SITE_INFO_LIMITS.copyright) return { field: 'copyright', message: SITE_INFO_MSG.copyrightTooLong };
  if (!siteIcpValid(info.icp)) return { field: 'icp', message: SITE_INFO_MSG.icpInvalid };
  if (!sitePoliceValid(info.police)) return { field: 'police', message: SITE_INFO_MSG.policeInvalid };
  if (info.statsCode.length > SITE_INFO_LIMITS.statsCode) return { field: 'statsCode', message: SITE_INFO_MSG.statsTooLong };
  return null;
}

/** Trims the text fields (the statistics code is kept as written). */
export function normaliseSiteInfo(info: SiteInfo): SiteInfo {
  return { ...info, name: info.name.trim(), logo: info.logo.trim(), favicon: info.favicon.trim(), copyright: info.copyright.trim(), icp: info.icp.trim(), police: info.police.trim() };
}

export type SiteFaviconType = 'image/x-icon' | 'image/png' | 'image/svg+xml';

/**
 * What a favicon's bytes are (never its name): ICO, PNG, or SVG text without scripts, event
 * handlers or outside references. Answers the type, or the refusal.
 */
export function siteFaviconType(bytes: Uint8Array): { type: SiteFaviconType } | { message: string } {
  if (bytes.length > SITE_INFO_LIMITS.faviconBytes) return { message: SITE_INFO_MSG.faviconTooLarge };
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (bytes.length >= 6 && starts([0, 0, 1, 0])) return { type: 'image/x-icon' };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: 'image/png' };
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text) && /<\/svg>\s*$/i.test(text)) {
    if (/<script|<foreignObject|\son[a-z]+\s*=|javascript:|(?:href|src)\s*=\s*["']?\s*(?:https?:|\/\/|data:)/i.test(text)) return { message: SITE_INFO_MSG.faviconUnsafe };
    return { type: 'image/svg+xml' };
  }
  return { message: SITE_INFO_MSG.faviconType };
}
