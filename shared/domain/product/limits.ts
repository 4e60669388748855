// Product limits (issue 11 §3): the console's inputs and the server's schemas read the same numbers.
export const PRODUCT_LIMITS = {
  name: 100,
  summary: 500,
  images: 10,
  imageUrl: 500,
  alt: 100,
  specs: 50,
  specName: 50,
  specValue: 500,
  /** brand, model, origin, unit, pack */
  shortText: 50,
  seoTitle: 100,
  seoKeywords: 200,
  seoDescription: 500,
  content: 500_000,
  related: 10,
  tags: 20,
  tagName: 30,
  categoryName: 50,
  categoryDepth: 3,
  sortMax: 999_999,
  minimumMax: 99_999_999,
  batch: 100,
  /** A product line of an import. */
  importRows: 10_000,
  importBytes: 10 * 1024 * 1024,
  captureUrls: 20,
} as const;

/** Rich-text and text fields of a product that a revision keeps and the history compares. */
export const PRODUCT_TEXT_FIELDS = ['name', 'summary', 'brand', 'model', 'origin', 'unit', 'pack', 'seo_title', 'seo_keywords', 'seo_description'] as const;
