// Parsing a stored log into visits and rollups: the upload's task and the ingest call share it.
// The file is read and parsed by a worker thread (parseWorker.ts) while this thread stores its
// batches (visitWriter.ts), one transaction each. A file that is gzip by its bytes but does not
// inflate is refused in words; lines that are not log lines are counted as rejected, never an error.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import { SPIDER_MSG } from '../../../shared/domain/spider/rules';
import type { BulkInserter } from '../../core/db/bulkInsert';
import type { Database } from '../../core/db/database';
import { ApiError } from '../../core/http/envelope';
import { ReverseDnsCheck } from './reverseDns';
import type { ImportCounts, VisitBatch } from './visitBatch';
import { BatchPipe } from './visitWriter';

export interface ImportJob {
  db: Kysely<Database>;
  siteId: number;
  domain: string;
  importId: number | null;
  file: string;
  reverseDns: boolean;
  skipLines?: number;
  signal?: AbortSignal;
  onBytes?(read: number): void;
  /** Core's bulk insert (deps.bulk): the visits go in by it when given. */
  bulk?: BulkInserter | null;
}

/** What the worker is started with. */
export interface ParseJob {
  file: string;
  siteId: number;
  domain: string;
  importId: number | null;
  skip: number;
}

/** Parent → worker: credit for one more batch. */
export type ParseRequest = { kind: 'more' };

/** Worker → parent. */
export type ParseReply =
  | { kind: 'batch'; batch: VisitBatch }
  | { kind: 'bytes'; read: number }
  | { kind: 'done'; counts: ImportCounts }
  | { kind: 'failed'; message: string; code?: string };

const ENTRY = path.join(__dirname, 'parseWorker.ts');
// The worker loads TypeScript itself, as the server does (node -r esbuild-register); see
// core/capture/capturePool.ts for why the flags are explicit.
const EXEC_ARGV = ['-r', require.resolve('esbuild-register')];

export async function importLogFile(job: ImportJob): Promise<ImportCounts> {
  job.signal?.throwIfAborted();
  const pipe = new BatchPipe({ db: job.db, importId: job.importId, dns: job.reverseDns ? new ReverseDnsCheck() : null, bulk: job.bulk });
  const parseJob: ParseJob = { file: job.file, siteId: job.siteId, domain: job.domain, importId: job.importId, skip: job.skipLines ?? 0 };
  const worker = new Worker(ENTRY, { execArgv: EXEC_ARGV, workerData: parseJob });
  const stop = () => void worker.terminate();
  job.signal?.addEventListener('abort', stop);
  let counts: ImportCounts | null = null;
  try {
    await new Promise<void>((resolve, reject) => {
      // Messages are handled one after another: a batch is handed to the pipe (which waits for the
      // batch before it) before the next message is looked at.
      let chain = Promise.resolve();
      const fail = (err: unknown) => {
        chain = chain.then(() => reject(err));
      };
      worker.on('message', (reply: ParseReply) => {
        chain = chain.then(async () => {
          if (reply.kind === 'bytes') job.onBytes?.(reply.read);
          else if (reply.kind === 'batch') {
            await pipe.handOff(reply.batch);
            worker.postMessage({ kind: 'more' } satisfies ParseRequest);
          } else if (reply.kind === 'done') {
            counts = reply.counts;
            resolve();
          } else {
            // zlib's errors: a file that starts like gzip but is not one.
            reject(reply.code && /^Z_/.test(reply.code) ? new ApiError(400, SPIDER_MSG.badGzip) : new Error(reply.message));
          }
        }).catch((err: unknown) => {
          stop();
          reject(err);
        });
      });
      worker.once('error', fail);
      worker.once('exit', () => fail(job.signal?.aborted ? job.signal.reason : new Error('日志解析线程意外退出')));
    });
    await pipe.drain();
  } catch (err) {
    // No write of ours goes on after we answer (the caller marks the import and may remove the file).
    stop();
    await pipe.settle();
    job.signal?.throwIfAborted();
    throw err;
  } finally {
    job.signal?.removeEventListener('abort', stop);
    stop();
  }
  return counts!;
}
