// The spreadsheets of a lookup's import: the template (a header of the lookup's field names, a 说明
// sheet) and the error file (every refused row's number and reason), both neutralised like every
// export. The header's mapping back to fields is here too, so the template and the reading agree.
import type { Writable } from 'node:stream';
import { INFO_FIELD_TYPE_LABELS, INFO_LIMITS, INFO_MSG, type InfoField } from '../../../../shared/domain/members';
import { ApiError } from '../../../core/http/envelope';
import { dateKey } from '../../../core/services/dates';
import { loadExcelJs, neutralise } from '../../../core/services/spreadsheet';

export const templateName = (title: string) => `${title.replace(/[\\/:*?"<>|]/g, '_')}_导入模板.xlsx`;
export const errorFileName = (now: number) => `导入错误_${dateKey(now).replace(/-/g, '')}.xlsx`;

export async function importTemplate(fields: readonly InfoField[]): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('数据');
  sheet.columns = fields.map((f) => ({ header: f.name, width: Math.max(14, f.name.length * 3) }));
  sheet.getRow(1).font = { bold: true };
  const guide = wb.addWorksheet('说明');
  guide.columns = [{ width: 20 }, { width: 10 }, { width: 12 }, { width: 60 }];
  guide.addRow(['字段', '类型', '必填', '说明']).font = { bold: true };
  for (const f of fields) {
    const note = { text: `不超过${INFO_LIMITS.text}个字符`, number: '数字，如 12 或 12.5', date: '日期，如 2026-01-31', image: '图片地址（http/https）', link: '网址（http/https）' }[f.type];
    guide.addRow([neutralise(f.name), INFO_FIELD_TYPE_LABELS[f.type], f.required ? '是' : '否', note]);
  }
  guide.addRow([]);
  guide.addRow([`第一个工作表第1行为表头（列名为字段名称，不要修改），从第2行起每行一条记录；每次最多${INFO_LIMITS.importRows}行，文件不超过${INFO_LIMITS.importBytes / 1024 / 1024}MB。有错误的行不导入，其行号和原因在错误文件中。`]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Column index → field key, from the header; a required field's column missing or an unknown column refuses the file. */
export function columnsOf(header: readonly string[], fields: readonly InfoField[]): (string | null)[] {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const seen = new Set<string>();
  const columns = header.map((name) => {
    if (name === '') return null;
    const field = byName.get(name);
    if (!field || seen.has(field.key)) throw new ApiError(400, INFO_MSG.importUnknownColumn(name.slice(0, 40)));
    seen.add(field.key);
    return field.key;
  });
  const missing = fields.find((f) => f.required && !seen.has(f.key));
  if (missing) throw new ApiError(400, INFO_MSG.importColumnMissing(missing.name));
  return columns;
}

export async function writeErrorFile(out: Writable, errors: readonly { row: number; reason: string }[], summary: string): Promise<void> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('导入错误');
  sheet.columns = [{ width: 10 }, { width: 80 }];
  const head = sheet.addRow(['行号', '错误原因']);
  head.font = { bold: true };
  head.commit();
  for (const e of errors) sheet.addRow([e.row, neutralise(e.reason)]).commit();
  sheet.addRow([]).commit();
  sheet.addRow([null, neutralise(summary)]).commit();
  sheet.commit();
  await workbook.commit();
}
