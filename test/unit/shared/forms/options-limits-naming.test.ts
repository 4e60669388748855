// Rule book: options, length limits, names and ids (spec §3–§5, §9).
import {
  FORM_MSG, changeMax, changeMin, clampWhole, finalizeDataItems, limitsProblem, lowestFreeFieldName, nameItemsOnAdd,
  nextDataItemId, nextItemId, parseOptions, defaultItem, systemItem,
} from '../../../../shared/domain/forms';

describe('options', () => {
  it('splits by line, trims, drops empties; value is the index among kept lines', () => {
    expect(parseOptions('  红色 \n\n蓝色\r\n   \n 绿色')).toEqual([
      { label: '红色', value: 0 },
      { label: '蓝色', value: 1 },
      { label: '绿色', value: 2 },
    ]);
    expect(parseOptions(' \n \n')).toEqual([]);
  });
});

describe('number input (§5)', () => {
  it('empty becomes 0 clamped to the bounds, whole numbers only, junk reverts', () => {
    expect(clampWhole('', 1, 99, 5)).toBe(1);
    expect(clampWhole('', 0, 99, 5)).toBe(0);
    expect(clampWhole('12.7', 1, 99, 5)).toBe(12);
    expect(clampWhole('abc', 1, 99, 5)).toBe(5);
    expect(clampWhole('500', 1, 99, 5)).toBe(99);
    expect(clampWhole('-3', 1, 99, 5)).toBe(1);
  });
});

describe('length limits (§5)', () => {
  it('accepts a minimum below the maximum', () => {
    expect(changeMin('10', { min: 1, max: 100 })).toEqual({ min: 10, max: 100 });
    expect(changeMax('50', { min: 10, max: 100 })).toEqual({ min: 10, max: 50 });
  });

  it('resets a minimum that is not below the maximum to 1, with the exact warning', () => {
    expect(changeMin('60', { min: 1, max: 50 })).toEqual({ min: 1, max: 50, warning: '请输入大于等于1小于50的数值。' });
    expect(changeMin('50', { min: 1, max: 50 }).warning).toBe('请输入大于等于1小于50的数值。');
  });

  it('resets a maximum that is not above the minimum to 100, with the exact warning', () => {
    expect(changeMax('5', { min: 10, max: 50 })).toEqual({ min: 10, max: 100, warning: '请输入大于10小于等于100的数值。' });
    expect(changeMax('10', { min: 10, max: 50 }).warning).toBe('请输入大于10小于等于100的数值。');
  });

  it('keeps the minimum within 1–99 and the maximum within 1–100', () => {
    expect(changeMin('0', { min: 5, max: 100 }).min).toBe(1);
    expect(changeMin('150', { min: 5, max: 100 }).min).toBe(99);
    expect(changeMax('500', { min: 5, max: 50 }).max).toBe(100);
  });

  it('is what the server checks too', () => {
    expect(limitsProblem({ min: 1, max: 100 })).toBeNull();
    expect(limitsProblem({ min: 0, max: 100 })).toBe(FORM_MSG.minOutOfRange(1, 100));
    expect(limitsProblem({ min: 50, max: 50 })).toBe(FORM_MSG.minOutOfRange(1, 50));
    expect(limitsProblem({ min: 10, max: 101 })).toBe(FORM_MSG.maxOutOfRange(10, 100));
  });
});

describe('ids and names (§4, §9)', () => {
  it('gives a new lead item max existing id + 1', () => {
    expect(nextItemId([])).toBe(1);
    expect(nextItemId([{ id: 3 }, { id: 9 }, { id: 4 }])).toBe(10);
  });

  it('names system items after their module and others field0, field1, … when a form is added', () => {
    const items = [systemItem('username', 'zh', true), defaultItem('input'), systemItem('phone', 'zh', true), defaultItem('radio'), { ...defaultItem('date'), name: 'field0' }];
    expect(nameItemsOnAdd(items).map((i) => i.name)).toEqual(['username', 'field1', 'phone', 'field2', 'field0']);
  });

  it('takes the lowest free name among field0–field15 in edit mode, none when all are used', () => {
    expect(lowestFreeFieldName([{ name: 'username' }, { name: 'field0' }, { name: 'field2' }])).toBe('field1');
    const all = Array.from({ length: 16 }, (_, n) => ({ name: `field${n}` }));
    expect(lowestFreeFieldName(all)).toBeNull();
  });

  it('gives a new data item the lowest unused id 0–19, none when all are used', () => {
    expect(nextDataItemId([{ id: 0 }, { id: 1 }, { id: 3 }])).toBe(2);
    expect(nextDataItemId([{ id: undefined }, { id: 1 }])).toBe(0);
    expect(nextDataItemId(Array.from({ length: 20 }, (_, id) => ({ id })))).toBeNull();
  });

  it('drops the temporary id and flag of new data items on save, keeping the others', () => {
    const saved = finalizeDataItems([
      { id: 0, title: 'a', type: 'input', name: 'field0', placeholder: '', show: true, require: false, isCondition: false, isSystem: false, moduleName: '', options: [], selectItem: '' },
      { id: 4, is_new: true, title: 'b', type: 'input', name: '', placeholder: '', show: true, require: false, isCondition: false, isSystem: false, moduleName: '', options: [], selectItem: '' },
    ]);
    expect(saved[0].id).toBe(0);
    expect(saved[1]).not.toHaveProperty('id');
    expect(saved[1]).not.toHaveProperty('is_new');
    expect(saved[1].name).toBe('');
  });
});
