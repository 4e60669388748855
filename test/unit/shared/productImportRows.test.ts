// The rule book of product spreadsheet rows (shared/domain/product/importRows.ts): the header read
// against the site's columns, a cell as the text the user sees, a row checked by the same rules as
// the edit page (prices, specs, custom fields), blank cells keeping an updated product's values,
// and an exported row read back unchanged.
import {
  cellText,
  customHeaderOf,
  IMPORT_MSG,
  mapHeader,
  PRODUCT_MSG,
  readImportRow,
  sheetHeaders,
  sheetRowOf,
  cellsOfRow,
  type CustomFieldDef,
  type ImportCells,
  type ProductSaveRequest,
  type SheetProduct,
} from '../../../shared/domain/product';

const DEFS: CustomFieldDef[] = [
  { slot: 'p_5', name: '功率(kW)', kind: 'number', required: false },
  { slot: 'p_6', name: '质保期', kind: 'text', required: true },
  { slot: 'p_7', name: '品牌', kind: 'select', required: false, options: ['甲', '乙'] },
];

const cells = (fixed: ImportCells['fixed'], custom: Record<string, string> = { p_6: '一年' }): ImportCells => ({ fixed, custom });

describe('the header', () => {
  it('maps the fixed columns and the custom fields by name; a custom field named like a fixed column is told apart', () => {
    expect(customHeaderOf(DEFS[2])).toBe('品牌（自定义字段）');
    const headers = sheetHeaders(DEFS);
    const map = mapHeader(headers, DEFS);
    expect(map.ok && map.columns.slice(-3)).toEqual([{ slot: 'p_5' }, { slot: 'p_6' }, { slot: 'p_7' }]);
    expect(map.ok && map.columns[headers.indexOf('品牌')]).toEqual({ key: 'brand' });
    // Columns may be left out or reordered, a blank header ignored; 产品名称 must stay.
    const some = mapHeader(['销售价', '', ' 产品名称 ', '质保期'], DEFS);
    expect(some).toEqual({ ok: true, columns: [{ key: 'price_sell' }, null, { key: 'name' }, { slot: 'p_6' }] });
  });

  it('refuses an unknown, a repeated or a missing 产品名称 column in words', () => {
    expect(mapHeader(['产品名称', '颜色'], DEFS)).toEqual({ ok: false, message: IMPORT_MSG.unknownColumn('颜色') });
    expect(mapHeader(['产品名称', '品牌', '品牌'], DEFS)).toEqual({ ok: false, message: IMPORT_MSG.repeatedColumn('品牌') });
    expect(mapHeader(['品牌'], DEFS)).toEqual({ ok: false, message: IMPORT_MSG.nameColumnMissing });
  });
});

describe('cells', () => {
  it.each([
    [null, ''],
    ['文本', '文本'],
    [12800.5, '12800.5'],
    [true, '是'],
    [false, '否'],
    [new Date(Date.UTC(2026, 0, 31)), '2026-01-31'],
    [new Date(Date.UTC(2026, 0, 31, 8, 30, 0)), '2026-01-31 08:30:00'],
    [{ richText: [{ text: '富' }, { text: '文本' }] }, '富文本'],
    [{ text: '链接', hyperlink: 'https://example.com' }, '链接'],
    [{ formula: '1+1', result: 2 }, '2'],
    [{ formula: 'A1' }, ''],
    [{ error: '#N/A' }, '#N/A'],
    // The apostrophe an export put before formula-like text comes off again.
    ["'=1+1", '=1+1'],
    ["'-10℃", '-10℃'],
    ["'普通引号", "'普通引号"],
  ])('%p reads as %p', (value, text) => {
    expect(cellText(value)).toBe(text);
  });
});

describe('a row', () => {
  it('reads a new product: path, tags, prices as typed, flags, numbers, images, specs, custom values', () => {
    const row = readImportRow(cells({
      name: ' 激光打标机 ', category: '设备 / 激光/打标', tags: '热销，新品, 热销', price_sell: '12800', price_market: '15000.5', price_negotiable: '否',
      recommend: '是', status: '下架', minimum: '2', sort: '7', images: 'http://console.example.com/uploads/a.jpg\nhttps://cdn.example.com/b.png',
      specs: '功率:20 W\n\n波长：1064 nm', summary: '摘要',
    }, { p_5: '20', p_6: '一年', p_7: '甲' }), { defs: DEFS, origin: 'http://console.example.com' });
    expect(row.issues).toEqual([]);
    expect(row.name).toBe('激光打标机');
    expect(row.categoryPath).toEqual(['设备', '激光', '打标']);
    expect(row.tagNames).toEqual(['热销', '新品']);
    expect(row.product).toMatchObject({
      price_sell: '12800', price_market: '15000.5', price_negotiable: 0, recommend: 1, status: 0, minimum: 2, sort: 7, summary: '摘要',
      images: [{ url: '/uploads/a.jpg', alt: '' }, { url: 'https://cdn.example.com/b.png', alt: '' }],
      specs: [{ name: '功率', value: '20 W' }, { name: '波长', value: '1064 nm' }], custom: { p_5: '20', p_6: '一年', p_7: '甲' },
    });
  });

  it('gives a new product the form’s defaults for blank cells', () => {
    const row = readImportRow(cells({ name: '只有名称', brand: '' }), { defs: DEFS });
    expect(row.issues).toEqual([]);
    expect(row.categoryPath).toBeUndefined();
    expect(row.product).toMatchObject({ status: 1, recommend: 0, price_negotiable: 0, minimum: 1, sort: 0, price_sell: '', brand: '', images: [], specs: [] });
  });

  it('refuses what the edit page refuses, naming every problem of the row', () => {
    const row = readImportRow(cells({
      name: '', category: 'A/B/C/D', price_sell: '1.234', price_market: '-1', status: '在售', minimum: '0', specs: '没有冒号', tags: 'x'.repeat(31),
    }, { p_5: 'abc' }), { defs: DEFS });
    expect(row.issues).toEqual([
      PRODUCT_MSG.categoryDepth, IMPORT_MSG.tagTooLong, IMPORT_MSG.flag('状态', '上架', '下架'), IMPORT_MSG.specLine,
      PRODUCT_MSG.nameRequired, PRODUCT_MSG.priceFormat, PRODUCT_MSG.priceFormat, PRODUCT_MSG.minimumOrder,
      PRODUCT_MSG.customFieldInvalid('功率(kW)'), PRODUCT_MSG.customFieldRequired('质保期'),
    ]);
    expect(readImportRow(cells({ name: '脚本', specs: '颜色:<img src=x onerror=alert(1)>' }), { defs: DEFS }).issues).toEqual([PRODUCT_MSG.specMarkup]);
    expect(readImportRow(cells({ name: '空段', category: '设备//激光' }), { defs: DEFS }).issues).toEqual([IMPORT_MSG.categoryPath]);
    expect(readImportRow(cells({ name: 'x'.repeat(101) }), { defs: DEFS }).issues).toEqual([PRODUCT_MSG.nameTooLong]);
  });

  it('按名称更新: non-blank cells overwrite the product, blank ones keep its values', () => {
    const base: ProductSaveRequest = {
      id: 9, version: 3, name: '原产品', type_id: 4, tag_ids: [1], brand: '原品牌', model: 'M-1', price_sell: '100.00', status: 0, minimum: 5, sort: 2,
      specs: [{ name: '旧', value: '1' }], custom: { p_6: '三年' }, summary: '旧摘要',
    };
    const row = readImportRow(cells({ name: '原产品', brand: '', model: 'M-2', price_sell: '250.5', status: '', specs: '', summary: '新摘要' }, {}), { defs: DEFS, base });
    expect(row.issues).toEqual([]);
    expect(row.categoryPath).toBeUndefined();
    expect(row.tagNames).toBeUndefined();
    expect(row.product).toMatchObject({ id: 9, type_id: 4, tag_ids: [1], brand: '原品牌', model: 'M-2', price_sell: '250.5', status: 0, minimum: 5, sort: 2, summary: '新摘要', custom: { p_6: '三年' } });
    expect(row.product.specs).toEqual([{ name: '旧', value: '1' }]);
    // The base is not changed.
    expect(base.model).toBe('M-1');
  });
});

describe('a written row', () => {
  it('is read back as the product it came from', () => {
    const p: SheetProduct = {
      name: '=往返', categoryPath: ['设备', '激光'], tagNames: ['热销', '新品'], price_sell: 1_280_000, price_market: null, price_negotiable: 1,
      brand: '华锐', model: 'A-1', origin: '江苏', unit: '台', pack: '木箱', minimum: 3, sort: 9, recommend: 1, status: 0, summary: '摘要',
      images: [{ url: '/uploads/a.jpg' }], specs: [{ name: '功率', value: '20 W' }, { name: '波长', value: '1064 nm' }], custom: { p_5: '7.5', p_6: '一年' },
    };
    const written = sheetRowOf(p, DEFS, 'http://console.example.com');
    expect(written.slice(0, 6)).toEqual(['=往返', '设备/激光', '热销,新品', '12800.00', '', '是']);
    expect(written[16]).toBe('http://console.example.com/uploads/a.jpg');
    const map = mapHeader(sheetHeaders(DEFS), DEFS);
    if (!map.ok) throw new Error(map.message);
    const back = readImportRow(cellsOfRow(map.columns, written.map(cellText)), { defs: DEFS, origin: 'http://console.example.com' });
    expect(back.issues).toEqual([]);
    expect(back.categoryPath).toEqual(['设备', '激光']);
    expect(back.tagNames).toEqual(['热销', '新品']);
    expect(back.product).toMatchObject({
      name: '=往返', price_sell: '12800.00', price_market: '', price_negotiable: 1, brand: '华锐', minimum: 3, sort: 9, recommend: 1, status: 0,
      images: [{ url: '/uploads/a.jpg', alt: '' }], specs: p.specs, custom: { p_5: '7.5', p_6: '一年' },
    });
  });
});
