// The tasks area's services (bound into the AI plugin's container module): its API client and its
// stores (fresh per page visit).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import type { AiAccessStore } from '../access/store/AiAccessStore';
import { AI_ACCESS_STORE } from '../access/tokens';
import { TaskApi } from './api';
import { TaskDetailStore } from './store/TaskDetailStore';
import { TaskListStore } from './store/TaskListStore';
import { TASK_API, TASK_DETAIL_STORE, TASK_LIST_STORE } from './tokens';

/** The page's quota line reads again after articles were written. */
const quotaRefresher = (access: AiAccessStore) => () => void access.refreshQuota();

export function bindTasksArea({ bind }: ContainerModuleLoadOptions): void {
  bind(TASK_API).toDynamicValue((ctx) => new TaskApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(TASK_LIST_STORE).toDynamicValue((ctx) => new TaskListStore(ctx.get(TASK_API), ctx.get(TOKENS.tasks), quotaRefresher(ctx.get<AiAccessStore>(AI_ACCESS_STORE))));
  bind(TASK_DETAIL_STORE).toDynamicValue((ctx) => new TaskDetailStore(ctx.get(TASK_API), ctx.get(TOKENS.tasks), quotaRefresher(ctx.get<AiAccessStore>(AI_ACCESS_STORE))));
}
