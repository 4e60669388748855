// Strings of the product list pages (product.list.*).
export const listZh = {};
