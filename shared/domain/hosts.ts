// Host-dependent behaviour: the login address (§2 route behaviour 1), the help-centre address for
// the new and old site systems, and whether the site-editing menu item is shown.

export interface HostRules {
  /** Hosts (or suffixes starting with ".") that belong to the product itself. */
  productDomains: string[];
  /** Login address per host pattern; "*" is the default. */
  loginUrls: Record<string, string>;
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

/** sysVersion 3 is the new site system. */
export function helpUrlFor(sysVersion: number | string | undefined, rules: Pick<HostRules, 'helpUrlNew' | 'helpUrlOld'>): string {
  return Number(sysVersion) === 3 ? rules.helpUrlNew : rules.helpUrlOld;
}
