// Where each synchronisable type's source items live (the sync list, its counts and the batch task
// read them from here): the table, its title and version columns, and whether only live rows count.
import type { SyncType } from '../../../../shared/domain/sites/languages';

/** Where a type's source items live: the table, its title and version columns, and what counts. */
interface Source {
  table: 'articles' | 'categories';
  title: string;
  version: string;
  /** Articles in the recycle bin are not offered. */
  liveOnly: boolean;
}

export const SOURCES: Record<SyncType, Source> = {
  article: { table: 'articles', title: 'title', version: 'version', liveOnly: true },
  category: { table: 'categories', title: 'name', version: 'updated_at', liveOnly: false },
};
