// Reading an uploaded .xlsx for an import (products, information-search records): first the zip's
// own directory (no entry inflated) must name a workbook and a worksheet and declare at most
// MAX_UNZIPPED bytes inside (a zip bomb is refused), then the first worksheet is read whole, as the
// header's texts and each non-blank row's cell texts (cellText: what the user sees in the cell).
// Whole, not streamed: ExcelJS's streaming WorkbookReader decodes each chunk of a part on its own and
// breaks a Chinese character cut by a chunk boundary into "���" (exceljs/exceljs#2063 and #2084, open
// in 4.4), which would import corrupted names. The callers' upload limits bound what is held.
// Every refusal is an ApiError in the caller's words, never a 5xx.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { cellText, isBlankRow } from '../../../shared/domain/product/importRows';
import { ApiError, isApiError } from '../http/envelope';
import { loadExcelJs } from './spreadsheet';

/** What the file's parts may add up to, inflated (a real 20 MB workbook is far below). */
export const MAX_UNZIPPED = 256 * 1024 * 1024;

/** What a zip's central directory lists: its entries' names and their inflated sizes added up. */
export interface ZipDirectory {
  names: string[];
  unzipped: number;
}

/**
 * Reads the zip's central directory (no entry is inflated), or null when the file has none that
 * reads (not a zip, or ZIP64, which no import-sized workbook needs).
 */
export async function zipDirectory(file: string): Promise<ZipDirectory | null> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    // The end-of-central-directory record: 22 bytes, plus a comment of up to 65,535.
    const tailLength = Math.min(size, 22 + 65_535);
    if (tailLength < 22) return null;
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let i = tailLength - 22; i >= 0 && end < 0; i--) if (tail.readUInt32LE(i) === 0x06054b50) end = i;
    if (end < 0) return null;
    const entries = tail.readUInt16LE(end + 10);
    const dirSize = tail.readUInt32LE(end + 12);
    const dirOffset = tail.readUInt32LE(end + 16);
    if (dirOffset === 0xffffffff || dirOffset + dirSize > size) return null;
    const dir = Buffer.alloc(dirSize);
    await handle.read(dir, 0, dirSize, dirOffset);
    const found: ZipDirectory = { names: [], unzipped: 0 };
    for (let n = 0, at = 0; n < entries; n++) {
      if (at + 46 > dir.length || dir.readUInt32LE(at) !== 0x02014b50) return null;
      const unzipped = dir.readUInt32LE(at + 24);
      if (unzipped === 0xffffffff) return null;
      const nameLength = dir.readUInt16LE(at + 28);
      found.unzipped += unzipped;
      found.names.push(dir.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
    }
    return found;
  } finally {
    await handle.close();
  }
}

/** Whether the zip's directory alone shows a workbook (a workbook part and a worksheet) within MAX_UNZIPPED. */
export async function isWorkbookZip(file: string): Promise<boolean> {
  const dir = await zipDirectory(file);
  return !!dir && dir.unzipped <= MAX_UNZIPPED && dir.names.includes('xl/workbook.xml') && dir.names.some((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n));
}

export interface SheetRow {
  /** The row's number in the sheet (the header is usually 1). */
  number: number;
  texts: string[];
}

export interface SheetData {
  header: string[];
  rows: SheetRow[];
}

export interface SheetRules {
  /** Data rows allowed (the header not counted). */
  maxRows: number;
  /** Columns read per row at most. */
  maxColumns: number;
  /** Characters of cell text per row at most. */
  maxRowChars: number;
  /** The caller's messages: not a workbook (415), too many rows, a row too long, no header (400). */
  messages: { notXlsx: string; tooManyRows: string; rowTooLong: string; noRows: string };
}

export interface ReadOptions {
  signal?: AbortSignal;
  /** After every 500 rows read. */
  onRows?(count: number): void | Promise<void>;
}

/** The first worksheet's header and non-blank rows; refuses what is not a workbook, or too much of one. */
export async function readFirstSheet(file: string, rules: SheetRules, options: ReadOptions = {}): Promise<SheetData> {
  const { messages } = rules;
  const notXlsx = () => new ApiError(415, messages.notXlsx);
  if (!(await isWorkbookZip(file))) throw notXlsx();
  const ExcelJS = await loadExcelJs();
  const data: SheetData = { header: [], rows: [] };
  let headerSeen = false;
  try {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(fs.createReadStream(file));
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new ApiError(400, messages.noRows);
    // More rows with values than the limit and a header cannot hold only data rows under it.
    if (sheet.actualRowCount > rules.maxRows + 1) throw new ApiError(400, messages.tooManyRows);
    for (let number = 1; number <= sheet.rowCount; number++) {
      const texts = textsOf(sheet.getRow(number).values, rules);
      if (isBlankRow(texts)) continue;
      if (!headerSeen) {
        data.header = texts;
        headerSeen = true;
        continue;
      }
      if (data.rows.length >= rules.maxRows) throw new ApiError(400, messages.tooManyRows);
      data.rows.push({ number, texts });
      if (data.rows.length % 500 === 0) {
        options.signal?.throwIfAborted();
        await options.onRows?.(data.rows.length);
      }
    }
  } catch (err) {
    if (isApiError(err) || options.signal?.aborted) throw err;
    // Not a workbook ExcelJS can read: a damaged zip, XML it cannot parse, a missing part.
    throw notXlsx();
  }
  if (!headerSeen) throw new ApiError(400, messages.noRows);
  return data;
}

/** A row's values (ExcelJS: 1-based, sparse) as cell texts, bounded. */
function textsOf(values: unknown, rules: SheetRules): string[] {
  const list = Array.isArray(values) ? values : [];
  const count = Math.min(Math.max(0, list.length - 1), rules.maxColumns);
  const texts: string[] = [];
  let chars = 0;
  for (let i = 0; i < count; i++) {
    const text = cellText(list[i + 1]);
    chars += text.length;
    if (chars > rules.maxRowChars) throw new ApiError(400, rules.messages.rowTooLong);
    texts.push(text);
  }
  return texts;
}
