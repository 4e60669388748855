// The app-centre module's table (issue 14 §10): a site's 熊掌号 settings, one row per site, made on
// the first save or switch. The token is kept sealed (core's secretBox), never in clear.
export interface AppBearspawTable {
  site_id: number;
  enabled: number;
  appid: string;
  /** secretBox.seal(token), or '' when none is kept. */
  token_sealed: string;
  json_ld: number;
  follow_bar: number;
  /** 'top' | 'bottom'. */
  follow_position: string;
  updated_at: number;
}

declare module '../../core/db/database' {
  interface Database {
    app_bearspaw: AppBearspawTable;
  }
}

export const APP_CENTER_TABLES = ['app_bearspaw'] as const;
