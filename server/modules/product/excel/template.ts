// The import template: the site's header row (the fixed columns, then its custom fields by name),
// one example row, and a 说明 sheet describing each column, the modes and the limits.
import {
  customFieldNote,
  GUIDE_SHEET,
  IMPORT_GUIDE,
  PRODUCT_SHEET,
  SHEET_COLUMNS,
  sheetHeaders,
  sheetRowOf,
  type CustomFieldDef,
} from '../../../../shared/domain/product';
import { loadExcelJs, neutralise } from '../../../core/services/spreadsheet';

/** A value the example row shows for a custom field of each kind. */
function exampleValue(def: CustomFieldDef): string {
  switch (def.kind) {
    case 'number': return '10';
    case 'date': return '2026-01-31';
    case 'select': return def.options?.[0] ?? '';
    case 'image': return '';
    case 'textarea': return '示例内容';
    default: return '示例';
  }
}

export async function importTemplate(defs: readonly CustomFieldDef[]): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(PRODUCT_SHEET);
  const headers = sheetHeaders([...defs]);
  sheet.columns = headers.map((h) => ({ width: h === '产品名称' ? 36 : h === '参数' || h === '图片' || h === '摘要' ? 32 : 14 }));
  const head = sheet.addRow(headers.map(neutralise));
  head.font = { bold: true };
  const example = sheetRowOf({
    name: '示例产品 WE67K-80/2500 电液伺服数控折弯机', categoryPath: ['数控机床', '折弯机'], tagNames: ['热销', '节能'],
    price_sell: 12_800_000, price_market: null, price_negotiable: 0, brand: '华锐', model: 'WE67K-80/2500', origin: '江苏南通', unit: '台', pack: '木箱',
    minimum: 1, sort: 0, recommend: 1, status: 1, summary: '双缸电液伺服同步，四轴后挡料。', images: [],
    specs: [{ name: '公称压力', value: '1000 kN' }, { name: '工作台长度', value: '3200 mm' }],
    custom: Object.fromEntries(defs.map((d) => [d.slot, exampleValue(d)])),
  }, defs);
  const row = sheet.addRow(example.map((v) => (typeof v === 'string' ? neutralise(v) : v)));
  row.alignment = { wrapText: true, vertical: 'top' };

  const guide = workbook.addWorksheet(GUIDE_SHEET);
  guide.columns = [{ width: 22 }, { width: 100 }];
  const guideHead = guide.addRow(['列名', '填写说明']);
  guideHead.font = { bold: true };
  for (const c of SHEET_COLUMNS) guide.addRow([c.header, c.note]);
  for (const def of defs) guide.addRow([neutralise(headers[SHEET_COLUMNS.length + defs.indexOf(def)]), customFieldNote(def)]);
  guide.addRow([]);
  guide.addRow(['导入规则']).font = { bold: true };
  guide.addRow(['', '第2行为示例，导入前请删除或改为您的产品。']);
  for (const line of IMPORT_GUIDE) guide.addRow(['', line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
