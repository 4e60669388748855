// Strings of the product edit pages (product.edit.*).
export const editEn = {};
