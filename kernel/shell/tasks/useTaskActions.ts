// What the operator can do with a task, wherever it is shown: cancel after confirming, download
// its result. Refusals are toasted by the HTTP service (§8), so failures end here.
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import type { TaskView } from '../../../shared/domain';

export function useTaskActions(): { cancel(task: TaskView): Promise<void>; download(task: TaskView): Promise<void> } {
  const tasks = useService(TOKENS.tasks);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  return {
    async cancel(task) {
      const sure = await notifier.confirm({
        title: i18n.t('kernel.tasks.cancelConfirmTitle'),
        content: i18n.t(task.keepsDoneWork ? 'kernel.tasks.cancelConfirmKeeps' : 'kernel.tasks.cancelConfirm', { title: task.title }),
        danger: true,
      });
      if (!sure) return;
      await tasks.cancel(task.id).then(() => notifier.info(i18n.t('kernel.tasks.cancelled')), () => undefined);
    },
    async download(task) {
      await tasks.download(task.id).catch(() => undefined);
    },
  };
}
