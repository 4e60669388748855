// Task list: what needs the operator's attention, each linking to where it is handled; labelled
// by key in the console's language (serverLabel).
import { Badge, Button, Empty } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { TOKENS, useService } from '../../../../kernel';
import { HOME_STORE } from '../../tokens';
import { SectionState } from './SectionState';
import { serverLabel } from './serverLabel';
import { Panel } from '../../../../shared/ui/panel/Panel';

export const TaskCard = observer(function TaskCard() {
  const store = useService(HOME_STORE);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const t = (key: string) => i18n.t(`home.tasks.${key}`);
  return (
    <Panel title={t('title')} data-testid="home-tasks">
      <SectionState section={store.tasks} onRetry={() => store.loadAll()}>
        {(tasks) => {
          const open = tasks.filter((task) => task.count > 0);
          if (open.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
          return (
            <ul className="home-task-list">
              {open.map((task) => (
                <li key={task.key}>
                  <div className="home-task-row">
                    <Badge count={task.count} overflowCount={999} color="#faad14" />
                    <span>{serverLabel(i18n, `home.tasks.items.${task.key}`, task.title)}</span>
                  </div>
                  <Button type="link" size="small" onClick={() => navigate(task.link)}>
                    {t('go')}
                  </Button>
                </li>
              ))}
            </ul>
          );
        }}
      </SectionState>
    </Panel>
  );
});
