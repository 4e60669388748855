// The keywords plugin's calls (§7 Content: admin/keyword), through the shared API table.
import type { HttpService } from '../../kernel';
import {
  API,
  type ArticleType,
  type Keyword,
  type KeywordCandidate,
  type KeywordContentData,
  type KeywordSaveRequest,
  type ListData,
} from '../../shared/domain';

export interface KeywordPageQuery {
  page: number;
  rows: number;
  keyword?: string;
}

export interface CandidateQuery extends KeywordPageQuery {
  type?: ArticleType;
}

function compact<T extends object>(query: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}

export class KeywordsApi {
  constructor(private readonly http: HttpService) {}

  list(query: KeywordPageQuery) {
    return this.http.call<ListData<Keyword>>(API.keywordList, { body: compact(query) });
  }
  /** Silent: the store shows the refusal (a taken word, a bad link) itself, on the field. */
  save(request: KeywordSaveRequest) {
    return this.http.call<{ id: number }>(API.keywordSave, { body: { ...request } }, { silent: true });
  }
  /** The keywords go with their associations. */
  remove(ids: number[]) {
    return this.http.call<{ removed: number }>(API.keywordRemove, { body: { ids } });
  }
  content(id: number, page: number, rows: number) {
    return this.http.call<KeywordContentData>(API.keywordContent, { query: { id, page, rows } });
  }
  candidates(id: number, query: CandidateQuery) {
    return this.http.call<ListData<KeywordCandidate>>(API.keywordCandidates, { query: compact({ id, ...query }) });
  }
  associate(id: number, articleIds: number[]) {
    return this.http.call<{ associated: number }>(API.keywordAssociate, { body: { id, article_ids: articleIds } });
  }
  dissociate(id: number, articleIds: number[]) {
    return this.http.call<{ dissociated: number }>(API.keywordDissociate, { body: { id, article_ids: articleIds } });
  }
}
