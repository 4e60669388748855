// 异常页面 (404, 500, 网站已关闭) and 头条验证 (the Toutiao verification file), issue 14 §8.

export const SITE_PAGE_KINDS = ['404', '500', 'closed'] as const;
export type SitePageKind = (typeof SITE_PAGE_KINDS)[number];

export const SITE_PAGE_LIMITS = {
  title: 50,
  text: 500,
  button: 10,
  /** Auto-return to the home page after this many seconds; 0 is off. */
  autoReturnMax: 60,
} as const;

export interface SiteExceptionPage {
  kind: SitePageKind;
  title: string;
  text: string;
  image: string;
  /** Show the 返回首页 button. */
  showHomeButton: boolean;
  buttonText: string;
  /** Seconds before returning to the home page; 0 never. */
  autoReturnSeconds: number;
}

export const SITE_PAGE_MSG = {
  titleRequired: '页面标题不能为空',
  titleTooLong: `页面标题不能超过${SITE_PAGE_LIMITS.title}个字符`,
  textTooLong: `提示文字不能超过${SITE_PAGE_LIMITS.text}个字符`,
  buttonRequired: '按钮文字不能为空',
  buttonTooLong: `按钮文字不能超过${SITE_PAGE_LIMITS.button}个字符`,
  autoReturn: `自动返回时间须为 0–${SITE_PAGE_LIMITS.autoReturnMax} 秒`,
} as const;

/** What a site shows before its operator has written its own. */
export const SITE_PAGE_DEFAULTS: Readonly<Record<SitePageKind, Omit<SiteExceptionPage, 'kind'>>> = {
  '404': { title: '页面不存在', text: '抱歉，您访问的页面不存在或已被删除。', image: '', showHomeButton: true, buttonText: '返回首页', autoReturnSeconds: 5 },
  '500': { title: '服务器开小差了', text: '抱歉，网站暂时无法访问，请稍后再试。', image: '', showHomeButton: true, buttonText: '返回首页', autoReturnSeconds: 0 },
  closed: { title: '网站已关闭', text: '本网站正在维护中，暂停访问，给您带来不便敬请谅解。', image: '', showHomeButton: false, buttonText: '返回首页', autoReturnSeconds: 0 },
};

export function checkSitePage(page: SiteExceptionPage): { field: string; message: string } | null {
  if (!page.title.trim()) return { field: 'title', message: SITE_PAGE_MSG.titleRequired };
  if ([...page.title].length > SITE_PAGE_LIMITS.title) return { field: 'title', message: SITE_PAGE_MSG.titleTooLong };
  if ([...page.text].length > SITE_PAGE_LIMITS.text) return { field: 'text', message: SITE_PAGE_MSG.textTooLong };
  if (page.showHomeButton && !page.buttonText.trim()) return { field: 'buttonText', message: SITE_PAGE_MSG.buttonRequired };
  if ([...page.buttonText].length > SITE_PAGE_LIMITS.button) return { field: 'buttonText', message: SITE_PAGE_MSG.buttonTooLong };
  if (!Number.isInteger(page.autoReturnSeconds) || page.autoReturnSeconds < 0 || page.autoReturnSeconds > SITE_PAGE_LIMITS.autoReturnMax) return { field: 'autoReturnSeconds', message: SITE_PAGE_MSG.autoReturn };
  return null;
}

// ---- 头条验证 ----

export const SITE_TOUTIAO_LIMITS = {
  fileName: 100,
  /** The file Toutiao asks for holds a short code: 1 KB is plenty. */
  contentBytes: 1024,
} as const;

export const SITE_TOUTIAO_MSG = {
  nameRequired: '请填写验证文件名',
  nameInvalid: '文件名只能包含字母、数字、下划线、短横线和点，不能包含路径，且须以 .txt 或 .html 结尾',
  nameReserved: '该文件名为网站保留文件，请使用头条提供的验证文件名',
  contentRequired: '请填写验证文件内容',
  contentTooLarge: `验证文件不能超过${SITE_TOUTIAO_LIMITS.contentBytes / 1024}KB`,
  contentBinary: '验证文件须为文本内容',
} as const;

/** Files the site's own address already answers. */
const RESERVED = new Set(['robots.txt', 'sitemap.xml', 'index.html', 'favicon.ico']);
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.(?:txt|html?)$/;

/** Byte length of text as UTF-8. */
export function siteUtf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

export function checkSiteToutiaoFile(fileName: string, content: string): { field: string; message: string } | null {
  if (!fileName) return { field: 'fileName', message: SITE_TOUTIAO_MSG.nameRequired };
  if (fileName.length > SITE_TOUTIAO_LIMITS.fileName || !SAFE_NAME.test(fileName)) return { field: 'fileName', message: SITE_TOUTIAO_MSG.nameInvalid };
  if (RESERVED.has(fileName.toLowerCase()) || /^sitemap-\d+\.xml$/i.test(fileName)) return { field: 'fileName', message: SITE_TOUTIAO_MSG.nameReserved };
  if (!content.trim()) return { field: 'content', message: SITE_TOUTIAO_MSG.contentRequired };
  if (siteUtf8Bytes(content) > SITE_TOUTIAO_LIMITS.contentBytes) return { field: 'content', message: SITE_TOUTIAO_MSG.contentTooLarge };
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(content)) return { field: 'content', message: SITE_TOUTIAO_MSG.contentBinary };
  return null;
}

// ---- 清除缓存 ----

export const SITE_CACHE_MSG = {
  chooseOne: '请选择要清除的缓存',
  unknown: '所选缓存不存在，请刷新后重试',
  cleared: '缓存已清除',
} as const;
