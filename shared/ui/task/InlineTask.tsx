// A background task shown inside a plugin page (an export started from a list, a sitemap being
// generated): the same line as in the header's task list, followed until it ends.
//   const view = await tasks.start(API.messageExportTask, { body: query });
//   <InlineTask taskId={view.id} />
import { Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TaskProgressLine, TOKENS, useService, useTaskActions } from '../../../kernel';

export const InlineTask = observer(function InlineTask({ taskId }: { taskId: number }) {
  const tasks = useService(TOKENS.tasks);
  const actions = useTaskActions();
  useEffect(() => {
    if (!tasks.watch(taskId)) void tasks.follow(taskId).catch(() => undefined);
  }, [tasks, taskId]);
  const task = tasks.watch(taskId);
  if (!task) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  return <TaskProgressLine task={task} onCancel={actions.cancel} onDownload={actions.download} />;
});
