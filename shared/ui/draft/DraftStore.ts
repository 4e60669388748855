// Local drafts of what an operator is editing, kept in browser storage (the kernel's storage port)
// so a crash, a reload or a closed tab loses at most a few seconds of typing. A draft is one user's
// on one site: the key carries both, so another account on the same browser never sees it.
// Each draft remembers the server version it was based on; restoring it must not let a save
// overwrite a newer version silently (the page sends that base version to the lock check).
import type { Container } from 'inversify';
import { TOKENS, type KeyValueStore, type Token } from '../../../kernel';

export interface Draft<T> {
  /** When it was written (epoch ms). */
  savedAt: number;
  /** The server version the edited state stood on; null for a record not saved yet. */
  base: number | null;
  data: T;
}

export interface DraftScope {
  user: number | string;
  site: number | string;
}

/** Drafts older than this are dropped, opened or not. */
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const PREFIX = 'console.draft:';
/** key → savedAt of every stored draft, so old ones can be found without listing the storage. */
const INDEX = 'console.draft-index';

/** What a draft is of: `draftSubject('article.1', 42)` → "article.1:42"; a record not saved yet → "article.1:new". */
export function draftSubject(kind: string, id: number | undefined): string {
  return `${kind}:${id ?? 'new'}`;
}

export class DraftStore {
  constructor(
    private readonly storage: KeyValueStore,
    private readonly scope: DraftScope,
    private readonly now: () => number = Date.now,
  ) {}

  /** The stored draft of `subject`, or undefined (none, expired or unreadable — those are removed). */
  read<T>(subject: string): Draft<T> | undefined {
    const key = this.key(subject);
    const raw = this.storage.getItem(key);
    if (raw === null) return undefined;
    const draft = parseDraft<T>(raw);
    if (!draft || !this.fresh(draft.savedAt)) {
      this.removeKey(key);
      return undefined;
    }
    return draft;
  }

  /** Stores the draft; false when the storage refused it (full or unavailable). */
  write<T>(subject: string, base: number | null, data: T): Draft<T> | null {
    const key = this.key(subject);
    const draft: Draft<T> = { savedAt: this.now(), base, data };
    const text = JSON.stringify(draft);
    try {
      this.storage.setItem(key, text);
    } catch {
      // Full: make room by dropping expired drafts, then try once more.
      this.prune();
      try {
        this.storage.setItem(key, text);
      } catch {
        return null;
      }
    }
    this.updateIndex((index) => {
      index[key] = draft.savedAt;
    });
    return draft;
  }

  remove(subject: string): void {
    this.removeKey(this.key(subject));
  }

  /** Drops every expired draft (of any user and site) this storage holds. */
  prune(): void {
    const index = this.readIndex();
    const expired = Object.keys(index).filter((key) => !this.fresh(index[key]));
    if (expired.length === 0) return;
    for (const key of expired) this.safely(() => this.storage.removeItem(key));
    this.updateIndex((current) => {
      for (const key of expired) delete current[key];
    });
  }

  private key(subject: string): string {
    return `${PREFIX}${this.scope.user}:${this.scope.site}:${subject}`;
  }

  private fresh(savedAt: number): boolean {
    // A time far in the future is as suspect as one far in the past.
    return Math.abs(this.now() - savedAt) <= DRAFT_TTL_MS;
  }

  private removeKey(key: string): void {
    this.safely(() => this.storage.removeItem(key));
    this.updateIndex((index) => {
      delete index[key];
    });
  }

  private readIndex(): Record<string, number> {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(INDEX) ?? '{}');
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
      const index: Record<string, number> = {};
      for (const [key, value] of Object.entries(parsed)) if (key.startsWith(PREFIX) && typeof value === 'number' && Number.isFinite(value)) index[key] = value;
      return index;
    } catch {
      return {};
    }
  }

  private updateIndex(change: (index: Record<string, number>) => void): void {
    const index = this.readIndex();
    change(index);
    this.safely(() => this.storage.setItem(INDEX, JSON.stringify(index)));
  }

  private safely(work: () => void): void {
    try {
      work();
    } catch {
      // Storage unavailable: a draft is a convenience, never a reason to fail the page.
    }
  }
}

/** Storage content is not trusted: anything but a well-formed draft reads as none. */
function parseDraft<T>(raw: string): Draft<T> | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return undefined;
    const { savedAt, base, data } = value as Record<string, unknown>;
    if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return undefined;
    if (base !== null && !(typeof base === 'number' && Number.isInteger(base) && base > 0)) return undefined;
    if (!data || typeof data !== 'object') return undefined;
    return { savedAt, base, data: data as T };
  } catch {
    return undefined;
  }
}

/**
 * The drafts store of the signed-in user on the active site, from the container (local storage,
 * session, site); null before both are known or where the browser gives no storage.
 */
export function draftStoreFor(container: Container, now: () => number = Date.now): DraftStore | null {
  const get = <T,>(token: Token<T>) => container.get<T>(token);
  try {
    const user = get(TOKENS.session).account?.id;
    const site = get(TOKENS.site).home?.twebId;
    if (user === undefined || site === undefined) return null;
    return new DraftStore(get(TOKENS.localStorage), { user, site }, now);
  } catch {
    return null;
  }
}
