// The Chinese texts of the task service that only the server says (the ones the console shows too
// live in shared/domain/api/tasks.ts as TASK_MSG).
export { TASK_MSG } from '../../../shared/domain/api/tasks';

export const TASK_SERVER_MSG = {
  /** A kind's run threw something that is not an ApiError: the detail goes to the log only. */
  failed: '任务执行失败，请稍后重试',
  /** A queued task whose kind this server does not offer (removed, or a newer server started it). */
  unknownKind: '任务类型不可用，无法执行',
  /** The kind refused the input it was started with (a bug of the starting route). */
  badInput: '任务参数不合法',
} as const;
