// Lead forms of the active site: list with search and paging, remove, publish.
import { inject, injectable } from 'inversify';
import type { LeadFormSummary } from '../../../shared/domain';
import type { FormsApi } from '../api';
import { FORMS_API } from '../tokens';
import { ListState } from '../../../shared/ui/list/ListState';

@injectable()
export class LeadFormsStore {
  readonly list: ListState<LeadFormSummary>;

  constructor(@inject(FORMS_API) private readonly api: FormsApi) {
    this.list = new ListState((query) => this.api.list(query));
  }

  async remove(id: number): Promise<boolean> {
    try {
      await this.api.remove(id);
      await this.list.load();
      return true;
    } catch {
      return false;
    }
  }

  async publish(id: number, published: boolean): Promise<boolean> {
    try {
      await this.api.publish(id, published);
      await this.list.load();
      return true;
    } catch {
      return false;
    }
  }
}
