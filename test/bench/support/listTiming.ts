// A list route's figures: requests of random filters one at a time (a user's wait; the first ones
// warm the statement caches and are not counted), then CONNECTIONS at once for BENCH_SECONDS
// (autocannon); p50 / p99 of each, printed beside the target.
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 10;
const WARM_UP = 100;

export interface ListFigures {
  /** Milliseconds of each counted request, one at a time. */
  sequential: number[];
  load: { rps: number; p50: number; p99: number };
}

/** The value at quantile q of sorted values. */
export const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * `requests` random paths (from `randomPath`) one at a time, each answer checked (code 200 of the
 * envelope), then the same mix from CONNECTIONS clients (every answer a 2xx).
 */
export async function timeList(base: string, headers: Record<string, string>, requests: number, randomPath: () => string): Promise<ListFigures> {
  const sequential: number[] = [];
  for (let i = 0; i < requests + WARM_UP; i++) {
    const started = performance.now();
    const pathAsked = randomPath();
    const res = await fetch(`${base}${pathAsked}`, { headers });
    const answer = (await res.json()) as { code: number; message: string };
    if (answer.code !== 200) throw new Error(`${pathAsked} refused: ${answer.message}`);
    if (i >= WARM_UP) sequential.push(performance.now() - started);
  }
  const result = await autocannon({
    url: base, headers, connections: CONNECTIONS, duration: DURATION,
    requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: randomPath() }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`under load: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { sequential, load: { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 } };
}

/** The two lines of a list's figures, the one-at-a-time p99 beside its target. */
export function printListFigures(f: ListFigures, targetMs: number): void {
  const sorted = [...f.sequential].sort((a, b) => a - b);
  const p99 = quantile(sorted, 0.99);
  console.log(`  one at a time, ${sorted.length} requests: p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, slowest ${sorted[sorted.length - 1].toFixed(1)} ms   (target p99 ≤ ${targetMs} ms: ${p99 <= targetMs ? 'meets' : 'misses'})`);
  console.log(`  ${CONNECTIONS} connections × ${DURATION} s: ${f.load.rps.toFixed(0)} req/s, p50 ${f.load.p50} ms, p99 ${f.load.p99} ms`);
}
