// core/db/idBatches.ts: rows by id in batches, the next batch read while the caller works on one.
import { idBatches } from '../../server/core/db/idBatches';

/** A reader that records what it was asked and when each read settles. */
function recorder(fail?: number) {
  const log: string[] = [];
  const read = async (ids: number[]) => {
    log.push(`read ${ids.join(',')}`);
    // Later batches take longer, so a read left running would still be running when the caller moves on.
    await new Promise((resolve) => setTimeout(resolve, 5 * ids[0]));
    if (fail !== undefined && ids.includes(fail)) throw new Error(`no ${fail}`);
    log.push(`got ${ids.join(',')}`);
    return ids.map((id) => ({ id }));
  };
  return { log, read };
}

it('answers every id once, in batches of the size, in order', async () => {
  const { read } = recorder();
  const seen: number[][] = [];
  for await (const batch of idBatches([1, 2, 3, 4, 5, 6, 7], 3, read)) seen.push(batch.map((r) => r.id));
  expect(seen).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  const none: unknown[] = [];
  for await (const batch of idBatches([], 3, read)) none.push(batch);
  expect(none).toEqual([]);
});

it('asks for the next batch before the caller has finished with the current one', async () => {
  const { log, read } = recorder();
  for await (const batch of idBatches([1, 2, 3, 4], 2, read)) {
    log.push(`work ${batch.map((r) => r.id).join(',')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(log).toEqual(['read 1,2', 'read 3,4', 'got 1,2', 'work 1,2', 'got 3,4', 'work 3,4']);
});

it('a caller that stops early leaves no read running behind it', async () => {
  const { log, read } = recorder();
  const stop = new Error('cancelled');
  await expect((async () => {
    for await (const batch of idBatches([1, 2, 3, 4, 5, 6], 2, read)) {
      if (batch[0].id === 1) throw stop;
    }
  })()).rejects.toBe(stop);
  // The batch read ahead had finished before the loop's error reached the caller; no third read.
  expect(log).toEqual(['read 1,2', 'read 3,4', 'got 1,2', 'got 3,4']);
});

it('a failed read reaches the caller at its turn, after the batches before it', async () => {
  const { read } = recorder(5);
  const seen: number[] = [];
  await expect((async () => {
    for await (const batch of idBatches([1, 2, 3, 4, 5, 6], 2, read)) seen.push(...batch.map((r) => r.id));
  })()).rejects.toThrow('no 5');
  expect(seen).toEqual([1, 2, 3, 4]);
});
