// Area codes a phone item's selector offers (§4 显示区号选择), and how long a number may be after
// each: the national significant number of E.164 (what follows the country code, trunk 0
// dropped), narrowed to mobiles and landlines a visitor would leave on a form. +86 is not checked
// by length here: it keeps the item's own 11 / 7–11 rule (enterDigitsSelect, §5).

export interface AreaCode {
  /** Digits after the plus, e.g. '852'. */
  code: string;
  /** The region's name, as the selector lists it (Chinese; English for an English page). */
  name: string;
  nameEn: string;
  /** Digits the national number may have (trunk 0 not counted). */
  min: number;
  max: number;
}

export const DEFAULT_AREA_CODE = '86';

export const AREA_CODES: readonly AreaCode[] = [
  { code: '86', name: '中国大陆', nameEn: 'Chinese mainland', min: 7, max: 11 },
  { code: '852', name: '中国香港', nameEn: 'Hong Kong, China', min: 8, max: 8 },
  { code: '853', name: '中国澳门', nameEn: 'Macao, China', min: 8, max: 8 },
  { code: '886', name: '中国台湾', nameEn: 'Taiwan, China', min: 8, max: 9 },
  { code: '1', name: '美国/加拿大', nameEn: 'United States / Canada', min: 10, max: 10 },
  { code: '44', name: '英国', nameEn: 'United Kingdom', min: 9, max: 10 },
  { code: '81', name: '日本', nameEn: 'Japan', min: 9, max: 10 },
  { code: '82', name: '韩国', nameEn: 'South Korea', min: 8, max: 10 },
  { code: '65', name: '新加坡', nameEn: 'Singapore', min: 8, max: 8 },
  { code: '60', name: '马来西亚', nameEn: 'Malaysia', min: 8, max: 10 },
  { code: '61', name: '澳大利亚', nameEn: 'Australia', min: 9, max: 9 },
  { code: '49', name: '德国', nameEn: 'Germany', min: 6, max: 11 },
  { code: '33', name: '法国', nameEn: 'France', min: 9, max: 9 },
  { code: '7', name: '俄罗斯', nameEn: 'Russia', min: 10, max: 10 },
  { code: '91', name: '印度', nameEn: 'India', min: 10, max: 10 },
  { code: '66', name: '泰国', nameEn: 'Thailand', min: 8, max: 9 },
  { code: '84', name: '越南', nameEn: 'Vietnam', min: 9, max: 10 },
  { code: '62', name: '印度尼西亚', nameEn: 'Indonesia', min: 8, max: 12 },
  { code: '63', name: '菲律宾', nameEn: 'Philippines', min: 8, max: 10 },
  { code: '971', name: '阿联酋', nameEn: 'United Arab Emirates', min: 8, max: 9 },
];

export function findAreaCode(code: string): AreaCode | undefined {
  return AREA_CODES.find((a) => a.code === code);
}

/** The selector's search: by name in either language (香港, kong) or by code, with or without the plus (852, +852). */
export function searchAreaCodes(query: string): AreaCode[] {
  const q = query.trim().replace(/^\+/, '').toLowerCase();
  if (q === '') return [...AREA_CODES];
  if (/^\d+$/.test(q)) return AREA_CODES.filter((a) => a.code.startsWith(q));
  return AREA_CODES.filter((a) => a.name.includes(q) || a.nameEn.toLowerCase().includes(q));
}
