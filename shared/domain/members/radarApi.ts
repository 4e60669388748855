// The business radar's wire shapes (admin/businessRadar and the visitors' beacon).
import type { IntentLevel, RadarEngine, RadarSource } from './radarRules';

/** GET businessRadar/checkServer. */
export interface RadarServerInfo {
  /** The company holds the radar service. */
  entitled: boolean;
  /** The refusal's words when it does not ('' otherwise). */
  message: string;
}

/** GET businessRadar/radarState. */
export interface RadarStateInfo {
  open: boolean;
  /** The site name shown on the radar (syncSiteName copies the site's own). */
  siteName: string;
  /** The site's current name, to tell whether a sync would change anything. */
  currentSiteName: string;
  /** When it was last opened (epoch ms), or null if never. */
  since: number | null;
  siteId: number;
  /** Today's figures (from local midnight): visitors, page views, new 高/中意向 visitors. */
  today: { visitors: number; views: number; leads: number };
}

/** The beacon's query (POST sitePlugin/radar/beacon, empty body: what navigator.sendBeacon sends anywhere). */
export interface RadarBeaconQuery {
  /** Site id. */
  s: number;
  /** Visitor id (the script's first-party cookie). */
  v: string;
  /** This page view's id (its leave beacon names it again). */
  p: string;
  /** 'view' when the page opens, 'leave' when it is hidden. */
  k: 'view' | 'leave';
  /** The page's address. */
  u: string;
  /** document.referrer ('' when none). */
  r?: string;
  /** The page's title. */
  t?: string;
  /** Time on the page, ms (leave). */
  d?: number;
  /** 1 when this view starts a new visit (the script's 30-minute rule). */
  n?: 0 | 1;
}

export interface RadarBeaconAnswer {
  stored: boolean;
}

/** GET businessRadar/list. */
export interface RadarListQuery {
  page?: number;
  rows?: number;
  /** YYYY-MM-DD, the last visit's day (Beijing). */
  start?: string;
  end?: string;
  intent?: IntentLevel;
  /** Part of the region's name (广东, 深圳市, 美国). */
  region?: string;
  source?: RadarSource;
}

export interface RadarVisitorRow {
  id: number;
  firstAt: number;
  lastAt: number;
  region: string;
  source: RadarSource;
  engine: RadarEngine | '';
  keyword: string;
  visits: number;
  pages: number;
  dwellMs: number;
  intent: IntentLevel;
  /** The signed-in member this visitor was ('' when none). */
  memberAccount: string;
  memberId: number | null;
  /** A form message sent from this visitor's address and browser (id in 留言管理), or null. */
  formMessageId: number | null;
  /** The page of the last visit. */
  lastPage: string;
}

export interface RadarListAnswer {
  rows: RadarVisitorRow[];
  total: number;
}

/** One page view in a visitor's timeline. */
export interface RadarViewRow {
  at: number;
  page: string;
  title: string;
  referrer: string;
  dwellMs: number;
  /** This view began a visit. */
  visitStart: boolean;
  region: string;
}

/** GET businessRadar/visitor?id=. */
export interface RadarVisitorDetail {
  visitor: RadarVisitorRow;
  /** Newest first, at most RADAR_TIMELINE_MAX. */
  views: RadarViewRow[];
}

export const RADAR_TIMELINE_MAX = 200;
