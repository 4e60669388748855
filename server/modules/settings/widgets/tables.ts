// The widgets area's table (issue 14 §5), merged into core's Database: one row per site and widget,
// created on the first save or switch; a site without a row has the widget's defaults, switched off.
export interface SiteWidgetsTable {
  site_id: number;
  /** A WidgetKind (share, customer, bottomBar, video, enShare, enMessage). */
  kind: string;
  /** 1: visitors are served it (the page's switch and the app centre's are this one flag). */
  enabled: number;
  /** JSON text of the widget's config (WidgetConfigs[kind]), as checkWidget passed it. */
  config: string;
  updated_at: number;
}

declare module '../../../core/db/database' {
  interface Database {
    site_widgets: SiteWidgetsTable;
  }
}

export const WIDGET_TABLES = ['site_widgets'] as const;
