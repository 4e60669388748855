// Request and response shapes of the calls in endpoints.ts. Field names follow the spec (§3) even
// where they mix conventions, because other back ends speak the same contract.
import type { PermissionEntry } from '../permissions';
import type { RealNameInfo } from '../realName';
import type { SiteStatus } from '../siteStatus';
import type { SiteType } from '../siteTypes';

export interface LoginRequest { account: string; password: string }
export interface LoginResult { token: string; loginName: string; domainId: number; siteType: SiteType }

export interface RefreshTokenRequest { token: string }
export interface RefreshTokenResult { token: string; expiresAt: number }

export interface PlatformInfo {
  platformName: string;
  logoUrl: string;
  /** Login address for the host that asked (§2 route behaviour 1). */
  loginUrl: string;
  helpUrlNew: string;
  helpUrlOld: string;
  /** Hosts of the product itself; the site-editing menu item is hidden elsewhere. */
  productDomains: string[];
  /** The API base for the host that asked when the host switch names one (API_BASES); absent: the default /api/app/. */
  apiBase?: string;
}

export type PermissionTree = PermissionEntry[];

export interface AccountType { id: number; name: string; isAgent: boolean }

export interface AccountInfo {
  id: number;
  loginName: string;
  nickName: string;
  avatarUrl: string;
  /** 'operation' for the vendor's operation staff, 'customer' for site owners. */
  loginBizType: 'operation' | 'customer';
  isCompetition: boolean;
  demonstrationTag: boolean;
  sequence: string;
  agentType: 0 | 1 | null;
  isDcl: boolean;
  companyName: string;
  accountType: AccountType;
}

/** Staff info kept in session storage with the active site (§3). */
export interface StaffInfo {
  nickName: string;
  loginName: string;
  avatarUrl: string;
  loginBizType: string;
  accountType: AccountType;
}

/** queryAccountAndAuthInfoById: the account, its granted keys, the company's unused entitlements and its real-name state. */
export interface AccountAuthInfo { account: AccountInfo; roles: string[]; entitlements: Entitlement[]; realName: RealNameInfo }

export interface AgentTypeResult { agentType: 0 | 1 | null; buyUrl: string }

export interface CompanyInfo { companyName: string; logoUrl: string }

/** Home data of §3 plus the active site's identity. */
export interface HomeData {
  sysVersion: number;
  language: string;
  theme_name: string;
  isNewXys: boolean;
  twebId: number;
  isDcl: boolean;
  product_record_id: number;
  transRole: boolean;
  road_type: 0 | 1;
  demonstrationTag: boolean;
  site_name: string;
  siteType: SiteType;
  all_type: string;
  status: SiteStatus;
  sys_end_time: number;
  domain: string;
  lastLoginTime: number | null;
}

export interface ForeignLanguageSite { id: number; lang: string; name: string }

/** Site entry of §3. */
export interface SiteEntry {
  id: number;
  info: { site_name: string };
  site_name: string;
  name: string;
  lang_str: string;
  language: string;
  lang: string;
  lang_easy: string;
  fore_lang: ForeignLanguageSite[];
  open_first_url: string;
  open_third_url: string;
  inline: 0 | 1;
  sys_end_time: number;
  product_record_id: number;
  all_type: string;
  siteType: SiteType;
  status: SiteStatus;
  isFree: boolean;
}

export interface PcAndWapList { siteInfo: SiteEntry; foreignlist: SiteEntry[] }

export interface Entitlement { ProductRecordID: number; serviceCode: 'pc' | 'en'; name: string }

export interface SiteParams { languageType: string; themeName: string; isNewXys: boolean; isCompetition: boolean }
export interface SetSiteParamsRequest { languageType?: string }

export interface BindProductQuery { twebId: number; proId: number; type: 'pc' | 'en' }
export interface SiteInlineRequest { twebId: number; inline: 0 | 1 }
export interface SiteBuildRequest { type: 'zh' | 'en'; site_name: string; proId: number }

export interface TrafficFigures { pv: number; uv: number; ip: number }
export interface TrafficCount { today: TrafficFigures; yesterday: TrafficFigures; total: TrafficFigures }
export interface TrafficByDateRow extends TrafficFigures { date: string }
export interface TrafficByHourRow extends TrafficFigures { hour: number }
export interface TopPageRow { url: string; title: string; pv: number }

export interface ContentStatistics {
  byType: { type: number; count: number }[];
  total: number;
  published: number;
  drafts: number;
  recycled: number;
}

export interface GuideStep { key: string; title: string; done: boolean; link: string }
export interface TaskItem { key: string; title: string; count: number; link: string }

export interface DomainRemain {
  siteDaysRemaining: number;
  sys_end_time: number;
  domains: { domain: string; expireAt: number; daysRemaining: number }[];
}

export interface SiteLanguages { current: string; list: { code: string; name: string }[] }

export interface MessageItem { ID: number; Title: string; Content: string; AddDate: string; readStatus: boolean }
export interface MessageListRequest { pageIndex: number; pageSize: number; searchJsonData?: { readStatus?: boolean } }
export interface MessageListResult { list: MessageItem[]; recordsTotal: number; unreadTotal: number }
export interface MessageReadRequest { ids?: number[]; all?: boolean }

/** home/setLoginTime: the time stored (ms since the epoch). */
export interface LoginTimeResult { lastLoginTime: number }
/** pcApi getUserDomain: the active site's bound domains. */
export interface UserDomainResult { domains: string[] }
/** message/readMessage: the caller's unread count after marking. */
export interface MessageReadResult { unreadTotal: number }
