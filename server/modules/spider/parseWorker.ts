// The parse worker of a log import (importLog.ts): reads the stored file (plain or gzip) and turns
// its lines into batches (visitBatch.ts) on a thread of its own, so parsing runs beside the server
// thread's database writes instead of between them. Batches go to the parent as they fill; the
// parent grants credit for more (at most two waiting), so memory stays flat whatever the file.
import { parentPort, workerData } from 'node:worker_threads';
import { readLines } from './lineReader';
import { VisitCollector } from './visitBatch';
import type { ParseJob, ParseReply, ParseRequest } from './importLog';

const port = parentPort;
if (!port) throw new Error('parseWorker.ts runs as a worker thread (importLog.ts)');

const job = workerData as ParseJob;
let credit = 2;
let wake: (() => void) | null = null;
port.on('message', (message: ParseRequest) => {
  if (message.kind === 'more') {
    credit++;
    wake?.();
    wake = null;
  }
});
const send = (reply: ParseReply) => port.postMessage(reply);

const collector = new VisitCollector({ siteId: job.siteId, domain: job.domain, importId: job.importId }, job.skip);

async function handOff(): Promise<void> {
  while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
  credit--;
  send({ kind: 'batch', batch: collector.take() });
}

async function run(): Promise<void> {
  await readLines(job.file, {
    line(text) {
      collector.line(text);
      if (collector.full) return handOff();
    },
    tooLong: () => collector.tooLong(),
  }, { onBytes: (read) => send({ kind: 'bytes', read }) });
  if (!collector.empty) await handOff();
  send({ kind: 'done', counts: collector.counts });
}

run().catch(async (err: unknown) => {
  // What was read before the fault (a gzip file cut short) is stored too; the import says how far it got.
  if (!collector.empty) await handOff();
  const code = typeof (err as { code?: unknown })?.code === 'string' ? (err as { code: string }).code : undefined;
  send({ kind: 'failed', message: err instanceof Error ? err.message : String(err), code });
});
