// Reading an information-search import file: the first worksheet of an .xlsx (core's readFirstSheet,
// read whole), as the header's field names and each non-blank row's cell texts, within the import's
// limits and in its own words; a file with a header and no row is refused too.
import { INFO_LIMITS, INFO_MSG } from '../../../../shared/domain/members';
import { ApiError } from '../../../core/http/envelope';
import { readFirstSheet, type ReadOptions, type SheetData, type SheetRules } from '../../../core/services/xlsxSheet';

export type { SheetData, SheetRow } from '../../../core/services/xlsxSheet';

const RULES: SheetRules = {
  maxRows: INFO_LIMITS.importRows,
  maxColumns: 60,
  // 20 fields of at most 2,000 characters, and some slack.
  maxRowChars: 50_000,
  messages: { notXlsx: INFO_MSG.importNotXlsx, tooManyRows: INFO_MSG.importTooManyRows, rowTooLong: INFO_MSG.importRowTooLong, noRows: INFO_MSG.importNoRows },
};

export async function readSheet(file: string, options: ReadOptions = {}): Promise<SheetData> {
  const data = await readFirstSheet(file, RULES, options);
  if (data.rows.length === 0) throw new ApiError(400, INFO_MSG.importNoRows);
  return { header: data.header.map((t) => t.trim()), rows: data.rows };
}
