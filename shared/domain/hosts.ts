// Host-dependent behaviour: the login address (§2 route behaviour 1), the help-centre address for
// the new and old site systems, and whether the site-editing menu item is shown.

export interface HostRules {
  /** Hosts (or suffixes starting with ".") that belong to the product itself. */
  productDomains: string[];
  /** Login address per host pattern; "*" is the default. */
  loginUrls: Record<string, string>;
  /** API base per console host pattern (§7 the API host switch); a host matching none keeps the default. */
  apiBases?: Record<string, string>;
  helpUrlNew: string;
  helpUrlOld: string;
}

function hostMatches(host: string, pattern: string): boolean {
  const h = host.replace(/:\d+$/, '').toLowerCase();
  const p = pattern.toLowerCase();
  if (p.startsWith('.')) return h.endsWith(p) || h === p.slice(1);
  return h === p;
}

export function isProductHost(host: string, rules: Pick<HostRules, 'productDomains'>): boolean {
  return rules.productDomains.some((p) => hostMatches(host, p));
}

export function loginUrlFor(host: string, rules: Pick<HostRules, 'loginUrls'>): string {
  for (const [pattern, url] of Object.entries(rules.loginUrls)) {
    if (pattern !== '*' && hostMatches(host, pattern)) return url;
  }
  return rules.loginUrls['*'] ?? '/login';
}

/** The API base a console on this host calls (§7 "the API and login host switch"), or null for the default. */
export function apiBaseFor(host: string, rules: Pick<HostRules, 'apiBases'>): string | null {
  for (const [pattern, base] of Object.entries(rules.apiBases ?? {})) {
    if (hostMatches(host, pattern)) return base;
  }
  return null;
}

/** Whether a host is one of the consoles the API host switch points elsewhere (they may call the API across origins). */
export function isSwitchedConsoleHost(host: string, rules: Pick<HostRules, 'apiBases'>): boolean {
  return apiBaseFor(host, rules) !== null;
}

/** sysVersion 3 is the new site system. */
export function helpUrlFor(sysVersion: number | string | undefined, rules: Pick<HostRules, 'helpUrlNew' | 'helpUrlOld'>): string {
  return Number(sysVersion) === 3 ? rules.helpUrlNew : rules.helpUrlOld;
}
