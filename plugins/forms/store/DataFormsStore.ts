// Data forms of the active site: list with search and paging, remove, publish.
import { inject, injectable } from 'inversify';
import type { DataFormSummary } from '../../../shared/domain';
import type { FormsApi } from '../api';
import { FORMS_API } from '../tokens';
import { ListState } from '../../../shared/ui/list/ListState';

@injectable()
export class DataFormsStore {
  readonly list: ListState<DataFormSummary>;

  constructor(@inject(FORMS_API) private readonly api: FormsApi) {
    this.list = new ListState((query) => this.api.dataForms(query));
  }

  async publish(id: number, published: boolean): Promise<boolean> {
    try {
      await this.api.publishDataForm(id, published);
      await this.list.load();
      return true;
    } catch {
      return false;
    }
  }

  async remove(id: number): Promise<boolean> {
    try {
      await this.api.removeDataForm(id);
      await this.list.load();
      return true;
    } catch {
      return false;
    }
  }
}
