// A draft's preview page (issue 15 §6): the five sections, each a <section data-section="…"> with
// the site's name and its latest published articles, styled by the draft's stylesheet (the shared
// sectionCss, as visitors will get it). pc: a 1200 px layout; mobile: 375 px. No script at all
// (the route's CSP forbids it); every text and address is escaped, and an address is written only
// when it is one a visitor's page could hold (http(s), the site's uploads, tel:, an anchor).
import { isWebAddress, SITE_SECTION_LABELS, SITE_SECTIONS, type SiteSection } from '../../../shared/domain/design/links';
import type { DecorationSections, SectionButton } from '../../../shared/domain/design/style';
import { stylesheetOf } from './store';

export type PreviewDevice = 'pc' | 'mobile';

export interface PreviewContent {
  siteName: string;
  /** The latest published articles' titles, newest first. */
  articles: readonly string[];
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** An address as written into href, or '' when it is none a page may hold. */
function safeHref(url: string): string {
  if (url.startsWith('/uploads/') && !url.includes('..')) return url;
  if (url.startsWith('#') || (url.startsWith('tel:') && /^tel:[0-9+\-() ]{3,40}$/.test(url))) return url;
  return /^https?:\/\//i.test(url) && isWebAddress(url) ? url : '';
}

function link(text: string, href: string, extra = ''): string {
  const safe = safeHref(href);
  return safe ? `<a class="btn" href="${escapeHtml(safe)}"${extra}>${escapeHtml(text)}</a>` : `<span class="btn">${escapeHtml(text)}</span>`;
}

/** The section's button by its link config, as markup (no script: the actions are plain links). */
export function buttonHtml(b: SectionButton): string {
  if (!b.text) return '';
  if (b.link === 'inside_link') {
    if (b.insideKind === 'section') return link(b.text, `#section-${b.section}`);
    return `<span class="btn" title="${escapeHtml(b.recordTitle)}">${escapeHtml(b.text)}</span>`;
  }
  if (b.link === 'outside_link') {
    return link(b.text, b.url, b.jumpType === 'other_page' ? ' target="_blank" rel="noopener noreferrer"' : ' rel="noopener noreferrer"');
  }
  if (b.link === 'fun') {
    if (b.action === 'telephone_advisory') return link(b.text, `tel:${b.phone}`);
    if (b.action === 'file_download') return link(b.text, b.file, ' download');
    if (b.action === 'jump_section') return link(b.text, `#section-${b.jumpSection}`);
    if (b.action === 'pop_video' && b.videoType !== 'common_code') return link(b.text, b.video, ' target="_blank" rel="noopener noreferrer"');
    return `<span class="btn" data-action="${escapeHtml(b.action)}">${escapeHtml(b.text)}</span>`;
  }
  return `<span class="btn">${escapeHtml(b.text)}</span>`;
}

function body(section: SiteSection, content: PreviewContent): string {
  if (section === 'index') return `<p>欢迎访问${escapeHtml(content.siteName)}</p>`;
  if (section === 'article_index') {
    if (!content.articles.length) return '<p>暂无已发布的文章</p>';
    return `<ul>${content.articles.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>`;
  }
  if (section === 'product_index') return '<p>产品展示区域</p>';
  if (section === 'contact_us') return `<p>${escapeHtml(content.siteName)} 联系方式</p>`;
  return `<p>${escapeHtml(content.siteName)} 简介</p>`;
}

const LAYOUT: Record<PreviewDevice, string> = {
  pc: '.page { width: 1200px; margin: 0 auto; } section { padding: 40px 48px; }',
  mobile: '.page { width: 375px; margin: 0 auto; } section { padding: 20px 16px; }',
};
const BASE = [
  'body { margin: 0; font-family: sans-serif; color: #333; background: #fff; }',
  'header { padding: 16px 24px; font-size: 20px; font-weight: bold; border-bottom: 1px solid #eee; }',
  'section h2 { margin: 0 0 12px; font-size: 1.4em; }',
  '.btn { display: inline-block; margin-top: 12px; padding: 6px 16px; border: 1px solid currentColor; border-radius: 4px; color: inherit; text-decoration: none; }',
].join('\n');

export function previewHtml(sections: DecorationSections, content: PreviewContent, device: PreviewDevice): string {
  // Valid values never hold "<"; escaped anyway so nothing can close the style element.
  const css = stylesheetOf(sections).replace(/</g, '\\3c ');
  const blocks = SITE_SECTIONS.map((s) => `<section id="section-${s}" data-section="${s}"><h2>${SITE_SECTION_LABELS[s]}</h2>${body(s, content)}${buttonHtml(sections[s].button)}</section>`);
  return [
    '<!doctype html>',
    `<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(content.siteName)} · 装修预览</title>`,
    `<style>\n${BASE}\n${LAYOUT[device]}\n${css}</style></head>`,
    `<body class="${device}"><div class="page"><header>${escapeHtml(content.siteName)}</header>`,
    ...blocks,
    '</div></body></html>',
  ].join('\n');
}
