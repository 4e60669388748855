// Reads a log file line by line without ever holding more than one bounded line: plain text or
// gzip (by its first two bytes, never its name). A line past LINE_MAX is skipped to its end and
// reported as too long, so a 10 MB line costs no memory. Progress is in bytes of the file as stored.
import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import { LINE_MAX } from '../../../shared/domain/spider/logLine';

export interface LineSink {
  /** A complete line (without its newline); an awaited promise pauses the reading. */
  line(text: string): void | Promise<void>;
  /** A line longer than LINE_MAX (skipped). */
  tooLong(): void;
}

const GZIP = [0x1f, 0x8b];

export async function isGzipFile(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === GZIP[0] && head[1] === GZIP[1];
  } finally {
    await handle.close();
  }
}

/** Streams the lines of a file to the sink; onBytes(read) after each chunk of the stored file. */
export async function readLines(file: string, sink: LineSink, options: { signal?: AbortSignal; onBytes?(read: number): void } = {}): Promise<void> {
  const raw = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
  const gz = await isGzipFile(file);
  const source = gz ? raw.pipe(createGunzip()) : raw;
  if (gz) raw.on('error', (err) => source.destroy(err));
  let carry: Buffer | null = null;
  let skipping = false;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      options.signal?.throwIfAborted();
      let start = 0;
      for (;;) {
        const nl = chunk.indexOf(10, start);
        if (nl < 0) break;
        if (skipping) {
          skipping = false;
        } else {
          let piece = chunk.subarray(start, nl);
          if (carry) {
            piece = Buffer.concat([carry, piece]);
            carry = null;
          }
          if (piece.length > LINE_MAX) sink.tooLong();
          else {
            const done = sink.line(piece.toString('utf8', 0, piece.length > 0 && piece[piece.length - 1] === 13 ? piece.length - 1 : piece.length));
            if (done) await done;
          }
        }
        start = nl + 1;
      }
      if (start < chunk.length && !skipping) {
        const rest = chunk.subarray(start);
        // A copy: a view would keep the whole chunk alive.
        carry = carry ? Buffer.concat([carry, rest]) : Buffer.from(rest);
        if (carry.length > LINE_MAX) {
          carry = null;
          skipping = true;
          sink.tooLong();
        }
      }
      options.onBytes?.(raw.bytesRead);
    }
    if (carry && carry.length > 0) {
      const done = sink.line(carry.toString('utf8'));
      if (done) await done;
    }
  } finally {
    raw.destroy();
    if (gz) source.destroy();
  }
}
