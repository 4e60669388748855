// The 营销中心 card (issue 13 §2): one entry per feature the caller holds — its state and today's figure.

/** 'on' 在用, 'off' 未开启 (the operator can switch it on), 'unavailable' 未开通 (the company lacks the service). */
export type MarketFeatureStatus = 'on' | 'off' | 'unavailable';

export interface MarketFeatureState {
  status: MarketFeatureStatus;
  /** A short Chinese line under the state (e.g. 注册已开放, 3 个查询已开放). */
  detail?: string;
}

/** The card's features, in display order: the figure each counts and the page 进入 opens. */
export const MARKET_FEATURES = [
  { feature: 'member', figure: 'newMembers', permission: 'member_manage', path: '/marketInteract/vipManagement' },
  { feature: 'information', figure: 'lookups', permission: 'information_search', path: '/marketInteract/infoSearch' },
  { feature: 'radar', figure: 'newLeads', permission: 'opportunity_radar', path: '/marketInteract/radar' },
] as const;

export type MarketFeatureKey = (typeof MARKET_FEATURES)[number]['feature'];

export interface MarketFeatureSummary extends MarketFeatureState {
  feature: MarketFeatureKey;
  /** Today's count (新增会员, 查询次数, 新商机), from local midnight. */
  today: number;
}

export interface MarketSummary {
  features: MarketFeatureSummary[];
}
