// A site's backup archive (issue 14 网站备份): a .zip of the site's rows of every installed module
// (data/<table>.jsonl, one JSON array a row, in the plan's column order) and of its files
// (files/<folder>/…, each declared site folder under DATA_DIR), with manifest.json — the site, the
// applied migrations (schema), each table's columns, row count, size and SHA-256, each file's size
// and SHA-256 — and manifest.sig, the server's HMAC of the manifest (services/secretBox.ts).
// Written as a stream (yazl: rows batch by batch, files one by one, never whole in memory); read
// back with yauzl, which reads the central directory and streams each entry, checking its size.
// A restore first checks everything — signature, site, schema, every entry's size and hash, nothing
// more and nothing less — then puts the files in a staging folder and replaces the rows in one
// transaction (hashes checked again as they are read), and only after the commit swaps the folders.
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { PassThrough, Transform, type Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { BACKUP_MSG, BACKUP_STAGE } from '../../../shared/domain/settings/backup';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/dbErrors';
import { ApiError } from '../http/envelope';
import type { SecretBox } from '../services/secretBox';
import type { BackupPlan, PlannedTable } from './scopes';
import { countSiteRows, deleteSiteRows, insertRows, readSiteRows, ROW_BATCH, sequencesAhead, withSnapshot } from './siteData';

export const MANIFEST = 'manifest.json';
export const SIGNATURE = 'manifest.sig';
const FORMAT = 'site-backup';
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;
const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

export interface ManifestTable {
  name: string;
  columns: string[];
  rows: number;
  bytes: number;
  sha256: string;
}

export interface ManifestFile {
  /** files/<folder>/<path inside the site's folder>. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof FORMAT;
  version: 1;
  siteId: number;
  siteName: string;
  createdAt: number;
  /** The applied migrations, sorted: the database's schema the rows fit. */
  schema: string[];
  tables: ManifestTable[];
  files: ManifestFile[];
}

export interface ArchiveProgress {
  (done: number, total: number, stage: string): void;
}

export interface ArchiveEnv {
  db: Kysely<Database>;
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>;
  plan: BackupPlan;
  box: SecretBox;
  signal: AbortSignal;
  progress: ArchiveProgress;
}

const dataEntry = (table: string) => `data/${table}.jsonl`;

/** The migrations applied to the database, sorted (the schema a backup's rows fit). */
export async function appliedSchema(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name).sort();
}

/** Files of a site's folder, relative to it, sorted; none when it does not exist. */
async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      // Files in flight (a write's temporary name) and anything else not plainly named stay out.
      if (!SAFE_SEGMENT.test(e.name) || e.name.endsWith('.tmp')) continue;
      if (e.isDirectory()) await walk(path.join(dir, e.name), `${prefix}${e.name}/`);
      else if (e.isFile()) out.push(`${prefix}${e.name}`);
    }
  }
  await walk(root, '');
  return out;
}

async function writeWithBackpressure(stream: PassThrough, chunk: Buffer, signal: AbortSignal): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain', { signal });
}

/**
 * Writes the site's backup to `out`: the rows from one snapshot, then the files, then the signed
 * manifest. Answers the manifest. `out` is ended and flushed when it resolves.
 */
export async function writeSiteArchive(env: ArchiveEnv, site: { id: number; name: string }, out: Writable, now: number): Promise<BackupManifest> {
  const { plan, signal, progress } = env;
  const zip = new yazl.ZipFile();
  const mtime = new Date(now);
  const written = finished(out);
  written.catch(() => undefined);
  zip.outputStream.on('error', (err) => out.destroy(err));
  zip.outputStream.pipe(out);
  const failed = new Promise<never>((_, reject) => {
    out.once('error', reject);
    zip.outputStream.once('error', reject);
  });
  failed.catch(() => undefined);
  const race = <T>(p: Promise<T>) => Promise.race([p, failed]);

  const tables: ManifestTable[] = [];
  let schema: string[] = [];
  progress(0, 0, BACKUP_STAGE.counting);
  await race(withSnapshot(env.db, env.config, async (db) => {
    schema = await appliedSchema(db);
    const counts = await countSiteRows(db, plan, site.id);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    let done = 0;
    let current: { stream: PassThrough; hash: ReturnType<typeof createHash>; bytes: number; rows: number } | null = null;
    progress(0, total, BACKUP_STAGE.rows);
    await readSiteRows(db, plan, site.id, counts, {
      async begin(t) {
        const stream = new PassThrough();
        zip.addReadStream(stream, dataEntry(t.table), { compress: true, mtime });
        current = { stream, hash: createHash('sha256'), bytes: 0, rows: 0 };
      },
      async rows(_t, rows) {
        const c = current!;
        const chunk = Buffer.from(rows.map((r) => `${JSON.stringify(r)}\n`).join(''), 'utf8');
        c.hash.update(chunk);
        c.bytes += chunk.length;
        c.rows += rows.length;
        await race(writeWithBackpressure(c.stream, chunk, signal));
        done += rows.length;
        progress(done, total, BACKUP_STAGE.rows);
      },
      async end(t) {
        const c = current!;
        c.stream.end();
        tables.push({ name: t.table, columns: [...t.columns], rows: c.rows, bytes: c.bytes, sha256: c.hash.digest('hex') });
        current = null;
      },
    }, signal);
  }));

  // Files are written under fresh random names and never changed, so copying them after the
  // snapshot is consistent with it: a file removed meanwhile is left out, one added is extra.
  const files: ManifestFile[] = [];
  const lists = await Promise.all(plan.siteFolders.map(async (folder) => ({ folder, names: await listFiles(path.join(env.config.dataDir, folder, String(site.id))) })));
  const totalFiles = lists.reduce((a, l) => a + l.names.length, 0);
  let doneFiles = 0;
  progress(0, totalFiles, BACKUP_STAGE.files);
  for (const { folder, names } of lists) {
    for (const name of names) {
      signal.throwIfAborted();
      const full = path.join(env.config.dataDir, folder, String(site.id), name);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(full, 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw err;
      }
      const hash = createHash('sha256');
      let bytes = 0;
      const source = handle.createReadStream();
      const tap = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          hash.update(chunk);
          bytes += chunk.length;
          cb(null, chunk);
        },
      });
      source.on('error', (err) => tap.destroy(err));
      source.pipe(tap);
      const entry = `files/${folder}/${name}`;
      // Pictures and videos are compressed already: stored as they are.
      zip.addReadStream(tap, entry, { compress: false, mtime });
      await race(finished(tap));
      files.push({ path: entry, bytes, sha256: hash.digest('hex') });
      doneFiles += 1;
      progress(doneFiles, totalFiles, BACKUP_STAGE.files);
    }
  }

  progress(0, 0, BACKUP_STAGE.sealing);
  const manifest: BackupManifest = { format: FORMAT, version: 1, siteId: site.id, siteName: site.name, createdAt: now, schema, tables, files };
  const body = Buffer.from(JSON.stringify(manifest), 'utf8');
  zip.addBuffer(body, MANIFEST, { compress: true, mtime });
  zip.addBuffer(Buffer.from(env.box.sign(body), 'utf8'), SIGNATURE, { compress: false, mtime });
  zip.end();
  await race(written);
  return manifest;
}

// ---- reading ----------------------------------------------------------------------------------

interface OpenArchive {
  zip: yauzl.ZipFile;
  entries: Map<string, yauzl.Entry>;
  close(): void;
}

const altered = () => new ApiError(400, BACKUP_MSG.altered);

async function openArchive(file: string, maxEntries: number): Promise<OpenArchive> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true }, (err, z) => (err || !z ? reject(err ?? new Error('zip')) : resolve(z)));
  }).catch(() => {
    throw altered();
  });
  const entries = new Map<string, yauzl.Entry>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entries.has(entry.fileName) || entries.size >= maxEntries) {
          reject(altered());
          return;
        }
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', () => reject(altered()));
      zip.readEntry();
    });
  } catch (err) {
    zip.close();
    throw err;
  }
  return { zip, entries, close: () => zip.close() };
}

function entryStream(archive: OpenArchive, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    archive.zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(altered()) : resolve(stream)));
  });
}

async function readSmall(archive: OpenArchive, name: string, max: number): Promise<Buffer> {
  const entry = archive.entries.get(name);
  if (!entry || entry.uncompressedSize > max) throw altered();
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await entryStream(archive, entry)) chunks.push(chunk as Buffer);
  } catch {
    throw altered();
  }
  return Buffer.concat(chunks);
}

/** Streams an entry through fn (its bytes), checking its size and SHA-256 against the manifest. */
async function checkedEntry(archive: OpenArchive, name: string, want: { bytes: number; sha256: string }, fn?: (stream: Readable) => Promise<void>): Promise<void> {
  const entry = archive.entries.get(name);
  if (!entry || entry.uncompressedSize !== want.bytes) throw altered();
  const hash = createHash('sha256');
  let bytes = 0;
  const source = await entryStream(archive, entry);
  const tap = new PassThrough();
  let sourceError: unknown = null;
  source.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    bytes += chunk.length;
  });
  source.on('error', (err) => {
    // yauzl's size check and a broken deflate stream end here.
    sourceError = err;
    tap.destroy(err);
  });
  source.pipe(tap);
  try {
    if (fn) await fn(tap);
    else tap.resume();
    await finished(tap);
  } catch (err) {
    source.destroy();
    throw sourceError ? altered() : err;
  }
  if (bytes !== want.bytes || hash.digest('hex') !== want.sha256) throw altered();
}

function isManifest(value: unknown): value is BackupManifest {
  const m = value as BackupManifest;
  return !!m && m.format === FORMAT && m.version === 1 && Number.isInteger(m.siteId) && Array.isArray(m.schema) && Array.isArray(m.tables) && Array.isArray(m.files)
    && m.tables.every((t) => typeof t?.name === 'string' && Array.isArray(t.columns) && Number.isInteger(t.rows) && Number.isInteger(t.bytes) && typeof t.sha256 === 'string')
    && m.files.every((f) => typeof f?.path === 'string' && Number.isInteger(f.bytes) && typeof f.sha256 === 'string');
}

/** The manifest of an archive when its signature holds (nothing else read), else 备份文件已损坏或被修改. */
export async function readSignedManifest(file: string, box: SecretBox): Promise<BackupManifest> {
  const archive = await openArchive(file, 10_000_000);
  try {
    const body = await readSmall(archive, MANIFEST, MANIFEST_MAX_BYTES);
    const signature = (await readSmall(archive, SIGNATURE, 200)).toString('utf8');
    if (!box.verify(body, signature)) throw altered();
    let manifest: unknown;
    try {
      manifest = JSON.parse(body.toString('utf8'));
    } catch {
      throw altered();
    }
    if (!isManifest(manifest)) throw altered();
    return manifest;
  } finally {
    archive.close();
  }
}

/** A file entry's place: its declared folder and a plain relative path, or null. */
function fileTarget(plan: BackupPlan, entry: string): { folder: string; relative: string } | null {
  const parts = entry.split('/');
  if (parts.length < 3 || parts[0] !== 'files' || !plan.siteFolders.includes(parts[1])) return null;
  const rest = parts.slice(2);
  if (!rest.every((p) => SAFE_SEGMENT.test(p) && p !== '.' && p !== '..')) return null;
  return { folder: parts[1], relative: rest.join('/') };
}

/** The manifest's tables against the plan's saved tables: the same tables with the same columns. */
function sameTables(plan: BackupPlan, manifest: BackupManifest): boolean {
  const saved = plan.tables.filter((t) => t.mode !== 'reset');
  if (saved.length !== manifest.tables.length) return false;
  const byName = new Map(manifest.tables.map((t) => [t.name, t]));
  return saved.every((t) => {
    const m = byName.get(t.table);
    return !!m && m.columns.length === t.columns.length && [...m.columns].sort().join() === [...t.columns].sort().join();
  });
}

/**
 * Checks an archive through and through before anything is changed: the signature, the site, the
 * schema, the tables, and each entry's size and hash (no entry more, none missing). Answers the manifest.
 */
export async function verifySiteArchive(env: Pick<ArchiveEnv, 'db' | 'plan' | 'box' | 'signal' | 'progress'>, file: string, siteId: number): Promise<BackupManifest> {
  const manifest = await readSignedManifest(file, env.box);
  if (manifest.siteId !== siteId) throw new ApiError(400, BACKUP_MSG.foreignSite);
  const schema = await appliedSchema(env.db);
  if (schema.join('\n') !== [...manifest.schema].sort().join('\n') || !sameTables(env.plan, manifest)) throw new ApiError(400, BACKUP_MSG.schema);
  if (!manifest.files.every((f) => fileTarget(env.plan, f.path))) throw altered();
  const archive = await openArchive(file, manifest.tables.length + manifest.files.length + 2);
  try {
    const expected = new Set([MANIFEST, SIGNATURE, ...manifest.tables.map((t) => dataEntry(t.name)), ...manifest.files.map((f) => f.path)]);
    if (expected.size !== archive.entries.size || [...archive.entries.keys()].some((name) => !expected.has(name))) throw altered();
    const total = manifest.tables.length + manifest.files.length;
    let done = 0;
    env.progress(0, total, BACKUP_STAGE.verifying);
    for (const t of manifest.tables) {
      env.signal.throwIfAborted();
      let lines = 0;
      await checkedEntry(archive, dataEntry(t.name), t, async (stream) => {
        for await (const chunk of stream) for (const byte of chunk as Buffer) if (byte === 10) lines += 1;
      });
      if (lines !== t.rows) throw altered();
      env.progress(++done, total, BACKUP_STAGE.verifying);
    }
    for (const f of manifest.files) {
      env.signal.throwIfAborted();
      await checkedEntry(archive, f.path, f);
      env.progress(++done, total, BACKUP_STAGE.verifying);
    }
  } finally {
    archive.close();
  }
  return manifest;
}

/** Where a restore's files wait until the rows are committed, and where replaced files go. */
function workFolder(dataDir: string, label: string): string {
  return path.join(dataDir, 'backups', `.${label}-${randomBytes(6).toString('hex')}`);
}

async function moveIfExists(from: string, to: string): Promise<boolean> {
  try {
    await fsp.mkdir(path.dirname(to), { recursive: true });
    await fsp.rename(from, to);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/**
 * Replaces the site's rows and files with a verified archive's: files into a staging folder, then
 * every planned table's site rows deleted and the archive's inserted in one transaction (each
 * entry's hash checked again before the commit), then the site's folders swapped.
 */
export async function restoreSiteArchive(env: ArchiveEnv & { dialect: 'sqlite' | 'postgres' }, file: string, manifest: BackupManifest, onCommitted: () => void): Promise<{ rows: number; files: number }> {
  const { plan, signal, progress, config } = env;
  const siteId = manifest.siteId;
  const staging = workFolder(config.dataDir, 'staging');
  const archive = await openArchive(file, manifest.tables.length + manifest.files.length + 2);
  let committed = false;
  try {
    // 1. The files, into staging (checked as they are written).
    progress(0, manifest.files.length, BACKUP_STAGE.extracting);
    let doneFiles = 0;
    for (const f of manifest.files) {
      signal.throwIfAborted();
      const target = fileTarget(plan, f.path);
      if (!target) throw altered();
      const full = path.join(staging, target.folder, target.relative);
      await fsp.mkdir(path.dirname(full), { recursive: true });
      await checkedEntry(archive, f.path, f, async (stream) => {
        const out = fs.createWriteStream(full, { flags: 'wx' });
        stream.pipe(out);
        await finished(out);
      });
      progress(++doneFiles, manifest.files.length, BACKUP_STAGE.extracting);
    }

    // 2. The rows, in one transaction.
    const byName = new Map(manifest.tables.map((t) => [t.name, t]));
    const total = manifest.tables.reduce((a, t) => a + t.rows, 0);
    let done = 0;
    progress(0, total, BACKUP_STAGE.restoring);
    try {
      await env.db.transaction().execute(async (trx) => {
        await deleteSiteRows(trx, plan, siteId);
        for (const t of plan.tables) {
          if (t.mode === 'reset') continue;
          const m = byName.get(t.table)!;
          await checkedEntry(archive, dataEntry(t.table), m, async (stream) => {
            const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
            let batch: unknown[][] = [];
            for await (const line of lines) {
              if (!line) continue;
              const row = JSON.parse(line) as unknown;
              if (!Array.isArray(row) || row.length !== m.columns.length) throw altered();
              batch.push(row);
              if (batch.length >= ROW_BATCH) {
                signal.throwIfAborted();
                await insertRows(trx, t.table, m.columns, batch);
                done += batch.length;
                progress(done, total, BACKUP_STAGE.restoring);
                batch = [];
              }
            }
            if (batch.length) await insertRows(trx, t.table, m.columns, batch);
            done += batch.length;
            progress(done, total, BACKUP_STAGE.restoring);
          });
        }
        await sequencesAhead(trx, env.dialect, plan.tables.filter((t): t is PlannedTable => t.mode !== 'reset').map((t) => t.table));
        signal.throwIfAborted();
      });
    } catch (err) {
      // A row of the archive that another site's row now holds (an archive from another server).
      if (isUniqueViolation(err) || /FOREIGN KEY|foreign key/i.test(String((err as Error)?.message))) throw new ApiError(409, BACKUP_MSG.conflict);
      if (err instanceof SyntaxError) throw altered();
      throw err;
    }
    committed = true;
    onCommitted();

    // 3. The folders: the site's current ones aside, the staged ones in place, the old ones removed.
    progress(0, 0, BACKUP_STAGE.swapping);
    const trash = workFolder(config.dataDir, 'replaced');
    for (const folder of plan.siteFolders) {
      const live = path.join(config.dataDir, folder, String(siteId));
      await moveIfExists(live, path.join(trash, folder));
      await moveIfExists(path.join(staging, folder), live);
    }
    await fsp.rm(trash, { recursive: true, force: true });
    return { rows: total, files: manifest.files.length };
  } finally {
    archive.close();
    await fsp.rm(staging, { recursive: true, force: true }).catch(() => undefined);
    void committed;
  }
}
