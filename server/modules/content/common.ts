// Schema pieces and helpers shared by the content routes (articles, categories, tags, albums, jobs).
import { CONTENT_LIMITS } from '../../../shared/domain/content';
import { int, MAX_ID, str } from '../../core/http/schemas';

/** page and rows of the article lists (the 1,000-row list view). */
export const ARTICLE_PAGE = { page: int(1, 1_000_000), rows: int(1, CONTENT_LIMITS.maxRows) };

// Ids, titles and the recycle bin are core's (server/core/recycle), shared with every feature that has a bin.
export { ID_ARRAY, ID_LIST, parseIds, setRemoved, titles, type RecyclableTable } from '../../core/recycle/recycleRoutes';

export const URL_FIELD = str(1000);

/** 0 (none) or a database id. */
export const OPTIONAL_ID = int(0, MAX_ID);
