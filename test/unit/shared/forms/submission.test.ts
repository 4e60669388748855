// Rule book: visitors' submissions checked against the stored definition.
import { checkSubmission, defaultItem, defaultLeadFormFields, isValidChineseId, type FormItem } from '../../../../shared/domain/forms';

const items: FormItem[] = [
  ...defaultLeadFormFields('zh').contentList,
  { ...defaultItem('radio'), id: 10, name: 'field0', title: '意向', require: true },
  { ...defaultItem('checkbox'), id: 11, name: 'field1', title: '关注' },
  { ...defaultItem('IDCard'), id: 12, name: 'field2' },
  { ...defaultItem('date'), id: 13, name: 'field3' },
  { ...defaultItem('provinces'), id: 14, name: 'field4' },
  { ...defaultItem('text'), id: 15, name: 'field5' },
  { ...defaultItem('input'), id: 16, name: 'field6', title: '留言', minValue: { value: 2, min: 1, max: 99 }, maxValue: { value: 10, min: 1, max: 100 } },
  { ...defaultItem('uploadimg'), id: 17, name: 'field7' },
];
const good = { username: '张三', phone: '13800138000', title: '咨询报价', field0: '选项1' };

it('accepts a good submission, trimming text and dropping empty optional values', () => {
  const result = checkSubmission(items, { ...good, username: '  张三 ', email: '' });
  expect(result).toEqual({ ok: true, values: { username: '张三', phone: '13800138000', title: '咨询报价', field0: '选项1' } });
});

it('requires required items', () => {
  expect(checkSubmission(items, { ...good, username: '   ' })).toMatchObject({ ok: false, field: 'username', message: '请填写姓名' });
  expect(checkSubmission(items, { phone: '13800138000', title: 'x', field0: '选项1' })).toMatchObject({ ok: false, message: '请填写姓名' });
});

it('checks phone digits: exactly 11, or 7–11', () => {
  expect(checkSubmission(items, { ...good, phone: '1380013800' })).toMatchObject({ ok: false, field: 'phone', message: '电话必须是11位数字' });
  expect(checkSubmission(items, { ...good, phone: '138-0013-8000' })).toMatchObject({ ok: true });
  const loose = items.map((i) => (i.moduleName === 'phone' ? { ...i, enterDigitsSelect: 'false' as const } : i));
  expect(checkSubmission(loose, { ...good, phone: '6543210' })).toMatchObject({ ok: true });
  expect(checkSubmission(loose, { ...good, phone: '654321' })).toMatchObject({ ok: false, message: '电话必须是7到11位数字' });
});

it('checks email, ID card, options, dates, regions, lengths and uploads', () => {
  expect(checkSubmission(items, { ...good, email: 'not-an-email' })).toMatchObject({ ok: false, message: '邮箱格式不正确' });
  expect(checkSubmission(items, { ...good, field2: '110101199003071234' })).toMatchObject({ ok: false, field: 'field2' });
  expect(checkSubmission(items, { ...good, field2: '11010519491231002X' })).toMatchObject({ ok: true });
  expect(checkSubmission(items, { ...good, field0: '不存在的选项' })).toMatchObject({ ok: false, message: '意向的选项不存在' });
  expect(checkSubmission(items, { ...good, field1: ['选项1', '选项1'] })).toMatchObject({ ok: false });
  expect(checkSubmission(items, { ...good, field1: ['选项1', '选项3'] })).toMatchObject({ ok: true });
  expect(checkSubmission(items, { ...good, field3: '2026-02-30' })).toMatchObject({ ok: false, message: '日期不是有效的日期' });
  expect(checkSubmission(items, { ...good, field4: '广东省/深圳市' })).toMatchObject({ ok: false, message: '省市区请选择完整的地区' });
  expect(checkSubmission(items, { ...good, field4: '广东省/深圳市/南山区' })).toMatchObject({ ok: true });
  expect(checkSubmission(items, { ...good, field6: '长' })).toMatchObject({ ok: false, message: '留言至少需要2个字符' });
  expect(checkSubmission(items, { ...good, field6: '一二三四五六七八九十十' })).toMatchObject({ ok: false, message: '留言最多10个字符' });
  expect(checkSubmission(items, { ...good, field7: 'javascript:alert(1)' })).toMatchObject({ ok: false, field: 'field7' });
});

it('refuses unknown fields, fields of static text, wrong types and huge values', () => {
  expect(checkSubmission(items, { ...good, hacker: 'x' })).toMatchObject({ ok: false, message: '不支持的表单项：hacker' });
  expect(checkSubmission(items, { ...good, field5: 'x' })).toMatchObject({ ok: false, field: 'field5' });
  expect(checkSubmission(items, { ...good, username: ['张三'] })).toMatchObject({ ok: false, message: '姓名的内容格式不正确' });
  expect(checkSubmission(items, { ...good, username: { $gt: '' } })).toMatchObject({ ok: false });
  expect(checkSubmission(items, { ...good, title: 'x'.repeat(1024 * 1024) })).toMatchObject({ ok: false, field: 'title' });
  expect(checkSubmission(items, null)).toMatchObject({ ok: false });
  expect(checkSubmission(items, [good])).toMatchObject({ ok: false });
});

it('keeps HTML and formula text as plain text (rendering escapes it) and strips control characters', () => {
  const result = checkSubmission(items, { ...good, title: '<script>alert(1)</script>\u0000=1+1' });
  expect(result).toMatchObject({ ok: true, values: { title: '<script>alert(1)</script>=1+1' } });
});

it('validates Chinese ID numbers with the checksum', () => {
  expect(isValidChineseId('11010519491231002X')).toBe(true);
  expect(isValidChineseId('11010519491231002Y')).toBe(false);
  expect(isValidChineseId('110105491231002')).toBe(true);
  expect(isValidChineseId('110105194913310021')).toBe(false);
});
