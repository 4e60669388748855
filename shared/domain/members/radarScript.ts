// The visitors' radar script (/radar.js), as the server serves it. Plain ES5 so any site template can
// load it: `<script src="https://console…/radar.js" data-site="1001" async></script>`. It keeps a
// first-party visitor cookie (_rdr_v, a random id, two years) and a visit cookie (_rdr_s, 30
// minutes: none → this view starts a visit), and sends with navigator.sendBeacon (fetch keepalive
// as a fallback) to the console's origin, the fields in the query and no body: a request any page
// may send to another origin without asking first. A 'view' beacon when a page opens (and on each
// client-side route change), a 'leave' beacon with the time since the last one while the page was
// visible, when it is hidden or left.
import { BEACON_LIMITS, VISIT_GAP_MS } from './radarRules';

export const RADAR_SCRIPT_PATH = '/radar.js';
export const RADAR_VISITOR_COOKIE = '_rdr_v';
export const RADAR_VISIT_COOKIE = '_rdr_s';

/** The script's text, given the beacon's path on the console (urlOf the beacon route). */
export function radarScript(beaconPath: string): string {
  return `(function () {
  'use strict';
  var d = document, w = window, nav = navigator;
  var me = d.currentScript || d.querySelector('script[src*="${RADAR_SCRIPT_PATH}"][data-site]');
  if (!me) return;
  var site = me.getAttribute('data-site') || '';
  if (!/^[0-9]{1,10}$/.test(site) || w.__radarSite === site) return;
  w.__radarSite = site;
  var base = new URL(me.src, location.href).origin + ${JSON.stringify(beaconPath)};
  var ABC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  function rid(len) {
    var bytes = new Uint8Array(len), out = '', i;
    if (w.crypto && w.crypto.getRandomValues) w.crypto.getRandomValues(bytes);
    else for (i = 0; i < len; i++) bytes[i] = Math.floor(Math.random() * 256);
    for (i = 0; i < len; i++) out += ABC.charAt(bytes[i] % 62);
    return out;
  }
  function cookie(name) {
    var m = d.cookie.match(new RegExp('(?:^|; )' + name + '=([A-Za-z0-9_-]+)'));
    return m ? m[1] : '';
  }
  function setCookie(name, value, seconds) {
    d.cookie = name + '=' + value + '; max-age=' + seconds + '; path=/; SameSite=Lax' + (location.protocol === 'https:' ? '; Secure' : '');
  }
  function cut(text, n) { text = String(text || ''); return text.length > n ? text.slice(0, n) : text; }
  var visitor = cookie('${RADAR_VISITOR_COOKIE}') || rid(22);
  setCookie('${RADAR_VISITOR_COOKIE}', visitor, 63072000);
  function send(q) {
    var parts = [], k;
    for (k in q) if (q[k] !== undefined && q[k] !== '') parts.push(k + '=' + encodeURIComponent(q[k]));
    var url = base + '?' + parts.join('&');
    try { if (nav.sendBeacon && nav.sendBeacon(url)) return; } catch (e) { /* fall back */ }
    try { fetch(url, { method: 'POST', keepalive: true, mode: 'no-cors', credentials: 'include' }); } catch (e) { /* give up */ }
  }
  var view = null;
  function open(referrer) {
    var fresh = !cookie('${RADAR_VISIT_COOKIE}');
    setCookie('${RADAR_VISIT_COOKIE}', '1', ${Math.round(VISIT_GAP_MS / 1000)});
    view = { p: rid(16), u: cut(location.href, ${BEACON_LIMITS.page}), r: cut(referrer, ${BEACON_LIMITS.referrer}), t: cut(d.title, ${BEACON_LIMITS.title}),
      since: d.visibilityState === 'hidden' ? 0 : Date.now(), kept: 0 };
    send({ s: site, v: visitor, p: view.p, k: 'view', u: view.u, r: view.r, t: view.t, n: fresh ? 1 : 0 });
  }
  function leave() {
    if (!view) return;
    var dwell = view.kept + (view.since ? Date.now() - view.since : 0);
    view.kept = 0;
    view.since = 0;
    if (dwell < 1) return;
    setCookie('${RADAR_VISIT_COOKIE}', '1', ${Math.round(VISIT_GAP_MS / 1000)});
    send({ s: site, v: visitor, p: view.p, k: 'leave', u: view.u, t: view.t, d: Math.min(dwell, ${BEACON_LIMITS.dwellMaxMs}) });
  }
  d.addEventListener('visibilitychange', function () {
    if (!view) return;
    if (d.visibilityState === 'hidden') leave();
    else view.since = Date.now();
  });
  w.addEventListener('pagehide', leave);
  w.addEventListener('pageshow', function (e) { if (e.persisted) open(d.referrer); });
  // Client-side route changes (the console's own public pages are one-page applications).
  var shown = location.href;
  function moved() {
    if (location.href === shown) return;
    var from = shown;
    shown = location.href;
    leave();
    setTimeout(function () { open(from); }, 0);
  }
  ['pushState', 'replaceState'].forEach(function (name) {
    var original = history[name];
    history[name] = function () { var r = original.apply(this, arguments); moved(); return r; };
  });
  w.addEventListener('popstate', moved);
  open(d.referrer);
})();
`;
}
