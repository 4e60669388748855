// Variables and TKD (issue 12 §3): the page kinds, the SEO parameters (separator, site keywords,
// custom variables) and their rules, the wire shapes of SysConfig/seoParams, SysConfig/seoTkd and
// seoExtract, and the values a record gives the variables. The render rule itself is render.ts.
import {
  BUILTIN_VARIABLES,
  checkTemplates,
  DESCRIPTION_HINT_MAX,
  seoLength,
  type Tkd,
  type VariableValues,
} from './render';

export * from './render';

export const TKD_PAGE_KINDS = ['home', 'articleList', 'articleDetail', 'productList', 'productDetail', 'tag', 'page'] as const;
export type TkdPageKind = (typeof TKD_PAGE_KINDS)[number];

export const TKD_PAGE_LABELS: Record<TkdPageKind, string> = {
  home: '首页', articleList: '文章列表', articleDetail: '文章详情', productList: '产品列表', productDetail: '产品详情', tag: '标签页', page: '单页',
};

/** What a new site starts from (and what a kind without a saved row renders). */
export const DEFAULT_TKD: Record<TkdPageKind, Tkd> = {
  home: { title: '{站点名称}', keywords: '{关键词}', description: '{站点名称}' },
  articleList: { title: '{栏目名称}{页码}{分隔符}{站点名称}', keywords: '{栏目名称},{关键词}', description: '{站点名称}{栏目名称}' },
  articleDetail: { title: '{文章标题}{分隔符}{站点名称}', keywords: '{关键词}', description: '{文章标题}' },
  productList: { title: '{栏目名称}{页码}{分隔符}{站点名称}', keywords: '{栏目名称},{关键词}', description: '{站点名称}{栏目名称}' },
  productDetail: { title: '{产品名称}{分隔符}{站点名称}', keywords: '{产品名称},{关键词}', description: '{产品名称}' },
  tag: { title: '{栏目名称}{页码}{分隔符}{站点名称}', keywords: '{栏目名称}', description: '{站点名称}{栏目名称}' },
  page: { title: '{栏目名称}{分隔符}{站点名称}', keywords: '{关键词}', description: '{站点名称}{栏目名称}' },
};

export const TKD_TEMPLATE_MAX = { title: 200, keywords: 300, description: 500 } as const;
export const SEPARATOR_MAX = 5;
export const SITE_KEYWORDS_MAX = 200;
export const VARIABLE_NAME_MAX = 20;
export const VARIABLE_VALUE_MAX = 200;
export const CUSTOM_VARIABLES_MAX = 50;
export const DEFAULT_SEPARATOR = '-';

// Letters of any script, digits and _; no braces, spaces or punctuation that would break a template.
const NAME_RE = /^[\p{L}\p{N}_]+$/u;

export const TKD_MSG = {
  nameEmpty: '变量名称不能为空',
  nameLong: `变量名称最多 ${VARIABLE_NAME_MAX} 个字符`,
  nameChars: (name: string) => `变量名称“${name}”只能包含汉字、字母、数字和下划线`,
  nameBuiltin: (name: string) => `变量名称“${name}”与系统变量重名`,
  nameDuplicate: (name: string) => `变量名称“${name}”已存在`,
  nameTaken: '变量名称已存在，请刷新后重试',
  valueLong: `变量值最多 ${VARIABLE_VALUE_MAX} 个字符`,
  tooMany: `自定义变量最多 ${CUSTOM_VARIABLES_MAX} 个`,
  sampleMissing: '预览记录不存在或不属于当前网站',
  recordMissing: '记录不存在或已删除',
} as const;

export interface CustomVariable {
  name: string;
  value: string;
}

/** SysConfig/seoParams, read and saved whole. */
export interface SeoParams {
  /** {分隔符}. */
  separator: string;
  /** {关键词} where a record has none of its own. */
  keywords: string;
  variables: CustomVariable[];
}

/** The first problem of a custom variable list (names checked, unique), or null. */
export function checkCustomVariables(variables: readonly CustomVariable[]): string | null {
  if (variables.length > CUSTOM_VARIABLES_MAX) return TKD_MSG.tooMany;
  const seen = new Set<string>();
  for (const v of variables) {
    const name = v.name.trim();
    if (!name) return TKD_MSG.nameEmpty;
    if ([...name].length > VARIABLE_NAME_MAX) return TKD_MSG.nameLong;
    if (!NAME_RE.test(name)) return TKD_MSG.nameChars(name);
    if ((BUILTIN_VARIABLES as readonly string[]).includes(name)) return TKD_MSG.nameBuiltin(name);
    if (seen.has(name)) return TKD_MSG.nameDuplicate(name);
    if ([...v.value].length > VARIABLE_VALUE_MAX) return TKD_MSG.valueLong;
    seen.add(name);
  }
  return null;
}

/** Every variable name a template of the site may use. */
export function knownVariables(variables: readonly CustomVariable[]): Set<string> {
  return new Set<string>([...BUILTIN_VARIABLES, ...variables.map((v) => v.name)]);
}

/** SysConfig/seoTkd: the templates of every page kind. */
export type TkdTemplates = Record<TkdPageKind, Tkd>;

/** 未知变量：X for the first template using a variable the site lacks, else null. */
export function checkTkdTemplates(templates: TkdTemplates, variables: readonly CustomVariable[]): string | null {
  const known = knownVariables(variables);
  return checkTemplates(TKD_PAGE_KINDS.flatMap((k) => [templates[k].title, templates[k].keywords, templates[k].description]), known);
}

/** A real record of the site the preview renders with (what it gives the variables). */
export interface TkdSample {
  kind: TkdPageKind;
  /** Record id (article, product, category, tag, section); 0 for the home page. */
  id: number;
  label: string;
  categoryName: string;
  articleTitle: string;
  productName: string;
  /** The record's own keywords ('' for none). */
  keywords: string;
}

export interface TkdState {
  templates: TkdTemplates;
  params: SeoParams;
  siteName: string;
  /** A few real records per page kind to preview on. */
  samples: Record<TkdPageKind, TkdSample[]>;
}

/** The values of all variables for one record (page 1 unless given). */
export function variableValues(siteName: string, params: SeoParams, sample: Pick<TkdSample, 'categoryName' | 'articleTitle' | 'productName' | 'keywords'>, page = 1): VariableValues {
  const values: Record<string, string> = {};
  for (const v of params.variables) values[v.name] = v.value;
  Object.assign(values, {
    站点名称: siteName,
    栏目名称: sample.categoryName,
    文章标题: sample.articleTitle,
    产品名称: sample.productName,
    关键词: sample.keywords.trim() || params.keywords,
    // Page 1 is the section's address itself: no 第1页 in its title.
    页码: page > 1 ? `第${page}页` : '',
    分隔符: params.separator,
  });
  return values;
}

// ---- 一键提取 ------------------------------------------------------------------------------

const SENTENCE_END = /[。！？!?；;.]/;

/**
 * A description from a body's plain text: whole sentences up to 80 汉字; a first sentence longer
 * than that is cut at the last comma-like mark (else at 80) so the text never ends mid-word.
 */
export function extractDescription(text: string, max = DESCRIPTION_HINT_MAX): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (seoLength(plain) <= max) return plain;
  let out = '';
  let sentence = '';
  for (const ch of plain) {
    sentence += ch;
    if (SENTENCE_END.test(ch)) {
      if (seoLength(out + sentence) > max) break;
      out += sentence;
      sentence = '';
    }
  }
  if (out) return out.trim();
  let cut = '';
  for (const ch of plain) {
    if (seoLength(cut + ch) > max) break;
    cut += ch;
  }
  const comma = Math.max(cut.lastIndexOf('，'), cut.lastIndexOf(','), cut.lastIndexOf('、'));
  return (comma > cut.length / 2 ? cut.slice(0, comma) : cut).trim();
}

/**
 * Keywords for a record: the library's words found in its title and text (title hits first, at
 * most 5), else the title's own terms (split at punctuation and spaces, 2–12 characters).
 */
export function extractKeywords(title: string, text: string, library: readonly string[], max = 5): string {
  const picked: string[] = [];
  const add = (w: string) => { if (picked.length < max && !picked.includes(w)) picked.push(w); };
  const lowerTitle = title.toLowerCase();
  const lowerText = text.toLowerCase();
  const words = [...library].filter((w) => w.trim()).sort((a, b) => b.length - a.length);
  for (const w of words) if (lowerTitle.includes(w.toLowerCase())) add(w);
  for (const w of words) if (lowerText.includes(w.toLowerCase())) add(w);
  if (picked.length) return picked.join(',');
  for (const term of title.split(/[\s,，。、;；:：!！?？|/\\()（）【】\[\]<>《》"“”'‘’\-_—]+/)) {
    const n = [...term].length;
    if (n >= 2 && n <= 12) add(term);
  }
  return picked.join(',');
}

/** The records 站内TKD lists and 一键提取 fills: article and product categories, articles, products. */
export const TKD_RECORD_KINDS = ['articleCategory', 'productCategory', 'article', 'product'] as const;
export type TkdRecordKind = (typeof TKD_RECORD_KINDS)[number];

export const TKD_INSIDE_FILTERS = ['all', 'missing', 'long', 'duplicate'] as const;
export type TkdInsideFilter = (typeof TKD_INSIDE_FILTERS)[number];

// ---- 站内TKD ---------------------------------------------------------------------------------

/** The page kind whose template a record of this kind falls back to. */
export const TEMPLATE_OF_RECORD: Record<TkdRecordKind, TkdPageKind> = {
  articleCategory: 'articleList', productCategory: 'productList', article: 'articleDetail', product: 'productDetail',
};

export interface TkdInsideQuery {
  kind: TkdRecordKind;
  filter?: TkdInsideFilter;
  keyword?: string;
  page?: number;
  rows?: number;
}

export interface TkdInsideRow {
  kind: TkdRecordKind;
  id: number;
  /** Title of the article, name of the product or category. */
  name: string;
  categoryName: string;
  /** The optimistic lock of articles and products (0 for categories). */
  version: number;
  own: Tkd;
  effective: Tkd;
  missing: boolean;
  long: boolean;
  duplicate: boolean;
}

export interface TkdInsideSaveRequest extends Tkd {
  kind: TkdRecordKind;
  id: number;
  version: number;
}

export interface TkdExtractRequest {
  kind: TkdRecordKind;
  id: number;
  version: number;
}
