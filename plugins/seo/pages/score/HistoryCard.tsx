// Past evaluations of the site: when, the score and level, how many pages, and the checks that lost
// the most points.
import { Alert, Button, Card, Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../../kernel';
import type { ScoreRun } from '../../../../shared/domain/seo/score';
import { SCORE_STORE } from '../../tokens';
import { points } from './CheckTable';
import { LEVEL_COLORS } from './ScoreSummary';

export const HistoryCard = observer(function HistoryCard() {
  const store = useService(SCORE_STORE);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`seo.score.${key}`, params);
  const list = store.history;

  useEffect(() => {
    void list.load();
  }, [list]);

  const mostLost = (run: ScoreRun) => {
    const lost = run.checks.filter((c) => c.deduction > 0).sort((a, b) => b.deduction - a.deduction).slice(0, 3);
    return lost.length ? lost.map((c) => `${t(`checks.${c.check}`)} -${points(c.deduction)}`).join('，') : t('none');
  };

  return (
    <Card title={t('historyTitle')}>
      {list.error && <Alert type="error" showIcon title={t('loadFailed', { message: list.error })} action={<Button onClick={() => list.load()}>{t('retry')}</Button>} />}
      <Table<ScoreRun>
        data-testid="score-history"
        size="small"
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        locale={{ emptyText: t('historyEmpty') }}
        pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, showTotal: (total) => t('historyTotal', { total }), onChange: (page, size) => list.setPage(page, size) }}
        columns={[
          { title: t('historyAt'), dataIndex: 'finishedAt', width: 180, render: (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
          { title: t('score'), dataIndex: 'score', width: 80, align: 'right' },
          { title: t('historyLevel'), dataIndex: 'level', width: 90, render: (level: ScoreRun['level']) => <Tag color={LEVEL_COLORS[level]}>{t(`levels.${level}`)}</Tag> },
          { title: t('historyPages'), dataIndex: 'records', width: 90, align: 'right' },
          { title: t('historyLost'), key: 'lost', render: (_: unknown, run) => mostLost(run) },
        ]}
      />
    </Card>
  );
});
