// Facts the server writes into the console's page (a JSON block in index.html), so the first
// screen need not ask for them. From configuration and the request's host only, never a session:
// the same page may be cached or shown to anyone on that host.
import type { PlatformInfo } from './types';

/** The id of the <script type="application/json"> block. */
export const PAGE_DATA_ID = 'console-page-data';

export interface PageData {
  /** What GET admin/platformInfo answers for this host. */
  platform?: PlatformInfo;
}
