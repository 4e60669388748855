// The state of the lead-form dialog (add or edit, §4): title, items in order, button settings.
// Every rule comes from shared/domain/forms; this class only applies them to the dialog's state.
import { makeAutoObservable } from 'mobx';
import {
  FORM_MSG,
  canDeleteItem,
  checkLeadForm,
  defaultLeadFormFields,
  lowestFreeFieldName,
  nameItemsOnAdd,
  nextItemId,
  type FormItem,
  type FormVariant,
  type LeadFormFields,
  type TextAlign,
} from '../../../shared/domain/forms';
import { LEAD_FORM_MAX_ITEMS, type LeadFormSaveRequest } from '../../../shared/domain';

export type EditorResult<T = void> = { ok: true; value: T } | { ok: false; message: string };

export class LeadFormEditor {
  title: string;
  items: FormItem[];
  buttonName: string;
  popupName: string;
  textAlign: TextAlign;
  private readonly buttonWidth: string;
  private readonly verifyWidth: string;
  /** System items the form must keep (the stored form's, or the variant's default). */
  private readonly reference: readonly FormItem[];

  constructor(
    readonly mode: 'add' | 'edit',
    readonly variant: FormVariant,
    readonly id?: number,
    stored?: { title: string; fields: LeadFormFields },
  ) {
    const fields = stored?.fields ?? defaultLeadFormFields(variant);
    this.title = stored?.title ?? '';
    this.items = fields.contentList;
    this.buttonName = fields.buttonName;
    this.popupName = fields.popupName;
    this.textAlign = fields.textAlign;
    this.buttonWidth = fields.buttonWidth;
    this.verifyWidth = fields.verifyWidth;
    this.reference = fields.contentList;
    makeAutoObservable<LeadFormEditor, 'reference' | 'buttonWidth' | 'verifyWidth'>(this, { reference: false, buttonWidth: false, verifyWidth: false });
  }

  get canAdd(): boolean {
    return this.items.length < LEAD_FORM_MAX_ITEMS;
  }

  setTitle(title: string) {
    this.title = title;
  }

  setButton(patch: Partial<Pick<LeadFormEditor, 'buttonName' | 'popupName' | 'textAlign'>>) {
    Object.assign(this, patch);
  }

  /**
   * Adds an item from the item dialog: at most 20 (表单项最多添加20条); the id is max + 1; in edit
   * mode the name is the lowest free field0–field15, in add mode names are given on save (§4).
   */
  addItem(item: FormItem): EditorResult<FormItem> {
    if (!this.canAdd) return { ok: false, message: FORM_MSG.tooManyItems };
    let name = '';
    if (this.mode === 'edit') {
      const free = lowestFreeFieldName(this.items);
      if (!free) return { ok: false, message: FORM_MSG.noFreeName };
      name = free;
    }
    const added = { ...item, id: nextItemId(this.items), name, moduleName: '', isSystem: false };
    this.items.push(added);
    return { ok: true, value: added };
  }

  replaceItem(index: number, item: FormItem) {
    const current = this.items[index];
    if (!current) return;
    // Identity stays with the row: the dialog edits content, never id, name or system role.
    this.items[index] = { ...item, id: current.id, name: current.name, moduleName: current.moduleName, isSystem: current.isSystem };
  }

  removeItem(index: number): EditorResult {
    const item = this.items[index];
    if (!item) return { ok: false, message: FORM_MSG.badItem };
    if (!canDeleteItem(item)) return { ok: false, message: FORM_MSG.systemItemUndeletable };
    this.items.splice(index, 1);
    return { ok: true, value: undefined };
  }

  /** Up/down arrows: the first has no up arrow, the last no down arrow (§4). */
  canMove(index: number, direction: -1 | 1): boolean {
    const target = index + direction;
    return target >= 0 && target < this.items.length;
  }

  move(index: number, direction: -1 | 1) {
    if (!this.canMove(index, direction)) return;
    this.reorder(index, index + direction);
  }

  /** Drag and drop: the item at `from` lands at `to`. */
  reorder(from: number, to: number) {
    if (from === to || from < 0 || to < 0 || from >= this.items.length || to >= this.items.length) return;
    const [moved] = this.items.splice(from, 1);
    this.items.splice(to, 0, moved);
  }

  /** The save request, checked with the same rules the server applies. */
  toRequest(): EditorResult<LeadFormSaveRequest> {
    const contentList = this.mode === 'add' ? nameItemsOnAdd(this.items) : this.items;
    const fields: LeadFormFields = {
      contentList,
      buttonName: this.buttonName,
      popupName: this.popupName,
      textAlign: this.textAlign,
      buttonWidth: this.buttonWidth,
      verifyWidth: this.verifyWidth,
    };
    const checked = checkLeadForm(this.title, fields, this.reference);
    if (!checked.ok) return checked;
    return { ok: true, value: { ...(this.id ? { id: this.id } : {}), title: checked.value.title, fields: JSON.stringify(checked.value.fields) } };
  }
}
