// Deep pages of the sync list seek instead of skipping (as content's and product's lists do): the
// place of every SYNC_CHECKPOINT_EVERY-th item of a (type, title keyword) list in its order, and of
// its last, with how many items of each state come up to it (so the last holds the list's counts). A page of any state starts from the last checkpoint
// with fewer of that state than the page's offset, so it walks fewer than SYNC_CHECKPOINT_EVERY
// items plus its own, however deep and however rare the state (已修改 on page 50 walked 20,000
// items, each tested in the sync index: 50 ms on PostgreSQL). One read serves every state and page
// of a list; the route keeps it beside the counts (read once, then until an item or a sync row changes).
// (The read itself is items.ts syncCheckpoints, beside the list's other queries.)
import type { SyncState } from '../../../../shared/domain/sites/languages';

export const SYNC_CHECKPOINT_EVERY = 250;

/** One item's place in the list's order and the items of each state up to it (itself included). */
export interface SyncCheckpoint {
  /** Its updated_at and id: the list's order. */
  value: number;
  id: number;
  /** Its position (1-based), and how many of the first n are 已同步 / 已修改 (the rest 未同步). */
  n: number;
  synced: number;
  modified: number;
}

/** 未同步 / 已同步 / 已修改 of the whole list: its last item is a checkpoint too. */
export function countsOf(checkpoints: readonly SyncCheckpoint[]): Record<SyncState, number> {
  const last = checkpoints[checkpoints.length - 1];
  if (!last) return { unsynced: 0, synced: 0, modified: 0 };
  return { unsynced: last.n - last.synced - last.modified, synced: last.synced, modified: last.modified };
}

/** How many items of `state` (any state: all) come up to and including the checkpoint. */
export function passedOf(cp: SyncCheckpoint, state: SyncState | undefined): number {
  if (state === 'synced') return cp.synced;
  if (state === 'modified') return cp.modified;
  if (state === 'unsynced') return cp.n - cp.synced - cp.modified;
  return cp.n;
}

/** The last checkpoint a page at `offset` of `state` can start after, or undefined (from the top). */
export function startOf(checkpoints: readonly SyncCheckpoint[], state: SyncState | undefined, offset: number): SyncCheckpoint | undefined {
  let found: SyncCheckpoint | undefined;
  for (const cp of checkpoints) {
    if (passedOf(cp, state) > offset) break;
    found = cp;
  }
  return found;
}
