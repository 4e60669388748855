// 导出产品: says what will be exported — the selected rows, or the list's current filters, or all —
// with the count, then follows the export task and hands its file over as soon as it is written.
import { Button, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../../kernel';
import { isTaskFinished } from '../../../../shared/domain';
import type { ProductExportRequest } from '../../../../shared/domain/product';
import { InlineTask } from '../../../../shared/ui/task/InlineTask';
import { PRODUCT_EXCEL } from '../../tokens';
import { useExcelT } from './excelText';
import type { ExportScope } from './ProductExcelStore';
import './excel.css';

export interface ExportDialogProps {
  open: boolean;
  scope: ExportScope;
  count: number;
  request: ProductExportRequest;
  onClose(): void;
}

const SCOPE_TEXT: Record<ExportScope, string> = { selection: 'exportSelection', filtered: 'exportFiltered', all: 'exportAll' };

export const ExportDialog = observer(function ExportDialog({ open, scope, count, request, onClose }: ExportDialogProps) {
  const store = useService(PRODUCT_EXCEL);
  const t = useExcelT();
  const task = store.exportTask;
  const close = () => {
    store.clearExport();
    onClose();
  };
  const start = () => void store.startExport(request);
  return (
    <Modal
      open={open}
      title={t('exportTitle')}
      width={560}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>{t('close')}</Button>,
        <Button key="start" type="primary" loading={store.exporting} disabled={count === 0 || (task !== undefined && !isTaskFinished(task))} onClick={start}>
          {task ? t('exportAgain') : t('exportStart')}
        </Button>,
      ]}
    >
      <div className="px-export" data-testid="export-dialog">
        <p>{t(SCOPE_TEXT[scope], { count })}</p>
        <p className="px-hint">{t('exportHint')}</p>
        {store.exportTaskId !== null && <InlineTask key={store.exportTaskId} taskId={store.exportTaskId} onFinished={(finished) => void store.exportEnded(finished)} />}
      </div>
    </Modal>
  );
});
