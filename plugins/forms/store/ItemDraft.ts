// The state of the lead item dialog (§4, §5): the type chooser with its 'more types' panel, the
// item's settings, the length limits with their warnings.
import { makeAutoObservable, toJS } from 'mobx';
import {
  changeMax,
  changeMin,
  defaultItem,
  leadItemProblem,
  parseOptions,
  typeChangeProblem,
  type FormItem,
  type FormVariant,
  type LeadItemType,
} from '../../../shared/domain/forms';

/** Types offered up front; the rest sit in the 'more types' panel. */
export const COMMON_TYPES: readonly LeadItemType[] = ['input', 'textarea', 'radio', 'checkbox', 'select', 'date'];
export const MORE_TYPES: readonly LeadItemType[] = ['phone', 'email', 'IDCard', 'provinces', 'upload', 'uploadimg', 'uploadfile', 'text'];

export class ItemDraft {
  item: FormItem;
  moreTypesOpen: boolean;

  constructor(
    readonly mode: 'add' | 'edit',
    readonly variant: FormVariant,
    existing?: FormItem,
  ) {
    // A plain copy: the caller's item may be an observable proxy (structuredClone refuses those).
    this.item = existing ? (JSON.parse(JSON.stringify(toJS(existing))) as FormItem) : defaultItem('input', variant);
    // §4: editing an existing item opens the 'more types' panel.
    this.moreTypesOpen = mode === 'edit' && existing !== undefined;
    makeAutoObservable(this);
  }

  /**
   * Choosing a type loads its default template, or keeps the item when it is the same type being
   * edited; a system item's type cannot change (类型不支持修改). Answers the refusal, if any.
   */
  chooseType(type: LeadItemType): string | null {
    const problem = typeChangeProblem(this.item, type);
    if (problem) return problem;
    if (this.item.type === type) return null;
    const fresh = defaultItem(type, this.variant);
    this.item = { ...fresh, id: this.item.id, name: this.item.name, moduleName: this.item.moduleName, isSystem: this.item.isSystem };
    return null;
  }

  toggleMoreTypes() {
    this.moreTypesOpen = !this.moreTypesOpen;
  }

  set<K extends keyof FormItem>(key: K, value: FormItem[K]) {
    this.item = { ...this.item, [key]: value };
  }

  setOptionsText(text: string) {
    this.item = { ...this.item, selectItem: text, options: parseOptions(text) };
  }

  /** Required forces the minimum length to at least 1 (§5). */
  setRequire(require: boolean) {
    const min = require ? Math.max(1, this.item.minValue.value) : this.item.minValue.value;
    this.item = { ...this.item, require, minValue: { ...this.item.minValue, value: min } };
  }

  /** Answers the §5 warning when the value had to be reset. */
  setMin(raw: string | number | null): string | undefined {
    const outcome = changeMin(raw, { min: this.item.minValue.value, max: this.item.maxValue.value }, this.item.require);
    this.item = { ...this.item, minValue: { ...this.item.minValue, value: outcome.min } };
    return outcome.warning;
  }

  setMax(raw: string | number | null): string | undefined {
    const outcome = changeMax(raw, { min: this.item.minValue.value, max: this.item.maxValue.value });
    this.item = { ...this.item, maxValue: { ...this.item.maxValue, value: outcome.max } };
    return outcome.warning;
  }

  /** The item to hand back, or the §5 message that keeps the dialog open. */
  finish(): { ok: true; item: FormItem } | { ok: false; message: string } {
    const item = { ...this.item, title: this.item.title.trim() };
    const problem = leadItemProblem(item);
    return problem ? { ok: false, message: problem } : { ok: true, item };
  }
}
