// Which search-engine spider a request's User-Agent names (issue 12 §8). One rule for the server's
// log import and the console's labels. Humans answer null: they are not stored as spider visits.
// The named engines first (a Baiduspider UA also says "Mozilla"), then any other crawler by a
// careful list of the words bots put in their agents (the isbot package is not installed here).

export const SPIDER_KEYS = ['baidu', 'google', 'bing', 'sogou', 'so360', 'yisou', 'byte', 'other'] as const;
export type SpiderKey = (typeof SPIDER_KEYS)[number];

/** The names the page shows (the engines' own spellings; 其他 for the rest). */
export const SPIDER_LABELS: Record<SpiderKey, string> = {
  baidu: 'Baiduspider',
  google: 'Googlebot',
  bing: 'bingbot',
  sogou: 'Sogou',
  so360: '360Spider',
  yisou: 'YisouSpider',
  byte: 'Bytespider',
  other: '其他',
};

/** Checked in this order: the first that matches names the spider. */
const NAMED: readonly (readonly [SpiderKey, RegExp])[] = [
  ['baidu', /baiduspider/i],
  ['google', /googlebot/i],
  ['bing', /bingbot|msnbot|bingpreview/i],
  ['sogou', /sogou[\w ]*spider/i],
  ['so360', /360spider|haosouspider/i],
  ['yisou', /yisouspider/i],
  ['byte', /bytespider/i],
];

/** Any other automated client: crawler words, HTTP libraries, headless browsers, monitors. */
const OTHER_BOT = new RegExp(
  [
    'bot\\b', 'bot[-_/ ;]', 'crawl', 'spider', 'slurp', 'archiver', 'scrap', 'fetch', 'scan', 'index', 'monitor',
    'facebookexternalhit', 'mediapartners', 'adsbot', 'feed', 'rss', 'preview', 'validator', 'checker',
    '^curl/', '^wget/', 'python-', 'python/', 'go-http-client', '^java/', 'okhttp', 'libwww', 'httpclient',
    'apache-httpclient', 'node-fetch', 'axios/', 'headlesschrome', 'phantomjs', 'lighthouse', 'pingdom',
  ].join('|'),
  'i',
);

/** The longest agent looked at (a longer one is cut, never run through the patterns whole). */
export const AGENT_MAX = 512;

/**
 * Agents already judged: a log repeats a few hundred agents over millions of lines, and the patterns
 * cost more than the rest of a line's parsing. Bounded: emptied when full.
 */
const judged = new Map<string, SpiderKey | null>();
const JUDGED_MAX = 2_000;

/** The spider a User-Agent names, or null for a human's browser. An empty agent is a bot's. */
export function spiderOfAgent(agent: string): SpiderKey | null {
  const ua = agent.length > AGENT_MAX ? agent.slice(0, AGENT_MAX) : agent;
  const known = judged.get(ua);
  if (known !== undefined) return known;
  const spider = judge(ua);
  if (judged.size >= JUDGED_MAX) judged.clear();
  judged.set(ua, spider);
  return spider;
}

function judge(ua: string): SpiderKey | null {
  if (ua === '' || ua === '-') return 'other';
  for (const [key, pattern] of NAMED) if (pattern.test(ua)) return key;
  if (OTHER_BOT.test(ua)) return 'other';
  // Real browsers all say Mozilla/…; anything else is a tool.
  return /^mozilla\/|^opera\//i.test(ua) ? null : 'other';
}

/** The host names a spider's reverse DNS must end with to be genuine (疑似伪装 otherwise). */
export const SPIDER_HOSTS: Partial<Record<SpiderKey, readonly string[]>> = {
  baidu: ['.baidu.com', '.baidu.jp'],
  google: ['.googlebot.com', '.google.com'],
  bing: ['.search.msn.com'],
  sogou: ['.sogou.com'],
  so360: ['.360.cn', '.so.com', '.haosou.com'],
  yisou: ['.sm.cn'],
  byte: ['.bytedance.com'],
};

/** Whether a reverse-DNS host name belongs to the engine the agent claims (unknown engines pass). */
export function hostMatchesSpider(spider: SpiderKey, host: string): boolean {
  const suffixes = SPIDER_HOSTS[spider];
  if (!suffixes) return true;
  const name = host.toLowerCase().replace(/\.$/, '');
  return suffixes.some((s) => name.endsWith(s));
}
