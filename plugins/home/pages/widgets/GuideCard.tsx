// Setup guide: the steps of building a site, checked off from real data.
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { Button, Progress } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { TOKENS, useService } from '../../../../kernel';
import { HOME_STORE } from '../../tokens';
import { SectionState } from './SectionState';
import { serverLabel } from './serverLabel';
import { Panel } from '../../../../shared/ui/panel/Panel';

export const GuideCard = observer(function GuideCard() {
  const store = useService(HOME_STORE);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`home.guide.${key}`, params);
  return (
    <Panel title={t('title')} data-testid="home-guide">
      <SectionState section={store.guide} onRetry={() => store.loadAll()}>
        {(steps) => {
          const done = steps.filter((s) => s.done).length;
          return (
            <>
              <Progress percent={steps.length ? Math.round((done / steps.length) * 100) : 0} format={() => t('progress', { done, total: steps.length })} />
              {steps.map((step) => (
                <div key={step.key} className="home-guide-step">
                  <span className={step.done ? 'home-muted home-done' : undefined}>
                    {step.done && <CheckCircleFilled style={{ color: '#52c41a', marginRight: 6 }} />}
                    {serverLabel(i18n, `home.guide.steps.${step.key}`, step.title)}
                  </span>
                  {step.done ? (
                    <span className="home-success">{t('done')}</span>
                  ) : (
                    <Button type="link" size="small" onClick={() => navigate(step.link)}>
                      {t('todo')}
                    </Button>
                  )}
                </div>
              ))}
            </>
          );
        }}
      </SectionState>
    </Panel>
  );
});
