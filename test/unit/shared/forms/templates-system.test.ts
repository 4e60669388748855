// Rule book: default templates and system items (spec §3, §4, §5).
import {
  FORM_MSG, LEAD_ITEM_TYPES, canDeleteItem, canEditItem, canToggleRequired, dataFlagsLocked, dataSystemItemsProblem, defaultDataFormFields,
  defaultItem, defaultLeadFormFields, leadSystemItemsProblem, showsHint, typeChangeProblem,
} from '../../../../shared/domain/forms';

describe('default lead form', () => {
  it('Chinese site: username, phone, email, title; username, phone and title required, email optional', () => {
    const fields = defaultLeadFormFields('zh');
    expect(fields.contentList.map((i) => [i.moduleName, i.name, i.require])).toEqual([
      ['username', 'username', true], ['phone', 'phone', true], ['email', 'email', false], ['title', 'title', true],
    ]);
    expect(fields).toMatchObject({ buttonName: '提交', popupName: '提交表单', textAlign: 'left', buttonWidth: '100%', verifyWidth: '100%' });
  });

  it('foreign variant: company instead of title, email required, Submit buttons', () => {
    const fields = defaultLeadFormFields('en');
    expect(fields.contentList.map((i) => i.moduleName)).toEqual(['username', 'phone', 'email', 'company']);
    expect(fields.contentList.find((i) => i.moduleName === 'email')?.require).toBe(true);
    expect(fields).toMatchObject({ buttonName: 'Submit', popupName: 'Submit form' });
  });

  it('phone has the area select, exactly 11 digits and checkType phone; email checkType email', () => {
    const [, phone, email] = defaultLeadFormFields('zh').contentList;
    expect(phone).toMatchObject({ type: 'phone', areaSelect: 'true', enterDigitsSelect: 'true', checkType: 'phone', isSystem: true });
    expect(email).toMatchObject({ type: 'email', checkType: 'email' });
  });

  it('ids are 1 … n', () => {
    expect(defaultLeadFormFields('zh').contentList.map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('item templates', () => {
  it('exist for all 14 lead types with their check types and options', () => {
    expect(LEAD_ITEM_TYPES).toHaveLength(14);
    for (const type of LEAD_ITEM_TYPES) expect(defaultItem(type).type).toBe(type);
    expect(defaultItem('IDCard').checkType).toBe('IDCard');
    expect(defaultItem('email').checkType).toBe('email');
    expect(defaultItem('radio').options.length).toBeGreaterThan(0);
    expect(defaultItem('input')).toMatchObject({ limitType: true, minValue: { value: 1 }, maxValue: { value: 100 }, width: '100%' });
  });

  it('default data form: field0 … field3, name and phone as system items', () => {
    const fields = defaultDataFormFields();
    expect(fields.map((f) => f.name)).toEqual(['field0', 'field1', 'field2', 'field3']);
    expect(fields.filter((f) => f.isSystem).map((f) => f.moduleName)).toEqual(['username', 'phone']);
  });
});

describe('hint text (§5)', () => {
  it('is hidden for radio, checkbox, provinces, upload, text, and also file and image on data forms', () => {
    for (const type of ['radio', 'checkbox', 'provinces', 'upload', 'text']) expect(showsHint(type, 'lead')).toBe(false);
    for (const type of ['input', 'date', 'phone', 'select', 'textarea', 'uploadimg', 'uploadfile', 'IDCard', 'email']) expect(showsHint(type, 'lead')).toBe(true);
    expect(showsHint('file', 'data')).toBe(false);
    expect(showsHint('image', 'data')).toBe(false);
    expect(showsHint('input', 'data')).toBe(true);
  });
});

describe('system items (§4)', () => {
  const [username, phone] = defaultLeadFormFields('zh').contentList;
  const custom = { ...defaultItem('input'), id: 9, name: 'field0' };

  it('only phone may be edited; system items cannot be deleted; phone keeps required', () => {
    expect(canEditItem(username)).toBe(false);
    expect(canEditItem(phone)).toBe(true);
    expect(canEditItem(custom)).toBe(true);
    expect(canDeleteItem(phone)).toBe(false);
    expect(canDeleteItem(username)).toBe(false);
    expect(canDeleteItem(custom)).toBe(true);
    expect(canToggleRequired(phone)).toBe(false);
    expect(canToggleRequired(username)).toBe(true);
  });

  it('refuses a type change of a system item with 类型不支持修改', () => {
    expect(typeChangeProblem(username, 'textarea')).toBe('类型不支持修改');
    expect(typeChangeProblem(username, 'input')).toBeNull();
    expect(typeChangeProblem(custom, 'textarea')).toBeNull();
  });

  it('compares saved system items: removed, retyped, edited, phone flags', () => {
    const ref = defaultLeadFormFields('zh').contentList;
    expect(leadSystemItemsProblem(ref, ref)).toBeNull();
    expect(leadSystemItemsProblem(ref, ref.filter((i) => i.moduleName !== 'email'))).toBe(FORM_MSG.systemItemUndeletable);
    expect(leadSystemItemsProblem(ref, ref.map((i) => (i.moduleName === 'username' ? { ...i, type: 'textarea' as const } : i)))).toBe('类型不支持修改');
    expect(leadSystemItemsProblem(ref, ref.map((i) => (i.moduleName === 'username' ? { ...i, title: '名字' } : i)))).toBe(FORM_MSG.systemItemLocked);
    expect(leadSystemItemsProblem(ref, ref.map((i) => (i.moduleName === 'phone' ? { ...i, title: '手机号', enterDigitsSelect: 'false' as const } : i)))).toBeNull();
    expect(leadSystemItemsProblem(ref, ref.map((i) => (i.moduleName === 'phone' ? { ...i, require: false } : i)))).toBe(FORM_MSG.phoneMustStay);
    expect(leadSystemItemsProblem(ref, ref.map((i) => (i.moduleName === 'phone' ? { ...i, display: false } : i)))).toBe(FORM_MSG.phoneMustStay);
    expect(leadSystemItemsProblem(ref, [...ref, { ...ref[0], id: 99, moduleName: 'company', name: 'company' }])).toBe(FORM_MSG.systemItemLocked);
  });

  it('data form: condition and required locked, only phone editable, none deletable', () => {
    const ref = defaultDataFormFields();
    expect(dataFlagsLocked(ref[0])).toBe(true);
    expect(dataFlagsLocked(ref[2])).toBe(false);
    expect(dataSystemItemsProblem(ref, ref)).toBeNull();
    expect(dataSystemItemsProblem(ref, ref.slice(1))).toBe(FORM_MSG.systemItemUndeletable);
    expect(dataSystemItemsProblem(ref, ref.map((i) => (i.moduleName === 'username' ? { ...i, isCondition: false } : i)))).toBe(FORM_MSG.systemItemLocked);
    expect(dataSystemItemsProblem(ref, ref.map((i) => (i.moduleName === 'phone' ? { ...i, require: false } : i)))).toBe(FORM_MSG.systemItemLocked);
    expect(dataSystemItemsProblem(ref, ref.map((i) => (i.moduleName === 'phone' ? { ...i, title: '手机' } : i)))).toBeNull();
  });
});
