// One import as it goes: the task's line (stage, rows checked or written, cancel) followed until it
// ends, then what it did (the result view carries the report's download). Shown in the import
// dialog and, when the dialog is closed (or after a reload), on the list page.
import { Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../../kernel';
import { TASK_STATE_LABELS } from '../../../../shared/domain';
import { InlineTask } from '../../../../shared/ui/task/InlineTask';
import { PRODUCT_EXCEL } from '../../tokens';
import { ImportResultView } from './ImportResultView';

export const ImportTaskView = observer(function ImportTaskView({ taskId }: { taskId: number }) {
  const store = useService(PRODUCT_EXCEL);
  const task = store.importTask;
  const result = task?.id === taskId ? store.importResult : null;
  return (
    <div data-testid="import-task" data-state={task?.state}>
      {result && task ? (
        <>
          <div className="px-task-head">
            <Typography.Text className="px-task-title" ellipsis={{ tooltip: task.title }}>{task.title}</Typography.Text>
            <Tag color="success">{TASK_STATE_LABELS.succeeded}</Tag>
          </div>
          <ImportResultView result={result} hasReport={!!task.resultName} onDownloadReport={() => void store.downloadReport()} />
        </>
      ) : (
        <InlineTask taskId={taskId} />
      )}
    </div>
  );
});
