// Templates (issue 17 §2–3): the catalogue the site builder offers (tweb/pub/tplist and its
// filters), building a site from one (GET tweb/site/build, a task), the finish page, 我的服务, and
// changing a site's template (themeInfo, admin/theme, isChangeTheme, PhoneThemeList, enTheme).
// Shapes shared by the server (server/modules/sites/templates) and the console (plugins/sites).
import type { SiteMode } from './siteMode';

/** Which screens a template is made for: a responsive template serves both. */
export type TemplateDevice = 'pc' | 'mobile' | 'responsive';
export const TEMPLATE_DEVICES: readonly TemplateDevice[] = ['responsive', 'pc', 'mobile'];

/** Which sites a template is for: Chinese (and PC-and-mobile) sites, or foreign sites. */
export type TemplateSiteKind = 'zh' | 'en';

export interface TemplateFilterOption { id: number; name: string }

/** One card of the catalogue. */
export interface TemplateCard {
  id: number;
  /** Shown on the card and stored as the site's theme_name, e.g. T1024. */
  code: string;
  name: string;
  industryId: number;
  industryName: string;
  colorId: number;
  colorName: string;
  funcTagIds: number[];
  device: TemplateDevice;
  siteKind: TemplateSiteKind;
  /** 高级: offered only when getPlusRole allows. */
  plus: boolean;
  /** The card's picture (PC) and the phone picture, made by the server (URLs). */
  cover: string;
  mobileCover: string;
  /** The template's demo page (PC and mobile addresses), opened in /previewBox. */
  pcDemoUrl: string;
  mobileDemoUrl: string;
}

/** GET tweb/pub/tplist: paged (page, rows ≤ TEMPLATE_PAGE_MAX), every filter optional. */
export interface TemplateListQuery {
  page?: number;
  rows?: number;
  industryId?: number;
  colorId?: number;
  /** Function tags, comma-separated ids: a template must have every one. */
  funcTagIds?: string;
  device?: TemplateDevice;
  keyword?: string;
  siteKind?: TemplateSiteKind;
}

export const TEMPLATE_PAGE_DEFAULT = 12;
export const TEMPLATE_PAGE_MAX = 48;
export const TEMPLATE_KEYWORD_MAX = 30;

/** GET tweb/pub/getPlusRole. */
export interface PlusRoleAnswer { allowed: boolean }

/** GET tweb/site/build?twebId&templateId: the build task started (GET tasks through the kernel's task service). */
export interface SiteBuildStarted { taskId: number; twebId: number }

/** POST admin_cms/pub/sitePreviewPic { twebId }: the built site's pictures (URLs made by the server). */
export interface SitePreviewPictures { pc: string; mobile: string }

/** POST tweb/home/getService: one line of 我的服务. */
export interface ServiceLine {
  ProductRecordID: number;
  serviceCode: 'pc' | 'en';
  name: string;
  /** The site it is bound to, or null when unused. */
  twebId: number | null;
  siteName: string;
  /** Seconds since the epoch, as sys_end_time. */
  endTime: number;
}

/** GET tweb/site/themeInfo and GET admin/theme: the site's current template(s). */
export interface ThemeInfo {
  twebId: number;
  mode: SiteMode;
  roadType: 0 | 1;
  template: TemplateCard | null;
  /** PC-and-mobile sites only: the mobile template. */
  mobileTemplate: TemplateCard | null;
  /** Earlier templates, newest first. */
  history: ThemeHistoryEntry[];
}

export interface ThemeHistoryEntry { templateId: number; code: string; name: string; changedAt: number; account: string }

/** GET admin/theme/isChangeTheme: whether the template may be changed now, else why not. */
export interface ThemeChangeCheck { allowed: boolean; reason: string }

/** GET tweb/site/getDesktopUrl: the site editor's address (shown only on the product's own hosts). */
export interface DesktopUrlAnswer { url: string }
