// Rule book: a phone item with the area-code selector (§4 areaSelect) — the list, its search, how a
// value is written and stored, and the per-code check the page and the server share.
import {
  AREA_CODES,
  AREA_PHONE_TEXT,
  checkPhone,
  checkSubmission,
  defaultItem,
  joinPhone,
  searchAreaCodes,
  splitPhone,
  type FormItem,
} from '../../../../shared/domain/forms';

const phone = (over: Partial<FormItem> = {}): FormItem => ({ ...defaultItem('phone'), id: 1, name: 'phone', title: '电话', require: true, ...over });
const withArea = phone({ areaSelect: 'true', enterDigitsSelect: 'true' });
const withoutArea = phone({ areaSelect: 'false', enterDigitsSelect: 'true' });

it('lists the twenty common codes once each, +86 first, and finds them by name or code', () => {
  expect(AREA_CODES).toHaveLength(20);
  expect(new Set(AREA_CODES.map((a) => a.code)).size).toBe(20);
  expect(AREA_CODES[0]).toMatchObject({ code: '86', name: '中国大陆' });
  expect(searchAreaCodes('852').map((a) => a.name)).toEqual(['中国香港']);
  expect(searchAreaCodes('+852').map((a) => a.name)).toEqual(['中国香港']);
  expect(searchAreaCodes('香港').map((a) => a.code)).toEqual(['852']);
  expect(searchAreaCodes('kong').map((a) => a.code)).toEqual(['852']);
  expect(searchAreaCodes('中国').map((a) => a.code)).toEqual(['86', '852', '853', '886']);
  expect(searchAreaCodes('1').map((a) => a.code)).toEqual(['1']);
  expect(searchAreaCodes('').length).toBe(20);
  expect(searchAreaCodes('火星')).toEqual([]);
  // E.164 codes are prefix-free, which is what lets "+85291234567" be read without a space.
  for (const a of AREA_CODES) for (const b of AREA_CODES) if (a !== b) expect(b.code.startsWith(a.code)).toBe(false);
});

it('writes +86 as bare digits (as before the selector) and any other code as "+code number"', () => {
  expect(joinPhone('86', '13800138000')).toBe('13800138000');
  expect(joinPhone('852', '91234567')).toBe('+852 91234567');
  expect(joinPhone('852', '  ')).toBe('');
  expect(splitPhone('13800138000')).toEqual({ code: '86', number: '13800138000' });
  expect(splitPhone('+852 91234567')).toEqual({ code: '852', number: '91234567' });
  expect(splitPhone('+85291234567')).toEqual({ code: '852', number: '91234567' });
  expect(splitPhone('+9991234567')).toEqual({ code: '', number: '9991234567' });
});

it('keeps the §5 rule for +86 (11 digits, or 7 to 11) with or without the selector', () => {
  expect(checkPhone(withArea, '13800138000')).toBe('13800138000');
  expect(checkPhone(withArea, '+86 138-0013-8000')).toBe('13800138000');
  expect(checkPhone(withArea, '1380013800')).toEqual({ message: '电话必须是11位数字' });
  expect(checkPhone(withoutArea, '1380013800')).toEqual({ message: '电话必须是11位数字' });
  expect(checkPhone(phone({ areaSelect: 'true', enterDigitsSelect: 'false' }), '654321')).toEqual({ message: '电话必须是7到11位数字' });
  expect(checkPhone(phone({ areaSelect: 'true', enterDigitsSelect: 'false' }), '6543210')).toBe('6543210');
});

it('checks other codes by their national number length, trunk 0 dropped, and says which code', () => {
  // enterDigitsSelect is the mainland's rule only: 8 Hong Kong digits pass where it says 11.
  expect(checkPhone(withArea, '+852 91234567')).toBe('+852 91234567');
  expect(checkPhone(withArea, '+852 9123 4567')).toBe('+852 91234567');
  expect(checkPhone(withArea, '+852 9123456')).toEqual({ message: '电话必须是8位数字（中国香港 +852）' });
  expect(checkPhone(withArea, '+852 912345678')).toEqual({ message: '电话必须是8位数字（中国香港 +852）' });
  expect(checkPhone(withArea, '+44 07911 123456')).toBe('+44 7911123456');
  expect(checkPhone(withArea, '+81 90-1234-5678')).toBe('+81 9012345678');
  expect(checkPhone(withArea, '+81 12345678')).toEqual({ message: '电话必须是9到10位数字（日本 +81）' });
  expect(checkPhone(withArea, '+1 415 555 2671')).toBe('+1 4155552671');
  expect(checkPhone(withArea, '+971 501234567')).toBe('+971 501234567');
  expect(checkPhone(withArea, '+852 abcdefgh')).toEqual({ message: '电话必须是8位数字（中国香港 +852）' });
});

it('refuses a code outside the list, and any code where the item has no selector', () => {
  expect(checkPhone(withArea, '+999 12345678')).toEqual({ message: '电话的区号不受支持' });
  expect(checkPhone(withArea, '+9991234567')).toEqual({ message: '电话的区号不受支持' });
  expect(checkPhone(withoutArea, '+852 91234567')).toEqual({ message: '电话必须是11位数字' });
});

it('is what checkSubmission runs for a phone item, naming the field', () => {
  expect(checkSubmission([withArea], { phone: '+852 91234567' })).toEqual({ ok: true, values: { phone: '+852 91234567' } });
  expect(checkSubmission([withArea], { phone: '+853 1234' })).toEqual({ ok: false, field: 'phone', message: '电话必须是8位数字（中国澳门 +853）' });
  expect(checkSubmission([withArea], { phone: '' })).toEqual({ ok: false, field: 'phone', message: '请填写电话' });
});

it('marks as safe for the export only a stored "+code digits" value', () => {
  expect(AREA_PHONE_TEXT.test('+852 91234567')).toBe(true);
  expect(AREA_PHONE_TEXT.test('+1 4155552671')).toBe(true);
  expect(AREA_PHONE_TEXT.test('+1+1')).toBe(false);
  expect(AREA_PHONE_TEXT.test('+852 9123=1')).toBe(false);
  expect(AREA_PHONE_TEXT.test('13800138000')).toBe(false);
});
