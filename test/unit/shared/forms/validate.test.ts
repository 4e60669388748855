// Rule book: what a save must satisfy, with the §5 messages (the server answers the same).
import {
  FORM_MSG, checkDataForm, checkLeadForm, defaultDataFormFields, defaultItem, defaultLeadFormFields, type FormItem, type LeadFormFields,
} from '../../../../shared/domain/forms';

const ref = defaultLeadFormFields('zh').contentList;
const withItems = (items: FormItem[]): LeadFormFields => ({ ...defaultLeadFormFields('zh'), contentList: items });
const custom = (n: number, over: Partial<FormItem> = {}): FormItem => ({ ...defaultItem('input'), id: 10 + n, name: `field${n}`, ...over });

describe('lead form save', () => {
  it('accepts the default form and normalises options from the text', () => {
    const radio = custom(0, { ...defaultItem('radio'), id: 10, name: 'field0', selectItem: ' 是 \n\n否', options: [] });
    const result = checkLeadForm('  在线留言  ', JSON.stringify(withItems([...ref, radio])), ref);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.title).toBe('在线留言');
      expect(result.value.fields.contentList[4].options).toEqual([{ label: '是', value: 0 }, { label: '否', value: 1 }]);
    }
  });

  it('refuses an empty or blank title with 表单名称不能为空', () => {
    expect(checkLeadForm('   ', withItems(ref), ref)).toEqual({ ok: false, message: '表单名称不能为空' });
    expect(checkLeadForm(undefined, withItems(ref), ref)).toEqual({ ok: false, message: '表单名称不能为空' });
  });

  it('refuses a title over 100 characters', () => {
    expect(checkLeadForm('字'.repeat(101), withItems(ref), ref)).toEqual({ ok: false, message: FORM_MSG.titleTooLong });
    expect(checkLeadForm('字'.repeat(100), withItems(ref), ref).ok).toBe(true);
  });

  it('refuses no items (请添加表单项) and more than 20 (表单项最多添加20条)', () => {
    expect(checkLeadForm('表单', withItems([]), [])).toEqual({ ok: false, message: '请添加表单项' });
    const sixteen = Array.from({ length: 16 }, (_, n) => custom(n));
    const tooMany = [...ref, ...sixteen, { ...custom(0), id: 99, name: 'field99' }];
    expect(checkLeadForm('表单', withItems(tooMany), ref)).toEqual({ ok: false, message: '表单项最多添加20条' });
    expect(checkLeadForm('表单', withItems([...ref, ...sixteen]), ref).ok).toBe(true);
  });

  it('refuses a blank item name (表单项名称不能为空！) and blank options (请添加表单项选项！)', () => {
    expect(checkLeadForm('表单', withItems([...ref, custom(0, { title: '  ' })]), ref)).toEqual({ ok: false, message: '表单项名称不能为空！' });
    for (const type of ['radio', 'checkbox', 'select'] as const) {
      const item = { ...defaultItem(type), id: 10, name: 'field0', selectItem: ' \n ' };
      expect(checkLeadForm('表单', withItems([...ref, item]), ref)).toEqual({ ok: false, message: '请添加表单项选项！' });
    }
  });

  it('refuses hint text over 100 characters and bad length limits', () => {
    expect(checkLeadForm('表单', withItems([...ref, custom(0, { placeholder: 'x'.repeat(101) })]), ref)).toEqual({ ok: false, message: FORM_MSG.hintTooLong });
    const bad = custom(0, { minValue: { value: 80, min: 1, max: 99 }, maxValue: { value: 20, min: 1, max: 100 } });
    expect(checkLeadForm('表单', withItems([...ref, bad]), ref)).toEqual({ ok: false, message: '请输入大于等于1小于20的数值。' });
  });

  it('refuses a deleted or retyped system item, duplicate names, names outside field0–15', () => {
    expect(checkLeadForm('表单', withItems(ref.slice(1)), ref)).toEqual({ ok: false, message: FORM_MSG.systemItemUndeletable });
    expect(checkLeadForm('表单', withItems(ref.map((i) => (i.moduleName === 'title' ? { ...i, type: 'textarea' as const } : i))), ref)).toEqual({ ok: false, message: '类型不支持修改' });
    expect(checkLeadForm('表单', withItems([...ref, custom(0), { ...custom(1), name: 'field0' }]), ref)).toEqual({ ok: false, message: FORM_MSG.duplicateName });
    expect(checkLeadForm('表单', withItems([...ref, custom(0, { name: 'field16' })]), ref)).toEqual({ ok: false, message: FORM_MSG.badItem });
  });

  it('refuses fields that are not the right shape (unknown JSON, wrong types)', () => {
    expect(checkLeadForm('表单', '{oops', ref)).toEqual({ ok: false, message: FORM_MSG.badItem });
    expect(checkLeadForm('表单', { contentList: [{ id: 1 }] }, ref)).toEqual({ ok: false, message: FORM_MSG.badItem });
    expect(checkLeadForm('表单', withItems([...ref, { ...custom(0), require: 'yes' as unknown as boolean }]), ref)).toEqual({ ok: false, message: FORM_MSG.badItem });
  });
});

describe('data form save', () => {
  const fields = defaultDataFormFields();
  it('accepts the default and refuses an empty title or no items', () => {
    expect(checkDataForm('客户档案', fields, fields).ok).toBe(true);
    expect(checkDataForm('', fields, fields)).toEqual({ ok: false, message: '表单名称不能为空' });
    expect(checkDataForm('客户档案', [], [])).toEqual({ ok: false, message: '请添加表单项' });
  });

  it('refuses a radio without options and a removed system item', () => {
    const noOptions = fields.map((f) => (f.type === 'radio' ? { ...f, selectItem: '' } : f));
    expect(checkDataForm('客户档案', noOptions, fields)).toEqual({ ok: false, message: '请添加表单项选项！' });
    expect(checkDataForm('客户档案', fields.slice(1), fields)).toEqual({ ok: false, message: FORM_MSG.systemItemUndeletable });
  });
});
