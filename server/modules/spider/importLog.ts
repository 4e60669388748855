// Parsing a stored log into visits and rollups: the upload's task and the ingest call share it.
// A file that is gzip by its bytes but does not inflate is refused in words; lines that are not
// log lines are counted as rejected, never an error.
import type { Kysely } from 'kysely';
import { SPIDER_MSG } from '../../../shared/domain/spider/rules';
import type { BulkInserter } from '../../core/db/bulkInsert';
import type { Database } from '../../core/db/database';
import { ApiError } from '../../core/http/envelope';
import { readLines } from './lineReader';
import { ReverseDnsCheck } from './reverseDns';
import { VisitWriter, type ImportCounts } from './visitWriter';

export interface ImportJob {
  db: Kysely<Database>;
  siteId: number;
  domain: string;
  importId: number | null;
  file: string;
  reverseDns: boolean;
  skipLines?: number;
  signal?: AbortSignal;
  /** Core's bulk insert (deps.bulk): the visits go in by it when given. */
  bulk?: BulkInserter | null;
  onBytes?(read: number): void;
}

export async function importLogFile(job: ImportJob): Promise<ImportCounts> {
  const writer = new VisitWriter({
    db: job.db, siteId: job.siteId, domain: job.domain, importId: job.importId, dns: job.reverseDns ? new ReverseDnsCheck() : null, skip: job.skipLines, bulk: job.bulk,
  });
  try {
    await readLines(job.file, writer, { signal: job.signal, onBytes: job.onBytes });
  } catch (err) {
    // No write of ours goes on after we answer (the caller marks the import and may remove the file).
    await writer.settle();
    // zlib's errors: a file that starts like gzip but is not one.
    if (typeof (err as { code?: string })?.code === 'string' && /^Z_/.test((err as { code: string }).code)) {
      await writer.flush();
      throw new ApiError(400, SPIDER_MSG.badGzip);
    }
    throw err;
  }
  await writer.flush();
  return writer.counts;
}
