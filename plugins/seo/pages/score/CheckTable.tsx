// The report's checks: each with its weight, the pages it found out of those it read, the points it
// lost and whether it passed; a check that found pages expands to them (CheckRecords).
import { Table, Tag, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { TOKENS, useService } from '../../../../kernel';
import { SCORE_CHECK_DEFS, type ScoreCheckResult, type ScoreRun } from '../../../../shared/domain/seo/score';
import { CheckRecords } from './CheckRecords';

/** Points from tenths: 35 → "3.5", 150 → "15". */
export const points = (tenths: number) => (tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1));

export const CheckTable = observer(function CheckTable({ run }: { run: ScoreRun }) {
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`seo.score.${key}`, params);
  return (
    <Table<ScoreCheckResult>
      data-testid="score-checks"
      size="middle"
      rowKey="check"
      dataSource={run.checks}
      pagination={false}
      expandable={{
        rowExpandable: (row) => row.affected > 0,
        expandedRowRender: (row) => <CheckRecords check={row.check} />,
        expandRowByClick: false,
      }}
      columns={[
        {
          title: t('check'), dataIndex: 'check',
          render: (check: ScoreCheckResult['check']) => (
            <Tooltip title={t(`hints.${check}`)}>
              <span className="seo-score-check" tabIndex={0}>{t(`checks.${check}`)}</span>
            </Tooltip>
          ),
        },
        { title: t('weight'), dataIndex: 'weight', width: 80, align: 'right' },
        {
          title: t('problems'), key: 'problems', width: 140, align: 'right',
          render: (_: unknown, row) => (SCORE_CHECK_DEFS[row.check].siteWide
            ? (row.affected ? t('siteWideYes') : '—')
            : t('problemsOf', { affected: row.affected, applicable: row.applicable })),
        },
        {
          title: t('deduction'), dataIndex: 'deduction', width: 90, align: 'right',
          render: (tenths: number) => (tenths ? <span className="seo-score-lost">-{points(tenths)}</span> : '0'),
        },
        {
          title: t('result'), key: 'result', width: 96,
          render: (_: unknown, row) => (row.affected ? <Tag color="orange">{t('toFix')}</Tag> : <Tag color="green">{t('passed')}</Tag>),
        },
      ]}
    />
  );
});
