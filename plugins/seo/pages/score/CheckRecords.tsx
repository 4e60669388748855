// The pages one check found in the report's run (expanded under the check's row): each with what
// is wrong and 去修改, which opens the editor or settings page that fixes it; paged on the server.
import { Alert, Button, Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { TOKENS, useService } from '../../../../kernel';
import type { ScoreCheckId, ScoreRecordRow } from '../../../../shared/domain/seo/score';
import { CellLink } from '../../../../shared/ui/list/CellLink';
import { SCORE_STORE } from '../../tokens';
import { detailText } from './detailText';

export const CheckRecords = observer(function CheckRecords({ check }: { check: ScoreCheckId }) {
  const store = useService(SCORE_STORE);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`seo.score.${key}`, params);
  const list = store.recordsOf(check);

  if (list.error) {
    return <Alert type="error" showIcon title={t('loadFailed', { message: list.error })} action={<Button onClick={() => list.load()}>{t('retry')}</Button>} />;
  }
  return (
    <Table<ScoreRecordRow>
      className="seo-score-records"
      data-testid={`score-records-${check}`}
      size="small"
      rowKey="id"
      loading={list.loading}
      dataSource={list.rows}
      locale={{ emptyText: t('noRecords') }}
      pagination={{
        current: list.page, pageSize: list.rowsPerPage, total: list.total, size: 'small', showSizeChanger: true,
        showTotal: (total) => t('recordsTotal', { total }), onChange: (page, size) => list.setPage(page, size),
      }}
      columns={[
        {
          title: t('page'), key: 'page', width: '38%',
          render: (_: unknown, row) => (row.kind === 'site' ? t('site') : (
            <span className="seo-score-page">
              <Tag>{t(`kinds.${row.kind}`)}</Tag>
              <CellLink to={row.fixPath} text={row.title} />
            </span>
          )),
        },
        { title: t('detail'), key: 'detail', render: (_: unknown, row) => detailText(row.check, row.detail, t) },
        { title: t('actions'), key: 'actions', width: 96, render: (_: unknown, row) => <Link to={row.fixPath} aria-label={`${t('fix')} ${row.title || t('site')}`}>{t('fix')}</Link> },
      ]}
    />
  );
});
