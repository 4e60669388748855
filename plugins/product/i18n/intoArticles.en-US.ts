// Strings of the product list's Add to articles dialog (product.intoArticles.*).
export const intoArticlesEn = {
  action: 'Add to articles',
  title: 'Add to articles ({count, plural, one {# product} other {# products}})',
  hint: 'Each product becomes a draft: its name as the title, its summary, its first picture as the cover, and its description followed by its specs. Products already added to that section are skipped.',
  type: 'Section',
  category: 'Category',
  uncategorised: 'Uncategorised',
  noTypes: 'You may not list any article section, so nothing can be added',
  submit: 'Add',
  cancel: 'Cancel',
  close: 'Close',
  failed: 'Not added: {message}',
  summary: 'Added {imported}, skipped {skipped} (added before)',
  drafts: 'New drafts (click to edit)',
  types: { '1': 'News', '2': 'Help', '3': 'Cases', '4': 'Downloads', '11': 'Videos' },
};
