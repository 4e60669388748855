// The keywords plugin's calls (§7 Content: admin/keyword), through the shared API table.
import type { HttpService } from '../../kernel';
import {
  API,
  type ArticleType,
  type Keyword,
  type KeywordContentData,
  type KeywordLinkCandidate,
  type KeywordLinked,
  type KeywordLinkKind,
  type KeywordSaveRequest,
  type ListData,
} from '../../shared/domain';

export interface KeywordPageQuery {
  page: number;
  rows: number;
  keyword?: string;
}

export interface CandidateQuery extends KeywordPageQuery {
  /** Articles only. */
  type?: ArticleType;
}

/** A linked item of any kind; articles carry their type. */
export type LinkedRow = KeywordLinked & { type?: ArticleType };
export type CandidateRow = KeywordLinkCandidate & { type?: ArticleType };

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
  /** The keyword's linked items of one kind. */
  content(id: number, kind: KeywordLinkKind, query: KeywordPageQuery) {
    return this.http.call<KeywordContentData<LinkedRow>>(API.keywordContent, { query: compact({ id, kind, ...query }) });
  }
  candidates(id: number, kind: KeywordLinkKind, query: CandidateQuery) {
    return this.http.call<ListData<CandidateRow>>(API.keywordCandidates, { query: compact({ id, kind, ...query }) });
  }
  associate(id: number, kind: KeywordLinkKind, ids: number[]) {
    return this.http.call<{ associated: number }>(API.keywordAssociate, { body: { id, kind, ids } });
  }
  dissociate(id: number, kind: KeywordLinkKind, ids: number[]) {
    return this.http.call<{ dissociated: number }>(API.keywordDissociate, { body: { id, kind, ids } });
  }
}
