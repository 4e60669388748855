// The miniprogram module's tables (issue 17 §8): a site's binding per platform, and its pages.
// Both are the site's by site_id (网站备份 saves and restores them with the site).
import type { Generated } from 'kysely';

/** One site's mini-program on one platform; the AppID is unique per platform across all sites. */
export interface MpBindingsTable {
  id: Generated<number>;
  site_id: number;
  /** MpPlatform: weixin | baidu | alipay | douyin. */
  platform: string;
  app_id: string;
  /** secretBox.seal(AppSecret); never answered. */
  secret_sealed: string;
  /** MpStatus other than unbound (an unbound platform has no row). */
  status: string;
  /** The platform's words for 审核驳回; '' otherwise. */
  reason: string;
  /** The platform's id of the last submission ('' before the first). */
  audit_id: string;
  /** The published mini-program's address (from 发布); '' before. */
  release_url: string;
  submitted_at: number | null;
  published_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A page of a site's mini-program, in `sort` order. */
export interface MpPagesTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  /** pages/…, unique per site. */
  path: string;
  visible: number;
  sort: number;
  /** MpSourceKind: none | article | product | form. */
  source_kind: string;
  /** categories.id, product_categories.id or forms.id of the same site; 0 with none. */
  source_id: number;
  created_at: number;
  updated_at: number;
}

declare module '../../core/db/database' {
  interface Database {
    mp_bindings: MpBindingsTable;
    mp_pages: MpPagesTable;
  }
}

export const MINIPROGRAM_TABLES = ['mp_bindings', 'mp_pages'] as const;
