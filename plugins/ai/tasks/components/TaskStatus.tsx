// A task's status tag (排队中/进行中/已完成/失败/已取消) and its progress bar (done/total).
import { Progress, Tag } from 'antd';
import type { AiTaskItemStatus, AiTaskStatus } from '../../../../shared/domain/ai/tasks';
import { useTasksT } from '../text';

const COLOR: Record<AiTaskStatus, string> = { queued: 'default', running: 'processing', done: 'success', failed: 'error', cancelled: 'warning' };
const ITEM_COLOR: Record<AiTaskItemStatus, string> = { pending: 'default', running: 'processing', done: 'success', skipped: 'warning', failed: 'error' };

export function TaskStatusTag({ status }: { status: AiTaskStatus }) {
  const t = useTasksT();
  return <Tag color={COLOR[status]} data-testid="ai-task-status">{t(`status.${status}`)}</Tag>;
}

export function ItemStatusTag({ status }: { status: AiTaskItemStatus }) {
  const t = useTasksT();
  return <Tag color={ITEM_COLOR[status]}>{t(`itemStatus.${status}`)}</Tag>;
}

export function TaskProgress({ done, total, status }: { done: number; total: number; status: AiTaskStatus }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="ai-task-progress" data-testid="ai-task-progress">
      <Progress percent={percent} size="small" showInfo={false} status={status === 'failed' ? 'exception' : status === 'running' ? 'active' : status === 'done' ? 'success' : 'normal'} />
      <span className="ai-task-progress-count">{done}/{total}</span>
    </div>
  );
}
