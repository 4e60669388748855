// Reading a product import file: the first worksheet of an .xlsx (core's readFirstSheet, read whole —
// ExcelJS's streaming reader breaks Chinese characters cut by a chunk boundary), as the header's texts
// and each non-blank row's cell texts, within PRODUCT_LIMITS.importRows rows and in the import's words.
// checkWorkbookZip is also the upload's check: a file that is not a workbook's zip, or declares more
// than core's MAX_UNZIPPED inside (a zip bomb), is refused before a byte is inflated.
import { IMPORT_MSG, PRODUCT_LIMITS } from '../../../../shared/domain/product';
import { ApiError } from '../../../core/http/envelope';
import { isWorkbookZip, readFirstSheet, type ReadOptions, type SheetData, type SheetRules } from '../../../core/services/xlsxSheet';

export type { SheetData, SheetRow } from '../../../core/services/xlsxSheet';

const RULES: SheetRules = {
  maxRows: PRODUCT_LIMITS.importRows,
  // The sheet's own columns are no more than the 18 fixed and 36 custom.
  maxColumns: 200,
  // Excel's own cell limit is 32,767.
  maxRowChars: 200_000,
  messages: { notXlsx: IMPORT_MSG.notXlsx, tooManyRows: IMPORT_MSG.tooManyRows, rowTooLong: IMPORT_MSG.rowTooLong, noRows: IMPORT_MSG.noRows },
};

export async function checkWorkbookZip(file: string): Promise<void> {
  if (!(await isWorkbookZip(file))) throw new ApiError(415, IMPORT_MSG.notXlsx);
}

/** The first worksheet's header and non-blank rows. */
export function readSheet(file: string, options: ReadOptions = {}): Promise<SheetData> {
  return readFirstSheet(file, RULES, options);
}
