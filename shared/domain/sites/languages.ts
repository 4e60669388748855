// Languages and synchronisation (issue 17 §4–5): what the languages page and the sync page read and
// send, the limits both sides check, and the Chinese messages. The server imports only this file's
// rules; the console shows its texts.
import { MSG } from '../messages';

/**
 * What can be synchronised into the bound foreign site (and what the clone's 后台数据 copies): content's
 * articles and their categories, products and product categories (the core of a foreign-trade site),
 * albums, jobs and lead forms.
 */
export const SYNC_TYPES = ['article', 'category', 'product', 'productCategory', 'album', 'job', 'form'] as const;
export type SyncType = (typeof SYNC_TYPES)[number];

export const SYNC_TYPE_LABELS: Record<SyncType, string> = {
  article: '文章', category: '文章分类', product: '产品', productCategory: '产品分类', album: '相册', job: '招聘', form: '表单',
};

/** unsynced 未同步, synced 已同步, modified 已修改 (the source changed after its last translation). */
export const SYNC_STATES = ['unsynced', 'synced', 'modified'] as const;
export type SyncState = (typeof SYNC_STATES)[number];

export const SYNC_STATE_LABELS: Record<SyncState, string> = { unsynced: '未同步', synced: '已同步', modified: '已修改' };

export const LANGUAGE_LIMITS = {
  /**
   * Language versions a foreign site may have (已开通 n/m's m), its main language included: an
   * entitled site (an en entitlement bound) gets `entitled`, a free one only its main language.
   */
  entitled: 5,
  free: 1,
  /** Ids of one 同步翻译 call (translateSync/{type}). */
  idsPerCall: 50,
  /** Longest ids text accepted (50 ids of 10 digits and their commas). */
  idsText: 600,
  keyword: 50,
  pageRows: 100,
} as const;

export const LANGUAGE_MSG = {
  notChinese: '仅中文站点可以绑定外文站点',
  notForeign: '仅外文站点可以添加语言版本',
  foreignNotFound: '外文站点不存在或不属于当前账号',
  foreignTaken: '该外文站点已绑定其他中文站点',
  oldSystemOnly: '该站点为旧版系统站点，请使用旧版绑定方式',
  newSystemOnly: '该站点为新版系统站点，请使用新版绑定方式',
  languageUnknown: '不支持该语言',
  languageExists: '该语言版本已存在',
  languageMain: '该语言为站点主语言，无需添加',
  overCount: '语言版本数量已达上限，无法继续添加',
  bound: '绑定成功',
  added: '添加成功',
  // Synchronisation.
  noBinding: '尚未绑定外文站点，请先在“多语言”页面绑定',
  syncNotChinese: '仅中文站点可以同步翻译到外文站',
  idsInvalid: 'ID 格式不正确，请用英文逗号分隔数字，如 1,2,3',
  idsTooMany: `一次最多同步 ${LANGUAGE_LIMITS.idsPerCall} 条`,
  idsNotFound: '所选内容不存在或不属于当前站点',
  // §8's own wording, kept once in MSG.
  confirm: MSG.confirmSyncTranslate,
  success: MSG.translateOk,
  failed: MSG.translateFailed,
  nothingToTranslate: '没有需要同步的内容',
  productNameTaken: (name: string) => `外文站已有同名产品「${name}」，请先修改其中一个的名称后再同步`,
  formInvalid: (title: string, reason: string) => `表单「${title}」翻译后不符合表单规则：${reason}`,
  batchTitle: '批量同步翻译',
  batchStage: '正在翻译',
} as const;

/** A foreign site a Chinese site may bind (enSiteList / pcAndWapList rows, with the binding). */
export interface SiteBinding {
  /** The Chinese site. */
  siteId: number;
  foreignSiteId: number;
  foreignSiteName: string;
  foreignLang: string;
  boundAt: number;
}

/** GET usersApi/getLanguageCount: 已开通 opened / allowed. */
export interface LanguageCount {
  opened: number;
  allowed: number;
  /** An old-system site (sys_version < 3): it adds through pcApi/addLanuage. */
  oldSystem: boolean;
}

/** GET pcApi/getLanglist: languages the active foreign site may still add (§3 table). */
export interface LanguageOfferRow {
  code: string;
  name: string;
  short: string;
}

export interface AddLanguageRequest {
  lang: string;
}

export interface BindForeignRequest {
  enTwebId: number;
}

/** GET admin/SyncData/getLanguages: where the active Chinese site translates to. */
export interface SyncLanguages {
  binding: SiteBinding | null;
  /** The active site is of the old system (sys_version < 3): it binds through pcApi/binding. */
  oldSystem: boolean;
  /** The bound site's main language and its versions. */
  languages: { code: string; name: string }[];
}

/** GET admin/SyncData/openStatus. */
export interface SyncOpenStatus {
  open: boolean;
  /** Why not, when closed. */
  reason: string | null;
}

export interface SyncTotalRow {
  type: SyncType;
  label: string;
  unsynced: number;
  synced: number;
  modified: number;
}

export interface SyncListQuery {
  type: SyncType;
  state?: SyncState;
  keyword?: string;
  page?: number;
  rows?: number;
}

export interface SyncListRow {
  /** The source (Chinese) item. */
  id: number;
  title: string;
  state: SyncState;
  /** The translated copy in the foreign site; 0 when none. */
  targetId: number;
  syncedAt: number | null;
  updatedAt: number;
}

export interface SyncList {
  rows: SyncListRow[];
  total: number;
}

export interface BatchTranslateRequest {
  type: SyncType;
}

/** POST admin/translateSync/{type}. */
export interface TranslateSyncRequest {
  /** Comma-separated ids, e.g. 1,2,3. */
  ids: string;
}

export interface TranslateSyncResult {
  translated: number;
}

/**
 * The ids of a 同步翻译 call: digits separated by single commas, at most idsPerCall, each once.
 * Answers the ids or the Chinese reason they are refused.
 */
export function parseSyncIds(text: string): { ids: number[] } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d{1,10}(,\d{1,10})*$/.test(trimmed)) return { error: LANGUAGE_MSG.idsInvalid };
  const ids = [...new Set(trimmed.split(',').map(Number))];
  if (ids.some((n) => n < 1 || n > 2_147_483_647)) return { error: LANGUAGE_MSG.idsInvalid };
  if (ids.length > LANGUAGE_LIMITS.idsPerCall) return { error: LANGUAGE_MSG.idsTooMany };
  return { ids };
}
