// The import's error report: every refused row with its number in the sheet, its name and the
// reasons (row 1 is the header), then what became of the import, as the task's downloadable .xlsx
// (neutralised like every export).
import type { Writable } from 'node:stream';
import type { ProductImportError } from '../../../../shared/domain/product';
import { dateKey } from '../../../core/services/dates';
import { loadExcelJs, neutralise } from '../../../core/services/spreadsheet';

export const reportFileName = (now: number) => `产品导入错误报告_${dateKey(now).replace(/-/g, '')}.xlsx`;

export async function writeImportReport(out: Writable, errors: readonly ProductImportError[], summary: string): Promise<void> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('错误报告');
  sheet.columns = [{ width: 10 }, { width: 40 }, { width: 80 }];
  const head = sheet.addRow(['行号', '产品名称', '错误原因']);
  head.font = { bold: true };
  head.commit();
  for (const e of [...errors].sort((a, b) => a.row - b.row)) sheet.addRow([e.row, neutralise(e.name), neutralise(e.reason)]).commit();
  // What happened to the rest, under the rows.
  sheet.addRow([]).commit();
  sheet.addRow([null, null, neutralise(summary)]).commit();
  sheet.commit();
  await workbook.commit();
}
