// The navigation area's tables: each site's navigation items (three trees by position) and one
// row per site and position whose version every write bumps first — on PostgreSQL that row's lock
// puts two writes to the same tree one after the other, and a drag saved over a tree changed since
// it was read is refused (导航已被修改，请刷新后重试).
import type { Generated } from 'kysely';

/** One navigation item of a site (导航设置). */
export interface NavItemsTable {
  id: Generated<number>;
  site_id: number;
  /** NavPosition: 'top' 顶部导航, 'phone' 手机导航, 'bottom' 底部导航. */
  position: string;
  /** The item above it, 0 at the top; at most three levels (NAV_LIMITS.depth). */
  parent_id: number;
  /** Its place among its siblings, 1 first. */
  sort: number;
  name: string;
  /** A picture of the site's library, or ''. */
  icon: string;
  /** 1 shown on the site, 0 hidden. */
  show: number;
  /** NavLinkType and the fields of its kind (shared/domain/settings/navigation.ts NavFields). */
  link_type: string;
  link_kind: string;
  link_section: string;
  link_id: number;
  link_url: string;
  /** JumpType: cur_page or other_page. */
  jump_type: string;
  created_at: number;
  updated_at: number;
}

/** A site's navigation tree as a whole: its version, bumped by every write to the tree. */
export interface NavTreesTable {
  site_id: number;
  position: string;
  version: number;
  updated_at: number;
}

declare module '../../../core/db/database' {
  interface Database {
    nav_items: NavItemsTable;
    nav_trees: NavTreesTable;
  }
}

export const NAVIGATION_TABLES = ['nav_trees', 'nav_items'] as const;
