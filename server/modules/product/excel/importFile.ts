// Reading an import file: the first worksheet of an .xlsx, streamed (ExcelJS's WorkbookReader), as
// the header's texts and each non-blank row's cell texts (cellText: what the user sees in the cell).
// A file that is not a workbook ExcelJS can read is refused in words, never with a 5xx; so is one
// with more than PRODUCT_LIMITS.importRows rows, as soon as the row after the limit is read. Before
// any of it the zip's own directory is read: a file declaring more than MAX_UNZIPPED bytes (a zip
// bomb) is refused before a byte is inflated.
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

/**
 * The uncompressed size the zip's central directory declares for all its entries, or null when
 * the file has no readable zip directory (not a zip, or ZIP64, which no 10 MB workbook needs).
 */
export async function declaredUnzippedSize(file: string): Promise<number | null> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    // The end-of-central-directory record: 22 bytes, plus a comment of up to 65,535.
    const tailLength = Math.min(size, 22 + 65_535);
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
    let total = 0;
    let at = 0;
    for (let n = 0; n < entries; n++) {
      if (at + 46 > dir.length || dir.readUInt32LE(at) !== 0x02014b50) return null;
      const unzipped = dir.readUInt32LE(at + 24);
      if (unzipped === 0xffffffff) return null;
      total += unzipped;
      at += 46 + dir.readUInt16LE(at + 28) + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
    }
    return total;
  } finally {
    await handle.close();
  }
}

/** Refuses a file that is not a zip, or declares too much inside. */
export async function checkZip(file: string): Promise<void> {
  const size = await declaredUnzippedSize(file);
  if (size === null || size > MAX_UNZIPPED) throw notXlsx();
}

export interface ReadOptions {
  /** Stop after the header (the upload's check that the workbook opens). */
  headerOnly?: boolean;
  signal?: AbortSignal;
  /** After every 500 rows read. */
  onRows?(count: number): void;
}

/** The first worksheet's header and non-blank rows. */
export async function readSheet(file: string, options: ReadOptions = {}): Promise<SheetData> {
  await checkZip(file);
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
          if (options.headerOnly) break;
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
