// The radar area's tables (issue 13 §9): which companies hold the radar service, each site's radar
// switch, the visitors the beacon has seen (one row each, with running totals and the intent
// scored from them) and their page views (the timeline). Row types merged into core's Database.
import type { Generated } from 'kysely';

/** A company that holds the business-radar service (商机雷达). No row: 未开通. */
export interface RadarEntitlementsTable {
  company_id: number;
  granted_at: number;
}

/** A site's radar: on or off, and the site name shown on it. No row: never opened. */
export interface RadarSitesTable {
  site_id: number;
  /** 1 while the beacon's visits are stored. */
  open: number;
  /** The name shown on the radar (GET syncSiteName copies sites.site_name). */
  site_name: string;
  /** When it was last opened (epoch ms), null if never. */
  since: number | null;
  updated_at: number;
}

/** A visitor of a site, by the beacon script's first-party cookie. Unique per site and cookie. */
export interface RadarVisitorsTable {
  id: Generated<number>;
  site_id: number;
  /** The cookie's random id. */
  visitor_key: string;
  first_at: number;
  last_at: number;
  /** The latest address and browser (form senders are linked by them). */
  ip: string;
  user_agent: string;
  /** From the offline IP library, or 未知地区. */
  region: string;
  /** RadarSource of the first visit (a later search with a keyword replaces a keyword-less one). */
  source: string;
  engine: string;
  keyword: string;
  visits: number;
  pages: number;
  dwell_ms: number;
  contact_pages: number;
  member_id: number | null;
  member_account: string;
  /** form_messages.id sent from this visitor's address and browser, if any. */
  form_message_id: number | null;
  /** INTENT: 1 低, 2 中, 3 高. */
  intent: number;
  /** When the visitor first reached 中意向 or more (the card's 新商机), null if never. */
  lead_at: number | null;
  last_page: string;
}

/** A page view of a visitor. Unique per site and the script's view id (its leave beacon updates it). */
export interface RadarViewsTable {
  id: Generated<number>;
  site_id: number;
  visitor_id: number;
  view_key: string;
  at: number;
  page: string;
  title: string;
  referrer: string;
  dwell_ms: number;
  /** 1 when the view began a visit. */
  visit_start: number;
  region: string;
}

declare module '../../../core/db/database' {
  interface Database {
    radar_entitlements: RadarEntitlementsTable;
    radar_sites: RadarSitesTable;
    radar_visitors: RadarVisitorsTable;
    radar_views: RadarViewsTable;
  }
}

export const RADAR_TABLES = ['radar_entitlements', 'radar_sites', 'radar_visitors', 'radar_views'] as const;
