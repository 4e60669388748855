// The site's custom product fields (goodsField: getlist, save, remove) as the edit page and its
// 管理自定义字段 dialog see them: up to 36, each in a slot p_5 … p_40 the server picks (the lowest
// free one). A definition is checked by the shared rule (checkCustomFieldDef) before it is sent;
// the server checks it again and may still refuse — a 37th field added meanwhile elsewhere answers
// 自定义字段最多36个 — and its words are what the dialog shows.
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpError } from '../../../../kernel';
import { checkCustomFieldDef, lowestFreeSlot, PRODUCT_MSG, type ProductField, type ProductFieldSaveRequest } from '../../../../shared/domain/product';
import type { ProductApi } from '../../api';

export class CustomFieldsStore {
  fields: ProductField[] = [];
  loaded = false;
  /** A save or removal on its way. */
  busy = false;

  constructor(private readonly api: ProductApi) {
    makeAutoObservable<CustomFieldsStore, 'api'>(this, { api: false });
  }

  /** All 36 slots are taken: nothing more can be added. */
  get full(): boolean {
    return lowestFreeSlot(this.fields) === null;
  }

  async load(): Promise<void> {
    try {
      const fields = await this.api.fields();
      runInAction(() => {
        this.fields = fields;
        this.loaded = true;
      });
    } catch {
      // HttpService showed why; the form goes on without custom fields.
    }
  }

  /** The rule book's objection to a definition as typed, or null (the other fields' names count). */
  problemOf(def: Pick<ProductFieldSaveRequest, 'id' | 'name' | 'kind' | 'options'>): string | null {
    if (def.id === undefined && this.full) return PRODUCT_MSG.customFieldsFull;
    return checkCustomFieldDef(def, this.fields.filter((f) => f.id !== def.id));
  }

  /** Adds (no id) or changes a field; answers null when saved, else the message to show. */
  async save(def: ProductFieldSaveRequest): Promise<string | null> {
    const request: ProductFieldSaveRequest = {
      ...def,
      name: def.name.trim(),
      options: def.kind === 'select' ? (def.options ?? []).map((o) => o.trim()).filter(Boolean) : undefined,
    };
    const problem = this.problemOf(request);
    if (problem) return problem;
    this.busy = true;
    try {
      await this.api.saveField(request);
      await this.load();
      return null;
    } catch (error) {
      // A 37th field, a name taken meanwhile: the server's own words.
      return error instanceof HttpError ? error.message : String(error);
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Removes a field (its values on every product are cleared by the server); true when done. */
  async remove(id: number): Promise<boolean> {
    this.busy = true;
    try {
      await this.api.removeField(id);
      await this.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
