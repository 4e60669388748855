// The product form's rules (issue 11 §3), run by the edit page as the user types and by the server
// on save and on every import row: the first problem of each field, in the form's order.
import { checkCustomFieldValue, isImageAddress, type CustomFieldDef } from './customFields';
import { PRODUCT_LIMITS as L } from './limits';
import { PRODUCT_MSG as M } from './messages';
import { parsePrice } from './price';

export interface ProductImage {
  url: string;
  alt?: string;
}

export interface ProductSpec {
  name: string;
  value: string;
}

/** What the edit page sends (and an import row becomes): prices as typed. */
export interface ProductInput {
  id?: number;
  name: string;
  type_id?: number;
  tag_ids?: number[];
  images?: ProductImage[];
  summary?: string;
  content?: string;
  specs?: ProductSpec[];
  price_sell?: string | number | null;
  price_market?: string | number | null;
  price_negotiable?: 0 | 1;
  brand?: string;
  model?: string;
  origin?: string;
  unit?: string;
  pack?: string;
  minimum?: number | string;
  sort?: number | string;
  recommend?: 0 | 1;
  related_ids?: number[];
  seo_title?: string;
  seo_keywords?: string;
  seo_description?: string;
  /** p_5 … p_40 */
  custom?: Record<string, unknown>;
}

export interface ProductIssue {
  field: string;
  message: string;
}

const len = (text: string | undefined) => [...(text ?? '')].length;
const MARKUP = /<\s*\/?\s*[a-z!?]/i;
const SHORT_TEXT: [keyof ProductInput, string][] = [
  ['brand', '品牌'],
  ['model', '型号'],
  ['origin', '产地'],
  ['unit', '单位'],
  ['pack', '包装'],
];

function wholeIn(value: unknown, min: number, max: number): boolean {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
}

/** Every field's first problem; empty when the product may be saved. */
export function validateProduct(input: ProductInput, customFields: readonly CustomFieldDef[] = []): ProductIssue[] {
  const issues: ProductIssue[] = [];
  const add = (field: string, message: string) => issues.push({ field, message });
  const name = (input.name ?? '').trim();
  if (!name) add('name', M.nameRequired);
  else if (len(name) > L.name) add('name', M.nameTooLong);

  const images = input.images ?? [];
  if (images.length > L.images) add('images', M.tooManyImages);
  else if (images.some((image) => !isImageAddress(image.url ?? ''))) add('images', M.imageInvalid);
  else if (images.some((image) => len(image.alt) > L.alt)) add('images', M.altTooLong);

  if (len(input.summary) > L.summary) add('summary', M.summaryTooLong);
  if (len(input.content) > L.content) add('content', M.textTooLong('产品详情', L.content));

  const specs = input.specs ?? [];
  if (specs.length > L.specs) add('specs', M.tooManySpecs);
  else if (specs.some((spec) => !(spec.name ?? '').trim())) add('specs', M.specNameRequired);
  else if (specs.some((spec) => len(spec.name) > L.specName || len(spec.value) > L.specValue)) add('specs', M.specTooLong);
  else if (specs.some((spec) => MARKUP.test(spec.name) || MARKUP.test(spec.value ?? ''))) add('specs', M.specMarkup);

  if (!parsePrice(input.price_sell).ok) add('price_sell', M.priceFormat);
  if (!parsePrice(input.price_market).ok) add('price_market', M.priceFormat);

  for (const [field, label] of SHORT_TEXT) if (len(input[field] as string | undefined) > L.shortText) add(field, M.textTooLong(label, L.shortText));

  if (input.minimum !== undefined && input.minimum !== '' && !wholeIn(input.minimum, 1, L.minimumMax)) add('minimum', M.minimumOrder);
  if (input.sort !== undefined && input.sort !== '' && !wholeIn(input.sort, 0, L.sortMax)) add('sort', M.sortInvalid);

  const related = input.related_ids ?? [];
  if (related.length > L.related) add('related_ids', M.tooManyRelated);
  else if (input.id !== undefined && related.includes(input.id)) add('related_ids', M.relatedSelf);
  if ((input.tag_ids ?? []).length > L.tags) add('tag_ids', M.tooManyTags);

  if (len(input.seo_title) > L.seoTitle) add('seo_title', M.textTooLong('SEO标题', L.seoTitle));
  if (len(input.seo_keywords) > L.seoKeywords) add('seo_keywords', M.textTooLong('SEO关键词', L.seoKeywords));
  if (len(input.seo_description) > L.seoDescription) add('seo_description', M.textTooLong('SEO描述', L.seoDescription));

  for (const def of customFields) {
    const problem = checkCustomFieldValue(def, input.custom?.[def.slot]);
    if (problem) add(def.slot, problem);
  }
  return issues;
}
