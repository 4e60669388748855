// Result files of tasks, under DATA_DIR/tasks/ (shared by every server process, like uploads/).
// A run writes into a .partial file; only a run that succeeds gets it synced to disk and renamed to
// its final name before the row records it, so a recorded result is always complete. Files names
// are the server's own (task id and random text); the name the user sees is kept in the row.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

export const RESULTS_DIR = 'tasks';
const PARTIAL = '.partial';
/** Leftovers of runs that died, removed at start (older than this: another process may be writing a newer one). */
const LEFTOVER_MS = 24 * 3600 * 1000;

const TYPES: Record<string, string> = {
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.zip': 'application/zip',
};

function extensionOf(fileName: string): string {
  const ext = path.extname(fileName).toLowerCase();
  return /^\.[a-z0-9]{1,8}$/.test(ext) ? ext : '';
}

export function contentTypeOf(fileName: string): string {
  return TYPES[extensionOf(fileName)] ?? 'application/octet-stream';
}

/** The ASCII file name for old clients: the name itself when it is plain, else task-<id>.<ext>. */
export function asciiNameOf(fileName: string, taskId: number): string {
  return /^[A-Za-z0-9._-]+$/.test(fileName) ? fileName : `task-${taskId}${extensionOf(fileName)}`;
}

/** The absolute path of a recorded result, or null when the row's path is not one of ours. */
export function resultPathOf(dataDir: string, relative: string): string | null {
  const root = path.resolve(dataDir, RESULTS_DIR);
  const full = path.resolve(dataDir, relative);
  return path.dirname(full) === root && !full.endsWith(PARTIAL) ? full : null;
}

export async function removeResult(dataDir: string, relative: string | null): Promise<void> {
  const full = relative ? resultPathOf(dataDir, relative) : null;
  if (full) await fs.promises.rm(full, { force: true });
}

/** Removes .partial files of runs that died long ago. */
export async function removeLeftovers(dataDir: string, now: number): Promise<void> {
  const root = path.join(dataDir, RESULTS_DIR);
  let names: string[];
  try {
    names = await fs.promises.readdir(root);
  } catch {
    return;
  }
  for (const name of names.filter((n) => n.endsWith(PARTIAL))) {
    const full = path.join(root, name);
    const stat = await fs.promises.stat(full).catch(() => null);
    if (stat && now - stat.mtimeMs > LEFTOVER_MS) await fs.promises.rm(full, { force: true });
  }
}

async function fsyncPath(full: string, flags: string): Promise<void> {
  const handle = await fs.promises.open(full, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The one result file of one run. */
export class ResultFile {
  private stream: fs.WriteStream | null = null;
  private partialPath = '';
  private fileName = '';

  constructor(private readonly dataDir: string, private readonly taskId: number) {}

  get opened(): boolean {
    return this.stream !== null;
  }

  open(fileName: string): Writable {
    if (this.stream) throw new Error('一个任务只能有一个结果文件');
    const name = String(fileName).trim().slice(0, 200);
    if (!name) throw new Error('结果文件名不能为空');
    const root = path.join(this.dataDir, RESULTS_DIR);
    fs.mkdirSync(root, { recursive: true });
    this.fileName = name;
    this.partialPath = path.join(root, `${this.taskId}-${randomBytes(8).toString('hex')}${PARTIAL}`);
    this.stream = fs.createWriteStream(this.partialPath, { flags: 'wx' });
    // Errors surface in commit(); without a listener a write error would be an uncaught exception.
    this.stream.on('error', () => undefined);
    return this.stream;
  }

  /** Ends the file, syncs it and renames it to its final name: { name shown, path relative to DATA_DIR }. */
  async commit(): Promise<{ name: string; relative: string }> {
    const stream = this.stream!;
    if (!stream.writableEnded) stream.end();
    await finished(stream);
    await fsyncPath(this.partialPath, 'r');
    const finalName = path.basename(this.partialPath, PARTIAL) + extensionOf(this.fileName);
    const root = path.dirname(this.partialPath);
    await fs.promises.rename(this.partialPath, path.join(root, finalName));
    // The rename itself survives a power cut once the folder is synced.
    await fsyncPath(root, 'r').catch(() => undefined);
    return { name: this.fileName, relative: path.join(RESULTS_DIR, finalName) };
  }

  /** Drops what was written (the run failed or was cancelled). */
  async discard(): Promise<void> {
    if (!this.stream) return;
    this.stream.destroy();
    await fs.promises.rm(this.partialPath, { force: true }).catch(() => undefined);
  }
}
