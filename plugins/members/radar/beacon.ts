// The radar's script on the console's own public pages (member pages, lookups, forms): one call
// with the page's site id adds /radar.js, the same script site templates load, once per page.
// The server stores nothing while the site's radar is closed, so pages may always call it.
import { RADAR_SCRIPT_PATH } from '../../../shared/domain/members/radarScript';

export function loadRadarBeacon(siteId: number | string): void {
  if (typeof document === 'undefined' || !/^\d{1,10}$/.test(String(siteId))) return;
  if (document.querySelector(`script[data-radar-site]`)) return;
  const script = document.createElement('script');
  script.src = RADAR_SCRIPT_PATH;
  script.async = true;
  script.dataset.site = String(siteId);
  script.dataset.radarSite = String(siteId);
  document.body.appendChild(script);
}
