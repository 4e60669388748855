// Language table of §3: locale code → Chinese name, short code and (for some) a numeric code.

export interface LanguageInfo {
  code: string;
  name: string;
  short: string;
  numeric?: number;
}

const table: [string, string, string, number?][] = [
  ['zh-cn', '中文简体', 'cn'],
  ['zh-tw', '中文繁体', 'tw', 1018],
  ['en-us', '英语', 'en', 1000],
  ['de-de', '德语', 'de', 1001],
  ['fr-fr', '法语', 'fr', 1002],
  ['ja-jp', '日语', 'ja', 1005],
  ['ko-kr', '韩语', 'ko', 1012],
  ['es-es', '西班牙语', 'es'],
  ['pt-pt', '葡萄牙语', 'pt'],
  ['ru-ru', '俄语', 'ru'],
  ['it-it', '意大利语', 'it'],
  ['ar-sa', '阿拉伯语', 'ar'],
  ['th-th', '泰语', 'th'],
  ['vi-vn', '越南语', 'vi'],
  ['id-id', '印尼语', 'id'],
  ['ms-my', '马来语', 'ms'],
  ['tr-tr', '土耳其语', 'tr'],
  ['nl-nl', '荷兰语', 'nl'],
  ['pl-pl', '波兰语', 'pl'],
  ['sv-se', '瑞典语', 'sv'],
  ['da-dk', '丹麦语', 'da'],
  ['fi-fi', '芬兰语', 'fi'],
  ['nb-no', '挪威语', 'no'],
  ['el-gr', '希腊语', 'el'],
  ['cs-cz', '捷克语', 'cs'],
  ['hu-hu', '匈牙利语', 'hu'],
  ['ro-ro', '罗马尼亚语', 'ro'],
  ['bg-bg', '保加利亚语', 'bg'],
  ['uk-ua', '乌克兰语', 'uk'],
  ['he-il', '希伯来语', 'he'],
  ['hi-in', '印地语', 'hi'],
  ['bn-bd', '孟加拉语', 'bn'],
  ['ur-pk', '乌尔都语', 'ur'],
  ['fa-ir', '波斯语', 'fa'],
  ['fil-ph', '菲律宾语', 'fil'],
  ['km-kh', '高棉语', 'km'],
  ['lo-la', '老挝语', 'lo'],
  ['my-mm', '缅甸语', 'my'],
  ['mn-mn', '蒙古语', 'mn'],
  ['kk-kz', '哈萨克语', 'kk'],
  ['uz-uz', '乌兹别克语', 'uz'],
  ['sw-ke', '斯瓦希里语', 'sw'],
  ['af-za', '南非荷兰语', 'af'],
  ['hr-hr', '克罗地亚语', 'hr'],
  ['sr-rs', '塞尔维亚语', 'sr'],
  ['sk-sk', '斯洛伐克语', 'sk'],
  ['sl-si', '斯洛文尼亚语', 'sl'],
  ['lt-lt', '立陶宛语', 'lt'],
  ['lv-lv', '拉脱维亚语', 'lv'],
  ['et-ee', '爱沙尼亚语', 'et'],
  ['ca-es', '加泰罗尼亚语', 'ca'],
  ['ga-ie', '爱尔兰语', 'ga'],
];

export const LANGUAGES: readonly LanguageInfo[] = table.map(([code, name, short, numeric]) => ({ code, name, short, ...(numeric ? { numeric } : {}) }));

export const CHINESE_LANGUAGE = 'zh-cn';

export function languageInfo(code: string): LanguageInfo | undefined {
  const c = code.toLowerCase();
  return LANGUAGES.find((l) => l.code === c);
}

export function isKnownLanguage(code: unknown): code is string {
  return typeof code === 'string' && languageInfo(code) !== undefined;
}
