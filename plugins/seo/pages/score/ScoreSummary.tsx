// The head of the report: the score as a big number on a dial with its level, when it was checked
// and how many pages; 开始检测 / 重新检测 and 关闭检测; the evaluation under way followed inline.
import { Alert, Button, Progress, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import dayjs from 'dayjs';
import { TOKENS, useClickGuard, useService } from '../../../../kernel';
import type { ScoreLevel } from '../../../../shared/domain/seo/score';
import { InlineTask } from '../../../../shared/ui/task/InlineTask';
import { SCORE_STORE } from '../../tokens';

export const LEVEL_COLORS: Record<ScoreLevel, string> = { excellent: '#52c41a', good: '#1677ff', fair: '#faad14', poor: '#ff4d4f' };

export const ScoreSummary = observer(function ScoreSummary() {
  const store = useService(SCORE_STORE);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`seo.score.${key}`, params);
  const startGuard = useClickGuard();
  const closeGuard = useClickGuard();
  const status = store.status;
  const run = store.latest;
  const running = store.taskId !== null;

  const start = (
    <Button type="primary" loading={store.starting || running} onClick={() => { if (startGuard.trigger()) void store.evaluate(); }}>
      {run ? t('restart') : t('start')}
    </Button>
  );

  return (
    <div className="seo-score-summary">
      {run ? (
        <div className="seo-score-head">
          <Progress
            type="dashboard"
            percent={run.score}
            size={150}
            strokeColor={LEVEL_COLORS[run.level]}
            format={() => (
              <span className="seo-score-number" data-testid="score-number" aria-label={`${t('score')} ${run.score}`}>
                {run.score}<small>{t('scoreUnit')}</small>
              </span>
            )}
          />
          <div className="seo-score-facts">
            <Tag color={LEVEL_COLORS[run.level]} className="seo-score-level" data-testid="score-level">{t(`levels.${run.level}`)}</Tag>
            <Typography.Text type="secondary" data-testid="score-time">{t('checkedAt', { at: dayjs(run.finishedAt).format('YYYY-MM-DD HH:mm:ss') })}</Typography.Text>
            <Typography.Text type="secondary">{t('checkedPages', { count: run.records })}</Typography.Text>
            <Space wrap>
              {start}
              {status?.enabled && (
                <Button danger loading={store.closing} onClick={() => { if (closeGuard.trigger()) void store.close(); }}>{t('close')}</Button>
              )}
            </Space>
          </div>
        </div>
      ) : (
        <div className="seo-score-empty" data-testid="score-empty">
          <Typography.Paragraph type="secondary">{t('empty')}</Typography.Paragraph>
          {start}
        </div>
      )}
      {status && !status.enabled && run && <Alert className="seo-score-note" type="info" showIcon title={t('closedNote')} />}
      {store.taskId !== null && (
        <div className="seo-score-task">
          <InlineTask taskId={store.taskId} onFinished={(task) => void store.evaluationFinished(task)} />
        </div>
      )}
    </div>
  );
});
