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

// ——— Requests and messages (added by the server side; the shapes above are unchanged) ———

/** GET tweb/site/build: the (new) site and the template; mobileTemplateId only for road type 1 sites. */
export interface SiteBuildQuery { twebId: number; templateId: number; mobileTemplateId?: number }

/** POST admin_cms/pub/sitePreviewPic. */
export interface SitePreviewRequest { twebId: number }

/** POST tweb/home/getService: paged (rows ≤ 100). Answers ListData<ServiceLine>. */
export interface ServiceListRequest { page?: number; rows?: number }

/** POST tweb/home/getServiceEditInfo: one line of 我的服务 by its ProductRecordID. */
export interface ServiceEditInfoRequest { ProductRecordID: number }

/** POST admin/theme/PhoneThemeList and GET tweb/enTheme/lists: paged and filtered like tplist (no siteKind, no device). */
export type ThemeListQuery = Omit<TemplateListQuery, 'siteKind' | 'device'>;

/**
 * POST admin/theme/change (ours: the spec names no Chinese change call): the Chinese site's PC
 * template and/or (road type 1 only) its mobile template. Articles and all admin data are kept.
 * Answers the new ThemeInfo.
 */
export interface ThemeChangeRequest { templateId?: number; mobileTemplateId?: number }

/** POST tweb/EnTheme/changeTemplate: a foreign site's template (an en template). Answers ThemeInfo. */
export interface EnThemeChangeRequest { templateId: number }

/** The build task's kind (its progress is read through the kernel's task service). */
export const SITE_BUILD_TASK_KIND = 'sites.build';

/** What the template routes answer when they refuse, and the build's stages. */
export const TEMPLATE_MSG = {
  templateNotFound: '模板不存在',
  plusRequired: '该模板为高级模板，当前账号暂无使用权限，请联系客服开通',
  alreadyBuilt: '该站点已选择模板，如需更换请前往“更换模板”',
  building: '网站正在使用模板建站，请等待建站完成后再操作',
  notBuilt: '该站点尚未选择模板，请先使用模板建站',
  notWebsite: '小程序和商城站点不使用网站模板',
  zhOnly: '中文站只能使用中文模板',
  enOnly: '外文站只能使用外文模板',
  notForeign: '该站点不是外文站，请使用中文模板更换',
  foreignUseEn: '外文站请在外文模板中更换',
  mobileNeedsPcMobile: '只有“电脑+手机”站点可以单独选择手机模板',
  needMobileTemplate: '请选择手机模板',
  mobileNotForPc: '手机模板不能用作电脑端模板',
  chooseOne: '请选择要更换的模板',
  sameTemplate: '所选模板与当前模板相同',
  serviceNotFound: '服务不存在或无权访问',
  noPreview: '网站尚未建成，暂无预览图',
  funcTagsInvalid: '功能标签格式不正确，应为以逗号分隔的编号，如 1,2',
  stageApply: '应用模板',
  stageHistory: '记录模板',
  stagePictures: '生成网站预览图',
  stageDone: '建站完成',
  buildTitle: (siteName: string, code: string) => `使用模板 ${code} 建站：${siteName}`,
} as const;

/** The server's demo page of a template (served on the console's host; /previewBox may frame it). */
export function templateDemoPath(code: string, device: 'pc' | 'mobile'): string {
  return `/tpl-demo/${encodeURIComponent(code)}/${device}.html`;
}

/** Whether a path is a template's demo page (templateDemoPath's shape, nothing else). */
export function isTemplateDemoPath(path: string): boolean {
  return /^\/tpl-demo\/[A-Za-z0-9_-]{1,40}\/(pc|mobile)\.html$/.test(path);
}
