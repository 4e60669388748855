// Where each synchronisable type's source items live (the sync list, its counts and the batch task
// read them from here): the table, its title and version columns, and whether only live rows count.
// A table without a version column reads updated_at (every save sets it). Each table has an index
// serving `site_id = ? [and disabled = 0] order by updated_at desc, id desc` (the list's walk):
// articles, albums and products had one; jobs, forms and product categories gained one
// (content_003_jobs_updated_order, forms_001_updated_order, product_005_categories_updated_order).
import type { SyncType } from '../../../../shared/domain/sites/languages';

/** Where a type's source items live: the table, its title and version columns, and what counts. */
interface Source {
  table: 'articles' | 'categories' | 'products' | 'product_categories' | 'albums' | 'jobs' | 'forms';
  title: string;
  version: 'version' | 'updated_at';
  /** Items in the recycle bin (disabled = 1) are not offered. */
  liveOnly: boolean;
}

export const SOURCES: Record<SyncType, Source> = {
  article: { table: 'articles', title: 'title', version: 'version', liveOnly: true },
  category: { table: 'categories', title: 'name', version: 'updated_at', liveOnly: false },
  product: { table: 'products', title: 'name', version: 'version', liveOnly: true },
  productCategory: { table: 'product_categories', title: 'name', version: 'updated_at', liveOnly: false },
  album: { table: 'albums', title: 'title', version: 'version', liveOnly: true },
  job: { table: 'jobs', title: 'title', version: 'updated_at', liveOnly: true },
  form: { table: 'forms', title: 'title', version: 'updated_at', liveOnly: false },
};
