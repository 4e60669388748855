// 导入 and 导出 on the product list's toolbar. 导出 exports the selection when rows are selected,
// else the list as filtered (or everything), and its dialog says which, with the count.
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useService } from '../../../../kernel';
import type { ProductExportRequest } from '../../../../shared/domain/product';
import { isFiltered, type ProductListView } from '../../store/listView';
import { PRODUCT_EXCEL } from '../../tokens';
import { ExportDialog } from './ExportDialog';
import { useExcelT } from './excelText';
import { ImportDialog } from './ImportDialog';
import type { ExportScope } from './ProductExcelStore';

export interface ExcelButtonsProps {
  /** The list as shown: its filters and keyword, its total, the selected rows. */
  view: ProductListView;
  total: number;
  selected: readonly number[];
}

/** What 导出 exports: the selection (in the list's order), or the list's filters. */
export function exportRequestOf(view: ProductListView, selected: readonly number[]): { scope: ExportScope; request: ProductExportRequest } {
  const { sort, ...filters } = view.filters;
  if (selected.length) return { scope: 'selection', request: { ids: [...selected], sort } };
  return { scope: isFiltered(view) ? 'filtered' : 'all', request: { ...filters, sort, keyword: view.keyword.trim() || undefined } };
}

export const ExcelButtons = observer(function ExcelButtons({ view, total, selected }: ExcelButtonsProps) {
  const store = useService(PRODUCT_EXCEL);
  const t = useExcelT();
  const [exporting, setExporting] = useState<{ scope: ExportScope; request: ProductExportRequest; count: number } | null>(null);
  const openExport = () => {
    const { scope, request } = exportRequestOf(view, selected);
    setExporting({ scope, request, count: scope === 'selection' ? selected.length : total });
  };
  return (
    <Space>
      <Button icon={<UploadOutlined />} onClick={() => store.openImport()}>{t('import')}</Button>
      <Button icon={<DownloadOutlined />} onClick={openExport}>{t('export')}</Button>
      <ImportDialog />
      {exporting && <ExportDialog open scope={exporting.scope} count={exporting.count} request={exporting.request} onClose={() => setExporting(null)} />}
    </Space>
  );
});
