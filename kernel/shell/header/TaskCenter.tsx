// Header entry beside the message centre: a badge with the number of unfinished tasks, and a
// popover with the site's latest tasks — progress while they run, then their outcome and result.
// The list is read at start (so a reload shows tasks still running) and whenever it is opened.
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { HeaderPopover } from './HeaderPopover';

// The list (progress lines, their buttons) loads when the popover first opens.
const TaskList = lazy(() => import(/* webpackChunkName: "shell-task-list" */ './TaskList'));

export const TaskCenter = observer(function TaskCenter() {
  const tasks = useService(TOKENS.tasks);
  const site = useService(TOKENS.site);
  const i18n = useService(TOKENS.i18n);
  const [open, setOpen] = useState(false);

  // Tasks belong to the active site: read them again when it changes; stop polling on the way out.
  useEffect(() => {
    void tasks.refresh();
    return () => tasks.stop();
  }, [tasks, site.home?.twebId]);

  const label = i18n.t('kernel.tasks.title');
  const content = (
    <Suspense fallback={<div className="task-center" aria-busy="true" />}>
      <TaskList />
    </Suspense>
  );

  return (
    <HeaderPopover
      label={label}
      title={tasks.unfinished > 0 ? `${label} · ${i18n.t('kernel.tasks.running', { n: tasks.unfinished })}` : label}
      count={tasks.unfinished}
      icon={<UnorderedListOutlined className="header-icon" />}
      badgeColor="#1677ff"
      width={340}
      open={open}
      onOpenChange={(value) => {
        setOpen(value);
        if (value) void tasks.refresh();
      }}
    >
      {content}
    </HeaderPopover>
  );
});
