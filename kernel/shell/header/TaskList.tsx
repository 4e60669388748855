// The task centre's list: each of the site's latest tasks with its progress, outcome and result.
// Loaded when the popover first opens, so its widgets stay out of the first screen.
import { Empty } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { TaskProgressLine } from '../tasks/TaskProgressLine';
import { useTaskActions } from '../tasks/useTaskActions';

const TaskList = observer(function TaskList() {
  const tasks = useService(TOKENS.tasks);
  const i18n = useService(TOKENS.i18n);
  const actions = useTaskActions();
  return (
    <div className="task-center" data-testid="task-center">
      {tasks.tasks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={i18n.t('kernel.tasks.empty')} />
      ) : (
        tasks.tasks.map((task) => <TaskProgressLine key={task.id} task={task} onCancel={actions.cancel} onDownload={actions.download} />)
      )}
    </div>
  );
});

export default TaskList;
