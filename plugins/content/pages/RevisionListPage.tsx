// /zhContent/historyList?id=: every save of an article is a revision that can be viewed and restored.
import { Button, Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS, useService } from '../../../kernel';
import type { RevisionRow } from '../../../shared/domain';
import { RevisionTable } from '../../../shared/ui/history/RevisionTable';
import { ListState } from '../../../shared/ui/list/ListState';
import { CONTENT_API } from '../tokens';

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
      <RevisionTable<RevisionRow>
        list={list}
        titleOf={(row) => row.title}
        labels={{ version: t('version'), title: i18n.t('content.list.title'), editor: t('editor'), time: t('time'), actions: i18n.t('content.list.actions'), view: t('view'), empty: t('empty') }}
        onView={(row) => navigate(`/zhContent/historyEdit?id=${id}&rid=${row.rid}&type=${type}`)}
      />
    </Card>
  );
});

export default RevisionListPage;
