// §3 design option catalogues for links: what a link is (none, inside, a function, outside), the
// kinds of the site's records an inside link points at, the fixed site sections, the function
// actions, and how a link opens. Shared by navigation (issue 14) and the page designer; each
// catalogue is its codes in order with their Chinese labels.

export const LINK_TYPES = ['none', 'inside_link', 'fun', 'outside_link'] as const;
export type LinkType = (typeof LINK_TYPES)[number];
export const LINK_TYPE_LABELS: Readonly<Record<LinkType, string>> = {
  none: '无链接',
  inside_link: '站内链接',
  fun: '功能',
  outside_link: '外部链接',
};

export const INSIDE_LINK_KINDS = ['section', 'product', 'article', 'product_type', 'article_type'] as const;
export type InsideLinkKind = (typeof INSIDE_LINK_KINDS)[number];
export const INSIDE_LINK_KIND_LABELS: Readonly<Record<InsideLinkKind, string>> = {
  section: '栏目',
  product: '产品',
  article: '文章',
  product_type: '产品分类',
  article_type: '文章分类',
};

/** The inside-link kinds that point at one of the site's records (all but the fixed sections). */
export type RecordLinkKind = Exclude<InsideLinkKind, 'section'>;
export const RECORD_LINK_KINDS: readonly RecordLinkKind[] = ['product', 'article', 'product_type', 'article_type'];

export const SITE_SECTIONS = ['index', 'product_index', 'article_index', 'contact_us', 'about_us'] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];
export const SITE_SECTION_LABELS: Readonly<Record<SiteSection, string>> = {
  index: '网站首页',
  product_index: '产品中心',
  article_index: '新闻资讯',
  contact_us: '联系我们',
  about_us: '关于我们',
};

export const FUNCTION_ACTIONS = ['submit_form', 'customer_service', 'telephone_advisory', 'information_advisory', 'file_download', 'jump_section', 'pop_video'] as const;
export type FunctionAction = (typeof FUNCTION_ACTIONS)[number];
export const FUNCTION_ACTION_LABELS: Readonly<Record<FunctionAction, string>> = {
  submit_form: '提交表单',
  customer_service: '在线客服',
  telephone_advisory: '电话咨询',
  information_advisory: '留言咨询',
  file_download: '文件下载',
  jump_section: '跳转到区块',
  pop_video: '弹出视频',
};

export const JUMP_TYPES = ['cur_page', 'other_page'] as const;
export type JumpType = (typeof JUMP_TYPES)[number];
export const JUMP_TYPE_LABELS: Readonly<Record<JumpType, string>> = {
  cur_page: '当前窗口打开',
  other_page: '新窗口打开',
};

/** Whether a value is one of a catalogue's codes (a wire value checked before it is trusted). */
export function isCode<T extends string>(catalogue: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (catalogue as readonly string[]).includes(value);
}

/** Outside links: http and https only (javascript:, data:, vbscript:, file: … are refused). */
export function isWebAddress(value: string): boolean {
  const text = value.trim();
  if (!text || /[\s<>"'`\\]/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && (url.hostname.includes('.') || url.hostname === 'localhost');
  } catch {
    return false;
  }
}
