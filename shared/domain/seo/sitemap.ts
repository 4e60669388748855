// SEO rules shared by the console and the server: sitemap settings and the robots.txt check.

export const SITEMAP_CHANGEFREQS = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;
export type SitemapChangefreq = (typeof SITEMAP_CHANGEFREQS)[number];

export const SITEMAP_PRIORITIES = ['1.0', '0.9', '0.8', '0.7', '0.6', '0.5', '0.4', '0.3', '0.2', '0.1'] as const;
export type SitemapPriority = (typeof SITEMAP_PRIORITIES)[number];

export interface SitemapConfig {
  auto: boolean;
  changefreq: SitemapChangefreq;
  priority: SitemapPriority;
}

export interface SitemapState extends SitemapConfig {
  /** Address search engines fetch, e.g. http://www.demo-site.cn/sitemap.xml ('' without a domain). */
  sitemapUrl: string;
  generatedAt: number | null;
  urlCount: number;
  /** The addresses in the last generated sitemap (first 200). */
  urls: string[];
  /** Addresses the last generation left out because robots.txt disallows them (to * or Baiduspider). */
  excludedCount: number;
  /** The files served: sitemap.xml (the index past SITEMAP_MAX_URLS) and its parts. */
  files: SitemapFile[];
  /** Where each bound domain serves sitemap.xml, e.g. https://www.demo-site.cn/sitemap.xml. */
  addresses: string[];
}

export interface SitemapFile {
  name: string;
  urlCount: number;
}

/** The sitemap protocol's limit per file: past it, sitemap.xml is an index of part files. */
export const SITEMAP_MAX_URLS = 50_000;

/** What robotsGet answers: the text, and where each bound domain serves it. */
export interface RobotsState {
  content: string;
  /** e.g. https://www.demo-site.cn/robots.txt, one per bound domain. */
  addresses: string[];
}

/** The public address of a site file on a bound domain (sitemap.xml, robots.txt). */
export function publicFileUrl(domain: string, file: string): string {
  return `https://${domain}/${file}`;
}

export const DEFAULT_SITEMAP_CONFIG: SitemapConfig = { auto: true, changefreq: 'daily', priority: '0.8' };

export const ROBOTS_MAX_LENGTH = 5000;
const ROBOTS_FIELDS = ['user-agent', 'disallow', 'allow', 'sitemap', 'crawl-delay', 'host'];

export const DEFAULT_ROBOTS_TXT = 'User-agent: *\nDisallow: /admin/\nDisallow: /search/\nAllow: /\n';

export interface RobotsProblem {
  line: number;
  message: string;
}

/**
 * Checks a robots.txt: at most 5000 characters; every line is blank, a comment, or
 * "Field: value" with a known field; rules come after a User-agent; Crawl-delay is a number;
 * Sitemap is an absolute http(s) address. Answers the problems in Chinese, by line.
 */
export function checkRobotsTxt(text: string): RobotsProblem[] {
  if (text.length > ROBOTS_MAX_LENGTH) return [{ line: 0, message: `robots.txt 不能超过 ${ROBOTS_MAX_LENGTH} 个字符` }];
  const problems: RobotsProblem[] = [];
  let seenAgent = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.replace(/#.*$/, '').trim();
    if (content === '') return;
    const colon = content.indexOf(':');
    if (colon <= 0) {
      problems.push({ line, message: `第 ${line} 行格式应为“字段: 值”` });
      return;
    }
    const field = content.slice(0, colon).trim().toLowerCase();
    const value = content.slice(colon + 1).trim();
    if (!ROBOTS_FIELDS.includes(field)) {
      problems.push({ line, message: `第 ${line} 行的字段“${content.slice(0, colon).trim()}”不受支持` });
      return;
    }
    if (field === 'user-agent') {
      if (!value) problems.push({ line, message: `第 ${line} 行 User-agent 不能为空` });
      seenAgent = true;
    } else if (field === 'sitemap') {
      if (!/^https?:\/\/[^\s]+$/i.test(value)) problems.push({ line, message: `第 ${line} 行 Sitemap 必须是以 http:// 或 https:// 开头的完整地址` });
    } else if (field === 'host') {
      if (!/^[a-z0-9.-]+(:\d+)?$/i.test(value)) problems.push({ line, message: `第 ${line} 行 Host 不是合法的域名` });
    } else {
      if (!seenAgent) problems.push({ line, message: `第 ${line} 行的规则之前缺少 User-agent` });
      if (field === 'crawl-delay' && !/^\d+(\.\d+)?$/.test(value)) problems.push({ line, message: `第 ${line} 行 Crawl-delay 必须是数字` });
      if ((field === 'disallow' || field === 'allow') && value && !value.startsWith('/') && !value.startsWith('*')) {
        problems.push({ line, message: `第 ${line} 行的路径必须以 / 或 * 开头` });
      }
    }
  });
  return problems;
}
