// Which addresses /previewBox may frame (issue 15 §7), as pure rules: an http(s) address on one of
// the active site's hosts, a preview page of this server (its token is verified by the route), or
// a template's demo page of this server (public: the catalogue's, issue 17).
// Anything else — javascript:, data:, a foreign host, credentials in the address — is no address.
import { isTemplateDemoPath } from '../../../shared/domain/sites/templates';

export interface FrameRules {
  /** The active site's host names, lower case, without a trailing dot. */
  siteHosts: ReadonlySet<string>;
  /** The host (and port) the console was reached on: preview pages are served there. */
  consoleHost: string;
  /** The preview page's path on this server (/api/app/…/decoration/previewPage). */
  previewPagePath: string;
}

export type FrameAddress =
  | { kind: 'site'; url: string }
  | { kind: 'previewPage'; url: string; token: string }
  | { kind: 'templateDemo'; url: string };

const MAX_LENGTH = 2048;
// Control characters and spaces never belong in an address a browser will load as written.
const UNSAFE = /[\u0000-\u0020\u007f]/;

/** The host names of a list of domains and addresses (a bound domain, the site's system addresses). */
export function hostsOf(values: readonly string[]): Set<string> {
  const hosts = new Set<string>();
  for (const value of values) {
    const text = value.trim().toLowerCase();
    if (!text) continue;
    try {
      const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`);
      if (url.hostname) hosts.add(url.hostname.replace(/\.$/, ''));
    } catch {
      // a malformed stored value names no host
    }
  }
  return hosts;
}

/** What an address is to /previewBox, or null when it may not be framed. */
export function frameAddress(raw: string, rules: FrameRules): FrameAddress | null {
  if (raw.length > MAX_LENGTH || UNSAFE.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  const host = url.hostname.replace(/\.$/, '');
  if (rules.siteHosts.has(host)) return { kind: 'site', url: url.href };
  if (url.host === rules.consoleHost.toLowerCase() && url.pathname === rules.previewPagePath) {
    const token = url.searchParams.get('token');
    const device = url.searchParams.get('device');
    if (!token || (device !== null && device !== 'pc' && device !== 'mobile')) return null;
    return { kind: 'previewPage', url: url.href, token };
  }
  if (url.host === rules.consoleHost.toLowerCase() && isTemplateDemoPath(url.pathname) && !url.search && !url.hash) {
    return { kind: 'templateDemo', url: url.href };
  }
  return null;
}

/** A picture of this site's library by its address (a path, or an absolute address on the console's host). */
export function sitePicturePath(raw: string, siteId: number, consoleHost: string): string | null {
  if (raw.length > MAX_LENGTH || UNSAFE.test(raw)) return null;
  let path = raw;
  if (!raw.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
    if (url.host !== consoleHost.toLowerCase() || url.search || url.hash) return null;
    path = url.pathname;
  }
  return new RegExp(`^/uploads/${siteId}/\\d{4}-\\d{2}/[0-9a-f]{32}\\.(png|jpe?g|gif|webp)$`).test(path) ? path : null;
}
