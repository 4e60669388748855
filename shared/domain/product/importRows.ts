// Products as spreadsheet rows (issue 11 §9): the columns an export writes and an import reads, in
// one place, so a file the console exports can be imported again. An import row is read here —
// header mapping, cell text, category path, tags, images, specs, flags — and then checked by the
// same rule book as the edit page (validateProduct, parsePrice): the server refuses a row for
// exactly what the form would refuse.
import { CUSTOM_FIELD_KIND_LABELS, type CustomFieldDef } from './customFields';
import { PRODUCT_LIMITS as L } from './limits';
import { PRODUCT_MSG } from './messages';
import { priceText } from './price';
import { validateProduct, type ProductImage, type ProductSpec } from './validateProduct';
import type { ProductSaveRequest } from './api';

export const IMPORT_MODES = ['add', 'update'] as const;
/** add 仅新增: a name the site has is a row error; update 按名称更新: it updates that product. */
export type ImportMode = (typeof IMPORT_MODES)[number];
export const IMPORT_MODE_LABELS: Record<ImportMode, string> = { add: '仅新增', update: '按名称更新' };

/** The workbook's sheets: products first, then the template's guide. */
export const PRODUCT_SHEET = '产品';
export const GUIDE_SHEET = '说明';

export const IMPORT_MSG = {
  fileTooLarge: `导入文件不能超过${L.importBytes / 1024 / 1024}MB`,
  notXlsx: '请上传 Excel 文件（.xlsx）：该文件不是有效的 Excel 工作簿',
  noFile: '请选择要导入的 Excel 文件（.xlsx）',
  tooManyRows: `导入文件最多${L.importRows}行产品数据，请分批导入`,
  noRows: '导入文件中没有产品数据',
  rowTooLong: '导入文件中有一行的内容过长（超过20万个字符），请检查文件',
  nameColumnMissing: '表头缺少“产品名称”列，请使用导入模板',
  unknownColumn: (header: string) => `无法识别的列“${header}”，请使用导入模板（自定义字段以字段名称为列名）`,
  repeatedColumn: (header: string) => `表头中“${header}”列重复`,
  nameRepeated: (row: number) => `与第${row}行的产品名称重复`,
  categoryPath: '分类格式不正确，各级分类用“/”分隔，如：数控机床/折弯机',
  tagTooLong: `标签名称不能超过${L.tagName}个字符`,
  flag: (label: string, yes: string, no: string) => `${label}须填写“${yes}”或“${no}”`,
  specLine: '参数格式不正确，每行一项，格式为 名称:值',
  changedMeanwhile: '该产品在导入期间被他人修改，请重新导入',
  rowFailed: '该行保存失败',
} as const;

/** The fixed columns, in the sheet's order; the site's custom fields follow by name. */
export const SHEET_COLUMNS = [
  { key: 'name', header: '产品名称', note: `必填，1–${L.name}个字符；同一站点内不能重复（回收站中的除外）` },
  { key: 'category', header: '分类', note: `分类路径，各级用“/”分隔，最多${L.categoryDepth}级，如：数控机床/折弯机/电液伺服折弯机；不存在的分类会自动创建；留空为未分类` },
  { key: 'tags', header: '标签', note: `多个标签用逗号分隔，最多${L.tags}个，每个不超过${L.tagName}个字符；不存在的标签会自动创建` },
  { key: 'price_sell', header: '销售价', note: '0–99999999.99，最多保留两位小数，如 12800 或 12800.50；留空为未定价' },
  { key: 'price_market', header: '市场价', note: '同销售价' },
  { key: 'price_negotiable', header: '面议', note: '填写“是”或“否”，留空为否；面议的产品列表中显示“面议”' },
  { key: 'brand', header: '品牌', note: `不超过${L.shortText}个字符` },
  { key: 'model', header: '型号', note: `不超过${L.shortText}个字符` },
  { key: 'origin', header: '产地', note: `不超过${L.shortText}个字符` },
  { key: 'unit', header: '单位', note: `不超过${L.shortText}个字符` },
  { key: 'pack', header: '包装', note: `不超过${L.shortText}个字符` },
  { key: 'minimum', header: '起订量', note: '不小于1的整数，留空为1' },
  { key: 'sort', header: '排序', note: `0–${L.sortMax}的整数，越小越靠前，留空为0` },
  { key: 'recommend', header: '推荐', note: '填写“是”或“否”，留空为否' },
  { key: 'status', header: '状态', note: '填写“上架”或“下架”，留空为上架' },
  { key: 'summary', header: '摘要', note: `不超过${L.summary}个字符` },
  { key: 'images', header: '图片', note: `图片地址（http/https 或站内 /uploads/ 路径），每行一个，最多${L.images}张，第一张为封面` },
  { key: 'specs', header: '参数', note: `每行一项，格式为 名称:值，最多${L.specs}行` },
] as const;

export type SheetColumnKey = (typeof SHEET_COLUMNS)[number]['key'];
const FIXED_HEADERS = new Set<string>(SHEET_COLUMNS.map((c) => c.header));

/** What the guide sheet says about blank cells and the two modes. */
export const IMPORT_GUIDE = [
  '第一个工作表为产品数据：第1行为表头（不要修改列名，可以删除不需要的列，“产品名称”列必须保留），从第2行起每行一个产品。',
  `每次最多导入${L.importRows}行，文件不超过${L.importBytes / 1024 / 1024}MB。`,
  '仅新增：表格中的产品名称在站点中已存在时，该行报错“产品名称已存在”。',
  '按名称更新：名称已存在的产品按表格内容更新（空白单元格保留原值），名称不存在的新增。',
  '任何一行有错误时不导入任何产品，并列出错误的行号和原因；勾选“跳过错误行”则只导入正确的行。',
  '自定义字段以字段名称为列名，与固定列同名的自定义字段列名为“名称（自定义字段）”。',
] as const;

/** The column header of a custom field: its name, unless a fixed column has that name. */
export function customHeaderOf(def: Pick<CustomFieldDef, 'name'>): string {
  return FIXED_HEADERS.has(def.name) ? `${def.name}（自定义字段）` : def.name;
}

/** Every header of the site's sheet: the fixed columns, then its custom fields. */
export function sheetHeaders(defs: readonly CustomFieldDef[]): string[] {
  return [...SHEET_COLUMNS.map((c) => c.header), ...defs.map(customHeaderOf)];
}

/** The guide's line for a custom field: its kind, whether required, its choices. */
export function customFieldNote(def: CustomFieldDef): string {
  const kind = CUSTOM_FIELD_KIND_LABELS[def.kind];
  const extra = def.kind === 'select' ? `，可选：${(def.options ?? []).join('、')}` : def.kind === 'date' ? '，格式 2026-01-31' : '';
  return `自定义字段（${kind}${def.required ? '，必填' : ''}${extra}）`;
}

// --- reading cells ---------------------------------------------------------------------------------

const NEUTRALISED = /^'[=+\-@\t\r]/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A cell's value (as a spreadsheet library reads it) as the text a user sees: rich text joined, a
 * link's text, a formula's result, a date as 2026-01-31, TRUE/FALSE as 是/否. The apostrophe an
 * export puts before text that looks like a formula is taken off again.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return NEUTRALISED.test(value) ? value.slice(1) : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const h = value.getUTCHours();
    const m = value.getUTCMinutes();
    const s = value.getUTCSeconds();
    return h || m || s ? `${day} ${pad(h)}:${pad(m)}:${pad(s)}` : day;
  }
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) return cellText(v.richText.map((part) => String((part as { text?: unknown })?.text ?? '')).join(''));
    if ('result' in v) return cellText(v.result);
    if ('formula' in v || 'sharedFormula' in v) return '';
    if (typeof v.text === 'string') return cellText(v.text);
    if (typeof v.error === 'string') return v.error;
  }
  return '';
}

// --- the header ------------------------------------------------------------------------------------

/** What one column of a file holds: a fixed column, a custom field, or nothing (an empty header). */
export type ColumnTarget = { key: SheetColumnKey } | { slot: string } | null;

export type HeaderMap = { ok: true; columns: ColumnTarget[] } | { ok: false; message: string };

/**
 * The file's header row (cell texts, in order) against the site's columns. Every non-empty header
 * must name a column once; 产品名称 must be there. Blank headers are ignored (with their cells).
 */
export function mapHeader(cells: readonly string[], defs: readonly CustomFieldDef[]): HeaderMap {
  const byHeader = new Map<string, ColumnTarget>();
  for (const c of SHEET_COLUMNS) byHeader.set(c.header, { key: c.key });
  for (const def of defs) byHeader.set(customHeaderOf(def), { slot: def.slot });
  const seen = new Set<string>();
  const columns: ColumnTarget[] = [];
  for (const raw of cells) {
    const header = raw.replace(/\s+/g, ' ').trim().replace(/^\*/, '').trim();
    if (!header) {
      columns.push(null);
      continue;
    }
    const target = byHeader.get(header);
    if (!target) return { ok: false, message: IMPORT_MSG.unknownColumn(header.slice(0, 30)) };
    if (seen.has(header)) return { ok: false, message: IMPORT_MSG.repeatedColumn(header) };
    seen.add(header);
    columns.push(target);
  }
  if (!seen.has('产品名称')) return { ok: false, message: IMPORT_MSG.nameColumnMissing };
  return { ok: true, columns };
}

// --- a row ------------------------------------------------------------------------------------------

/** A row's cells by column (only the file's columns; '' for a blank cell). */
export interface ImportCells {
  fixed: Partial<Record<SheetColumnKey, string>>;
  custom: Record<string, string>;
}

export function cellsOfRow(columns: readonly ColumnTarget[], texts: readonly string[]): ImportCells {
  const cells: ImportCells = { fixed: {}, custom: {} };
  columns.forEach((target, i) => {
    if (!target) return;
    const text = texts[i] ?? '';
    if ('key' in target) cells.fixed[target.key] = text;
    else cells.custom[target.slot] = text;
  });
  return cells;
}

/** Whether every cell of the row is blank (such rows are skipped, not counted). */
export function isBlankRow(texts: readonly string[]): boolean {
  return texts.every((t) => t.trim() === '');
}

/** A checked row: the product to save (without its category and tags, which the server resolves by name). */
export interface ImportRow {
  name: string;
  product: ProductSaveRequest;
  /** The category path as given (undefined: blank — none for a new product, kept on update). */
  categoryPath?: string[];
  /** Tag names as given (undefined: blank). */
  tagNames?: string[];
  /** Every problem of the row, in the sheet's order; empty when it may be saved. */
  issues: string[];
}

export interface ImportRowOptions {
  /** The site's custom fields. */
  defs: readonly CustomFieldDef[];
  /**
   * The product the row updates (按名称更新), as a save request: the row's non-blank cells
   * overwrite it. Absent: a new product, blank cells take the form's defaults.
   */
  base?: ProductSaveRequest;
  /** The console's address: an exported image URL on it (http://host/uploads/…) is read back as /uploads/…. */
  origin?: string;
}

/** A new product's values before the row's cells (the edit page's defaults). */
export const NEW_PRODUCT_DEFAULTS: Omit<ProductSaveRequest, 'name'> = {
  summary: '', content: '', images: [], specs: [], price_sell: '', price_market: '', price_negotiable: 0,
  brand: '', model: '', origin: '', unit: '', pack: '', minimum: 1, sort: 0, recommend: 0, status: 1,
  related_ids: [], seo_title: '', seo_keywords: '', seo_description: '', custom: {},
};

const FLAG_WORDS: Record<'price_negotiable' | 'recommend' | 'status', { label: string; yes: string; no: string }> = {
  price_negotiable: { label: '面议', yes: '是', no: '否' },
  recommend: { label: '推荐', yes: '是', no: '否' },
  status: { label: '状态', yes: '上架', no: '下架' },
};

function flagOf(key: keyof typeof FLAG_WORDS, text: string): 0 | 1 | null {
  const w = FLAG_WORDS[key];
  if (text === w.yes || text === '1') return 1;
  if (text === w.no || text === '0') return 0;
  return null;
}

export function categoryPathOf(text: string): { path: string[] } | { message: string } {
  const parts = text.split(/[/／]/).map((p) => p.replace(/[\u0000-\u001f\u007f]/g, ' ').trim());
  if (parts.some((p) => !p)) return { message: IMPORT_MSG.categoryPath };
  if (parts.length > L.categoryDepth) return { message: PRODUCT_MSG.categoryDepth };
  if (parts.some((p) => [...p].length > L.categoryName)) return { message: PRODUCT_MSG.categoryNameTooLong };
  return { path: parts };
}

export function tagNamesOf(text: string): { names: string[] } | { message: string } {
  const names = [...new Set(text.split(/[,，、;；\n]/).map((t) => t.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()).filter(Boolean))];
  if (names.length > L.tags) return { message: PRODUCT_MSG.tooManyTags };
  if (names.some((n) => [...n].length > L.tagName)) return { message: IMPORT_MSG.tagTooLong };
  return { names };
}

export function imagesOfCell(text: string, origin?: string): ProductImage[] {
  const own = origin ? `${origin.replace(/\/+$/, '')}/` : null;
  return text.split(/\s+/).filter(Boolean).map((url) => ({ url: own && url.startsWith(`${own}uploads/`) ? url.slice(own.length - 1) : url, alt: '' }));
}

export function specsOfCell(text: string): { specs: ProductSpec[] } | { message: string } {
  const specs: ProductSpec[] = [];
  for (const line of text.split(/\r?\n|\r/)) {
    if (!line.trim()) continue;
    const at = line.search(/[:：]/);
    if (at < 0) return { message: IMPORT_MSG.specLine };
    specs.push({ name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() });
  }
  return { specs };
}

const wholeText = (text: string) => (/^\d{1,15}$/.test(text) ? Number(text) : text);

/**
 * Reads and checks one row: its cells over the base (a new product's defaults, or the product it
 * updates), then the rule book over the whole product. Blank cells keep the base's value.
 */
export function readImportRow(cells: ImportCells, options: ImportRowOptions): ImportRow {
  const product: ProductSaveRequest = structuredCloneRequest(options.base ?? { name: '', ...NEW_PRODUCT_DEFAULTS });
  const issues: string[] = [];
  const row: ImportRow = { name: '', product, issues };
  const given = (key: SheetColumnKey): string | undefined => {
    const text = cells.fixed[key];
    return text === undefined || text.trim() === '' ? undefined : text;
  };

  const name = cells.fixed.name?.trim() ?? '';
  row.name = name;
  product.name = name;

  const category = given('category');
  if (category !== undefined) {
    const read = categoryPathOf(category.trim());
    if ('message' in read) issues.push(read.message);
    else row.categoryPath = read.path;
  }
  const tags = given('tags');
  if (tags !== undefined) {
    const read = tagNamesOf(tags);
    if ('message' in read) issues.push(read.message);
    else row.tagNames = read.names;
  }
  for (const key of ['price_sell', 'price_market'] as const) {
    const text = given(key);
    if (text !== undefined) product[key] = text.trim();
  }
  for (const key of ['brand', 'model', 'origin', 'unit', 'pack', 'summary'] as const) {
    const text = given(key);
    if (text !== undefined) product[key] = text.trim();
  }
  for (const key of ['price_negotiable', 'recommend', 'status'] as const) {
    const text = given(key);
    if (text === undefined) continue;
    const flag = flagOf(key, text.trim());
    if (flag === null) issues.push(IMPORT_MSG.flag(FLAG_WORDS[key].label, FLAG_WORDS[key].yes, FLAG_WORDS[key].no));
    else product[key] = flag;
  }
  const minimum = given('minimum');
  const sort = given('sort');
  const images = given('images');
  if (images !== undefined) product.images = imagesOfCell(images, options.origin);
  const specs = given('specs');
  if (specs !== undefined) {
    const read = specsOfCell(specs);
    if ('message' in read) issues.push(read.message);
    else product.specs = read.specs;
  }
  const custom: Record<string, string> = { ...(product.custom ?? {}) };
  for (const def of options.defs) {
    const text = cells.custom[def.slot];
    if (text !== undefined && text.trim() !== '') custom[def.slot] = text.trim();
  }
  product.custom = custom;

  // The rule book over the whole product, numbers as typed (it names 起订量 and 排序's problems).
  const checked = validateProduct({ ...product, minimum: minimum?.trim() ?? product.minimum, sort: sort?.trim() ?? product.sort }, options.defs);
  issues.push(...checked.map((i) => i.message));
  if (minimum !== undefined) product.minimum = wholeText(minimum.trim()) as number;
  if (sort !== undefined) product.sort = wholeText(sort.trim()) as number;
  return row;
}

function structuredCloneRequest(p: ProductSaveRequest): ProductSaveRequest {
  return {
    ...p,
    images: (p.images ?? []).map((i) => ({ ...i })),
    specs: (p.specs ?? []).map((s) => ({ ...s })),
    tag_ids: [...(p.tag_ids ?? [])],
    related_ids: [...(p.related_ids ?? [])],
    custom: { ...(p.custom ?? {}) },
  };
}

// --- writing rows -----------------------------------------------------------------------------------

/** What an export row shows of a product. */
export interface SheetProduct {
  name: string;
  categoryPath: readonly string[];
  tagNames: readonly string[];
  price_sell: number | null;
  price_market: number | null;
  price_negotiable: 0 | 1;
  brand: string;
  model: string;
  origin: string;
  unit: string;
  pack: string;
  minimum: number;
  sort: number;
  recommend: 0 | 1;
  status: 0 | 1;
  summary: string;
  images: readonly { url: string }[];
  specs: readonly ProductSpec[];
  custom: Readonly<Record<string, string>>;
}

/** An image address as an export writes it: a site path made absolute on the console's address. */
export function absoluteImageUrl(url: string, origin?: string): string {
  return origin && url.startsWith('/') && !url.startsWith('//') ? `${origin.replace(/\/+$/, '')}${url}` : url;
}

/**
 * A product's cells in sheetHeaders(defs) order: prices as the rule book's text (12800.00, blank
 * when unpriced), flags as 是/否 and 上架/下架, images one a line, specs as 名称:值 lines, tags
 * comma-joined, the category as its path. readImportRow reads such a row back unchanged.
 */
export function sheetRowOf(p: SheetProduct, defs: readonly CustomFieldDef[], origin?: string): (string | number)[] {
  return [
    p.name,
    p.categoryPath.join('/'),
    p.tagNames.join(','),
    priceText(p.price_sell),
    priceText(p.price_market),
    p.price_negotiable === 1 ? '是' : '否',
    p.brand,
    p.model,
    p.origin,
    p.unit,
    p.pack,
    p.minimum,
    p.sort,
    p.recommend === 1 ? '是' : '否',
    p.status === 1 ? '上架' : '下架',
    p.summary,
    p.images.map((i) => absoluteImageUrl(i.url, origin)).join('\n'),
    p.specs.map((s) => `${s.name}:${s.value}`).join('\n'),
    ...defs.map((def) => p.custom[def.slot] ?? ''),
  ];
}
