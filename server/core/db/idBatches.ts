// Reading many rows by id in batches, one batch ahead: while the caller works on a batch (parsing,
// matching — CPU in this process), the next one is already being read. On PostgreSQL that read runs
// in the database's own process, so the two overlap on a second core; on SQLite (synchronous, one
// connection) it costs nothing extra. Ids are read first and batches fetched by primary key, since a
// keyset "id > last ORDER BY id" under a site filter may sort the whole site once per batch.

/** The rows of `ids` in batches of `size`, each batch as `read` answers it; the next read starts early. */
export async function* idBatches<T>(ids: readonly number[], size: number, read: (ids: number[]) => Promise<T[]>): AsyncGenerator<T[]> {
  if (size < 1) throw new RangeError('batch size must be at least 1');
  let next: Promise<T[]> | null = ids.length ? read(ids.slice(0, size)) : null;
  try {
    for (let start = 0; next; start += size) {
      const current = next;
      const following = start + size;
      next = following < ids.length ? read(ids.slice(following, following + size)) : null;
      // A read that fails while the caller still works on the previous batch is reported when its
      // turn comes, never as an unhandled rejection.
      next?.catch(() => undefined);
      yield await current;
    }
  } finally {
    // The caller stopped early (a cancel, an error): no read of ours goes on after it.
    await next?.catch(() => undefined);
  }
}
