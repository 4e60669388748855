// Information search (issue 13 §8): a site's lookups (证书查询, 物流查询) — their definition (title,
// ≤ 20 fields, at least one 查询条件, 精确 / 模糊匹配, who may look up), the records' values by field
// type, and how a visitor's input matches a record. One rule book for the console and the server.

export const INFO_FIELD_TYPES = ['text', 'number', 'date', 'image', 'link'] as const;
export type InfoFieldType = (typeof INFO_FIELD_TYPES)[number];
export const INFO_FIELD_TYPE_LABELS: Record<InfoFieldType, string> = { text: '文本', number: '数字', date: '日期', image: '图片', link: '链接' };

/** exact 精确匹配: every condition equal; fuzzy 模糊匹配: every condition given is contained. */
export const INFO_DEGREES = ['exact', 'fuzzy'] as const;
export type InfoDegree = (typeof INFO_DEGREES)[number];
export const INFO_DEGREE_LABELS: Record<InfoDegree, string> = { exact: '精确匹配', fuzzy: '模糊匹配' };

/** all 所有访客, member 仅会员 (any signed-in member), rank 指定会员等级 (info_query_ranks). */
export const INFO_PERMISSIONS = ['all', 'member', 'rank'] as const;
export type InfoPermission = (typeof INFO_PERMISSIONS)[number];
export const INFO_PERMISSION_LABELS: Record<InfoPermission, string> = { all: '所有访客', member: '仅会员', rank: '指定会员等级' };

export const INFO_LIMITS = {
  title: 50,
  fields: 20,
  fieldName: 20,
  noResult: 100,
  /** Characters of a text or number value (a 1 MB value is refused). */
  text: 1000,
  /** Characters of an image or link address. */
  url: 2000,
  number: 30,
  /** Results a visitor's lookup answers at most. */
  results: 20,
  /** Characters a 模糊匹配 condition needs at least. */
  fuzzyMin: 2,
  weight: 9999,
  importRows: 50_000,
  importBytes: 20 * 1024 * 1024,
  /** Records removed in one batch at most. */
  removeBatch: 500,
} as const;

export const INFO_DEFAULT_NO_RESULT = '未查询到相关信息';

export const INFO_MSG = {
  titleRequired: '请输入查询名称',
  titleTooLong: `查询名称不能超过${INFO_LIMITS.title}个字符`,
  fieldsRequired: '请至少添加一个字段',
  tooManyFields: `最多添加${INFO_LIMITS.fields}个字段`,
  fieldNameRequired: '请输入字段名称',
  fieldNameTooLong: `字段名称不能超过${INFO_LIMITS.fieldName}个字符`,
  fieldNameRepeated: (name: string) => `字段名称“${name}”重复`,
  fieldKeyInvalid: '字段标识不正确，请刷新后重试',
  conditionRequired: '请至少设置一个查询条件',
  shownRequired: '请至少设置一个结果显示字段',
  conditionNotImage: '图片字段不能作为查询条件',
  noResultTooLong: `无结果提示不能超过${INFO_LIMITS.noResult}个字符`,
  ranksRequired: '请选择可查询的会员等级',
  rankUnknown: '所选会员等级不存在，请刷新后重试',
  removeConfirm: '删除后该查询及其全部数据将无法恢复',
  queryNotFound: '该查询不存在或已被删除',
  recordNotFound: '所选记录不存在或已被删除，请刷新后重试',
  closed: '该查询暂未开放',
  memberOnly: '请登录会员后查询',
  rankDenied: '您的会员等级无权查询',
  conditionMissing: (name: string) => `请输入${name}`,
  fuzzyTooShort: (name: string) => `${name}至少输入${INFO_LIMITS.fuzzyMin}个字符`,
  valueRequired: (name: string) => `${name}不能为空`,
  valueTooLong: (name: string, max: number) => `${name}不能超过${max}个字符`,
  notNumber: (name: string) => `${name}须为数字`,
  notDate: (name: string) => `${name}须为日期，如 2026-01-31`,
  notLink: (name: string) => `${name}须为以 http:// 或 https:// 开头的网址`,
  notImage: (name: string) => `${name}须为图片地址（http/https 或站内 /uploads/ 路径）`,
  unknownField: '记录中有不存在的字段，请刷新后重试',
  importNotXlsx: '请上传 Excel 文件（.xlsx）：该文件不是有效的 Excel 工作簿',
  importTooLarge: `导入文件不能超过${INFO_LIMITS.importBytes / 1024 / 1024}MB`,
  importNoFile: '请选择要导入的 Excel 文件（.xlsx）',
  importTooManyRows: `导入文件最多${INFO_LIMITS.importRows}行数据，请分批导入`,
  importNoRows: '导入文件中没有数据',
  importRowTooLong: '导入文件中有一行的内容过长，请检查文件',
  importColumnMissing: (name: string) => `表头缺少“${name}”列，请使用导入模板`,
  importUnknownColumn: (name: string) => `无法识别的列“${name}”，请使用导入模板`,
} as const;

/** One field of a lookup: its stable key (values are stored by it), name, type and roles. */
export interface InfoField {
  /** f1 … f999, kept when the field is renamed or moved. */
  key: string;
  name: string;
  type: InfoFieldType;
  /** 查询条件: the visitor enters it. */
  condition: boolean;
  /** 结果显示: answered to the visitor. */
  shown: boolean;
  /** A record must have it. */
  required: boolean;
}

/** What add and edit send (edit adds id). */
export interface InfoQueryInput {
  title: string;
  fields: InfoField[];
  degree: InfoDegree;
  permission: InfoPermission;
  /** Ranks allowed when permission is rank. */
  rank_ids: number[];
  no_result: string;
  weight: number;
  if_open: 0 | 1;
}

export const INFO_FIELD_KEY = /^f[1-9][0-9]{0,2}$/;

const len = (text: string) => Array.from(text).length;

/** The first problem of a lookup's definition, or null. */
export function checkInfoQuery(q: Pick<InfoQueryInput, 'title' | 'fields' | 'permission' | 'rank_ids' | 'no_result'>): string | null {
  const title = q.title.trim();
  if (!title) return INFO_MSG.titleRequired;
  if (len(title) > INFO_LIMITS.title) return INFO_MSG.titleTooLong;
  return checkInfoFields(q.fields)
    ?? (len(q.no_result.trim()) > INFO_LIMITS.noResult ? INFO_MSG.noResultTooLong : null)
    ?? checkInfoPermission(q.permission, q.rank_ids);
}

/** 指定会员等级 needs at least one rank. */
export function checkInfoPermission(permission: InfoPermission, rankIds: readonly number[]): string | null {
  return permission === 'rank' && rankIds.length === 0 ? INFO_MSG.ranksRequired : null;
}

export function checkInfoFields(fields: readonly InfoField[]): string | null {
  if (fields.length === 0) return INFO_MSG.fieldsRequired;
  if (fields.length > INFO_LIMITS.fields) return INFO_MSG.tooManyFields;
  const names = new Set<string>();
  const keys = new Set<string>();
  for (const f of fields) {
    if (!INFO_FIELD_KEY.test(f.key) || keys.has(f.key)) return INFO_MSG.fieldKeyInvalid;
    keys.add(f.key);
    const name = f.name.trim();
    if (!name) return INFO_MSG.fieldNameRequired;
    if (len(name) > INFO_LIMITS.fieldName) return INFO_MSG.fieldNameTooLong;
    if (names.has(name)) return INFO_MSG.fieldNameRepeated(name);
    names.add(name);
    if (f.condition && f.type === 'image') return INFO_MSG.conditionNotImage;
  }
  if (!fields.some((f) => f.condition)) return INFO_MSG.conditionRequired;
  if (!fields.some((f) => f.shown)) return INFO_MSG.shownRequired;
  return null;
}

/** The next free key for a field added to the list. */
export function nextFieldKey(fields: readonly Pick<InfoField, 'key'>[]): string {
  const used = fields.map((f) => Number(f.key.slice(1))).filter((n) => Number.isInteger(n));
  return `f${Math.max(0, ...used) + 1}`;
}

// ---- record values ---------------------------------------------------------------------------------

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HTTP_URL = /^https?:\/\/[^\s<>"']+$/i;
const SITE_UPLOAD = /^\/uploads\/[^\s<>"']+$/;

function isRealDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** A date cell as Excel users type it (2026/1/5, 2026.01.05, 2026-1-5) in the stored form 2026-01-05. */
function dateText(text: string): string {
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?: 00:00:00)?$/.exec(text);
  return m ? `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}` : text;
}

/** The stored form of one value: plain text without control characters, trimmed, a date normalised. */
export function cleanInfoValue(type: InfoFieldType, raw: string): string {
  const text = raw.replace(CONTROL, '').trim();
  return type === 'date' ? dateText(text) : text;
}

/** The problem of one (cleaned) value for its field, or null. */
export function checkInfoValue(field: Pick<InfoField, 'name' | 'type' | 'required'>, value: string): string | null {
  if (value === '') return field.required ? INFO_MSG.valueRequired(field.name) : null;
  switch (field.type) {
    case 'text':
      return len(value) > INFO_LIMITS.text ? INFO_MSG.valueTooLong(field.name, INFO_LIMITS.text) : null;
    case 'number':
      return value.length > INFO_LIMITS.number || !NUMBER.test(value) ? INFO_MSG.notNumber(field.name) : null;
    case 'date':
      return isRealDate(value) ? null : INFO_MSG.notDate(field.name);
    case 'link':
      if (value.length > INFO_LIMITS.url) return INFO_MSG.valueTooLong(field.name, INFO_LIMITS.url);
      return HTTP_URL.test(value) ? null : INFO_MSG.notLink(field.name);
    case 'image':
      if (value.length > INFO_LIMITS.url) return INFO_MSG.valueTooLong(field.name, INFO_LIMITS.url);
      return HTTP_URL.test(value) || SITE_UPLOAD.test(value) ? null : INFO_MSG.notImage(field.name);
  }
}

export type InfoValues = Record<string, string>;

export type ValuesCheck = { ok: true; values: InfoValues } | { ok: false; message: string; field?: string };

/** A record's values by field key: every field's value cleaned and checked; unknown keys refused. */
export function checkInfoRecord(fields: readonly InfoField[], input: Readonly<Record<string, string>>): ValuesCheck {
  const known = new Set(fields.map((f) => f.key));
  if (Object.keys(input).some((key) => !known.has(key))) return { ok: false, message: INFO_MSG.unknownField };
  const values: InfoValues = {};
  for (const f of fields) {
    const value = cleanInfoValue(f.type, String(input[f.key] ?? ''));
    const problem = checkInfoValue(f, value);
    if (problem) return { ok: false, message: problem, field: f.key };
    values[f.key] = value;
  }
  return { ok: true, values };
}

// ---- matching ---------------------------------------------------------------------------------------

/** Between the condition values in a match key: a character no cleaned value contains. */
export const MATCH_SEPARATOR = '\u001f';

/**
 * How a value is compared: full-width forms as half-width (ＡＢ１２ → ab12), case folded, spaces
 * collapsed. The same on both sides, so 证书号 "ZS-2026-001" is found as "zs-2026-001".
 */
export function normaliseMatch(text: string): string {
  return text.normalize('NFKC').replace(CONTROL, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The conditions of a lookup, in field order. */
export function conditionFields<F extends Pick<InfoField, 'condition'>>(fields: readonly F[]): F[] {
  return fields.filter((f) => f.condition);
}

/** A record's match key: its condition values, normalised, joined in field order (exact lookups compare it whole). */
export function matchKeyOf(fields: readonly InfoField[], values: Readonly<InfoValues>): string {
  return conditionFields(fields).map((f) => normaliseMatch(values[f.key] ?? '')).join(MATCH_SEPARATOR);
}

export type LookupCheck = { ok: true; conditions: string[] } | { ok: false; message: string; field?: string };

/**
 * A visitor's input, by condition in field order (normalised). 精确匹配 needs every condition; 模糊匹配
 * needs at least one, each given one of at least two characters.
 */
export function checkLookupInput(degree: InfoDegree, fields: readonly InfoField[], input: Readonly<Record<string, string>>): LookupCheck {
  const conditions: string[] = [];
  for (const f of conditionFields(fields)) {
    const value = normaliseMatch(String(input[f.key] ?? ''));
    if (len(value) > INFO_LIMITS.url) return { ok: false, message: INFO_MSG.valueTooLong(f.name, INFO_LIMITS.url), field: f.key };
    if (degree === 'exact' && value === '') return { ok: false, message: INFO_MSG.conditionMissing(f.name), field: f.key };
    if (degree === 'fuzzy' && value !== '' && len(value) < INFO_LIMITS.fuzzyMin) return { ok: false, message: INFO_MSG.fuzzyTooShort(f.name), field: f.key };
    conditions.push(value);
  }
  if (conditions.every((c) => c === '')) {
    const first = conditionFields(fields)[0];
    return { ok: false, message: INFO_MSG.conditionMissing(first?.name ?? ''), field: first?.key };
  }
  return { ok: true, conditions };
}

/** Whether a record's match key answers the checked conditions (what the server's query does in SQL). */
export function matchesLookup(degree: InfoDegree, recordKey: string, conditions: readonly string[]): boolean {
  const parts = recordKey.split(MATCH_SEPARATOR);
  if (parts.length !== conditions.length) return false;
  return conditions.every((c, i) => (degree === 'exact' ? parts[i] === c : c === '' || parts[i].includes(c)));
}

/** The text an operator's record search looks in: every value, normalised. */
export function searchTextOf(fields: readonly InfoField[], values: Readonly<InfoValues>): string {
  return fields.map((f) => normaliseMatch(values[f.key] ?? '')).filter(Boolean).join(' ');
}

export type * from './informationApi';
