// Which addresses a site's robots.txt keeps search engines from (issue 12: the sitemap leaves them
// out). Matching as RFC 9309 and Baidu read it: a crawler obeys the group naming it, else the `*`
// group; in that group the longest matching Allow/Disallow path wins, Allow on a tie; `*` matches
// any run of characters and a trailing `$` anchors the end; an empty Disallow allows everything.

export interface RobotsRule {
  allow: boolean;
  /** The path pattern as written (starts with / or *). */
  pattern: string;
}

export interface RobotsGroup {
  /** Lower-cased product tokens of the group's User-agent lines. */
  agents: string[];
  rules: RobotsRule[];
}

/** The crawlers the sitemap answers for: every crawler, and Baidu's. */
export const SITEMAP_CRAWLERS = ['*', 'baiduspider'] as const;

/** The groups of a robots.txt: consecutive User-agent lines open a group; its rules follow. */
export function parseRobots(text: string): RobotsGroup[] {
  const groups: RobotsGroup[] = [];
  let current: RobotsGroup | null = null;
  let lastWasAgent = false;
  for (const raw of text.split(/\r?\n/)) {
    const content = raw.replace(/#.*$/, '').trim();
    const colon = content.indexOf(':');
    if (colon <= 0) continue;
    const field = content.slice(0, colon).trim().toLowerCase();
    const value = content.slice(colon + 1).trim();
    if (field === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current || (field !== 'allow' && field !== 'disallow')) continue;
    // "Disallow:" with no path allows everything: it adds no rule.
    if (value === '') continue;
    current.rules.push({ allow: field === 'allow', pattern: value });
  }
  return groups;
}

/** The rules a crawler obeys: its own groups' (merged), else the `*` groups', else none. */
export function rulesFor(groups: readonly RobotsGroup[], crawler: string): RobotsRule[] {
  const name = crawler.toLowerCase();
  const own = name === '*' ? [] : groups.filter((g) => g.agents.includes(name));
  const chosen = own.length > 0 ? own : groups.filter((g) => g.agents.includes('*'));
  return chosen.flatMap((g) => g.rules);
}

const patternCache = new Map<string, RegExp>();

function patternRegExp(pattern: string): RegExp {
  let re = patternCache.get(pattern);
  if (!re) {
    const anchored = pattern.endsWith('$');
    const body = (anchored ? pattern.slice(0, -1) : pattern)
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    re = new RegExp(`^${body}${anchored ? '$' : ''}`);
    if (patternCache.size < 1000) patternCache.set(pattern, re);
  }
  return re;
}

/** Whether a pattern matches a path (with its query string, as crawlers compare it). */
export function robotsPatternMatches(pattern: string, path: string): boolean {
  return patternRegExp(pattern).test(path);
}

/** Whether the rules allow the path: the longest matching pattern decides, Allow on a tie; none matching allows. */
export function robotsAllows(rules: readonly RobotsRule[], path: string): boolean {
  let best: RobotsRule | null = null;
  for (const rule of rules) {
    if (!robotsPatternMatches(rule.pattern, path)) continue;
    if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow && !best.allow)) best = rule;
  }
  return best ? best.allow : true;
}

/**
 * A check for the sitemap: a path is left out when robots.txt disallows it to any crawler the
 * sitemap answers for (`*` or Baiduspider).
 */
export function robotsBlocker(text: string, crawlers: readonly string[] = SITEMAP_CRAWLERS): (path: string) => boolean {
  const groups = parseRobots(text);
  const ruleSets = crawlers.map((c) => rulesFor(groups, c)).filter((rules) => rules.length > 0);
  if (ruleSets.length === 0) return () => false;
  return (path) => ruleSets.some((rules) => !robotsAllows(rules, path));
}

/** Whether the text already names a sitemap (then the served robots.txt gets no second line). */
export function robotsHasSitemap(text: string): boolean {
  return /^\s*sitemap\s*:/im.test(text);
}
