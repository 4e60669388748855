import { createToken } from '../../../kernel';
import type { TaskApi } from './api';
import type { TaskDetailStore } from './store/TaskDetailStore';
import type { TaskListStore } from './store/TaskListStore';

export const TASK_API = createToken<TaskApi>('ai.tasks.api');
export const TASK_LIST_STORE = createToken<TaskListStore>('ai.tasks.listStore');
export const TASK_DETAIL_STORE = createToken<TaskDetailStore>('ai.tasks.detailStore');
