import type { CallInput } from '../http/types';
import type { Endpoint, TaskView } from '../../../shared/domain';

/**
 * Background tasks of the active site (issue 9): start one, follow its progress, cancel it,
 * download its result. The state lives on the server, so the list after a reload is the truth;
 * while any task is unfinished the service polls (every TASK_POLL_MS) and stops when none is.
 */
export interface TaskService {
  /** The site's latest tasks, newest first (unfinished and recently finished). */
  readonly tasks: readonly TaskView[];
  /** How many of them are queued or running. */
  readonly unfinished: number;
  /** Calls an endpoint that starts a task (it answers `{ taskId }`) and follows the task. */
  start(endpoint: Endpoint, input?: CallInput): Promise<TaskView>;
  /** The latest state known of one task (it is fetched and followed when not in the list). */
  watch(id: number): TaskView | undefined;
  follow(id: number): Promise<TaskView>;
  /** Reads the list again (and polls on while a task is unfinished). */
  refresh(): Promise<void>;
  /** Asks the server to cancel (after the user confirmed); the list shows the outcome. */
  cancel(id: number): Promise<void>;
  /** Downloads a finished task's result file and hands it to the user. */
  download(id: number): Promise<void>;
  /** Stops polling (sign-out, site switch); the next refresh starts again. */
  stop(): void;
}
