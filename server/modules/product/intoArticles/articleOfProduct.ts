// What a product becomes as an article (issue 11 §8): a draft titled with its name, its summary,
// its first picture as the cover, and a body of its description followed by its specs as a table
// of 参数名/参数值. Made safe here, whatever is stored: the spec texts are escaped (they are plain
// text) and the whole body goes through the rich-text allowlist again.
import { CONTENT_LIMITS, type ArticleType } from '../../../../shared/domain/content';
import { INTO_ARTICLES_MSG, SPEC_TABLE_HEAD, type ProductSpec } from '../../../../shared/domain/product';
import type { ArticleFields } from '../../../core/content/articleWrites';
import { ApiError } from '../../../core/http/envelope';
import { isMediaUrlOrEmpty, sanitizeRichText } from '../../../core/services/sanitize';

/** The product's columns an article is made of. */
export interface ProductSource {
  id: number;
  name: string;
  summary: string;
  content: string;
  img: string;
  specs: ProductSpec[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** At most `max` characters (code points: a cut never splits a surrogate pair). */
const clip = (text: string, max: number) => [...text].slice(0, max).join('');

const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();

/** The specs as a table with a head row; '' when there are none. */
export function specTable(specs: readonly ProductSpec[]): string {
  const rows = specs.filter((s) => s.name.trim() !== '' || s.value.trim() !== '');
  if (!rows.length) return '';
  const cells = (tag: 'th' | 'td', texts: readonly string[]) => `<tr>${texts.map((t) => `<${tag}>${escapeHtml(t)}</${tag}>`).join('')}</tr>`;
  return `<table><thead>${cells('th', SPEC_TABLE_HEAD)}</thead><tbody>${rows.map((s) => cells('td', [s.name, s.value])).join('')}</tbody></table>`;
}

/** The draft's fields; a body past the article limit is refused (400), naming the product. */
export function articleOfProduct(product: ProductSource, type: ArticleType, categoryId: number): ArticleFields {
  const title = clip(oneLine(product.name), CONTENT_LIMITS.title);
  const content = sanitizeRichText(`${product.content}${specTable(product.specs)}`);
  if (content.length > CONTENT_LIMITS.content) throw new ApiError(400, INTO_ARTICLES_MSG.contentTooLong(title));
  return {
    type,
    category_id: categoryId,
    title,
    summary: clip(product.summary.trim(), CONTENT_LIMITS.summary),
    content,
    img: isMediaUrlOrEmpty(product.img) ? product.img.trim() : '',
    author: '',
    sort: 0,
    status: 0,
    seo_title: '',
    seo_keywords: '',
    seo_description: '',
    tag_ids: [],
    attachment_url: '',
    attachment_name: '',
    video_url: '',
  };
}
