// Information search's rule book (issue 13 §8): the definition (title 1–50, ≤ 20 fields, names,
// at least one condition, 指定会员等级 needs a rank), values by field type, and degree matching —
// 精确匹配 every condition equal after normalising, 模糊匹配 contained within its own condition, ≥ 2
// characters, never across the key's separators.
import {
  checkInfoQuery,
  checkInfoRecord,
  checkLookupInput,
  INFO_MSG,
  matchesLookup,
  matchKeyOf,
  nextFieldKey,
  normaliseMatch,
  type InfoField,
  type InfoQueryInput,
} from '../../../shared/domain/members';

const F = (key: string, name: string, over: Partial<InfoField> = {}): InfoField => ({ key, name, type: 'text', condition: false, shown: true, required: false, ...over });
const FIELDS = [F('f1', '证书编号', { condition: true, required: true }), F('f2', '姓名', { condition: true }), F('f3', '发证日期', { type: 'date' })];
const query = (over: Partial<InfoQueryInput> = {}) => ({ title: '证书查询', fields: FIELDS, permission: 'all' as const, rank_ids: [], no_result: '', ...over });

describe('a lookup’s definition', () => {
  it('takes a title of 1–50 characters', () => {
    expect(checkInfoQuery(query())).toBeNull();
    expect(checkInfoQuery(query({ title: '  ' }))).toBe(INFO_MSG.titleRequired);
    expect(checkInfoQuery(query({ title: '查'.repeat(50) }))).toBeNull();
    expect(checkInfoQuery(query({ title: '查'.repeat(51) }))).toBe(INFO_MSG.titleTooLong);
    // Characters, not UTF-16 units: 50 emoji are 50 characters.
    expect(checkInfoQuery(query({ title: '😀'.repeat(50) }))).toBeNull();
  });

  it('needs at least one condition and one shown field, at most 20 fields with distinct names', () => {
    expect(checkInfoQuery(query({ fields: FIELDS.map((f) => ({ ...f, condition: false })) }))).toBe(INFO_MSG.conditionRequired);
    expect(checkInfoQuery(query({ fields: FIELDS.map((f) => ({ ...f, shown: false })) }))).toBe(INFO_MSG.shownRequired);
    expect(checkInfoQuery(query({ fields: [] }))).toBe(INFO_MSG.fieldsRequired);
    const twenty = Array.from({ length: 20 }, (_, i) => F(`f${i + 1}`, `字段${i}`, { condition: i === 0 }));
    expect(checkInfoQuery(query({ fields: twenty }))).toBeNull();
    expect(checkInfoQuery(query({ fields: [...twenty, F('f21', '多一个')] }))).toBe(INFO_MSG.tooManyFields);
    expect(checkInfoQuery(query({ fields: [FIELDS[0], F('f2', '证书编号')] }))).toBe(INFO_MSG.fieldNameRepeated('证书编号'));
    expect(checkInfoQuery(query({ fields: [FIELDS[0], F('f2', ' ')] }))).toBe(INFO_MSG.fieldNameRequired);
    expect(checkInfoQuery(query({ fields: [FIELDS[0], F('x2', '键')] }))).toBe(INFO_MSG.fieldKeyInvalid);
    expect(checkInfoQuery(query({ fields: [FIELDS[0], F('f2', '图', { type: 'image', condition: true })] }))).toBe(INFO_MSG.conditionNotImage);
  });

  it('needs a rank for 指定会员等级, and bounds the 无结果提示', () => {
    expect(checkInfoQuery(query({ permission: 'rank' }))).toBe(INFO_MSG.ranksRequired);
    expect(checkInfoQuery(query({ permission: 'rank', rank_ids: [3] }))).toBeNull();
    expect(checkInfoQuery(query({ no_result: '无'.repeat(101) }))).toBe(INFO_MSG.noResultTooLong);
  });

  it('gives a new field the next free key', () => {
    expect(nextFieldKey(FIELDS)).toBe('f4');
    expect(nextFieldKey([F('f7', 'a'), F('f2', 'b')])).toBe('f8');
    expect(nextFieldKey([])).toBe('f1');
  });
});

describe('record values', () => {
  const typed = [F('f1', '编号', { condition: true, required: true }), F('f2', '数量', { type: 'number' }), F('f3', '日期', { type: 'date' }), F('f4', '网址', { type: 'link' }), F('f5', '图片', { type: 'image' })];

  it('checks each value by its field’s type and cleans it', () => {
    expect(checkInfoRecord(typed, { f1: ' A\u0007 ', f3: '2026/1/5' })).toEqual({ ok: true, values: { f1: 'A', f2: '', f3: '2026-01-05', f4: '', f5: '' } });
    expect(checkInfoRecord(typed, { f1: '' })).toMatchObject({ ok: false, message: INFO_MSG.valueRequired('编号'), field: 'f1' });
    expect(checkInfoRecord(typed, { f1: 'a', f2: '1e3' })).toMatchObject({ ok: false, message: INFO_MSG.notNumber('数量') });
    expect(checkInfoRecord(typed, { f1: 'a', f2: '-12.50' }).ok).toBe(true);
    expect(checkInfoRecord(typed, { f1: 'a', f3: '2026-02-29' })).toMatchObject({ ok: false, message: INFO_MSG.notDate('日期') });
    expect(checkInfoRecord(typed, { f1: 'a', f3: '2028-02-29' }).ok).toBe(true);
    expect(checkInfoRecord(typed, { f1: 'a', f4: 'javascript:alert(1)' })).toMatchObject({ ok: false, message: INFO_MSG.notLink('网址') });
    expect(checkInfoRecord(typed, { f1: 'a', f5: '/uploads/1001/a.png' }).ok).toBe(true);
    expect(checkInfoRecord(typed, { f1: 'a', f5: 'data:image/png;base64,AA' })).toMatchObject({ ok: false, message: INFO_MSG.notImage('图片') });
    expect(checkInfoRecord(typed, { f1: 'x'.repeat(1001) })).toMatchObject({ ok: false, message: INFO_MSG.valueTooLong('编号', 1000) });
    expect(checkInfoRecord(typed, { f1: 'a', f9: 'b' })).toMatchObject({ ok: false, message: INFO_MSG.unknownField });
  });

  it('keeps markup as the text it is', () => {
    expect(checkInfoRecord(typed, { f1: '<img src=x onerror=alert(1)>' })).toMatchObject({ ok: true, values: { f1: '<img src=x onerror=alert(1)>' } });
  });
});

describe('degree matching', () => {
  const key = matchKeyOf(FIELDS, { f1: 'ZS-2026-0042', f2: '王芳', f3: '2025-01-01' });

  it('normalises case, full-width forms and spaces alike on both sides', () => {
    expect(normaliseMatch('  ＺＳ－２０２６  ａｂ  ')).toBe('zs-2026 ab');
    const input = checkLookupInput('exact', FIELDS, { f1: 'ｚｓ-2026-0042 ', f2: '王芳' });
    expect(input).toEqual({ ok: true, conditions: ['zs-2026-0042', '王芳'] });
    expect(matchesLookup('exact', key, input.ok ? input.conditions : [])).toBe(true);
  });

  it('精确匹配: every condition given and equal', () => {
    expect(checkLookupInput('exact', FIELDS, { f1: 'ZS-2026-0042' })).toMatchObject({ ok: false, message: INFO_MSG.conditionMissing('姓名'), field: 'f2' });
    expect(matchesLookup('exact', key, ['zs-2026-0042', '王'])).toBe(false);
    expect(matchesLookup('exact', key, ['zs-2026-004', '王芳'])).toBe(false);
  });

  it('模糊匹配: each condition given contained in its own value, at least two characters', () => {
    expect(checkLookupInput('fuzzy', FIELDS, { f1: '2026' })).toEqual({ ok: true, conditions: ['2026', ''] });
    expect(checkLookupInput('fuzzy', FIELDS, { f1: '2' })).toMatchObject({ ok: false, message: INFO_MSG.fuzzyTooShort('证书编号') });
    expect(checkLookupInput('fuzzy', FIELDS, {})).toMatchObject({ ok: false, message: INFO_MSG.conditionMissing('证书编号') });
    expect(matchesLookup('fuzzy', key, ['2026', ''])).toBe(true);
    expect(matchesLookup('fuzzy', key, ['2026', '王芳'])).toBe(true);
    expect(matchesLookup('fuzzy', key, ['', '芳'])).toBe(true);
    // Never across two values: the number does not hold the holder's name.
    expect(matchesLookup('fuzzy', key, ['0042王', ''])).toBe(false);
    expect(matchesLookup('fuzzy', key, ['王芳', ''])).toBe(false);
  });
});
