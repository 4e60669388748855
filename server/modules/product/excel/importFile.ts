// Reading an import file: the first worksheet of an .xlsx, streamed (ExcelJS's WorkbookReader), as
// the header's texts and each non-blank row's cell texts (cellText: what the user sees in the cell).
// First the zip's own directory is read (checkWorkbookZip, also the upload's check): a file that is
// not a workbook's zip, or declares more than MAX_UNZIPPED bytes inside (a zip bomb), is refused
// before a byte is inflated. Then a file ExcelJS cannot read is refused in words, never with a 5xx;
// so is one with more than PRODUCT_LIMITS.importRows rows, as soon as the row after the limit is read.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { cellText, IMPORT_MSG, isBlankRow, PRODUCT_LIMITS } from '../../../../shared/domain/product';
import { ApiError, isApiError } from '../../../core/http/envelope';
import { loadExcelJs } from '../../../core/services/spreadsheet';

/** What the file's parts may add up to, inflated (a real 10 MB workbook is far below). */
export const MAX_UNZIPPED = 256 * 1024 * 1024;
/** Characters of cell text kept per row at most (Excel's own cell limit is 32,767). */
const MAX_ROW_CHARS = 200_000;
/** Columns read per row at most (the sheet's own have no more than the 18 fixed and 36 custom). */
const MAX_COLUMNS = 200;

export interface SheetRow {
  /** The row's number in the sheet (the header is usually 1). */
  number: number;
  texts: string[];
}

export interface SheetData {
  header: string[];
  rows: SheetRow[];
}

const notXlsx = () => new ApiError(415, IMPORT_MSG.notXlsx);

/** What a zip's central directory lists: its entries' names and their inflated sizes added up. */
export interface ZipDirectory {
  names: string[];
  unzipped: number;
}

/**
 * Reads the zip's central directory (no entry is inflated), or null when the file has none that
 * reads (not a zip, or ZIP64, which no 10 MB workbook needs).
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
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === 0x06054b50) {
        end = i;
        break;
      }
    }
    if (end < 0) return null;
    const entries = tail.readUInt16LE(end + 10);
    const dirSize = tail.readUInt32LE(end + 12);
    const dirOffset = tail.readUInt32LE(end + 16);
    if (dirOffset === 0xffffffff || dirOffset + dirSize > size) return null;
    const dir = Buffer.alloc(dirSize);
    await handle.read(dir, 0, dirSize, dirOffset);
    const found: ZipDirectory = { names: [], unzipped: 0 };
    let at = 0;
    for (let n = 0; n < entries; n++) {
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

/**
 * Refuses, from the zip's directory alone, a file that is not a workbook's zip (no workbook part,
 * no worksheet) or that declares more than MAX_UNZIPPED bytes inside.
 */
export async function checkWorkbookZip(file: string): Promise<void> {
  const dir = await zipDirectory(file);
  if (!dir || dir.unzipped > MAX_UNZIPPED) throw notXlsx();
  if (!dir.names.includes('xl/workbook.xml') || !dir.names.some((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))) throw notXlsx();
}

export interface ReadOptions {
  signal?: AbortSignal;
  /** After every 500 rows read. */
  onRows?(count: number): void;
}

/** The first worksheet's header and non-blank rows. */
export async function readSheet(file: string, options: ReadOptions = {}): Promise<SheetData> {
  await checkWorkbookZip(file);
  const ExcelJS = await loadExcelJs();
  const input = fs.createReadStream(file);
  const data: SheetData = { header: [], rows: [] };
  let headerSeen = false;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
    // The products are on the first worksheet (the template's guide follows it).
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const texts = textsOf(row.values);
        if (!headerSeen) {
          if (isBlankRow(texts)) continue;
          data.header = texts;
          headerSeen = true;
          continue;
        }
        if (isBlankRow(texts)) continue;
        if (data.rows.length >= PRODUCT_LIMITS.importRows) throw new ApiError(400, IMPORT_MSG.tooManyRows);
        data.rows.push({ number: row.number, texts });
        if (data.rows.length % 500 === 0) {
          options.signal?.throwIfAborted();
          options.onRows?.(data.rows.length);
        }
      }
      break;
    }
  } catch (err) {
    if (isApiError(err) || options.signal?.aborted) throw err;
    // Not a workbook ExcelJS can read: a damaged zip, XML it cannot parse, a missing part.
    throw notXlsx();
  } finally {
    input.destroy();
  }
  if (!headerSeen) throw new ApiError(400, IMPORT_MSG.noRows);
  return data;
}

/** A row's values (ExcelJS: 1-based, sparse) as cell texts, bounded. */
function textsOf(values: unknown): string[] {
  const list = Array.isArray(values) ? values : [];
  const count = Math.min(Math.max(0, list.length - 1), MAX_COLUMNS);
  const texts: string[] = [];
  let chars = 0;
  for (let i = 0; i < count; i++) {
    const text = cellText(list[i + 1]);
    chars += text.length;
    if (chars > MAX_ROW_CHARS) throw new ApiError(400, IMPORT_MSG.rowTooLong);
    texts.push(text);
  }
  return texts;
}
