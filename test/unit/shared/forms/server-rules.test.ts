// Rules the server needed from the rule book: data-item names (checked, and given on save), data
// items as a visitor's page checks them, the inbox columns (setField), and saves storing only the
// known keys.
import {
  FORM_MSG,
  applyDisplayColumns,
  checkDataForm,
  checkLeadForm,
  checkSubmission,
  dataFormSubmissionItems,
  defaultDataFormFields,
  defaultDataItem,
  defaultItem,
  defaultLeadFormFields,
  finalizeDataItems,
  nameDataItems,
  type DataFormItem,
} from '../../../../shared/domain/forms';

const data = defaultDataFormFields();
const added = (id: number, over: Partial<DataFormItem> = {}): DataFormItem => ({ ...defaultDataItem('input'), id, is_new: true, ...over });

describe('data-item names', () => {
  it('accepts unnamed items and field0–field19; refuses other names and duplicates', () => {
    expect(checkDataForm('档案', [...data, added(4)], data).ok).toBe(true);
    expect(checkDataForm('档案', [...data, added(4, { name: 'field19' })], data).ok).toBe(true);
    expect(checkDataForm('档案', [...data, added(4, { name: 'field20' })], data)).toEqual({ ok: false, message: FORM_MSG.badItem });
    expect(checkDataForm('档案', [...data, added(4, { name: '__proto__' })], data)).toEqual({ ok: false, message: FORM_MSG.badItem });
    expect(checkDataForm('档案', [...data, added(4, { name: 'field2' })], data)).toEqual({ ok: false, message: FORM_MSG.duplicateName });
    expect(checkDataForm('档案', [...data, added(4), added(5)], data).ok).toBe(true);
  });

  it('names unnamed items on save with the lowest free field name', () => {
    const saved = nameDataItems(finalizeDataItems([data[0], data[2], added(4), added(5, { name: 'field1' }), added(6)]));
    expect(saved.map((i) => i.name)).toEqual(['field0', 'field2', 'field3', 'field1', 'field4']);
    expect(saved[2]).not.toHaveProperty('id');
  });
});

describe('data items for a submission', () => {
  it('maps input, the phone system item, radio, image and file to what checkSubmission checks', () => {
    const items = dataFormSubmissionItems([...data, added(4, { ...defaultDataItem('image'), name: 'field4' }), added(5, { ...defaultDataItem('file'), name: 'field5' })]);
    expect(items.map((i) => [i.name, i.type])).toEqual([['field0', 'input'], ['field1', 'phone'], ['field2', 'radio'], ['field3', 'input'], ['field4', 'uploadimg'], ['field5', 'uploadfile']]);
    expect(checkSubmission(items, { field0: '张三', field1: '02188886666', field2: '类型一' })).toEqual({ ok: true, values: { field0: '张三', field1: '02188886666', field2: '类型一' } });
    expect(checkSubmission(items, { field0: '张三', field1: '123' })).toMatchObject({ ok: false, field: 'field1', message: '电话必须是7到11位数字' });
    expect(checkSubmission(items, { field0: '张三', field1: '13800000000', field2: '类型三' })).toMatchObject({ ok: false, field: 'field2' });
    expect(checkSubmission(items, { field0: '张三', field1: '13800000000', field4: 'javascript:alert(1)' })).toMatchObject({ ok: false, field: 'field4' });
    expect(checkSubmission(items, { field1: '13800000000' })).toMatchObject({ ok: false, field: 'field0', message: '请填写名称' });
  });
});

describe('inbox columns (setField)', () => {
  const items = [...defaultLeadFormFields('zh').contentList, { ...defaultItem('text'), id: 9, name: 'field0' }, { ...defaultItem('input'), id: 10, name: 'field1' }];

  it('displays the named fillable items only, may hide other system items, keeps phone', () => {
    const result = applyDisplayColumns(items, ['phone', 'field1']);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.map((i) => [i.name, i.display])).toEqual([['username', false], ['phone', true], ['email', false], ['title', false], ['field0', true], ['field1', true]]);
  });

  it('refuses unknown or static names and a hidden phone', () => {
    expect(applyDisplayColumns(items, ['phone', 'nope'])).toEqual({ ok: false, message: '不支持的表单项：nope' });
    expect(applyDisplayColumns(items, ['phone', 'field0'])).toEqual({ ok: false, message: '不支持的表单项：field0' });
    expect(applyDisplayColumns(items, ['username'])).toEqual({ ok: false, message: FORM_MSG.phoneMustStay });
  });
});

describe('saves keep the known keys only', () => {
  it('drops unknown keys of lead items, lead fields, limits and data items', () => {
    const fields = defaultLeadFormFields('zh');
    const dirty = { ...fields, extra: 1, contentList: fields.contentList.map((i) => ({ ...i, onclick: 'x', minValue: { ...i.minValue, evil: 1 } })) };
    const lead = checkLeadForm('表单', JSON.stringify(dirty), fields.contentList);
    expect(lead.ok).toBe(true);
    if (lead.ok) {
      expect(lead.value.fields).not.toHaveProperty('extra');
      expect(lead.value.fields.contentList[0]).not.toHaveProperty('onclick');
      expect(lead.value.fields.contentList[0].minValue).toEqual({ value: 1, min: 1, max: 99 });
    }
    const dataResult = checkDataForm('档案', data.map((i) => ({ ...i, extra: true }) as DataFormItem), data);
    expect(dataResult.ok).toBe(true);
    if (dataResult.ok) expect(dataResult.value.fields[0]).not.toHaveProperty('extra');
  });
});
