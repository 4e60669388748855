// The site score (issue 12 §6, 检测报告 at /seoSetting/optimize): the checks a run makes, their
// Chinese labels and fixed weights, and the pure rule from what a run found to a score of 0–100 and
// its level. Each check deducts its weight × the share of the records it applies to that it found
// affected; a site-wide check (sitemap, robots.txt) deducts all of its weight or nothing. The page
// and the server both read these, so the report the page draws is the one the server computed.
import type { HtmlToken } from './anchors';
import { editorPathOf } from './words';
import { lengthState, type Tkd, type TkdField } from './render';
import { parseRobots, robotsAllows, rulesFor, SITEMAP_CRAWLERS } from './robots';
import type { TkdRecordKind } from './tkd';
import type { ListData } from '../api/envelope';

export const SCORE_CHECKS = ['tdkMissing', 'tdkLong', 'titleDuplicate', 'imageAlt', 'deadLink', 'thinContent', 'forbiddenWords', 'sitemap', 'robots'] as const;
export type ScoreCheckId = (typeof SCORE_CHECKS)[number];

export interface ScoreCheckDef {
  label: string;
  /** Points at stake (all checks' weights add up to 100). */
  weight: number;
  /** Judged once for the whole site (all or nothing) rather than per record. */
  siteWide: boolean;
}

// Weights: what keeps a site out of Baidu's results weighs most — a page without a title or
// keywords, one with next to no text, links that lead nowhere, a robots.txt that shuts crawlers out.
export const SCORE_CHECK_DEFS: Record<ScoreCheckId, ScoreCheckDef> = {
  tdkMissing: { label: 'TDK缺失', weight: 15, siteWide: false },
  tdkLong: { label: 'TDK过长', weight: 5, siteWide: false },
  titleDuplicate: { label: '标题重复', weight: 10, siteWide: false },
  imageAlt: { label: '图片缺少ALT', weight: 10, siteWide: false },
  deadLink: { label: '站内死链', weight: 15, siteWide: false },
  thinContent: { label: '内容过少', weight: 15, siteWide: false },
  forbiddenWords: { label: '含违禁词', weight: 10, siteWide: false },
  sitemap: { label: '网站地图缺失或过期', weight: 10, siteWide: true },
  robots: { label: 'robots.txt禁止抓取', weight: 10, siteWide: true },
};

export const SCORE_LEVELS = ['excellent', 'good', 'fair', 'poor'] as const;
export type ScoreLevel = (typeof SCORE_LEVELS)[number];
export const SCORE_LEVEL_LABELS: Record<ScoreLevel, string> = { excellent: '优秀', good: '良好', fair: '一般', poor: '较差' };

/** 优秀 ≥ 90, 良好 ≥ 75, 一般 ≥ 60, else 较差. */
export function scoreLevelOf(score: number): ScoreLevel {
  if (score >= 90) return 'excellent';
  if (score >= 75) return 'good';
  if (score >= 60) return 'fair';
  return 'poor';
}

/** What one check found: how many of the records it applies to are affected (site-wide: 1 of 1 or 0 of 1). */
export interface ScoreFinding {
  check: ScoreCheckId;
  affected: number;
  applicable: number;
}

/**
 * A check's deduction in tenths of a point: weight × affected share (capped at the whole weight),
 * rounded to a tenth; a site-wide check loses all of its weight when affected. Tenths are whole
 * numbers, so the page's per-check figures add up to exactly what the score lost.
 */
export function deductionTenths(f: ScoreFinding): number {
  const { weight, siteWide } = SCORE_CHECK_DEFS[f.check];
  if (f.affected <= 0 || f.applicable <= 0) return 0;
  if (siteWide) return weight * 10;
  return Math.round((weight * 10 * Math.min(f.affected, f.applicable)) / f.applicable);
}

export interface ScoreOutcome {
  score: number;
  level: ScoreLevel;
  /** Per check, in tenths of a point. */
  deductions: Record<ScoreCheckId, number>;
}

/** The score of a run: 100 minus the checks' deductions, rounded to a whole point (0–100), and its level. */
export function scoreOf(findings: readonly ScoreFinding[]): ScoreOutcome {
  const deductions = Object.fromEntries(SCORE_CHECKS.map((c) => [c, 0])) as Record<ScoreCheckId, number>;
  for (const f of findings) deductions[f.check] = deductionTenths(f);
  const lost = SCORE_CHECKS.reduce((sum, c) => sum + deductions[c], 0);
  const score = Math.max(0, Math.min(100, Math.round((1000 - lost) / 10)));
  return { score, level: scoreLevelOf(score), deductions };
}

// ---- per-record rules ------------------------------------------------------------------------

/** Body text shorter than this (characters other than white space) is thin. */
export const THIN_CONTENT_MIN = 300;

/** Article types whose page is pictures or a video, not text: never judged thin. */
export const THIN_EXEMPT_ARTICLE_TYPES: readonly number[] = [5, 11];

/** White space as \s reads it, by code unit (the thin check runs over every body: no regular expression per character). */
function isSpace(c: number): boolean {
  return c <= 32 ? c === 32 || (c >= 9 && c <= 13) : c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029
    || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** Characters of a text that are not white space (code points: a surrogate pair counts once). */
export function textLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff) continue;
    if (!isSpace(c)) n++;
  }
  return n;
}

/** The fields of an effective TDK that are empty, and the ones longer than the hints (title 30, description 80). */
export function tdkProblems(tkd: Tkd): { missing: TkdField[]; long: TkdField[] } {
  const missing: TkdField[] = [];
  const long: TkdField[] = [];
  for (const field of ['title', 'keywords', 'description'] as const) {
    const state = lengthState(field, tkd[field]);
    if (state === 'missing') missing.push(field);
    else if (state === 'long') long.push(field);
  }
  return { missing, long };
}

/** What a body's markup holds that the score judges: images without alt text, and every link's href. */
export interface BodyMarkup {
  images: number;
  imagesWithoutAlt: number;
  links: string[];
}

const BLANK_ENTITIES = /&(?:nbsp|#160|#x0*a0);/gi;

/** Reads a body's tokens (the seo module's HTML tokenizer): an alt of white space only counts as none. */
export function bodyMarkupOf(tokens: readonly HtmlToken[]): BodyMarkup {
  const out: BodyMarkup = { images: 0, imagesWithoutAlt: 0, links: [] };
  for (const t of tokens) {
    if (t.kind !== 'open') continue;
    if (t.name === 'img') {
      out.images++;
      const alt = t.attrs.alt;
      if (alt === undefined || !alt.replace(BLANK_ENTITIES, ' ').trim()) out.imagesWithoutAlt++;
    } else if (t.name === 'a' && typeof t.attrs.href === 'string' && t.attrs.href.trim()) {
      out.links.push(t.attrs.href.trim());
    }
  }
  return out;
}

/**
 * Whether robots.txt shuts the whole site out: for every crawler (`*`) or for Baiduspider, each of
 * the probe paths (the site's sections, home first) is disallowed — `Disallow: /` does that.
 * Answers which crawler, or null.
 */
export function robotsBlocksAll(text: string, probePaths: readonly string[] = ['/']): '*' | 'baiduspider' | null {
  const groups = parseRobots(text);
  for (const crawler of SITEMAP_CRAWLERS) {
    const rules = rulesFor(groups, crawler);
    if (rules.length && probePaths.every((p) => !robotsAllows(rules, p))) return crawler;
  }
  return null;
}

// ---- the report ------------------------------------------------------------------------------

/** What an affected record is: a page's record, or the site itself (sitemap, robots.txt). */
export type ScoreRecordKind = TkdRecordKind | 'site';
export const SCORE_RECORD_KINDS = ['article', 'product', 'articleCategory', 'productCategory', 'site'] as const;

/** Why a record is affected, per check (the page words it; stored as JSON). */
export interface ScoreDetails {
  tdkMissing: { fields: TkdField[] };
  /** Lengths in 汉字 of the fields past their hint. */
  tdkLong: { title?: number; description?: number };
  /** The shared title and how many live pages carry it. */
  titleDuplicate: { title: string; count: number };
  imageAlt: { images: number };
  /** The first few dead addresses and how many there are. */
  deadLink: { links: string[]; count: number };
  thinContent: { length: number };
  /** The first few forbidden words found and how many distinct ones. */
  forbiddenWords: { words: string[]; count: number };
  sitemap: { reason: 'missing' | 'stale' | 'noDomain'; generatedAt: number | null };
  robots: { crawler: '*' | 'baiduspider' };
}
export type ScoreDetail = ScoreDetails[ScoreCheckId];

/** What a title-like text looks like in a detail: at most 60 characters. */
export function shortTitle(text: string): string {
  return [...text].length > 60 ? `${[...text].slice(0, 59).join('')}…` : text;
}

/**
 * Where 去修改 takes the operator: an article or product to its editor (it holds the SEO fields
 * too), a category to 站内TKD on its tab and name, the sitemap and robots.txt to their pages.
 */
export function scoreFixPath(check: ScoreCheckId, kind: ScoreRecordKind, id: number, articleType: number, name: string): string {
  if (kind === 'site') return check === 'robots' ? '/seoSetting/robotsTxtProtocol' : '/seoSetting/sitemap';
  if (kind === 'article') return editorPathOf('article', id, articleType || 1);
  if (kind === 'product') return editorPathOf('product', id);
  return `/seoSetting/inside?kind=${kind}&keyword=${encodeURIComponent(name)}`;
}

// ---- the contract (admin/SiteScore) ----------------------------------------------------------

export interface ScoreCheckResult {
  check: ScoreCheckId;
  weight: number;
  affected: number;
  applicable: number;
  /** Points lost, in tenths (35 = 3.5 points). */
  deduction: number;
}

/** One finished run: its score and level, when, how many records it read, and each check's result. */
export interface ScoreRun {
  id: number;
  score: number;
  level: ScoreLevel;
  finishedAt: number;
  records: number;
  checks: ScoreCheckResult[];
}

/** SiteScore/status: on/off, the latest run (null before the first), and the run under way. */
export interface ScoreStatus {
  enabled: boolean;
  latest: ScoreRun | null;
  /** The evaluation task queued or running (follow it), else null. */
  taskId: number | null;
}

export interface ScoreRecordQuery {
  check: ScoreCheckId;
  /** A run of the site (only the latest keeps its records); absent: the latest. */
  run_id?: number;
  page: number;
  rows: number;
}

export interface ScoreRecordRow {
  id: number;
  check: ScoreCheckId;
  kind: ScoreRecordKind;
  recordId: number;
  /** The record's title or name ('' for the site). */
  title: string;
  detail: ScoreDetail;
  /** 去修改: the console address that fixes it (scoreFixPath). */
  fixPath: string;
}

export type ScoreHistory = ListData<ScoreRun>;

export const SCORE_MSG = {
  title: '网站检测',
  stage: '正在检测页面',
  runNotFound: '检测记录不存在或不属于当前站点',
  recordsGone: '仅保留最近一次检测的明细，请查看最近一次检测',
  closed: '已关闭检测，检测报告已保留',
} as const;
