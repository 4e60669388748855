// What recommended keywords link to (§2 /keywords/associateContent): articles, products, and any
// kind a module declares in its index.ts (`linkables`). The keyword routes (content module) own
// the keywords and look a kind up here by the request's `kind`; each kind owns its link table and
// knows its rows, search, site scope and keys, so the routes never read another module's tables
// and a new kind needs no change to them.
import type { Kysely } from 'kysely';
import type { ListData } from '../../../shared/domain/api/envelope';
import { DEFAULT_LINK_KIND, KEYWORD_MSG, type KeywordLinkCandidate, type KeywordLinked } from '../../../shared/domain/api/keywords';
import { MSG } from '../../../shared/domain/messages';
import type { Database } from '../db/database';
import { ApiError } from '../http/envelope';
import type { AuthState } from '../http/routeDef';

/** The caller as a kind sees it: its grants, and the request whose op-log row records a refusal. */
export interface LinkCaller {
  auth: AuthState | null;
  request: { auditState: unknown };
}

/** What every kind function gets: the request's database (a transaction when it writes), site and caller. */
export interface LinkCall {
  db: Kysely<Database>;
  siteId: number;
  caller: LinkCaller;
  now: number;
}

export interface LinkPage {
  limit: number;
  offset: number;
  /** Part of the title (name); '' or undefined: everything. */
  keyword?: string;
}

export interface CandidateQuery extends LinkPage {
  /** The article type filter; a kind without types refuses it (400). */
  type?: number;
}

/** What link or unlink did: how many links changed, and the titles for the op-log line. */
export interface LinkChange {
  count: number;
  titles: string[];
}

export interface LinkableKind {
  /** The wire's `kind`: 'article', 'product' … (lower case, unique among installed modules). */
  id: string;
  /** What the op-log calls it: 关联内容 3 条, 关联产品 2 条. */
  label: string;
  /**
   * The §6 key a caller needs to see, list and link this kind (product_list); without it the kind
   * is absent from counts and refused (403). Undefined: the kind checks finer keys itself
   * (articles: each type's list key).
   */
  permission?: string;
  /** The keyword's linked items of the site, newest link first. */
  linked(call: LinkCall, keywordId: number, page: LinkPage): Promise<ListData<KeywordLinked>>;
  /** The site's live items not linked to the keyword yet. */
  candidates(call: LinkCall, keywordId: number, query: CandidateQuery): Promise<ListData<KeywordLinkCandidate>>;
  /**
   * Links the items (those linked already are skipped), inside the caller's transaction. Every id
   * must be the site's (404 otherwise, nothing changes); an item in the recycle bin is refused (400).
   */
  link(call: LinkCall, keywordId: number, ids: number[]): Promise<LinkChange>;
  /** Unlinks the items; every id must be the site's (404 otherwise). */
  unlink(call: LinkCall, keywordId: number, ids: number[]): Promise<LinkChange>;
  /** Links per keyword that the caller may see (for the keyword list). */
  counts(call: LinkCall, keywordIds: number[]): Promise<Map<number, number>>;
  /** Removes every link of these keywords of the site (they are being deleted); how many went. */
  dropKeywords(db: Kysely<Database>, siteId: number, keywordIds: number[]): Promise<number>;
}

export const LINK_KIND_ID = /^[a-z][a-z0-9-]{0,29}$/;

/** The installed kinds, looked up by the routes (AppDeps.linkables). */
export class LinkableKinds {
  private readonly byId: ReadonlyMap<string, LinkableKind>;

  constructor(readonly all: readonly LinkableKind[]) {
    this.byId = new Map(all.map((k) => [k.id, k]));
  }

  /** The kind asked for ('article' when none), or 400 with a Chinese reason. */
  get(id: string | undefined): LinkableKind {
    const kind = this.byId.get(id ?? DEFAULT_LINK_KIND);
    if (!kind) throw new ApiError(400, KEYWORD_MSG.kindUnknown);
    return kind;
  }

  /** Whether the caller holds the kind's key (a kind without one decides per item). */
  allows(caller: LinkCaller, kind: LinkableKind): boolean {
    return kind.permission === undefined || Boolean(caller.auth?.grants.has(kind.permission));
  }

  /** Refuses (403, logged as a refused permission) a caller without the kind's key. */
  require(caller: LinkCaller, kind: LinkableKind): void {
    if (this.allows(caller, kind)) return;
    caller.request.auditState = { result: 'refused', code: 403, detail: `缺少权限 ${kind.permission}` };
    throw new ApiError(403, MSG.forbidden);
  }

  /** The kinds the caller may see, in installed order. */
  visible(caller: LinkCaller): LinkableKind[] {
    return this.all.filter((k) => this.allows(caller, k));
  }
}
