// The clone area's calls (§4): the count of the chosen content (ensiteInfo), the start (a task the store
// follows through the kernel's TaskService) and the site's latest clone (ours, for the card after a reload).
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type { TaskStarted } from '../../../shared/domain/api/tasks';
import type { CloneContent, CloneStatus, TranslationInfo } from '../../../shared/domain/sites/clone';

export type { CloneStatus };

export class CloneApi {
  constructor(private readonly http: HttpService) {}

  status(): Promise<CloneStatus> {
    return this.http.call<CloneStatus>(API.cloneStatus, undefined, { silent: true });
  }

  /** silent: the dialog shows a refusal itself (强制翻译 needed, no en entitlement, a clone already run). */
  start(types: CloneContent[], force: boolean): Promise<TaskStarted> {
    return this.http.call<TaskStarted>(API.cloneStart, { body: { types, ...(force ? { force: true } : {}) } }, { silent: true });
  }

  /** silent: the dialog shows a refusal itself. */
  info(types: CloneContent[]): Promise<TranslationInfo> {
    return this.http.call<TranslationInfo>(API.cloneInfo, { body: { types } }, { silent: true });
  }
}
