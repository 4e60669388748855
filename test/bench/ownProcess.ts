// A bench server in a process of its own (the bench file started again with its `--<name>-serve`
// flag: a fresh, seeded database, then one JSON line with its port), and the SQLite/PostgreSQL
// table such benches print: each case's throughput and latency beside the p99 target.
import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';

export interface OwnServer<Info> {
  info: Info;
  child: ChildProcess;
}

/** Starts `file` again with `flag` (and the PostgreSQL admin URL, if any); resolves with the line it prints once listening. */
export function startOwnServer<Info extends { port: number }>(file: string, flag: string, pg: string | undefined): Promise<OwnServer<Info>> {
  const child = spawn(process.execPath, ['-r', 'esbuild-register', file, flag, ...(pg ? [pg] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', (line) => resolve({ info: JSON.parse(line) as Info, child }));
    child.once('exit', (code) => reject(new Error(`bench server (${flag}) exited with ${code}`)));
  });
}

export function stopOwnServer(served: OwnServer<unknown>): Promise<void> {
  return new Promise((resolve) => {
    served.child.removeAllListeners('exit');
    served.child.once('exit', () => resolve());
    served.child.kill('SIGTERM');
  });
}

export interface LatencyFigure { rps: number; p50: number; p99: number }

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - [...text].length));

/** One line per case: SQLite's figure, PostgreSQL's (or how to get it), and whether each meets the p99 target. */
export function printSideBySide(cases: readonly { name: string }[], sqlite: readonly LatencyFigure[], postgres: readonly LatencyFigure[] | null, targetP99Ms: number, nameWidth: number): void {
  const cell = (f: LatencyFigure) => pad(`${f.rps.toFixed(0)} req/s p50 ${f.p50} p99 ${f.p99} ms`, 36);
  const verdict = (f: LatencyFigure) => (f.p99 <= targetP99Ms ? 'meets' : 'misses');
  console.log(`  ${pad('', nameWidth)}${pad('SQLite', 36)}${pad(postgres ? 'PostgreSQL' : '', 36)}p99 ≤ ${targetP99Ms} ms`);
  cases.forEach((c, i) => {
    const s = sqlite[i];
    const p = postgres?.[i];
    console.log(`  ${pad(c.name, nameWidth)}${cell(s)}${p ? cell(p) : pad('(set BENCH_PG_URL)', 36)}SQLite ${verdict(s)}${p ? `, PostgreSQL ${verdict(p)}` : ''}`);
  });
}
