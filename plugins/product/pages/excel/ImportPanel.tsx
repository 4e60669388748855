// The import on the product list page, above the table, while the import dialog is closed: the
// running import's progress (found again after a reload: the tab keeps its id, or the site's
// running import is picked up), then its result until closed. When an import ends the page's list,
// category tree and tags are read again, once.
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Button, Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService } from '../../../../kernel';
import { isTaskFinished } from '../../../../shared/domain';
import { PRODUCT_EXCEL } from '../../tokens';
import { useExcelT } from './excelText';
import { ImportTaskView } from './ImportTaskView';
import './excel.css';

export const ImportPanel = observer(function ImportPanel({ onImported }: { onImported(): void }) {
  const store = useService(PRODUCT_EXCEL);
  const t = useExcelT();
  useEffect(() => {
    void store.restore();
  }, [store]);
  const task = store.importTask;
  useEffect(() => {
    if (task && store.importEnded(task)) onImported();
    // The task's state is what matters; onImported is the page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [task?.id, task?.state, store]);
  if (store.importTaskId === null || store.importOpen) return null;
  const finished = task !== undefined && isTaskFinished(task);
  return (
    <Card
      className="px-panel"
      size="small"
      title={t('panelTitle')}
      extra={finished && <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('close')} onClick={() => store.dismissImport()} />}
      data-testid="import-panel"
    >
      <ImportTaskView taskId={store.importTaskId} />
    </Card>
  );
});
