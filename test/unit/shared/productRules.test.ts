// The product and short-video rule book: what the edit page tells the user as they type and what
// the server refuses on save and on every import row.
import { formatMoney } from '../../../shared/domain';
import {
  CUSTOM_FIELD_SLOTS,
  PRODUCT_MSG,
  SHORT_VIDEO_CUTOFF_MS,
  VIDEO_MSG,
  beijingTimeToEpoch,
  checkCustomFieldDef,
  checkCustomFieldValue,
  checkVideo,
  checkVideoAccount,
  formatPrice,
  isLegacyVideo,
  lowestFreeSlot,
  parsePrice,
  priceText,
  validateProduct,
  type CustomFieldDef,
} from '../../../shared/domain/product';

describe('prices', () => {
  it.each([
    ['12800', 1_280_000],
    ['12800.5', 1_280_050],
    ['0.01', 1],
    ['0', 0],
    ['99999999.99', 9_999_999_999],
    [' 7.10 ', 710],
    [12.5, 1250],
  ])('%p is %p fen', (text, fen) => {
    expect(parsePrice(text)).toEqual({ ok: true, fen });
  });

  it.each([['1e309'], [Infinity], [-1], ['-1'], ['1.234'], [1.234], ['100000000'], ['12,800'], ['１２'], ['abc'], [true], [{}], [1e21]])('%p is refused', (value) => {
    expect(parsePrice(value)).toEqual({ ok: false });
  });

  it('reads an empty price as none', () => {
    expect(parsePrice('')).toEqual({ ok: true, fen: null });
    expect(parsePrice(null)).toEqual({ ok: true, fen: null });
  });

  it('shows ¥ with §9’s money format, or 面议', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatPrice(1_280_000)).toBe('¥12,800.00');
    expect(formatPrice(9_999_999_999)).toBe('¥99,999,999.99');
    expect(formatPrice(1_280_000, true)).toBe('面议');
    expect(formatPrice(null)).toBe('面议');
    expect(priceText(1_280_050)).toBe('12800.50');
    expect(priceText(null)).toBe('');
  });
});

describe('custom field slots', () => {
  it('has 36 slots p_5 … p_40 and gives the lowest free one', () => {
    expect(CUSTOM_FIELD_SLOTS).toHaveLength(36);
    expect(CUSTOM_FIELD_SLOTS[0]).toBe('p_5');
    expect(CUSTOM_FIELD_SLOTS[35]).toBe('p_40');
    expect(lowestFreeSlot([])).toBe('p_5');
    expect(lowestFreeSlot([{ slot: 'p_5' }, { slot: 'p_7' }])).toBe('p_6');
  });

  it('has no slot for a 37th field', () => {
    expect(lowestFreeSlot(CUSTOM_FIELD_SLOTS.map((slot) => ({ slot })))).toBeNull();
    expect(PRODUCT_MSG.customFieldsFull).toBe('自定义字段最多36个');
  });

  it('checks a definition: name, uniqueness, select options', () => {
    expect(checkCustomFieldDef({ name: ' ', kind: 'text' }, [])).toBe(PRODUCT_MSG.customFieldNameRequired);
    expect(checkCustomFieldDef({ name: '功率', kind: 'text' }, [{ name: '功率' }])).toBe(PRODUCT_MSG.customFieldNameExists);
    expect(checkCustomFieldDef({ name: '颜色', kind: 'select', options: [] }, [])).toBe(PRODUCT_MSG.customFieldOptions);
    expect(checkCustomFieldDef({ name: '颜色', kind: 'select', options: ['红', '红'] }, [])).toBe(PRODUCT_MSG.customFieldOptions);
    expect(checkCustomFieldDef({ name: '颜色', kind: 'select', options: ['红', '蓝'] }, [])).toBeNull();
  });

  it('checks a value by its kind', () => {
    const def = (kind: CustomFieldDef['kind'], extra: Partial<CustomFieldDef> = {}): CustomFieldDef => ({ slot: 'p_5', name: '字段', kind, required: false, ...extra });
    expect(checkCustomFieldValue(def('number'), '12.5')).toBeNull();
    expect(checkCustomFieldValue(def('number'), '12a')).toBe('字段格式不正确');
    expect(checkCustomFieldValue(def('date'), '2024-02-29')).toBeNull();
    expect(checkCustomFieldValue(def('date'), '2023-02-29')).toBe('字段格式不正确');
    expect(checkCustomFieldValue(def('select', { options: ['红'] }), '蓝')).toBe('字段格式不正确');
    expect(checkCustomFieldValue(def('image'), 'javascript:alert(1)')).toBe('字段格式不正确');
    expect(checkCustomFieldValue(def('text', { required: true }), '')).toBe('请填写字段');
    expect(checkCustomFieldValue(def('text'), 'x'.repeat(201))).toBe('字段不能超过200个字符');
  });
});

describe('validateProduct', () => {
  const fields = (issues: { field: string }[]) => issues.map((i) => i.field);

  it('accepts a complete product', () => {
    expect(
      validateProduct({
        name: '数控折弯机 WC67K',
        images: [{ url: '/uploads/a.jpg', alt: '正面' }],
        specs: [{ name: '公称压力', value: '1000 kN' }],
        price_sell: '12800',
        price_market: '',
        minimum: 1,
        sort: 10,
      }),
    ).toEqual([]);
  });

  it('names each bad field once, with its message', () => {
    const issues = validateProduct({
      id: 3,
      name: 'x'.repeat(101),
      images: Array.from({ length: 11 }, () => ({ url: '/a.jpg' })),
      specs: [{ name: '<script>alert(1)</script>', value: '1' }],
      price_sell: '1.234',
      price_market: -1,
      minimum: 0,
      related_ids: [3],
    });
    expect(fields(issues)).toEqual(['name', 'images', 'specs', 'price_sell', 'price_market', 'minimum', 'related_ids']);
    expect(issues.find((i) => i.field === 'price_sell')?.message).toBe('价格格式不正确，最多保留两位小数');
    expect(issues.find((i) => i.field === 'specs')?.message).toBe(PRODUCT_MSG.specMarkup);
  });

  it('allows a less-than sign that is not markup in a spec', () => {
    expect(validateProduct({ name: '垫片', specs: [{ name: '公差', value: '<0.05 mm' }] })).toEqual([]);
  });

  it('checks the site’s custom fields', () => {
    const defs: CustomFieldDef[] = [{ slot: 'p_6', name: '功率', kind: 'number', required: true }];
    expect(validateProduct({ name: '电机' }, defs)).toEqual([{ field: 'p_6', message: '请填写功率' }]);
    expect(validateProduct({ name: '电机', custom: { p_6: '7.5' } }, defs)).toEqual([]);
  });
});

describe('the short-video cutoff', () => {
  it('is 2022-04-28 20:00:00 Beijing time', () => {
    expect(new Date(SHORT_VIDEO_CUTOFF_MS).toISOString()).toBe('2022-04-28T12:00:00.000Z');
  });

  it('makes a video of 19:59:59 旧版 and one of 20:00:00 editable', () => {
    expect(isLegacyVideo(beijingTimeToEpoch('2022-04-28 19:59:59'))).toBe(true);
    expect(isLegacyVideo(beijingTimeToEpoch('2022-04-28 20:00:00'))).toBe(false);
    expect(isLegacyVideo(null)).toBe(false);
    expect(VIDEO_MSG.legacyNotEditable).toBe('2022-04-28 20:00:00前发布的旧版视频不支持编辑');
  });

  it('refuses malformed times', () => {
    expect(beijingTimeToEpoch('2022-02-30 10:00:00')).toBeNaN();
    expect(beijingTimeToEpoch('2022-04-28 24:00:00')).toBeNaN();
    expect(beijingTimeToEpoch('2022-04-28T20:00:00')).toBeNaN();
  });
});

describe('short videos and accounts', () => {
  it('needs a title and a file or an https link', () => {
    expect(checkVideo({ title: '' })).toBe(VIDEO_MSG.titleRequired);
    expect(checkVideo({ title: '车间实拍' })).toBe(VIDEO_MSG.sourceRequired);
    expect(checkVideo({ title: '车间实拍', link: 'http://v.douyin.com/x' })).toBe(VIDEO_MSG.linkInvalid);
    expect(checkVideo({ title: '车间实拍', link: 'https://v.douyin.com/x' })).toBeNull();
    expect(checkVideo({ title: '车间实拍', file_id: 9, related_ids: [1, 2, 3, 4, 5, 6, 7] })).toBe(VIDEO_MSG.tooManyRelated);
  });

  it('checks an account’s platform, name and page', () => {
    expect(checkVideoAccount({ platform: 'tiktok', name: 'a' })).toBe(VIDEO_MSG.platformInvalid);
    expect(checkVideoAccount({ platform: 'douyin', name: 'x'.repeat(31) })).toBe(VIDEO_MSG.accountNameTooLong);
    expect(checkVideoAccount({ platform: 'douyin', name: '官方号', url: 'javascript:1' })).toBe(VIDEO_MSG.accountUrlInvalid);
    expect(checkVideoAccount({ platform: 'kuaishou', name: '官方号', url: 'https://www.kuaishou.com/profile/x' })).toBeNull();
  });
});
