// The copier of each synchronisable type: the per-item route, the batch task and the clone all write
// through this registry (copy.ts).
import type { SyncType } from '../../../../../shared/domain/sites/languages';
import { albumCopier } from './albums';
import { articleCopier } from './articles';
import { categoryCopier } from './categories';
import { formCopier } from './forms';
import { jobCopier } from './jobs';
import { productCategoryCopier } from './productCategories';
import { productCopier } from './products';
import type { Copier } from './types';

export const COPIERS: Record<SyncType, Copier> = {
  article: articleCopier,
  category: categoryCopier,
  product: productCopier,
  productCategory: productCategoryCopier,
  album: albumCopier,
  job: jobCopier,
  form: formCopier,
};

/**
 * The order a clone writes the types in: categories before the items that use them (an article's,
 * an album's category; a product's category), so each item finds its category's copy.
 */
export const COPY_ORDER: readonly SyncType[] = ['category', 'productCategory', 'article', 'product', 'album', 'job', 'form'];

/** Types whose rows form a tree: one call each, so every parent is written before its children. */
export const TREE_TYPES: readonly SyncType[] = ['category', 'productCategory'];
