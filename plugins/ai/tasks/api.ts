// AI写作任务's calls (admin_ai/*): the list and one task, the form saved, cancel and retry; the
// article categories of a type through content's own endpoint (Category/getlist).
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type { AiTaskDetail, AiTaskForm, AiTaskListQuery, AiTaskRow } from '../../../shared/domain/ai/tasks';
import type { ListData } from '../../../shared/domain/api/envelope';
import type { Category } from '../../../shared/domain/api/content';

export class TaskApi {
  constructor(private readonly http: HttpService) {}

  /** Silent: a poll that fails keeps what is shown and tries again. */
  list(query: AiTaskListQuery, silent = false): Promise<ListData<AiTaskRow>> {
    return this.http.call<ListData<AiTaskRow>>(API.aiTaskList, { query: { ...query } }, { silent });
  }

  detail(id: number, silent = false): Promise<AiTaskDetail> {
    return this.http.call<AiTaskDetail>(API.aiTaskDetail, { query: { id } }, { silent });
  }

  save(form: AiTaskForm): Promise<{ id: number }> {
    return this.http.call<{ id: number }>(API.aiTaskSave, { body: { ...form } });
  }

  cancel(id: number): Promise<AiTaskRow> {
    return this.http.call<AiTaskRow>(API.aiTaskCancel, { body: { id } });
  }

  retry(id: number): Promise<AiTaskRow> {
    return this.http.call<AiTaskRow>(API.aiTaskRetry, { body: { id } });
  }

  categories(type: number): Promise<Category[]> {
    return this.http.call<Category[]>(API.categoryList, { query: { type } }, { silent: true });
  }
}
