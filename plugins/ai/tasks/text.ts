// Strings of the tasks area (ai.tasks.* of the plugin's bundle).
import { TOKENS, useService } from '../../../kernel';

export type TasksT = (key: string, params?: Record<string, string | number>) => string;

export function useTasksT(): TasksT {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`ai.tasks.${key}`, params);
}
