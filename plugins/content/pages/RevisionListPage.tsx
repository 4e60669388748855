// /zhContent/historyList?id=: every save of an article is a revision that can be viewed and restored.
import { Button, Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../kernel';
import type { RevisionRow } from '../../../shared/domain';
import { ListState } from '../../../shared/ui/list/ListState';
import { CONTENT_API } from '../tokens';
import { FitTable } from '../../../shared/ui/list/FitTable';

const RevisionListPage = observer(function RevisionListPage() {
  const api = useService(CONTENT_API);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const type = params.get('type') ?? '1';
  const [list] = useState(() => new ListState<RevisionRow>((q) => api.history(id, q.page, q.rows)));
  const t = (key: string, p?: Record<string, string | number>) => i18n.t(`content.history.${key}`, p);

  useEffect(() => {
    void list.load();
  }, [list]);

  return (
    <Card title={t('title')} extra={<Button onClick={() => navigate(-1)}>{t('back')}</Button>}>
      <FitTable<RevisionRow>
        rowKey="rid"
        loading={list.loading}
        dataSource={list.rows}
        locale={{ emptyText: t('empty') }}
        columns={[
          { title: t('version'), dataIndex: 'version', width: 90, minWidth: 64, render: (v: number) => `v${v}` },
          { title: i18n.t('content.list.title'), dataIndex: 'title', minWidth: 200, ellipsis: true },
          { title: t('editor'), dataIndex: 'editor', width: 140, minWidth: 96, dropOrder: 1, ellipsis: true },
          { title: t('time'), dataIndex: 'created_at', width: 180, minWidth: 168, render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss') },
          {
            title: i18n.t('content.list.actions'),
            key: 'actions',
            width: 100,
            minWidth: 72,
            render: (_: unknown, row) => (
              <Button type="link" size="small" onClick={() => navigate(`/zhContent/historyEdit?id=${id}&rid=${row.rid}&type=${type}`)}>
                {t('view')}
              </Button>
            ),
          },
        ]}
        pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, onChange: (p, s) => list.setPage(p, s) }}
      />
    </Card>
  );
});

export default RevisionListPage;
