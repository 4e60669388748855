// The tags plugin's calls (§7 Content: admin_cms/Tag), through the shared API table.
import type { HttpService } from '../../kernel';
import { API, type ArticleRow, type ListData, type Tag, type TagSaveRequest } from '../../shared/domain';

export interface TagListQuery {
  page: number;
  rows: number;
  keyword?: string;
}

/** tagView: the tag's live articles of every type, paged. */
export type TagArticles = ListData<ArticleRow>;

function compact<T extends object>(query: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}

export class TagsApi {
  constructor(private readonly http: HttpService) {}

  list(query: TagListQuery) {
    return this.http.call<ListData<Tag>>(API.tagList, { query: compact(query) });
  }
  /** Silent: the store shows the refusal (a taken name: CONTENT_MSG.tagExists) itself. */
  save(request: TagSaveRequest) {
    return this.http.call<{ id: number }>(API.tagSave, { body: { ...request } }, { silent: true });
  }
  /** One tag; its links to articles go with it. */
  remove(id: number) {
    return this.http.call<{ unlinked: number }>(API.tagRemove, { query: { id } });
  }
  articles(id: number, page: number, rows: number) {
    return this.http.call<TagArticles>(API.tagArticles, { query: { id, page, rows } });
  }
}
