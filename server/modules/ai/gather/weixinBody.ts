// The gather's body work after the page is read (core/capture/weixinCapture.ts, in the capture
// pool): picture markers replaced by library addresses (or removed), and the words the model gets
// and gives back with the pictures' [[图N]] lines.
import { MARK_IMG, PICTURE_MARK } from '../../../core/capture/weixinCapture';
import { plainText, sanitizeRichText } from '../../../core/services/sanitize';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The body with each picture marker replaced by its library address (addresses[i]), or removed
 * when that picture failed (null); sanitised again as stored rich text.
 */
export function placePictures(content: string, addresses: readonly (string | null)[], alt: string): string {
  const placed = content.replace(MARK_IMG, (_img, n: string) => {
    const address = addresses[Number(n)];
    return address ? `<img src="${escapeHtml(address)}" alt="${escapeHtml(alt)}">` : '';
  });
  return sanitizeRichText(placed);
}

/** Marker indexes in a body, in order. */
export function markersIn(content: string): number[] {
  return [...content.matchAll(MARK_IMG)].map((m) => Number(m[1]));
}

/** The words of a body for the model: one paragraph a line, pictures as [[图N]] on their own line. */
export function bodyForModel(content: string): string {
  const marked = content.replace(MARK_IMG, (_img, n: string) => `\n[[图${n}]]\n`)
    .replace(/<\/(p|h[1-6]|li|blockquote|section|div|tr)>|<br\s*\/?>/gi, '\n');
  return marked.split('\n').map((line) => plainText(line)).filter(Boolean).join('\n\n');
}

/** Model output (HTML from markdownToHtml) with its [[图N]] lines back as picture markers; pictures the model left out follow at the end. */
export function markersFromModel(html: string, pictureCount: number): string {
  const used = new Set<number>();
  const back = html.replace(/\[\[图(\d{1,3})\]\]/g, (whole, n: string) => {
    const at = Number(n);
    if (at >= pictureCount || used.has(at)) return '';
    used.add(at);
    return `<img src="${PICTURE_MARK}${at}">`;
  });
  const missing = Array.from({ length: pictureCount }, (_, i) => i).filter((i) => !used.has(i));
  return back + missing.map((i) => `<p><img src="${PICTURE_MARK}${i}"></p>`).join('');
}
