// A mini-program's pages (issue 17 §8): a title, a path in the package, shown or hidden, their order,
// and where the content comes from — an article category (of one article type), a product
// category, a lead form, or nothing (a page of its own). Checked alike on both sides.

export const MP_SOURCE_KINDS = ['none', 'article', 'product', 'form'] as const;
export type MpSourceKind = (typeof MP_SOURCE_KINDS)[number];

export const MP_SOURCE_LABEL: Readonly<Record<MpSourceKind, string>> = {
  none: '无（自定义页面）',
  article: '文章分类',
  product: '产品分类',
  form: '留言表单',
};

export const MP_PAGE_LIMITS = { title: 20, path: 80, pages: 30 } as const;

/** pages/…: lower-case letters, digits, _ and -, in segments (pages/news/index). */
export const MP_PAGE_PATH = /^pages(\/[a-z0-9_-]+){1,4}$/;

export interface MpPageInput {
  title: string;
  path: string;
  visible: boolean;
  sourceKind: MpSourceKind;
  /** The category's or form's id; 0 with 'none'. */
  sourceId: number;
}

export interface MpPage extends MpPageInput {
  id: number;
  sort: number;
  /** The source's name as it is now; '' when none, or when it has been deleted since. */
  sourceName: string;
  /** The chosen source no longer exists (deleted since): shown so the operator picks another. */
  sourceMissing: boolean;
}

export const MP_PAGE_MSG = {
  titleEmpty: '请填写页面名称',
  titleLong: `页面名称不能超过 ${MP_PAGE_LIMITS.title} 个字`,
  pathBad: '页面路径格式不正确，应为 pages/ 开头的小写字母、数字、_ 或 -，如 pages/news/index',
  pathTaken: '该页面路径已存在',
  sourceNeeded: '请选择内容来源',
  sourceNone: '自定义页面不能选择内容来源',
  sourceMissing: '所选内容来源不存在或不属于本站',
  tooMany: `每个小程序最多 ${MP_PAGE_LIMITS.pages} 个页面`,
  notFound: '页面不存在或已删除',
  orderMismatch: '页面列表已变化，请刷新后重新排序',
} as const;

export interface Refusal {
  field: string;
  message: string;
}

/** What is wrong with a page as typed (the source's existence is the server's to check). */
export function checkMpPage(input: MpPageInput): Refusal | null {
  const title = input.title.trim();
  if (!title) return { field: 'title', message: MP_PAGE_MSG.titleEmpty };
  if ([...title].length > MP_PAGE_LIMITS.title) return { field: 'title', message: MP_PAGE_MSG.titleLong };
  if (input.path.length > MP_PAGE_LIMITS.path || !MP_PAGE_PATH.test(input.path.trim())) return { field: 'path', message: MP_PAGE_MSG.pathBad };
  if (input.sourceKind === 'none' && input.sourceId !== 0) return { field: 'sourceId', message: MP_PAGE_MSG.sourceNone };
  if (input.sourceKind !== 'none' && !(Number.isInteger(input.sourceId) && input.sourceId > 0)) return { field: 'sourceId', message: MP_PAGE_MSG.sourceNeeded };
  return null;
}

/** The ids in the order they would be after moving one up (-1) or down (+1); unchanged at an end. */
export function movedOrder(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const out = [...ids];
  const at = out.indexOf(id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= out.length) return out;
  [out[at], out[to]] = [out[to], out[at]];
  return out;
}
