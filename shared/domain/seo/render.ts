// The one TDK render rule (issue 12 §3): a template and the values of its variables → the text a
// page carries. The console's preview, the server (saves, 站内TKD, 一键提取) and the site score all
// call these functions, so what the operator previews is what is served and scored.

/** Title, keywords and description of a page. */
export interface Tkd {
  title: string;
  keywords: string;
  description: string;
}

export const TKD_FIELDS = ['title', 'keywords', 'description'] as const;
export type TkdField = (typeof TKD_FIELDS)[number];

/** The variables every site has; their values come from the record and the site (tkd.ts). */
export const BUILTIN_VARIABLES = ['站点名称', '栏目名称', '文章标题', '产品名称', '关键词', '页码', '分隔符'] as const;
export type BuiltinVariable = (typeof BUILTIN_VARIABLES)[number];

/** A variable's value per name (built-in and custom alike). */
export type VariableValues = Readonly<Record<string, string>>;

// {name}: no braces or line breaks inside; `{}` and a lone brace are plain text.
const VARIABLE = /\{([^{}\r\n]+)\}/g;

export const unknownVariableMessage = (name: string): string => `未知变量：${name}`;

/** The variable names a template uses, each once, in order of first use. */
export function templateVariables(template: string): string[] {
  const names = new Set<string>();
  for (const m of template.matchAll(VARIABLE)) names.add(m[1]);
  return [...names];
}

/** The first variable of the template that is not among `known`, or null. */
export function firstUnknownVariable(template: string, known: ReadonlySet<string> | readonly string[]): string | null {
  const set = known instanceof Set ? known : new Set(known as readonly string[]);
  return templateVariables(template).find((name) => !set.has(name)) ?? null;
}

/** 未知变量：X for the first unknown variable of any of the templates, else null. */
export function checkTemplates(templates: readonly string[], known: ReadonlySet<string> | readonly string[]): string | null {
  for (const t of templates) {
    const name = firstUnknownVariable(t, known);
    if (name !== null) return unknownVariableMessage(name);
  }
  return null;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Renders a template: each {name} becomes its value (an unknown one stays as written, so the
 * preview shows it beside its 未知变量 message). An empty variable must not leave its separator
 * behind: runs of the separator collapse to one and it is trimmed from both ends, with the spaces.
 */
export function renderTemplate(template: string, values: VariableValues): string {
  let text = template.replace(VARIABLE, (whole, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? values[name] : whole));
  text = text.replace(/\s+/g, ' ');
  const sep = (values['分隔符'] ?? '').trim();
  if (sep) {
    const re = separatorRes(sep);
    text = text.replace(re.runs, (run) => (run.startsWith(' ') || run.endsWith(' ') ? ` ${sep} ` : sep));
    text = text.replace(re.leading, '').replace(re.trailing, '');
  }
  return text.trim();
}

// A site renders every record with its one separator: its expressions are built once, not per render.
const SEPARATOR_RES = new Map<string, { runs: RegExp; leading: RegExp; trailing: RegExp }>();
function separatorRes(sep: string): { runs: RegExp; leading: RegExp; trailing: RegExp } {
  let re = SEPARATOR_RES.get(sep);
  if (!re) {
    const s = escapeRe(sep);
    re = { runs: new RegExp(`(?:\\s*${s}\\s*){2,}`, 'g'), leading: new RegExp(`^(?:\\s*${s})+`), trailing: new RegExp(`(?:${s}\\s*)+$`) };
    if (SEPARATOR_RES.size < 100) SEPARATOR_RES.set(sep, re);
  }
  return re;
}

/** A page kind's three templates rendered with one set of values. */
export function renderTkd(template: Tkd, values: VariableValues): Tkd {
  return {
    title: renderTemplate(template.title, values),
    keywords: renderTemplate(template.keywords, values),
    description: renderTemplate(template.description, values),
  };
}

/**
 * A record's effective TDK: each of its own seo_* fields when filled (not just spaces), else its
 * page kind's template rendered with the record's values.
 */
export function effectiveTkd(own: Tkd, template: Tkd, values: VariableValues): Tkd {
  const pick = (field: TkdField) => (own[field].trim() ? own[field].trim() : renderTemplate(template[field], values));
  return { title: pick('title'), keywords: pick('keywords'), description: pick('description') };
}

// Length hints (warn only): what Baidu shows is about 30 汉字 of a title and 80 of a description;
// a Latin letter, digit or space takes half a 汉字's width, so it counts a half.
export const TITLE_HINT_MAX = 30;
export const DESCRIPTION_HINT_MAX = 80;

/** A text's length in 汉字 (CJK and full-width characters 1, others ½), rounded up. */
export function seoLength(text: string): number {
  let halves = 0;
  for (const ch of text) halves += ch.charCodeAt(0) > 0xff ? 2 : 1;
  return Math.ceil(halves / 2);
}

export const TKD_HINT = {
  titleLong: (n: number) => `标题约 ${n} 字，超过 ${TITLE_HINT_MAX} 字的部分在搜索结果中可能被截断`,
  descriptionLong: (n: number) => `描述约 ${n} 字，超过 ${DESCRIPTION_HINT_MAX} 字的部分在搜索结果中可能被截断`,
} as const;

export type TkdLengthState = 'ok' | 'missing' | 'long';

/** Whether a title / description is missing (empty), too long for the hint, or fine. */
export function lengthState(field: TkdField, text: string): TkdLengthState {
  if (!text.trim()) return 'missing';
  if (field === 'title' && seoLength(text) > TITLE_HINT_MAX) return 'long';
  if (field === 'description' && seoLength(text) > DESCRIPTION_HINT_MAX) return 'long';
  return 'ok';
}

/** The warnings (never refusals) for a rendered TDK. */
export function lengthHints(tkd: Tkd): string[] {
  const hints: string[] = [];
  const t = seoLength(tkd.title);
  const d = seoLength(tkd.description);
  if (t > TITLE_HINT_MAX) hints.push(TKD_HINT.titleLong(t));
  if (d > DESCRIPTION_HINT_MAX) hints.push(TKD_HINT.descriptionLong(d));
  return hints;
}
