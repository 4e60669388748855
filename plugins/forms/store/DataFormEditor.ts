// The state of the data-form dialog (§4): new items take the lowest unused id 0–19 with a new
// flag (both dropped on save); names stay unnamed; system items cannot be deleted; the last item
// cannot be deleted (至少保留一个表单项).
import { makeAutoObservable } from 'mobx';
import {
  FORM_MSG,
  checkDataForm,
  dataFlagsLocked,
  defaultDataFormFields,
  finalizeDataItems,
  nextDataItemId,
  type DataFormItem,
} from '../../../shared/domain/forms';
import type { DataFormSaveRequest } from '../../../shared/domain';
import type { EditorResult } from './LeadFormEditor';

export class DataFormEditor {
  title: string;
  items: DataFormItem[];
  private readonly reference: readonly DataFormItem[];

  constructor(
    readonly mode: 'add' | 'edit',
    readonly id?: number,
    stored?: { title: string; fields: DataFormItem[] },
  ) {
    const fields = stored?.fields ?? defaultDataFormFields();
    this.title = stored?.title ?? '';
    this.items = [...fields];
    this.reference = fields;
    makeAutoObservable<DataFormEditor, 'reference'>(this, { reference: false });
  }

  setTitle(title: string) {
    this.title = title;
  }

  addItem(item: DataFormItem): EditorResult<DataFormItem> {
    const id = nextDataItemId(this.items);
    if (id === null) return { ok: false, message: FORM_MSG.tooManyItems };
    const added: DataFormItem = { ...item, id, is_new: true, name: '', isSystem: false, moduleName: '' };
    this.items.push(added);
    return { ok: true, value: added };
  }

  replaceItem(index: number, item: DataFormItem) {
    const current = this.items[index];
    if (!current) return;
    const locked = dataFlagsLocked(current) ? { require: current.require, isCondition: current.isCondition } : {};
    this.items[index] = { ...item, ...locked, id: current.id, is_new: current.is_new, name: current.name, moduleName: current.moduleName, isSystem: current.isSystem };
  }

  /** §4/§5: none of the system items can be deleted, and one item must remain. */
  removeItem(index: number): EditorResult {
    const item = this.items[index];
    if (!item) return { ok: false, message: FORM_MSG.badItem };
    if (this.items.length <= 1) return { ok: false, message: FORM_MSG.keepOneItem };
    if (item.isSystem) return { ok: false, message: FORM_MSG.systemItemUndeletable };
    this.items.splice(index, 1);
    return { ok: true, value: undefined };
  }

  canMove(index: number, direction: -1 | 1): boolean {
    const target = index + direction;
    return target >= 0 && target < this.items.length;
  }

  move(index: number, direction: -1 | 1) {
    if (this.canMove(index, direction)) this.reorder(index, index + direction);
  }

  reorder(from: number, to: number) {
    if (from === to || from < 0 || to < 0 || from >= this.items.length || to >= this.items.length) return;
    const [moved] = this.items.splice(from, 1);
    this.items.splice(to, 0, moved);
  }

  toRequest(): EditorResult<DataFormSaveRequest> {
    const fields = finalizeDataItems(this.items);
    const checked = checkDataForm(this.title, fields, this.reference);
    if (!checked.ok) return checked;
    return { ok: true, value: { ...(this.id ? { id: this.id } : {}), title: checked.value.title, fields: checked.value.fields } };
  }
}
