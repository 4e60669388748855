// A background task shown inside a plugin page (an export started from a list, a sitemap being
// generated): the same line as in the header's task list, followed until it ends. `onFinished`
// runs once when the task ends while the page shows it (an export hands its file over at once).
//   const view = await tasks.start(API.messageExportTask, { body: query });
//   <InlineTask taskId={view.id} onFinished={(t) => t.state === 'succeeded' && actions.download(t)} />
import { Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { TaskProgressLine, TOKENS, useService, useTaskActions } from '../../../kernel';
import { isTaskFinished, type TaskView } from '../../domain';

export interface InlineTaskProps {
  taskId: number;
  onFinished?: (task: TaskView) => void;
}

export const InlineTask = observer(function InlineTask({ taskId, onFinished }: InlineTaskProps) {
  const tasks = useService(TOKENS.tasks);
  const actions = useTaskActions();
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (!tasks.watch(taskId)) void tasks.follow(taskId).catch(() => undefined);
  }, [tasks, taskId]);
  const task = tasks.watch(taskId);
  const finished = task !== undefined && isTaskFinished(task);
  useEffect(() => {
    if (task && finished && reported.current !== task.id) {
      reported.current = task.id;
      onFinished?.(task);
    }
  }, [task, finished, onFinished]);
  if (!task) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  return <TaskProgressLine task={task} onCancel={actions.cancel} onDownload={actions.download} />;
});
