// A task row as the console sees it (shared/domain/api/tasks.ts TaskView): no input, no file path.
import type { TaskView } from '../../../shared/domain/api/tasks';
import type { TaskRow } from './store';

function parsedResult(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const time = (value: number | null) => (value === null ? null : Number(value));

/** `keepsDoneWork`: the kind's declaration (what a cancel leaves behind, said before cancelling). */
export function taskView(row: TaskRow, keepsDoneWork = false): TaskView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    state: row.state,
    done: Number(row.done),
    total: Number(row.total),
    stage: row.stage,
    error: row.state === 'failed' ? row.error : null,
    resultName: row.state === 'succeeded' ? row.result_name : null,
    result: row.state === 'succeeded' ? parsedResult(row.result) : null,
    cancelRequested: row.cancel_requested === 1,
    keepsDoneWork,
    createdAt: Number(row.created_at),
    startedAt: time(row.started_at),
    finishedAt: time(row.finished_at),
  };
}
