// Model output is untrusted (issue 16): markdown becomes HTML with markdown-it, raw HTML off (a
// model's <script> is shown as text) and only http(s), mailto and relative links kept (javascript:,
// data: and the like are dropped by markdown-it's validateLink, tightened here). The server then
// sanitises the HTML of a draft like any article; the console passes it through DOMPurify.
import MarkdownIt from 'markdown-it';

const SAFE_LINK = /^(?:https?:|mailto:|#|\/(?!\/))/i;

const md = new MarkdownIt({ html: false, linkify: true, breaks: false, typographer: false });
md.validateLink = (url: string) => SAFE_LINK.test(url.trim());

/** Markdown → HTML without raw HTML or unsafe links (not yet sanitised: do that where it is shown or stored). */
export function markdownToHtml(markdown: string): string {
  return md.render(markdown);
}
