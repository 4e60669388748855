// Autosave of one edit page: a change only marks the page dirty (nothing is read or serialized per
// keystroke); a few seconds later — and when the page is hidden or left — its state is read once
// and written as the draft. When the edited record has loaded, a stored draft that differs from it
// is offered back; until the operator restores or discards it, autosave holds off so the offered
// draft is not overwritten by whatever is typed meanwhile.
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { Draft, DraftStore } from './DraftStore';

/** How long after the first unsaved change the draft is written. */
export const AUTOSAVE_DELAY_MS = 3000;

export interface DraftSource<T> {
  /** What is edited (draftSubject). */
  subject(): string;
  /** The server version the page's state stands on; null for a record not saved yet. */
  base(): number | null;
  /** The page's state as it is now. */
  collect(): T;
}

export class DraftKeeper<T> {
  /** A stored draft that differs from what loaded, waiting for 恢复 or 丢弃. */
  offer: Draft<T> | null = null;
  /** The offer stood on another server version than the one loaded (someone saved since). */
  offerStale = false;
  /** When the draft was last written in this visit. */
  savedAt: number | null = null;
  /** The last write was refused by the storage. */
  failed = false;
  private dirty = false;
  private checked = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly store: DraftStore | null,
    private readonly source: DraftSource<T>,
    private readonly delayMs = AUTOSAVE_DELAY_MS,
  ) {
    makeObservable<DraftKeeper<T>, 'write'>(this, {
      offer: observableRef,
      offerStale: observable,
      savedAt: observable,
      failed: observable,
      loaded: action,
      take: action,
      discard: action,
      saved: action,
      write: action,
    });
  }

  /** The edited record has loaded (once): a stored draft that differs from it becomes the offer. */
  loaded(): void {
    if (!this.store || this.checked) return;
    this.checked = true;
    const subject = this.source.subject();
    const draft = this.store.read<T>(subject);
    if (!draft) return;
    const base = this.source.base();
    // A draft of a saved record must say which version it stood on, or nothing could stop it
    // from overwriting a newer one; a draft equal to what loaded has nothing to give back.
    if ((base !== null && draft.base === null) || stableJson(draft.data) === stableJson(this.source.collect())) {
      this.store.remove(subject);
      return;
    }
    this.offer = draft;
    this.offerStale = draft.base !== base;
  }

  /** Something was edited. Cheap: call it from every change handler. */
  changed = (): void => {
    this.dirty = true;
    if (this.timer || this.offer || !this.store) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, this.delayMs);
  };

  /** Writes the draft now if anything changed since the last write. */
  flush = (): void => {
    this.cancelTimer();
    if (!this.dirty || this.offer || !this.store) return;
    this.dirty = false;
    this.write();
  };

  /** 恢复: hands the offer to the page (which puts it in the form); the stored draft stays until saved. */
  take(): Draft<T> | null {
    const draft = this.offer;
    this.offer = null;
    // What was typed before restoring is replaced by the draft.
    this.dirty = false;
    this.cancelTimer();
    if (draft) this.savedAt = draft.savedAt;
    return draft;
  }

  /** 丢弃: forgets the stored draft; what was typed meanwhile is drafted from now on. */
  discard(): void {
    this.offer = null;
    this.store?.remove(this.source.subject());
    if (this.dirty) {
      this.dirty = false;
      this.changed();
    }
  }

  /** The record was saved: its draft is no longer needed. */
  saved(): void {
    this.cancelTimer();
    this.dirty = false;
    this.savedAt = null;
    this.failed = false;
    this.store?.remove(this.source.subject());
  }

  /** The page is going away: keep what changed since the last write. */
  dispose(): void {
    this.flush();
  }

  private write(): void {
    const draft = this.store?.write(this.source.subject(), this.source.base(), this.source.collect());
    this.failed = !draft;
    if (draft) this.savedAt = draft.savedAt;
  }

  private cancelTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** JSON with object keys sorted, so two equal states compare equal whatever their key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}
