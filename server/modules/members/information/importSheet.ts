// Reading an import file: the first worksheet of an .xlsx (ExcelJS, read whole: see readSheet), as
// the header's texts and each non-blank row's cell texts. Before a byte is inflated the zip's own
// directory must name a workbook and declare at most MAX_UNZIPPED bytes inside (a zip bomb is
// refused); a file ExcelJS cannot read is refused in words, never with a 5xx; more than
// INFO_LIMITS.importRows rows stop the reading at the row after the limit.
// (The directory check follows product's importFile.ts, which a module may not import: a candidate
// for server/core.)
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { INFO_LIMITS, INFO_MSG } from '../../../../shared/domain/members';
import { cellText, isBlankRow } from '../../../../shared/domain/product/importRows';
import { ApiError, isApiError } from '../../../core/http/envelope';
import { loadExcelJs } from '../../../core/services/spreadsheet';

const MAX_UNZIPPED = 256 * 1024 * 1024;
/** Characters of cell text kept per row at most: 20 fields of at most 2,000, and some slack. */
const MAX_ROW_CHARS = 50_000;
const MAX_COLUMNS = 60;

export interface SheetRow {
  number: number;
  texts: string[];
}

export interface SheetData {
  header: string[];
  rows: SheetRow[];
}

const notXlsx = () => new ApiError(415, INFO_MSG.importNotXlsx);

/** The zip's central directory: whether it holds a workbook and a sheet, within MAX_UNZIPPED. */
export async function isWorkbookZip(file: string): Promise<boolean> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, 22 + 65_535);
    if (tailLength < 22) return false;
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let i = tailLength - 22; i >= 0 && end < 0; i--) if (tail.readUInt32LE(i) === 0x06054b50) end = i;
    if (end < 0) return false;
    const entries = tail.readUInt16LE(end + 10);
    const dirSize = tail.readUInt32LE(end + 12);
    const dirOffset = tail.readUInt32LE(end + 16);
    if (dirOffset === 0xffffffff || dirOffset + dirSize > size) return false;
    const dir = Buffer.alloc(dirSize);
    await handle.read(dir, 0, dirSize, dirOffset);
    let unzipped = 0;
    let workbook = false;
    let sheet = false;
    for (let n = 0, at = 0; n < entries; n++) {
      if (at + 46 > dir.length || dir.readUInt32LE(at) !== 0x02014b50) return false;
      const inflated = dir.readUInt32LE(at + 24);
      if (inflated === 0xffffffff) return false;
      unzipped += inflated;
      const nameLength = dir.readUInt16LE(at + 28);
      const name = dir.toString('utf8', at + 46, at + 46 + nameLength);
      workbook ||= name === 'xl/workbook.xml';
      sheet ||= /^xl\/worksheets\/sheet\d+\.xml$/.test(name);
      at += 46 + nameLength + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
    }
    return workbook && sheet && unzipped <= MAX_UNZIPPED;
  } finally {
    await handle.close();
  }
}

export interface ReadOptions {
  signal?: AbortSignal;
  /** After every 1,000 rows read. */
  onRows?(count: number): void | Promise<void>;
}

/**
 * The first worksheet's header and non-blank rows. The workbook is read whole (ExcelJS's
 * xlsx.read): its streaming WorkbookReader decodes each chunk of a part on its own and breaks a
 * Chinese character cut by a chunk boundary into "���" (exceljs/exceljs#2063, #2084, open in 4.4),
 * which would store and match corrupted values. The upload limit bounds what is held.
 */
export async function readSheet(file: string, options: ReadOptions = {}): Promise<SheetData> {
  if (!(await isWorkbookZip(file))) throw notXlsx();
  const ExcelJS = await loadExcelJs();
  const data: SheetData = { header: [], rows: [] };
  let headerSeen = false;
  try {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(fs.createReadStream(file));
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new ApiError(400, INFO_MSG.importNoRows);
    // More rows than the limit (and the header) cannot hold only data rows under it.
    if (sheet.actualRowCount > INFO_LIMITS.importRows + 1) throw new ApiError(400, INFO_MSG.importTooManyRows);
    for (let number = 1; number <= sheet.rowCount; number++) {
      const texts = textsOf(sheet.getRow(number).values);
      if (isBlankRow(texts)) continue;
      if (!headerSeen) {
        data.header = texts.map((t) => t.trim());
        headerSeen = true;
        continue;
      }
      if (data.rows.length >= INFO_LIMITS.importRows) throw new ApiError(400, INFO_MSG.importTooManyRows);
      data.rows.push({ number, texts });
      if (data.rows.length % 1000 === 0) {
        options.signal?.throwIfAborted();
        await options.onRows?.(data.rows.length);
      }
    }
  } catch (err) {
    if (isApiError(err) || options.signal?.aborted) throw err;
    throw notXlsx();
  }
  if (!headerSeen || data.rows.length === 0) throw new ApiError(400, INFO_MSG.importNoRows);
  return data;
}

function textsOf(values: unknown): string[] {
  const list = Array.isArray(values) ? values : [];
  const count = Math.min(Math.max(0, list.length - 1), MAX_COLUMNS);
  const texts: string[] = [];
  let chars = 0;
  for (let i = 0; i < count; i++) {
    const text = cellText(list[i + 1]);
    chars += text.length;
    if (chars > MAX_ROW_CHARS) throw new ApiError(400, INFO_MSG.importRowTooLong);
    texts.push(text);
  }
  return texts;
}
