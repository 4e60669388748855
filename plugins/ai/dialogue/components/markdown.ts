// Model output as the page shows it: markdown-it without raw HTML (the one converter,
// shared/domain/ai/markdown.ts), then DOMPurify — the answer is untrusted text.
import DOMPurify from 'dompurify';
import { markdownToHtml } from '../../../../shared/domain/ai/markdown';

export function answerHtml(markdown: string): string {
  return DOMPurify.sanitize(markdownToHtml(markdown));
}
