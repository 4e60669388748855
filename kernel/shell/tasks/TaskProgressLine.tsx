// One task as the operator sees it: its title and state, a progress bar (done / total, or moving
// while the total is unknown), the stage or the reason it failed, and what can be done with it
// (cancel while unfinished, download once it succeeded with a file). Used by the header's task list
// and, through shared/ui's InlineTask, by any plugin page.
import { Button, Progress, Space, Tag, Typography } from 'antd';
import { isTaskFinished, TASK_STATE_LABELS, type TaskState, type TaskView } from '../../../shared/domain';
import { useT } from '../hooks/useT';

const STATE_COLORS: Record<TaskState, string> = { queued: 'default', running: 'processing', succeeded: 'success', failed: 'error', cancelled: 'default' };

export function taskPercent(task: TaskView): number {
  if (task.state === 'succeeded') return 100;
  return task.total > 0 ? Math.min(100, Math.floor((task.done * 100) / task.total)) : 0;
}

export interface TaskProgressLineProps {
  task: TaskView;
  onCancel?: (task: TaskView) => void;
  onDownload?: (task: TaskView) => void;
}

export function TaskProgressLine({ task, onCancel, onDownload }: TaskProgressLineProps) {
  const t = useT();
  const unfinished = !isTaskFinished(task);
  const status = task.state === 'failed' ? 'exception' : task.state === 'succeeded' ? 'success' : unfinished ? 'active' : 'normal';
  const detail = task.state === 'failed' ? task.error
    : task.state === 'queued' ? t('kernel.tasks.queued')
      : unfinished && task.total > 0 ? `${task.stage} ${t('kernel.tasks.progress', { done: task.done, total: task.total })}`
        : task.state === 'running' ? task.stage : null;
  return (
    <div className="task-line" data-testid="task-line" data-task-id={task.id} data-state={task.state}>
      <div className="task-line-head">
        <Typography.Text className="task-line-title" ellipsis={{ tooltip: task.title }}>{task.title}</Typography.Text>
        <Tag color={STATE_COLORS[task.state]}>{TASK_STATE_LABELS[task.state]}</Tag>
      </div>
      <Progress percent={taskPercent(task)} status={status} size="small" aria-label={`${task.title} ${taskPercent(task)}%`} />
      <div className="task-line-foot">
        {detail && <Typography.Text type={task.state === 'failed' ? 'danger' : 'secondary'} className="task-line-detail">{detail}</Typography.Text>}
        <Space size={4} className="task-line-actions">
          {unfinished && onCancel && !task.cancelRequested && (
            <Button size="small" type="link" danger onClick={() => onCancel(task)}>{t('kernel.tasks.cancel')}</Button>
          )}
          {task.state === 'succeeded' && task.resultName && onDownload && (
            <Button size="small" type="link" onClick={() => onDownload(task)}>{t('kernel.tasks.download')}</Button>
          )}
        </Space>
      </div>
    </div>
  );
}
