// The builder dialogs' state: every rule applied through the rule book, as the operator would meet it.
import { LeadFormEditor } from '../../../../plugins/forms/store/LeadFormEditor';
import { ItemDraft } from '../../../../plugins/forms/store/ItemDraft';
import { DataFormEditor } from '../../../../plugins/forms/store/DataFormEditor';
import { DataItemDraft } from '../../../../plugins/forms/store/DataItemDraft';
import { defaultDataItem, defaultItem, defaultLeadFormFields, type LeadFormFields } from '../../../../shared/domain/forms';

describe('lead form editor', () => {
  it('starts a new Chinese-site form with the default items and refuses an empty title', () => {
    const editor = new LeadFormEditor('add', 'zh');
    expect(editor.items.map((i) => i.moduleName)).toEqual(['username', 'phone', 'email', 'title']);
    expect(editor.toRequest()).toEqual({ ok: false, message: '表单名称不能为空' });
  });

  it('adds up to 20 items and then refuses with 表单项最多添加20条', () => {
    const editor = new LeadFormEditor('add', 'zh');
    for (let n = editor.items.length; n < 20; n += 1) expect(editor.addItem(defaultItem('input')).ok).toBe(true);
    expect(editor.canAdd).toBe(false);
    expect(editor.addItem(defaultItem('input'))).toEqual({ ok: false, message: '表单项最多添加20条' });
    expect(editor.items).toHaveLength(20);
  });

  it('names new items field0, field1, … on save when adding, and ids are max + 1', () => {
    const editor = new LeadFormEditor('add', 'zh');
    editor.setTitle(' 在线留言 ');
    editor.addItem(defaultItem('textarea'));
    editor.addItem(defaultItem('radio'));
    expect(editor.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const request = editor.toRequest();
    expect(request.ok).toBe(true);
    if (!request.ok) return;
    const fields = JSON.parse(request.value.fields) as LeadFormFields;
    expect(request.value.title).toBe('在线留言');
    expect(fields.contentList.map((i) => i.name)).toEqual(['username', 'phone', 'email', 'title', 'field0', 'field1']);
    expect(request.value).not.toHaveProperty('id');
  });

  it('gives a new item the lowest free field name in edit mode', () => {
    const stored = defaultLeadFormFields('zh');
    stored.contentList.push({ ...defaultItem('input'), id: 5, name: 'field1' });
    const editor = new LeadFormEditor('edit', 'zh', 7, { title: '表单', fields: stored });
    const added = editor.addItem(defaultItem('textarea'));
    expect(added.ok && added.value.name).toBe('field0');
    expect(added.ok && added.value.id).toBe(6);
  });

  it('never deletes system items; moves respect the ends', () => {
    const editor = new LeadFormEditor('add', 'zh');
    expect(editor.removeItem(1)).toEqual({ ok: false, message: '系统表单项不能删除' });
    editor.addItem(defaultItem('input'));
    expect(editor.canMove(0, -1)).toBe(false);
    expect(editor.canMove(editor.items.length - 1, 1)).toBe(false);
    editor.move(4, -1);
    expect(editor.items[3].type).toBe('input');
    expect(editor.items[3].isSystem).toBe(false);
    editor.reorder(3, 0);
    expect(editor.items[0].isSystem).toBe(false);
    expect(editor.removeItem(0).ok).toBe(true);
    expect(editor.items).toHaveLength(4);
  });
});

describe('item dialog draft', () => {
  it('opens the more-types panel only when editing an existing item', () => {
    expect(new ItemDraft('add', 'zh').moreTypesOpen).toBe(false);
    expect(new ItemDraft('edit', 'zh', { ...defaultItem('input'), id: 3 }).moreTypesOpen).toBe(true);
  });

  it('loads a type’s template, keeps the item when it is the same type, and refuses retyping a system item', () => {
    const draft = new ItemDraft('edit', 'zh', { ...defaultItem('input'), id: 3, name: 'field2', title: '公司地址' });
    expect(draft.chooseType('input')).toBeNull();
    expect(draft.item.title).toBe('公司地址');
    draft.chooseType('radio');
    expect(draft.item).toMatchObject({ type: 'radio', id: 3, name: 'field2', title: '单选' });
    const phone = new ItemDraft('edit', 'zh', defaultLeadFormFields('zh').contentList[1]);
    expect(phone.chooseType('input')).toBe('类型不支持修改');
    expect(phone.item.type).toBe('phone');
  });

  it('applies the length-limit warnings and forces the minimum to 1 when required', () => {
    const draft = new ItemDraft('add', 'zh');
    expect(draft.setMax('30')).toBeUndefined();
    expect(draft.setMin('40')).toBe('请输入大于等于1小于30的数值。');
    expect(draft.item.minValue.value).toBe(1);
    draft.setMin('10');
    expect(draft.setMax('5')).toBe('请输入大于10小于等于100的数值。');
    expect(draft.item.maxValue.value).toBe(100);
    draft.setRequire(true);
    expect(draft.item.minValue.value).toBeGreaterThanOrEqual(1);
  });

  it('refuses a blank name and blank options with the §5 messages', () => {
    const draft = new ItemDraft('add', 'zh');
    draft.set('title', '   ');
    expect(draft.finish()).toEqual({ ok: false, message: '表单项名称不能为空！' });
    draft.chooseType('checkbox');
    draft.setOptionsText('\n  \n');
    expect(draft.finish()).toEqual({ ok: false, message: '请添加表单项选项！' });
    draft.setOptionsText('A\n\n B ');
    expect(draft.finish()).toMatchObject({ ok: true, item: { options: [{ label: 'A', value: 0 }, { label: 'B', value: 1 }] } });
  });
});

describe('data form editor', () => {
  it('gives new items the lowest unused id with a new flag and drops both on save', () => {
    const editor = new DataFormEditor('add');
    editor.setTitle('客户档案');
    const added = editor.addItem(defaultDataItem('input'));
    expect(added.ok && [added.value.id, added.value.is_new, added.value.name]).toEqual([4, true, '']);
    const request = editor.toRequest();
    expect(request.ok).toBe(true);
    if (!request.ok) return;
    const last = request.value.fields[request.value.fields.length - 1];
    expect(last).not.toHaveProperty('id');
    expect(last).not.toHaveProperty('is_new');
  });

  it('keeps one item (至少保留一个表单项) and never deletes system items', () => {
    const editor = new DataFormEditor('edit', 3, { title: '档案', fields: [{ ...defaultDataItem('input'), name: 'field0' }] });
    expect(editor.removeItem(0)).toEqual({ ok: false, message: '至少保留一个表单项' });
    const full = new DataFormEditor('add');
    expect(full.removeItem(0)).toEqual({ ok: false, message: '系统表单项不能删除' });
    expect(full.removeItem(3).ok).toBe(true);
  });

  it('locks a system item’s condition and required flags', () => {
    const draft = new DataItemDraft('edit', new DataFormEditor('add').items[1]);
    draft.set('require', false);
    draft.set('isCondition', false);
    expect(draft.item).toMatchObject({ require: true, isCondition: true });
    draft.set('title', '手机号码');
    expect(draft.item.title).toBe('手机号码');
  });
});
