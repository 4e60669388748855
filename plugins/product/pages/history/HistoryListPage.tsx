// /zhProduct/historyList?id= (product_history_list; no breadcrumb, 产品列表 stays highlighted, §2):
// every save of a product, newest first — version, name, who saved it and when — each opening its
// comparison with the product as it is now.
import { Button, Card, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS, usePageTitle, useService } from '../../../../kernel';
import type { ProductRevisionRow } from '../../../../shared/domain/product';
import { RevisionTable } from '../../../../shared/ui/history/RevisionTable';
import { ListState } from '../../../../shared/ui/list/ListState';
import { PRODUCT_API } from '../../tokens';
import { historyEditPath, useHistoryT } from './historyText';
import './history.css';

export function productIdOf(raw: string | null): number | null {
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

const HistoryListPage = observer(function HistoryListPage() {
  const api = useService(PRODUCT_API);
  const permission = useService(TOKENS.permission);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = productIdOf(params.get('id'));
  const t = useHistoryT();
  const [list] = useState(() => new ListState<ProductRevisionRow>((q) => api.history(id ?? 0, q.page, q.rows)));
  usePageTitle(t('listTitle'));

  useEffect(() => {
    if (id !== null) void list.load();
  }, [list, id]);

  const back = <Button onClick={() => navigate(`/zhProduct/add?id=${id}`)}>{t('backToEdit')}</Button>;
  if (id === null) return <Result status="warning" title={t('notFound')} extra={<Button onClick={() => navigate('/zhProduct/list')}>{t('back')}</Button>} />;
  // The newest version's name is the product's name now (the first page is newest first).
  const name = list.page === 1 ? list.rows[0]?.name : undefined;
  return (
    <Card title={<h2 className="history-heading">{name ? t('listTitleOf', { name }) : t('listTitle')}</h2>} extra={back}>
      <RevisionTable<ProductRevisionRow>
        list={list}
        titleOf={(row) => row.name}
        labels={{ version: t('version'), title: t('name'), editor: t('editor'), time: t('time'), actions: t('actions'), view: t('view'), empty: t('empty') }}
        // The compare page needs product_history_edit (§6); without it the versions are listed only.
        onView={permission.has('product_history_edit') ? (row) => navigate(historyEditPath(id, row.rid)) : undefined}
      />
    </Card>
  );
});

export default HistoryListPage;
