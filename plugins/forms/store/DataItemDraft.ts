// The state of the data item dialog: type (input, radio, image, file), title, hint, options and
// the flags; a system item's condition and required flags are locked (§4).
import { makeAutoObservable, toJS } from 'mobx';
import { dataItemProblem, defaultDataItem, parseOptions, typeChangeProblem, type DataFormItem, type DataItemType } from '../../../shared/domain/forms';

export class DataItemDraft {
  item: DataFormItem;

  constructor(
    readonly mode: 'add' | 'edit',
    existing?: DataFormItem,
  ) {
    // A plain copy: the caller's item may be an observable proxy (structuredClone refuses those).
    this.item = existing ? (JSON.parse(JSON.stringify(toJS(existing))) as DataFormItem) : defaultDataItem('input');
    makeAutoObservable(this);
  }

  get flagsLocked(): boolean {
    return this.item.isSystem;
  }

  chooseType(type: DataItemType): string | null {
    const problem = typeChangeProblem(this.item, type);
    if (problem) return problem;
    if (this.item.type === type) return null;
    const fresh = defaultDataItem(type);
    this.item = { ...fresh, id: this.item.id, is_new: this.item.is_new, name: this.item.name, moduleName: this.item.moduleName, isSystem: this.item.isSystem };
    return null;
  }

  set<K extends keyof DataFormItem>(key: K, value: DataFormItem[K]) {
    if (this.flagsLocked && (key === 'require' || key === 'isCondition')) return;
    this.item = { ...this.item, [key]: value };
  }

  setOptionsText(text: string) {
    this.item = { ...this.item, selectItem: text, options: parseOptions(text) };
  }

  finish(): { ok: true; item: DataFormItem } | { ok: false; message: string } {
    const item = { ...this.item, title: this.item.title.trim() };
    const problem = dataItemProblem(item);
    return problem ? { ok: false, message: problem } : { ok: true, item };
  }
}
